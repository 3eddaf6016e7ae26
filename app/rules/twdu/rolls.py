"""The Walking Dead Universe rolls for the dice dock: skill pools with stress dice, pushes, duels,
and the further kinds of :mod:`app.rules.twdu.kinds` (hazards, attacks, movement, first aid…).

* Skill roll: :func:`~app.rules.twdu.sheet.skill_pool` (attribute + skill + gear + help +
  modifier − injuries; stress dice from the state; Broken fails).  The odds are
  :func:`~app.rules.twdu.pool.success_distribution` of the whole pool and
  :func:`~app.rules.twdu.pool.messup_probability` of its stress dice.
* Push (:func:`~app.rules.twdu.pool.push_roll`): once, a player character's roll, not after a
  mess-up; the character takes :func:`~app.rules.twdu.pool.push_stress` stress.  The push button
  shows the odds after the push.  A pushed duel, hazard or attack is judged again against what the
  other side already rolled.
* A walker on a stress die messes the roll up: the dock says so loudly, with the ways the
  threat may rise (:data:`~app.rules.twdu.dead.RISE_ALTERNATIVES`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from app.rules.base import FieldSpec, LogLine, RulesError, Sheet
from app.rules.dice import Dice
from app.rules.features.rolls import RollRules
from app.rules.field_presets import with_presets
from app.rules.rolling import (
    Chance,
    DiceParts,
    FollowUp,
    Roller,
    RollKind,
    RollResult,
    clean_inputs,
    find_kind,
    need_opponent,
)
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.care_kinds import AmputateKind, DitherKind, FirstAidKind, OverwatchKind
from app.rules.twdu.chase_kinds import ChaseKind, MoveKind
from app.rules.twdu.cover import leave_cover, take_cover
from app.rules.twdu.declared import declared_roll, opponent_side, their_form
from app.rules.twdu.fight_kinds import DefenselessKind, DuelKind, GangUpKind
from app.rules.twdu.hazard_kinds import (
    BlastKind,
    DiseaseKind,
    ExplosiveKind,
    FallKind,
    FireKind,
    FireSpreadKind,
    PoisonKind,
    TrapKind,
)
from app.rules.twdu.kinds import (
    PUSH_HELP,
    PUSH_LABEL,
    PUSH_NAME,
    THEIR_PUSH,
    ExtraKind,
    Registry,
    after_push,
    distribution,
    odds_parts,
    push_chances,
    pushed_dice,
    their_roll_of,
)
from app.rules.twdu.pool import Pool, PoolRoll, messup_probability, push_roll, push_stress, roll_pool
from app.rules.twdu.pool_parts import dice_parts, gear_named
from app.rules.twdu.rollforms import UNARMED_DAMAGE, item_name, roller_pool
from app.rules.twdu.rollforms import item_choices as _item_choices
from app.rules.twdu.rollforms import pool_fields as _pool_fields
from app.rules.twdu.rollmemo import alarm, pool_from_memo, pool_memo
from app.rules.twdu.shot_kind import ShotKind, ranged_weapons
from app.rules.twdu.told_alone import told_alone, told_other

SKILL = "skill"
DUEL = "duel"
COVER = "cover"
MAX_STRESS = 10
#: a push asked of one Broken since the roll (the single attack's harm dealt, a blow taken)
BROKEN_NO_PUSH = QT_TRANSLATE_NOOP("rules", "Broken: one out of the fight cannot push a roll.")
__all__ = ["COVER", "DUEL", "SKILL", "UNARMED_DAMAGE", "TwduRolls"]

#: what a walker makes on its turn: its attack in close combat (:meth:`TwduRolls.can_make`)
ZOMBIE_ATTACKS = (DUEL, DefenselessKind.key)
#: the kinds after the skill roll: the duel, then (after taking cover) the rest, in the dock's order
KINDS = Registry([DuelKind()])
#: the shot F sets up, listed after the duel for a character with a ranged weapon
SHOTS = Registry([ShotKind()])
MORE_KINDS = Registry([
    DefenselessKind(), GangUpKind(), MoveKind(), ChaseKind(), OverwatchKind(), FirstAidKind(), AmputateKind(),
    BlastKind(), ExplosiveKind(), FireKind(), FireSpreadKind(), PoisonKind(), DiseaseKind(), FallKind(), TrapKind(),
    DitherKind(),
])


def _extra(key: str) -> ExtraKind | None:
    return KINDS.get(key) or SHOTS.get(key) or MORE_KINDS.get(key)


def _skill_kind(sheet: Sheet) -> RollKind:
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
    return RollKind(
        SKILL,
        QT_TRANSLATE_NOOP("rules", "Skill roll"),
        skill_fields,
        help=QT_TRANSLATE_NOOP("rules", "Base dice and stress dice; every 6 is a success."),
    )


def _cover_kind() -> RollKind:
    return RollKind(
        COVER,
        QT_TRANSLATE_NOOP("rules", "Take cover (Mobility)"),
        _pool_fields()[1:] + (FieldSpec("leave", QT_TRANSLATE_NOOP("rules", "Leave cover (no roll)"), "bool", False),),
        help=QT_TRANSLATE_NOOP("rules", "A success: in cover at once. A failure: in cover when the round has ended."),
    )


class TwduRolls(RollRules):
    """The dice dock's rolls of The Walking Dead Universe RPG: skill pools, pushes and the further kinds."""

    def roll_kinds(self, sheet: Sheet) -> list[RollKind]:
        return [
            _skill_kind(sheet),
            *(k.spec(sheet) for k in KINDS.kinds),
            *(k.spec(sheet) for k in SHOTS.kinds if ranged_weapons(sheet)),
            _cover_kind(),
            *(k.spec(sheet) for k in MORE_KINDS.kinds),
        ]

    def can_make(self, kind: str, sheet: Sheet, state: Mapping[str, Any], who: str = "pc") -> bool:
        """A walker attacks in close combat, its bite: the duel against one who fights back, the
        straight roll at a defenseless target.  "The undead don't have skills, attributes, Health
        Points, or any other mechanical characteristics": no skill roll, no cover, no first aid, no
        hazard is its to make (a living one's single attack against the dead is his own roll)."""
        if who == "zombie":
            return kind in ZOMBIE_ATTACKS
        return True

    @staticmethod
    def _kind(sheet: Sheet, key: str) -> RollKind:
        """The kind ``key`` as :meth:`roll_kinds` offers it, made alone: a roll, its odds and its
        parts read one kind, and the dice dock resolves a roll some ten times to learn the dice it
        takes.  A kind the character is not offered is refused as :func:`find_kind` refuses it."""
        if key == SKILL:
            return _skill_kind(sheet)
        if key == COVER:
            return _cover_kind()
        extra = KINDS.get(key) or MORE_KINDS.get(key) or (SHOTS.get(key) if ranged_weapons(sheet) else None)
        return extra.spec(sheet) if extra is not None else find_kind([], key)

    # ---- pools -----------------------------------------------------------------------------
    @staticmethod
    def _pool(roller: Roller, values: Mapping[str, Any], prefix: str = "") -> Pool:
        return roller_pool(roller, values, prefix)

    @staticmethod
    def _chances(kind: str, mine: Mapping[int, Fraction]) -> list[Chance]:
        if kind == COVER:
            return [Chance(QT_TRANSLATE_NOOP("rules", "In cover at once"), 1 - mine.get(0, Fraction(0)))]
        out = [Chance(QT_TRANSLATE_NOOP("rules", "Success"), 1 - mine.get(0, Fraction(0)))]
        two = sum((p for k, p in mine.items() if k >= 2), Fraction(0))
        if two:
            out.append(Chance(QT_TRANSLATE_NOOP("rules", "{count}+ successes"), two, {"count": 2}))
        return out

    def roll_odds(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> list[Chance]:
        spec = self._kind(roller.sheet, kind)
        opponent = need_opponent(spec, opponent)
        values = clean_inputs(spec.fields + spec.opponent_fields, inputs)
        extra = _extra(kind)
        if extra is not None:
            return extra.odds(roller, values, opponent)
        if kind == COVER and values["leave"]:
            return []
        pool = self._pool(roller, values)
        # a Broken character's skill roll rolls no dice at all: no stress die, no walker
        stress_dice = 0 if pool.broken and pool.kind == "skill" else pool.stress
        messup = Chance(QT_TRANSLATE_NOOP("rules", "Mess-up"), messup_probability(stress_dice), severity="danger")
        return [*self._chances(kind, distribution(pool)), messup, *push_chances(kind != COVER, pool)]

    def roll_parts(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> DiceParts | None:
        """The roller's pool and where its dice come from ("8 × d6 = Agility 4 + Ranged Combat 3 +
        gear 1"); None for a roll that rolls no skill pool (a hazard's rating alone, leaving cover)."""
        spec = self._kind(roller.sheet, kind)
        opponent = need_opponent(spec, opponent)
        values = clean_inputs(spec.fields + spec.opponent_fields, inputs)
        extra = _extra(kind)
        item = item_name(roller.sheet, str(values.get("item", "") or ""))  # "gear 3 (Shotgun)"
        if extra is not None:
            pool = extra.pool(roller, values, extra.context(roller, values, opponent))
            return gear_named(dice_parts(pool), item) if pool is not None else None
        if kind == COVER and values["leave"]:
            return None
        return gear_named(dice_parts(self._pool(roller, values)), item)

    def opponent_parts(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> DiceParts | None:
        """The opponent's pool of a duel (or of two against one) and where its dice come from, named
        as the roller's are ("5 × d6 = Agility 3 + Close Combat 2"); None for a roll against no pool."""
        spec = self._kind(roller.sheet, kind)
        opponent = need_opponent(spec, opponent)
        values = clean_inputs(spec.fields + spec.opponent_fields, inputs)
        extra = _extra(kind)
        if extra is None or opponent is None:
            return None
        extra.context(roller, values, opponent)  # what the roll refuses, the parts refuse too
        pool = extra.opponent_pool(values, opponent)
        # a duel's opponent fights with the weapon of his sheet his side's numbers are (his own form's)
        item = item_name(opponent.sheet, str(their_form(opponent.sheet, values).get("item", ""))) \
            if kind == DUEL else ""
        return gear_named(dice_parts(pool), item) if pool is not None else None

    def opponent_defaults(self, kind: str, opponent: Roller | None, inputs: Mapping[str, Any] | None = None,
                          declared: str | None = None) -> dict[str, Any]:
        """A duel's opponent fights with his own weapon, the best his sheet has for the band of the
        roller's form (Rook's shotgun: Damage 2, three gear dice), not bare hands' Damage 1; the one
        of the action he ``declared`` when he did (Ana's Close Combat: her knife or bare hands and
        Strength, not the pistol she carries)."""
        if kind != DUEL or opponent is None:
            return {}
        return opponent_side(opponent.sheet, str((inputs or {}).get("band", "short")), declared)

    def their_inputs(self, kind: str, inputs: Mapping[str, Any], sheet: Sheet) -> Mapping[str, Any] | None:
        """A duel's defender pushes his own side: his skill and weapon (:func:`their_form`)."""
        if kind != DUEL:
            return None
        spec = self._kind(sheet, kind)
        return their_form(sheet, with_presets(spec.fields + spec.opponent_fields,
                                              {k: v for k, v in inputs.items() if k != "item"}))

    def opponent_note(self, kind: str, opponent: Roller | None, inputs: Mapping[str, Any]) -> LogLine | None:
        """Why the opponent of a duel rolls nothing: at Long or Extreme range with no weapon that
        reaches it ("Caminante cannot shoot back at Long range: a straight roll")."""
        extra = _extra(kind)
        if extra is None or opponent is None:
            return None
        return extra.opponent_note(inputs, opponent)

    # ---- rolling -----------------------------------------------------------------------------
    _memo = staticmethod(pool_memo)
    _from_memo = staticmethod(pool_from_memo)
    _alarm = staticmethod(alarm)

    @staticmethod
    def _line(roll: PoolRoll) -> LogLine:
        if roll.automatic_failure:
            return LogLine(QT_TRANSLATE_NOOP("rules", "Broken: the roll fails"))
        if roll.successes == 0:
            return LogLine(QT_TRANSLATE_NOOP("rules", "Failure, no 6"))
        if roll.successes == 1:
            return LogLine(QT_TRANSLATE_NOOP("rules", "Success: 1 six"))
        return LogLine(QT_TRANSLATE_NOOP("rules", "Success: {count} sixes"), {"count": roll.successes})

    def _result(self, roll: PoolRoll, label: str, typed: bool, kind: str = SKILL) -> RollResult:
        follow: tuple[FollowUp, ...] = ()
        if roll.can_push:
            mine, messup = after_push(roll)
            odds = [*self._chances(kind, mine), Chance(QT_TRANSLATE_NOOP("rules", "Mess-up"), messup)]
            follow = (FollowUp("push", PUSH_LABEL, 0, PUSH_HELP, {"odds": odds_parts(odds)},
                               name=PUSH_NAME, rolls_dice=True, dice_said=pushed_dice(roll)),)
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
        spec = self._kind(roller.sheet, kind)
        opponent = need_opponent(spec, opponent)
        values = clean_inputs(spec.fields + spec.opponent_fields, inputs)
        extra = _extra(kind)
        if extra is not None:
            return extra.resolve(roller, values, dice, opponent)
        if kind == COVER and values["leave"]:
            return RollResult(LogLine(QT_TRANSLATE_NOOP("rules", "Leaves cover")), [], None,
                              state=leave_cover(roller.state))
        roll = roll_pool(dice, self._pool(roller, values))
        result = self._result(roll, spec.label, dice.typed, kind)
        if kind == COVER:
            result.state, line = take_cover(roller.state, roll.succeeded)
            result.lines = [line]
            result.memo["cover"] = True
        return result

    def declared_roll(self, sheet: Sheet, phase: str, answered: bool | None = None,
                      opponent: Sheet | None = None) -> tuple[str, dict[str, Any]] | None:
        """The roll of the action declared in a brawl's ``phase`` (:mod:`app.rules.twdu.declared`)."""
        return declared_roll(sheet, phase, answered, opponent)

    def follow_up_refusal(self, action: str, memo: Mapping[str, Any], roller: Roller) -> str | None:
        """A Broken character pushes no roll: "any skill roll fails" while Broken, and a roll of one
        out of the fight is not pushed (his own, or his side of a duel)."""
        if action in ("push", THEIR_PUSH) and int(roller.state.get("health", 1)) == 0:
            return BROKEN_NO_PUSH
        return None

    def follow_up_roll(
        self, action: str, memo: Mapping[str, Any], roller: Roller, dice: Dice, points: int = 0
    ) -> RollResult:
        refused = self.follow_up_refusal(action, memo, roller)
        if refused is not None:
            raise RulesError(refused)
        if action == THEIR_PUSH:
            return self._pushed_theirs(memo, roller, dice)
        if action != "push":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
        before = self._from_memo(memo)
        start = len(before.faces)
        pushed = push_roll(dice, before)
        state = dict(roller.state)
        state["stress"] = min(MAX_STRESS, int(state.get("stress", 0)) + push_stress())
        stress_line = LogLine(
            QT_TRANSLATE_NOOP("rules", "Stress {before} → {after}."),
            {"before": int(roller.state.get("stress", 0)), "after": state["stress"]},
        )
        extra_memo = memo.get("extra")
        if isinstance(extra_memo, Mapping):
            return self._pushed_extra(extra_memo, pushed, start, state, stress_line, roller, dice)
        result = self._result(pushed, QT_TRANSLATE_NOOP("rules", "Push"), dice.typed)
        result.records[0].faces = list(pushed.faces[start:])
        covered = bool(memo.get("cover")) and pushed.succeeded  # a pushed roll to take cover now succeeds
        if covered:
            state, cover_line = take_cover(state, True)
        result.state = state
        result.lines = [stress_line]
        if covered:
            result.lines.append(cover_line)
        return result

    @staticmethod
    def _pushed_theirs(memo: Mapping[str, Any], roller: Roller, dice: Dice) -> RollResult:
        """The defender of a duel (``roller`` here: Ben, whom the walker attacked) pushes his side:
        he takes the stress, his dice are rolled again, the duel is judged again against the roll
        the attacker made, and said from his side."""
        extra = memo.get("extra")
        their = their_roll_of(memo)
        kind = _extra(str(extra.get("kind", ""))) if isinstance(extra, Mapping) else None
        if their is None or kind is None or not isinstance(extra, Mapping):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
        try:
            values = dict(extra["values"])
            context = dict(extra["context"])
        except (KeyError, TypeError, ValueError):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more.")) from None
        mine = pool_from_memo(memo) if "pool" in memo else None
        start = len(their.faces)
        pushed = push_roll(dice, their)
        state = dict(roller.state)
        state["stress"] = min(MAX_STRESS, int(state.get("stress", 0)) + push_stress())
        stress_line = LogLine(
            QT_TRANSLATE_NOOP("rules", "Stress {before} → {after}."),
            {"before": int(roller.state.get("stress", 0)), "after": state["stress"]},
        )
        record = pushed.record(QT_TRANSLATE_NOOP("rules", "Push"), dice.typed)
        record.faces = list(pushed.faces[start:])
        verdict = kind.their_verdict(mine, (pushed.successes,), values, context)
        return RollResult(verdict.line, [record], verdict.success, [stress_line, *verdict.lines], state,
                          (), {}, verdict.damage, alarm(pushed), headline=verdict.headline)

    @staticmethod
    def _pushed_extra(
        memo: Mapping[str, Any], pushed: PoolRoll, start: int, state: dict[str, Any], stress_line: LogLine,
        roller: Roller, dice: Dice,
    ) -> RollResult:
        """A pushed roll of a further kind, judged again against what the other side rolled."""
        kind = _extra(str(memo.get("kind", "")))
        try:
            values = dict(memo["values"])
            theirs = tuple(int(v) for v in memo["theirs"])
            context = dict(memo["context"])
        except (KeyError, TypeError, ValueError):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more.")) from None
        if kind is None:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
        record = pushed.record(QT_TRANSLATE_NOOP("rules", "Push"), dice.typed)
        record.faces = list(pushed.faces[start:])
        pushed_roller = Roller(roller.sheet, state, roller.player, roller.name)
        result = kind.judged(pushed, theirs, values, context, pushed_roller, [record], {})
        result.state = result.state if result.state is not None else state
        result.lines = [stress_line, *result.lines]
        return result

    def told_alone(self, result: Any, dice: Any, faces: Sequence[Any], memo: Any
                   ) -> tuple[Any, list[Any], list[Any]] | None:
        """An opposed roll against someone hidden, for the players' copy: the roller's side alone."""
        return told_alone(result, dice, faces, memo)

    def told_other(self, result: Any, dice: Any, faces: Sequence[Any], memo: Any
                   ) -> tuple[Any, list[Any], list[Any]] | None:
        """A duel a hidden one rolled against someone seen, for the players' copy: that one's side."""
        return told_other(result, dice, faces, memo)
