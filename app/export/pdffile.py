"""The numbered objects of a PDF file, written with their cross-reference table."""

from __future__ import annotations

import zlib


def text_string(text: str) -> str:
    """A PDF text string (document information) in UTF-16 with its byte order mark."""
    return "<FEFF" + text.encode("utf-16-be").hex().upper() + ">"


class PdfObjects:
    def __init__(self) -> None:
        self.bodies: list[bytes | None] = []

    def reserve(self) -> int:
        """A number for an object written later with :meth:`put`."""
        self.bodies.append(None)
        return len(self.bodies)

    def put(self, ref: int, body: str | bytes) -> None:
        self.bodies[ref - 1] = body.encode("ascii") if isinstance(body, str) else body

    def add(self, body: str | bytes) -> int:
        ref = self.reserve()
        self.put(ref, body)
        return ref

    def stream(self, data: bytes, entries: str = "", packed: bool = False) -> int:
        """A stream object; ``packed`` when ``data`` is compressed already, else it is compressed here."""
        if not packed:
            data = zlib.compress(data, 6)
        head = f"<< /Length {len(data)} /Filter /FlateDecode {entries}>>\nstream\n".encode("ascii")
        return self.add(head + data + b"\nendstream")

    def write(self, path: str, root: int, info: int) -> None:
        chunks = [b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"]
        offsets, size = [], len(chunks[0])
        for number, body in enumerate(self.bodies, start=1):
            offsets.append(size)
            chunk = b"%d 0 obj\n" % number + (body or b"null") + b"\nendobj\n"
            chunks.append(chunk)
            size += len(chunk)
        chunks.append(b"xref\n0 %d\n0000000000 65535 f \n" % (len(offsets) + 1))
        chunks += [b"%010d 00000 n \n" % offset for offset in offsets]
        chunks.append(
            b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n"
            % (len(offsets) + 1, root, info, size)
        )
        with open(path, "wb") as fh:
            fh.write(b"".join(chunks))
