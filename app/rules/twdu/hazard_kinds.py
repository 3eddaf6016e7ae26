"""twdu's environmental hazards in the dice dock (twdu text, second part), each a roll kind with
exact odds; the damage each does is offered to the character's damage form with its source (fire
and falls ignore armor there).  The hazard's own dice (Blast Power, Intensity, Toxicity,
Virulence, a trap's Attack) are never pushed and take no stress dice; the character's own roll
(Mobility, Endure, Survival, Ranged Combat) may be pushed.  Typed faces: the character's dice
first, then the hazard's.

Where the text gives a typical range (fire 4-8, poison 4-8, disease 4-10) the form's default is
its middle; where it gives none (Blast Power, a fall's height, a trap's ratings) the default is
only a start for the GM to change.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any, Literal

from app.rules.base import FieldSpec, LogLine, Sheet
from app.rules.dice import Dice, RollRecord
from app.rules.rolling import Chance, DamageOffer, Roller
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.fight_kinds import sum_chances
from app.rules.twdu.hazards import fall_damage, fire_contained
from app.rules.twdu.kinds import (
    Distribution,
    ExtraKind,
    TheirOdds,
    Theirs,
    Values,
    Verdict,
    at_least,
    damage_chances,
    product,
    rating,
    successes,
)
from app.rules.twdu.pool import Pool, PoolRoll, rating_pool, roll_pool
from app.rules.twdu.rollforms import pool_fields, roller_pool, weapon_field

MAX_RATING = 20


def rating_field(key: str, label: str, default: int, help: str = "") -> FieldSpec:
    return FieldSpec(key, label, "int", default, 0, MAX_RATING, help=help)


def dodge_fields() -> tuple[FieldSpec, ...]:
    """The character's Mobility: gear, helpers, modifier dice."""
    return pool_fields()[1:]


def offer(damage: int, source: str, to: Literal["roller", "opponent"] = "roller") -> tuple[DamageOffer, ...]:
    if not damage:
        return ()
    return (DamageOffer(to, damage, {"damage": damage, "source": source}),)


def damage_line(damage: int, what: str) -> LogLine:
    return LogLine(QT_TRANSLATE_NOOP("rules", "{what}: {damage} damage"), {"what": {"t": what}, "damage": damage})


class RatingKind(ExtraKind):
    """A hazard whose rating is rolled: ``rating_key`` names the field, ``pool_kind`` the dice."""

    rating_key = ""
    pool_kind = ""
    rating_label = ""

    def theirs(self, values: Mapping[str, Any], context: Mapping[str, Any]) -> dict[Theirs, Fraction]:
        return product(rating(values[self.rating_key]))

    def roll_theirs(self, dice: Dice, values: Values, context: Values) -> tuple[Theirs, list[RollRecord]]:
        roll = roll_pool(dice, rating_pool(values[self.rating_key], self.pool_kind))
        return (roll.successes,), [roll.record(self.rating_label, dice.typed)]

    def damage(self, mine: int, theirs: Theirs, values: Mapping[str, Any]) -> int:
        raise NotImplementedError

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        return damage_chances(sum_chances(mine, theirs, lambda a, b: min(3, self.damage(a, b, values))))


class DodgeKind(RatingKind):
    """A hazard a Mobility success escapes, else the rating's damage: ``escape`` is the log's line
    of an escape, ``what`` and ``source`` name the damage."""

    escape = ""
    what = ""
    source = ""
    # whether a failed escape that does no damage counts as a success (nobody was hurt)
    unhurt_succeeds = True

    def dodging(self, values: Mapping[str, Any]) -> bool:
        """Whether the character rolls Mobility to escape at all."""
        return True

    def hit_damage(self, theirs: Theirs, values: Mapping[str, Any]) -> int:
        return theirs[0]

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool | None:
        return roller_pool(roller, values) if self.dodging(values) else None

    def damage(self, mine: int, theirs: Theirs, values: Mapping[str, Any]) -> int:
        return 0 if self.dodging(values) and mine > 0 else self.hit_damage(theirs, values)

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        if self.dodging(values) and successes(roll):
            return Verdict(LogLine(self.escape), True)
        damage = self.hit_damage(theirs, values)
        return Verdict(damage_line(damage, self.what), self.unhurt_succeeds and not damage, offer(damage, self.source))


