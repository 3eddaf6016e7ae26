"""Health, armor, Broken and first aid.

Rules modelled (twdu text, "Damage and health"):

- Every living PC and NPC has three Health Points: 3 unharmed, 2 bruised, 1 battered, 0 Broken.
- At 0 the character is Broken: one stress and a critical injury; all skill rolls fail.  More
  than three damage from one attack has no extra effect.  A Broken person injured again dies.
- Armor: roll the Armor Level in dice (never pushed, no stress dice); each 6 removes one damage.
  Armor does not protect against fire or falling.  The armor's penalty is taken off every
  Mobility roll.
- First aid on a Broken character: a Medicine roll; a success ends Broken and gives back one
  Health Point, each extra success one more.  Without it: Broken for D6 minutes, then one Health
  Point back.  A character heals one Health Point a day when they eat a ration; not while sick.
"""

from __future__ import annotations

from app.rules.base import RulesError
from app.rules.dice import Dice
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.pool import PoolRoll, rating_pool, roll_pool

MAX_HEALTH = 3

HEALTH_LABELS: dict[int, str] = {
    3: QT_TRANSLATE_NOOP("rules", "Unharmed"),
    2: QT_TRANSLATE_NOOP("rules", "Bruised"),
    1: QT_TRANSLATE_NOOP("rules", "Battered"),
    0: QT_TRANSLATE_NOOP("rules", "Broken"),
}

#: damage sources; armor protects against none of those in NO_ARMOR_SOURCES
DAMAGE_SOURCES: tuple[str, ...] = (
    "attack", "explosion", "fire", "fall", "poison", "disease", "trap", "dead", "amputation"
)
NO_ARMOR_SOURCES: frozenset[str] = frozenset({"fire", "fall", "poison", "disease"})
#: damage sources no person deals: the hazard rolls its own dice (a fire's Intensity, a poison's
#: Toxicity, a disease's Virulence, a trap's Attack rating) or the height does (a fall)
NO_DEALER_SOURCES: frozenset[str] = frozenset({"fire", "fall", "poison", "disease", "trap"})


def health_label(health: int) -> str:
    """The name of a Health value (3 unharmed … 0 Broken)."""
    if not 0 <= health <= MAX_HEALTH:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Health runs from 0 to 3."))
    return HEALTH_LABELS[health]


@record(frozen=True)
class ArmorRoll:
    """Armor dice rolled against one hit and the damage left."""

    roll: PoolRoll | None
    incoming: int
    absorbed: int

    @property
    def damage(self) -> int:
        return self.incoming - self.absorbed


def roll_armor(dice: Dice, armor_level: int, damage: int, source: str = "attack") -> ArmorRoll:
    """Roll the Armor Level against ``damage``: each success removes one point (never below 0).

    No dice are rolled when there is no armor, no damage, or armor does not protect against the
    source (fire, falls, poison, disease)."""
    if damage < 0 or armor_level < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Damage and armor cannot be negative."))
    if armor_level == 0 or damage == 0 or source in NO_ARMOR_SOURCES:
        return ArmorRoll(None, damage, 0)
    roll = roll_pool(dice, rating_pool(armor_level, "armor"))
    return ArmorRoll(roll, damage, min(damage, roll.successes))


@record(frozen=True)
class HealthChange:
    """What damage did to Health: new Health, whether the character broke now, or died."""

    health: int
    broke: bool
    died: bool
    stress_gained: int


def take_damage(health: int, damage: int, dead: bool = False) -> HealthChange:
    """Apply ``damage`` (after armor) to ``health``.

    Reaching 0 breaks the character (+1 stress; the caller adds the critical injury).  Any damage
    to a character already at 0 kills.  Health never goes below 0."""
    if dead:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The character is already dead."))
    if damage < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Damage cannot be negative."))
    if not 0 <= health <= MAX_HEALTH:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Health runs from 0 to 3."))
    if damage == 0:
        return HealthChange(health, False, False, 0)
    if health == 0:
        return HealthChange(0, False, True, 0)
    after = max(0, health - damage)
    broke = after == 0
    return HealthChange(after, broke, False, 1 if broke else 0)


def first_aid(health: int, medicine_successes: int) -> int:
    """First aid on a Broken character: one success ends Broken with 1 Health, each extra success
    one more (at most 3).  A failure leaves the character Broken.  Refused if not Broken."""
    if health != 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "First aid is for a Broken character."))
    if medicine_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    return min(MAX_HEALTH, medicine_successes)


def broken_minutes(dice: Dice) -> int:
    """Without first aid a character stays Broken for D6 minutes (the GM's secret roll)."""
    return dice.d(6)


def recover_from_broken(health: int) -> int:
    """After the Broken minutes: no longer Broken, one Health Point back."""
    if health != 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The character is not Broken."))
    return 1


def daily_healing(health: int, ate_ration: bool, sick: bool) -> int:
    """One Health Point a day with a ration of food; none without food or while sick."""
    if not ate_ration or sick:
        return health
    return min(MAX_HEALTH, health + 1)
