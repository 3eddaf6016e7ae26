"""Foundry VTT actors of the unofficial All Flesh Must Be Eaten system (``afmbe-jesuisfrog``,
jesuisfrog/AFMBE-Jesuisfrog-Unofficial) read into this ruleset's sheet.

The data model read is the system's ``template.json`` of version 1.3.1 (Foundry v13 and v14):

- a ``character`` (or a ``creature``, read as a zombie) has ``primaryAttributes.<attribute>.value``
  (strength, dexterity, constitution, intelligence, perception, willpower) and
  ``secondaryAttributes.hp.value`` and ``endurance_points.value`` (the Life and Endurance Points
  left; their maximums the system works out from the attributes, as Deadwatch does);
- items: ``skill`` (its name, "Guns (Handgun)", and ``level``), ``quality`` and ``drawback`` (their
  name and ``cost`` in points: a named one is taken at the level of that cost), ``weapon``
  (``damage``: a die, times ``damage_cha_multiplier``, an attribute or none, plus
  ``damage_cha_multiplier_modifier``; ``damage_type``; ``capacity.value``: the rounds loaded),
  ``item`` with an ``armor_value`` (armor, when equipped); ``power`` and ``aspect`` (metaphysics)
  have no place on the sheet.

Deadwatch writes no AFMBE actors: this reading goes one way.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.catalog import SKILLS_BY_NAME, TRAITS_BY_KEY
from app.rules.afmbe.damage_formula import parse_weapon_damage
from app.rules.afmbe.sheet import ATTRIBUTE_LABELS, SHEET_ATTRIBUTE_MAX
from app.rules.errors import RulesError
from app.rules.foundry import (
    ActorReading,
    FoundryFormat,
    Mapped,
    deadwatch_flags,
    integer,
    item_kind,
    label,
    note,
    versions_said,
    whole_number,
)
from app.rules.markup import html_text
from app.rules.text import QT_TRANSLATE_NOOP

SYSTEM_ID = "afmbe-jesuisfrog"
SYSTEM_VERSION = "1.3.1"
ATTRIBUTES = {"strength": "str", "dexterity": "dex", "constitution": "con", "intelligence": "int",
              "perception": "per", "willpower": "wil"}
#: the system's damage types → the sheet's (and the hands a two-handed one takes)
DAMAGE_TYPES = {"none": "bludgeoning", "twoHanded": "bludgeoning", "slashing": "slashing", "stabbing": "slashing",
                "bullets": "bullet", "hollowPoint": "bullet", "shotgun": "bullet", "armorPiercing": "ap_bullet"}
FIREARMS = ("bullets", "hollowPoint", "shotgun", "armorPiercing")
#: the actor's fields Deadwatch does not track → their names in the GM's words
UNTRACKED = {"characterType": QT_TRANSLATE_NOOP("rules", "Character type"),
             "encumbrance": QT_TRANSLATE_NOOP("rules", "Encumbrance")}
#: the actor's Essence: the sheet shows it, worked out from the attributes (and Artistic Talent)
WORKED_OUT = QT_TRANSLATE_NOOP("rules", "{field}: {value} in the actor — the sheet works it out from the attributes, "
                                        "not read")
LISTED = QT_TRANSLATE_NOOP("rules", "{first}, {rest}")
#: the fields of a character's and a creature's ``system`` in that version
KNOWN = frozenset({"primaryAttributes", "secondaryAttributes", "encumbrance", "characterType", "characterTypes",
                   "characterTypeValues", "character_points", "bio", "power"})
_TYPED = re.compile(r"^(.*?)\s*(?:\((.+)\)|:\s*(.+))$")


def looks_like(system: Mapping[str, Any]) -> bool:
    primary = system.get("primaryAttributes")
    return isinstance(primary, Mapping) and "strength" in primary and "willpower" in primary




def read_actor(actor: Mapping[str, Any]) -> ActorReading:
    out = ActorReading(str(actor.get("name") or "").strip())
    system = actor.get("system") or {}
    kind = actor.get("type")
    if kind not in ("character", "creature"):
        out.refuse(QT_TRANSLATE_NOOP("rules", "a “{type}” actor is not a character (AFMBE characters and "
                                              "creatures are)"), type=str(kind)[:40])
        return out
    out.kind = "pc" if kind == "character" else "zombie"
    if deadwatch_flags(actor).get("kind") in ("pc", "npc", "zombie"):
        out.kind = str(deadwatch_flags(actor)["kind"])
    primary = system.get("primaryAttributes")
    primary = primary if isinstance(primary, Mapping) else {}
    for theirs, ours in ATTRIBUTES.items():
        where = f"system.primaryAttributes.{theirs}.value"
        entry = primary.get(theirs)
        number = whole_number(out, entry.get("value") if isinstance(entry, Mapping) else None, where,
                              ATTRIBUTE_LABELS[ours], (0, SHEET_ATTRIBUTE_MAX))
        if number is not None:
            out.set(ours, number, ATTRIBUTE_LABELS[ours], where)
    secondary = system.get("secondaryAttributes")
    secondary = secondary if isinstance(secondary, Mapping) else {}
    # the tracks by the sheet's own words ("Endurance", as the roster and the sheet say it), their value now
    for theirs, ours, text in (("hp", "life_points", QT_TRANSLATE_NOOP("rules", "Life Points")),
                               ("endurance_points", "endurance", QT_TRANSLATE_NOOP("rules", "Endurance"))):
        entry = secondary.get(theirs)
        if isinstance(entry, Mapping) and "value" in entry:
            where = f"system.secondaryAttributes.{theirs}.value"
            number = whole_number(out, entry.get("value"), where, text)
            if number is not None:
                out.state_values[ours] = number
                out.sources[ours] = where
                out.mapped.append(Mapped(text, number, where, now=True))
                most = integer(entry.get("max"))
                if most is not None:
                    out.maxima[ours] = most
    _items(out, actor.get("items") or [])
    bio = system.get("bio")
    if isinstance(bio, Mapping) and isinstance(bio.get("biography"), str):
        out.notes = html_text(bio["biography"])
    out.notes_given = isinstance(bio, Mapping) and "biography" in bio
    if out.notes:
        out.mapped.append(Mapped(QT_TRANSLATE_NOOP("rules", "Notes"), out.notes.splitlines()[0][:60],
                                 "system.bio.biography"))
    essence = secondary.get("essence")
    if isinstance(essence, Mapping) and integer(essence.get("value")) is not None:  # shown, not untracked
        out.ignore(WORKED_OUT, field=label(QT_TRANSLATE_NOOP("rules", "Essence")), value=integer(essence["value"]))
    quiet = [k for k in UNTRACKED if k in system or k in secondary]
    if quiet:  # by their names on the GM's sheet, not the data model's keys
        out.ignore(QT_TRANSLATE_NOOP("rules", "{fields}: Deadwatch does not track them"),
                   fields=_listed([label(UNTRACKED[k]) for k in quiet]), count=len(quiet))
    unknown = sorted(str(k)[:40] for k in system if k not in KNOWN)
    if unknown:
        out.ignore(QT_TRANSLATE_NOOP("rules", "{fields}: not in the data model this reading follows ({versions})"),
                   fields=", ".join(unknown[:10]), versions=versions_said(SYSTEM_VERSION), count=len(unknown))
    return out


def _items(out: ActorReading, items: Any) -> None:
    if not isinstance(items, list):
        out.refuse(QT_TRANSLATE_NOOP("rules", "“{field}” should be a list"), field="items")
        return
    tables: dict[str, list[dict[str, Any]]] = {"skills": [], "traits": [], "weapons": [], "armor": []}
    for n, item in enumerate(items):
        where = f"items[{n}]"
        data = item.get("system") if isinstance(item, Mapping) else None
        if not isinstance(data, Mapping):
            out.refuse(QT_TRANSLATE_NOOP("rules", "“{field}” is not an item"), field=where)
            continue
        name = str(item.get("name") or "").strip()
        kind = item.get("type")
        if kind == "skill":
            _skill(out, data, name, where, tables["skills"])
        elif kind in ("quality", "drawback"):
            _trait(out, data, name, str(kind), where, tables["traits"])
        elif kind == "weapon":
            _weapon(out, data, name, where, tables["weapons"])
        elif kind == "item" and integer(data.get("armor_value")):
            value = whole_number(out, data.get("armor_value"), f"{where}.system.armor_value")
            if value is not None and data.get("equipped"):
                tables["armor"].append({"name": name, "value": value, "covers": "torso"})
                out.ignore(QT_TRANSLATE_NOOP("rules", "{name}: Foundry does not say what the armor covers; read "
                                                      "as the torso"), name=name)
            elif value is not None:
                out.ignore(QT_TRANSLATE_NOOP("rules", "{name}: armor not worn does not protect"), name=name)
        elif kind in ("power", "aspect"):
            out.ignore(QT_TRANSLATE_NOOP("rules", "{name} ({type}): metaphysics is not on a Deadwatch sheet"),
                       name=name, type=item_kind(kind))
        else:  # an item that is no armor (a rosary) is said left out too, as every other
            out.ignore(QT_TRANSLATE_NOOP("rules", "{name} ({type}): {why}"), name=name, type=item_kind(kind),
                       why=label(QT_TRANSLATE_NOOP("rules", "this kind of item is not on the sheet")))
    for key, text, types in (("skills", QT_TRANSLATE_NOOP("rules", "Skills"), "skill"),
                             ("traits", QT_TRANSLATE_NOOP("rules", "Qualities and drawbacks"), "quality, drawback"),
                             ("weapons", QT_TRANSLATE_NOOP("rules", "Weapons"), "weapon"),
                             ("armor", QT_TRANSLATE_NOOP("rules", "Armor"), "item")):
        rows = tables[key]
        out.set(key, rows, text, f"items[type={types}]", ", ".join(r["name"] for r in rows))


def _skill(out: ActorReading, data: Mapping[str, Any], name: str, where: str, rows: list[dict[str, Any]]) -> None:
    level = whole_number(out, data.get("level"), f"{where}.system.level")
    if level is None:
        return
    skill, kind = name, ""
    match = _TYPED.match(name)
    if name.casefold() not in SKILLS_BY_NAME and match is not None:
        skill, kind = match.group(1).strip(), (match.group(2) or match.group(3) or "").strip()
    rows.append({"name": skill, "type": kind, "level": level})


def _trait(out: ActorReading, data: Mapping[str, Any], name: str, kind: str, where: str,
           rows: list[dict[str, Any]]) -> None:
    cost = whole_number(out, data.get("cost", 0), f"{where}.system.cost")
    if cost is None:
        return
    points = abs(cost)
    trait = TRAITS_BY_KEY.get((kind, name.casefold()))
    level = 1
    if trait is not None:
        fits = [lv for lv in trait.levels if trait.points(lv) == points]
        if not fits:
            out.refuse(QT_TRANSLATE_NOOP("rules", "{name}: {points} points is not one of its levels"),
                       name=name, points=points)
            return
        level = fits[0]
    rows.append({"name": name, "kind": kind, "level": level, "points": points})


def _weapon(out: ActorReading, data: Mapping[str, Any], name: str, where: str, rows: list[dict[str, Any]]) -> None:
    die = str(data.get("damage") or "").strip().replace("*", "×").replace("x", "×").replace("X", "×")
    attribute = str(data.get("damage_cha_multiplier") or "none")
    modifier = integer(data.get("damage_cha_multiplier_modifier")) or 0
    if attribute in ATTRIBUTES:
        text = f"{die}×{ATTRIBUTES[attribute].upper()}" + (f"{modifier:+d}".replace("-", "−") if modifier else "")
    else:
        text = die if "×" in die else f"{die}×1"
    try:
        parse_weapon_damage(text)
    except RulesError:
        out.refuse(QT_TRANSLATE_NOOP("rules", "{name}: the damage “{damage}” is not a die times a multiplier"),
                   name=name, damage=text[:40])
        return
    damage_type = str(data.get("damage_type") or "none")
    if damage_type not in DAMAGE_TYPES:
        out.ignore(QT_TRANSLATE_NOOP("rules", "{name}: the damage type “{type}” is read as bludgeoning"),
                   name=name, type=damage_type[:40])
    capacity = data.get("capacity")
    ammo = integer(capacity.get("value")) if isinstance(capacity, Mapping) else None
    # the system keeps no hands of a weapon: its "Two-Handed" damage type says two; a shotgun is
    # taken up in both hands; any other is read as one-handed, and the preview says so
    hands = "two" if damage_type in ("twoHanded", "shotgun") else "one"
    if damage_type == "shotgun":
        out.ignore(QT_TRANSLATE_NOOP("rules", "{name}: Foundry does not say how many hands it takes; read as "
                                              "two-handed, as a shotgun"), name=name)
    elif damage_type != "twoHanded":
        out.ignore(QT_TRANSLATE_NOOP("rules", "{name}: Foundry does not say how many hands it takes; read as "
                                              "one-handed"), name=name)
    rows.append({"name": name, "damage": text, "damage_type": DAMAGE_TYPES.get(damage_type, "bludgeoning"),
                 "hands": hands,
                 "ranged": damage_type in FIREARMS or bool(str(data.get("ammo_type") or "").strip()),
                 "ammo": max(0, ammo or 0)})


FORMAT = FoundryFormat(
    system_id=SYSTEM_ID,
    title=QT_TRANSLATE_NOOP("rules", "All Flesh Must Be Eaten by Jesuisfrog (unofficial)"),
    versions=SYSTEM_VERSION,
    actor_types=("character", "creature"),
    read=read_actor,
    looks_like=looks_like,
)


def _listed(parts: list[Any]) -> Any:
    """Labels one after the other, ", " between them, as a line translated when shown."""
    return parts[0] if len(parts) == 1 else note(LISTED, first=parts[0], rest=_listed(parts[1:]))