class BlastKind(DodgeKind):
    key = "blast"
    label = QT_TRANSLATE_NOOP("rules", "Caught in an explosion (Blast Power)")
    help = QT_TRANSLATE_NOOP(
        "rules", "Each success of the Blast Power is one damage to all at Short range; a successful Mobility roll "
        "negates it.  Faces: Mobility, then the Blast Power."
    )
    rating_key, pool_kind = "blast_power", "blast"
    rating_label = QT_TRANSLATE_NOOP("rules", "Blast Power")
    escape = QT_TRANSLATE_NOOP("rules", "Escapes the blast (Mobility)")
    what, source = QT_TRANSLATE_NOOP("rules", "Explosion"), "explosion"

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (
            rating_field("blast_power", self.rating_label, 6),
            FieldSpec("dodge", QT_TRANSLATE_NOOP("rules", "Roll Mobility to escape it"), "bool", True),
        ) + dodge_fields()

    def dodging(self, values: Mapping[str, Any]) -> bool:
        return bool(values["dodge"])


class ExplosiveKind(RatingKind):
    key = "explosive"
    label = QT_TRANSLATE_NOOP("rules", "Explosive weapon (Ranged Combat)")
    help = QT_TRANSLATE_NOOP(
        "rules", "A hit: the Blast Power's successes plus the extra successes to everyone at Short range of the "
        "impact; a miss hurts nobody; a mess-up catches the thrower too.  Faces: the attack, then the Blast Power."
    )
    opposed = True
    rating_key, pool_kind = "blast_power", "blast"
    rating_label = QT_TRANSLATE_NOOP("rules", "Blast Power")

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (weapon_field(sheet), rating_field("blast_power", self.rating_label, 6)) + pool_fields(
            skill="ranged_combat")

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool:
        return roller_pool(roller, values)

    def damage(self, mine: int, theirs: Theirs, values: Mapping[str, Any]) -> int:
        return theirs[0] + mine - 1 if mine else 0

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        hit = 1 - mine.get(0, Fraction(0))
        dist = sum_chances(mine, theirs, lambda a, b: min(3, self.damage(a, b, values)))
        return [Chance(QT_TRANSLATE_NOOP("rules", "Hit"), hit)] + damage_chances(dist)[1:]

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        damage = self.damage(successes(roll), theirs, values)
        offers = offer(damage, "explosion", "opponent")
        lines: tuple[LogLine, ...] = ()
        if roll is not None and roll.messed_up and theirs[0]:
            offers += offer(theirs[0], "explosion")
            lines = (LogLine(QT_TRANSLATE_NOOP("rules", "Messed up: the thrower is caught too ({damage} damage)."),
                             {"damage": theirs[0]}),)
        if not successes(roll):
            return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "Misses: the targets escape the blast")), False,
                           offers, lines=lines)
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Hits: {damage} damage to everyone at Short range of the impact"),
                       {"damage": damage})
        return Verdict(line, True, offers, lines=lines)


class FireKind(RatingKind):
    key = "fire"
    label = QT_TRANSLATE_NOOP("rules", "Exposed to fire (Intensity)")
    help = QT_TRANSLATE_NOOP("rules", "One damage per success of the Intensity; armor does not help; never pushed.")
    rating_key, pool_kind = "intensity", "fire"
    rating_label = QT_TRANSLATE_NOOP("rules", "Intensity")

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (rating_field("intensity", self.rating_label, 6,
                             QT_TRANSLATE_NOOP("rules", "A typical fire: 4 to 8.")),)

    def damage(self, mine: int, theirs: Theirs, values: Mapping[str, Any]) -> int:
        return theirs[0]

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        return Verdict(damage_line(theirs[0], QT_TRANSLATE_NOOP("rules", "Fire")), not theirs[0],
                       offer(theirs[0], "fire"))


