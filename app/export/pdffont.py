"""A font as the direct PDF writer uses it: text written as its code points, glyphs found by the PDF.

A string is written as its UTF-16 code units (two bytes per character, ``str.encode``), the
font's CIDToGIDMap turns each code into the glyph that draws it, and its ToUnicode map turns it
back into the character (search and copy).  The face (:class:`TrueTypeFont`) is embedded cut
down to the glyphs used.

Only characters that need no shaping are drawn this way (Latin, Greek, Cyrillic, punctuation,
arrows and other symbols); :class:`NotDrawableError` tells the caller to use Qt's writer instead.
"""

from __future__ import annotations

import zlib

from app.export.pdffile import PdfObjects
from app.export.truetype import TrueTypeFont


class NotDrawableError(Exception):
    """A character this writer cannot draw (missing from the font, or a script that needs shaping)."""


def simple(code: int) -> bool:
    """Characters drawn one glyph each, left to right, without shaping (code points up to U+058F, symbols)."""
    if code < 0x20:
        return False
    if code < 0x0590:
        return True
    if 0x1D00 <= code <= 0x1FFF or 0xFB00 <= code <= 0xFB06:
        return True
    if 0x2000 <= code <= 0x2BFF:  # punctuation, arrows, maths, shapes, symbols; not the invisible controls
        return not (0x200B <= code <= 0x200F or 0x2028 <= code <= 0x202E or 0x2060 <= code <= 0x206F)
    return False


class _Widths(dict[str, float]):
    """Character → advance in thousandths of the font size, checked and added as characters come."""

    def __init__(self, font: PdfFont) -> None:
        super().__init__()
        self.font = font

    def __missing__(self, char: str) -> float:
        face = self.font.face
        self[char] = found = face.advance(self.font.add(char)) * 1000 / face.units_per_em
        return found


class PdfFont:
    """A face with its resource name, and the characters drawn in it so far."""

    def __init__(self, name: str, face: TrueTypeFont, synthetic_bold: bool = False) -> None:
        self.name = name
        self.face = face
        self.synthetic_bold = synthetic_bold  # the regular face, its outline stroked
        self.glyphs: dict[str, int] = {}  # character → glyph
        self.known: set[str] = set()
        self.widths = _Widths(self)

    def add(self, char: str) -> int:
        """The glyph of ``char``, which the PDF will hold; NotDrawableError when there is none."""
        glyph = self.glyphs.get(char)
        if glyph is None:
            glyph = self.face.glyph(char) if simple(ord(char)) else 0
            if not glyph:
                raise NotDrawableError(char)
            self.glyphs[char] = glyph
            self.known.add(char)
        return glyph

    def codes(self, text: str) -> str:
        """``text`` as the hex digits of its codes."""
        if not self.known.issuperset(text):
            for char in text:
                self.add(char)
        return text.encode("utf-16-be").hex()

    def write(self, out: PdfObjects) -> int:
        """The font's objects: Type 0 font, CID font, descriptor, the subset, the code maps; returns the font's."""
        face = self.face
        scale = 1000 / face.units_per_em
        chars = sorted(self.glyphs, key=ord)
        crc = zlib.crc32(repr((face.family, face.style, chars)).encode())
        tag = "".join(chr(65 + (crc >> (5 * i)) % 26) for i in range(6))  # a subset's name: six capitals and +
        name = tag + "+" + ("".join(c for c in f"{face.family}-{face.style}" if c.isalnum() or c == "-") or "Font")
        program = face.subset(self.glyphs.values())
        font_file = out.stream(program, f"/Length1 {len(program)} ")
        x0, y0, x1, y1 = (round(v * scale) for v in face.bbox)
        descriptor = out.add(
            f"<< /Type /FontDescriptor /FontName /{name} /Flags 32 /FontBBox [{x0} {y0} {x1} {y1}] "
            f"/ItalicAngle 0 /Ascent {round(face.ascent * scale)} /Descent {round(face.descent * scale)} "
            f"/CapHeight {round(face.ascent * scale)} /StemV 80 /FontFile2 {font_file} 0 R >>"
        )
        last = ord(chars[-1]) if chars else 0
        to_glyph = bytearray(2 * (last + 1))
        for char in chars:
            code = ord(char)
            to_glyph[2 * code : 2 * code + 2] = self.glyphs[char].to_bytes(2, "big")
        widths = " ".join(f"{ord(c)} [{round(face.advance(self.glyphs[c]) * scale)}]" for c in chars)
        cid = out.add(
            f"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /{name} "
            f"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
            f"/FontDescriptor {descriptor} 0 R /DW 0 /W [{widths}] /CIDToGIDMap {out.stream(bytes(to_glyph))} 0 R >>"
        )
        to_unicode = out.stream(to_unicode_map({ord(c) >> 8 for c in chars}).encode("ascii"))
        return out.add(
            f"<< /Type /Font /Subtype /Type0 /BaseFont /{name} /Encoding /Identity-H "
            f"/DescendantFonts [{cid} 0 R] /ToUnicode {to_unicode} 0 R >>"
        )


def to_unicode_map(blocks: set[int]) -> str:
    """The CMap that reads each code back as the character it is (``blocks``: the codes' high bytes)."""
    ranges = [f"<{b:02X}00> <{b:02X}FF> <{b:02X}00>" for b in sorted(blocks)]
    lines = [
        "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
        "1 begincodespacerange <0000> <FFFF> endcodespacerange",
    ]
    for start in range(0, len(ranges), 100):
        chunk = ranges[start : start + 100]
        lines += [f"{len(chunk)} beginbfrange", *chunk, "endbfrange"]
    lines.append("endcmap CMapName currentdict /CMap defineresource pop end end")
    return "\n".join(lines)
