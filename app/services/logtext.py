"""Turning a stored log line (an English template and its arguments) into text in any language.

A template is translated with its context (``log`` for service lines, ``rules`` for lines the
rules wrote).  An argument ``{"t": text, "ctx": ..., "args": {...}}`` is itself a line to translate
(a label such as "Battered", or a whole nested line for "Undo: …").  ``args["lines"]``, the extra
lines the rules wrote, follow the main line after a dash.

The log dock and every export also share how a line is grouped (:data:`KIND_GROUPS`), who acted,
its dice faces and its local time, so the screen and the files agree.  This module needs neither
the database nor the export formats: the window imports it before a campaign is open.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale

from app.rules.numbers import number
from app.rules.text import QT_TRANSLATE_NOOP, after_colon
from app.services import plurals
from app.services.danger_words import DANGER, DANGER_WHERE
from app.services.name_lists import LISTS as NAME_LISTS
from app.services.name_lists import in_language as names_in_language

if TYPE_CHECKING:
    from app.services.log import LogLine

Translate = Callable[[str, str], str]

#: kind groups for filters, each with the event kinds (prefixes) it gathers; the rest is "other"
KIND_GROUPS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("rolls", QT_TRANSLATE_NOOP("Export", "Rolls"), ("roll", "check", "dice")),
    ("damage", QT_TRANSLATE_NOOP("Export", "Damage and healing"), ("damage", "heal", "wound")),
    ("threat", QT_TRANSLATE_NOOP("Export", "Threat"), ("threat",)),
    ("swarm", QT_TRANSLATE_NOOP("Export", "Swarm"), ("swarm",)),
    ("ammo", QT_TRANSLATE_NOOP("Export", "Ammunition"), ("ammo", "reload", "shot")),
    ("conditions", QT_TRANSLATE_NOOP("Export", "Conditions"), ("condition",)),
    ("notes", QT_TRANSLATE_NOOP("Export", "GM notes"), ("note",)),
)
OTHER_GROUP = ("other", QT_TRANSLATE_NOOP("Export", "Other"))
BOOKKEEPING = frozenset({"undo", "redo"})


def qt_translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


#: a template's literal text and the argument after it (None at the end)
Pieces = tuple[tuple[str, str | None], ...]
_PIECES: dict[str, Pieces] = {}
#: templates kept cut (a log of the app's own lines has a few hundred; an imported one may have more)
PIECES_KEPT = 20_000
#: nested lines ({"t": ..., "args": {...}}) rendered inside one another, deeper ones shown as "…"
MAX_DEPTH = 16
#: what is substituted: ``{name}``; ``{{`` and ``}}`` are a brace; everything else is literal
_FIELD = re.compile(r"\{\{|\}\}|\{([^\W\d]\w*)\}")


def _pieces(template: str) -> Pieces:
    """``template`` cut at its ``{name}`` fields, once per template.

    Only a plain name is a field.  A format spec, a conversion, an attribute or an index
    (``{a:>9}``, ``{a!r}``, ``{a.b}``, ``{a[0]}``, ``{0}``) and an unbalanced brace are text: a
    stored line is never handed to ``str.format``, so no stored text can make rendering fail
    or take long."""
    found = _PIECES.get(template)
    if found is not None:
        return found
    out: list[tuple[str, str | None]] = []
    literal: list[str] = []
    at = 0
    for match in _FIELD.finditer(template):
        literal.append(template[at : match.start()])
        at = match.end()
        name = match.group(1)
        if name is None:
            literal.append(match.group()[0])
            continue
        out.append(("".join(literal), name))
        literal = []
    literal.append(template[at:])
    tail = "".join(literal)
    if tail or not out:
        out.append((tail, None))
    if len(_PIECES) >= PIECES_KEPT:
        _PIECES.clear()
    found = _PIECES[template] = tuple(out)
    return found


def render_value(value: Any, translate: Translate, depth: int = 0) -> str:
    kind = type(value)
    if kind is str:  # the common arguments first: names, numbers, arithmetic
        return value  # type: ignore[no-any-return]  # kind is str: a str (no isinstance call, a hot path)
    if kind is int:
        try:
            return number(value)  # "−3": the one minus sign of every number shown
        except ValueError:  # more digits than Python turns into text
            return "…"
    if depth >= MAX_DEPTH:
        return "…"
    if kind is dict or isinstance(value, Mapping):
        if "pct" in value and type(value["pct"]) is str:
            return shown_percent(value["pct"], translate)
        if "grouped" in value and type(value["grouped"]) is int:  # a large count: "1,278,751", «1 278 751»
            return shown_grouped(value["grouped"], translate)
        if "num" in value and type(value["num"]) is str:  # a decimal the rules wrote: "4.5" → "4,5"
            return shown_decimal(value["num"], translate)
        if "t" in value:
            ctx = value.get("ctx", "rules")
            if type(ctx) is not str:
                ctx = "rules"
            text = value["t"]
            if type(text) is not str:
                text = _text(text)
            return render(text, value.get("args") or {}, ctx, translate, depth + 1)
        return _text(value)
    if isinstance(value, list):
        return join_lines([render_value(v, translate, depth + 1) for v in value])
    return _text(value)


def shown_percent(digits: str, translate: Translate | None = None) -> str:
    """Percentage digits (:func:`app.rules.percent.percent_digits`, "." for the decimal point) as
    the language shown writes them: "59.8%", "59,8%"."""
    code = getattr(translate, "language", None)
    locale = QLocale(code) if isinstance(code, str) and code else QLocale()
    return digits.replace(".", locale.decimalPoint()) + "%"


def shown_grouped(value: int, translate: Translate | None = None) -> str:
    """A whole number with the thousands grouped as the language shown writes them: "1,278,751",
    «1 278 751», "1.278.751" (a negative one with the minus sign, as :func:`number` writes it)."""
    code = getattr(translate, "language", None)
    locale = QLocale(code) if isinstance(code, str) and code else QLocale()
    if locale.language() == QLocale.Language.C:  # no language set (the C locale groups nothing): English's
        locale = QLocale(QLocale.Language.English)
    locale.setNumberOptions(QLocale.NumberOption.DefaultNumberOptions)
    digits = locale.toString(abs(value))
    return f"\u2212{digits}" if value < 0 else digits


def shown_decimal(digits: str, translate: Translate | None = None) -> str:
    """A decimal number's digits ("." for the decimal point, "−" for a minus) as the language shown
    writes them: "4.5", "4,5"."""
    code = getattr(translate, "language", None)
    locale = QLocale(code) if isinstance(code, str) and code else QLocale()
    return digits.replace(".", locale.decimalPoint())


def capital_first(line: str) -> str:
    """A line shown on its own, begun with a capital as a sentence is ("damage 20; armor d10 …" →
    "Damage 20; …", «урон 3, основной запас …» → «Урон 3, …»); a die's name ("d10 брони") is written
    as the English one is."""
    if not line[:1].islower() or re.match(r"d\d", line):
        return line
    return line[:1].upper() + line[1:]


def join_lines(lines: Sequence[str]) -> str:
    """Lines one after the other: a sentence (ending with "." "!" "?" "…") is followed by a space,
    a phrase by "; " — never ".;"; a line after a sentence starts with a capital (the GM's reason
    typed in lower case: "One combat turn of firing. Covering Dana", not ". covering Dana")."""
    out = ""
    for line in lines:
        if not line:
            continue
        if out:
            if out.endswith((".", "!", "?", "…")) and line[:1].islower():
                line = line[:1].upper() + line[1:]
            out += " " if out.endswith((".", "!", "?", "…", ":")) else "; "
        out += line
    return out


def _text(value: Any) -> str:
    try:
        return str(value)
    except (ValueError, RecursionError):  # a huge number or a value nested too deep to print
        return "…"


#: Ctrl+P's "name only" step, as lines written before it said so read: "Players see Rook (health:
#: hidden)", though the players saw his name.  Such a line reads as the step is now written.
SEEN_WITH_HEALTH = "Players see {name} (health: {health})"
SEEN_NAME_ONLY = "Players see {name} (the name only)"


def _name_only(text: str, args: Mapping[str, Any]) -> bool:
    if text != SEEN_WITH_HEALTH:
        return False
    health = args.get("health")
    return isinstance(health, Mapping) and health.get("t") == "hidden"


def _danger(args: Mapping[str, Any], translate: Translate, depth: int) -> str | None:
    """A danger (:mod:`app.services.danger_words`) with its place said alone when its words start with
    the condition's ("Fuera de combate; toda tirada…"); None: as written."""
    label = render_value(args.get("condition"), translate, depth)
    where = render_value(args.get("where"), translate, depth)
    if not label or not where.casefold().startswith(label.casefold()):
        return None
    return render(DANGER, {"name": args.get("name", ""), "condition": where.rstrip(".")}, "CharactersDock",
                  translate, depth)


