"""Where a twdu pool's dice come from, for the dice dock to show the arithmetic.

A skill roll's base dice are "attribute + skill + gear bonus + help + modifiers", less the penalties
the character carries (each critical injury's, −1 poisoned, −1 sick, the armor's on Mobility), and
never fewer than zero; then one stress die for each point of stress (twdu text, "Duels", "Damage and
health", "Poison", "Disease"; the project's rules README, section twdu).  :func:`skill_parts` names
each of them with its sign; :func:`dice_parts` turns a pool that carries them into the dock's
:class:`~app.rules.rolling.DiceParts`: "8 × d6 = Agility 4 + Ranged Combat 3 + gear 1".
"""

from __future__ import annotations

from app.rules.rolling import DicePart, DiceParts
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.pool import Pool

NAMED = QT_TRANSLATE_NOOP("rules", "{name} {count}")
GEAR = QT_TRANSLATE_NOOP("rules", "gear {count}")
#: the gear dice of a weapon (or gear) picked in the form, named: which weapon the roll fights with
GEAR_OF = QT_TRANSLATE_NOOP("rules", "gear {count} ({weapon})")
HELPERS = QT_TRANSLATE_NOOP("rules", "{count} {count|helper|helpers}")
MODIFIER = QT_TRANSLATE_NOOP("rules", "modifier {count}")
INJURIES = QT_TRANSLATE_NOOP("rules", "critical injuries {count}")
#: a critical injury taken unnamed whose D66 is still to roll: "All critical injuries give you a
#: penalty", so it takes its damage form's dice (one by default) for now, and its entry's once read
#: off the table (the project's README, twdu): the roll's line says which
INJURY_WAITS = QT_TRANSLATE_NOOP(
    "rules", "D66 still to roll for {count} critical {count|injury|injuries}: −{penalty} {penalty|die|dice} for now, "
             "the entry's penalty once it is read")
POISONED = QT_TRANSLATE_NOOP("rules", "poisoned {count}")
SICK = QT_TRANSLATE_NOOP("rules", "sick {count}")
ARMOR = QT_TRANSLATE_NOOP("rules", "armor {count}")
STRESS = QT_TRANSLATE_NOOP("rules", "{count} stress {count|die|dice}")
#: why the dice rolled are not the parts' sum
FLOOR = QT_TRANSLATE_NOOP("rules", "never fewer than 0 base dice")
BROKEN = QT_TRANSLATE_NOOP("rules", "Broken: the roll fails, no dice are rolled")


def named(label: str, count: int) -> DicePart:
    """An attribute's or a skill's dice: its label (context ``rules``) and its level."""
    return DicePart(NAMED, count, {"name": {"t": label, "ctx": "rules"}})


def skill_parts(
    attribute: tuple[str, int],
    skill: tuple[str, int],
    *,
    gear_bonus: int = 0,
    help_dice: int = 0,
    modifier: int = 0,
    injuries: int = 0,
    poisoned: int = 0,
    sick: int = 0,
    armor: int = 0,
    injuries_waiting: tuple[int, int] = (0, 0),
) -> tuple[DicePart, ...]:
    """The base dice of a skill roll, each named with its sign: the attribute and the skill (their
    labels and levels) always, the rest when they add or take away a die; ``injuries_waiting``: how
    many of the injuries wait for their D66, and the dice they take for now (said after the sum)."""
    parts = [named(*attribute), named(*skill)]
    for text, count in (
        (GEAR, gear_bonus), (HELPERS, help_dice), (MODIFIER, modifier),
        (INJURIES, -injuries), (POISONED, -poisoned), (SICK, -sick), (ARMOR, -armor),
    ):
        if count:
            parts.append(DicePart(text, count))
    waiting, penalty = injuries_waiting
    if waiting:
        parts.append(DicePart(INJURY_WAITS, waiting, {"penalty": penalty}, aside=True))
    return tuple(parts)


def dice_parts(pool: Pool) -> DiceParts | None:
    """The dock's arithmetic of ``pool``: its base parts, then its stress dice; None for a pool
    that carries no parts (a hazard's rating)."""
    if not pool.parts:
        return None
    parts = pool.parts + ((DicePart(STRESS, pool.stress),) if pool.stress else ())
    if pool.broken and pool.kind == "skill":
        return DiceParts(6, 0, parts, BROKEN)
    base = sum(part.count for part in pool.parts)
    return DiceParts(6, pool.base + pool.stress, parts, FLOOR if base < 0 else "")


def gear_named(parts: DiceParts | None, item: str) -> DiceParts | None:
    """``parts`` with its gear dice named after the ``item`` they come from (the sheet's name of the
    weapon or gear the form picked: "gear 3 (Shotgun)"), so the GM reads which weapon the roll
    fights with; as they were without an item's name or gear dice."""
    if parts is None or not item:
        return parts
    named_parts = tuple(DicePart(GEAR_OF, part.count, {"weapon": item}) if part.text == GEAR else part
                        for part in parts.parts)
    return DiceParts(parts.sides, parts.total, named_parts, parts.note)
