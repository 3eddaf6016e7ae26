"""The Walking Dead Universe rolls for the dice dock: skill pools with stress dice, pushes, duels.

* Skill roll: :func:`~app.rules.twdu.sheet.skill_pool` (attribute + skill + gear + help +
  modifier − injuries; stress dice from the state; Broken fails).  The odds are
  :func:`~app.rules.twdu.pool.success_distribution` of the whole pool and
  :func:`~app.rules.twdu.pool.messup_probability` of its stress dice.
* Push (:func:`~app.rules.twdu.pool.push_roll`): once, a player character's roll, not after a
  mess-up; the character takes :func:`~app.rules.twdu.pool.push_stress` stress.
* A walker on a stress die messes the roll up: the dock says so loudly, with the ways the
  threat may rise (:data:`~app.rules.twdu.dead.RISE_ALTERNATIVES`).
* Duel (:func:`~app.rules.twdu.combat.duel`): both pools rolled, the roller's first; the damage
  each side takes is offered to the characters' damage forms.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import FieldSpec, LogLine, RulesError
from app.rules.dice import Dice, Face
from app.rules.rolling import (
    Chance,
    DamageOffer,
    FollowUp,
    Roller,
    RollKind,
    RollResult,
    clean_inputs,
    find_kind,
    need_opponent,
)
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.combat import duel, short_range_attribute
from app.rules.twdu.cover import in_cover, leave_cover, take_cover
from app.rules.twdu.dead import RISE_ALTERNATIVES
from app.rules.twdu.pool import (
    Pool,
    PoolRoll,
    help_dice,
    messup_probability,
    push_roll,
    push_stress,
    roll_pool,
    success_distribution,
)
from app.rules.twdu.rollforms import item_choices as _item_choices
from app.rules.twdu.rollforms import pick_item as _item
from app.rules.twdu.rollforms import pool_fields as _pool_fields
from app.rules.twdu.sheet import skill_pool

SKILL = "skill"
DUEL = "duel"
COVER = "cover"
MAX_STRESS = 10
#: damage of bare hands: the text fights "with guns, knives, or your bare hands" but gives bare
#: hands no Damage rating; Deadwatch counts 1, the lowest a weapon has
UNARMED_DAMAGE = 1


class TwduRolls:
    """The roll declarations of :class:`~app.rules.twdu.ruleset.TwduRuleset` (mixed into it)."""

    def roll_kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        weapons = _item_choices(sheet, True)
        skill_fields = (
            FieldSpec(
                "item",
                QT_TRANSLATE_NOOP("rules", "Gear used"),
                "choice",
                "",
                choices=_item_choices(sheet, False),
                help=QT_TRANSLATE_NOOP("rules", "Its gear bonus adds base dice."),
            ),
        ) + _pool_fields()
        duel_fields = (
            (
                FieldSpec(
                    "item",
                    QT_TRANSLATE_NOOP("rules", "Weapon"),
                    "choice",
                    weapons[1].value if len(weapons) > 1 else "",
                    choices=weapons,
                    help=QT_TRANSLATE_NOOP("rules", "Its gear bonus adds base dice; its damage is dealt on a win."),
                ),
            )
            + _pool_fields(skill="close_combat")
            + (
                FieldSpec("ranged", QT_TRANSLATE_NOOP("rules", "Ranged attacks (cover counts)"), "bool", False),
                FieldSpec("in_cover", QT_TRANSLATE_NOOP("rules", "In cover"), "bool", False),
            )
        )
        opponent_fields = _pool_fields("opponent_", "close_combat") + (
            FieldSpec(
                "opponent_firearm",
                QT_TRANSLATE_NOOP("rules", "Opponent fires a ranged weapon"),
                "bool",
                False,
                help=QT_TRANSLATE_NOOP(
                    "rules", "At Short range a shot is a Close Combat roll with Agility instead of Strength."
                ),
            ),
            FieldSpec("opponent_damage", QT_TRANSLATE_NOOP("rules", "Opponent's weapon damage"), "int", 1, 0, 5),
            FieldSpec("opponent_in_cover", QT_TRANSLATE_NOOP("rules", "Opponent in cover"), "bool", False),
        )
        return [
            RollKind(
                SKILL,
                QT_TRANSLATE_NOOP("rules", "Skill roll"),
                skill_fields,
                help=QT_TRANSLATE_NOOP("rules", "Base dice and stress dice; every 6 is a success."),
            ),
            RollKind(
                DUEL,
                QT_TRANSLATE_NOOP("rules", "Duel"),
                duel_fields,
                True,
                opponent_fields,
                help=QT_TRANSLATE_NOOP("rules", "Opposed roll: the one with more successes hits."),
            ),
            RollKind(
                COVER,
                QT_TRANSLATE_NOOP("rules", "Take cover (Mobility)"),
                _pool_fields()[1:]
                + (FieldSpec("leave", QT_TRANSLATE_NOOP("rules", "Leave cover (no roll)"), "bool", False),),
                help=QT_TRANSLATE_NOOP(
                    "rules", "A success: in cover at once. A failure: in cover when the round has ended."
                ),
            ),
        ]

    # ---- pools -----------------------------------------------------------------------------
    @staticmethod
    def _pool(roller: Roller, values: Mapping[str, Any], prefix: str = "") -> Pool:
        item = None if prefix else _item(roller.sheet, values.get("item", ""))
        skill = values.get(prefix + "skill", "mobility")  # taking cover is a Mobility roll
        if prefix:
            firearm = bool(values.get(prefix + "firearm", False))
        else:
            firearm = item is not None and values.get("item", "")[:1] == "w" and item.get("kind") == "ranged"
        return skill_pool(
            roller.sheet,
            roller.state,
            skill,
            attribute=short_range_attribute(skill, firearm),
            gear_bonus=values[prefix + "gear"] + (int(item.get("bonus", 0)) if item else 0),
            help_dice=help_dice(values[prefix + "help"]),
            modifier=values[prefix + "modifier"],
            is_pc=roller.player,
        )

    @staticmethod
    def _damage(roller: Roller, values: Mapping[str, Any]) -> int:
        item = _item(roller.sheet, values["item"])
        return int(item.get("damage", UNARMED_DAMAGE)) if item else UNARMED_DAMAGE

    @staticmethod
    def _successes(pool: Pool) -> dict[int, Fraction]:
        if pool.broken and pool.kind == "skill":
            return {0: Fraction(1)}
        return success_distribution(pool.base + pool.stress)

    def roll_odds(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> list[Chance]:
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        opponent = need_opponent(spec, opponent)
        values = clean_inputs(spec.fields + spec.opponent_fields, inputs)
        pool = self._pool(roller, values)
        mine = self._successes(pool)
        # a Broken character's skill roll rolls no dice at all: no stress die, no walker
        stress_dice = 0 if pool.broken and pool.kind == "skill" else pool.stress
        messup = Chance(QT_TRANSLATE_NOOP("rules", "Mess-up"), messup_probability(stress_dice), severity="danger")
        if kind == COVER:
            if values["leave"]:
                return []
            return [Chance(QT_TRANSLATE_NOOP("rules", "In cover at once"), 1 - mine.get(0, Fraction(0))), messup]
        if kind == SKILL:
            out = [Chance(QT_TRANSLATE_NOOP("rules", "Success"), 1 - mine.get(0, Fraction(0)))]
            two = sum((p for k, p in mine.items() if k >= 2), Fraction(0))
            if two:
                out.append(Chance(QT_TRANSLATE_NOOP("rules", "{count}+ successes"), two, {"count": 2}))
            return out + [messup]
        assert opponent is not None
        theirs = self._successes(self._pool(opponent, values, "opponent_"))
        win = both = lose = Fraction(0)
        for a, pa in mine.items():
            for b, pb in theirs.items():
                result = duel(
                    a,
                    b,
                    self._damage(roller, values),
                    values["opponent_damage"],
                    ranged=values["ranged"],
                    a_in_cover=values["in_cover"] or in_cover(roller.state),
                    b_in_cover=values["opponent_in_cover"] or in_cover(opponent.state),
                )
                if result.winner == "a":
                    win += pa * pb
                elif result.winner == "b":
                    lose += pa * pb
                elif result.winner == "both":
                    both += pa * pb
        return [
            Chance(QT_TRANSLATE_NOOP("rules", "Win the duel"), win),
            Chance(QT_TRANSLATE_NOOP("rules", "Both hit"), both),
            Chance(QT_TRANSLATE_NOOP("rules", "Lose the duel"), lose, severity="danger"),
            messup,
        ]

    # ---- rolling -----------------------------------------------------------------------------
    @staticmethod
    def _memo(roll: PoolRoll) -> dict[str, Any]:
        pool = roll.pool
        return {
            "pool": {
                "base": pool.base,
                "stress": pool.stress,
                "kind": pool.kind,
                "is_pc": pool.is_pc,
                "broken": pool.broken,
            },
            "base": list(roll.base_faces),
            "stress": list(roll.stress_faces),
            "faces": [[f.sides, f.value] for f in roll.faces],
            "pushed": roll.pushed,
            "automatic_failure": roll.automatic_failure,
        }

    @staticmethod
    def _from_memo(memo: Mapping[str, Any]) -> PoolRoll:
        try:
            p = memo["pool"]
            pool = Pool(int(p["base"]), int(p["stress"]), str(p["kind"]), bool(p["is_pc"]), bool(p["broken"]))
            return PoolRoll(
                pool,
                tuple(int(v) for v in memo["base"]),
                tuple(int(v) for v in memo["stress"]),
                tuple(Face(int(s), int(v)) for s, v in memo["faces"]),
                bool(memo["pushed"]),
                bool(memo["automatic_failure"]),
            )
        except (KeyError, TypeError, ValueError):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more.")) from None

    @staticmethod
    def _line(roll: PoolRoll) -> LogLine:
        if roll.automatic_failure:
            return LogLine(QT_TRANSLATE_NOOP("rules", "Broken: the roll fails"))
        if roll.successes == 0:
            return LogLine(QT_TRANSLATE_NOOP("rules", "Failure, no 6"))
        if roll.successes == 1:
            return LogLine(QT_TRANSLATE_NOOP("rules", "Success: 1 six"))
        return LogLine(QT_TRANSLATE_NOOP("rules", "Success: {count} sixes"), {"count": roll.successes})

    @staticmethod
    def _alarm(roll: PoolRoll) -> tuple[LogLine, ...]:
        if not roll.messed_up:
            return ()
        head = LogLine(
            QT_TRANSLATE_NOOP("rules", "MESSED UP: {count} walker(s) on the stress dice"), {"count": roll.walkers}
        )
        choose = LogLine(QT_TRANSLATE_NOOP("rules", "The threat rises; the GM picks one:"))
        return (head, choose) + tuple(LogLine(text) for text in RISE_ALTERNATIVES.values())

    def _result(self, roll: PoolRoll, label: str, typed: bool) -> RollResult:
        follow = ()
        if roll.can_push:
            follow = (
                FollowUp(
                    "push",
                    QT_TRANSLATE_NOOP("rules", "Push the roll"),
                    0,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "Take one stress, add a stress die and reroll every die that is neither a 6 nor a walker.",
                    ),
                ),
            )
        return RollResult(
            self._line(roll),
            [roll.record(label, typed)],
            roll.succeeded,
            follow_ups=follow,
            memo=self._memo(roll),
            alarm=self._alarm(roll),
        )

    def resolve_roll(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], dice: Dice, opponent: Roller | None = None
    ) -> RollResult:
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        opponent = need_opponent(spec, opponent)
        values = clean_inputs(spec.fields + spec.opponent_fields, inputs)
        if kind == COVER and values["leave"]:
            return RollResult(LogLine(QT_TRANSLATE_NOOP("rules", "Leaves cover")), [], None,
                              state=leave_cover(roller.state))
        roll = roll_pool(dice, self._pool(roller, values))
        if kind == COVER:
            result = self._result(roll, spec.label, dice.typed)
            result.state, line = take_cover(roller.state, roll.succeeded)
            result.lines = [line]
            result.memo["cover"] = True
            return result
        if kind == SKILL:
            return self._result(roll, spec.label, dice.typed)
        assert opponent is not None
        other = roll_pool(dice, self._pool(opponent, values, "opponent_"))
        exchange = duel(
            roll.successes,
            other.successes,
            self._damage(roller, values),
            values["opponent_damage"],
            ranged=values["ranged"],
            a_in_cover=values["in_cover"] or in_cover(roller.state),
            b_in_cover=values["opponent_in_cover"] or in_cover(opponent.state),
        )
        texts = {
            "a": QT_TRANSLATE_NOOP("rules", "Wins the duel, {mine} against {theirs}: {damage} damage"),
            "b": QT_TRANSLATE_NOOP("rules", "Loses the duel, {mine} against {theirs}: takes {taken} damage"),
            "both": QT_TRANSLATE_NOOP("rules", "Both hit, {mine} against {theirs}"),
            "none": QT_TRANSLATE_NOOP("rules", "Nobody hits, {mine} against {theirs}"),
        }
        line = LogLine(
            texts[exchange.winner],
            {
                "mine": exchange.successes_a,
                "theirs": exchange.successes_b,
                "damage": exchange.damage_to_b,
                "taken": exchange.damage_to_a,
            },
        )
        offers = []
        if exchange.damage_to_b:
            offers.append(
                DamageOffer("opponent", exchange.damage_to_b, {"damage": exchange.damage_to_b, "source": "attack"})
            )
        if exchange.damage_to_a:
            offers.append(
                DamageOffer("roller", exchange.damage_to_a, {"damage": exchange.damage_to_a, "source": "attack"})
            )
        records = [
            roll.record(spec.label, dice.typed),
            other.record(QT_TRANSLATE_NOOP("rules", "Opponent"), dice.typed),
        ]
        return RollResult(
            line, records, exchange.winner in ("a", "both"), damage=tuple(offers), alarm=self._alarm(roll)
        )

    def follow_up_roll(
        self, action: str, memo: Mapping[str, Any], roller: Roller, dice: Dice, points: int = 0
    ) -> RollResult:
        if action != "push":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
        before = self._from_memo(memo)
        start = len(before.faces)
        pushed = push_roll(dice, before)
        state = dict(roller.state)
        state["stress"] = min(MAX_STRESS, int(state.get("stress", 0)) + push_stress())
        result = self._result(pushed, QT_TRANSLATE_NOOP("rules", "Push"), dice.typed)
        result.records[0].faces = list(pushed.faces[start:])
        covered = bool(memo.get("cover")) and pushed.succeeded  # a pushed roll to take cover now succeeds
        if covered:
            state, cover_line = take_cover(state, True)
        result.state = state
        result.lines = [
            LogLine(
                QT_TRANSLATE_NOOP("rules", "Stress {before} → {after}."),
                {"before": int(roller.state.get("stress", 0)), "after": state["stress"]},
            )
        ]
        if covered:
            result.lines.append(cover_line)
        return result
