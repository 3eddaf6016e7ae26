"""Foundry VTT actors of the official Walking Dead Universe system (``twdu``, DrOgres/twdu) read
into this ruleset's sheet and state, and written back (:mod:`.foundry_write`).

The data model read is the system's ``template.json`` of versions 3.0 to 4.0.3 (Foundry v11 to
v13; actors exported before Foundry v10 hold ``data`` where later ones hold ``system``):

- a ``character`` has ``attributes.{str,agl,wit,emp}.value``, ``skills.<skill>.value``,
  ``health.value`` (3 unharmed … 0 Broken), ``stress.value``; an ``npc`` has no attributes and
  each skill a level: base, trained, expert, master (4, 5, 8 and 10 dice, as the system rolls them);
  an ``npc`` Deadwatch wrote keeps its whole sheet in the flags, read back with only the levels
  changed in Foundry over it (:mod:`.foundry_npc`);
- items: ``weapon`` (``damage``, ``bonus``, ``skill``: closeCombat, rangedCombat or force,
  ``range``: none, short, long, extreme), ``armor`` (``protection``, ``agility``: the Mobility
  penalty; only equipped armor counts), ``gear`` (``skill``, ``bonus``), ``criticalInjury``
  (``fatal``, ``timeLimit`` and ``recovery``: a unit of time, ``complexity``: the medical
  equipment A or B, ``effect``: the penalty dice);
- conditions are active effects with Foundry's statuses ``poison``, ``disease`` and ``dead``.

Foundry keeps only the unit of an injury's time limit and recovery time: the count is one die of
that unit, rolled as the import is carried out (as the text has the GM roll it when the injury is
taken).  What Deadwatch keeps and the system has no field for (a weapon's ammunition, a close
weapon's range, a character's kind, an injury's rolled times, the fight's passing state) is in the
actor's ``flags.world.deadwatch``, so a party written out and read back is the same.  A
character's ``experience.value`` is its unspent experience points: the import sets the campaign's
(:attr:`~app.rules.foundry.ActorReading.experience`) and the export writes the campaign's back
(:attr:`~app.rules.foundry.FoundryFormat.experience`).  What the actor holds and Deadwatch does not
track (the description, the items' ids, descriptions and weights, Encumbrance) is kept with the
character and written back (:mod:`.foundry_source`), as Foundry's "Import Data" replaces the whole actor.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.foundry import (
    OFF_THE_SHEET,
    ActorReading,
    FoundryFormat,
    Mapped,
    deadwatch_flags,
    integer,
    item_kind,
    label,
    note,
    status_word,
    versions_said,
    whole_number,
)
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import health as hp
from app.rules.twdu import sheet as sh
from app.rules.twdu.foundry_course import course_said
from app.rules.twdu.foundry_injury import read_injury
from app.rules.twdu.foundry_items import refusals_from
from app.rules.twdu.foundry_kept import NOTE_FIELDS, ammo_not_placed, read_kept, read_rations
from app.rules.twdu.foundry_notes import html_text, notes_text
from app.rules.twdu.foundry_npc import level_of, read_npc
from app.rules.twdu.foundry_source import item_words, read_source
from app.rules.twdu.foundry_write import (
    DISPOSITIONS,
    SKILL_KEYS,
    SYSTEM_VERSION,
    npc_dice,
    npc_levels,
    write_actor,
)
from app.rules.twdu.sheet import RATIONS as RATIONS_FLAG

#: the most stress a character holds (the tracker's bound: the rules' ``MAX_STRESS``)
STRESS_MOST = 10

SYSTEM_ID = "twdu"
#: Foundry's attribute keys → the sheet's
ATTRIBUTES = {"str": "strength", "agl": "agility", "wit": "wits", "emp": "empathy"}
#: Foundry's skill keys → the sheet's
SKILLS = {
    "closeCombat": "close_combat", "force": "force", "endure": "endure", "mobility": "mobility",
    "rangedCombat": "ranged_combat", "stealth": "stealth", "scout": "scout", "survival": "survival",
    "tech": "tech", "leadership": "leadership", "manipulation": "manipulation", "medicine": "medicine",
}
STATUSES = {"poison": "poisoned", "disease": "sick", "dead": "dead"}
STATUS_LABELS = {
    "poisoned": QT_TRANSLATE_NOOP("rules", "Poisoned"),
    "sick": QT_TRANSLATE_NOOP("rules", "Sick"),
    "dead": QT_TRANSLATE_NOOP("rules", "Dead"),
}
CORE_STATE = ("health", "stress", "dead", "injuries", "poisoned", "sick")
VERSIONS = "3.0–" + SYSTEM_VERSION
#: the fields of a character's and an NPC's ``system`` in those versions
KNOWN = frozenset({"name", "archetype", "description", "pcAnchor", "npcAnchor", "notes", "drive", "driveUsed",
                   "health", "stress", "experience", "encumbrance", "attributes", "skills", "haven", "background",
                   "fate"})
#: the fields of an actor Deadwatch keeps no count of, by the names the system's sheet gives them
UNTRACKED = {"experience": QT_TRANSLATE_NOOP("rules", "Experience"),
             "encumbrance": QT_TRANSLATE_NOOP("rules", "Encumbrance"),
             "haven": QT_TRANSLATE_NOOP("rules", "Haven"),
             "driveUsed": QT_TRANSLATE_NOOP("rules", "Drive used")}
LISTED = QT_TRANSLATE_NOOP("rules", "{first}, {rest}")
#: the preview's row of the experience read
UNSPENT = QT_TRANSLATE_NOOP("rules", "Unspent experience points")
#: fields some worlds' characters hold that the system's template has not (its issues are items)
OTHER_LABELS = {"issues": QT_TRANSLATE_NOOP("rules", "Issues")}


def listed(parts: list[Any]) -> Any:
    """Labels one after the other, ", " between them, as a line translated when shown."""
    return parts[0] if len(parts) == 1 else note(LISTED, first=parts[0], rest=listed(parts[1:]))
#: an item type the sheet holds no place for → why
NOT_ON_SHEET = {
    "talent": QT_TRANSLATE_NOOP("rules", "talents are not on a Deadwatch sheet; the Foundry export writes them "
                                         "back as read"),
    "tinyItem": QT_TRANSLATE_NOOP("rules", "tiny items give no gear bonus; the Foundry export writes them back "
                                           "as read"),
    "vehicle": QT_TRANSLATE_NOOP("rules", "vehicles are not on a Deadwatch sheet"),
    "project": QT_TRANSLATE_NOOP("rules", "haven projects are not on a Deadwatch sheet"),
}


def looks_like(system: Mapping[str, Any]) -> bool:
    """A twdu character or NPC by its shape (an actor exported before Foundry v10 names no system)."""
    skills = system.get("skills")
    return isinstance(skills, Mapping) and "closeCombat" in skills and "rangedCombat" in skills


def read_actor(actor: Mapping[str, Any]) -> ActorReading:
    """One twdu actor (``{"name", "type", "system", "items", "effects", "flags"}``) as a reading."""
    out = ActorReading(str(actor.get("name") or "").strip())
    system = actor.get("system") or {}
    flags = deadwatch_flags(actor)
    kind = actor.get("type")
    if kind == "character":
        out.kind = str(flags["kind"]) if flags.get("kind") in ("pc", "npc", "zombie") else "pc"
        _attributes(out, system)
        _skills(out, system)
    elif kind == "npc":
        out.kind = str(flags["kind"]) if flags.get("kind") in ("npc", "zombie") else "npc"
        read_npc(out, system, flags.get("sheet"))
    else:
        out.refuse(QT_TRANSLATE_NOOP("rules", "a “{type}” actor is not a character (twdu characters and NPCs are)"),
                   type=str(kind)[:40])
        return out
    read_rations(out, flags)  # the system counts no food: Deadwatch's flags
    state = _state(out, system, flags)
    _items(out, actor.get("items") or [], state)
    if RATIONS_FLAG in flags or isinstance(flags.get("sheet"), Mapping):  # Deadwatch wrote it: no Ammo is none
        out.no_place.pop("weapons.ammo", None)
        out.no_place_cells.pop("weapons", None)
    _effects(out, actor.get("effects") or [], state)
    _keep(out, actor, system, state)
    read_source(actor, [k for k in system if k in UNTRACKED or k not in KNOWN], state)
    out.state = state
    out.notes = _notes(system)
    out.notes_given = any(key in system for key, _title in (*NOTE_FIELDS, ("description", ""), ("notes", "")))
    if out.notes:  # the preview's line follows the sheet's Notes page, in its order (cut at its end only)
        out.mapped.append(_mapped(QT_TRANSLATE_NOOP("rules", "Notes"), _short(out.notes), "system.notes"))
    if kind == "character":
        _experience(out, system)
    # what holds nothing (as Deadwatch's own export writes them) is not said to be left out; the
    # experience read is the campaign's unspent points
    quiet = [k for k in UNTRACKED if k in system and not _empty(system[k])
             and not (k == "experience" and out.experience is not None)]
    if quiet:
        out.ignore(QT_TRANSLATE_NOOP("rules", "{fields}: Deadwatch does not track {count|it|them}; the Foundry "
                                              "export writes {count|it|them} back as read"),
                   fields=listed([label(UNTRACKED[k]) for k in quiet]), count=len(quiet))
    unknown = sorted(str(k)[:40] for k in system if k not in KNOWN)
    if unknown:  # by the label the system's sheet gives it where it has one ("Issues")
        out.ignore(QT_TRANSLATE_NOOP("rules", "{fields}: not in the data model this reading follows ({versions})"),
                   fields=listed([label(OTHER_LABELS[k]) if k in OTHER_LABELS else k for k in unknown[:10]]),
                   versions=versions_said(VERSIONS), count=len(unknown))
    return out


def _keep(out: ActorReading, actor: Mapping[str, Any], system: Mapping[str, Any], state: dict[str, Any]) -> None:
    """What the export writes back and the sheet has no field for (:mod:`.foundry_kept`)."""
    levels = {theirs: level_of(system, theirs) for theirs, _ in SKILL_KEYS.values()} if actor.get("type") == "npc" \
        else {}
    numbers = {k: v for k, v in out.sheet.items() if isinstance(v, int)}
    whole = all(k in numbers for k in [*sh.ATTRIBUTES, *sh.SKILLS])
    read_kept(actor, state, levels if whole else {}, npc_levels(numbers) if whole else {},
              npc_dice(numbers) if whole else {}, DISPOSITIONS.get(out.kind, 0))


def _empty(value: Any) -> bool:
    """Whether a field holds nothing: none, no, zero, or an object whose value is one of those."""
    if isinstance(value, dict):
        value = value.get("value")
    return value is None or value is False or value == 0 or value == ""


def _mapped(label_text: str, value: Any, source: str) -> Mapped:
    return Mapped(label_text, value, source)


#: the highest count of unspent experience points read (a larger one is not taken)
EXPERIENCE_MAX = 9999


def _experience(out: ActorReading, system: Mapping[str, Any]) -> None:
    """The character's unspent experience points (``experience.value``), taken as the campaign's."""
    held = system.get("experience")
    value = integer(held.get("value")) if isinstance(held, Mapping) else None
    if value is None or not 0 <= value <= EXPERIENCE_MAX:
        return  # said among what Deadwatch does not track, and written back as read
    out.experience = value
    out.mapped.append(_mapped(UNSPENT, value, "system.experience.value"))




def _value(system: Mapping[str, Any], group: str, key: str, field: str = "value") -> Any:
    part = system.get(group)
    entry = part.get(key) if isinstance(part, Mapping) else None
    return entry.get(field) if isinstance(entry, Mapping) else None


def _absent(system: Mapping[str, Any], group: str, key: str) -> bool:
    """Whether the actor holds no ``value`` of ``group.key`` at all (not even null): not given."""
    part = system.get(group)
    entry = part.get(key) if isinstance(part, Mapping) else None
    if part is None:
        return group not in system
    return isinstance(part, Mapping) and (key not in part or isinstance(entry, Mapping) and "value" not in entry)


def _attributes(out: ActorReading, system: Mapping[str, Any]) -> None:
    for theirs, ours in ATTRIBUTES.items():
        where = f"system.attributes.{theirs}.value"
        if _absent(system, "attributes", theirs):
            out.not_given[ours] = sh.ATTRIBUTES[ours]
            continue
        number = whole_number(out, _value(system, "attributes", theirs), where, sh.ATTRIBUTES[ours], sh.ATTRIBUTE_RANGE)
        if number is not None:
            out.set(ours, number, sh.ATTRIBUTES[ours], where)


def _skills(out: ActorReading, system: Mapping[str, Any]) -> None:
    for theirs, ours in SKILLS.items():
        where = f"system.skills.{theirs}.value"
        if _absent(system, "skills", theirs):
            out.not_given[ours] = sh.SKILLS[ours][0]
            continue
        number = whole_number(out, _value(system, "skills", theirs), where, sh.SKILLS[ours][0], sh.SKILL_RANGE)
        if number is not None:
            out.set(ours, number, sh.SKILLS[ours][0], where)


def _said(label: str) -> dict[str, Any]:
    """A field of the actor as a refusal names it: the sheet's word for it, not its path in the actor."""
    return {"t": label, "ctx": "rules", "args": {}}


