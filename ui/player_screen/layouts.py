"""The players' screen's layouts kept by what they were composed from.

Composing the screen (:func:`ui.player_screen.compose.compose`) tries every block at a dozen
scales, and the order's forty rows at each: most of a millisecond at every change of the view.
What it decides (each block's size of type, place and whether it shows) depends only on the
window's size, the type and the texts it places.  So each outcome is kept by those; a view
composed again from the same texts (a threat step back to the level before, an undo, the players'
screen shown again) takes the kept layout instead of composing it anew.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect

if TYPE_CHECKING:
    from ui.player_screen.screen import ScreenContent

KEPT = 24  # layouts kept: the last few levels' and turns' screens

Placed = tuple[object, bool | None, QRect, tuple[int, ...]]  # widget, shown (None: not the composer's), where, type


def layout_key(screen: ScreenContent) -> tuple[object, ...]:
    """Everything the composer reads: the size, the type, the kind of screen and every text."""
    view = screen.view
    texts = (screen.word, screen.title, screen.situation, screen.swarm_head, screen.outcome, screen.result,
             screen.fallen)
    return (
        screen.width(),
        screen.height(),
        screen.clock_room,
        screen.font().key(),
        bool(view.get("round")),
        bool(view.get("swarm")),
        view.get("threat") is not None,
        tuple(w.text() for w in (*texts, screen.round, screen.alarm)),
        tuple((number, word) for number, word, _colour in screen.figures.figures),
        tuple(screen.order.lines),
    )


def _type(widget: object) -> tuple[int, ...]:
    asked = getattr(widget, "asked", None)
    if asked is not None:  # the order: the size asked for and its floor (it finds its own size)
        return (int(asked), int(widget.floor_px))  # type: ignore[attr-defined]
    px = getattr(widget, "px", None)
    return () if px is None else (int(px),)


def record(screen: ScreenContent) -> list[Placed]:
    """Where the composer put each widget, whether it shows and its type's size."""
    placed: list[Placed] = [(screen.dial, not screen.dial.isHidden(), QRect(screen.dial.geometry()), ())]
    for widget in screen.texts():
        shown = None if widget is screen.alarm else not widget.isHidden()  # the alarm shows when it plays
        placed.append((widget, shown, QRect(widget.geometry()), _type(widget)))
    return placed


def apply(screen: ScreenContent, placed: list[Placed], dial_px: int, number_scale: float) -> None:
    """Put every widget back as the composer put it (in its order: shown, type, then place)."""
    screen.dial.min_text_px = dial_px
    screen.figures.number_scale = number_scale
    for widget, shown, rect, px in placed:
        if shown is not None:
            widget.setVisible(shown)  # type: ignore[attr-defined]
        if px:
            widget.set_font_px(*px)  # type: ignore[attr-defined]
        widget.setGeometry(rect)  # type: ignore[attr-defined]


class Layouts:
    """The kept layouts, the least recently used first."""

    def __init__(self) -> None:
        self.kept: OrderedDict[tuple[object, ...], tuple[list[Placed], int, float]] = OrderedDict()
        self.composed = 0  # layouts composed anew (for the tests)

    def compose(self, screen: ScreenContent, compose_anew: Callable[[ScreenContent], None]) -> None:
        key = layout_key(screen)
        kept = self.kept.get(key)
        if kept is not None:
            self.kept.move_to_end(key)
            apply(screen, *kept)
            return
        compose_anew(screen)
        self.composed += 1
        self.kept[key] = (record(screen), screen.dial.min_text_px, screen.figures.number_scale)
        while len(self.kept) > KEPT:
            self.kept.popitem(last=False)

    def clear(self) -> None:
        self.kept.clear()
