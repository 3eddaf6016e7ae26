"""The ammo ledger's commands: fire, reload, ammunition found, given or lost, and the low-ammo
warning; each one log event of kind ``"ammo"`` (see :mod:`app.services.ammo`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import select

from app.rules.base import AmmoStock, Outcome, RulesError
from app.rules.stocks import find_stock
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.fired_rolls import FIRED_COUNT
from app.services.ammo.ledger import (
    KIND,
    _active_encounter_id,
    _open_game,
    _rules_call,
    ammo_of,
    fired_in_round,
    full_refusal,
    stock_label,
    unit_arg,
)
from app.services.ammo.one_action import refuse_after_fire, refuse_fire_after_reload, refuse_second_fire
from app.services.ammo.one_exchange import refuse_fire_after_exchange
from app.services.bounds import AMMO_AMOUNT, AMMO_WARNING
from app.services.characters import rule_faces, rule_lines
from app.services.checks import need_int, need_values, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.gm_parts import GM_FIELDS
from app.services.gm_parts import GM_ONLY as GM_PART
from app.services.rolls.round_limit import counted_fields
from app.services.row_ids import row_id
from app.store.models import Campaign, Character, LogEvent

AMOUNT_RANGE = QT_TRANSLATE_NOOP("log", "An amount of ammunition runs from 1 to 999.")


@dataclass(eq=False, repr=False)
class AmmoCommand(Command):
    """What every ammunition action shares: the character, the stock, the reason."""

    character_id: int
    key: str
    reason: str = ""

    kind = KIND

    def _row_and_stock(self, tx: Tx, ctx: Context, action: str) -> tuple[Character, AmmoStock]:
        row = sound_character(tx, ctx, self.character_id)
        if refused := ammo_of(ctx.ruleset).ammo_kind_refusal(row.kind):  # the grid game's zombie: no gun
            raise CommandError(refused, "rules")
        return row, _rules_call(find_stock, ammo_of(ctx.ruleset).ammo_stocks(row.sheet, row.state), self.key, action)

    def _after(self, ctx: Context, row: Character, outcome: Outcome) -> AmmoStock:
        row.state = outcome.state
        return find_stock(ammo_of(ctx.ruleset).ammo_stocks(row.sheet, row.state), self.key)

    def _payload(self, tx: Tx, ctx: Context, action: str, stock: AmmoStock, before: int, after: int) -> dict[str, Any]:
        return {
            "action": action,
            "character_id": self.character_id,
            "key": self.key,
            "unit": stock.unit,
            "before": before,
            "after": after,
            "encounter": _active_encounter_id(tx, _open_game(tx, ctx)),
            "reason": self.reason.strip(),
        }

    def _count_entry(
        self,
        row: Character,
        stock: AmmoStock,
        after: AmmoStock,
        outcome: Outcome,
        message: str,
        label: str,
        payload: dict[str, Any],
        lines: list[Any] | None = None,
        undo: str = "",
    ) -> LogEntry:
        """The log line of a weapon's count going from ``stock`` to ``after`` ("fires …: 6 → 5 rounds");
        ``lines`` replace the outcome's own reason lines; ``undo``, the words of its undo, which has the
        count back ("Makarov (Vera) gets back what it fired: 7 → 8 rounds").

        A count the players are not told (:attr:`AmmoStock.known` False: they count their shots) is
        the GM's part of the line ("Kit fires Pistol — 15 → 14 rounds; Fires 1."), its fields in the
        payload his too, and its undo names no count: a copy for the players says "Kit fires Pistol
        — Fires 1." (:mod:`app.services.gm_parts`)."""
        reasons = self._reason_lines(outcome) if lines is None else lines
        if not stock.known:
            count = {"t": FIRED_COUNT, "ctx": "log", GM_PART: True,
                     "args": {"before": stock.count, "after": after.count, "unit": unit_arg(stock, after.count)}}
            payload = {**payload, GM_FIELDS: ["before", "after"]}
            message, reasons, undo = label, [count, *reasons], ""
        args = {
            "name": row.name,
            "weapon": stock_label(stock),
            **({"before": stock.count, "after": after.count, "unit": unit_arg(stock, after.count)}
               if stock.known else {}),
            "lines": reasons,
        }
        label_args: dict[str, Any] = {"name": row.name, "weapon": stock_label(stock)}
        if undo:  # the count the undo gives back, its unit in the number it comes back to
            label_args.update(before=stock.count, after=after.count, unit=unit_arg(stock, stock.count),
                              shots=stock.count - after.count)  # how many given back, for its plural
        return LogEntry(
            KIND,
            message,
            args,
            actor=row.name,
            payload=payload,
            faces=rule_faces(outcome),
            label=label,
            label_args=label_args,
            undo_label=undo,
        )

    def _reason_lines(self, outcome: Outcome | None = None) -> list[Any]:
        lines: list[Any] = rule_lines(outcome) if outcome is not None else []
        if self.reason.strip():
            lines.append(self.reason.strip())
        return lines


