"""Checking the values of a file read from outside (a session log, a characters file): its JSON,
each value's type, range and size, and every line template for the arguments it names.

What fails raises :class:`BadValueError` with the reason (a nested line); the reader of each kind
of file turns it into the refusal that names the file (:mod:`app.services.validate_import`,
:mod:`app.services.validate_party`).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QLocale

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.services.logtext import render

#: the largest file read (characters of JSON text)
FILE_LIMIT = 512 * 1024 * 1024
#: a text (a line's template, an argument, a note) and a name (a character, a session title, who acted)
TEXT_LIMIT = 10_000
NAME_LIMIT = 200
#: a short word: an event's kind, a translation context, a key of an object
WORD_LIMIT = 100
#: the items of one list or object (the events of one log and its sessions: app.services.validate_import)
ITEM_LIMIT = 10_000
#: lists and objects inside one another in a value (an event's arguments, a character's state),
#: and lines ({"t": ..., "args": ...}) inside one another ("Undo: Marked secret: Damage to …")
DEPTH_LIMIT = 32
LINE_LIMIT = 8
#: a whole number in a value (JSON's safe integers), a row id, a round, a session number
NUMBER_LIMIT = 2**53
ID_LIMIT = 2**63 - 1
ROUND_LIMIT = 1_000_000

#: a template's fields, as logtext renders them: ``{name}`` or ``{name|form|form…}``; ``{{ }}`` a
#: brace; any other brace is a stray one (a format spec, ``{0}``, ``{a.b}``, an unbalanced brace)
_TOKENS = re.compile(r"\{\{|\}\}|\{([^\W\d]\w*)(?:\|[^{}]*)?\}|[{}]")
#: characters no text holds: controls other than tab and line breaks, halves of surrogate pairs
_BAD_CHARS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff]")


def line(template: str, **args: Any) -> dict[str, Any]:
    """A nested line for a message's arguments, translated when the message is rendered."""
    return {"t": template, "ctx": "log", "args": args}


def refusal(template: str, context: str = "log", **args: Any) -> CommandError:
    """A CommandError whose message is ``template`` with ``args``, rendered in the current language."""
    return CommandError(render(template, args, context, colon=True), context, **args)


def number(value: int) -> str:
    return QLocale().toString(value)


def short(text: str, limit: int = 40) -> str:
    """Some of a text from the file, for a message."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class BadValueError(Exception):
    """A value of the file refused: ``reason`` is a nested line; ``large`` when it is a limit reached."""

    def __init__(self, reason: dict[str, Any], large: bool = False) -> None:
        super().__init__(reason["t"])
        self.reason = reason
        self.large = large


def path_text(path: Any) -> str:
    """A value's place in the file ("args.amount.args.hp", "faces[0][1]") from its (parent, key) chain."""
    keys: list[Any] = []
    while path is not None:
        path, key = path
        keys.append(key)
    out = ""
    for key in reversed(keys):
        out += f"[{key}]" if isinstance(key, int) else (("." if out else "") + short(str(key), 30))
    return out


# ---------------------------------------------------------------------------------------- reading
def read_json(data: bytes | str, refused: str) -> Any:
    """The JSON value of a file's bytes (or text); refused with ``refused`` and the reason."""
    if isinstance(data, bytes | bytearray):
        if len(data) > FILE_LIMIT:
            raise refusal(refused, reason=line(QT_TRANSLATE_NOOP("log", "it is larger than 512 MB")))
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise refusal(
                refused, reason=line(QT_TRANSLATE_NOOP("log", "it is not UTF-8 text (byte {offset})"), offset=exc.start)
            ) from None
    text = data.removeprefix("\ufeff")
    if len(text) > FILE_LIMIT:
        raise refusal(refused, reason=line(QT_TRANSLATE_NOOP("log", "it is larger than 512 MB")))
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise refusal(
            refused,
            reason=line(
                QT_TRANSLATE_NOOP("log", "it is not JSON (line {line}, column {column})"),
                line=exc.lineno,
                column=exc.colno,
            ),
        ) from None
    except RecursionError:
        raise refusal(refused, reason=line(QT_TRANSLATE_NOOP("log", "its values are nested too deeply"))) from None
    except ValueError:  # a number of more digits than Python reads
        raise refusal(refused, reason=line(QT_TRANSLATE_NOOP("log", "it holds a number too long to read"))) from None


