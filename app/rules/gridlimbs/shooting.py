"""Ranged hits: point blank, the d(Accuracy) roll against distance, called shots, penalties.

Rule text (revision), "Movement and Combat":
- "Ranged weapons always hit at point-blank range": point-blank shots "randomly hit a bodypart;
  64% the torso, 8% for each limb, and 4% the head" (also when a faster target moved adjacent).
- Otherwise a d(Accuracy) is rolled.  "The minimum roll required to hit something at a distance
  starts at two, and increases for each tile out": the roll hits at a distance up to the roll.
  "A roll can hit 50% further than usual, rounded down, if no particular body-part is being aimed
  for" (Accuracy 4, six squares away: a roll of four hits an unaimed shot).
- "When going for a legshot, if the minimum hit number is rolled, the body is hit instead, and if
  the second-lowest hit number is rolled, the opposite leg is hit.  When going for an armshot, if
  the minimum hit number is rolled, the body is hit instead.  When going for a headshot, the bottom
  two hit numbers are considered misses, and the third-bottom number hits the main body."
- Accuracy: −1 for each further target shot at this turn (never below 1 that way), −1 for each
  square a faster target moved, half when the shooter moved this turn, split by handedness.

An unaimed shot that is not point blank hits the torso (the text gives a random part only to
point-blank shots).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from app.rules.base import RulesError
from app.rules.dice import Dice, RollRecord
from app.rules.gridlimbs.body import HEAD, LEFT_ARM, LEFT_LEG, PARTS, RIGHT_ARM, RIGHT_LEG, TORSO
from app.rules.gridlimbs.hands import hand_value
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, marked

MISS = "miss"

#: point-blank locations on a d100, in order: (part, how many faces of the hundred)
POINT_BLANK_TABLE: tuple[tuple[str, int], ...] = (
    (TORSO, 64),
    (LEFT_ARM, 8),
    (RIGHT_ARM, 8),
    (LEFT_LEG, 8),
    (RIGHT_LEG, 8),
    (HEAD, 4),
)
OPPOSITE_LEG: dict[str, str] = {LEFT_LEG: RIGHT_LEG, RIGHT_LEG: LEFT_LEG}


def point_blank_distribution() -> dict[str, Fraction]:
    """The exact chance of each part for a point-blank shot."""
    return {part: Fraction(n, 100) for part, n in POINT_BLANK_TABLE}


def point_blank_part(face: int) -> str:
    """The part a d100 face hits at point blank: 1-64 torso, 65-72 left arm, 73-80 right arm,
    81-88 left leg, 89-96 right leg, 97-100 head."""
    if not 1 <= face <= 100:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A d100 face runs from 1 to 100."))
    top = 0
    for part, n in POINT_BLANK_TABLE[:-1]:
        top += n
        if face <= top:
            return part
    return POINT_BLANK_TABLE[-1][0]


@dataclass(frozen=True)
class LocationRoll:
    part: str
    record: RollRecord


def roll_point_blank_part(dice: Dice) -> LocationRoll:
    """Roll the d100 for a point-blank hit's part."""
    start = len(dice.faces)
    face = dice.percent()
    part = point_blank_part(face)
    record = RollRecord(QT_TRANSLATE_NOOP("rules", "Point-blank hit location"), list(dice.faces[start:]),
                        f"d100 {face}", face, dice.typed)
    return LocationRoll(part, record)


def reach(roll: int, aimed: bool) -> int:
    """The farthest distance a d(Accuracy) roll hits: the roll, or ⌊1.5 × roll⌋ unaimed."""
    return roll if aimed else 3 * roll // 2


def hits(roll: int, distance: int, aimed: bool) -> bool:
    """Whether a roll hits at ``distance`` (a distance of 1 or less is point blank: always)."""
    return distance <= 1 or distance <= reach(roll, aimed)


def hit_probability(accuracy: int, distance: int, aimed: bool) -> Fraction:
    """The exact chance that d(Accuracy) hits at ``distance`` (a shot that is not point blank).

    Accuracy below 1 rolls no die and never hits beyond point blank.
    """
    if distance <= 1:
        return Fraction(1)
    if accuracy < 1:
        return Fraction(0)
    return Fraction(sum(1 for r in range(1, accuracy + 1) if hits(r, distance, aimed)), accuracy)


