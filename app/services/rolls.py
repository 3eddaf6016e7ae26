"""Rolls: every roll of the campaign's ruleset and free dice expressions, rolled here or typed
from physical dice, each one log event with its faces.

A plain roll changes nothing and is one log event of kind ``roll`` (not undoable).  A roll that
changes the roller's or the opponent's state (a push's stress, luck points spent, a turn spent
dodging) is undoable.  Typed faces are
refused with the reason (out of range, too few or too many, not numbers) and nothing is logged.
Secret rolls are marked secret in the log (the GM's eyes only).

Signals (on :class:`RollService`)
---------------------------------
failed(str, str)
    A roll was refused: (tr context, English message).  Nothing changed, nothing was logged.
rolled(object)
    A roll was logged: the :class:`Rolled` (its request, result and log event id).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from sqlalchemy.orm import defer
from sqlmodel import col, select

from app.rules.base import LogLine, RulesError
from app.rules.dice import Dice, DiceError, TypedDice, parse_expression, parse_faces
from app.rules.rolling import Chance, Roller, RollKind, RollResult
from app.services.checks import WRONG_VALUE, check_types, live_character, need_values
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damaged import DamageCheck
from app.services.odds import OddsJob, expression_chances, expression_job
from app.services.roll_words import roll_arg
from app.services.service import Service
from app.store.models import Character, LogEvent

EXPRESSION = "expression"
RECENT_MAX = 12


@dataclass(frozen=True)
class RollRequest:
    """What to roll: a roll kind of the ruleset with its inputs (and an opponent when opposed), or
    a free expression (``kind`` "expression").  JSON-able: the log keeps it for repeating."""

    kind: str
    character_id: int | None = None
    inputs: Mapping[str, Any] = field(default_factory=dict)
    opponent_id: int | None = None
    expression: str = ""
    secret: bool = False

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["inputs"] = dict(self.inputs)
        return data

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> RollRequest:
        return RollRequest(
            str(data.get("kind", "")),
            data.get("character_id"),
            dict(data.get("inputs") or {}),
            data.get("opponent_id"),
            str(data.get("expression", "")),
            bool(data.get("secret", False)),
        )


@dataclass
class Rolled:
    """A logged roll: the request, the rules' result (None for an expression), the expression's
    total, and the log event."""

    request: RollRequest
    result: RollResult | None
    event_id: int
    total: int | None = None
    text: str = ""
    typed: bool = False


def rule_line(line: LogLine) -> dict[str, Any]:
    return {"t": line.text, "ctx": "rules", "args": dict(line.args)}


def _roller(row: Character) -> Roller:
    return Roller(dict(row.sheet), dict(row.state), row.kind == "pc", row.name)


def _dice(ctx: Context, faces: str) -> Dice:
    if not faces.strip():
        return ctx.dice
    try:
        return TypedDice(parse_faces(faces))
    except DiceError as exc:
        raise CommandError(str(exc), "rules") from exc


def _used_up(dice: Dice) -> None:
    if isinstance(dice, TypedDice):
        try:
            dice.check_used_up()
        except DiceError as exc:
            raise CommandError(str(exc), "rules") from exc


def sheet_variables(sheet: Mapping[str, Any]) -> dict[str, int]:
    """The whole numbers of a sheet by key, for expressions such as ``d4×STR``."""
    return {k: v for k, v in sheet.items() if isinstance(v, int) and not isinstance(v, bool)}


def _kind_spec(ctx: Context, row: Character, kind: str) -> RollKind:
    for spec in ctx.ruleset.roll_kinds(row.sheet):
        if spec.key == kind:
            return spec
    raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."), "rules")


@dataclass
class RollDice(Command):
    """Roll a ruleset roll or an expression, with the campaign's dice or the faces typed."""

    request: RollRequest
    faces: str = ""
    kind = "roll"  # type: ignore[assignment]
    undoable = False

    def __post_init__(self) -> None:
        self.rolled: Rolled | None = None

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        dice = _dice(ctx, self.faces)
        if self.request.kind == EXPRESSION:
            return self._expression(tx, ctx, dice)
        if self.request.character_id is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Pick a character to roll for."))
        row = live_character(tx, ctx, self.request.character_id)
        opponent = None
        if self.request.opponent_id is not None:
            if self.request.opponent_id == self.request.character_id:
                raise CommandError(QT_TRANSLATE_NOOP("log", "A character cannot oppose itself."))
            opponent = live_character(tx, ctx, self.request.opponent_id)
        spec = _kind_spec(ctx, row, self.request.kind)
        # the dice dock's two forms, the roller's and the opponent's (whose choices are the opponent's)
        need_values(spec.fields + spec.opponent_fields, self.request.inputs, choices=False)
        roll = roll_arg(spec, self.request.inputs)
        try:
            result = ctx.ruleset.resolve_roll(
                self.request.kind,
                _roller(row),
                self.request.inputs,
                dice,
                _roller(opponent) if opponent is not None else None,
            )
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        _used_up(dice)
        if result.state is not None:
            row.state = dict(result.state)
            tx.save(row)
            self.undoable = True
        if result.opponent_state is not None and opponent is not None:
            opponent.state = dict(result.opponent_state)
            tx.save(opponent)
            self.undoable = True
        args: dict[str, Any] = {
            "name": row.name,
            "roll": roll,
            "result": rule_line(result.result),
            "dice": "; ".join(r.text for r in result.records),
            "lines": [rule_line(line) for line in (*result.alarm[:1], *result.lines)],
        }
        if opponent is not None:
            args["target"] = opponent.name
            text = (
                QT_TRANSLATE_NOOP("log", "{name} rolls {roll} against {target} with table dice: {result} ({dice})")
                if dice.typed
                else QT_TRANSLATE_NOOP("log", "{name} rolls {roll} against {target}: {result} ({dice})")
            )
        else:
            text = (
                QT_TRANSLATE_NOOP("log", "{name} rolls {roll} with table dice: {result} ({dice})")
                if dice.typed
                else QT_TRANSLATE_NOOP("log", "{name} rolls {roll}: {result} ({dice})")
            )
        event_payload = {"request": self.request.to_dict(), "memo": result.memo, "typed": dice.typed}
        self.rolled = Rolled(self.request, result, 0, typed=dice.typed)
        return LogEntry(
            "roll",
            text,
            args,
            actor=row.name,
            target=opponent.name if opponent is not None else "",
            payload=event_payload,
            faces=result.faces,
            secret=self.request.secret,
            label=QT_TRANSLATE_NOOP("log", "{name} rolls {roll}"),
            label_args={"name": row.name, "roll": roll},
        )

    def _expression(self, tx: Tx, ctx: Context, dice: Dice) -> LogEntry:
        name = ""
        variables: dict[str, int] = {}
        if self.request.character_id is not None:
            row = live_character(tx, ctx, self.request.character_id)
            name = row.name
            variables = sheet_variables(row.sheet)
        try:
            roll = parse_expression(self.request.expression, variables).roll(dice)
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        _used_up(dice)
        self.rolled = Rolled(self.request, None, 0, roll.total, roll.text, dice.typed)
        if name:
            text = (
                QT_TRANSLATE_NOOP("log", "{name} rolls {expression} with table dice: {total} ({dice})")
                if dice.typed
                else QT_TRANSLATE_NOOP("log", "{name} rolls {expression}: {total} ({dice})")
            )
        else:
            text = (
                QT_TRANSLATE_NOOP("log", "Roll {expression} with table dice: {total} ({dice})")
                if dice.typed
                else QT_TRANSLATE_NOOP("log", "Roll {expression}: {total} ({dice})")
            )
        return LogEntry(
            "roll",
            text,
            {"name": name, "expression": roll.source, "total": roll.total, "dice": roll.text},
            actor=name,
            payload={"request": self.request.to_dict(), "typed": dice.typed},
            faces=[[f.sides, f.value] for f in roll.faces],
            secret=self.request.secret,
        )


