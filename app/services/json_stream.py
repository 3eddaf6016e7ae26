"""Reading a large JSON file a piece at a time, in bounded memory, with the errors ``json.loads``
gives for the whole text.

:class:`JsonStream` decodes the file's bytes as UTF-8 a chunk at a time and walks its objects and
arrays member by member; each value the caller asks for whole is read with the standard decoder
(``raw_decode`` on the text read so far).  Only the text of the value being read is kept, so the
memory an import costs grows with its largest single value, not with the file.

Refusals keep the precedence and the places of reading the whole text: a file larger than the limit
first, then the first byte that is not UTF-8 (anywhere in the file), then the first place that is
not JSON, as a line and a column of the whole text.  A place that is not JSON is found again by the
standard decoder from the last sound point of the innermost object or array, so the line and
column are exactly what ``json.loads`` says.
"""

from __future__ import annotations

import codecs
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import IO, Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.services.file_checks import FILE_LIMIT, line, refusal

#: bytes (or characters) read at a time
CHUNK = 1 << 20
#: a failure this close to the end of the text read may be the text cut short: read on and try again
TAIL = 64
#: a value skipped (not kept) is walked member by member once it is longer than this
SKIP_WHOLE = 4 << 20
_WS = re.compile(r"[ \t\n\r]*")
#: what stands before the text of an open object or array past its first member: the space keeps what follows
# from running on into the 0 (a "-0}" then ".0" must not read as "0.0")
_PREFIX = {("[", True): "[", ("[", False): "[0 ", ("{", True): "{", ("{", False): '{"":0 '}


class JsonError(Exception):
    """Why the file cannot be read: ``kind`` is "large", "utf8" (``offset``), "syntax" (``line``,
    ``column``), "deep" or "number"."""

    def __init__(self, kind: str, **where: int) -> None:
        super().__init__(kind)
        self.kind = kind
        self.where = where

    def refusal(self, refused: str) -> CommandError:
        """The refusal ``refused`` with this reason, as :func:`app.services.file_checks.read_json` gives it."""
        reasons = {
            "large": QT_TRANSLATE_NOOP("log", "it is larger than 512 MB"),
            "utf8": QT_TRANSLATE_NOOP("log", "it is not UTF-8 text (byte {offset})"),
            "syntax": QT_TRANSLATE_NOOP("log", "it is not JSON (line {line}, column {column})"),
            "deep": QT_TRANSLATE_NOOP("log", "its values are nested too deeply"),
            "number": QT_TRANSLATE_NOOP("log", "it holds a number too long to read"),
        }
        return refusal(refused, reason=line(reasons[self.kind], **self.where))


def chunks_of(data: bytes | str, size: int = CHUNK) -> Iterator[bytes | str]:
    """A text or bytes held in memory, a chunk at a time."""
    for start in range(0, len(data), size):
        yield data[start : start + size]


def file_chunks(fh: IO[bytes], size: int = CHUNK) -> Iterator[bytes]:
    while piece := fh.read(size):
        yield piece


def _no_constant(name: str) -> Any:
    raise json.JSONDecodeError("NaN and Infinity are not JSON", name, 0)


@dataclass
class _Frame:
    """An object or array being walked: where its last sound point is (global character offset)."""

    kind: str
    mark: int
    first: bool = True
    open_item: bool = False


