"""The roll command: a ruleset roll or a free expression (:class:`RollDice`), one log event with its
faces.  A follow-up a rolled result offered is :class:`~app.services.rolls.follow_up.FollowUpRoll`;
what both use is in :mod:`app.services.rolls.command_parts`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import Dice, DiceError, RollRecord, TypedDice, parse_expression
from app.rules.records import record
from app.rules.rolling import RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.declared import declared_fire, lend_declared, settle_declared
from app.services.ammo.fired_rolls import fired_line, fired_payload, fired_stocks, spent_once
from app.services.ammo.ledger import FIRING
from app.services.ammo.ledger import KIND as AMMO_KIND
from app.services.ammo.one_action import refuse_fire_after_reload, refuse_melee, refuse_second_fire
from app.services.ammo.one_exchange import DOCK_EXCHANGE, FIGHTERS, refuse_fire_after_exchange
from app.services.ammo.turn_paid import lent, paid_this_round, repaid
from app.services.blow_reach import reach_refusal
from app.services.checks import need_values, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.offer_obstacles import with_obstacles
from app.services.roll_marks import TENDS
from app.services.roll_words import roll_arg
from app.services.rolls.command_parts import (
    _dice,
    _kind_spec,
    _roller,
    _used_up,
    check_counted,
    dice_said,
    faces_shown,
    refuse_the_dead,
    rolls_of,
    rule_line,
    sheet_variables,
)
from app.services.rolls.fighting import fighting
from app.services.rolls.requests import EXPRESSION, Rolled, RollRequest
from app.services.rolls.round_limit import counted_fields
from app.services.rolls.wanted import counted
from app.services.row_ids import row_id
from app.services.threat.single import answered
from app.store.models import Campaign


def _label(spec: RollKind, name: str, roll: Any, rolled: bool, spent: list[Any] | None = None,
           outcome: Any = None) -> dict[str, Any]:
    """The roll's name for Edit → Undo and the History: "Kit rolls …", or with nothing rolled the
    action as the ruleset words it ("Kit puts a katana away"), else "Kit: <the roll's label>".  A
    roll that spent ammunition says what it spent ("Vera rolls Shot — Makarov: 8 → 7 rounds"): its
    undo says the rounds given back ("7 → 8").  An attack says what came of it (:func:`_outcome`:
    "Shambler rolls Attack …: hit, 2 damage offered"), so that its undo names what it takes back."""
    if not rolled and spec.done:
        return {"label": spec.done, "label_ctx": "rules", "label_args": {"name": name}}
    if rolled and outcome is not None:
        if spent:
            return {"label": QT_TRANSLATE_NOOP("log", "{name} rolls {roll}: {outcome} — {spent}"),
                    "label_args": {"name": name, "roll": roll, "outcome": outcome, "spent": spent_once(roll, spent)}}
        return {"label": QT_TRANSLATE_NOOP("log", "{name} rolls {roll}: {outcome}"),
                "label_args": {"name": name, "roll": roll, "outcome": outcome}}
    if rolled and spent:
        return {"label": QT_TRANSLATE_NOOP("log", "{name} rolls {roll} — {spent}"),
                "label_args": {"name": name, "roll": roll, "spent": spent_once(roll, spent)}}
    return {"label": QT_TRANSLATE_NOOP("log", "{name} rolls {roll}") if rolled
            else QT_TRANSLATE_NOOP("log", "{name}: {roll}"), "label_args": {"name": name, "roll": roll}}


def _outcome(spec: RollKind, opposed: bool, result: RollResult) -> Any:
    """What an attack at someone came of, in a word: "miss", "hit", "hit, 2 damage offered" (the
    damage it offers the target), "hit, damage offered" (its damage to be rolled after); a roll of
    several hits, each offered, its own result line (every hit and their damage, not the first); None
    for any other roll, or one the rules did not judge."""
    if not (spec.hostile and opposed) or result.success is None:
        return None
    if not result.success:
        return {"t": QT_TRANSLATE_NOOP("log", "miss"), "ctx": "log", "args": {}}
    offers = [o for o in result.damage if o.to == "opponent" and not o.heal]
    # a volley's hits: the roll's own line ("2 of 2 shots hit: 50 damage before armor")
    if len([o for o in offers if not o.instead and o.amount > 0]) > 1:
        return {"t": result.result.text, "ctx": "rules", "args": dict(result.result.args)}
    offered = offers[0].amount if offers else None
    if offered is None:
        return {"t": QT_TRANSLATE_NOOP("log", "hit"), "ctx": "log", "args": {}}
    if offered <= 0:  # its damage is rolled after ("Roll the damage on Shambler")
        return {"t": QT_TRANSLATE_NOOP("log", "hit, damage offered"), "ctx": "log", "args": {}}
    return {"t": QT_TRANSLATE_NOOP("log", "hit, {amount} damage offered"), "ctx": "log", "args": {"amount": offered}}


@record(eq=False, repr=False)
class RollDice(Command):
    """Roll a ruleset roll or an expression, with the campaign's dice or the faces typed.

    Every roll is an undo step, one that changes nothing as much as one that spends: Ctrl+Z after
    a roll made by mistake takes that roll back (struck through in the log), not the action before it."""

    request: RollRequest
    faces: str = ""
    kind = "roll"
    undoable = True

    def __post_init__(self) -> None:
        self.rolled: Rolled | None = None

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        dice = _dice(ctx, self.faces)
        if self.request.kind == EXPRESSION:
            return self._expression(tx, ctx, dice)
        if self.request.character_id is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Pick a character to roll for."))
        row = sound_character(tx, ctx, self.request.character_id)
        opponent = None
        if self.request.opponent_id is not None:
            if self.request.opponent_id == self.request.character_id:
                raise CommandError(QT_TRANSLATE_NOOP("log", "A character cannot oppose itself."))
            opponent = sound_character(tx, ctx, self.request.opponent_id)
        spec = _kind_spec(ctx, row, self.request.kind)
        refuse_the_dead(ctx.ruleset, row, spec)
        if spec.turn_action:  # a melee exchange, the turn's one action where a fire or a reload is one too
            for fighter in (row,) if opponent is None else (row, opponent):
                refuse_melee(tx, ctx, row_id(fighter), fighter.name)
        # the dice dock's two forms, the roller's and the opponent's (whose choices are the opponent's)
        need_values(spec.fields + spec.opponent_fields, self.request.inputs, choices=False)
        blow = rolls_of(ctx).blow_request(self.request.kind, self.request.inputs)
        if blow is not None and opponent is not None:  # a melee blow out of reach on the map: before any die
            refused = reach_refusal(ctx.ruleset, tx.get(Campaign, row_id(ctx.campaign)), row_id(row),
                                    row_id(opponent), blow)
            if refused is not None:
                raise refused
        # a weapon's shots a round in a fight: the one beyond them refused before a die is rolled; a
        # shot the ammunition dock fired already (F) was counted then: the roll that makes it is not
        declared = declared_fire(tx, ctx, row_id(row))
        limit = rolls_of(ctx).round_limit(self.request.kind, self.request.inputs)
        limited = {} if declared else counted_fields(tx, ctx, row_id(row), row.name, limit)
        roll = roll_arg(spec, self.request.inputs)

        def trial(trial_dice: Dice) -> list[RollRecord]:  # the same roll with other dice: how many it takes
            tried: RollResult = rolls_of(ctx).resolve_roll(
                self.request.kind, _roller(ctx.ruleset, row), self.request.inputs, trial_dice,
                _roller(ctx.ruleset, opponent) if opponent is not None else None,
            )
            return tried.records

        paid = paid_this_round(tx, ctx, row_id(row), row.sheet, row.state)  # a whole-turn currency paid once
        roller = _roller(ctx.ruleset, row, fighting(tx.session, ctx.encounter, row_id(row)))
        try:
            if paid:
                roller = replace(roller, state=lent(ctx.ruleset, row.sheet, roller.state, paid))
            if declared:
                roller = replace(roller, state=lend_declared(ctx.ruleset, row.sheet, roller.state, declared))
            result = rolls_of(ctx).resolve_roll(
                self.request.kind,
                roller,
                self.request.inputs,
                dice,
                _roller(ctx.ruleset, opponent) if opponent is not None else None,
            )
        except DiceError as exc:
            in_words = check_counted(ctx, self.request.kind, self.request.inputs, exc, self.faces)
            if in_words is not None:  # a check's dice said as its ruleset says them
                raise in_words from exc
            kind = next((k for k in rolls_of(ctx).roll_kinds_now(row.sheet, row.state)
                         if k.key == self.request.kind), None)
            names = (kind.label if kind is not None else None, row.name,
                     opponent.name if opponent is not None else None)
            raise counted(exc, self.faces, trial, names) from exc
        except RulesError as exc:
            raise CommandError(str(exc), "rules", **exc.words) from exc
        try:
            if isinstance(dice, TypedDice):
                dice.check_used_up()
        except DiceError as exc:  # faces left over: a check's said as its ruleset says them, else counted
            raise (check_counted(ctx, self.request.kind, self.request.inputs, exc, self.faces)
                   or counted(exc, self.faces, trial)) from exc
        result.state, made = settle_declared(ctx.ruleset, row.sheet, roller.state, result.state, declared)
        if declared and not made:  # a declaration of another weapon's: this shot is counted on its own
            limited = counted_fields(tx, ctx, row_id(row), row.name, limit)
        result.state = repaid(ctx.ruleset, row.sheet, row.state, result.state, paid)
        fired = fired_stocks(ctx.ruleset, row.sheet, row.state, result.state)  # a shot's rounds, a burst's
        if any(before.key not in declared for before, _after in fired):  # not the roll of a declared fire
            refuse_second_fire(tx, ctx, row_id(row), row.name)
            refuse_fire_after_reload(tx, ctx, row_id(row), row.name)  # the reload took the whole turn
            refuse_fire_after_exchange(tx, ctx, row_id(row), row.name)  # a melee exchange was the turn's action
        if result.state is not None:
            row.state = dict(result.state)
            tx.save(row)
        if result.sheet is not None:  # a weapon found: on the sheet, checked as the sheet's editor checks it
            try:
                row.sheet = dict(ctx.ruleset.validate_sheet(result.sheet))
            except RulesError as exc:
                raise CommandError(str(exc), "rules") from exc
            tx.save(row)
        if result.opponent_state is not None and opponent is not None:
            opponent.state = dict(result.opponent_state)
            tx.save(opponent)
        said = answered(tx, ctx, row_id(row), row.name, result.result, result.success, follow_up=False,
                        answers=self.request.answers)
        if said is not None:  # the roll answers a single attack from the dead: fought off, or through
            result.result = said
        args: dict[str, Any] = {
            "name": row.name,
            "roll": roll,
            "result": rule_line(result.result),
            "dice": dice_said(result.records),  # a secret roll's said to the GM alone
            "lines": [
                *(fired_line(*pair) for pair in fired),
                *(rule_line(line) for line in (*result.alarm[:1], *result.lines)),
            ],
        }
        if opponent is not None and not spec.hostile:  # done on him (first aid's patient), not against him
            args["target"] = opponent.name
            text = (
                QT_TRANSLATE_NOOP("log", "{name} rolls {roll} on {target} with table dice: {result} ({dice})")
                if dice.typed
                else QT_TRANSLATE_NOOP("log", "{name} rolls {roll} on {target}: {result} ({dice})")
            )
        elif opponent is not None:
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
        if not result.records:  # nothing rolled (a load picked, hours of hard work, a katana drawn)
            text = (QT_TRANSLATE_NOOP("log", "{name}: {roll} against {target}: {result}") if opponent is not None
                    else QT_TRANSLATE_NOOP("log", "{name}: {roll}: {result}"))
        if opponent is None and self.request.place and self.request.tile:  # picked up from a tile of the map
            args["place"] = {"t": str(self.request.place), "ctx": "rules"}
            args["tile"] = str(self.request.tile)
            text = (QT_TRANSLATE_NOOP("log", "{name}: {roll} — {place} at {tile}: {result} ({dice})") if result.records
                    else QT_TRANSLATE_NOOP("log", "{name}: {roll} — {place} at {tile}: {result}"))
        event_payload: dict[str, Any] = {
            "request": self.request.to_dict(), "memo": result.memo, "typed": dice.typed, "success": result.success}
        if any(r.secret for r in result.records):  # the GM's secret roll (an injury's recovery): not the players'
            event_payload["gm_only_rolls"] = [{"label": r.label, "faces": r.faces_payload()}
                                              for r in result.records if r.secret]
        if opponent is not None and not spec.hostile:  # first aid on him: no attack (no foe, no dealer of damage)
            event_payload[TENDS] = True
        event_payload.update(limited)
        if spec.turn_action and ctx.encounter is not None:  # the turn's one action, for its fighters
            event_payload[DOCK_EXCHANGE] = {
                "encounter": row_id(ctx.encounter),
                FIGHTERS: [row_id(fighter) for fighter in ((row,) if opponent is None else (row, opponent))],
            }
        if made:  # the declared fires this roll made, and what it drew from each: the rest covers later rolls
            event_payload["covered"] = list(made)
            event_payload["drawn"] = {str(event): count for event, count in made.items()}
        if fired:  # an event of the ammo ledger
            text = FIRING[(opponent is not None, dice.typed)]
            event_payload["ammo"] = fired_payload(tx, ctx, row_id(row), *fired[0])
        if opponent is not None and result.damage:  # a blow into a wall on the map: the wall's share said
            result.damage = with_obstacles(tx, ctx, row, opponent, result.damage)
        self.rolled = Rolled(self.request, result, 0, typed=dice.typed)
        return LogEntry(
            AMMO_KIND if fired else "roll",
            text,
            args,
            actor=row.name,
            target=opponent.name if opponent is not None else "",
            payload=event_payload,
            faces=faces_shown(result.records),
            secret=self.request.secret,
            # nothing rolled (a katana drawn or put away, a load picked): the action named, not a roll,
            # in the ruleset's own words where it has them ("Kit puts a katana away")
            **_label(spec, row.name, roll, bool(result.records), [fired_line(*pair) for pair in fired if pair[0].known],
                     _outcome(spec, opponent is not None, result)),
        )

    def _expression(self, tx: Tx, ctx: Context, dice: Dice) -> LogEntry:
        name = ""
        variables: dict[str, int] = {}
        if self.request.character_id is not None:
            row = sound_character(tx, ctx, self.request.character_id)
            name = row.name
            variables = sheet_variables(row.sheet)
        def trial(trial_dice: Dice) -> list[RollRecord]:  # the dice it rolls are counted from trial_dice
            parse_expression(self.request.expression, variables).roll(trial_dice)
            return []

        try:
            roll = parse_expression(self.request.expression, variables).roll(dice)
        except DiceError as exc:
            raise counted(exc, self.faces, trial) from exc
        except RulesError as exc:
            raise CommandError(str(exc), "rules", **exc.words) from exc
        _used_up(dice, self.faces, trial)
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