def _no_constant(name: str) -> Any:
    raise json.JSONDecodeError("NaN and Infinity are not JSON", name, 0)


# ---------------------------------------------------------------------------------------- values
def string(value: Any, field: str, limit: int = TEXT_LIMIT, required: bool = False) -> str:
    """A text of at most ``limit`` characters (None: empty, unless ``required``)."""
    if value is None and not required:
        return ""
    if type(value) is not str:
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” should be text"), field=field))
    _check_text(value, field, limit)
    return value


def _check_text(value: str, field: str, limit: int) -> None:
    if len(value) > limit:
        raise BadValueError(
            line(
                QT_TRANSLATE_NOOP("log", "“{field}” is longer than {limit} characters"),
                field=field,
                limit=number(limit),
            )
        )
    if _BAD_CHARS.search(value):
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” holds a character that is not text"), field=field))


#: a character's value out of its sheet's bounds, as every import's refusal says one: the field,
#: the value the file holds and the bounds ("“Health” is 7; on this sheet it runs from 0 to 3")
OFF_THE_SHEET = QT_TRANSLATE_NOOP("log", "“{field}” is {value}; on this sheet it runs from {low} to {high}")


def whole(value: Any, field: str, low: int, high: int, optional: bool = False, sheet: bool = False) -> int | None:
    """A whole number from ``low`` to ``high`` (None allowed when ``optional``); ``sheet``: a
    character's, refused as :data:`OFF_THE_SHEET` says it, the value the file holds named."""
    if value is None and optional:
        return None
    if type(value) is not int:
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” should be a whole number"), field=field))
    if not low <= value <= high:
        if sheet:
            raise BadValueError(line(OFF_THE_SHEET, field=field, value=value, low=number(low), high=number(high)))
        raise BadValueError(
            line(
                QT_TRANSLATE_NOOP("log", "“{field}” should run from {low} to {high}"),
                field=field,
                low=number(low),
                high=number(high),
            )
        )
    return value


def yes_no(value: Any, field: str) -> bool:
    if value is None:
        return False
    if type(value) is not bool:
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” should be yes or no"), field=field))
    return value


def obj(value: Any, field: str, optional: bool = True) -> dict[str, Any]:
    if value is None and optional:
        return {}
    if type(value) is not dict:
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” should be an object"), field=field))
    return value


def array(value: Any, field: str, limit: int = ITEM_LIMIT) -> list[Any]:
    if value is None:
        return []
    if type(value) is not list:
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” should be a list"), field=field))
    if len(value) > limit:
        raise BadValueError(
            line(QT_TRANSLATE_NOOP("log", "“{field}” holds more than {limit} items"), field=field, limit=number(limit)),
            large=True,
        )
    return value


def moment(value: Any, field: str, optional: bool = False) -> datetime | None:
    """A date and time in ISO 8601, in UTC (one without a zone is taken as UTC)."""
    if value is None and optional:
        return None
    text = string(value, field, 64, required=True)
    try:
        stamp = datetime.fromisoformat(text)
        return stamp.replace(tzinfo=UTC) if stamp.tzinfo is None else stamp.astimezone(UTC)
    except (ValueError, OverflowError):
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” is not a date and time"), field=field)) from None


