"""Turning a stored log line (an English template and its arguments) into text in any language.

A template is translated with its context (``log`` for service lines, ``rules`` for lines the
rules wrote).  An argument ``{"t": text, "ctx": ..., "args": {...}}`` is itself a line to translate
(a label such as "Battered", or a whole nested line for "Undo: …").  ``args["lines"]``, the extra
lines the rules wrote, follow the main line after a dash.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

Translate = Callable[[str, str], str]


def qt_translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class _SafeArgs(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def render_value(value: Any, translate: Translate) -> str:
    kind = type(value)
    if kind is str:  # the common arguments first: names, numbers, arithmetic
        return value
    if kind is int:
        return str(value)
    if kind is dict or isinstance(value, Mapping):
        if "t" in value:
            return render(str(value["t"]), value.get("args") or {}, str(value.get("ctx", "rules")), translate)
        return str(value)
    if isinstance(value, list):
        return "; ".join([render_value(v, translate) for v in value])
    return str(value)


def render(text: str, args: Mapping[str, Any], ctx: str = "log", translate: Translate = qt_translate) -> str:
    """The line in the current language (or the one ``translate`` gives)."""
    template = translate(ctx, text)
    if not args:
        return template.format_map(_SafeArgs())
    values = _SafeArgs({k: render_value(v, translate) for k, v in args.items()})
    line = template.format_map(values)
    extra = args.get("lines")
    if extra and "{lines}" not in text:
        line += " — " + render_value(extra, translate)
    return line


def render_event(event: Any, translate: Translate = qt_translate) -> str:
    """A LogEvent (or HistoryItem-like object with text, args and payload ctx) as one line."""
    ctx = getattr(event, "ctx", None) or (getattr(event, "payload", None) or {}).get("ctx", "log")
    return render(event.text, event.args, ctx, translate)
