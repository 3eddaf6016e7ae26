"""twdu's fighting rolls in the dice dock: the duel, a defenseless target, two against one, moving
between range bands and chases (twdu text, "Duels" and "Brawls").

* Duel: opposed; weapon Damage + (margin − 1) to the loser, equal successes above 0 both hit;
  cover takes one success off a ranged attacker.  The roller's roll may be pushed.
* Defenseless or unaware target: a straight roll; weapon Damage + (successes − 1).  The range
  band picks the skill: Short is Close Combat (with Agility for a ranged weapon), Long Ranged
  Combat with a ranged weapon only, Extreme only with a special weapon.
* Two against one: the lone fighter (the roller) duels the opponent they chose and is a
  defenseless target for the second attacker; all at once.
* Moving and chases: :mod:`app.rules.twdu.chase_kinds`.  The band is kept on the roller
  (``range``) and shown as a badge; the band's fields: :mod:`app.rules.twdu.range_fields`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from app.rules.base import FieldSpec, LogLine, RulesError, Sheet
from app.rules.dice import Dice, RollRecord
from app.rules.rolling import Chance, DamageOffer, Roller, RollResult
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.combat import (
    RANGE_LABELS,
    RANGES,
    DuelResult,
    GangUpResult,
    defenseless_attack,
    duel,
    gang_up,
    shoots_back,
    weapon_attack_skill,
)
from app.rules.twdu.cover import in_cover
from app.rules.twdu.duel_offers import said_offers
from app.rules.twdu.kinds import (
    Distribution,
    ExtraKind,
    TheirOdds,
    Theirs,
    Values,
    Verdict,
    damage_chances,
    distribution,
    product,
    rating,
    successes,
)
from app.rules.twdu.pool import Pool, PoolRoll, help_dice, roll_pool
from app.rules.twdu.range_fields import attack_range_fields
from app.rules.twdu.rollforms import as_rolled, pick_item, pool_fields, roller_pool, weapon_damage, weapon_field
from app.rules.twdu.rounds_spent import spent_round, with_round_spent
from app.rules.twdu.sheet import skill_pool


def pool_data(pool: Pool) -> dict[str, Any]:
    return {"base": pool.base, "stress": pool.stress, "kind": pool.kind, "is_pc": pool.is_pc, "broken": pool.broken}


def pool_of(data: Mapping[str, Any]) -> Pool:
    return Pool(int(data["base"]), int(data["stress"]), str(data["kind"]), bool(data["is_pc"]), bool(data["broken"]))


def roll_opponent(dice: Dice, context: Mapping[str, Any], label: str) -> tuple[int, RollRecord]:
    roll = roll_pool(dice, pool_of(context["opponent"]))
    return roll.successes, roll.record(label, dice.typed)


def sum_chances(mine: Distribution, theirs: Mapping[Theirs, Fraction], judge: Any) -> dict[Any, Fraction]:
    """The chance of each value ``judge(mine, theirs)`` takes."""
    out: dict[Any, Fraction] = {}
    for a, pa in mine.items():
        for b, pb in theirs.items():
            key = judge(a, b)
            out[key] = out.get(key, Fraction(0)) + pa * pb
    return out


def exchange_offers(to_opponent: int, to_roller: int) -> tuple[DamageOffer, ...]:
    """The damage an exchange of blows offers to the opponent's and the roller's damage forms."""
    offers = []
    if to_opponent:
        offers.append(DamageOffer("opponent", to_opponent, {"damage": to_opponent, "source": "attack"}))
    if to_roller:
        offers.append(DamageOffer("roller", to_roller, {"damage": to_roller, "source": "attack"}))
    return tuple(offers)


#: a duel's skill for each range band: Short is Close Combat, beyond it Ranged Combat
SKILL_BY_BAND = tuple(((b,), "close_combat" if b == "short" else "ranged_combat") for b in RANGES)


def shoots_with(sheet: Mapping[str, Any], weapon: FieldSpec) -> tuple[tuple[tuple[str, str | None], bool], ...]:
    """For each band and each weapon the form offers, whether the attack is a ranged one: "Long Range
    means that you need to use Ranged Combat", which a ranged weapon alone does (bare hands or a close
    combat weapon is Close Combat at any band, refused beyond Short when rolled); keyed by the band
    and the weapon's choice."""
    rows = sheet.get("weapons", [])
    ranged = {f"w{i}" for i, row in enumerate(rows) if isinstance(row, Mapping) and row.get("kind") == "ranged"}
    return tuple(((band, str(choice.value)), band != "short" and choice.value in ranged)
                 for band in RANGES for choice in weapon.choices) + tuple(
        ((band, None), band != "short") for band in RANGES)  # no weapon given: the band decides


