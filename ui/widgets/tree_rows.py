"""The heights of the fight list's wrapped texts, kept: whether a changed cell leaves its row as
tall as it was (the row is then repainted, not measured: :mod:`ui.widgets.fight_model`)."""

from __future__ import annotations

from PySide6.QtGui import QFont

from ui.widgets.fight_columns import wrapped_height

_HEIGHTS: dict[tuple[str, str, int], int] = {}


def kept_height(text: str, font: QFont, room: int) -> int:
    """The height of ``text`` wrapped in ``room`` pixels (``wrapped_height``), kept: a round's end asks
    it of forty rows' turns, in a few words."""
    key = (text, font.key(), room)
    found = _HEIGHTS.get(key)
    if found is None:
        if len(_HEIGHTS) > 1024:
            _HEIGHTS.clear()
        found = _HEIGHTS[key] = wrapped_height(text, font, room)
    return found