@dataclass
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
    kind = "roll"  # type: ignore[assignment]

    def __post_init__(self) -> None:
        self.rolled: Rolled | None = None

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        dice = _dice(ctx, self.faces)
        row = live_character(tx, ctx, self.character_id)
        roll = roll_arg(_kind_spec(ctx, row, self.kind_key), self.inputs)
        try:
            result = ctx.ruleset.follow_up_roll(self.action, self.memo, _roller(row), dice, self.points)
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        _used_up(dice)
        if result.state is not None:
            row.state = dict(result.state)
            tx.save(row)
        request = RollRequest(self.kind_key, self.character_id, secret=self.secret)
        self.rolled = Rolled(request, result, 0, typed=dice.typed)
        args = {
            "name": row.name,
            "roll": roll,
            "result": rule_line(result.result),
            "dice": "; ".join(r.text for r in result.records),
            "lines": [rule_line(line) for line in (*result.alarm[:1], *result.lines)],
        }
        label = QT_TRANSLATE_NOOP("log", "{name} follows up {roll}")
        if self.action_label:  # the follow-up by its name: "Ana: Push the roll — Skill roll (Mobility)"
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
        return LogEntry(
            "roll",
            text,
            args,
            actor=row.name,
            payload={"request": request.to_dict(), "memo": result.memo, "action": self.action, "typed": dice.typed},
            faces=result.faces,
            secret=self.secret,
            label=label,
            label_args={k: v for k, v in args.items() if k in ("name", "roll", "action")},
        )


