"""The frame of twdu's further roll kinds (hazards, attacks, movement, first aid…), one shape for all.

A kind is the roller's own skill roll (a :class:`~app.rules.twdu.pool.Pool`, or none: fire, a
declaration) against *their* numbers: what the other side rolls (a hazard's rating, an opponent's
pool), a tuple of success counts.  A kind declares:

* ``fields`` / ``opponent_fields``: the form, every modifier the text names with the text's value;
* ``context``: what the roll needs that does not change with the dice (an opponent's cover);
* ``pool``: the roller's roll; ``theirs``: the exact distribution of their numbers and
  ``roll_theirs``: the same numbers rolled (rolled after the roller's dice, so typed faces are the
  roller's dice first);
* ``chances``: the outcomes' exact chances for a distribution of the roller's successes and of
  theirs: the same function gives the odds before the roll and the odds after a push;
* ``verdict``: what the successes mean (the line, the damage offered, the state changed).

A player character's roll offers a push whose button shows the odds after the push; the pushed
roll is judged by the same ``verdict`` against the numbers their side already rolled.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field
from fractions import Fraction
from typing import Any

from app.rules.base import FieldSpec, LogLine, RulesError, Sheet, State
from app.rules.dice import Dice, RollRecord
from app.rules.percent import percent_arg
from app.rules.records import record
from app.rules.rolling import Chance, DamageOffer, FollowUp, Roller, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.pool import SUCCESS_FACE, WALKER_FACE, Pool, PoolRoll, messup_probability, roll_pool
from app.rules.twdu.pool import success_distribution as _binomial
from app.rules.twdu.pool_odds import push_if_failed
from app.rules.twdu.rollmemo import alarm, pool_from_memo, pool_memo

Theirs = tuple[int, ...]
Distribution = dict[int, Fraction]
TheirOdds = Mapping[Theirs, Fraction]  # the chance of each roll of the other side
Values = Mapping[str, Any]  # a form's values, or a roll's context
MESS_UP = QT_TRANSLATE_NOOP("rules", "Mess-up")
PUSH_LABEL = QT_TRANSLATE_NOOP("rules", "Push the roll: {odds}")
PUSH_NAME = QT_TRANSLATE_NOOP("rules", "Push the roll")  # in the log, without the odds
PUSH_HELP = QT_TRANSLATE_NOOP(
    "rules", "Take one stress, add a stress die and reroll every die that is neither a 6 nor a walker."
)
ODDS_PART = QT_TRANSLATE_NOOP("rules", "{what} {chance}")
#: the defender's push of his side of an opposed roll (a player character in a duel the walker started)
THEIR_PUSH = "push_opponent"
THEIR_PUSH_LABEL = QT_TRANSLATE_NOOP("rules", "Push {name}'s roll: {odds}")
#: the same without odds, as a result shown before kept it (and where a kind gives none)
THEIR_PUSH_BARE = QT_TRANSLATE_NOOP("rules", "Push {name}'s roll")
THEIR_PUSH_HELP = QT_TRANSLATE_NOOP(
    "rules", "A player character may push any roll they make, the defender's side of a duel too: one stress, "
    "one more stress die, and every die that is neither a 6 nor a walker rolled again."
)


@record(frozen=True)
class Verdict:
    """What a roll's successes mean: the result line, the success, what follows.

    ``state`` holds the roller's state keys to set (``None`` removes a key)."""

    line: LogLine
    success: bool | None = None
    damage: tuple[DamageOffer, ...] = ()
    state: Mapping[str, Any] | None = None
    lines: tuple[LogLine, ...] = ()
    #: ``line`` told from the roller's side where it is told from the opponent's (his push)
    headline: LogLine | None = None


def distribution(pool: Pool | None) -> Distribution:
    """The roller's successes: none without a roll or while Broken (no dice are rolled)."""
    if pool is None or (pool.broken and pool.kind == "skill"):
        return {0: Fraction(1)}
    return _binomial(pool.base + pool.stress)


def rating(value: int) -> Distribution:
    """A hazard's rating rolled: that many d6, each 6 a success."""
    return _binomial(value)


