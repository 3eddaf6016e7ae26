"""A twdu ``npc`` actor's skill levels read into this ruleset's attributes and skills.

An ``npc`` holds no attributes, only a level for each skill (base, trained, expert, master: 4, 5,
8 and 10 dice, as the system rolls them).  One Deadwatch wrote also keeps its whole sheet in
``flags.world.deadwatch.sheet``: that sheet is read, and a skill whose level the GM changed in
Foundry (the level differs from the one the kept sheet's dice give) is set so that its dice give
the new level, its attribute kept; every other number stays the kept sheet's.  The preview says of
each value whether it is the file's change or the kept sheet's.  An ``npc`` with no kept sheet is
read from its levels alone: each attribute the value that keeps its skills' dice closest.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.foundry import ActorReading, label, note, whole_number
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import sheet as sh
from app.rules.twdu.foundry_write import NPC_DICE, SKILL_KEYS, npc_levels

KEPT = "flags.world.deadwatch.sheet"
#: a value of the sheet Deadwatch kept in the file, and one the GM changed in Foundry
FROM_KEPT = QT_TRANSLATE_NOOP("rules", "{value} (Deadwatch's sheet kept in the file)")
FROM_CHANGE = QT_TRANSLATE_NOOP("rules", "{value} (changed in Foundry: {old} → {new}, {dice} {dice|die|dice})")
TOO_MANY = QT_TRANSLATE_NOOP("rules", "{skill}: {want} dice in Foundry, {dice} on the sheet (an attribute and a "
                                      "skill hold at most 5 each); the Foundry export writes it back as {level} "
                                      "while the sheet keeps {dice} {dice|die|dice}")
LEVEL_WORDS = ("base", "trained", "expert", "master")
#: the levels as the preview names them in the GM's language (the file holds the English keys)
LEVEL_LABELS = {"base": QT_TRANSLATE_NOOP("rules", "base"), "trained": QT_TRANSLATE_NOOP("rules", "trained"),
                "expert": QT_TRANSLATE_NOOP("rules", "expert"), "master": QT_TRANSLATE_NOOP("rules", "master")}


def level_label(level: Any) -> Any:
    """A level as a line argument shown in the GM's language ("master": «maestro»); another value as it is."""
    return label(LEVEL_LABELS[level]) if isinstance(level, str) and level in LEVEL_LABELS else level
#: a value read from an NPC's levels alone, as the preview's row says it: a skill's level and dice in
#: Foundry and what the sheet makes of them; an attribute and the levels of its skills it comes from
FROM_LEVEL = QT_TRANSLATE_NOOP("rules", "{value} (level in Foundry: {level}, {want} {want|die|dice}; on the sheet "
                                        "{attribute} {base} + {value})")
#: the same when the sheet cannot hold the dice: what it holds, and why, on the row
FROM_LEVEL_SHORT = QT_TRANSLATE_NOOP("rules", "{value} (level in Foundry: {level}, {want} {want|die|dice}; on the "
                                              "sheet {attribute} {base} + {value} = {dice} {dice|die|dice}: an "
                                              "attribute and a skill hold at most 5 each)")
FROM_LEVELS = QT_TRANSLATE_NOOP("rules", "{value} (worked out from its skills' levels in Foundry: {levels})")
#: one skill and its level in that list, and the list's parts
SKILL_LEVEL = QT_TRANSLATE_NOOP("rules", "{skill} {level}")
LISTED = QT_TRANSLATE_NOOP("rules", "{first}, {rest}")
#: a skill whose level the actor does not give: no dice of the skill (0), said so in the preview
NOT_GIVEN = QT_TRANSLATE_NOOP("rules", "{skill}: no level in the file (“{field}”): not given, 0 taken")
#: the same with Deadwatch's sheet kept in the file: its value stays
NOT_GIVEN_KEPT = QT_TRANSLATE_NOOP("rules", "{skill}: no level in the file (“{field}”): the kept sheet's {value} "
                                            "taken")


def level_of(system: Mapping[str, Any], theirs: str) -> Any:
    """The level the actor gives the skill ``theirs``; None when it gives none (no skill, no level,
    an empty one)."""
    part = system.get("skills")
    entry = part.get(theirs) if isinstance(part, Mapping) else None
    level = entry.get("level") if isinstance(entry, Mapping) else None
    return None if level is None or (isinstance(level, str) and not level.strip()) else level


def read_npc(out: ActorReading, system: Mapping[str, Any], kept: Any) -> None:
    """The attributes and skills of an ``npc``: the kept sheet with the GM's changed levels over
    it, or the levels alone when Deadwatch kept no sheet."""
    if isinstance(kept, Mapping):
        _kept_with_changes(out, system, kept)
    else:
        _from_levels(out, system)

#: a skill level that is none of the four, named in the GM's language with the file's path after it
BAD_LEVEL = QT_TRANSLATE_NOOP("rules", "{skill} (“{field}”) is “{value}”; it should be base, trained, expert "
                                       "or master")


def _skill_label(ours: str) -> str:
    return sh.SKILLS[ours][0]