class FireSpreadKind(RatingKind):
    key = "fire_spread"
    label = QT_TRANSLATE_NOOP("rules", "Stop a fire spreading (Survival)")
    help = QT_TRANSLATE_NOOP("rules", "Survival opposed by the fire's Intensity: more successes stop it.")
    rating_key, pool_kind = "intensity", "fire"
    rating_label = QT_TRANSLATE_NOOP("rules", "Intensity")

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (rating_field("intensity", self.rating_label, 6,
                             QT_TRANSLATE_NOOP("rules", "A typical fire: 4 to 8.")),) + pool_fields()[1:]

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool:
        return roller_pool(roller, values, skill="survival")

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        odds = sum_chances(mine, theirs, lambda a, b: fire_contained(a, b[0]))
        return [Chance(QT_TRANSLATE_NOOP("rules", "The fire stops spreading"), odds.get(True, Fraction(0)))]

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        stopped = fire_contained(successes(roll), theirs[0])
        text = (QT_TRANSLATE_NOOP("rules", "The fire stops spreading ({mine} against {theirs})") if stopped
                else QT_TRANSLATE_NOOP("rules", "The fire spreads on ({mine} against {theirs})"))
        return Verdict(LogLine(text, {"mine": successes(roll), "theirs": theirs[0]}), stopped)


class EndureKind(RatingKind):
    """Endure against a poison's Toxicity or a disease's Virulence, with a Medicine roll's help."""

    state_key = ""
    source = ""

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (
            rating_field(self.rating_key, self.rating_label, self.default_rating, self.rating_help),
            FieldSpec("medicine", QT_TRANSLATE_NOOP("rules", "Medicine successes (treatment)"), "int", 0, 0, 20,
                      help=QT_TRANSLATE_NOOP("rules", "Each success of the one treating is added to the Endure roll.")),
        ) + pool_fields()[1:]

    default_rating = 6
    rating_help = ""

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool:
        # the −1 while poisoned or sick comes from the state, as on every roll (the Endure roll included)
        return roller_pool(roller, values, skill="endure")

    def damage(self, mine: int, theirs: Theirs, values: Mapping[str, Any]) -> int:
        treatment: int = values["medicine"]
        return max(0, theirs[0] - mine - treatment)

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        odds = sum_chances(mine, theirs, lambda a, b: min(3, b[0] - a - values["medicine"]) if
                           a + values["medicine"] <= b[0] else -1)
        out = [
            Chance(QT_TRANSLATE_NOOP("rules", "Fights it off"), odds.get(-1, Fraction(0))),
            Chance(QT_TRANSLATE_NOOP("rules", "Affected, no damage"), odds.get(0, Fraction(0))),
        ]
        damage = {k: p for k, p in odds.items() if k > 0}
        for count in (1, 2, 3):
            chance = at_least(damage, count)
            if chance:
                out.append(Chance(QT_TRANSLATE_NOOP("rules", "{count}+ damage"), chance, {"count": count},
                                  "danger" if count == 3 else "info"))
        return out

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        total = successes(roll) + values["medicine"]
        damage = self.damage(successes(roll), theirs, values)
        outcome = "resisted" if total > theirs[0] else ("affected" if total == theirs[0] else "damaged")
        args = {"mine": total, "theirs": theirs[0], "damage": damage}
        if outcome == "resisted":
            return Verdict(LogLine(self.texts[0], args), True, state={self.state_key: False})
        if outcome == "affected":
            return Verdict(LogLine(self.texts[1], args), False, state={self.state_key: True})
        return Verdict(LogLine(self.texts[2], args), False, offer(damage, self.source),
                       state={self.state_key: True})

    texts: tuple[str, str, str] = ("", "", "")


