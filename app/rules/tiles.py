"""Tiles of a battle map and how the GM reads them ("C4": column letter, row number).

Light on purpose: the window draws the map's rulers with it before the rules load."""

from __future__ import annotations

Tile = tuple[int, int]


def tile_text(tile: Tile) -> str:
    """A tile as the map's rulers name it: column letter(s) and row number, (2, 3) → "C4"."""
    x, y = tile
    letters = ""
    x += 1
    while x:
        x, r = divmod(x - 1, 26)
        letters = chr(65 + r) + letters
    return f"{letters}{y + 1}"