def _state(out: ActorReading, system: Mapping[str, Any], flags: Mapping[str, Any]) -> dict[str, Any]:
    kept = flags.get("state")
    state: dict[str, Any] = {k: v for k, v in kept.items() if k not in CORE_STATE} if isinstance(kept, Mapping) else {}
    state.update({"health": hp.MAX_HEALTH, "stress": 0, "dead": False, "injuries": [], "poisoned": False,
                  "sick": False})
    part = system.get("health")
    health = whole_number(out, part.get("value") if isinstance(part, Mapping) else None, "system.health.value",
                          QT_TRANSLATE_NOOP("rules", "Health"), (0, hp.MAX_HEALTH))
    if health is not None:
        if not 0 <= health <= hp.MAX_HEALTH:  # said as every refusal of a value out of the sheet's bounds
            out.refuse(OFF_THE_SHEET, field=_said(QT_TRANSLATE_NOOP("rules", "Health")), value=health, low=0,
                       high=hp.MAX_HEALTH)
        else:
            state["health"] = health
            # its value now, "Health (now)" as a spreadsheet's column says it
            out.mapped.append(Mapped(QT_TRANSLATE_NOOP("rules", "Health"), health, "system.health.value", now=True))
    if isinstance(system.get("stress"), Mapping):
        stress = whole_number(out, system["stress"].get("value"), "system.stress.value",
                              QT_TRANSLATE_NOOP("rules", "Stress"), (0, STRESS_MOST))
        if stress is not None:
            if not 0 <= stress <= STRESS_MOST:
                out.refuse(OFF_THE_SHEET, field=_said(QT_TRANSLATE_NOOP("rules", "Stress")), value=stress, low=0,
                           high=STRESS_MOST)
            else:
                state["stress"] = stress
                out.mapped.append(Mapped(QT_TRANSLATE_NOOP("rules", "Stress"), stress, "system.stress.value", now=True))
    return state


