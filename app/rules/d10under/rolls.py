"""Roll-under d10 rolls for the dice dock: attribute tests, shots and melee exchanges.

* Test: d10 at or under attribute + modifier (:func:`~app.rules.d10under.checks.roll_test`,
  odds :func:`~app.rules.d10under.checks.test_probability`).
* Shot: a Perception test with the rules of the 10 and of the 1
  (:func:`~app.rules.d10under.shooting.roll_shot`, odds :func:`~app.rules.d10under.shooting.shot_distribution`).
  A shot (or a turn's volley) spends its rounds from the weapon's magazine, refused when too few
  are loaded; the roll's new state is the ammunition spent, in the same log line.
* Melee: one fighter against one or several like the opponent, each rolling one d10 per attack,
  highest die wins, ties to the higher Agility, rolled again at equal Agility
  (:func:`~app.rules.d10under.melee.melee_exchange`, odds
  :func:`~app.rules.d10under.group_melee.exchange_win_probability`).  The winner's full damage is
  offered to the loser's damage form (once for a lone winner; once for each opponent that hits).
  An opponent fights with its first melee weapon, if any.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, RulesError
from app.rules.d10under.ammo import Weapon
from app.rules.d10under.attributes import ATTRIBUTE_LABELS, ATTRIBUTES
from app.rules.d10under.checks import roll_test, target_number, test_probability
from app.rules.d10under.gear import fighter
from app.rules.d10under.group_melee import exchange_win_probability
from app.rules.d10under.melee import Fighter, exchange_reason, melee_exchange, rerolls_line
from app.rules.d10under.shooting import OUTCOME_LABELS, roll_shot, shot_damage, shot_distribution, shot_offer
from app.rules.d10under.volley import fire_volley, spent, volley_odds
from app.rules.dice import Dice
from app.rules.features.rolls import RollRules
from app.rules.rolling import (
    Chance,
    DamageOffer,
    Roller,
    RollKind,
    RollResult,
    clean_inputs,
    find_kind,
    need_opponent,
)
from app.rules.text import QT_TRANSLATE_NOOP

TEST = "test"
SHOT = "shot"
MELEE = "melee"


def _modifier() -> FieldSpec:
    return FieldSpec(
        "modifier",
        QT_TRANSLATE_NOOP("rules", "Modifier"),
        "int",
        0,
        -20,
        20,
        help=QT_TRANSLATE_NOOP("rules", "Added to the attribute: range, light, cover, the situation."),
    )

#: a shot without a firearm: refused before anything is rolled
NO_FIREARM = QT_TRANSLATE_NOOP("rules", "No firearm: this character carries no weapon to shoot with; a melee "
                                        "exchange needs none.")
NO_GUN_PICKED = QT_TRANSLATE_NOOP("rules", "No firearm picked: a shot needs one; pick it under Weapon.")


#: the pieces of a roll's target number, as the dice dock shows them under the odds (:meth:`roll_factors`)
NAMED_VALUE = QT_TRANSLATE_NOOP("rules", "{what} {value}")
MODIFIER_UP = QT_TRANSLATE_NOOP("rules", "+ {value} (modifier)")
MODIFIER_DOWN = QT_TRANSLATE_NOOP("rules", "− {value} (modifier)")
PASSES_ON = QT_TRANSLATE_NOOP("rules", "= passed on a d10 of {target} or less")
NOTHING_PASSES = QT_TRANSLATE_NOOP("rules", "= {target}: no d10 passes")
EVERY_PASSES = QT_TRANSLATE_NOOP("rules", "= {target}: every d10 passes")
HITS_ON = QT_TRANSLATE_NOOP("rules", "= a d10 of {target} or less hits;")
NOTHING_HITS = QT_TRANSLATE_NOOP("rules", "= no d10 hits;")
TEN_AND_ONE = QT_TRANSLATE_NOOP("rules", "a 10 always misses, a 1 is a critical hit")
TEN_MISSES = QT_TRANSLATE_NOOP("rules", "a 10 always misses")
#: Perception 10: a 10 is rolled once more (:func:`~app.rules.d10under.shooting.shot_distribution`)
TEN_AGAIN_AND_ONE = QT_TRANSLATE_NOOP("rules", "a 10 is rolled once more, a 1 is a critical hit")
TEN_AGAIN = QT_TRANSLATE_NOOP("rules", "a 10 is rolled once more")
#: a shooter who needs a 1 to hit: «эта 1 не считается критическим выстрелом - тогда персонаж должен
#: кинуть куб ещё раз, и если на нём опять 1 - выстрел критический»
TEN_AND_ONE_CONFIRMED = QT_TRANSLATE_NOOP("rules", "a 10 always misses, a 1 hits and is a critical hit only "
                                                   "if a second die confirms it with a 1")
TEN_AGAIN_AND_ONE_CONFIRMED = QT_TRANSLATE_NOOP("rules", "a 10 is rolled once more, a 1 hits and is a critical "
                                                         "hit only if a second die confirms it with a 1")
SIDE = QT_TRANSLATE_NOOP("rules", "{name}: {dice} × d10, Agility {agility};")
AGAINST_SIDES = QT_TRANSLATE_NOOP("rules", "{count} × {name}: {dice} × d10 each, Agility {agility};")
HIGHEST_WINS = QT_TRANSLATE_NOOP("rules", "the highest die wins, a tie to the higher Agility")


class D10UnderRolls(RollRules):
    """The dice dock's rolls of the roll-under d10 rules: a test, a shot, a melee exchange."""

    @staticmethod
    def _weapons(sheet: Mapping[str, Any], ranged: bool) -> list[Weapon]:
        return [w for w in (Weapon.from_row(r) for r in sheet.get("weapons", [])) if w.ranged == ranged]

    def roll_kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        attributes = tuple(Choice(k, ATTRIBUTE_LABELS[k]) for k in ATTRIBUTES)
        guns = self._weapons(sheet, True)
        blades = self._weapons(sheet, False)
        none = Choice("", QT_TRANSLATE_NOOP("rules", "No weapon"))
        kinds = [
            RollKind(
                TEST,
                QT_TRANSLATE_NOOP("rules", "Attribute test"),
                (
                    FieldSpec(
                        "attribute", QT_TRANSLATE_NOOP("rules", "Attribute"), "choice", "agility", choices=attributes
                    ),
                    _modifier(),
                ),
                help=QT_TRANSLATE_NOOP("rules", "Passed at or under attribute + modifier."),
            ),
            RollKind(
                MELEE,
                QT_TRANSLATE_NOOP("rules", "Melee exchange"),
                (
                    FieldSpec(
                        "weapon",
                        QT_TRANSLATE_NOOP("rules", "Weapon"),
                        "choice",
                        blades[0].name if blades else "",
                        choices=(none,) + tuple(Choice(w.name, w.name, own=True) for w in blades),
                    ),
                    FieldSpec(
                        "opponents",
                        QT_TRANSLATE_NOOP("rules", "Opponents like this one"),
                        "int",
                        1,
                        1,
                        10,
                        help=QT_TRANSLATE_NOOP(
                            "rules",
                            "One exchange against several (the text: one against three zombies): each rolls its own "
                            "dice; winning, you hit one of them; losing, each of them hits you.",
                        ),
                    ),
                ),
                True,
                help=QT_TRANSLATE_NOOP("rules", "One d10 per attack; the highest die wins."),
                turn_action=True,  # «произвести полное количество атак в рукопашной»: the turn's one action
            ),
            RollKind(
                SHOT,
                QT_TRANSLATE_NOOP("rules", "Shot (Perception)"),
                (
                    FieldSpec(
                        "weapon",
                        QT_TRANSLATE_NOOP("rules", "Weapon"),
                        "choice",
                        guns[0].name if guns else "",
                        choices=(none,) + tuple(Choice(w.name, w.name, own=True) for w in guns),
                    ),
                    _modifier(),
                    FieldSpec(
                        "shots", QT_TRANSLATE_NOOP("rules", "Shots this turn"), "int", 1, 1, 10,
                        help=QT_TRANSLATE_NOOP("rules", "As many as the weapon fires in a turn: each is tested, "
                                                        "each spends a round."),
                    ),
                ),
                opposed=True,
                opponent_optional=True,
                help=QT_TRANSLATE_NOOP("rules", "A 10 always misses; a 1 is a critical hit."),
            ),
        ]
        # the shot before the melee exchange for a character with a gun; after it for one without
        return [kinds[0], kinds[2], kinds[1]] if guns else kinds

    def can_make(self, kind: str, sheet: Mapping[str, Any], state: Mapping[str, Any], who: str = "pc") -> bool:
        """A zombie fights in melee (its bite); a shot needs a firearm carried."""
        if who == "zombie":
            return kind == MELEE
        return kind != SHOT or bool(self._weapons(sheet, True))

    def _shot_weapon(self, sheet: Mapping[str, Any], name: str) -> Weapon | None:
        for weapon in self._weapons(sheet, True):
            if weapon.name == name:
                return weapon
        return None

    def _fighters(self, roller: Roller, opponent: Roller, weapon: str, count: int = 1) -> tuple[Fighter, list[Fighter]]:
        """The roller, and ``count`` fighters like the opponent (each its own dice and Agility)."""
        blades = self._weapons(opponent.sheet, False)
        mine = replace(fighter("a", roller.sheet, weapon or None), name=roller.name)
        theirs = fighter("b", opponent.sheet, blades[0].name if blades else None)
        theirs = replace(theirs, name=opponent.name)
        return mine, [replace(theirs, key=f"b{i}") for i in range(1, count + 1)] if count > 1 else [theirs]

    def roll_factors(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> tuple[LogLine, ...]:
        """What the odds are made of, each number named, as the dice dock shows it under them: a test's
        and a shot's target number ("Perception 6 − 2 (modifier) = a d10 of 4 or less hits; a 10
        misses, a 1 is a critical hit"), an exchange's dice and Agility on each side."""
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        values = clean_inputs(spec.fields, inputs)
        if kind in (TEST, SHOT):
            attribute = values["attribute"] if kind == TEST else "perception"
            value = int(roller.sheet[attribute])
            out = [LogLine(NAMED_VALUE, {"what": {"t": ATTRIBUTE_LABELS[attribute]}, "value": value})]
            modifier = int(values["modifier"])
            if modifier:
                out.append(LogLine(MODIFIER_UP if modifier > 0 else MODIFIER_DOWN, {"value": abs(modifier)}))
            target = target_number(value, modifier)
            if kind == TEST:
                said = NOTHING_PASSES if target < 1 else EVERY_PASSES if target >= 10 else PASSES_ON
                out.append(LogLine(said, {"target": target}))
                return tuple(out)
            weapon = self._shot_weapon(roller.sheet, values["weapon"])
            criticals = weapon.criticals if weapon is not None else True
            out.append(LogLine(HITS_ON if 1 <= target else NOTHING_HITS, {"target": min(target, 9)}))
            confirmed = target == 1  # the 1 needed to hit is a critical only when a second 1 confirms it
            if value == 10:
                once_more = TEN_AGAIN_AND_ONE_CONFIRMED if confirmed else TEN_AGAIN_AND_ONE
                out.append(LogLine(once_more if criticals else TEN_AGAIN))
            else:
                always = TEN_AND_ONE_CONFIRMED if confirmed else TEN_AND_ONE
                out.append(LogLine(always if criticals else TEN_MISSES))
            return tuple(out)
        if kind != MELEE or opponent is None:
            return ()
        try:
            mine, theirs = self._fighters(roller, opponent, values["weapon"], values["opponents"])
        except RulesError:
            return ()
        one = theirs[0]
        return (
            LogLine(SIDE, {"name": roller.name, "dice": mine.attacks, "agility": mine.agility}),
            LogLine(SIDE if len(theirs) == 1 else AGAINST_SIDES,
                    {"count": len(theirs), "name": opponent.name, "dice": one.attacks, "agility": one.agility}),
            LogLine(HIGHEST_WINS),
        )

    def roll_odds(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> list[Chance]:
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        opponent = need_opponent(spec, opponent)
        values = clean_inputs(spec.fields, inputs)
        if kind == TEST:
            chance = test_probability(roller.sheet[values["attribute"]], values["modifier"])
            return [Chance(QT_TRANSLATE_NOOP("rules", "Pass"), chance)]
        if kind == SHOT:
            weapon = self._shot_weapon(roller.sheet, values["weapon"])
            if weapon is None:
                raise RulesError(NO_GUN_PICKED if self._weapons(roller.sheet, True) else NO_FIREARM)
            if weapon is not None:
                spent(roller.state, weapon, values["shots"])  # too many shots, or too few rounds: said now
                if values["shots"] > 1:
                    return volley_odds(weapon, roller.sheet["perception"], values["modifier"], values["shots"])
            odds = shot_distribution(
                roller.sheet["perception"], values["modifier"], weapon.criticals if weapon else True
            )
            return [
                Chance(QT_TRANSLATE_NOOP("rules", "Hit"), odds["hit"] + odds["critical"]),
                Chance(QT_TRANSLATE_NOOP("rules", "Critical hit"), odds["critical"]),
            ]
        assert opponent is not None
        mine, theirs = self._fighters(roller, opponent, values["weapon"], values["opponents"])
        win = exchange_win_probability([mine], theirs)
        return [
            Chance(QT_TRANSLATE_NOOP("rules", "Win the exchange"), win),
            Chance(QT_TRANSLATE_NOOP("rules", "Lose the exchange"), 1 - win, severity="danger"),
        ]

    def resolve_roll(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], dice: Dice, opponent: Roller | None = None
    ) -> RollResult:
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        opponent = need_opponent(spec, opponent)
        values = clean_inputs(spec.fields, inputs)
        if kind == TEST:
            test = roll_test(
                dice, roller.sheet[values["attribute"]], values["modifier"], ATTRIBUTE_LABELS[values["attribute"]]
            )
            line = LogLine(
                QT_TRANSLATE_NOOP("rules", "Passed") if test.passed else QT_TRANSLATE_NOOP("rules", "Failed")
            )
            return RollResult(line, [test.record], test.passed)
        if kind == SHOT:
            weapon = self._shot_weapon(roller.sheet, values["weapon"])
            if weapon is None:
                raise RulesError(NO_GUN_PICKED if self._weapons(roller.sheet, True) else NO_FIREARM)
            if weapon is not None and values["shots"] > 1:
                return fire_volley(dice, weapon, roller.sheet["perception"], values["modifier"], values["shots"],
                                   roller.state, opponent.sheet if opponent is not None else None)
            after = spent(roller.state, weapon, 1) if weapon is not None else None
            shot = roll_shot(dice, roller.sheet["perception"], values["modifier"], weapon.criticals if weapon else True)
            offers: tuple[DamageOffer, ...] = ()
            if weapon is None or not shot.hit:  # a miss is a miss: not "Miss: 0 damage before armor"
                line = LogLine(OUTCOME_LABELS[shot.outcome])
            else:
                damage = shot_damage(weapon.damage, shot.outcome)
                text = (  # a critical "ignores the target's protection of any kind": the armor is not still to come
                    QT_TRANSLATE_NOOP("rules", "{outcome}: {damage} damage, armor ignored") if shot.critical
                    else QT_TRANSLATE_NOOP("rules", "{outcome}: {damage} damage before armor")
                )
                line = LogLine(text, {"outcome": {"t": OUTCOME_LABELS[shot.outcome]}, "damage": damage})
                if opponent is not None:  # the hit offered to the target's damage form
                    offers = (shot_offer(damage, shot.critical, opponent.sheet),)
            return RollResult(line, [shot.record], shot.hit, damage=offers, state=after)
        assert opponent is not None
        mine, theirs = self._fighters(roller, opponent, values["weapon"], values["opponents"])
        result = melee_exchange(dice, [mine], theirs)
        won = result.winner == "a"
        hits = [h for h in result.hits if h.damage]
        damage = hits[0].damage if hits else 0
        if won:
            text = QT_TRANSLATE_NOOP("rules", "Wins the exchange ({why}): {damage} damage")
        elif len(hits) > 1:
            text = QT_TRANSLATE_NOOP("rules", "Loses the exchange ({why}): {count} {count|hit|hits} of {damage} damage")
        else:
            text = QT_TRANSLATE_NOOP("rules", "Loses the exchange ({why}): takes {damage} damage")
        # what decided it, each number named: "highest die 9 against 9, a tie: Agility 6 against 2"
        line = LogLine(text, {"why": exchange_reason(result.rounds[-1]), "count": len(hits), "damage": damage})
        again = rerolls_line(result)
        victim = opponent if won else roller
        armors = victim.sheet.get("armor", [])
        offers = tuple(
            DamageOffer("opponent" if won else "roller", h.damage,
                        {"amount": h.damage, "critical": False, "armor": "0" if armors else ""})
            for h in hits
        )
        return RollResult(line, list(result.records), won, lines=[again] if again else [], damage=offers)