def render(
    text: str, args: Mapping[str, Any], ctx: str = "log", translate: Translate = qt_translate, depth: int = 0,
    *, colon: bool = False,
) -> str:
    """The line in the current language (or the one ``translate`` gives).

    An argument the template does not name is not rendered; one it names but ``args`` lacks stays
    ``{name}``.  Only ``{name}`` and ``{name|form|form…}`` (see :mod:`app.services.plurals`) are
    filled in: any other brace is shown as written.  ``depth`` counts the lines this one is nested in.
    ``colon`` (a refusal's "prefix: reason"): a nested sentence right after a colon reads on from it
    (:func:`app.rules.text.after_colon`), unless its own words start with a placeholder (a name).
    """
    if type(args) is not dict and not isinstance(args, Mapping):  # a damaged store: no arguments
        args = {}
    if type(ctx) is not str:
        ctx = "log"
    if _name_only(text, args):
        text = SEEN_NAME_ONLY
    if text == DANGER_WHERE and ctx == "CharactersDock":
        alone = _danger(args, translate, depth)
        if alone is not None:
            return alone
    template = translate(ctx, text)
    # "{count} {count|walker|walkers}": the form for the number (English forms by the stored template)
    if template == text:
        template = plurals.ENGLISH.get(text, text)
        if "|" in template:
            template = plurals.choose(template, args, "en")
    elif "|" in template:
        template = plurals.choose(template, args, getattr(translate, "language", None) or QLocale().name()[:2])
    out: list[str] = []
    for literal, name in _pieces(template):
        if literal.startswith(";") and out and out[-1].endswith("."):  # "a sentence.; more": never ".;"
            out[-1] = out[-1][:-1]
        out.append(literal)
        if name is not None:
            if name in NAME_LISTS and type(args.get(name)) is str:  # “Reyes, Ana” in a list: «Reyes, Ana» in Russian
                out.append(names_in_language(args[name], translate))
                continue
            said = render_value(args[name], translate, depth) if name in args else "{" + name + "}"
            if colon and literal.endswith(": ") and _sentence(args.get(name), translate):
                said = after_colon(said)
            out.append(said)
    line = "".join(out)
    extra = args.get("lines")
    if extra and "{lines}" not in text:
        line += " — " + render_value(extra, translate, depth)
    return line