def _items(out: ActorReading, items: Any, state: dict[str, Any]) -> None:
    if not isinstance(items, list):
        out.refuse(QT_TRANSLATE_NOOP("rules", "“{field}” should be a list"), field="items")
        return
    weapons: list[dict[str, Any]] = []
    gear: list[dict[str, Any]] = []
    armor: list[tuple[int, int, str]] = []
    no_ammo: list[str] = []  # the ranged weapons whose Ammo Foundry's sheet does not hold
    for n, item in enumerate(items):
        where = f"items[{n}]"
        if not isinstance(item, Mapping) or not isinstance(item.get("system", item.get("data")), Mapping):
            out.refuse(QT_TRANSLATE_NOOP("rules", "“{field}” is not an item"), field=where)
            continue
        data = item.get("system", item.get("data"))
        name = str(item.get("name") or "").strip()
        kind = item.get("type")
        before = len(out.refused)
        row = deadwatch_flags(item).get("row")
        row = row if isinstance(row, Mapping) else {}
        if kind == "weapon":
            _weapon(out, data, name, where, row, weapons, no_ammo)
        elif kind == "gear":
            _gear(out, data, name, where, gear)
        elif kind == "armor":
            level, penalty = whole_number(out, data.get("protection"), f"{where}.system.protection"), \
                whole_number(out, data.get("agility"), f"{where}.system.agility")
            if level is not None and penalty is not None:
                if data.get("isEquipped", True):
                    armor.append((level, abs(penalty), name))
                else:
                    out.ignore(QT_TRANSLATE_NOOP("rules", "{name}: armor not worn does not protect"), name=name)
        elif kind == "criticalInjury":
            read_injury(out, item, data, name, where, state)
        else:
            why = NOT_ON_SHEET.get(str(kind), QT_TRANSLATE_NOOP("rules", "this kind of item is not on the sheet"))
            out.ignore(QT_TRANSLATE_NOOP("rules", "{name} ({type}): {why}"), name=name, type=item_kind(kind),
                       why=label(why))
        refusals_from(out, before, str(kind), name or str(kind)[:40])
    out.set("weapons", weapons, QT_TRANSLATE_NOOP("rules", "Weapons"), "items[type=weapon]",
            ", ".join(w["name"] for w in weapons))
    ammo_not_placed(out, [n for n in no_ammo if any(w["name"] == n for w in weapons)])
    out.set("gear", gear, QT_TRANSLATE_NOOP("rules", "Gear"), "items[type=gear]", ", ".join(g["name"] for g in gear))
    if armor:
        out.set("armor_level", max(a[0] for a in armor), QT_TRANSLATE_NOOP("rules", "Armor Level"),
                "items[type=armor].system.protection")
        out.set("armor_penalty", max(a[1] for a in armor), QT_TRANSLATE_NOOP("rules", "Armor penalty (Mobility)"),
                "items[type=armor].system.agility")


