"""What of a twdu actor read from Foundry the sheet does not hold, kept with the character so the
Foundry export gives it back: Foundry's "Import Data" replaces the whole actor, so whatever the
export leaves out is gone from the player's sheet.

Kept in the state under :data:`KEY` (written into no flag: the actor holds it in its own fields):

- the fields of the actor's ``system`` Deadwatch does not track (Experience, Encumbrance, Haven,
  Drive used, and those of other data models: a world's "issues"), as they were read;
- the actor's description (HTML), read into the notes as a paragraph: while the notes still hold
  that text the export takes it out of them and writes the description back as it was;
- each weapon, gear, armor and critical injury item's ``_id``, image, description, weight, notes
  and quantity, found again by the item's type and name, so the item the export writes is the
  one Foundry had (its id, its "Scoped .308", its weight); a critical injury's skill, complexity
  and the sign of its numeric effect too (:func:`_injury_fields`: "mobility", "A", ``-1``), which
  the sheet's injury does not hold (its penalty is a number of dice, its equipment only while lethal);
- each item the sheet holds no row of whole: talents and tiny items (:data:`PASSED_TYPES`), an
  item of another type (a vehicle), armor not worn; a party going back to Foundry after a night
  must find them on the actor as they were.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from app.rules.foundry import OUR_FLAG
from app.rules.twdu.foundry_notes import html_text

KEY = "foundry_source"
#: an item's own fields kept, as Foundry names them
ITEM_FIELDS = ("description", "weight", "notes", "quantity")
#: the item types the sheet holds
ITEM_TYPES = ("weapon", "gear", "armor", "criticalInjury")
#: the item types the sheet holds no row of that a character carries, each with its fields of the
#: data model (template.json 3.0–4.0.3), written where the item read lacks them
PASSED_TYPES: dict[str, dict[str, Any]] = {
    "talent": {"description": "", "notes": "", "archetype": "", "prerequisite": "", "hasBonus": False,
               "bonusType": "none", "skill": "", "bonus": 0},
    "tinyItem": {"description": ""},
}
#: the fields of such an item the export writes afresh (Foundry's record of when it was made)
_NOT_PASSED = ("_stats",)
#: the flag of an injury item holding the description the export wrote before the rolled times
OWN_DESCRIPTION = "description"
#: what a kept value may hold at most (a value the campaign's files take: a text, a depth)
_SIZE = 10_000
_DEPTH = 8


def _fits(value: Any, depth: int = 0) -> bool:
    """Whether ``value`` is a small JSON value the campaign file keeps as it is."""
    if depth > _DEPTH:
        return False
    if isinstance(value, Mapping):
        return all(isinstance(k, str) and _fits(v, depth + 1) for k, v in value.items())
    if isinstance(value, list):
        return all(_fits(v, depth + 1) for v in value)
    if isinstance(value, str):
        return len(value) <= _SIZE
    return value is None or isinstance(value, bool | int | float)


def _small(value: Any) -> bool:
    try:
        return _fits(value) and len(json.dumps(value)) <= _SIZE
    except (TypeError, ValueError):
        return False


def _empty(value: Any) -> bool:
    """Whether a field holds nothing (as the export writes a field it knows nothing of): none, no,
    zero, a blank text, or an object whose value is one of those."""
    if isinstance(value, Mapping):
        value = value.get("value")
    return value is None or value is False or value == 0 or (isinstance(value, str) and not value.strip())


def _injury_fields(data: Mapping[str, Any]) -> dict[str, Any]:
    """What of a critical injury's skill, complexity and effect the sheet's injury does not say (as
    the export would write them otherwise): a skill, the complexity of one not lethal other than "B",
    an effect written negative."""
    out: dict[str, Any] = {}
    skill, complexity, effect = data.get("skill"), data.get("complexity"), data.get("effect")
    if isinstance(skill, str) and skill.strip() and len(skill) <= 200:
        out["skill"] = skill
    if not data.get("fatal") and complexity in ("A",):
        out["complexity"] = complexity
    if (isinstance(effect, int | float) and not isinstance(effect, bool) and effect < 0) or (
            isinstance(effect, str) and effect.strip().startswith(("-", "\u2212")) and len(effect) <= 200):
        out["effect"] = effect
    return out


#: Foundry's skill keys of the sheet's skills: a gear item's other skill ("", none) is kept
_SKILL_KEYS = ("closeCombat", "force", "endure", "medicine", "mobility", "rangedCombat", "stealth", "scout", "survival",
               "tech", "leadership", "manipulation")


def _carried_fields(kind: str, data: Mapping[str, Any]) -> dict[str, Any]:
    """What of a weapon or gear item the sheet's row does not say, as read: that it is not
    equipped (``isEquipped`` false), a close combat weapon's range other than "none", and a gear
    item's skill that is none of the sheet's (a Flashlight's "")."""
    out: dict[str, Any] = {}
    if kind in ("weapon", "gear") and data.get("isEquipped", True) is False:
        out["isEquipped"] = False
    reach, skill = data.get("range"), data.get("skill")
    if kind == "weapon" and skill != "rangedCombat" and isinstance(reach, str) and reach.strip() not in ("", "none") \
            and len(reach) <= 40:
        out["range"] = reach
    if kind == "gear" and (skill is None or isinstance(skill, str) and len(skill) <= 40) and skill not in _SKILL_KEYS:
        out["skill"] = skill or ""
    return out


def _item_source(item: Mapping[str, Any]) -> dict[str, Any] | None:
    """What of one item is kept: its type and name (to find it again), its id and image, and its
    own fields that hold something; None for an item the sheet holds no row of, or one Deadwatch
    wrote with nothing of Foundry's in it (its id is the one the export gives it anyway)."""
    kind = item.get("type")
    data = item.get("system")
    if kind not in ITEM_TYPES or not isinstance(data, Mapping) or _passed_whole(item):
        return None
    kept: dict[str, Any] = {"type": kind, "name": str(item.get("name") or "").strip()}
    fields = {k: data[k] for k in ITEM_FIELDS if k in data and not _empty(data[k]) and _small(data[k])}
    flags = item.get("flags")
    ours = flags.get("world", {}).get(OUR_FLAG) if isinstance(flags, Mapping) and isinstance(
        flags.get("world"), Mapping) else None
    fields.update(_carried_fields(str(kind), data))
    if kind == "criticalInjury":  # the description the export wrote before the rolled times, else Foundry's own
        fields.update(_injury_fields(data))
        own = ours.get(OWN_DESCRIPTION) if isinstance(ours, Mapping) else None
        if isinstance(ours, Mapping) and "injury" in ours:
            fields.pop("description", None)
            if isinstance(own, str) and own and len(own) <= _SIZE:
                fields["description"] = own
    img = item.get("img")
    if isinstance(ours, Mapping) and not fields and (not isinstance(img, str) or img.startswith("icons/svg/")):
        return None
    for key in ("_id", "img"):
        if isinstance(item.get(key), str) and item[key]:
            kept[key] = item[key][:200]
    kept["system"] = fields
    return kept


def _passed_whole(item: Mapping[str, Any]) -> bool:
    """Whether the export writes ``item`` back whole, as read: a talent, a tiny item, any item of a
    type the sheet holds no row of (a vehicle), and armor not worn (the sheet holds the worn)."""
    kind = item.get("type")
    data = item.get("system")
    if not isinstance(kind, str) or not isinstance(data, Mapping):
        return False
    return kind not in ITEM_TYPES or kind == "armor" and not data.get("isEquipped", True)


def _passed(item: Mapping[str, Any]) -> dict[str, Any] | None:
    """An item the export writes back whole (:func:`_passed_whole`): its own fields as read (those
    that fit the campaign's file), its data model's fields where a talent or a tiny item lacks
    them; None for another item."""
    kind = item.get("type")
    data = item.get("system")
    if not _passed_whole(item) or not isinstance(data, Mapping):
        return None
    kept: dict[str, Any] = {k: v for k, v in item.items()
                            if isinstance(k, str) and k not in (*_NOT_PASSED, "system", "data") and _small(v)}
    kept["name"] = str(item.get("name") or "").strip()
    kept["type"] = kind
    fields: dict[str, Any] = dict(PASSED_TYPES.get(str(kind), {}))
    fields.update({k: v for k, v in data.items() if isinstance(k, str) and _small(v)})
    kept["system"] = fields
    return kept


def read_source(actor: Mapping[str, Any], untracked: Iterable[str], state: dict[str, Any]) -> None:
    """Keep in ``state`` what of ``actor`` the export gives back: its ``system`` fields named in
    ``untracked``, its description, and its items' own fields."""
    system = actor.get("system")
    system = system if isinstance(system, Mapping) else {}
    source: dict[str, Any] = {}
    fields = {k: system[k] for k in untracked if k in system and not _empty(system[k]) and _small(system[k])}
    if fields:
        source["system"] = fields
    description = system.get("description")
    if isinstance(description, str) and html_text(description) and len(description) <= _SIZE:
        source["description"] = description
    items = actor.get("items")
    kept = [k for k in (_item_source(i) for i in (items if isinstance(items, list) else []) if isinstance(i, Mapping))
            if k is not None]
    kept.sort(key=lambda k: ITEM_TYPES.index(k["type"]))  # as the export writes them: read again, the same
    if kept:
        source["items"] = kept
    passed = [p for p in (_passed(i) for i in (items if isinstance(items, list) else []) if isinstance(i, Mapping))
              if p is not None]
    if passed:
        source["passed"] = passed
    state.pop(KEY, None)
    if source:
        state[KEY] = source


def _source(state: Mapping[str, Any]) -> Mapping[str, Any]:
    source = state.get(KEY)
    return source if isinstance(source, Mapping) else {}


def system_fields(state: Mapping[str, Any]) -> dict[str, Any]:
    """The actor's fields Deadwatch does not track, as they were read ({} for a character made here)."""
    fields = _source(state).get("system")
    return dict(fields) if isinstance(fields, Mapping) else {}


def description(state: Mapping[str, Any], notes: str) -> tuple[str, str]:
    """The actor's description as read, and ``notes`` without its text, while the notes still hold
    that text (as the import put it there); else no description and the notes as they are."""
    html = _source(state).get("description")
    text = html_text(html) if isinstance(html, str) else ""
    if not text:
        return "", notes
    lines = notes.splitlines()
    own = text.splitlines()
    for at in range(len(lines) - len(own) + 1):
        if [line.strip() for line in lines[at:at + len(own)]] == [line.strip() for line in own]:
            rest = lines[:at] + lines[at + len(own):]
            return str(html), "\n".join(rest).strip("\n")
    return "", notes


def passed_items(state: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The items read from Foundry the sheet holds no row of (talents, tiny items, armor not worn),
    each as the export writes it back (its id, its image, its fields), in the order read."""
    items = _source(state).get("passed")
    out = []
    for item in items if isinstance(items, list) else ():
        if isinstance(item, Mapping) and isinstance(item.get("type"), str) and isinstance(item.get("system"), Mapping):
            out.append({**item, "system": dict(item["system"])})
    return out


class ItemSources:
    """The items read from Foundry, each taken once by the item the export writes of its type and name."""

    def __init__(self, state: Mapping[str, Any]) -> None:
        items = _source(state).get("items")
        self._left = [dict(i) for i in items if isinstance(i, Mapping)] if isinstance(items, list) else []
        self._ids: set[str] = set()

    def take(self, kind: str, name: str) -> dict[str, Any]:
        """The kept fields of the first item not taken yet of ``kind`` named ``name`` ({} for none):
        ``_id``, ``img`` and ``system`` (its own fields)."""
        for at, item in enumerate(self._left):
            if item.get("type") == kind and item.get("name") == name.strip():
                del self._left[at]
                if item.get("_id") in self._ids:  # one id twice in the file: the second gets its own
                    item.pop("_id")
                elif isinstance(item.get("_id"), str):
                    self._ids.add(item["_id"])
                system = item.get("system")
                return {**item, "system": dict(system) if isinstance(system, Mapping) else {}}
        return {}


#: the sheet's tables → the item type each row was read from
_TABLE_TYPES = {"weapons": "weapon", "gear": "gear"}


def item_words(state: Mapping[str, Any], table: str, name: str) -> str:
    """The description (plain text) of the item of the sheet's ``table`` named ``name`` as read from
    Foundry ("" for none, or a row made in Deadwatch)."""
    kind = _TABLE_TYPES.get(table)
    items = _source(state).get("items")
    for item in items if kind is not None and isinstance(items, list) else ():
        if isinstance(item, Mapping) and item.get("type") == kind and item.get("name") == str(name).strip():
            system = item.get("system")
            words = system.get("description") if isinstance(system, Mapping) else None
            return html_text(words) if isinstance(words, str) else ""
    return ""