def product(*parts: Distribution) -> dict[Theirs, Fraction]:
    """The joint distribution of independent success counts."""
    out: dict[Theirs, Fraction] = {(): Fraction(1)}
    for part in parts:
        out = {key + (k,): p * q for key, p in out.items() for k, q in part.items()}
    return out


def successes(roll: PoolRoll | None) -> int:
    return roll.successes if roll is not None else 0


def at_least(dist: Mapping[int, Fraction], count: int) -> Fraction:
    return sum((p for k, p in dist.items() if k >= count), Fraction(0))


def damage_chances(dist: Mapping[int, Fraction]) -> list[Chance]:
    """No damage, then each of 1+, 2+, 3+ damage (3 breaks an unharmed character) that can happen."""
    out = [Chance(QT_TRANSLATE_NOOP("rules", "No damage"), dist.get(0, Fraction(0)))]
    for count in (1, 2, 3):
        chance = at_least(dist, count)
        if chance:
            out.append(
                Chance(QT_TRANSLATE_NOOP("rules", "{count}+ damage"), chance, {"count": count},
                       "danger" if count == 3 else "info")
            )
    return out


def after_push(roll: PoolRoll) -> tuple[Distribution, Fraction]:
    """The roller's successes after a push of ``roll`` (its 6s kept; the other base dice, the stress
    dice that show neither 6 nor 1 and one new stress die rolled) and the chance of a mess-up."""
    kept = sum(1 for f in roll.base_faces + roll.stress_faces if f == SUCCESS_FACE)
    stress_again = sum(1 for f in roll.stress_faces if f not in (SUCCESS_FACE, WALKER_FACE)) + 1
    again = sum(1 for f in roll.base_faces if f != SUCCESS_FACE) + stress_again
    return {kept + k: p for k, p in _binomial(again).items()}, messup_probability(stress_again)


def push_chances(shown: bool, pool: Pool | None) -> list[Chance]:
    """Before the roll, the odds of a player character's roll pushed if it fails (none for one that
    may not be pushed: an NPC's, a Broken character's, armor, blast, fire…)."""
    if not shown or pool is None or not pool.is_pc or not pool.pushable_kind or pool.broken:
        return []
    success, messup = push_if_failed(pool.base, pool.stress)
    return [Chance(QT_TRANSLATE_NOOP("rules", "Success, pushing a failure"), success),
            Chance(QT_TRANSLATE_NOOP("rules", "Mess-up, pushing a failure"), messup, severity="danger")]