#: a weapon's range in Foundry that is no range band of the sheet ("engaged"), and the band taken
RANGE_READ = QT_TRANSLATE_NOOP("rules", "{name}: range “{range}” read as {band}")


def _weapon(out: ActorReading, data: Mapping[str, Any], name: str, where: str, row: Mapping[str, Any],
            weapons: list[dict[str, Any]], no_ammo: list[str]) -> None:
    skill = data.get("skill")
    ranged = skill == "rangedCombat"
    bonus = whole_number(out, data.get("bonus", 0), f"{where}.system.bonus")
    damage = whole_number(out, data.get("damage", 0), f"{where}.system.damage")
    reach = data.get("range")
    if ranged and reach in ("short", "long", "extreme"):
        band = reach
    else:
        band = row.get("range") if row.get("range") in ("short", "long", "extreme") else "short"
        if isinstance(reach, str) and reach.strip() not in ("", "none", band):  # "engaged": no band of the sheet's
            bands = {c.value: c.label for c in sh.RANGE_CHOICES}
            out.ignore(RANGE_READ, name=name, range=reach.strip()[:40], band=label(bands[str(band)]))
    ammo = row.get("ammo", 0)
    if bonus is None or damage is None:
        return
    if data.get("isExplosive"):
        out.ignore(QT_TRANSLATE_NOOP("rules", "{name}: explosive damage (blast dice) is rolled as plain damage"),
                   name=name)
    if ranged and "ammo" not in row:  # Foundry's weapon counts no ammunition: said, an update keeps the roster's
        no_ammo.append(name)
    weapons.append({"name": name, "kind": "ranged" if ranged else "close", "bonus": bonus, "damage": damage,
                    "range": band, "ammo": ammo if isinstance(ammo, int) and not isinstance(ammo, bool) else 0})


