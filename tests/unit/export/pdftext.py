"""Read back the text of a PDF that Deadwatch wrote directly, as a viewer's search or copy would.

Follows the file's own structure: the page tree for the order of pages, each page's content
stream, and each font's ToUnicode map for what its codes say.  Strings on one baseline are one
line, in the order of their x; lines top to bottom.  Reads what ReportLab writes: one object a
block, streams compressed (or not), text placed with ``Tm`` and shown with ``Tj`` literal strings.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

OBJECT = re.compile(rb"(\d+) 0 obj\r?\n(.*?)\r?\nendobj", re.S)
STREAM = re.compile(rb"<<(.*?)>>\s*stream\r?\n", re.S)
NAME = rb"/([^\s/\[\]()<>{}%]+)"
STRING = rb"\((?:[^\\()]|\\.|\\\n)*\)"
TEXT = re.compile(
    NAME + rb" [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+) Tm|(" + STRING + rb") Tj", re.S
)
ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}


def objects(data: bytes) -> dict[int, bytes]:
    return {int(m.group(1)): m.group(2) for m in OBJECT.finditer(data)}


def stream(body: bytes) -> bytes:
    head = STREAM.match(body.lstrip())
    assert head is not None, body[:80]
    length = int(re.search(rb"/Length (\d+)", head.group(1)).group(1))  # type: ignore[union-attr]
    raw = body.lstrip()[head.end() : head.end() + length]
    return zlib.decompress(raw) if b"/FlateDecode" in head.group(1) else raw


def ref(body: bytes, key: bytes) -> int:
    return int(re.search(rb"/" + key + rb" (\d+) 0 R", body).group(1))  # type: ignore[union-attr]


def literal(token: bytes) -> bytes:
    """The bytes of a PDF literal string ``(…)``, its escapes undone."""
    out, body, i = bytearray(), token[1:-1], 0
    while i < len(body):
        char = body[i : i + 1]
        if char != b"\\":
            out += char
            i += 1
            continue
        octal = re.match(rb"[0-7]{1,3}", body[i + 1 : i + 4])
        if octal:
            out.append(int(octal.group(0), 8) & 0xFF)
            i += 1 + len(octal.group(0))
        else:
            following = body[i + 1 : i + 2]
            out += ESCAPES.get(following, b"" if following == b"\n" else following)
            i += 2
    return bytes(out)


def unicode_map(cmap: bytes) -> dict[int, str]:
    """Code → text, from a ToUnicode CMap's bfchar and bfrange entries."""
    out: dict[int, str] = {}
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for lo, hi, dst in re.findall(rb"<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)>", block):
            start = int(dst, 16)
            for n, code in enumerate(range(int(lo, 16), int(hi, 16) + 1)):
                out[code] = chr(start + n)
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for code, dst in re.findall(rb"<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)>", block):
            out[int(code, 16)] = bytes.fromhex(dst.decode()).decode("utf-16-be")
    return out


def page_fonts(objs: dict[int, bytes], page: bytes) -> dict[bytes, dict[int, str]]:
    """The page's fonts by resource name, each as its code → text map."""
    resources = re.search(rb"/Resources (\d+) 0 R", page)
    body = objs[int(resources.group(1))] if resources else page
    fonts = re.search(rb"/Font (\d+) 0 R", body)
    if fonts:
        body = objs[int(fonts.group(1))]
    return {
        name: unicode_map(stream(objs[ref(objs[int(n)], b"ToUnicode")]))
        for name, n in re.findall(NAME + rb" (\d+) 0 R", body)
        if b"/ToUnicode" in objs[int(n)]
    }


def page_lines(path: str | Path) -> list[list[str]]:
    """The text of each page, line by line."""
    data = Path(path).read_bytes()
    objs = objects(data)
    root = objs[int(re.search(rb"/Root (\d+) 0 R", data).group(1))]  # type: ignore[union-attr]
    tree = objs[ref(root, b"Pages")]
    kids = [int(k) for k in re.findall(rb"(\d+) 0 R", re.search(rb"/Kids \[(.*?)\]", tree, re.S).group(1))]  # type: ignore[union-attr]
    pages = []
    for kid in kids:
        page = objs[kid]
        maps = page_fonts(objs, page)
        lines: dict[float, list[list]] = {}  # baseline → [x, text] pieces (each Tm starts one, Tj add to it)
        font, piece = b"", [0.0, ""]
        for m in TEXT.finditer(stream(objs[ref(page, b"Contents")])):
            if m.group(1):
                font = m.group(1)
            elif m.group(2):
                piece = [float(m.group(2)), ""]
                lines.setdefault(-float(m.group(3)), []).append(piece)
            else:
                piece[1] += "".join(maps[font][code] for code in literal(m.group(4)))
        pages.append(["".join(t for _x, t in sorted(parts)) for _y, parts in sorted(lines.items())])
    return pages


def text_of(path: str | Path) -> str:
    """The whole text, a paragraph a line: a line wraps after a space, so one ending in a space goes on."""
    return "\n".join(line for page in page_lines(path) for line in page).replace(" \n", " ")
