"""Where in a Foundry actor a preview row came from, in the GM's words.

The readers name each value by its path in the actor ("items[type=armor].system.protection",
"effects[0].statuses", "flags.world.deadwatch.sheet.strength"): the preview's "From the file"
column says it as a GM reads it ("armor “Kevlar vest”: protection", "the actor's conditions",
"Deadwatch's own sheet: Strength"), and the path itself is shown only in the details under the
list.  A path this module cannot word is shown as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line, short

#: a value of the actor's own sheet (``system``), named by the row's field
ACTOR_SHEET = QT_TRANSLATE_NOOP("log", "the actor's sheet: {field}")
#: the sheet Deadwatch wrote into the actor when it exported it (``flags.world.deadwatch``)
OWN_SHEET = QT_TRANSLATE_NOOP("log", "Deadwatch's own sheet: {field}")
OWN_STATE = QT_TRANSLATE_NOOP("log", "Deadwatch's own record of the state: {field}")
#: the conditions Foundry's effects set on the actor
CONDITIONS = QT_TRANSLATE_NOOP("log", "the actor's conditions")
EFFECT = QT_TRANSLATE_NOOP("log", "the actor's effect “{name}”")
#: a table read from the actor's items of some types
ITEMS = QT_TRANSLATE_NOOP("log", "the actor's items: {types}")
#: one item, and one of its fields
ITEM = QT_TRANSLATE_NOOP("log", "{type} “{name}”")
ITEM_FIELD = QT_TRANSLATE_NOOP("log", "{type} “{name}”: {field}")
#: the item types Foundry's systems give the actors' items, as a GM reads them
ITEM_TYPES = {
    "weapon": QT_TRANSLATE_NOOP("log", "weapon"),
    "armor": QT_TRANSLATE_NOOP("log", "armor"),
    "gear": QT_TRANSLATE_NOOP("log", "gear"),
    "item": QT_TRANSLATE_NOOP("log", "item"),
    "tinyItem": QT_TRANSLATE_NOOP("log", "tiny item"),
    "talent": QT_TRANSLATE_NOOP("log", "talent"),
    "criticalInjury": QT_TRANSLATE_NOOP("log", "critical injury"),
    "skill": QT_TRANSLATE_NOOP("log", "skill"),
    "quality": QT_TRANSLATE_NOOP("log", "quality"),
    "drawback": QT_TRANSLATE_NOOP("log", "drawback"),
    "power": QT_TRANSLATE_NOOP("log", "power"),
}
#: the fields of the items the readers read, as a GM reads them (a field of no word here is named by
#: the row it fills: "armor “Kevlar vest”: Armor Level", never by its key in English)
ITEM_FIELDS = {
    "protection": QT_TRANSLATE_NOOP("log", "protection"),
    "agility": QT_TRANSLATE_NOOP("log", "agility penalty"),
    "bonus": QT_TRANSLATE_NOOP("log", "bonus"),
    "damage": QT_TRANSLATE_NOOP("log", "damage"),
    "level": QT_TRANSLATE_NOOP("log", "level"),
    "cost": QT_TRANSLATE_NOOP("log", "cost"),
    "armor_value": QT_TRANSLATE_NOOP("log", "armor value"),
}
_ITEM = re.compile(r"items\[(?:type=(?P<types>[^\]]+)|(?P<index>\d+))\](?:\.system\.(?P<field>[\w.]+))?")
_EFFECT = re.compile(r"effects\[(?P<index>\d+)\](?:\.(?P<field>[\w.]+))?")


def source_said(source: str, label: Any, actor: Mapping[str, Any]) -> dict[str, Any] | None:
    """``source`` (a path in ``actor``, the document as the readers read it) in the GM's words, as
    a line; ``label``: the row's field (a rules label, or a line), named where the path is only
    the field's place in a sheet.  None: a path this module does not word."""
    field = label if isinstance(label, dict) else {"t": str(label), "ctx": "rules", "args": {}}
    if source.startswith("system."):
        return line(ACTOR_SHEET, field=field)
    if source.startswith("flags.world.deadwatch."):
        part = source.split(".")[3] if source.count(".") >= 3 else ""
        return line(OWN_STATE if part == "state" else OWN_SHEET, field=field)
    match = _ITEM.fullmatch(source)
    if match is not None:
        return _item(match, actor, field)
    match = _EFFECT.fullmatch(source)
    if match is not None:
        if match.group("field") == "statuses":
            return line(CONDITIONS)
        effect = _nth(actor.get("effects"), int(match.group("index")))
        name = str(effect.get("name") or "").strip() if effect is not None else ""
        return line(EFFECT, name=short(name, 60)) if name else line(CONDITIONS)
    return None


def _item(match: re.Match[str], actor: Mapping[str, Any], label: dict[str, Any]) -> dict[str, Any] | None:
    """An item path in words: a table's items by their types, or one item by its type and name
    (and its field: a word of :data:`ITEM_FIELDS`, else ``label``, the row's field)."""
    items = actor.get("items")
    if match.group("types") is not None:
        types = [t.strip() for t in match.group("types").split(",") if t.strip()]
        if match.group("field") is None:
            return line(ITEMS, types=_listed([_type(t) for t in types]))
        item = next((i for i in items or () if isinstance(i, Mapping) and i.get("type") in types), None) \
            if isinstance(items, list) else None
    else:
        item = _nth(items, int(match.group("index")))
    if item is None:
        return None
    name = short(str(item.get("name") or "").strip(), 60)
    kind = _type(str(item.get("type") or ""))
    if match.group("field") is None:
        return line(ITEM, type=kind, name=name)
    known = ITEM_FIELDS.get(match.group("field"))
    return line(ITEM_FIELD, type=kind, name=name, field={"t": known, "ctx": "log", "args": {}} if known else label)


def _nth(values: Any, index: int) -> Mapping[str, Any] | None:
    value = values[index] if isinstance(values, list) and 0 <= index < len(values) else None
    return value if isinstance(value, Mapping) else None


def _type(key: str) -> Any:
    """An item type as the GM reads it: the words for the types Foundry's systems use, else its key in words."""
    known = ITEM_TYPES.get(key)
    return {"t": known, "ctx": "log", "args": {}} if known else _words(key)


def _words(key: str) -> str:
    """A Foundry key as words: "rangedCombat.value" → "ranged combat"."""
    parts = [p for p in key.split(".") if p not in ("value", "")] or [key]
    spaced = " ".join(re.sub(r"(?<=[a-z])(?=[A-Z])", " ", p).replace("_", " ") for p in parts)
    return spaced.lower()


def _listed(words: list[Any]) -> Any:
    """Words one after the other, "weapon, gear", each shown in the GM's language."""
    said: Any = ""
    for word in reversed(words):
        said = line(QT_TRANSLATE_NOOP("log", "{first}, {rest}"), first=word, rest=said) if said else word
    return said