def _gear(out: ActorReading, data: Mapping[str, Any], name: str, where: str, gear: list[dict[str, Any]]) -> None:
    bonus = whole_number(out, data.get("bonus", 0) or 0, f"{where}.system.bonus")
    skill = SKILLS.get(str(data.get("skill")))
    if bonus is None:
        return
    if skill is None:
        if bonus:
            out.ignore(QT_TRANSLATE_NOOP("rules", "{name}: a gear bonus with no skill to add it to"), name=name)
            return
        skill = ""  # a Flashlight: no skill, as read
    gear.append({"name": name, "skill": skill, "bonus": bonus})


def _effects(out: ActorReading, effects: Any, state: dict[str, Any]) -> None:
    if not isinstance(effects, list):
        return
    for n, effect in enumerate(effects):
        if not isinstance(effect, Mapping) or effect.get("disabled"):
            continue
        statuses = effect.get("statuses") or []
        if not isinstance(statuses, list):
            continue
        for status in statuses:
            key = STATUSES.get(str(status))
            if key is None:
                out.ignore(QT_TRANSLATE_NOOP("rules", "the condition “{status}”: not one of the rules' (poisoned, "
                                                      "sick, dead)"), status=status_word(status))
                continue
            state[key] = True
            out.mapped.append(Mapped(STATUS_LABELS[key], True, f"effects[{n}].statuses", key))


def _notes(system: Mapping[str, Any]) -> str:
    parts = []
    for key, title in (*NOTE_FIELDS, ("description", "")):
        text = system.get(key)
        text = html_text(text) if isinstance(text, str) else ""
        if text:
            parts.append(f"{title}: {' '.join(text.splitlines())}" if title else text)
    own = notes_text(system)
    if own:
        parts.append(own)
    return "\n".join(parts)


def _short(text: str) -> str:
    """The notes on one line of the preview, their lines apart by " · " ("Archetype: Cop · Former deputy."),
    whole: the preview shortens it once its titles are in the GM's language ("Ancla PJ", not "PC anch…")."""
    return " · ".join(text.splitlines())


FORMAT = FoundryFormat(
    system_id=SYSTEM_ID,
    title=QT_TRANSLATE_NOOP("rules", "The Walking Dead Universe (twdu)"),
    versions=VERSIONS,
    actor_types=("character", "npc"),
    read=read_actor,
    looks_like=looks_like,
    write=write_actor,
    note_titles=tuple(title for _key, title in NOTE_FIELDS),
    course_said=course_said,
    item_words=item_words,
    experience=("experience", "value"),
)
