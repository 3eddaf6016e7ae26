"""A TrueType font read through Qt, for the PDF writer: glyphs, advances, and the font cut down to the glyphs used.

Qt hands over the font's tables (``QRawFont.fontTable``), whatever file or collection the system
keeps it in.  Only fonts with TrueType outlines (a ``glyf`` table) whose licence allows embedding
are read; the PDF falls back to Qt's own writer for others.  The subset keeps every table a PDF
viewer needs to draw the font (head, hhea, maxp, hmtx, loca, glyf and the hinting tables) and
empties every glyph not used.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable

from PySide6.QtGui import QFont, QRawFont

#: the tables a PDF's embedded TrueType font program keeps (cmap is not needed: glyphs are drawn by id)
KEPT = (b"head", b"hhea", b"maxp", b"hmtx", b"loca", b"glyf", b"cvt ", b"fpgm", b"prep")
# OS/2 fsType: the font may not be embedded, or only its bitmaps
RESTRICTED, BITMAP_ONLY = 0x0002, 0x0200
# composite glyph flags
_WORDS, _SCALE, _MORE, _XY_SCALE, _TWO_BY_TWO = 0x0001, 0x0008, 0x0020, 0x0040, 0x0080


class TrueTypeFont:
    """One face of a TrueType font: which glyph draws a character, its advance, and the subset to embed."""

    def __init__(self, raw: QRawFont) -> None:
        self.raw = raw
        self.tables = {tag: bytes(raw.fontTable(tag.decode()).data()) for tag in KEPT}
        head, hhea = self.tables[b"head"], self.tables[b"hhea"]
        if not self.tables[b"glyf"] or not self.tables[b"loca"] or len(head) < 54 or len(hhea) < 36:
            raise ValueError("not a font with TrueType outlines")
        os2 = bytes(raw.fontTable("OS/2").data())
        if len(os2) >= 10 and struct.unpack_from(">H", os2, 8)[0] & (RESTRICTED | BITMAP_ONLY):
            raise ValueError("the font's licence does not allow embedding it")
        self.family = raw.familyName()
        self.style = raw.styleName()
        self.weight = raw.weight()
        self.units_per_em = struct.unpack_from(">H", head, 18)[0]
        self.bbox = struct.unpack_from(">4h", head, 36)
        self.long_loca = struct.unpack_from(">h", head, 50)[0] == 1
        self.ascent, self.descent = struct.unpack_from(">2h", hhea, 4)
        metrics = struct.unpack_from(">H", hhea, 34)[0]
        self.glyph_count = struct.unpack_from(">H", self.tables[b"maxp"], 4)[0]
        hmtx = self.tables[b"hmtx"]
        self.advances = list(struct.unpack_from(f">{2 * metrics}H", hmtx)[0::2])  # (advance, left bearing) pairs
        self.advances += [self.advances[-1]] * max(self.glyph_count - metrics, 0)

    @classmethod
    def of(cls, font: QFont) -> TrueTypeFont | None:
        """The face Qt would draw ``font`` with, or None when it has no TrueType outlines."""
        raw = QRawFont.fromFont(font)
        if not raw.isValid():
            return None
        try:
            return cls(raw)
        except (ValueError, struct.error):
            return None

    def same_face(self, other: TrueTypeFont) -> bool:
        return self.tables[b"glyf"] == other.tables[b"glyf"]

    def glyph(self, char: str) -> int:
        """The glyph that draws ``char`` (one code point), 0 when the font has none."""
        found = self.raw.glyphIndexesForString(char)
        return found[0] if len(found) == 1 and found[0] < self.glyph_count else 0

    def advance(self, glyph: int) -> int:
        """A glyph's advance width in font units."""
        return self.advances[glyph] if glyph < len(self.advances) else 0

    # ------------------------------------------------------------------------------------ subset
    def _offsets(self) -> list[int]:
        loca = self.tables[b"loca"]
        count = self.glyph_count + 1
        if self.long_loca:
            return list(struct.unpack_from(f">{count}I", loca))
        return [2 * v for v in struct.unpack_from(f">{count}H", loca)]

    def _components(self, data: bytes) -> list[int]:
        """The glyphs a composite glyph is built from."""
        if len(data) < 10 or struct.unpack_from(">h", data, 0)[0] >= 0:
            return []
        out, pos = [], 10
        while pos + 4 <= len(data):
            flags, glyph = struct.unpack_from(">HH", data, pos)
            out.append(glyph)
            pos += 4 + (4 if flags & _WORDS else 2)
            pos += 2 if flags & _SCALE else 4 if flags & _XY_SCALE else 8 if flags & _TWO_BY_TWO else 0
            if not flags & _MORE:
                break
        return out

    def subset(self, glyphs: Iterable[int]) -> bytes:
        """The font file with only ``glyphs`` (and glyph 0, and the parts of composite glyphs) left drawn."""
        offsets, glyf = self._offsets(), self.tables[b"glyf"]
        keep, todo = set(), [0, *glyphs]
        while todo:
            glyph = todo.pop()
            if glyph in keep or glyph >= self.glyph_count:
                continue
            keep.add(glyph)
            todo.extend(self._components(glyf[offsets[glyph] : offsets[glyph + 1]]))
        body, loca, size = [], [], 0
        for glyph in range(self.glyph_count):
            loca.append(size)
            if glyph in keep:
                data = glyf[offsets[glyph] : offsets[glyph + 1]]
                data += b"\0" * (-len(data) % 4)
                body.append(data)
                size += len(data)
        loca.append(size)
        tables = dict(self.tables)
        tables[b"glyf"] = b"".join(body)
        tables[b"loca"] = struct.pack(f">{len(loca)}I", *loca)
        head = bytearray(tables[b"head"])
        head[8:12] = bytes(4)  # the checksum adjustment, set by font_file
        struct.pack_into(">h", head, 50, 1)  # long offsets in loca
        tables[b"head"] = bytes(head)
        return font_file({tag: data for tag, data in tables.items() if data})


def _checksum(data: bytes) -> int:
    data += b"\0" * (-len(data) % 4)
    return sum(struct.unpack(f">{len(data) // 4}I", data)) & 0xFFFFFFFF


def font_file(tables: dict[bytes, bytes]) -> bytes:
    """An sfnt (TrueType) file of ``tables``, with its table directory and checksums."""
    tags = sorted(tables)
    count = len(tags)
    power = 1 << (count.bit_length() - 1)
    header = struct.pack(">IHHHH", 0x00010000, count, power * 16, power.bit_length() - 1, count * 16 - power * 16)
    directory, body, offset = [], [], 12 + 16 * count
    for tag in tags:
        data = tables[tag]
        padded = data + b"\0" * (-len(data) % 4)
        directory.append(struct.pack(">4sIII", tag, _checksum(padded), offset, len(data)))
        body.append(padded)
        offset += len(padded)
    font = bytearray(header + b"".join(directory) + b"".join(body))
    if b"head" in tables:
        at = struct.unpack_from(">I", font, 12 + 16 * tags.index(b"head") + 8)[0]
        struct.pack_into(">I", font, at + 8, (0xB1B0AFBA - _checksum(bytes(font))) & 0xFFFFFFFF)
    return bytes(font)
