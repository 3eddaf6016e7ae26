"""Fonts derived from a widget's font (bold, italic, struck through, a pixel size), kept.

A ``QFont`` made afresh asks Qt's font database for its engine again (a look-up by the font's
whole description), and once no font holds an engine, Qt's font cache drops it, with the glyphs it
had drawn and measured, as soon as the cache is over its budget (the players' screen's large type
fills it).  The fight list made a bold font for the current row at every turn; at a round's end
the engines of fonts used once a round were found gone, and their glyphs were rendered and measured
again: 4 % of a round's end went to finding and loading fonts (counted after a pause, as a GM
pauses between turns).  :func:`variant` keeps each derived font (a bounded number of them), so its
engine and glyphs stay, and hands out copies, which share it (a copy changed by its caller changes
only itself)."""

from __future__ import annotations

from PySide6.QtGui import QFont

PER_CHANGE = 32  # bases kept for each change asked (the players' screen tries many pixel sizes)
#: the derived fonts by the change asked: (a copy of the base, the derived font), the latest first.
#: Found by comparing fonts (``QFont ==`` compares their descriptions in C++), not by ``key()``,
#: which writes the whole description out as text at every asking.
_kept: dict[tuple[object, ...], list[tuple[QFont, QFont]]] = {}


def variant(
    base: QFont,
    *,
    bold: bool | None = None,
    italic: bool | None = None,
    strike: bool | None = None,
    px: int | None = None,
) -> QFont:
    """A copy of ``base`` with the properties given (None: as in ``base``)."""
    # the resolve mask too: two equal fonts that leave different properties to their widget
    change = (bold, italic, strike, None if px is None else max(1, int(px)), base.resolveMask())
    kept = _kept.setdefault(change, [])
    for i, (known, font) in enumerate(kept):
        if known == base:
            if i:
                kept.insert(0, kept.pop(i))
            return QFont(font)
    font = QFont(base)
    if change[3] is not None:
        font.setPixelSize(change[3])
    if bold is not None:
        font.setBold(bold)
    if italic is not None:
        font.setItalic(italic)
    if strike is not None:
        font.setStrikeOut(strike)
    kept.insert(0, (QFont(base), font))
    del kept[PER_CHANGE:]
    return QFont(font)