class OpposedKind(ExtraKind):
    """The roller's own pool against one opponent's, kept in the context (the opponent's form fields
    start with ``opponent_``)."""

    opposed = True

    def context(self, roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> dict[str, Any]:
        assert opponent is not None
        return {"opponent": pool_data(roller_pool(opponent, values, "opponent_"))}

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool:
        return roller_pool(roller, values)

    def opponent_pool(self, values: Mapping[str, Any], opponent: Roller | None) -> Pool | None:
        return roller_pool(opponent, values, "opponent_") if opponent is not None else None

    def theirs(self, values: Mapping[str, Any], context: Mapping[str, Any]) -> dict[Theirs, Fraction]:
        return product(distribution(pool_of(context["opponent"])))

    def roll_theirs(self, dice: Dice, values: Values, context: Values) -> tuple[Theirs, list[RollRecord]]:
        count, record = roll_opponent(dice, context, QT_TRANSLATE_NOOP("rules", "Opponent"))
        return (count,), [record]


#: a duel's outcome told from the roller's side ("a" won)
DUEL_TEXTS = {
    "a": QT_TRANSLATE_NOOP("rules", "Wins the duel, {mine} against {theirs}: {damage} damage"),
    "b": QT_TRANSLATE_NOOP("rules", "Loses the duel, {mine} against {theirs}: takes {taken} damage"),
    "both": QT_TRANSLATE_NOOP("rules", "Both hit, {mine} against {theirs}"),
    "none": QT_TRANSLATE_NOOP("rules", "Nobody hits, {mine} against {theirs}"),
}
#: the same, naming both sides: the headline of a duel judged again after the defender's push, which
#: the defender's log line tells from his side ("Walker loses the duel to Ben Okafor, 2 against 3")
NAMED_DUEL_TEXTS = {
    "a": QT_TRANSLATE_NOOP("rules", "{name} wins the duel against {other}, {mine} against {theirs}: {damage} damage"),
    "b": QT_TRANSLATE_NOOP("rules", "{name} loses the duel to {other}, {mine} against {theirs}: takes {taken} damage"),
    "both": QT_TRANSLATE_NOOP("rules", "{name} and {other} both hit, {mine} against {theirs}"),
    "none": QT_TRANSLATE_NOOP("rules", "Neither {name} nor {other} hits, {mine} against {theirs}"),
}
#: the outcome as the other side tells it
SIDES = {"a": "b", "b": "a", "both": "both", "none": "none"}
#: a duel's opponent who cannot answer at the band: the roll is a straight one (Brawls: "someone shoots at
#: a person who does not shoot back (resolved as a straight roll)")
NO_SHOT_BACK = QT_TRANSLATE_NOOP("rules", "{name} cannot shoot back at {band} range: a straight roll")
STRAIGHT_HIT = QT_TRANSLATE_NOOP("rules", "Straight roll, no shot back: {damage} damage")
STRAIGHT_MISS = QT_TRANSLATE_NOOP("rules", "Straight roll, no shot back: a miss")


def answers(values: Mapping[str, Any], opponent: Roller) -> bool:
    """Whether the duel's ``opponent`` shoots back at the band of the form's ``values``."""
    return shoots_back(str(values.get("band", "short")), opponent.sheet.get("weapons"),
                       bool(values.get("opponent_firearm", False)))


class DuelKind(OpposedKind):
    key = "duel"
    label = QT_TRANSLATE_NOOP("rules", "Duel")
    help = QT_TRANSLATE_NOOP("rules", "Opposed roll: the one with more successes hits.")

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        # the range band sets the skill and whether cover counts (Short: Close Combat; beyond: Ranged
        # Combat), as the text says; the GM may pick otherwise
        # and the weapon: a close combat weapon's skill is Close Combat at any band
        skill, *rest = pool_fields(skill="close_combat")
        weapon = weapon_field(sheet)
        shoots = shoots_with(sheet, weapon)
        return (weapon, *attack_range_fields(sheet),
                replace(skill, follows=("band", "item"), presets=tuple(
                    (key, "ranged_combat" if ranged else "close_combat") for key, ranged in shoots)), *rest) + (
            FieldSpec("ranged", QT_TRANSLATE_NOOP("rules", "Ranged attacks (cover counts)"), "bool", False,
                      follows=("band", "item"), presets=shoots),
            FieldSpec("in_cover", QT_TRANSLATE_NOOP("rules", "In cover"), "bool", False),
        )

    def opponent_fields(self) -> tuple[FieldSpec, ...]:
        # the opponent's skill follows the band of the roller's form too
        skill, *rest = pool_fields("opponent_", "close_combat")
        return (replace(skill, follows=("band",), presets=SKILL_BY_BAND), *rest) + (
            FieldSpec(
                "opponent_firearm",
                QT_TRANSLATE_NOOP("rules", "Opponent fires a ranged weapon"),
                "bool",
                False,
                help=QT_TRANSLATE_NOOP(
                    "rules", "At Short range a shot is a Close Combat roll with Agility instead of Strength. Beyond "
                             "it the opponent shoots back only with a gun that reaches (his sheet's, or this one, to "
                             "Long range); else a straight roll."
                ),
            ),
            FieldSpec("opponent_damage", QT_TRANSLATE_NOOP("rules", "Opponent's weapon damage"), "int", 1, 0, 5),
            FieldSpec("opponent_in_cover", QT_TRANSLATE_NOOP("rules", "Opponent in cover"), "bool", False),
        )

    def context(self, roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> dict[str, Any]:
        assert opponent is not None
        # the roller's weapon must reach the band (its Range on the sheet), refused before the roll
        weapon_attack_skill(values["band"], pick_item(roller.sheet, values["item"]))
        # "engaging with a target at Short Range will always be a Close Combat roll, even if you're
        # attacking with a ranged weapon": a Ranged Combat roll at Short range is refused
        if values["band"] == "short" and "ranged_combat" in (values["skill"], values.get("opponent_skill")):
            raise RulesError(QT_TRANSLATE_NOOP(
                "rules", "At Short range every attack is a Close Combat roll, even with a ranged weapon."))
        return {
            **super().context(roller, values, opponent),
            # at Long or Extreme range one who cannot shoot back does not roll: a straight roll
            "straight": not answers(values, opponent),
            "damage": weapon_damage(roller, values),
            "a_cover": bool(values["in_cover"] or in_cover(roller.state)),
            "b_cover": bool(values["opponent_in_cover"] or in_cover(opponent.state)),
            "opponent_name": opponent.name,  # the push of his side is offered by his name
            "roller_name": roller.name,  # and the duel judged after it names both sides
        }

    def resolve(self, roller: Roller, values: Mapping[str, Any], dice: Dice, opponent: Roller | None) -> RollResult:
        """A duel fired with a firearm spends one round of the roller's weapon, as the Shot roll does
        (Deadwatch's count, not the text's: it counts no rounds); refused with none left, before a die."""
        result = super().resolve(roller, values, dice, opponent)  # what the band refuses, said first
        item = str(values.get("item", ""))  # (a gun whose sheet keeps no count of rounds spends none)
        return with_round_spent(result, roller, spent_round(roller.sheet, roller.state, item, counted_only=True))

    def opponent_pool(self, values: Mapping[str, Any], opponent: Roller | None) -> Pool | None:
        if opponent is None or values.get("band") not in RANGES or not answers(values, opponent):
            return None  # a straight roll: the opponent rolls nothing
        return super().opponent_pool(values, opponent)

    def opponent_note(self, values: Mapping[str, Any], opponent: Roller) -> LogLine | None:
        """Why the opponent rolls nothing: he cannot shoot back at the band."""
        band = values.get("band")
        if band not in RANGES or answers(values, opponent):
            return None
        return LogLine(NO_SHOT_BACK, {"name": opponent.name, "band": {"t": RANGE_LABELS[str(band)]}})

    def theirs(self, values: Mapping[str, Any], context: Mapping[str, Any]) -> dict[Theirs, Fraction]:
        if context.get("straight"):
            return {(0,): Fraction(1)}
        return super().theirs(values, context)

    def roll_their_pool(self, dice: Dice, values: Values, context: Values
                        ) -> tuple[Theirs, list[RollRecord], PoolRoll | None]:
        """The defender rolls too ("Duels and pushing"): his roll is kept for his push; one who
        cannot shoot back rolls nothing."""
        if context.get("straight"):
            return (0,), [], None
        roll = roll_pool(dice, pool_of(context["opponent"]))
        return (roll.successes,), [roll.record(QT_TRANSLATE_NOOP("rules", "Opponent"), dice.typed)], roll

    def their_push_offered(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values) -> bool:
        """A player character who did not win the duel may push his side of it."""
        return self._duel(successes(roll), theirs[0], values, context).winner != "b"

    def their_chances(self, mine: int, theirs: Distribution, values: Values, context: Values) -> list[Chance]:
        """The duel's four outcomes told from the defender's side (his push: "Win the duel" is his win),
        the roller's ``mine`` successes standing."""
        odds = sum_chances({mine: Fraction(1)}, {(k,): p for k, p in theirs.items()},
                           lambda a, b: SIDES[self._duel(a, b[0], values, context).winner])
        return [
            Chance(QT_TRANSLATE_NOOP("rules", "Win the duel"), odds.get("a", Fraction(0))),
            Chance(QT_TRANSLATE_NOOP("rules", "Both hit"), odds.get("both", Fraction(0))),
            Chance(QT_TRANSLATE_NOOP("rules", "Lose the duel"), odds.get("b", Fraction(0)), severity="danger"),
            Chance(QT_TRANSLATE_NOOP("rules", "Nobody hits"), odds.get("none", Fraction(0))),
        ]

    def their_verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values) -> Verdict:
        """The duel judged again after the defender's push, said in the log from his side ("Ben: Push
        the roll — … Wins the duel, 2 against 1: 1 damage") and in the headline from the roller's,
        naming both sides, the log's line being another's ("Walker loses the duel to Ben, 1 against 2:
        takes 1 damage" under the walker's roll); the damage offered as the first roll's (the walker's, Ben's)."""
        exchange = self._duel(successes(roll), theirs[0], values, context)
        line = LogLine(DUEL_TEXTS[SIDES[exchange.winner]],
                       {"mine": exchange.successes_b, "theirs": exchange.successes_a,
                        "damage": exchange.damage_to_a, "taken": exchange.damage_to_b})
        named = context.get("roller_name"), context.get("opponent_name")
        both = all(isinstance(n, str) and n for n in named)  # (a duel rolled before: its sides unnamed)
        headline = LogLine(NAMED_DUEL_TEXTS[exchange.winner] if both else DUEL_TEXTS[exchange.winner],
                           {"mine": exchange.successes_a, "theirs": exchange.successes_b,
                            "damage": exchange.damage_to_b, "taken": exchange.damage_to_a,
                            **({"name": named[0], "other": named[1]} if both else {})})
        offers = said_offers(exchange.damage_to_b, exchange.damage_to_a, int(context["damage"]),
                             int(values["opponent_damage"]), exchange.winner == "both")
        return Verdict(line, exchange.winner in ("b", "both"), offers, headline=headline)

    def _duel(self, a: int, b: int, values: Mapping[str, Any], context: Mapping[str, Any]) -> DuelResult:
        return duel(a, b, int(context["damage"]), values["opponent_damage"], ranged=values["ranged"],
                    a_in_cover=bool(context["a_cover"]), b_in_cover=bool(context["b_cover"]))

    def _straight(self, mine: int, values: Values, context: Values) -> int:
        """The damage of a straight roll at one who does not shoot back: weapon Damage + (successes − 1)."""
        return defenseless_attack(mine, int(context["damage"]), ranged=bool(values["ranged"]),
                                  target_in_cover=bool(context["b_cover"]))

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        if context.get("straight"):
            dist: dict[int, Fraction] = {}
            for k, p in mine.items():
                damage = self._straight(k, values, context)
                dist[damage] = dist.get(damage, Fraction(0)) + p
            return [Chance(QT_TRANSLATE_NOOP("rules", "Hit"), 1 - dist.get(0, Fraction(0)))] + damage_chances(dist)[1:]
        odds = sum_chances(mine, theirs, lambda a, b: self._duel(a, b[0], values, context).winner)
        return [
            Chance(QT_TRANSLATE_NOOP("rules", "Win the duel"), odds.get("a", Fraction(0))),
            Chance(QT_TRANSLATE_NOOP("rules", "Both hit"), odds.get("both", Fraction(0))),
            Chance(QT_TRANSLATE_NOOP("rules", "Lose the duel"), odds.get("b", Fraction(0)), severity="danger"),
            # "If both fail the roll, neither of you deal damage": the fourth outcome (the four add up to 1)
            Chance(QT_TRANSLATE_NOOP("rules", "Nobody hits"), odds.get("none", Fraction(0))),
        ]

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        if context.get("straight"):
            damage = self._straight(successes(roll), values, context)
            if not damage:
                return Verdict(LogLine(STRAIGHT_MISS), False)
            return Verdict(LogLine(STRAIGHT_HIT, {"damage": damage}), True,
                           said_offers(damage, 0, int(context["damage"]), 0))
        exchange = self._duel(successes(roll), theirs[0], values, context)
        line = LogLine(DUEL_TEXTS[exchange.winner], {"mine": exchange.successes_a, "theirs": exchange.successes_b,
                                                "damage": exchange.damage_to_b, "taken": exchange.damage_to_a})
        offers = said_offers(exchange.damage_to_b, exchange.damage_to_a, int(context["damage"]),
                             int(values["opponent_damage"]), exchange.winner == "both")
        return Verdict(line, exchange.winner in ("a", "both"), offers)


class DefenselessKind(ExtraKind):
    key = "defenseless"
    label = QT_TRANSLATE_NOOP("rules", "Attack a defenseless target")
    help = QT_TRANSLATE_NOOP(
        "rules", "Unaware or unable to defend: a straight roll, weapon damage + one per success beyond the first."
    )
    opposed = True

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (weapon_field(sheet), *attack_range_fields(sheet)) + pool_fields()[1:] + (
            FieldSpec("special", QT_TRANSLATE_NOOP("rules", "Special weapon (reaches Extreme range)"), "bool", False),
            FieldSpec("target_in_cover", QT_TRANSLATE_NOOP("rules", "Target in cover"), "bool", False),
        )

    def context(self, roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> dict[str, Any]:
        assert opponent is not None
        item = pick_item(roller.sheet, values["item"])
        skill = weapon_attack_skill(values["band"], item, values["special"])
        return {"skill": skill.skill, "attribute": skill.attribute, "damage": weapon_damage(roller, values),
                "shot": skill.skill == "ranged_combat",
                "cover": bool(values["target_in_cover"] or in_cover(opponent.state)),
                "gear": int(item.get("bonus", 0)) if item else 0}

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool:
        sheet, state = as_rolled(roller, values)
        return skill_pool(sheet, state, context["skill"], attribute=context["attribute"],
                          gear_bonus=values["gear"] + int(context["gear"]), help_dice=help_dice(values["help"]),
                          modifier=values["modifier"], is_pc=roller.player)

    def _damage(self, mine: int, context: Mapping[str, Any]) -> int:
        return defenseless_attack(mine, int(context["damage"]), ranged=bool(context["shot"]),
                                  target_in_cover=bool(context["cover"]))

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        dist: dict[int, Fraction] = {}
        for k, p in mine.items():
            damage = self._damage(k, context)
            dist[damage] = dist.get(damage, Fraction(0)) + p
        hit = 1 - dist.get(0, Fraction(0))
        return [Chance(QT_TRANSLATE_NOOP("rules", "Hit"), hit)] + damage_chances(dist)[1:]

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        damage = self._damage(successes(roll), context)
        if not damage:
            return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "Misses the defenseless target")), False)
        return Verdict(
            LogLine(QT_TRANSLATE_NOOP("rules", "Hits the defenseless target: {damage} damage"), {"damage": damage}),
            True,
            (DamageOffer("opponent", damage, {"damage": damage, "source": "attack"}),),
        )