class ExtraKind:
    """One roll kind of this frame; see the module's docstring."""

    key = ""
    label = ""
    help = ""
    opposed = False
    #: the refusal without an opponent where the roll is no contest (see ``RollKind.no_opponent``)
    no_opponent = ""
    #: the roll goes against its opponent (False: done on him, as first aid; ``RollKind.hostile``)
    hostile = True

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return ()

    def opponent_fields(self) -> tuple[FieldSpec, ...]:
        return ()

    def spec(self, sheet: Sheet) -> RollKind:
        return RollKind(self.key, self.label, self.fields(sheet), self.opposed, self.opponent_fields(), self.help,
                        no_opponent=self.no_opponent, hostile=self.hostile)

    def record_label(self, values: Mapping[str, Any]) -> str:
        """The roll's name in its record and the dock's arithmetic (a kind whose inputs change what
        it rolls names that)."""
        return self.label

    def context(self, roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> dict[str, Any]:
        """What the roll needs that the dice do not change (JSON-able); refusals raise here."""
        return {}

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool | None:
        return None

    def opponent_pool(self, values: Mapping[str, Any], opponent: Roller | None) -> Pool | None:
        """The opponent's own pool with its named parts, for the dock's arithmetic; None where the
        opponent rolls no skill pool of its own (a defenseless target)."""
        return None

    def opponent_note(self, values: Mapping[str, Any], opponent: Roller) -> LogLine | None:
        """Why the opponent rolls as he does (one who cannot shoot back: a straight roll), for the dock
        to say above his inputs; None: nothing to say."""
        return None

    def theirs(self, values: Mapping[str, Any], context: Mapping[str, Any]) -> dict[Theirs, Fraction]:
        return {(): Fraction(1)}

    def roll_theirs(
        self, dice: Dice, values: Mapping[str, Any], context: Mapping[str, Any]
    ) -> tuple[Theirs, list[RollRecord]]:
        return (), []

    def roll_their_pool(
        self, dice: Dice, values: Mapping[str, Any], context: Mapping[str, Any]
    ) -> tuple[Theirs, list[RollRecord], PoolRoll | None]:
        """What the other side rolls, with the opponent's own rolled pool where he may push it (a
        duel's defender); None where there is none to push."""
        theirs, records = self.roll_theirs(dice, values, context)
        return theirs, records, None

    def their_push_offered(self, roll: PoolRoll | None, theirs: Theirs, values: Mapping[str, Any],
                           context: Mapping[str, Any]) -> bool:
        """Whether the opponent's push of his side is offered (he did not win): none but a duel's."""
        return False

    def their_chances(self, mine: int, theirs: Distribution, values: Mapping[str, Any],
                      context: Mapping[str, Any]) -> list[Chance]:
        """The outcomes told from the opponent's side, the roller's ``mine`` successes standing and
        his own ``theirs`` (after his push): none but a duel's."""
        return []

    def their_verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Mapping[str, Any],
                      context: Mapping[str, Any]) -> Verdict:
        """What the roller's ``roll`` against the opponent's pushed ``theirs`` means, told from the
        opponent's side (his line in the log); damage offers as the first roll's (roller, opponent)."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))

    def chances(
        self,
        mine: Distribution,
        theirs: Mapping[Theirs, Fraction],
        values: Mapping[str, Any],
        context: Mapping[str, Any],
    ) -> list[Chance]:
        raise NotImplementedError

    def verdict(
        self,
        roll: PoolRoll | None,
        theirs: Theirs,
        values: Mapping[str, Any],
        context: Mapping[str, Any],
        roller: Roller,
    ) -> Verdict:
        """What ``roll`` (None: the roller rolls nothing; pushed or not) means against ``theirs``."""
        raise NotImplementedError

    # ---- the frame ---------------------------------------------------------------------------
    def odds(self, roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> list[Chance]:
        context = self.context(roller, values, opponent)
        pool = self.pool(roller, values, context)
        out = self.chances(distribution(pool), self.theirs(values, context), values, context)
        if pool is not None:
            stress = 0 if pool.broken and pool.kind == "skill" else pool.stress
            out.append(Chance(MESS_UP, messup_probability(stress), severity="danger"))
        return out

    def resolve(self, roller: Roller, values: Mapping[str, Any], dice: Dice, opponent: Roller | None) -> RollResult:
        context = self.context(roller, values, opponent)
        pool = self.pool(roller, values, context)
        roll = roll_pool(dice, pool) if pool is not None else None
        theirs, records, their_roll = self.roll_their_pool(dice, values, context)
        memo: dict[str, Any] = {
            "extra": {"kind": self.key, "values": dict(values), "theirs": list(theirs), "context": context}}
        if their_roll is not None:  # kept for the opponent's push of his side
            memo["extra"]["their_roll"] = pool_memo(their_roll)
        if roll is not None:
            records = [roll.record(self.record_label(values), dice.typed), *records]
            memo.update(pool_memo(roll))
        return self.judged(roll, theirs, values, context, roller, records, memo)

    def judged(
        self,
        roll: PoolRoll | None,
        theirs: Theirs,
        values: Mapping[str, Any],
        context: Mapping[str, Any],
        roller: Roller,
        records: list[RollRecord],
        memo: dict[str, Any],
    ) -> RollResult:
        """The result of the roller's ``roll`` (first or pushed) against ``theirs``."""
        verdict = self.verdict(roll, theirs, values, context, roller)
        state: State | None = None
        if verdict.state is not None:
            state = dict(roller.state)
            for key, value in verdict.state.items():
                if value is None:
                    state.pop(key, None)
                else:
                    state[key] = value
        follow: tuple[FollowUp, ...] = ()
        if roll is not None and roll.can_push:
            odds = self.push_odds(roll, theirs, values, context)
            follow = (FollowUp("push", PUSH_LABEL, 0, PUSH_HELP, odds, name=PUSH_NAME, rolls_dice=True,
                               dice_said=pushed_dice(roll)),)
        their_roll = their_roll_of(memo)
        if (their_roll is not None and their_roll.can_push
                and self.their_push_offered(roll, theirs, values, context)):
            said = {"name": str(context.get("opponent_name", "")),
                    **self.their_push_odds(roll, their_roll, values, context)}
            follow += (FollowUp(THEIR_PUSH, THEIR_PUSH_LABEL if "odds" in said else THEIR_PUSH_BARE, 0,
                                THEIR_PUSH_HELP, said, name=PUSH_NAME, rolls_dice=True, by="opponent",
                                dice_said=pushed_dice(their_roll)),)
        return RollResult(
            verdict.line,
            records,
            verdict.success,
            list(verdict.lines),
            state,
            follow,
            memo,
            verdict.damage,
            alarm(roll) if roll is not None else (),
        )

    def push_odds(
        self, roll: PoolRoll, theirs: Theirs, values: Mapping[str, Any], context: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The push button's odds: each outcome's chance after a push, then the mess-up's."""
        mine, messup = after_push(roll)
        chances = [*self.chances(mine, {tuple(theirs): Fraction(1)}, values, context), Chance(MESS_UP, messup)]
        return {"odds": odds_parts(chances)}

    def their_push_odds(
        self, roll: PoolRoll | None, their_roll: PoolRoll, values: Mapping[str, Any], context: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The opponent's push button's odds, as exact as the roller's own (:meth:`push_odds`): each
        outcome's chance from his side after his push, the roller's successes standing, then his
        mess-up's; nothing where the kind tells no outcome from his side."""
        theirs, messup = after_push(their_roll)
        chances = self.their_chances(successes(roll), theirs, values, context)
        if not chances:
            return {}
        return {"odds": odds_parts([*chances, Chance(MESS_UP, messup)])}


#: the dice a push rolls, base dice first as the faces field reads them
PUSHED_DICE = QT_TRANSLATE_NOOP("rules", "{count} pushed {count|die|dice}: {base} base, {stress} stress")


def pushed_dice(roll: PoolRoll) -> dict[str, Any]:
    """The dice a push of ``roll`` rolls, as a marked value: every base die but the 6s, then every
    stress die but the 6s and the walkers, and the new stress die."""
    base = sum(1 for f in roll.base_faces if f != SUCCESS_FACE)
    stress = sum(1 for f in roll.stress_faces if f not in (SUCCESS_FACE, WALKER_FACE)) + 1
    return {"t": PUSHED_DICE, "ctx": "rules", "args": {"count": base + stress, "base": base, "stress": stress}}


def their_roll_of(memo: Mapping[str, Any]) -> PoolRoll | None:
    """The opponent's rolled pool a duel kept for his push (None: none kept, or a damaged memo)."""
    extra = memo.get("extra")
    kept = extra.get("their_roll") if isinstance(extra, Mapping) else None
    if not isinstance(kept, Mapping):
        return None
    try:
        return pool_from_memo(kept)
    except RulesError:
        return None


def odds_parts(chances: Sequence[Chance]) -> list[dict[str, Any]]:
    """Chances as nested log lines ("Success 42%"), each translated when shown."""
    return [
        {
            "t": ODDS_PART,
            "ctx": "rules",
            "args": {"what": {"t": c.label, "ctx": "rules", "args": dict(c.args)}, "chance": percent_arg(c.chance)},
        }
        for c in chances
    ]


@record
class Registry:
    """The kinds of this frame by key, in the order the dock lists them."""

    kinds: list[ExtraKind] = field(default_factory=list)

    def get(self, key: str) -> ExtraKind | None:
        return next((k for k in self.kinds if k.key == key), None)
