"""Dice pools of d6: base dice, stress dice, successes, walkers and pushing.

Rules modelled (twdu text and the project's rules README, section twdu):

- A roll is a pool of d6: base dice plus stress dice (one stress die per point of stress).
- Every 6 is a success.  A 1 on a stress die is a *walker*: the roll is messed up.
- Gear bonus, help (one die per helper) and other dice modifiers add or remove base dice, never
  below zero dice.
- Pushing: a player character's roll may be pushed once.  The character takes one stress, rolls
  one more stress die, and rerolls every die that is neither a 6 nor a walker.  A messed-up roll
  cannot be pushed.  Blast power, fire, poison, disease, trap and armor rolls are never pushed
  and take no stress dice.
- While Broken, every skill roll fails automatically (no dice are rolled).

Faces are drawn base dice first, then stress dice, in that order, so a pool typed from physical
dice as ``"6 6 3 1 2"`` with three base dice is base ``6 6 3`` and stress ``1 2``.  A push draws
the rerolled base dice, then the rerolled stress dice, then the new stress die.
"""

from __future__ import annotations

from dataclasses import field, replace
from fractions import Fraction

from app.rules.base import RulesError
from app.rules.dice import Dice, Face, RollRecord, TypedDice, parse_faces
from app.rules.records import record
from app.rules.rolling import DicePart
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import pool_odds
from app.rules.twdu.pool_odds import pushed_pool_distribution as pushed_pool_distribution
from app.rules.worked import marked

SUCCESS_FACE = 6
#: a pool's faces in the log, each kind of die named and the count said to be successes:
#: "base dice 6 1 2 3 4, stress dice none → 1 success" (never "stress 5 → 3", read as a stress track)
RECORD = QT_TRANSLATE_NOOP(
    "rules", "base dice {base}, stress dice {stress} → {successes} {successes|success|successes}{walkers}"
)
#: the record as it is written now: each kind of die a clause of its own, so that a language may
#: word "none" in its own way ("базовых кубиков нет", not "базовые кубики нет"); the successes are
#: the whole roll's, said apart from the stress dice's faces ("stress dice 2 → 1 success" read as if
#: the stress die had scored)
RECORD_CLAUSES = QT_TRANSLATE_NOOP(
    "rules", "{base}, {stress}; in all {successes} {successes|success|successes}{walkers}")
#: the record's clauses in logs written before (shown as they were)
RECORD_CLAUSES_BEFORE = QT_TRANSLATE_NOOP(
    "rules", "{base}, {stress} → {successes} {successes|success|successes}{walkers}")
BASE_DICE = QT_TRANSLATE_NOOP("rules", "base dice {faces}")
NO_BASE_DICE = QT_TRANSLATE_NOOP("rules", "base dice none")
STRESS_DICE = QT_TRANSLATE_NOOP("rules", "stress dice {faces}")
NO_STRESS_DICE = QT_TRANSLATE_NOOP("rules", "stress dice none")
#: the record's words in logs written before (shown as they were)
RECORD_BEFORE = QT_TRANSLATE_NOOP("rules", "base {base}, stress {stress} → {successes}{walkers}")
NO_DICE = QT_TRANSLATE_NOOP("rules", "none")
WALKER_FACE = 1

#: roll kinds that are never pushed and take no stress dice
UNPUSHABLE_KINDS: frozenset[str] = frozenset({"blast", "fire", "poison", "disease", "trap", "armor"})
#: every roll kind a pool may have
ROLL_KINDS: frozenset[str] = UNPUSHABLE_KINDS | {"skill"}


@record(frozen=True)
class Pool:
    """The dice to roll: ``base`` and ``stress`` counts, what kind of roll, who rolls it; ``parts``
    name where the base dice come from (:mod:`app.rules.twdu.pool_parts`: a skill pool's), empty
    once the counts change without them (a push, a base the GM set)."""

    base: int
    stress: int = 0
    kind: str = "skill"
    is_pc: bool = False
    broken: bool = False
    parts: tuple[DicePart, ...] = field(default=(), compare=False)

    @property
    def pushable_kind(self) -> bool:
        return self.kind not in UNPUSHABLE_KINDS


def build_pool(
    attribute: int = 0,
    skill: int = 0,
    *,
    stress: int = 0,
    gear_bonus: int = 0,
    help_dice: int = 0,
    modifier: int = 0,
    penalty: int = 0,
    kind: str = "skill",
    is_pc: bool = False,
    broken: bool = False,
) -> Pool:
    """The pool for one roll.

    Base dice are attribute + skill + gear bonus + help dice + modifier − penalty (critical
    injuries, poison, sickness, armor on Mobility), never below zero.  Stress dice equal the
    character's stress, except for the kinds that take none (blast, fire, poison, disease, trap,
    armor).
    """
    if kind not in ROLL_KINDS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."))
    if min(attribute, skill, stress, gear_bonus, help_dice, penalty) < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Dice counts cannot be negative."))
    base = max(0, attribute + skill + gear_bonus + help_dice + modifier - penalty)
    stress_dice = 0 if kind in UNPUSHABLE_KINDS else stress
    return Pool(base=base, stress=stress_dice, kind=kind, is_pc=is_pc, broken=broken)


def help_dice(helpers: int) -> int:
    """The dice helpers add to a roll: one for each helper ("you get an additional die"), not one
    for each of a helper's successes (that is Leadership in a swarm fight)."""
    if helpers < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Dice counts cannot be negative."))
    return helpers


