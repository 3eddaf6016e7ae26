"""The worked weapon damage of All Flesh Must Be Eaten, every number after its name.

"d6 5 +1 = 6 ×4 = 24" left the GM to guess the +1 (the success level's: unisystem §1 "aumento de
daño a partir de Muy Bueno, +1, +2, +3, +4 a la tirada antes de multiplicar") and, with a
multiplier of Strength, where the ×4 came from (the norms' "&": both hands "raising the strength of
the wielder by 1 for damage purposes"; a point-blank shot "suma uno al Multiplicador de Daño").  The
roll now reads "d6 5, Very good success +1 = 6 ×4 = 24", and a multiplier that is not the weapon's
written number says its parts: "d4 2 ×4 (Strength 3; both hands +1) = 8", "d6 3 ×5 (weapon 4;
Point blank +1) = 15"; a fixed amount added after multiplying is named too ("fixed +2").
"""

from __future__ import annotations

from app.rules.afmbe.levels import level_name
from app.rules.numbers import number, signed
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, marked

#: the weapon's roll: the die, its success-level bonus, the multiplier with its parts, a fixed amount
ROLL = QT_TRANSLATE_NOOP("rules", "{die}{bonus} ×{mult}{parts}{fixed} = {total}")
#: the success level's bonus to the die before multiplying: ", Very good success +1 = 6"
LEVEL_BONUS = QT_TRANSLATE_NOOP("rules", ", {level} success {bonus} = {sum}")
#: the multiplier's parts, where it is not the number the weapon writes: " (Strength 3; both hands +1)"
PARTS = QT_TRANSLATE_NOOP("rules", " ({parts})")
#: a fixed amount added after multiplying (unisystem §4.5 "suma el valor fijo"): ", fixed +2"
FIXED = QT_TRANSLATE_NOOP("rules", ", fixed {fixed}")
#: one part of the multiplier: "Strength 3", "both hands +1", "weapon −1", "Point blank +1"
PART = QT_TRANSLATE_NOOP("rules", "{part} {points}")
STRENGTH = QT_TRANSLATE_NOOP("rules", "Strength")
#: the Strength of whom, inside the multiplier's brackets: the attacker picked, or the one whose
#: turn it is when the form holds his ("Ash's Strength 4"; «Сила 4 — Ash»: a name after «у»/«от»
#: would not decline)
OWN_PART = QT_TRANSLATE_NOOP("rules", "{attacker}'s {part} {points}")
#: the Strength the form holds, no attacker named: the form's own number, by the field's name
ATTACKER_STRENGTH = QT_TRANSLATE_NOOP("rules", "Attacker's Strength")
BOTH_HANDS = QT_TRANSLATE_NOOP("rules", "both hands")
WEAPON = QT_TRANSLATE_NOOP("rules", "weapon")
RANGE = QT_TRANSLATE_NOOP("rules", "range")


def _part(label: str, points: str) -> Arithmetic:
    return marked(PART, part=marked(label), points=points)


def multiplier_parts(attribute: int | None, offset: int, both_hands: bool, range_change: int,
                     range_label: str, attacker: str | None = None) -> list[Arithmetic]:
    """The named parts of a multiplier: nothing when it is the weapon's own number unchanged (the
    weapon's damage, written before the roll, names it); ``attribute`` is the wielder's Strength
    (None for a number), ``attacker`` his name ("": the form's number, "Attacker's Strength 2";
    None: the wielder's own, "Strength 3"),
    ``range_label`` the band that changed it (empty: a change the GM typed)."""
    parts: list[Arithmetic] = []
    if attribute is not None and attacker:
        parts.append(marked(OWN_PART, part=marked(STRENGTH), points=number(attribute), attacker=attacker))
    elif attribute is not None:
        parts.append(_part(STRENGTH if attacker is None else ATTACKER_STRENGTH, number(attribute)))
    if attribute is not None:
        if both_hands:
            parts.append(_part(BOTH_HANDS, "+1"))
        if offset:
            parts.append(_part(WEAPON, signed(offset)))
    elif range_change:
        parts.append(_part(WEAPON, number(offset)))
    if range_change:
        parts.append(_part(range_label or RANGE, signed(range_change)))
    return parts


def weapon_roll_text(die: str, level: int, bonus: int, die_total: int, mult: int, parts: list[Arithmetic],
                     fixed: int, total: int) -> Arithmetic:
    """The worked roll: ``die`` as rolled ("d6 5"), the success level's ``bonus`` to it (0: none),
    the multiplier and its ``parts``, the ``fixed`` amount after it and the ``total``."""
    return marked(
        ROLL,
        die=die,
        bonus=marked(LEVEL_BONUS, level=marked(level_name(level)), bonus=signed(bonus), sum=die_total)
        if bonus else "",
        mult=mult,
        parts=marked(PARTS, parts=parts) if parts else "",
        fixed=marked(FIXED, fixed=signed(fixed)) if fixed else "",
        total=number(total),
    )