@dataclass(eq=False, repr=False)
class FireAmmo(AmmoCommand):
    """Spend what a weapon fires; a whole-turn currency spends once a round per weapon."""

    request: Mapping[str, Any] = field(default_factory=dict)

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row, stock = self._row_and_stock(tx, ctx, "fire")
        need_values(ammo_of(ctx.ruleset).ammo_fire_fields(row.sheet, row.state, self.key), self.request)
        refuse_second_fire(tx, ctx, self.character_id, row.name)  # where a fire is the turn's one action
        refuse_fire_after_reload(tx, ctx, self.character_id, row.name)  # the reload took the whole turn
        refuse_fire_after_exchange(tx, ctx, self.character_id, row.name)  # a melee exchange was that action
        game = _open_game(tx, ctx)
        encounter = _active_encounter_id(tx, game)
        once = ammo_of(ctx.ruleset).ammo_fires_once_per_round()
        if once and game is not None and encounter is not None and ctx.round is not None:
            events = list(
                tx.session.exec(
                    select(LogEvent).where(
                        LogEvent.session_id == game.id,
                        LogEvent.kind == KIND,
                        LogEvent.round == ctx.round,
                    )
                )
            )
            if fired_in_round(events, self.character_id, self.key, encounter, ctx.round):
                raise CommandError(
                    QT_TRANSLATE_NOOP(
                        "log", "This weapon has fired this round already: one Ammo Point pays for the whole round."
                    )
                )
        # the weapon's shots a round, counted with the shots rolled: the one beyond them refused, nothing spent
        limit = _rules_call(ammo_of(ctx.ruleset).fire_round_limit, row.sheet, row.state, self.key, dict(self.request))
        limited = counted_fields(tx, ctx, self.character_id, row.name, *limit) if limit is not None else {}
        # how many attack rolls make the fire (three single shots: three): the turn's end gives back
        # the rounds of those never rolled (app.services.ammo.unfired)
        try:
            attacks = len(ammo_of(ctx.ruleset).fire_rolls(row.sheet, row.state, self.key, dict(self.request)))
        except RulesError:  # no roll to set up: the fire stands as one
            attacks = 1
        fire = ammo_of(ctx.ruleset).fire_ammo
        outcome = _rules_call(fire, row.sheet, row.state, self.key, dict(self.request), ctx.dice)
        after = self._after(ctx, row, outcome)
        tx.save(row)
        return self._count_entry(
            row,
            stock,
            after,
            outcome,
            QT_TRANSLATE_NOOP("log", "{name} fires {weapon}: {before} → {after} {unit}"),
            QT_TRANSLATE_NOOP("log", "{name} fires {weapon}"),
            {**self._payload(tx, ctx, "fire", stock, stock.count, after.count), **limited,
             **({"attacks": attacks} if attacks > 1 else {})},
            undo=QT_TRANSLATE_NOOP("log", "{weapon} ({name}) gets back what it fired: {after} → {before} {unit}"),
        )


