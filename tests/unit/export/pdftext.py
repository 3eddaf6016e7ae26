"""Read back the text of a PDF that Deadwatch wrote directly, as a viewer's search or copy would.

Follows the file's own structure: the page tree for the order of pages, each page's content
stream, and each font's ToUnicode map for what its codes say.  Strings on one baseline are one
line, in the order of their x; lines top to bottom.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

OBJECT = re.compile(rb"(\d+) 0 obj\n(.*?)\nendobj\n", re.S)
STREAM = re.compile(rb"<<(.*?)>>\nstream\n", re.S)
TEXT = re.compile(rb"/(F\d+) [\d.]+ Tf|1 0 [\d.]+ 1 ([\d.-]+) ([\d.-]+) Tm|<([0-9a-fA-F]*)> Tj")


def objects(data: bytes) -> dict[int, bytes]:
    return {int(m.group(1)): m.group(2) for m in OBJECT.finditer(data)}


def stream(body: bytes) -> bytes:
    head = STREAM.match(body)
    assert head is not None, body[:80]
    length = int(re.search(rb"/Length (\d+)", head.group(1)).group(1))  # type: ignore[union-attr]
    raw = body[head.end() : head.end() + length]
    return zlib.decompress(raw) if b"/FlateDecode" in head.group(1) else raw


def ref(body: bytes, key: bytes) -> int:
    return int(re.search(rb"/" + key + rb" (\d+) 0 R", body).group(1))  # type: ignore[union-attr]


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


def page_lines(path: str | Path) -> list[list[str]]:
    """The text of each page, line by line."""
    objs = objects(Path(path).read_bytes())
    root = objs[int(re.search(rb"/Root (\d+) 0 R", Path(path).read_bytes()).group(1))]  # type: ignore[union-attr]
    tree = objs[ref(root, b"Pages")]
    kids = [int(k) for k in re.findall(rb"(\d+) 0 R", re.search(rb"/Kids \[(.*?)\]", tree).group(1))]  # type: ignore[union-attr]
    pages = []
    for kid in kids:
        page = objs[kid]
        fonts = dict(re.findall(rb"/(F\d+) (\d+) 0 R", page))
        maps = {name: unicode_map(stream(objs[ref(objs[int(n)], b"ToUnicode")])) for name, n in fonts.items()}
        lines: dict[float, list[list]] = {}  # baseline → [x, text] pieces (each Tm starts one, Tj add to it)
        font, piece = b"", [0.0, ""]
        for m in TEXT.finditer(stream(objs[ref(page, b"Contents")])):
            if m.group(1):
                font = m.group(1)
            elif m.group(2):
                piece = [float(m.group(2)), ""]
                lines.setdefault(-float(m.group(3)), []).append(piece)
            else:
                codes = bytes.fromhex(m.group(4).decode())
                piece[1] += "".join(maps[font][codes[i] << 8 | codes[i + 1]] for i in range(0, len(codes), 2))
        pages.append(["".join(t for _x, t in sorted(parts)) for _y, parts in sorted(lines.items())])
    return pages


def text_of(path: str | Path) -> str:
    """The whole text, a paragraph a line: a line wraps after a space, so one ending in a space goes on."""
    return "\n".join(line for page in page_lines(path) for line in page).replace(" \n", " ")
