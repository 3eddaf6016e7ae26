"""Turning a stored log line (an English template and its arguments) into text in any language.

A template is translated with its context (``log`` for service lines, ``rules`` for lines the
rules wrote).  An argument ``{"t": text, "ctx": ..., "args": {...}}`` is itself a line to translate
(a label such as "Battered", or a whole nested line for "Undo: …").  ``args["lines"]``, the extra
lines the rules wrote, follow the main line after a dash.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from string import Formatter
from typing import Any

from PySide6.QtCore import QCoreApplication

Translate = Callable[[str, str], str]


def qt_translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class _SafeArgs(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


#: a template's literal text and the argument after it (None at the end); None: not plain fields
Pieces = tuple[tuple[str, str | None], ...] | None
_PIECES: dict[str, Pieces] = {}


def _pieces(template: str) -> Pieces:
    """``template`` cut at its ``{name}`` fields, once per template (None: leave it to str.format_map)."""
    if template in _PIECES:
        return _PIECES[template]
    try:
        parsed = list(Formatter().parse(template))
    except ValueError:  # an unbalanced brace: str.format_map raises as it always did
        parsed = None
    plain = parsed is not None and all(
        name is None or (name.isidentifier() and not spec and conv is None) for _t, name, spec, conv in parsed
    )
    found = _PIECES[template] = tuple((text, name) for text, name, _s, _c in parsed or ()) if plain else None
    return found


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
    """The line in the current language (or the one ``translate`` gives).

    An argument the template does not name is not rendered; one it names but ``args`` lacks stays
    ``{name}``.
    """
    template = translate(ctx, text)
    pieces = _pieces(template)
    if pieces is None:
        line = template.format_map(_SafeArgs({k: render_value(v, translate) for k, v in args.items()}))
    else:
        out = []
        for literal, name in pieces:
            out.append(literal)
            if name is not None:
                out.append(render_value(args[name], translate) if name in args else "{" + name + "}")
        line = "".join(out)
    extra = args.get("lines")
    if extra and "{lines}" not in text:
        line += " — " + render_value(extra, translate)
    return line


def render_event(event: Any, translate: Translate = qt_translate) -> str:
    """A LogEvent (or HistoryItem-like object with text, args and payload ctx) as one line."""
    ctx = getattr(event, "ctx", None) or (getattr(event, "payload", None) or {}).get("ctx", "log")
    return render(event.text, event.args, ctx, translate)
