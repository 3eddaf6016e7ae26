"""Where the dice dock says why the target defends as he does, what the roller did this turn and
where his dice come from: above the odds for most rolls; under the typed dice and Roll for a roll
whose kind lays its form out compact (``RollKind.compact``: AFMBE's attack), so that its setup, the
odds right above the typed dice, and Roll show together in a laptop's dock (the three lines between
them pushed Roll under the fold)."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QLayoutItem, QWidget


class ExplainingLines:
    """The lines that explain a roll (each with its home: a layout and the widget or row it stands
    before, None for the layout's start) and the line under the typed dice they follow in a compact roll."""

    def __init__(self, body: QBoxLayout, under: QWidget,
                 homes: tuple[tuple[QWidget, QBoxLayout, QWidget | QLayoutItem | None], ...]) -> None:
        self.body, self.under, self.homes = body, under, homes
        self.compact = False

    def place(self, compact: bool) -> None:
        """The lines at home, or (``compact``) under the typed dice; nothing moves when they are there."""
        if compact == self.compact:
            return
        self.compact = compact
        if compact:
            for widget, home, _before in self.homes:
                home.removeWidget(widget)
            at = self.body.indexOf(self.under) + 1
            for offset, (widget, _home, _before) in enumerate(self.homes):
                self.body.insertWidget(at + offset, widget)
            return
        for widget, _home, _before in self.homes:
            self.body.removeWidget(widget)
        for widget, home, before in self.homes:
            home.insertWidget(home.indexOf(before) if before is not None else 0, widget)