@dataclass(eq=False, repr=False)
class ReloadAmmo(AmmoCommand):
    """Reload a weapon as the ruleset's reload form says; a random clip stays the GM's secret."""

    request: Mapping[str, Any] = field(default_factory=dict)

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row, stock = self._row_and_stock(tx, ctx, "reload")
        full = full_refusal(row.name, stock)
        if full is not None:
            raise full
        need_values(ammo_of(ctx.ruleset).ammo_reload_fields(row.sheet, row.state, self.key), self.request)
        refuse_after_fire(tx, ctx, self.character_id, row.name, "reload")  # where a fire is the turn's one action
        reload = ammo_of(ctx.ruleset).reload_ammo
        outcome = _rules_call(reload, row.sheet, row.state, self.key, dict(self.request), ctx.dice)
        after = self._after(ctx, row, outcome)
        tx.save(row)
        payload = self._payload(tx, ctx, "reload", stock, stock.count, after.count)
        label_args = {"name": row.name, "weapon": stock_label(stock)}
        if outcome.secret:
            payload["after"] = None
            payload["secret"] = {"after": after.count, "lines": rule_lines(outcome), "faces": rule_faces(outcome)}
            return LogEntry(
                KIND,
                QT_TRANSLATE_NOOP("log", "{name} reloads {weapon} with a clip drawn at random"),
                {"name": row.name, "weapon": stock_label(stock), "lines": self._reason_lines()},
                actor=row.name,
                payload=payload,
                label=QT_TRANSLATE_NOOP("log", "{name} reloads {weapon}"),
                label_args=label_args,
            )
        return self._count_entry(
            row,
            stock,
            after,
            outcome,
            QT_TRANSLATE_NOOP("log", "{name} reloads {weapon}: {before} → {after} {unit}"),
            QT_TRANSLATE_NOOP("log", "{name} reloads {weapon}"),
            payload,
            undo=QT_TRANSLATE_NOOP("log", "{weapon} ({name}) as before the reload: {after} → {before} {unit}"),
        )


@dataclass(eq=False, repr=False)
class RefillAmmo(AmmoCommand):
    """Ammunition found: ``amount`` more of the stock's unit."""

    amount: int = 1

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.amount, *AMMO_AMOUNT, AMOUNT_RANGE)
        row, stock = self._row_and_stock(tx, ctx, "refill")
        outcome = _rules_call(ammo_of(ctx.ruleset).add_ammo, row.sheet, row.state, self.key, self.amount)
        after = self._after(ctx, row, outcome)
        tx.save(row)
        args = {
            "name": row.name,
            "amount": self.amount,
            "weapon": stock_label(stock),
            "before": stock.total,
            "after": after.total,
            "unit": unit_arg(stock, self.amount),
            "lines": self._reason_lines(),
        }
        text = QT_TRANSLATE_NOOP("log", "{name} finds {amount} {unit} for {weapon}: {before} → {after}")
        if after.spare != stock.spare and after.count == stock.count:
            # the spares changed, the magazine not: said apart (not "12 → 22", the magazine's 10 and
            # the spares' 2 → 12 added up)
            args.update(before=stock.spare, after=after.spare, loaded=after.count)
            text = QT_TRANSLATE_NOOP(
                "log", "{name} finds {amount} {unit} for {weapon}: spare {before} → {after}; loaded {loaded}")
        return LogEntry(
            KIND,
            text,
            args,
            actor=row.name,
            payload={**self._payload(tx, ctx, "refill", stock, stock.total, after.total), "amount": self.amount},
            label=QT_TRANSLATE_NOOP("log", "Ammunition found by {name}"),
            label_args={"name": row.name},
        )