def value(data: Any, path: Any, lines: int | None = None, depth: int = 1) -> None:
    """Check a JSON value: texts, numbers, sizes and nesting.  With ``lines`` (the lines it is
    nested in), each object with a ``t`` is a line whose template names only its own arguments."""
    kind = type(data)
    if kind is str:
        if len(data) > TEXT_LIMIT or _BAD_CHARS.search(data):
            _check_text(data, path_text(path), TEXT_LIMIT)
    elif kind is int:
        if not -NUMBER_LIMIT <= data <= NUMBER_LIMIT:
            whole(data, path_text(path), -NUMBER_LIMIT, NUMBER_LIMIT)
    elif kind is float:
        if not math.isfinite(data):
            raise BadValueError(
                line(QT_TRANSLATE_NOOP("log", "“{field}” is not a finite number"), field=path_text(path))
            )
    elif kind is bool or data is None:
        pass
    elif kind is list or kind is dict:
        if depth > DEPTH_LIMIT:
            raise BadValueError(
                line(
                    QT_TRANSLATE_NOOP("log", "“{field}” is nested more than {limit} deep"),
                    field=path_text(path),
                    limit=number(DEPTH_LIMIT),
                )
            )
        if len(data) > ITEM_LIMIT:
            array(data if kind is list else list(data), path_text(path))
        if kind is list:
            for i, item in enumerate(data):
                value(item, (path, i), lines, depth + 1)
            return
        if lines is not None and "t" in data:
            lines += 1
            nested_line(data, path, lines)
        for key, item in data.items():
            if len(key) > WORD_LIMIT or _BAD_CHARS.search(key):
                _check_text(key, path_text((path, "…")), WORD_LIMIT)
            value(item, (path, key), lines, depth + 1)
    else:  # not a JSON value (a caller's own object)
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” is not a JSON value"), field=path_text(path)))


def nested_line(data: Mapping[str, Any], path: Any, lines: int) -> None:
    """An argument ``{"t": template, "ctx": context, "args": {...}}``: its parts and its template."""
    if lines > LINE_LIMIT:
        raise BadValueError(
            line(
                QT_TRANSLATE_NOOP("log", "“{field}” holds lines nested more than {limit} deep"),
                field=path_text(path),
                limit=number(LINE_LIMIT),
            )
        )
    text, ctx, args = data["t"], data.get("ctx"), data.get("args")
    if type(text) is not str:
        string(text, path_text((path, "t")), required=True)
    if ctx is not None and (type(ctx) is not str or len(ctx) > WORD_LIMIT):
        string(ctx, path_text((path, "ctx")), WORD_LIMIT)
    if args is not None and type(args) is not dict:
        obj(args, path_text((path, "args")))
    template(text, args or {}, (path, "t"))


#: a template's fields, once per template (or where its first stray brace is)
_NAMES: dict[str, tuple[str, ...] | int] = {}


def template(text: str, args: Mapping[str, Any], path: Any) -> None:
    """Refuse a template (at ``path``, see :func:`path_text`) with a brace that is not a field, or
    naming an argument that ``args`` lacks."""
    names = _NAMES.get(text)
    if names is None:
        names = ()
        if "{" in text or "}" in text:
            found = []
            for match in _TOKENS.finditer(text):
                if match.group(1) is not None:
                    found.append(match.group(1))
                elif len(match.group()) == 1:
                    found = match.start()  # type: ignore[assignment]
                    break
            names = found if isinstance(found, int) else tuple(found)
        if len(_NAMES) >= 20_000:
            _NAMES.clear()
        _NAMES[text] = names
    if isinstance(names, int):
        raise BadValueError(
            line(
                QT_TRANSLATE_NOOP("log", "“{field}” has a brace that is not a field: {text}"),
                field=path_text(path),
                text=short(text[names:], 30),
            )
        )
    for name in names:
        if name not in args:
            raise BadValueError(
                line(
                    QT_TRANSLATE_NOOP("log", "“{field}” names {{{name}}}, which it does not give"),
                    field=path_text(path),
                    name=short(name, 30),
                )
            )