def _sentence(value: Any, translate: Translate) -> bool:
    """Whether ``value`` is a nested line whose own words start with a word (not a placeholder)."""
    if not isinstance(value, Mapping) or type(value.get("t")) is not str:
        return False
    ctx = value.get("ctx", "rules")
    return not translate(ctx if type(ctx) is str else "rules", value["t"]).startswith("{")


def render_event(event: Any, translate: Translate = qt_translate) -> str:
    """A LogEvent (or HistoryItem-like object with text, args and payload ctx) as one line."""
    ctx = getattr(event, "ctx", None)
    if not ctx:
        payload = getattr(event, "payload", None)
        ctx = payload.get("ctx", "log") if type(payload) is dict or isinstance(payload, Mapping) else "log"
    line = render(str(event.text), event.args, ctx, translate)
    return damaged_mark(line, translate) if getattr(event, "damaged", False) else line


#: said after a log line part of whose stored row cannot be read
DAMAGED_EVENT = QT_TRANSLATE_NOOP("log", "(damaged record: part of it cannot be read)")


def damaged_mark(line: str, translate: Translate = qt_translate) -> str:
    return f"{line} ⚠ {translate('log', DAMAGED_EVENT)}"


_GROUP_OF: dict[str, str] = {}  # each kind's group, once found