class PoisonKind(EndureKind):
    key = "poison"
    label = QT_TRANSLATE_NOOP("rules", "Poison (Endure against Toxicity)")
    help = QT_TRANSLATE_NOOP("rules", "Every hour until fought off: one damage per success the poison gets more.")
    rating_key, pool_kind, state_key, source = "toxicity", "poison", "poisoned", "poison"
    rating_label = QT_TRANSLATE_NOOP("rules", "Toxicity")
    rating_help = QT_TRANSLATE_NOOP("rules", "Typically 4 to 8.")
    texts = (
        QT_TRANSLATE_NOOP("rules", "Fights the poison off, {mine} against {theirs}"),
        QT_TRANSLATE_NOOP("rules", "Still poisoned, no damage, {mine} against {theirs}"),
        QT_TRANSLATE_NOOP("rules", "The poison does {damage} damage, {mine} against {theirs}"),
    )


class DiseaseKind(EndureKind):
    key = "disease"
    label = QT_TRANSLATE_NOOP("rules", "Disease (sickness roll against Virulence)")
    help = QT_TRANSLATE_NOOP("rules", "Every day until fought off: one damage per success the disease gets more.")
    rating_key, pool_kind, state_key, source = "virulence", "disease", "sick", "disease"
    rating_label = QT_TRANSLATE_NOOP("rules", "Virulence")
    rating_help = QT_TRANSLATE_NOOP("rules", "Typically 4 to 10.")
    default_rating = 7
    texts = (
        QT_TRANSLATE_NOOP("rules", "Fights the disease off, {mine} against {theirs}"),
        QT_TRANSLATE_NOOP("rules", "Infected, no damage, {mine} against {theirs}"),
        QT_TRANSLATE_NOOP("rules", "The disease does {damage} damage, {mine} against {theirs}"),
    )


class FallKind(ExtraKind):
    key = "fall"
    label = QT_TRANSLATE_NOOP("rules", "Fall")
    help = QT_TRANSLATE_NOOP(
        "rules", "Height in meters ÷ 2, rounded down; in a controlled jump each Mobility success takes one off. "
        "Armor does not help."
    )

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (
            FieldSpec("meters", QT_TRANSLATE_NOOP("rules", "Height in meters"), "int", 4, 0, 200),
            FieldSpec("controlled", QT_TRANSLATE_NOOP("rules", "Controlled jump (roll Mobility)"), "bool", False),
        ) + dodge_fields()

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool | None:
        return roller_pool(roller, values) if values["controlled"] else None

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        dist: dict[int, Fraction] = {}
        for k, p in mine.items():
            damage = min(3, fall_damage(values["meters"], k))
            dist[damage] = dist.get(damage, Fraction(0)) + p
        return damage_chances(dist)

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        damage = fall_damage(values["meters"], successes(roll))
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Falls {meters} m: {damage} damage"),
                       {"meters": values["meters"], "damage": damage})
        return Verdict(line, not damage, offer(damage, "fall"))


class TrapKind(DodgeKind):
    key = "trap"
    label = QT_TRANSLATE_NOOP("rules", "Spring a trap (Mobility)")
    help = QT_TRANSLATE_NOOP(
        "rules", "A Mobility success avoids it; else the Attack rating's successes plus the Damage rating.  Faces: "
        "Mobility, then the trap's Attack."
    )
    rating_key, pool_kind = "attack", "trap"
    rating_label = QT_TRANSLATE_NOOP("rules", "Trap's Attack")
    escape = QT_TRANSLATE_NOOP("rules", "Avoids the trap")
    what, source = QT_TRANSLATE_NOOP("rules", "Trap"), "trap"
    unhurt_succeeds = False  # the Mobility roll failed: the trap was sprung, if harmlessly

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (
            rating_field("attack", QT_TRANSLATE_NOOP("rules", "Attack rating"), 3),
            FieldSpec("trap_damage", QT_TRANSLATE_NOOP("rules", "Damage rating"), "int", 1, 0, 10),
        ) + dodge_fields()

    def hit_damage(self, theirs: Theirs, values: Mapping[str, Any]) -> int:
        trap_damage: int = values["trap_damage"]
        return theirs[0] + trap_damage