class JsonStream:
    """A JSON text read from ``source`` (chunks of bytes or of text); see the module's docstring."""

    def __init__(self, source: Iterable[bytes | str], limit: int = FILE_LIMIT) -> None:
        self._source = iter(source)
        self._limit = limit
        self._utf8 = codecs.getincrementaldecoder("utf-8")()
        self._fed = 0  # bytes (or characters) read from the source
        self._started = False  # the byte order mark looked for
        self._eof = False
        self._buf = ""
        self._pos = 0
        self._base = 0  # the text's offset of _buf[0]
        self._lines = 0  # line breaks before _buf[0]
        self._last_nl = -1  # the offset of the last of them
        self._stack: list[_Frame] = []
        self._decode = json.JSONDecoder(parse_constant=_no_constant).raw_decode

    # ------------------------------------------------------------------------------ reading text
    def _read(self) -> str | None:
        """The next chunk's text (None at the end)."""
        piece = next(self._source, None)
        if piece is None:
            self._eof = True
            self._text(b"", final=True)
            return None
        self._fed += len(piece)
        if self._fed > self._limit:
            raise JsonError("large")
        return self._text(piece) if isinstance(piece, bytes | bytearray) else str(piece)

    def _text(self, piece: bytes, final: bool = False) -> str:
        pending = len(self._utf8.getstate()[0])
        try:
            return self._utf8.decode(piece, final)
        except UnicodeDecodeError as exc:
            offset = self._fed - len(piece) - pending + exc.start
            self._drain(check_text=False)  # a file too large says so first
            raise JsonError("utf8", offset=offset) from None

    def _drain(self, check_text: bool = True) -> None:
        """Read the rest of the file without keeping it: its size, and its bytes as UTF-8."""
        while not self._eof:
            if check_text:
                self._read()
            else:
                piece = next(self._source, None)
                self._eof = piece is None
                self._fed += 0 if piece is None else len(piece)
                if self._fed > self._limit:
                    raise JsonError("large")

    def _fill(self, wanted: int = 1) -> bool:
        """Read at least ``wanted`` more characters (fewer at the end); the text before the innermost
        sound point is let go.  Whether anything was read."""
        keep = self._stack[-1].mark - self._base if self._stack else self._pos
        drop = min(self._pos, keep)
        if drop > 0:
            buf = self._buf
            self._lines += buf.count("\n", 0, drop)
            nl = buf.rfind("\n", 0, drop)
            if nl >= 0:
                self._last_nl = self._base + nl
            self._buf, self._pos, self._base = buf[drop:], self._pos - drop, self._base + drop
        parts = []
        got = 0
        while got < wanted and not self._eof:
            text = self._read()
            if text:
                if not self._started:
                    text = text.removeprefix("\ufeff")
                    self._started = True
                parts.append(text)
                got += len(text)
        if parts:
            self._buf += "".join(parts)
        return got > 0

    def _more(self) -> None:
        """Read on: as much again as the value being read already holds (so a long value is tried
        a few times, not once a chunk)."""
        self._fill(max(CHUNK, len(self._buf) - self._pos))

    # ---------------------------------------------------------------------------------- errors
    def _at(self, local: int) -> JsonError:
        """A place that is not JSON, at ``local`` in the text held, as a line and column of the whole."""
        buf = self._buf
        nl = buf.rfind("\n", 0, local)
        column = local - nl if nl >= 0 else self._base + local - self._last_nl
        return JsonError("syntax", line=self._lines + buf.count("\n", 0, local) + 1, column=column)

    def _fail(self) -> JsonError:
        """The first place that is not JSON, found again by the standard decoder from the last sound
        point, then the rest of the file read for a size or a byte that comes first."""
        error = self._replay()
        self._drain()
        return error

    def _replay(self) -> JsonError:
        frame = self._stack[-1] if self._stack else None
        prefix = "" if frame is None else _PREFIX[frame.kind, frame.first]
        while True:
            start = self._pos if frame is None else frame.mark - self._base
            text = prefix + self._buf[start:]
            try:
                self._decode(text)
            except json.JSONDecodeError as exc:
                if exc.doc is not text:  # NaN and Infinity: the decoder names no place in the text
                    return JsonError("syntax", line=exc.lineno, column=exc.colno)
                if not self._eof and (exc.msg.startswith("Unterminated string") or exc.pos >= len(text) - TAIL):
                    self._more()
                    continue
                return self._at(start + exc.pos - len(prefix))
            except RecursionError:
                return JsonError("deep")
            except ValueError:
                return JsonError("number")
            if self._eof or not self._fill():
                return self._at(len(self._buf))

    # ---------------------------------------------------------------------------------- walking
    def peek(self) -> str:
        """The next character that is not a blank ("" at the end)."""
        while True:
            self._pos = _WS.match(self._buf, self._pos).end()  # type: ignore[union-attr]
            if self._pos < len(self._buf):
                return self._buf[self._pos]
            if not self._fill():
                return ""

    def value(self, budget: int | None = None) -> Any:
        """The next value, read whole; with ``budget``: ``None`` returned, nothing read, when it is
        an object or array longer than that (then walk it)."""
        self.peek()
        while True:
            buf, pos = self._buf, self._pos
            try:
                found, end = self._decode(buf, pos)
            except json.JSONDecodeError as exc:
                cut = exc.doc is buf and (exc.msg.startswith("Unterminated string") or exc.pos >= len(buf) - TAIL)
                if cut and not self._eof:
                    if budget is not None and len(buf) - pos > budget:
                        return None
                    self._more()
                    continue
                raise self._fail() from None
            except RecursionError:
                self._drain()
                raise JsonError("deep") from None
            except ValueError:
                self._drain()
                raise JsonError("number") from None
            if end > len(buf) - TAIL and not self._eof:  # a number may go on in the next chunk ("1" "2", "0" ".5")
                self._more()
                continue
            self._pos = end
            return found

    def skip(self) -> None:
        """Read past the next value without keeping it (a long object or array member by member)."""
        if self.peek() not in ("[", "{"):
            self.value()
            return
        if self.value(SKIP_WHOLE) is not None:
            return
        if self.open("{"):
            while self.key() is not None:
                self.skip()
        else:
            self.open("[")
            while self.item():
                self.skip()

    def open(self, kind: str) -> bool:
        """Enter the object (``kind`` "{") or array ("[") that comes next; False if something else comes."""
        if self.peek() != kind:
            return False
        self._pos += 1
        self._stack.append(_Frame(kind, self._base + self._pos))
        return True

    def _next(self, close: str) -> bool:
        """Past the member just read, to the next one (True) or the end of the object or array."""
        frame = self._stack[-1]
        if frame.open_item:
            frame.mark, frame.first, frame.open_item = self._base + self._pos, False, False
        c = self.peek()
        if c == close:
            self._pos += 1
            self._stack.pop()
            if self._stack:  # the object or array just closed is its parent's sound point
                parent = self._stack[-1]
                parent.mark, parent.first, parent.open_item = self._base + self._pos, False, False
            return False
        if not frame.first:
            if c != ",":
                raise self._fail()
            self._pos += 1
        frame.open_item = True
        return True

    def item(self) -> bool:
        """Inside an array: whether another element comes (read it next), else the array is closed."""
        return self._next("]")

    def key(self) -> str | None:
        """Inside an object: the next member's key (read its value next), or None once it is closed."""
        if not self._next("}"):
            return None
        if self.peek() != '"':
            raise self._fail()
        name = self.value()
        if self.peek() != ":":
            raise self._fail()
        self._pos += 1
        return str(name)

    def end(self) -> None:
        """After the document: nothing but blanks may follow; the rest of the file is read."""
        if self.peek():
            error = self._at(self._pos)
            self._drain()
            raise error
        self._drain()