def kind_group(kind: str) -> str:
    found = _GROUP_OF.get(kind)
    if found is None:
        found = _GROUP_OF[kind] = next(
            (key for key, _label, prefixes in KIND_GROUPS if kind.startswith(prefixes)), OTHER_GROUP[0]
        )
    return found


def in_group(event: LogLine, key: str) -> bool:
    """Whether a filter for kind group ``key`` shows ``event``: its kind, and for "rolls" any event with dice."""
    return kind_group(event.kind) == key or (key == "rolls" and bool(event.faces))


def who_of(event: LogLine) -> str:
    """Who acted (empty for the GM's own actions; the one acted on is named in the line), and which
    console did it when several run the campaign ("Ana · Table 2")."""
    console = getattr(event, "console", "")
    if not console:
        return event.actor
    return f"{event.actor} · {console}" if event.actor else console


def dice_text(faces: Sequence[Any], translate: Translate = qt_translate) -> str:
    """The faces of an event's rolls: ``2d6: 3 3``, ``d10: 7 / d6: 2``, rolls separated by ``;``.  A roll
    may name who rolled it and a second kind of its dice (a swarm round's: ``{"who": "Mia", "faces":
    [[6, 5]], "extra": [[6, 1]], "extra_label": {"t": "stress dice", "ctx": "rules"}}`` reads
    ``Mia d6: 5, stress dice 1``)."""
    rolls = []
    for roll in faces or ():
        if isinstance(roll, Mapping):
            text = _named_roll(roll, translate)
        else:
            text = _roll_text([roll] if _is_die(roll) else roll)
        if text:
            rolls.append(text)
    return "; ".join(rolls)


def _roll_text(roll: Any) -> str:
    """One roll's dice, grouped by their sides: ``3d6: 6 2 1``, ``d10: 7 / d6: 2``."""
    if not isinstance(roll, list | tuple):
        return ""
    groups: list[tuple[Any, list[str]]] = []
    for die in roll:
        if not _is_die(die):
            continue
        sides, value = die[0], die[1]
        if groups and groups[-1][0] == sides:
            groups[-1][1].append(str(value))
        else:
            groups.append((sides, [str(value)]))
    return " / ".join(f"{len(v) if len(v) > 1 else ''}d{sides}: {' '.join(v)}" for sides, v in groups)


def _named_roll(roll: Mapping[str, Any], translate: Translate) -> str:
    """A roll with who rolled it and its second kind of dice named: ``Mia 3d6: 6 1 1, stress dice 2``."""
    dice = _roll_text(roll.get("faces") or [])
    extra = roll.get("extra")
    values = [str(d[1]) for d in extra if _is_die(d)] if isinstance(extra, list) else []
    if values:
        label = render_value(roll.get("extra_label") or "", translate)
        more = f"{label} {' '.join(values)}".strip()
        dice = f"{dice}, {more}" if dice else more
    if not dice:
        return ""
    who = roll.get("who")
    return f"{who} {dice}" if isinstance(who, str) and who else dice


def _is_die(value: Any) -> bool:
    return (
        isinstance(value, list | tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )


def local_time(stamp: datetime) -> datetime:
    """Stored times are UTC (SQLite keeps them without a zone); shown in the local zone."""
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=UTC)
    return stamp.astimezone()
