"""Beside the map on the players' screen: the fight's order with each revealed character's health,
in a column of its own at the right (the threat level stays in the band over the map, the tiles'
legend under it: :mod:`ui.player_screen.room_band`, :mod:`ui.player_screen.map_legend`).

A token on the map reads a short label ("S1" for Shambler 1); each entry of the column names what
its token abbreviates: "S1 Shambler 1 — Bruised" (a token labelled with the whole name, "Kit",
reads "Kit — Unhurt").  The entries are at the room's size of type (a thirtieth of the screen's
height, as every text on the players' screen: :func:`ui.player_screen.text.min_px`).  The map
comes first: the column takes the room the map leaves free at its right, and where that is too
narrow, only what its entries need with each health under its name
(:class:`ui.player_screen.order.ScreenOrder`), at most :data:`MOST_SHARE` of the screen's width,
and never so wide that the map's tiles get too small for a token's name ("Dov" read "Do" beside a
Spanish "Torso (reserva principal) 4/4"): a health then wraps at its spaces.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QWidget

from ui.player_screen.order import TOO_TALL, ScreenOrder
from ui.player_screen.room_band import RoomStrip
from ui.player_screen.text import min_px

#: the column's width against the screen's, at least and at most
LEAST_SHARE = 0.12
MOST_SHARE = 0.34


def named(name: str, label: str | None) -> str:
    """An entry's name with the label its token reads, when that is not the name itself."""
    return f"{label} {name}" if label and label != name else name


class MapSide(RoomStrip):
    """The order with each revealed character's health, at the right of the map."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "mapSide")
        self.order = ScreenOrder(self)
        self.order.setObjectName("mapSideOrder")
        self.order.wrap_health = True  # (only where the map's tokens need the room: see place)

    def set_order(self, order: Sequence[Mapping[str, Any]], labels: Mapping[str, str]) -> None:
        """The view's order; ``labels``: each name shown on the map → its token's label."""
        self.order.set_order([{**entry, "name": named(str(entry["name"]), labels.get(str(entry["name"])))}
                              for entry in order])

    def place(self, width: int, screen_height: int, right: int = 0, room: int = 0) -> int:
        """The column's width on a screen ``width`` wide (0: no fight, no column), ``right``: the
        width the map leaves free at its right when it has the whole screen's width.  The column
        is as narrow as its entries allow (a health under its name), wider, up to each entry on one
        row, where the map leaves that room free anyway; never more than :data:`MOST_SHARE`.
        ``room`` (0: any): the most the map leaves it with every token's name whole ("Dov", not
        "Do"): a column wider than that is narrowed to it, each health wrapped at its spaces."""
        if not self.order.lines:
            self.order.hide()
            return 0
        px, margin = min_px(screen_height), self.margin(screen_height)
        most = round(width * MOST_SHARE)
        one_row_each = len(self.order.lines) * self.order.spacing(px)
        trials = range(round(width * LEAST_SHARE), most, max(1, px // 2))

        edge = self.edge(screen_height)

        def need(w: int, wrap: bool = False) -> int:
            return self.order.needed_height(w - margin - edge, px, wrap)

        fitting = next((w for w in trials if need(w) < TOO_TALL), most)
        whole = next((w for w in trials if need(w) <= one_row_each), most)
        self.order.show()
        column = min(most, max(fitting, min(whole, right)))
        if 0 < room < column:
            wrapped = next((w for w in trials if need(w, True) < TOO_TALL), most)
            column = min(column, max(wrapped, room))
        return column

    def fill(self, column: int, height: int, screen_height: int) -> None:
        """The order within the column placed ``column`` × ``height``."""
        px, margin = min_px(screen_height), self.margin(screen_height)
        edge = self.edge(screen_height)
        self.order.setGeometry(margin, margin, max(1, column - margin - edge), max(1, height - 2 * margin))
        self.order.set_font_px(px, px)

    @staticmethod
    def edge(screen_height: int) -> int:
        """The room kept at the screen's right edge (px): a line of the room's least type, as a TV that
        crops its edges cuts a name or a health ending there ("8/10" ran to 13 px from the edge)."""
        return min_px(screen_height)

    def font_sizes(self) -> list[int]:
        return self.order.font_sizes()