def rating_pool(rating: int, kind: str) -> Pool:
    """A hazard's own roll: Blast Power, Intensity, Toxicity, Virulence, a trap's Attack, an
    Armor Level.  Plain base dice, no stress dice, never pushed."""
    if kind not in UNPUSHABLE_KINDS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."))
    if rating < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Dice counts cannot be negative."))
    return Pool(base=rating, stress=0, kind=kind)


@record(frozen=True)
class PoolRoll:
    """A rolled pool: the faces showing now, every face rolled (rerolls included) and flags."""

    pool: Pool
    base_faces: tuple[int, ...]
    stress_faces: tuple[int, ...]
    faces: tuple[Face, ...]
    pushed: bool = False
    automatic_failure: bool = False

    @property
    def successes(self) -> int:
        if self.automatic_failure:
            return 0
        return sum(1 for f in self.base_faces + self.stress_faces if f == SUCCESS_FACE)

    @property
    def walkers(self) -> int:
        return sum(1 for f in self.stress_faces if f == WALKER_FACE)

    @property
    def messed_up(self) -> bool:
        """A walker on a stress die messes the roll up."""
        return self.walkers > 0

    @property
    def succeeded(self) -> bool:
        return self.successes > 0

    @property
    def can_push(self) -> bool:
        """A PC's roll, not yet pushed, not messed up, of a kind that may be pushed."""
        return (
            self.pool.is_pc
            and self.pool.pushable_kind
            and not self.pushed
            and not self.messed_up
            and not self.automatic_failure
        )

    def record(self, label: str, typed: bool = False) -> RollRecord:
        """The log's record, each kind of die named: ``base dice 6 6 3, stress dice 1 2 → 2 successes`` (``none``
        without stress dice), a ☠ for each walker."""
        base = (marked(BASE_DICE, faces=" ".join(str(f) for f in self.base_faces)) if self.base_faces
                else marked(NO_BASE_DICE))
        stress = (marked(STRESS_DICE, faces=" ".join(str(f) for f in self.stress_faces)) if self.stress_faces
                  else marked(NO_STRESS_DICE))
        text = marked(RECORD_CLAUSES, base=base, stress=stress, successes=self.successes,
                      walkers=" ☠" * self.walkers)
        return RollRecord(label, list(self.faces), text, self.successes, typed)


def roll_pool(dice: Dice, pool: Pool) -> PoolRoll:
    """Roll ``pool``: base dice first, then stress dice.  A Broken character's skill roll fails
    automatically and rolls nothing."""
    if pool.broken and pool.kind == "skill":
        return PoolRoll(pool, (), (), (), automatic_failure=True)
    base = tuple(dice.roll(pool.base, 6))
    stress = tuple(dice.roll(pool.stress, 6))
    faces = tuple(Face(6, v) for v in base + stress)
    return PoolRoll(pool, base, stress, faces)


def roll_typed(text: str, pool: Pool) -> PoolRoll:
    """A pool typed from physical dice (``"6 6 3 1 2"``): base dice first, then stress dice.
    Too few or too many faces are refused (:class:`app.rules.dice.DiceError`)."""
    dice = TypedDice(parse_faces(text))
    roll = roll_pool(dice, pool)
    dice.check_used_up()
    return roll


def push_roll(dice: Dice, roll: PoolRoll) -> PoolRoll:
    """Push ``roll``: one more stress die, reroll every die but the 6s and the walkers.

    The character takes one stress (the caller adds it to the state; :func:`push_stress` says
    how much).  Refused for a messed-up roll, a second push, an NPC's roll and the kinds that are
    never pushed.
    """
    if roll.automatic_failure:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A Broken character's roll cannot be pushed."))
    if not roll.pool.is_pc:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Only a player character's roll can be pushed."))
    if not roll.pool.pushable_kind:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This kind of roll cannot be pushed."))
    if roll.pushed:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A roll can be pushed only once."))
    if roll.messed_up:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A messed-up roll cannot be pushed."))
    new_base = tuple(f if f == SUCCESS_FACE else dice.d(6) for f in roll.base_faces)
    rerolled_base = [f for old, f in zip(roll.base_faces, new_base, strict=True) if old != SUCCESS_FACE]
    new_stress_kept = tuple(
        f if f in (SUCCESS_FACE, WALKER_FACE) else dice.d(6) for f in roll.stress_faces
    )
    rerolled_stress = [
        f for old, f in zip(roll.stress_faces, new_stress_kept, strict=True)
        if old not in (SUCCESS_FACE, WALKER_FACE)
    ]
    extra = dice.d(6)
    faces = roll.faces + tuple(Face(6, v) for v in [*rerolled_base, *rerolled_stress, extra])
    pool = replace(roll.pool, stress=roll.pool.stress + 1, parts=())
    return PoolRoll(pool, new_base, new_stress_kept + (extra,), faces, pushed=True)


def push_stress() -> int:
    """The stress a push costs the character: one."""
    return 1


# --------------------------------------------------------------------------- exact odds

def success_distribution(dice: int) -> dict[int, Fraction]:
    """The exact chance of each number of successes (6s) among ``dice`` d6."""
    if dice < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Dice counts cannot be negative."))
    return pool_odds.success_distribution(dice)  # whole-number counts over 6ⁿ, kept by pool size


def messup_probability(stress_dice: int) -> Fraction:
    """The exact chance that at least one of ``stress_dice`` stress dice shows a walker (a 1)."""
    if stress_dice < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Dice counts cannot be negative."))
    return 1 - Fraction(5, 6) ** stress_dice


def success_probability(dice: int, needed: int = 1) -> Fraction:
    """The exact chance of at least ``needed`` successes among ``dice`` d6."""
    if needed <= 0:
        return Fraction(1)
    return sum((p for k, p in success_distribution(dice).items() if k >= needed), Fraction(0))