def _kept_with_changes(out: ActorReading, system: Mapping[str, Any], kept: Mapping[str, Any]) -> None:
    numbers: dict[str, int] = {}
    for ours in [*sh.ATTRIBUTES, *sh.SKILLS]:
        number = whole_number(out, kept.get(ours, 2 if ours in sh.ATTRIBUTES else 0), f"{KEPT}.{ours}")
        if number is not None:
            numbers[ours] = number
    # every problem of the actor at once: a kept number that is no number does not hide a bad level
    written = npc_levels({k: numbers.get(k, 2 if k in sh.ATTRIBUTES else 0) for k in [*sh.ATTRIBUTES, *sh.SKILLS]})
    changed: dict[str, tuple[str, str]] = {}
    for ours, (theirs, _attribute) in SKILL_KEYS.items():
        level = level_of(system, theirs)
        if level is None:
            if ours in numbers:
                out.ignore(NOT_GIVEN_KEPT, skill=label(_skill_label(ours)), field=f"system.skills.{theirs}.level",
                           value=numbers[ours])
            continue
        if level == written[theirs] or _same_skill(level, ours, numbers):
            continue
        if level not in NPC_DICE:
            out.refuse(BAD_LEVEL, skill=label(_skill_label(ours)), field=f"system.skills.{theirs}.level",
                       value=str(level)[:40])
            continue
        changed[ours] = (written[theirs], str(level))
    low, high = sh.SKILL_RANGE
    for attribute, text in sh.ATTRIBUTES.items():
        if attribute not in numbers:  # refused above
            continue
        out.set(attribute, numbers[attribute], text, f"{KEPT}.{attribute}",
                note(FROM_KEPT, value=numbers[attribute]))
        for ours in (k for k in sh.SKILLS if sh.SKILLS[k][1] == attribute):
            theirs = SKILL_KEYS[ours][0]
            if ours not in numbers:
                continue
            if ours not in changed:
                out.set(ours, numbers[ours], _skill_label(ours), f"{KEPT}.{ours}", note(FROM_KEPT, value=numbers[ours]))
                continue
            old, new = changed[ours]
            want = NPC_DICE[new]
            skill = min(high, max(low, want - numbers[attribute]))
            dice = numbers[attribute] + skill
            out.set(ours, skill, _skill_label(ours), f"system.skills.{theirs}.level",
                    note(FROM_CHANGE, value=skill, old=level_label(old), new=level_label(new), dice=dice))
            if dice != want:
                out.ignore(TOO_MANY, skill=label(_skill_label(ours)), want=want, dice=dice, level=level_label(new))


def _same_skill(level: Any, ours: str, numbers: Mapping[str, int]) -> bool:
    """Whether ``level``, read over the kept sheet, gives the skill the kept sheet has: a level the
    sheet could not hold whole (master's 10 dice where an attribute and a skill hold 9) is the one
    the export writes back, no change made in Foundry."""
    attribute = sh.SKILLS[ours][1]
    if level not in NPC_DICE or ours not in numbers or attribute not in numbers:
        return False
    low, high = sh.SKILL_RANGE
    return min(high, max(low, NPC_DICE[level] - numbers[attribute])) == numbers[ours]


def _listed(parts: list[Any]) -> Any:
    """Lines one after the other, ", " between them, as a line translated when shown."""
    return parts[0] if len(parts) == 1 else note(LISTED, first=parts[0], rest=_listed(parts[1:]))


def _from_levels(out: ActorReading, system: Mapping[str, Any]) -> None:
    """Each attribute the value that keeps its three skills' dice closest to the levels' (attribute
    and skill each at most 5 on the sheet); a skill whose dice differ says so."""
    dice: dict[str, int] = {}
    missing: list[str] = []
    for ours, (theirs, _attribute) in SKILL_KEYS.items():
        level = level_of(system, theirs)
        if level is None:
            missing.append(ours)
            out.ignore(NOT_GIVEN, skill=label(_skill_label(ours)), field=f"system.skills.{theirs}.level")
            continue
        if level not in NPC_DICE:
            out.refuse(BAD_LEVEL, skill=label(_skill_label(ours)), field=f"system.skills.{theirs}.level",
                       value=str(level)[:40])
            continue
        dice[ours] = NPC_DICE[str(level)]
    low, high = sh.SKILL_RANGE
    for attribute in sh.ATTRIBUTES:
        mine = {k: d for k, d in dice.items() if sh.SKILLS[k][1] == attribute}

        def miss(value: int, mine: dict[str, int] = mine) -> int:
            return sum(abs(value + min(high, max(low, d - value)) - d) for d in mine.values())

        best = min(range(sh.ATTRIBUTE_RANGE[0], sh.ATTRIBUTE_RANGE[1] + 1), key=lambda v: (miss(v), abs(v - 2), v))
        levels = [note(SKILL_LEVEL, skill=label(_skill_label(k)), level=level_label(level_of(system, SKILL_KEYS[k][0])))
                  for k in mine]
        out.set(attribute, best, sh.ATTRIBUTES[attribute], "system.skills.*.level",
                note(FROM_LEVELS, value=best, levels=_listed(levels)) if levels else None)
        for key in (k for k in missing if sh.SKILLS[k][1] == attribute):
            out.set(key, low, _skill_label(key), f"system.skills.{SKILL_KEYS[key][0]}.level")
        for key, want in mine.items():
            skill = min(high, max(low, want - best))
            theirs = SKILL_KEYS[key][0]
            said = FROM_LEVEL if best + skill == want else FROM_LEVEL_SHORT  # 9 dice, not 10: said on the row
            out.set(key, skill, _skill_label(key), f"system.skills.{theirs}.level",
                    note(said, value=skill, level=level_label(level_of(system, theirs)), want=want,
                         attribute=label(sh.ATTRIBUTES[attribute]), base=best, dice=best + skill))
            if best + skill != want:
                out.ignore(TOO_MANY, skill=label(_skill_label(key)), want=want, dice=best + skill,
                           level=level_label(level_of(system, SKILL_KEYS[key][0])))
