"""The turn timer on the GM's console: a sign in the status bar while one runs.

The players' screen and the acting player's phone count the timer down; the GM, who started it,
sees it here: whose turn it is for, the time left (or "paused"), and, when the one acting is hidden
from the players, that the players' screen does not show it (the timer runs on the console only).
Read from the running fight each second while a timer runs, and at every change of the campaign.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from app.services.bundle import Services


class TurnTimerLabel(QLabel):
    """"Turn timer: Kit · 0:45" in the status bar; hidden when no timer runs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnTimerLabel")
        self.setStyleSheet("font-weight: bold; padding: 0 6px;")
        self.services: Services | None = None
        #: the fighter a timer runs for is hidden from the players: the console is the only place showing it
        self.console_only = False
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.refresh)
        self.hide()

    def bind(self, services: Services | None) -> None:
        self.services = services
        self.refresh()

    def refresh(self) -> None:
        """The timer as it stands: shown (and ticking) while one runs for the one acting, else hidden."""
        shown = self._text()
        if shown is None:
            self.console_only = False
            self._tick.stop()
            self.clear()
            self.hide()
            return
        self.setText(shown)
        self.show()
        if not self._tick.isActive():
            self._tick.start()

    def _text(self) -> str | None:
        from app.services.player_view import reveal_of  # the services load with the campaign
        from app.services.turn_timer import timer_view

        services = self.services
        if services is None:
            return None
        acting = services.initiative.current()
        encounter = services.initiative.encounter()
        if acting is None or encounter is None:
            return None
        timer = timer_view(encounter, acting.id, since=services.turn_timer.opened)
        if timer is None:
            return None
        character = services.characters.character(acting.character_id) if acting.character_id else None
        name = character.name if character is not None else acting.name
        state = dict(services.campaign.campaign.state or {})
        self.console_only = character is not None and not reveal_of(state, character)["name"]
        left = int(timer["left"])
        clock = self.tr("paused") if timer["paused"] else f"{left // 60}:{left % 60:02d}"
        if self.console_only:
            text = self.tr("Turn timer: {name} · {clock} (this console only: {name} is hidden from the players)")
            return text.format(name=name, clock=clock)
        return self.tr("Turn timer: {name} · {clock}").format(name=name, clock=clock)
