"""Environmental hazards, each a roll the GM makes in one step.

Rules modelled (twdu text, second part):

- Explosions: roll the Blast Power; each success is one damage to everyone at Short range of the
  impact.  Never pushed.  A successful Mobility roll negates it all.  An explosive weapon is a
  Ranged Combat roll: a hit adds its extra successes to the blast damage of every target; a miss
  does nothing; the thrower is hurt only if they messed up.
- Fire: roll the Intensity (typically 4-8); each success is one damage; never pushed; armor does
  not help.  Stopping the spread: Survival opposed by the Intensity.
- Poison: Endure opposed by the Toxicity (typically 4-8), every hour.  Winning: not affected.
  A draw: affected, no damage.  Losing: one damage per success the poison got more.  A Medicine
  roll adds its successes to the Endure roll.  Poisoned: −1 die on every roll.
- Disease: the same with Virulence (typically 4-10) every day (the "sickness roll").  Sick: −1
  die on every roll and no healing.
- Falling: height in meters ÷ 2, rounded down; in a controlled jump each Mobility success
  removes one point.  Armor does not help.
- Traps: a Mobility roll avoids a sprung trap.  Failing it: roll the trap's Attack rating, one
  damage per success, plus its Damage rating.
"""

from __future__ import annotations

from app.rules.base import RulesError
from app.rules.dice import Dice
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.pool import Pool, PoolRoll, rating_pool, roll_pool

#: the −1 die while poisoned or sick (on every roll, the Endure roll included)
POISONED_PENALTY = 1
SICK_PENALTY = 1
#: how often the opposed roll is made again: poison every hour, disease every day
POISON_INTERVAL = "hours"
DISEASE_INTERVAL = "days"


@record(frozen=True)
class HazardRoll:
    """A hazard's roll and the damage it does (before a Mobility dodge or armor, where those
    apply).  ``faces`` of every die are in the rolls."""

    roll: PoolRoll
    damage: int


def _rating(rating: int) -> None:
    if rating < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A rating cannot be negative."))


def blast(dice: Dice, blast_power: int, extra_successes: int = 0) -> HazardRoll:
    """Roll a Blast Power: one damage per success, plus ``extra_successes`` from an explosive
    weapon's attack roll."""
    _rating(blast_power)
    roll = roll_pool(dice, rating_pool(blast_power, "blast"))
    return HazardRoll(roll, roll.successes + max(0, extra_successes))


def explosion_damage(blast_damage: int, mobility_succeeded: bool) -> int:
    """What one target takes from a blast: nothing after a successful Mobility roll."""
    return 0 if mobility_succeeded else blast_damage


@record(frozen=True)
class ExplosiveAttack:
    """An explosive weapon's attack: the blast (if it hit) and whether the thrower is caught."""

    hit: bool
    blast: HazardRoll | None
    thrower_hit: bool

    @property
    def damage(self) -> int:
        """Blast damage to each target at Short range of the impact (0 on a miss)."""
        return self.blast.damage if self.blast and self.hit else 0

    @property
    def thrower_damage(self) -> int:
        """Blast damage the thrower takes (only after a mess-up)."""
        return self.blast.damage if self.blast and self.thrower_hit else 0


def explosive_attack(dice: Dice, attack: PoolRoll, blast_power: int) -> ExplosiveAttack:
    """Resolve a thrown or fired explosive after its Ranged Combat roll ``attack``.

    A hit rolls the Blast Power and adds the extra successes (successes − 1).  A miss does no
    damage to the targets.  A messed-up attack also catches the thrower, whose own blast is then
    rolled even on a miss."""
    hit = attack.successes > 0
    if not hit and not attack.messed_up:
        return ExplosiveAttack(False, None, False)
    result = blast(dice, blast_power, attack.successes - 1 if hit else 0)
    return ExplosiveAttack(hit, result, attack.messed_up)


def fire(dice: Dice, intensity: int) -> HazardRoll:
    """Exposure to fire for one round or stretch of time: roll the Intensity, one damage per
    success (armor does not help)."""
    _rating(intensity)
    roll = roll_pool(dice, rating_pool(intensity, "fire"))
    return HazardRoll(roll, roll.successes)


@record(frozen=True)
class OpposedHazard:
    """An Endure roll against a poison or a disease.

    ``outcome`` is ``"resisted"`` (fought off), ``"affected"`` (a draw: still poisoned or sick,
    no damage) or ``"damaged"``."""

    endure: PoolRoll
    hazard: PoolRoll
    helped: int
    damage: int
    outcome: str


def _opposed(endure: PoolRoll, hazard: PoolRoll, medicine_successes: int) -> OpposedHazard:
    if medicine_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    mine = endure.successes + medicine_successes
    theirs = hazard.successes
    if mine > theirs:
        return OpposedHazard(endure, hazard, medicine_successes, 0, "resisted")
    if mine == theirs:
        return OpposedHazard(endure, hazard, medicine_successes, 0, "affected")
    return OpposedHazard(endure, hazard, medicine_successes, theirs - mine, "damaged")


def poison(dice: Dice, endure: Pool, toxicity: int, medicine_successes: int = 0) -> OpposedHazard:
    """The hourly roll against a poison: the Endure pool (built by the caller, with the −1 die
    while poisoned) against the Toxicity; a Medicine roll's successes help."""
    _rating(toxicity)
    mine = roll_pool(dice, endure)
    theirs = roll_pool(dice, rating_pool(toxicity, "poison"))
    return _opposed(mine, theirs, medicine_successes)


def disease(dice: Dice, endure: Pool, virulence: int, medicine_successes: int = 0) -> OpposedHazard:
    """The daily sickness roll: the Endure pool against the Virulence; Medicine successes help."""
    _rating(virulence)
    mine = roll_pool(dice, endure)
    theirs = roll_pool(dice, rating_pool(virulence, "disease"))
    return _opposed(mine, theirs, medicine_successes)


def resolve_poison(endure: PoolRoll, toxicity_roll: PoolRoll, medicine_successes: int = 0) -> OpposedHazard:
    """The same comparison for rolls already made (a pushed Endure roll, typed dice)."""
    return _opposed(endure, toxicity_roll, medicine_successes)


def fall_damage(meters: int, mobility_successes: int = 0) -> int:
    """A fall onto a hard surface: meters ÷ 2 rounded down, less one a success on a controlled
    jump's Mobility roll (never below 0)."""
    if meters < 0 or mobility_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Height and successes cannot be negative."))
    return max(0, meters // 2 - mobility_successes)


@record(frozen=True)
class TrapResult:
    """A sprung trap: the Mobility roll, and the trap's attack roll when it was not avoided."""

    mobility: PoolRoll
    attack: PoolRoll | None
    damage: int

    @property
    def avoided(self) -> bool:
        return self.attack is None


def spring_trap(dice: Dice, mobility: Pool, attack_rating: int, damage_rating: int) -> TrapResult:
    """Spring a trap: the victim's Mobility roll first; a failure rolls the trap's Attack rating,
    damage = successes + Damage rating."""
    _rating(attack_rating)
    _rating(damage_rating)
    dodge = roll_pool(dice, mobility)
    if dodge.successes > 0:
        return TrapResult(dodge, None, 0)
    hit = roll_pool(dice, rating_pool(attack_rating, "trap"))
    return TrapResult(dodge, hit, hit.successes + damage_rating)


def fire_contained(survival_successes: int, intensity_successes: int) -> bool:
    """Survival opposed by the fire's Intensity: the fire stops spreading only when Survival gets
    more successes (a draw does not stop it)."""
    if survival_successes < 0 or intensity_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    return survival_successes > intensity_successes
