"""How the log names a roll: its label and what is rolled ("Skill roll (Mobility, Knife (+1))").

The inputs a roll kind declares as its ``subject`` (the attribute, the skill, the weapon, the
gear) are named after the roll's label when a choice is made; a name the GM typed (a weapon
called "Pistol") is kept as written, a rule's label is translated when the line is shown, and a
choice's suffix (a skill's level) follows its name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.declarations import Choice
from app.rules.field_presets import with_presets
from app.rules.rolling import RollKind
from app.rules.text import QT_TRANSLATE_NOOP

#: the roll's label followed by one, two or three names of what is rolled
_NAMED = {
    1: QT_TRANSLATE_NOOP("log", "{kind} ({a})"),
    2: QT_TRANSLATE_NOOP("log", "{kind} ({a}, {b})"),
    3: QT_TRANSLATE_NOOP("log", "{kind} ({a}, {b}, {c})"),
}
#: the same after a label with a note in brackets of its own ("Strike in melee (always hits) — Katana":
#: no two bracket pairs in a row)
_NAMED_AFTER_NOTE = {
    1: QT_TRANSLATE_NOOP("log", "{kind} — {a}"),
    2: QT_TRANSLATE_NOOP("log", "{kind} — {a}, {b}"),
    3: QT_TRANSLATE_NOOP("log", "{kind} — {a}, {b}, {c}"),
}
#: a name followed by its suffix (a skill's level)
_SUFFIXED = QT_TRANSLATE_NOOP("log", "{name} {suffix}")


def subject_names(spec: RollKind, inputs: Mapping[str, Any]) -> list[Any]:
    """The chosen options of the roll's subject inputs, as log arguments (empty choices left out); one
    left out of ``inputs`` as the roll takes it (the band a distance typed sets, else the default)."""
    names: list[Any] = []
    inputs = with_presets(spec.fields, inputs)
    fields = {f.key: f for f in spec.fields if f.kind == "choice"}
    for key in spec.subject:
        field = fields.get(key)
        if field is None:
            continue
        value = inputs.get(key, field.default)
        choice = next((c for c in field.choices if c.value == value), None)
        if choice is None or not choice.value or not choice.label:
            continue
        names.append(choice_arg(choice))
    return names


def choice_arg(choice: Choice) -> Any:
    """A chosen option as a log argument: a typed name as written, a rule's label to translate, and
    its suffix after it (a skill and its level: "Guns 2", "Огнестрельное оружие 2")."""
    name: Any = choice.label if choice.own else {"t": choice.label, "ctx": "rules"}
    if choice.suffix:
        name = {"t": _SUFFIXED, "ctx": "log", "args": {"name": name, "suffix": choice.suffix}}
    return name


def roll_arg(spec: RollKind, inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The ``{roll}`` argument of a roll's log line."""
    kind = {"t": spec.label, "ctx": "rules"}
    names = subject_names(spec, inputs)[: len(_NAMED)]
    if not names:
        return kind
    named = _NAMED_AFTER_NOTE if spec.label.rstrip().endswith(")") else _NAMED
    return {"t": named[len(names)], "ctx": "log", "args": {"kind": kind, **dict(zip("abc", names, strict=False))}}