class GangUpKind(OpposedKind):
    key = "gang_up"
    label = QT_TRANSLATE_NOOP("rules", "Two against one")
    help = QT_TRANSLATE_NOOP(
        "rules",
        "The roller stands alone: an opposed roll against the chosen opponent, and a defenseless target for "
        "the second attacker; all at once.  Faces: the roller's, the opponent's, the second attacker's.",
    )

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (weapon_field(sheet),) + pool_fields(skill="close_combat")

    def opponent_fields(self) -> tuple[FieldSpec, ...]:
        return pool_fields("opponent_", "close_combat") + (
            FieldSpec("opponent_damage", QT_TRANSLATE_NOOP("rules", "Opponent's weapon damage"), "int", 1, 0, 5),
            FieldSpec("second_dice", QT_TRANSLATE_NOOP("rules", "Second attacker's dice"), "int", 2, 0, 20,
                      help=QT_TRANSLATE_NOOP("rules", "Attribute + skill + gear of the one not chosen.")),
            FieldSpec("second_damage", QT_TRANSLATE_NOOP("rules", "Second attacker's weapon damage"), "int", 1, 0, 5),
        )

    def context(self, roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> dict[str, Any]:
        return {**super().context(roller, values, opponent), "damage": weapon_damage(roller, values)}

    def theirs(self, values: Mapping[str, Any], context: Mapping[str, Any]) -> dict[Theirs, Fraction]:
        return product(distribution(pool_of(context["opponent"])), rating(values["second_dice"]))

    def roll_theirs(self, dice: Dice, values: Values, context: Values) -> tuple[Theirs, list[RollRecord]]:
        chosen, record = roll_opponent(dice, context, QT_TRANSLATE_NOOP("rules", "Opponent"))
        second = roll_pool(dice, Pool(values["second_dice"]))
        return (chosen, second.successes), [record, second.record(QT_TRANSLATE_NOOP("rules", "Second attacker"),
                                                                  dice.typed)]

    def _fight(self, mine: int, theirs: Theirs, values: Values, context: Values) -> GangUpResult:
        return gang_up(mine, int(context["damage"]), theirs[0], values["opponent_damage"],
                       [(theirs[1], values["second_damage"])])

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        odds = sum_chances(mine, theirs, lambda a, b: (
            self._fight(a, b, values, context).damage_to_chosen > 0,
            min(3, self._fight(a, b, values, context).damage_to_lone)))
        hits = sum((p for (hit, _), p in odds.items() if hit), Fraction(0))
        taken = {n: sum((p for (_, t), p in odds.items() if t == n), Fraction(0)) for n in range(4)}
        return [Chance(QT_TRANSLATE_NOOP("rules", "Hit the chosen opponent"), hits)] + damage_chances(taken)

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        fight = self._fight(successes(roll), theirs, values, context)
        line = LogLine(
            QT_TRANSLATE_NOOP("rules", "Alone against two: deals {dealt} damage, takes {taken}"),
            {"dealt": fight.damage_to_chosen, "taken": fight.damage_to_lone},
        )
        offers = exchange_offers(fight.damage_to_chosen, fight.damage_to_lone)
        return Verdict(line, fight.damage_to_chosen > 0, offers)

