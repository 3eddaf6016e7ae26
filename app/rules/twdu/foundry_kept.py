"""What a twdu actor holds that the sheet has no field for, kept so the Foundry export writes it back.

A character read from Foundry and written out again must come back as it went in:

- its archetype, drive, anchors, background and fate are read into the notes, a line each
  ("Archetype: Cop"), and such a line of the notes goes back to its own field of the actor;
- the name of its worn armor ("Riot vest"), each worn armor's name, Armor Level and penalty when
  it wears more than one (the sheet holds the highest of each), the disposition of its token (a hostile NPC's) and an
  NPC's skill levels the sheet's dice cannot hold (a master's 10 dice, 9 on the sheet) are kept in
  the state under :data:`KEY` (the state's keys the rules do not use travel in the actor's
  ``flags.world.deadwatch.state``), each written back while the sheet still says the same;
- the rations carried (the system counts no food: its data model, template.json 3.0 to 4.0.3, has no
  field of them, nor a consumable item; a gear item's ``quantity`` no sheet of it shows): in
  ``flags.world.deadwatch.rations`` of a ``character``, in the kept sheet of an ``npc``
  (:func:`rations_flag`, :func:`read_rations`); an actor with none of Deadwatch's (made in Foundry)
  says so, and an update keeps the roster's count (:data:`RATIONS_KEPT`);
- a critical injury's time limit and recovery time as rolled: the system keeps only their unit,
  so the numbers are written in the item's description as well as in its flags.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.foundry import ActorReading, note, whole_number
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.sheet import RATIONS

KEY = "foundry"
#: the fields of the actor's ``system`` read into the notes, a line each, by the title of the line
NOTE_FIELDS = (("archetype", QT_TRANSLATE_NOOP("rules", "Archetype")), ("drive", QT_TRANSLATE_NOOP("rules", "Drive")),
               ("pcAnchor", QT_TRANSLATE_NOOP("rules", "PC anchor")),
               ("npcAnchor", QT_TRANSLATE_NOOP("rules", "NPC anchor")),
               ("background", QT_TRANSLATE_NOOP("rules", "Background")), ("fate", QT_TRANSLATE_NOOP("rules", "Fate")))
#: the ones a ``character`` has, and the ones an ``npc`` has (template.json 4.0.3)
CHARACTER_NOTE_FIELDS = ("archetype", "drive", "pcAnchor", "npcAnchor")
NPC_NOTE_FIELDS = ("background", "fate")
#: Foundry's token dispositions: secret, hostile, neutral, friendly
DISPOSITIONS = (-2, -1, 0, 1)
#: what the export names an armor it knows no name of
ARMOR = "Armor"


def split_notes(notes: str, keys: tuple[str, ...]) -> tuple[dict[str, str], str]:
    """The lines of ``notes`` titled as one of ``keys``' fields ("Drive: Protect the kids") as
    those fields, and the rest of the notes."""
    titles = {title.casefold(): key for key, title in NOTE_FIELDS if key in keys}
    fields: dict[str, str] = {}
    rest: list[str] = []
    for text in notes.splitlines():
        title, colon, value = text.partition(":")
        key = titles.get(title.strip().casefold()) if colon else None
        if key is not None and key not in fields and value.strip():
            fields[key] = value.strip()
        else:
            rest.append(text)
    return fields, "\n".join(rest).strip("\n")


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _worn(items: Any) -> list[tuple[str, int | None, int | None]]:
    """Each worn armor of ``items``: its name, its Armor Level and its Mobility penalty (None for
    a number that is none)."""
    worn = []
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, Mapping) or item.get("type") != "armor":
            continue
        data = item.get("system")
        if not isinstance(data, Mapping) or not data.get("isEquipped", True):
            continue
        penalty = _whole(data.get("agility"))
        worn.append((str(item.get("name") or "").strip(), _whole(data.get("protection")),
                     abs(penalty) if penalty is not None else None))
    return worn


def _worn_armor(items: Any) -> str:
    """The name of the worn armor with the most protection ("" for none)."""
    best: tuple[int, str] | None = None
    for name, level, _ in _worn(items):
        if best is None or (level or 0) > best[0]:
            best = (level or 0, name)
    return best[1] if best is not None else ""


def read_kept(actor: Mapping[str, Any], state: dict[str, Any], levels: Mapping[str, Any],
              written: Mapping[str, str], dice: Mapping[str, int], usual: int) -> None:
    """Keep in ``state`` what the export writes back: the worn armor's name, the token's
    disposition when it is not the ``usual`` one of the character's kind, and each NPC skill
    level read (``levels``: Foundry's skill key → level) that the sheet's dice (``dice``) would
    be written as another (``written``)."""
    kept: dict[str, Any] = {}
    armor = _worn_armor(actor.get("items"))
    if armor and armor != ARMOR:
        kept["armor"] = armor
    worn = _worn(actor.get("items"))
    if len(worn) > 1 and all(level is not None and penalty is not None for _, level, penalty in worn):
        kept["armors"] = [[name, level, penalty] for name, level, penalty in worn]
    token = actor.get("prototypeToken")
    disposition = token.get("disposition") if isinstance(token, Mapping) else None
    if disposition in DISPOSITIONS and not isinstance(disposition, bool) and disposition != usual:
        kept["disposition"] = disposition
    held = {}
    for theirs, level in levels.items():
        if isinstance(level, str) and theirs in written and written[theirs] != level:
            held[theirs] = [level, dice[theirs]]
    if held:
        kept["levels"] = held
    state.pop(KEY, None)
    if kept:
        state[KEY] = kept


def _kept(state: Mapping[str, Any]) -> Mapping[str, Any]:
    kept = state.get(KEY)
    return kept if isinstance(kept, Mapping) else {}


def armor_name(state: Mapping[str, Any]) -> str:
    name = _kept(state).get("armor")
    return name if isinstance(name, str) and name.strip() else ARMOR


def worn_armors(state: Mapping[str, Any], level: int, penalty: int) -> list[tuple[str, int, int]]:
    """The armors the export writes for a sheet with Armor Level ``level`` and Mobility penalty
    ``penalty``: each worn armor read from Foundry, its name and its own numbers, while the sheet
    still holds the highest of them; else one armor with the sheet's numbers (none without armor)."""
    armors = _kept(state).get("armors")
    worn: list[tuple[str, int, int]] = []
    for armor in armors if isinstance(armors, list) else ():
        if (isinstance(armor, list) and len(armor) == 3 and isinstance(armor[0], str)
                and _whole(armor[1]) is not None and _whole(armor[2]) is not None):
            worn.append((armor[0], armor[1], armor[2]))
    if len(worn) > 1 and (max(w[1] for w in worn), max(w[2] for w in worn)) == (level, penalty):
        return worn
    return [(armor_name(state), level, penalty)] if level or penalty else []


def disposition(state: Mapping[str, Any], default: int) -> int:
    kept = _kept(state).get("disposition")
    return kept if kept in DISPOSITIONS and isinstance(kept, int) and not isinstance(kept, bool) else default


def npc_level_kept(state: Mapping[str, Any], theirs: str, dice: int, level: str) -> str:
    """The level read from Foundry while the sheet's dice are still those it was read as, else ``level``."""
    held = _kept(state).get("levels")
    entry = held.get(theirs) if isinstance(held, Mapping) else None
    if isinstance(entry, list) and len(entry) == 2 and entry[1] == dice and isinstance(entry[0], str):
        return entry[0]
    return level


#: a critical injury's rolled times as its description in Foundry says them, in the GM's language
#: (the item's ``timeLimit`` and ``recovery`` stay the data model's keys: "hours", which Foundry words)
LIMIT_WORDS = {
    "minutes": QT_TRANSLATE_NOOP("rules", "Time limit: {value} {value|minute|minutes}."),
    "hours": QT_TRANSLATE_NOOP("rules", "Time limit: {value} {value|hour|hours}."),
    "days": QT_TRANSLATE_NOOP("rules", "Time limit: {value} {value|day|days}."),
}
RECOVERY_WORDS = {
    "hours": QT_TRANSLATE_NOOP("rules", "Recovery: {value} {value|hour|hours}."),
    "days": QT_TRANSLATE_NOOP("rules", "Recovery: {value} {value|day|days}."),
    "weeks": QT_TRANSLATE_NOOP("rules", "Recovery: {value} {value|week|weeks}."),
}
#: both times, one after the other; an injury's own words (HTML) and its times after them
BOTH_TIMES = QT_TRANSLATE_NOOP("rules", "{limit} {recovery}")
WORDS_THEN_TIMES = QT_TRANSLATE_NOOP("rules", "{own}<p>{times}</p>")


def _line(template: str, **args: Any) -> dict[str, Any]:
    return {"t": template, "ctx": "rules", "args": args}


def injury_times(injury: Mapping[str, Any]) -> dict[str, Any] | None:
    """A critical injury's rolled times as the Foundry sheet's description shows them, a line the
    export writes in the GM's language ("Time limit: 4 hours. Recovery: 3 days."); None for none."""
    parts = []
    limit, recovery = injury.get("time_limit"), injury.get("recovery")
    if injury.get("lethal") and isinstance(limit, int) and limit:
        parts.append(_line(LIMIT_WORDS.get(str(injury.get("time_unit")), LIMIT_WORDS["hours"]), value=limit))
    if isinstance(recovery, int) and recovery:
        parts.append(_line(RECOVERY_WORDS.get(str(injury.get("recovery_unit")), RECOVERY_WORDS["days"]),
                           value=recovery))
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else _line(BOTH_TIMES, limit=parts[0], recovery=parts[1])


def injury_description(own: str, injury: Mapping[str, Any]) -> str | dict[str, Any]:
    """A critical injury's description: its own words (HTML), then its rolled times, a paragraph
    of their own; the times alone as they have always been written (a line, or the words alone)."""
    times = injury_times(injury)
    if times is None:
        return own
    return _line(WORDS_THEN_TIMES, own=own, times=times) if own else times


#: an actor with no rations of Deadwatch's flags: the system has no place for them, so the file says
#: nothing of them (an actor made in Foundry): a new character starts with none, an update keeps the roster's
RATIONS_NEW = QT_TRANSLATE_NOOP("rules", "Rations: not in Foundry's sheet, none to start with")
RATIONS_KEPT = QT_TRANSLATE_NOOP("rules", "Rations: not in Foundry's sheet, kept as they were")


#: a ranged weapon of an actor with no Ammo of Deadwatch's flags: Foundry's weapon counts none; the
#: weapons named, a new character's none and an update's the roster's count
AMMO_NEW = QT_TRANSLATE_NOOP("rules", "Ammo ({names}): not in Foundry's sheet, none to start with")
AMMO_KEPT = QT_TRANSLATE_NOOP("rules", "Ammo ({names}): not in Foundry's sheet, kept as it was")


def ammo_not_placed(out: ActorReading, names: list[str]) -> None:
    """Say that Foundry's sheet holds no Ammo of the ranged weapons ``names`` (none of Deadwatch's
    flags): a new character's none, an update keeps the roster's count of each."""
    if not names:
        return
    joined = ", ".join(names)
    out.no_place["weapons.ammo"] = (note(AMMO_NEW, names=joined), note(AMMO_KEPT, names=joined))
    out.no_place_cells["weapons"] = ["ammo"]


def rations_flag(sheet: Mapping[str, Any]) -> dict[str, Any]:
    """A ``character``'s rations for its flags: written even at none, so that an update by the file
    spends the roster's count down to the file's."""
    return {RATIONS: int(sheet.get(RATIONS, 0))}


def read_rations(out: ActorReading, flags: Mapping[str, Any]) -> None:
    """The rations Deadwatch wrote (a character's flag, an NPC's kept sheet) onto the sheet read;
    none written (an actor made in Foundry, or exported before Deadwatch wrote them): not in the
    system's sheet, said so, a new character's none and an update's the roster's own."""
    kept = flags.get("sheet")
    where = "flags.world.deadwatch.sheet" if isinstance(kept, Mapping) and RATIONS in kept else "flags.world.deadwatch"
    given = kept if isinstance(kept, Mapping) and RATIONS in kept else flags
    if RATIONS not in given:
        out.no_place[RATIONS] = (note(RATIONS_NEW), note(RATIONS_KEPT))
        return
    number = whole_number(out, given[RATIONS], f"{where}.{RATIONS}")
    if number is not None:
        out.set(RATIONS, number, QT_TRANSLATE_NOOP("rules", "Rations"), f"{where}.{RATIONS}")