@dataclass(frozen=True)
class RecentRoll:
    """A roll of the session that can be repeated: its request and how the log wrote it."""

    request: RollRequest
    event: LogEvent


class RollService(Service):
    """What the dice dock asks for: roll kinds, odds, rolls, follow-ups and recent rolls."""

    rolled = Signal(object)

    def __init__(self, campaign: Any, parent: Any = None) -> None:
        super().__init__(campaign, parent)
        self._damage = DamageCheck()
        #: answers of the rules kept for the character rows they read (see :meth:`_remembered`)
        self._memo: dict[tuple[Any, ...], tuple[tuple[Any, ...], list[Any]]] = {}

    def _character(self, character_id: int | None) -> Character | None:
        if character_id is None:
            return None
        row = self.campaign.characters_by_id([character_id]).get(character_id)
        # a damaged row never reaches the rules (the roster shows it marked)
        return None if row is None or self._damage.of(self.ruleset, row) is not None else row

    def _remembered(self, key: tuple[Any, ...], rows: tuple[Any, ...], work: Callable[[], list[Any]]) -> list[Any]:
        """What ``work`` gives, kept for ``key`` and the character ``rows`` it read.  The campaign
        service replaces a row when it changes, so a kept answer is for that sheet and state only
        (the dice dock asks again on every turn as the selection follows the fight); the rows are
        kept with the answer so that their ids stay theirs."""
        memo = self._memo
        full = (*key, *(id(r) for r in rows))
        if full not in memo:
            if len(memo) > 256:
                memo.clear()
            memo[full] = (rows, work())
        return list(memo[full][1])

    def kinds(self, character_id: int | None) -> list[RollKind]:
        """The rolls this character can make (none without a character)."""
        row = self._character(character_id)
        if row is None:
            return []
        return self._remembered(("kinds",), (row,), lambda: list(self.ruleset.roll_kinds(row.sheet)))

    def odds(self, request: RollRequest) -> list[Chance]:
        """The exact chance of each outcome, from the rules (refused inputs raise CommandError)."""
        if request.kind == EXPRESSION:
            return self.expression_odds(request)
        row = self._character(request.character_id)
        if row is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Pick a character to roll for."))
        opponent = self._character(request.opponent_id)

        def work() -> list[Any]:
            try:
                return list(
                    self.ruleset.roll_odds(
                        request.kind, _roller(row), request.inputs, _roller(opponent) if opponent is not None else None
                    )
                )
            except (RulesError, DiceError) as exc:
                raise CommandError(str(exc), "rules") from exc

        inputs = repr(sorted(request.inputs.items()))
        return self._remembered(("odds", request.kind, inputs), (row, opponent), work)

    def _expression(self, request: RollRequest):  # noqa: ANN202 - an app.rules.dice.Expression
        row = self._character(request.character_id)
        try:
            return parse_expression(request.expression, sheet_variables(row.sheet) if row else {})
        except DiceError as exc:
            raise CommandError(str(exc), "rules") from exc

    def expression_odds(self, request: RollRequest) -> list[Chance]:
        """An expression's exact chance of reaching its average (rounded up) and its maximum."""
        return expression_chances(self._expression(request))

    def expression_range(self, request: RollRequest) -> tuple[int, int, Fraction]:
        """The lowest and highest totals of an expression and its exact average."""
        expression = self._expression(request)
        return expression.minimum, expression.maximum, expression.mean

    def odds_job(self, request: RollRequest) -> OddsJob:
        """The odds of ``request``, to be worked out (see :mod:`app.services.odds`): refused inputs
        raise CommandError here, or from a cheap job's ``run``."""
        if not isinstance(request, RollRequest):
            raise CommandError(QT_TRANSLATE_NOOP("log", "That action was given a value it cannot use."))
        if request.kind == EXPRESSION:
            return expression_job(self._expression(request))
        return OddsJob(lambda cancelled: self.odds(request), cheap=True)

    def _run(self, command: RollDice | FollowUpRoll) -> Rolled | None:
        try:
            check_types(command)
            event = self.campaign.execute(command)
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return None
        assert command.rolled is not None
        command.rolled.event_id = int(event.id)  # type: ignore[arg-type]
        self.rolled.emit(command.rolled)
        return command.rolled

    def roll(self, request: RollRequest, faces: str = "") -> Rolled | None:
        """Roll with the campaign's dice, or read ``faces`` typed from the table."""
        return self._run(RollDice(request, faces))

    def follow_up(self, rolled: Rolled, action: str, points: int = 0, faces: str = "") -> Rolled | None:
        """Run a follow-up ``rolled`` offered (push, luck points)."""
        if not isinstance(rolled, Rolled) or not isinstance(rolled.request, RollRequest):
            self.failed.emit("log", WRONG_VALUE)
            return None
        if rolled.result is None or rolled.request.character_id is None:
            self.failed.emit("rules", QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
            return None
        command = FollowUpRoll(
            rolled.request.character_id,
            rolled.request.kind,
            action,
            rolled.result.memo,
            points,
            faces,
            rolled.request.secret,
            dict(rolled.request.inputs),
            next((f.name or f.label for f in rolled.result.follow_ups if f.key == action), ""),
        )
        out = self._run(command)
        if out is not None:
            out.request = rolled.request
        return out

    def recent(self, limit: int = RECENT_MAX) -> list[RecentRoll]:
        """The session's rolls to repeat, newest first, each request once."""
        game = self.campaign.current_session() or self.campaign.latest_session()
        if game is None:
            return []
        with self.campaign._session() as s:
            # newest first, read a few at a time and without the rows each changed: a night of a
            # thousand rolls read them all, changes and all, for the eight shown (0.15 s)
            rows = s.exec(
                select(LogEvent)
                .options(defer(LogEvent.changes, raiseload=True))  # type: ignore[arg-type]
                .where(LogEvent.session_id == game.id, LogEvent.kind == "roll", col(LogEvent.undone).is_(False))
                .order_by(col(LogEvent.seq).desc())
                .execution_options(yield_per=32)
            )
            out: list[RecentRoll] = []
            seen: set[str] = set()
            for event in rows:
                data = event.payload.get("request")
                if not isinstance(data, dict) or "action" in event.payload:
                    continue
                key = repr(sorted((k, repr(v)) for k, v in data.items()))
                if key in seen:
                    continue
                seen.add(key)
                out.append(RecentRoll(RollRequest.from_dict(data), event))
                if len(out) >= limit:
                    break
            return out