def called_shot_part(target: str, roll: int, distance: int) -> str:
    """Where an aimed shot at ``target`` lands for ``roll`` at ``distance``, or :data:`MISS`.

    The hit numbers start at the distance (the lowest roll that hits an aimed shot).  Legshot:
    the lowest hits the torso, the second-lowest the other leg.  Armshot: the lowest hits the
    torso.  Headshot: the two lowest miss, the third-lowest hits the torso.
    """
    if target not in PARTS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown body part."))
    lowest = max(distance, 1)
    if roll < lowest:
        return MISS
    step = roll - lowest  # 0 for the lowest hit number
    if target in OPPOSITE_LEG:
        return (TORSO, OPPOSITE_LEG[target])[step] if step < 2 else target
    if target in (LEFT_ARM, RIGHT_ARM):
        return TORSO if step == 0 else target
    if target == HEAD:
        return (MISS, MISS, TORSO)[step] if step < 3 else HEAD
    return TORSO


def shot_part(roll: int, distance: int, target: str | None) -> str:
    """Where a shot that is not point blank lands: unaimed (``target`` None) it hits the torso
    when the roll reaches; aimed it follows :func:`called_shot_part`."""
    if target is None:
        return TORSO if hits(roll, distance, aimed=False) else MISS
    return called_shot_part(target, roll, distance)


def shot_distribution(accuracy: int, distance: int, target: str | None,
                      point_blank: bool = False) -> dict[str, Fraction]:
    """The exact chance of each outcome (a part or :data:`MISS`) of a shot.

    At distance 1 or less, or ``point_blank`` (a diagonal neighbour), the shot is point blank
    (:func:`point_blank_distribution`).
    """
    if point_blank or distance <= 1:
        return point_blank_distribution()
    if accuracy < 1:
        return {MISS: Fraction(1)}
    out: dict[str, Fraction] = {}
    for roll in range(1, accuracy + 1):
        part = shot_part(roll, distance, target)
        out[part] = out.get(part, Fraction(0)) + Fraction(1, accuracy)
    return out


@dataclass(frozen=True)
class ShotResult:
    """One shot: the part hit (or :data:`MISS`) and the roll (d100 at point blank, else
    d(Accuracy); none when the accuracy left is below 1)."""

    part: str
    record: RollRecord | None

    @property
    def hit(self) -> bool:
        return self.part != MISS


def resolve_shot(dice: Dice, accuracy: int, distance: int, target: str | None,
                 point_blank: bool = False) -> ShotResult:
    """Fire one shot: at point blank a random part, else d(Accuracy) against the distance."""
    if point_blank or distance <= 1:
        location = roll_point_blank_part(dice)
        return ShotResult(location.part, location.record)
    if accuracy < 1:
        return ShotResult(MISS, None)
    start = len(dice.faces)
    roll = dice.d(accuracy)
    part = shot_part(roll, distance, target)
    record = RollRecord(QT_TRANSLATE_NOOP("rules", "Shot"), list(dice.faces[start:]),
                        shot_text(accuracy, roll, distance, target is not None), roll, dice.typed)
    return ShotResult(part, record)


def shot_text(accuracy: int, roll: int, distance: int, aimed: bool) -> Arithmetic:
    """The shot's roll in words: the die, what it rolled, how far that reaches (aimed: the roll;
    unaimed: half as far again, rounded down) and how far the target is."""
    if aimed:
        template = QT_TRANSLATE_NOOP(
            "rules", "rolled {roll} on d{sides}: an aimed shot reaches {reach} {reach|tile|tiles}, "
                     "the target is {distance} {distance|tile|tiles} away")
    else:
        template = QT_TRANSLATE_NOOP(
            "rules", "rolled {roll} on d{sides}: unaimed, it reaches {reach} {reach|tile|tiles} (the roll ×1.5, "
                     "rounded down), the target is {distance} {distance|tile|tiles} away")
    return marked(template, roll=roll, sides=accuracy, reach=reach(roll, aimed), distance=distance)


def shooting_accuracy(
    accuracy: int,
    *,
    right_percent: int = 50,
    hand: str = "right",
    two_handed: bool = False,
    targets: int = 1,
    target_moved: int = 0,
    target_faster: bool = False,
    shooter_moved: bool = False,
) -> int:
    """The Accuracy a shot rolls with.

    In order: split by handedness (whole for a two-handed weapon); halved, rounded down, when the
    shooter moved this turn; −1 for each square the target moved when it is faster than the
    shooter; −1 for each target beyond the first, that penalty never taking it below 1.  The
    result may be 0 or less: such a shot only hits at point blank.
    """
    if targets < 1 or target_moved < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Targets and tiles moved are out of range."))
    value = hand_value(accuracy, right_percent, hand, two_handed)
    if shooter_moved:
        value //= 2
    if target_faster:
        value -= target_moved
    if targets > 1 and value > 1:
        value = max(1, value - (targets - 1))
    return value