@dataclass(eq=False, repr=False)
class GiveAmmo(AmmoCommand):
    """``amount`` handed from one character's stock to another character's stock of the same unit."""

    receiver_id: int = 0
    receiver_key: str = ""
    amount: int = 1

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.amount, *AMMO_AMOUNT, AMOUNT_RANGE)
        if self.receiver_id == self.character_id and self.receiver_key == self.key:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Give the ammunition to another weapon or character."))
        row, stock = self._row_and_stock(tx, ctx, "give")
        other = sound_character(tx, ctx, self.receiver_id)
        other_stock = _rules_call(
            find_stock, ammo_of(ctx.ruleset).ammo_stocks(other.sheet, other.state), self.receiver_key, "refill"
        )
        if other_stock.unit != stock.unit:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That ammunition is counted in another unit."))
        if other.id == row.id:  # from one weapon to another of the same character
            ammo = ammo_of(ctx.ruleset)
            taken = _rules_call(ammo.take_ammo, row.sheet, row.state, self.key, self.amount)
            row.state = _rules_call(ammo.add_ammo, row.sheet, taken.state, self.receiver_key, self.amount).state
        else:
            taken, added = _rules_call(
                ammo_of(ctx.ruleset).give_ammo,
                (row.sheet, row.state, self.key),
                (other.sheet, other.state, self.receiver_key),
                self.amount,
            )
            row.state = taken.state
            other.state = added.state
            tx.save(other)
        tx.save(row)
        after = find_stock(ammo_of(ctx.ruleset).ammo_stocks(row.sheet, row.state), self.key)
        other_after = find_stock(ammo_of(ctx.ruleset).ammo_stocks(other.sheet, other.state), self.receiver_key)
        args = {
            "name": row.name,
            "other": other.name,
            "amount": self.amount,
            "unit": unit_arg(stock, self.amount),
            "weapon": stock_label(stock),
            "before": stock.total,
            "after": after.total,
            "other_weapon": stock_label(other_stock),
            "other_before": other_stock.total,
            "other_after": other_after.total,
            "lines": self._reason_lines(),
        }
        payload = {
            **self._payload(tx, ctx, "give", stock, stock.total, after.total),
            "amount": self.amount,
            "receiver_id": self.receiver_id,
            "receiver_key": self.receiver_key,
            "receiver_before": other_stock.total,
            "receiver_after": other_after.total,
        }
        return LogEntry(
            KIND,
            QT_TRANSLATE_NOOP(
                "log",
                "{name} gives {other} {amount} {unit}: {weapon} {before} → {after}, "
                "{other_weapon} {other_before} → {other_after}",
            ),
            args,
            actor=row.name,
            target=other.name,
            payload=payload,
            label=QT_TRANSLATE_NOOP("log", "{name} gives ammunition to {other}"),
            label_args={"name": row.name, "other": other.name},
        )


@dataclass(eq=False, repr=False)
class EmptyAmmo(AmmoCommand):
    """A stock empty at once, for one of the ruleset's reasons (a mess-up, lost or ruined)."""

    cause: str = ""

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        causes = {c.value: c.label for c in ammo_of(ctx.ruleset).ammo_empty_reasons()}
        cause = self.cause or next(iter(causes), "")
        if cause not in causes:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown reason."))
        row, stock = self._row_and_stock(tx, ctx, "empty")
        outcome = _rules_call(ammo_of(ctx.ruleset).empty_ammo, row.sheet, row.state, self.key)
        after = self._after(ctx, row, outcome)
        tx.save(row)
        payload = self._payload(tx, ctx, "empty", stock, stock.count, after.count)
        payload["cause"] = cause
        return self._count_entry(
            row,
            stock,
            after,
            outcome,
            QT_TRANSLATE_NOOP("log", "{name}'s {weapon} is empty: {before} → {after} {unit}"),
            QT_TRANSLATE_NOOP("log", "{name}'s {weapon} emptied"),
            payload,
            lines=[{"t": causes[cause], "ctx": "rules"}, *self._reason_lines()],
        )


@dataclass(eq=False, repr=False)
class SetLowAmmo(Command):
    """The low-ammo warning: for every stock (``character_id`` None) or for one stock; 0 turns it off."""

    threshold: int
    character_id: int | None = None
    key: str = ""

    kind = "ammo_warning"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.threshold, *AMMO_WARNING, QT_TRANSLATE_NOOP("log", "A warning level runs from 0 to 999."))
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        low = dict(campaign.state.get("ammo_low") or {})
        stocks = dict(low.get("stocks") or {})
        if self.character_id is None:
            low["default"] = self.threshold
            text = QT_TRANSLATE_NOOP("log", "Low-ammo warning for every weapon: at {threshold} or less")
            args: dict[str, Any] = {"threshold": self.threshold}
        else:
            row = sound_character(tx, ctx, self.character_id)
            stock = _rules_call(find_stock, ammo_of(ctx.ruleset).ammo_stocks(row.sheet, row.state), self.key)
            stocks[f"{self.character_id}:{self.key}"] = self.threshold
            text = QT_TRANSLATE_NOOP("log", "Low-ammo warning for {name}'s {weapon}: at {threshold} or less")
            args = {"threshold": self.threshold, "name": row.name, "weapon": stock_label(stock)}
        low["stocks"] = stocks
        campaign.state = {**campaign.state, "ammo_low": low}
        tx.save(campaign)
        return LogEntry(
            self.kind,
            text,
            args,
            label=QT_TRANSLATE_NOOP("log", "Low-ammo warning at {threshold}"),
            label_args={"threshold": self.threshold},
        )
