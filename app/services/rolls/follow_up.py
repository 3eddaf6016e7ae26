"""A follow-up a rolled result offered (:class:`FollowUpRoll`: a push, luck points), one log event
with its faces, refused once the roll's outcome is settled (its damage applied, its single attack's
harm dealt)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import Dice, DiceError, RollRecord
from app.rules.records import record
from app.rules.rolling import RollResult
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import joined
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damage_done import track_moves, track_values
from app.services.roll_words import roll_arg
from app.services.rolls.command_parts import _dice, _kind_spec, _roller, _used_up, rolls_of, rule_line
from app.services.rolls.requests import Rolled, RollRequest
from app.services.rolls.settled import FOLLOWED_UP, FOLLOWS, applied, followed_up
from app.services.rolls.wanted import counted
from app.services.row_ids import row_id
from app.services.threat.single import SPENT, answered, spent_in
from app.store.models import Character


@record(eq=False, repr=False)
class FollowUpRoll(Command):
    """A follow-up a rolled result offered (push, luck points): changes the roller, undoable."""

    character_id: int
    kind_key: str
    action: str
    memo: Mapping[str, Any]
    points: int = 0
    faces: str = ""
    secret: bool = False
    #: the first roll's inputs (the log names its skill and weapon) and the follow-up's label ("Push the roll")
    inputs: Mapping[str, Any] = field(default_factory=dict)
    action_label: str = ""
    #: the one the first roll was against (the walker Ben duels): the follow-up's line names him
    #: too, so that a line about a hidden one is secret on the console (the players' copy: at no one)
    opponent_id: int | None = None
    #: the one whose form the first roll's inputs are, when not the one following it up (the walker
    #: whose duel Ben, the defender, pushes): the log names the roll as his form says
    roll_of: int | None = None
    #: the line of the roll followed up: once an offer of it is applied (its damage on the tracker),
    #: the roll is spent and its follow-up refused (:mod:`app.services.rolls.settled`)
    follows: int | None = None
    kind = "roll"

    def __post_init__(self) -> None:
        self.rolled: Rolled | None = None

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        dice = _dice(ctx, self.faces)
        row = sound_character(tx, ctx, self.character_id)
        rolled_by = tx.session.get(Character, self.roll_of) if self.roll_of is not None else None
        # the defender's push names his own side of the roll (his skill, his weapon), where the rules tell it
        theirs = (rolls_of(ctx).their_inputs(self.kind_key, self.inputs, row.sheet)
                  if rolled_by is not None else None)
        roll = (roll_arg(_kind_spec(ctx, row, self.kind_key), theirs) if theirs is not None
                else roll_arg(_kind_spec(ctx, rolled_by or row, self.kind_key), self.inputs))
        # the roll of a single attack whose harm is dealt is spent: its outcome is settled
        if self.roll_of is None and spent_in(tx, ctx, row_id(row)):
            raise CommandError(SPENT, "rules")
        if self.follows is not None and followed_up(tx.session, self.follows, self.action):
            raise CommandError(FOLLOWED_UP, "rules")
        settled = applied(tx.session, self.follows)
        if settled is not None:  # the roll's damage (or care) is applied: its outcome is settled
            raise CommandError(settled, "rules")

        def trial(trial_dice: Dice) -> list[RollRecord]:  # the same follow-up with other dice
            tried: RollResult = rolls_of(ctx).follow_up_roll(
                self.action, self.memo, _roller(ctx.ruleset, row), trial_dice, self.points
            )
            return tried.records

        try:
            result = rolls_of(ctx).follow_up_roll(self.action, self.memo, _roller(ctx.ruleset, row), dice, self.points)
        except DiceError as exc:
            raise counted(exc, self.faces, trial) from exc
        except RulesError as exc:
            raise CommandError(str(exc), "rules", **exc.words) from exc
        _used_up(dice, self.faces, trial)
        before = track_values(ctx.ruleset, row.sheet, ctx.ruleset.with_kind(row.kind, row.state))
        if result.state is not None:
            row.state = dict(result.state)
            tx.save(row)
        # what the follow-up moved (a push's stress), for its undo to name what it gives back
        moves = track_moves(ctx.ruleset, row.sheet, before,
                            track_values(ctx.ruleset, row.sheet, ctx.ruleset.with_kind(row.kind, row.state)), row.kind)
        # a defender's push of another's roll answers no single attack on him
        said = (answered(tx, ctx, row_id(row), row.name, result.result, result.success, follow_up=True)
                if self.roll_of is None else None)
        if said is not None:  # a push of a single attack's roll: what came of the attack now
            result.result = said
        request = RollRequest(self.kind_key, self.character_id, secret=self.secret)
        self.rolled = Rolled(request, result, 0, typed=dice.typed)
        args = {
            "name": row.name,
            "roll": roll,
            "result": rule_line(result.result),
            "dice": joined([r.text for r in result.records]),
            "lines": [rule_line(line) for line in (*result.alarm[:1], *result.lines)],
        }
        opponent = tx.session.get(Character, self.opponent_id) if self.opponent_id is not None else None
        label = QT_TRANSLATE_NOOP("log", "{name} follows up {roll}")
        if self.action_label and opponent is not None:  # "Ben: Push the roll — Duel against Walker"
            args["action"] = {"t": self.action_label, "ctx": "rules"}
            args["target"] = opponent.name
            label = QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}")
            if not result.records:
                text = QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll} against {target}: {result}")
            elif dice.typed:
                text = QT_TRANSLATE_NOOP(
                    "log", "{name}: {action} — {roll} against {target}, with table dice: {result} ({dice})")
            else:
                text = QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll} against {target}: {result} ({dice})")
        elif self.action_label:  # the follow-up by its name: "Ana: Push the roll — Skill roll (Mobility)"
            args["action"] = {"t": self.action_label, "ctx": "rules"}
            label = QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}")
            if not result.records:
                text = QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}: {result}")
            elif dice.typed:
                text = QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}, with table dice: {result} ({dice})")
            else:
                text = QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}: {result} ({dice})")
        elif result.records:
            text = (
                QT_TRANSLATE_NOOP("log", "{name} follows up {roll} with table dice: {result} ({dice})")
                if dice.typed
                else QT_TRANSLATE_NOOP("log", "{name} follows up {roll}: {result} ({dice})")
            )
        else:
            text = QT_TRANSLATE_NOOP("log", "{name} follows up {roll}: {result}")
        label_args = {k: v for k, v in args.items() if k in ("name", "roll", "action")}
        if moves:  # "Ana: Push the roll — Skill roll (Mobility) — Stress 0 → 1": its undo says "1 → 0"
            label_args["moves"] = moves
            label = (QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll} — {moves}") if self.action_label
                     else QT_TRANSLATE_NOOP("log", "{name} follows up {roll} — {moves}"))
        return LogEntry(
            "roll",
            text,
            args,
            actor=row.name,
            target=opponent.name if opponent is not None else "",
            payload={"request": request.to_dict(), "memo": result.memo, "action": self.action, "typed": dice.typed,
                     "success": result.success, **({FOLLOWS: self.follows} if self.follows is not None else {})},
            faces=result.faces,
            secret=self.secret,
            label=label,
            label_args=label_args,
        )
