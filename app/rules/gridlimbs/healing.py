"""Healing: first aid on a limb and pain pills.

Rule text (revision), "Healing": pain pills "restore half of your maximum hitpoints to your main
pool, though it will not prevent limbs from becoming useless, nor will it prevent fatal brain
damage".  First aid keeps limbs (not the head) working a little longer: "your limbs cannot be
restored by any more than half of their hitpoints via first-aid"; "First aid requires bandages,
and has a slight chance of making the problem worse, and requires three rounds of combat.  The
amount healed by first aid is determined by a d[(First Aid)+2] roll, with a one resulting in
another d[(First Aid)+2] roll to determine how many hitpoints are deducted.  (So if you don't put
any points in your first aid stat on character creation, have fun with your 50/50 chance to damage
yourself).  First aid on a bleeding limb prevents bleed damage, even if it can no longer restore
hitpoints to that limb.  However, more damage to that limb reverses the blood-stopping first aid."

A first aid that comes up 1 is a failure: the second roll is taken as a hit on that limb (it
costs the main pool its share too, and the limb stays unbandaged).  The First Aid used is the
stat of whoever gives the aid.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from app.rules.base import RulesError
from app.rules.dice import Dice, RollRecord
from app.rules.gridlimbs.body import LIMBS, TORSO, Body
from app.rules.text import QT_TRANSLATE_NOOP

FIRST_AID_ROUNDS = 3
BANDAGES_PER_FIRST_AID = 1


def first_aid_die(first_aid: int) -> int:
    """The die first aid rolls: d(First Aid + 2)."""
    if first_aid < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "First Aid cannot be negative."))
    return first_aid + 2


def first_aid_harm_chance(first_aid: int) -> Fraction:
    """The exact chance that first aid hurts instead of healing: a 1 on d(First Aid + 2)."""
    return Fraction(1, first_aid_die(first_aid))


def first_aid_cap_left(body: Body, part: str) -> int:
    """What first aid can still restore to ``part``: half its maximum (rounded down) in total."""
    return max(0, body.maximum(part) // 2 - body.first_aid_restored(part))


@dataclass(frozen=True)
class FirstAidResult:
    """A first aid: the body after it, the points restored or the points of harm, and the rolls."""

    body: Body
    restored: int
    harm: int
    records: tuple[RollRecord, ...]

    @property
    def succeeded(self) -> bool:
        return self.harm == 0


def first_aid(body: Body, part: str, first_aid: int, dice: Dice) -> FirstAidResult:
    """Give first aid to a limb (three rounds' work, one bandage, which the caller accounts for).

    Roll d(First Aid + 2).  A 1 rolls the same die again and the limb takes that much as a hit.
    Otherwise the limb regains the roll, within its first-aid cap and its maximum, and stops
    bleeding until it is hit again, even when nothing is left to restore.
    """
    if part not in LIMBS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "First aid helps the arms and legs only."))
    if body.dead:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
    sides = first_aid_die(first_aid)
    start = len(dice.faces)
    face = dice.d(sides)
    heal = RollRecord(QT_TRANSLATE_NOOP("rules", "First aid"), list(dice.faces[start:]),
                      f"d{sides} {face}", face, dice.typed)
    if face == 1:
        start = len(dice.faces)
        harm = dice.d(sides)
        harm_record = RollRecord(QT_TRANSLATE_NOOP("rules", "First aid gone wrong"), list(dice.faces[start:]),
                                 f"d{sides} {harm}", harm, dice.typed)
        return FirstAidResult(body.hit(part, harm), 0, harm, (heal, harm_record))
    restored = min(face, first_aid_cap_left(body, part), body.maximum(part) - body.pool(part))
    return FirstAidResult(body.bandage(part, restored), restored, 0, (heal,))


def pain_pills(body: Body) -> Body:
    """Pain pills: the main pool regains half of Max HP (rounded down), never above its maximum.
    Limbs and head are untouched."""
    if body.dead:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
    return body.restore(TORSO, body.max_hp // 2)
