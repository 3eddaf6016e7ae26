"""Shooting: a Perception test with the rules of the 10 and of the 1.

Rule text, section 2:

* "To fire a shot the character takes a Perception test.  Passed: the player hit; failed: a
  miss."  Modifiers, positive or negative, may apply.
* "A result of 10 always misses, but a character with Perception 10 may reroll the die to hit,
  and must accept the result of the second roll."  The second roll is read like any roll (a 10
  on it misses again, a 1 on it is a critical); it cannot be rerolled.
* "Unless the weapon's description says otherwise, the critical hit rule applies: a 1 deals
  double damage and ignores the target's protection of any kind.  If the character needs a 1 to
  hit, that 1 is not a critical: the die is rolled once more, and a 1 on it again makes the shot
  critical."  A shooter needs a 1 when attribute + modifier is exactly 1.  With attribute +
  modifier below 1 no face passes the test, so the shot cannot hit (the text gives the 1 no
  power to hit on its own).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from app.rules.base import RulesError
from app.rules.d10under.checks import D10, target_number
from app.rules.d10under.worked import shot_text
from app.rules.dice import Dice, Face, RollRecord
from app.rules.rolling import DamageOffer
from app.rules.text import QT_TRANSLATE_NOOP

ShotOutcome = Literal["miss", "hit", "critical"]
OUTCOMES: tuple[ShotOutcome, ...] = ("miss", "hit", "critical")

OUTCOME_LABELS: dict[str, str] = {
    "miss": QT_TRANSLATE_NOOP("rules", "Miss"),
    "hit": QT_TRANSLATE_NOOP("rules", "Hit"),
    "critical": QT_TRANSLATE_NOOP("rules", "Critical hit"),
}

#: a critical deals this many times the damage
CRITICAL_MULTIPLIER = 2


@dataclass(frozen=True)
class ShotResult:
    """One shot: every face rolled for it (reroll and confirmation included) and the outcome.

    ``rerolled`` is set when a 10 was rerolled for Perception 10; ``confirmed`` is None unless
    the shooter needed a 1 and rolled it, then it says whether the confirming die was a 1 too.
    """

    faces: tuple[int, ...]
    target: int
    outcome: ShotOutcome
    rerolled: bool
    confirmed: bool | None
    record: RollRecord

    @property
    def hit(self) -> bool:
        return self.outcome != "miss"

    @property
    def critical(self) -> bool:
        return self.outcome == "critical"


def _read_face(face: int, target: int, criticals: bool) -> Literal["miss", "hit", "critical", "confirm"]:
    """What one hit die says before any reroll or confirmation."""
    if face >= D10 or face > target:
        return "miss"
    if face == 1 and criticals:
        return "confirm" if target == 1 else "critical"
    return "hit"


def shot_outcome(
    faces: list[int] | tuple[int, ...],
    perception: int,
    modifier: int = 0,
    criticals: bool = True,
    typed: bool = True,
) -> ShotResult:
    """Read a shot from the faces rolled for it, in order; refuses faces the rules do not use.

    The faces are the hit die, then the reroll of a 10 (Perception 10 only), then the
    confirmation die when a needed 1 came up.  ``typed`` marks the record as typed from physical
    dice.
    """
    target = target_number(perception, modifier)
    queue = list(faces)
    used: list[int] = []
    rerolled = False
    confirmed: bool | None = None

    def take() -> int:
        if not queue:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not enough dice for this shot."))
        value = queue.pop(0)
        if not 1 <= value <= D10:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A face is out of range for its die."))
        used.append(value)
        return value

    face = take()
    if face == D10 and perception == D10:
        rerolled = True
        face = take()
    reading = _read_face(face, target, criticals)
    if reading == "confirm":
        confirmed = take() == 1
        outcome: ShotOutcome = "critical" if confirmed else "hit"
    else:
        outcome = reading
    if queue:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "More dice than this shot uses."))
    text = shot_text(used, target, outcome, rerolled, confirmed)
    record = RollRecord(
        QT_TRANSLATE_NOOP("rules", "Shot"), [Face(D10, v) for v in used], text, used[-1], typed
    )
    return ShotResult(tuple(used), target, outcome, rerolled, confirmed, record)


def roll_shot(dice: Dice, perception: int, modifier: int = 0, criticals: bool = True) -> ShotResult:
    """Roll one shot with ``dice`` (each die only when the rules call for it)."""
    target = target_number(perception, modifier)
    faces = [dice.d(D10)]
    if faces[0] == D10 and perception == D10:
        faces.append(dice.d(D10))
    if _read_face(faces[-1], target, criticals) == "confirm":
        faces.append(dice.d(D10))
    return shot_outcome(faces, perception, modifier, criticals, dice.typed)


def _single_roll_odds(target: int, criticals: bool) -> dict[str, Fraction]:
    """Outcome odds of one hit die that cannot be rerolled."""
    odds: dict[str, Fraction] = {name: Fraction(0) for name in OUTCOMES}
    tenth = Fraction(1, D10)
    for face in range(1, D10 + 1):
        reading = _read_face(face, target, criticals)
        if reading == "confirm":
            odds["critical"] += tenth * tenth
            odds["hit"] += tenth * (1 - tenth)
        else:
            odds[reading] += tenth
    return odds


def shot_distribution(perception: int, modifier: int = 0, criticals: bool = True) -> dict[str, Fraction]:
    """The exact chance of a miss, a plain hit and a critical for one shot; sums to 1."""
    target = target_number(perception, modifier)
    single = _single_roll_odds(target, criticals)
    if perception != D10:
        return single
    tenth = Fraction(1, D10)
    # a 10 (chance 1/10) is rerolled once; the other faces are read as they are
    odds = {name: single[name] - (tenth if name == "miss" else 0) for name in OUTCOMES}
    return {name: odds[name] + tenth * single[name] for name in OUTCOMES}


def shot_hit_probability(perception: int, modifier: int = 0, criticals: bool = True) -> Fraction:
    """The exact chance that a shot hits, criticals included."""
    odds = shot_distribution(perception, modifier, criticals)
    return odds["hit"] + odds["critical"]


def critical_probability(perception: int, modifier: int = 0) -> Fraction:
    """The exact chance that a shot is a critical hit."""
    return shot_distribution(perception, modifier, True)["critical"]


def shot_damage(damage: int, outcome: str) -> int:
    """Damage a shot carries to the target before armor: nothing, the weapon's, or double."""
    if outcome == "miss":
        return 0
    return damage * (CRITICAL_MULTIPLIER if outcome == "critical" else 1)


def shot_offer(damage: int, critical: bool, target_sheet: Mapping[str, Any]) -> DamageOffer:
    """A hit offered to the target's damage form: the shot's damage (a critical's already doubled,
    past "protection of any kind"), else through the target's first armor as a melee hit is."""
    armored = bool(target_sheet.get("armor", [])) and not critical
    return DamageOffer("opponent", damage, {"amount": damage, "critical": critical, "armor": "0" if armored else ""})
