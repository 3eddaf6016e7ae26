"""The ammo ledger: firing, reloading, ammunition found, handed over or lost, in the ruleset's currency.

Every change is one command and one log event of kind ``"ammo"``; those events are the ledger.
Their payload says what happened (``action``: fire, reload, refill, give, empty), to which
character and stock, the counts before and after, the encounter and round, and the reason.  A
result the player must not learn (a clip drawn at random) goes in ``payload["secret"]``, never in
the line itself.

Firing a weapon whose ruleset counts a whole turn's firing (Ammo Points) is refused the second time
in one round of the active fight; outside a fight each fire action spends.

Low-ammo warnings live in ``Campaign.state["ammo_low"]``: ``{"default": n, "stocks": {"<character
id>:<stock key>": n}}`` — a stock is low at or below its threshold, and empty at 0.

Signals (on :class:`AmmoService`)
---------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from sqlmodel import col, select

from app.rules.base import AmmoStock, Outcome, RulesError
from app.rules.dice import DiceError
from app.rules.stocks import find_stock
from app.services.bounds import AMMO_AMOUNT, AMMO_WARNING
from app.services.characters import rule_faces, rule_lines
from app.services.checks import as_dict, live_character, need_int, need_values
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.service import Service
from app.store.models import Campaign, Character, Encounter, GameSession, LogEvent

KIND = "ammo"
CURRENCIES = ("ammo_points", "ammo_rounds", "ammo_clips", "ammo_count")
EMPTY, LOW, OK = "empty", "low", "ok"


def currency_of(features: frozenset[str]) -> str | None:
    """The ammunition currency a ruleset's features name, if any."""
    return next((c for c in CURRENCIES if c in features), None)


def stock_label(stock: AmmoStock) -> Any:
    """The stock's name as a log argument (a label to translate when the ruleset named it)."""
    return {"t": stock.label, "ctx": stock.label_ctx} if stock.label_ctx else stock.label


def unit_arg(stock: AmmoStock, count: int) -> dict[str, Any]:
    """The stock's unit for ``count`` of it ("1 round", "2 rounds": the unit's plural forms)."""
    return {"t": stock.unit, "ctx": "rules", "args": {"count": count}}


def _rules_call(call: Any, *args: Any) -> Any:
    try:
        return call(*args)
    except (RulesError, DiceError) as exc:
        raise CommandError(str(exc), "rules") from exc


def _open_game(tx: Tx, ctx: Context) -> GameSession | None:
    return tx.session.exec(
        select(GameSession)
        .where(GameSession.campaign_id == ctx.campaign.id, col(GameSession.ended).is_(None))
        .order_by(col(GameSession.number).desc())
    ).first()


def _active_encounter_id(tx: Tx, game: GameSession | None) -> int | None:
    if game is None:
        return None
    enc = tx.session.exec(
        select(Encounter)
        .where(Encounter.session_id == game.id, col(Encounter.active).is_(True))
        .order_by(col(Encounter.id).desc())
    ).first()
    return int(enc.id) if enc is not None else None  # type: ignore[arg-type]


def fired_in_round(events: list[LogEvent], character_id: int, key: str, encounter_id: int, round_: int) -> bool:
    """Whether a live fire event of this stock is logged in this round of this encounter."""
    return any(
        not e.undone
        and e.round == round_
        and e.payload.get("action") == "fire"
        and e.payload.get("character_id") == character_id
        and e.payload.get("key") == key
        and e.payload.get("encounter") == encounter_id
        for e in events
    )


AMOUNT_RANGE = QT_TRANSLATE_NOOP("log", "An amount of ammunition runs from 1 to 999.")


@dataclass
class AmmoCommand(Command):
    """What every ammunition action shares: the character, the stock, the reason."""

    character_id: int
    key: str
    reason: str = ""

    kind = KIND  # type: ignore[assignment]

    def _row_and_stock(self, tx: Tx, ctx: Context, action: str) -> tuple[Character, AmmoStock]:
        row = live_character(tx, ctx, self.character_id)
        return row, _rules_call(find_stock, ctx.ruleset.ammo_stocks(row.sheet, row.state), self.key, action)

    def _after(self, ctx: Context, row: Character, outcome: Outcome) -> AmmoStock:
        row.state = outcome.state
        return find_stock(ctx.ruleset.ammo_stocks(row.sheet, row.state), self.key)

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

    def _reason_lines(self, outcome: Outcome | None = None) -> list[Any]:
        lines: list[Any] = rule_lines(outcome) if outcome is not None else []
        if self.reason.strip():
            lines.append(self.reason.strip())
        return lines


@dataclass
class FireAmmo(AmmoCommand):
    """Spend what a weapon fires; a whole-turn currency spends once a round per weapon."""

    request: Mapping[str, Any] = field(default_factory=dict)

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row, stock = self._row_and_stock(tx, ctx, "fire")
        need_values(ctx.ruleset.ammo_fire_fields(row.sheet, row.state, self.key), self.request)
        encounter = _active_encounter_id(tx, _open_game(tx, ctx))
        if ctx.ruleset.ammo_fires_once_per_round() and encounter is not None and ctx.round is not None:
            game = _open_game(tx, ctx)
            events = list(
                tx.session.exec(
                    select(LogEvent).where(
                        LogEvent.session_id == game.id,  # type: ignore[union-attr]
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
        outcome = _rules_call(ctx.ruleset.fire_ammo, row.sheet, row.state, self.key, dict(self.request), ctx.dice)
        after = self._after(ctx, row, outcome)
        tx.save(row)
        args = {
            "name": row.name,
            "weapon": stock_label(stock),
            "before": stock.count,
            "after": after.count,
            "unit": unit_arg(stock, after.count),
            "lines": self._reason_lines(outcome),
        }
        return LogEntry(
            KIND,
            QT_TRANSLATE_NOOP("log", "{name} fires {weapon}: {before} → {after} {unit}"),
            args,
            actor=row.name,
            payload=self._payload(tx, ctx, "fire", stock, stock.count, after.count),
            faces=rule_faces(outcome),
            label=QT_TRANSLATE_NOOP("log", "{name} fires {weapon}"),
            label_args={"name": row.name, "weapon": stock_label(stock)},
        )


@dataclass
class ReloadAmmo(AmmoCommand):
    """Reload a weapon as the ruleset's reload form says; a random clip stays the GM's secret."""

    request: Mapping[str, Any] = field(default_factory=dict)

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row, stock = self._row_and_stock(tx, ctx, "reload")
        need_values(ctx.ruleset.ammo_reload_fields(row.sheet, row.state, self.key), self.request)
        outcome = _rules_call(ctx.ruleset.reload_ammo, row.sheet, row.state, self.key, dict(self.request), ctx.dice)
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
        args = {
            "name": row.name,
            "weapon": stock_label(stock),
            "before": stock.count,
            "after": after.count,
            "unit": unit_arg(stock, after.count),
            "lines": self._reason_lines(outcome),
        }
        return LogEntry(
            KIND,
            QT_TRANSLATE_NOOP("log", "{name} reloads {weapon}: {before} → {after} {unit}"),
            args,
            actor=row.name,
            payload=payload,
            faces=rule_faces(outcome),
            label=QT_TRANSLATE_NOOP("log", "{name} reloads {weapon}"),
            label_args=label_args,
        )


@dataclass
class RefillAmmo(AmmoCommand):
    """Ammunition found: ``amount`` more of the stock's unit."""

    amount: int = 1

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.amount, *AMMO_AMOUNT, AMOUNT_RANGE)
        row, stock = self._row_and_stock(tx, ctx, "refill")
        outcome = _rules_call(ctx.ruleset.add_ammo, row.sheet, row.state, self.key, self.amount)
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
        return LogEntry(
            KIND,
            QT_TRANSLATE_NOOP("log", "{name} finds {amount} {unit} for {weapon}: {before} → {after}"),
            args,
            actor=row.name,
            payload={**self._payload(tx, ctx, "refill", stock, stock.total, after.total), "amount": self.amount},
            label=QT_TRANSLATE_NOOP("log", "Ammunition found by {name}"),
            label_args={"name": row.name},
        )


@dataclass
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
        other = live_character(tx, ctx, self.receiver_id)
        other_stock = _rules_call(
            find_stock, ctx.ruleset.ammo_stocks(other.sheet, other.state), self.receiver_key, "refill"
        )
        if other_stock.unit != stock.unit:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That ammunition is counted in another unit."))
        if other.id == row.id:  # from one weapon to another of the same character
            taken = _rules_call(ctx.ruleset.take_ammo, row.sheet, row.state, self.key, self.amount)
            row.state = _rules_call(ctx.ruleset.add_ammo, row.sheet, taken.state, self.receiver_key, self.amount).state
        else:
            taken, added = _rules_call(
                ctx.ruleset.give_ammo,
                (row.sheet, row.state, self.key),
                (other.sheet, other.state, self.receiver_key),
                self.amount,
            )
            row.state = taken.state
            other.state = added.state
            tx.save(other)
        tx.save(row)
        after = find_stock(ctx.ruleset.ammo_stocks(row.sheet, row.state), self.key)
        other_after = find_stock(ctx.ruleset.ammo_stocks(other.sheet, other.state), self.receiver_key)
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


@dataclass
class EmptyAmmo(AmmoCommand):
    """A stock empty at once, for one of the ruleset's reasons (a mess-up, lost or ruined)."""

    cause: str = ""

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        causes = {c.value: c.label for c in ctx.ruleset.ammo_empty_reasons()}
        cause = self.cause or next(iter(causes), "")
        if cause not in causes:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown reason."))
        row, stock = self._row_and_stock(tx, ctx, "empty")
        outcome = _rules_call(ctx.ruleset.empty_ammo, row.sheet, row.state, self.key)
        after = self._after(ctx, row, outcome)
        tx.save(row)
        args = {
            "name": row.name,
            "weapon": stock_label(stock),
            "before": stock.count,
            "after": after.count,
            "unit": unit_arg(stock, after.count),
            "lines": [{"t": causes[cause], "ctx": "rules"}, *self._reason_lines()],
        }
        payload = self._payload(tx, ctx, "empty", stock, stock.count, after.count)
        payload["cause"] = cause
        return LogEntry(
            KIND,
            QT_TRANSLATE_NOOP("log", "{name}'s {weapon} is empty: {before} → {after} {unit}"),
            args,
            actor=row.name,
            payload=payload,
            label=QT_TRANSLATE_NOOP("log", "{name}'s {weapon} emptied"),
            label_args={"name": row.name, "weapon": stock_label(stock)},
        )


@dataclass
class SetLowAmmo(Command):
    """The low-ammo warning: for every stock (``character_id`` None) or for one stock; 0 turns it off."""

    threshold: int
    character_id: int | None = None
    key: str = ""

    kind = "ammo_warning"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.threshold, *AMMO_WARNING, QT_TRANSLATE_NOOP("log", "A warning level runs from 0 to 999."))
        campaign = tx.get(Campaign, int(ctx.campaign.id))  # type: ignore[arg-type]
        low = dict(campaign.state.get("ammo_low") or {})
        stocks = dict(low.get("stocks") or {})
        if self.character_id is None:
            low["default"] = self.threshold
            text = QT_TRANSLATE_NOOP("log", "Low-ammo warning for every weapon: at {threshold} or less")
            args: dict[str, Any] = {"threshold": self.threshold}
        else:
            row = live_character(tx, ctx, self.character_id)
            stock = _rules_call(find_stock, ctx.ruleset.ammo_stocks(row.sheet, row.state), self.key)
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


@dataclass(frozen=True)
class StockView:
    """One stock of one character as the dock shows it: the stock, its status and warning level."""

    character_id: int
    character: str
    stock: AmmoStock
    status: str  # empty, low, ok
    threshold: int
    fired_this_round: bool = False


class AmmoService(Service):
    """What the ammo dock asks for.  Reads are plain values; writes go through commands."""


    # ------------------------------------------------------------------ reading
    def currency(self) -> str | None:
        """The ruleset's ammunition currency ("ammo_points"…), None when it keeps none."""
        return currency_of(self.ruleset.features)

    def _characters(self) -> list[Character]:
        with self.campaign._session() as s:
            return list(
                s.exec(
                    select(Character)
                    .where(Character.campaign_id == self.campaign.campaign_id, col(Character.archived).is_(False))
                    .order_by(col(Character.position), col(Character.id))
                )
            )

    def _low(self) -> dict[str, Any]:
        return dict(self.campaign.campaign.state.get("ammo_low") or {})

    def threshold(self, character_id: int, key: str) -> int:
        """The warning level of one stock: its own, else every weapon's (0: no warning)."""
        low = self._low()
        own = (low.get("stocks") or {}).get(f"{character_id}:{key}")
        return int(own if own is not None else low.get("default", 0))

    def default_threshold(self) -> int:
        return int(self._low().get("default", 0))

    def _round_events(self) -> tuple[list[LogEvent], int | None, int | None]:
        encounter = self.campaign.active_encounter()
        current = self.campaign.current_session()
        if encounter is None or current is None:
            return [], None, None
        with self.campaign._session() as s:
            events = list(
                s.exec(
                    select(LogEvent).where(
                        LogEvent.session_id == current.id, LogEvent.kind == KIND, LogEvent.round == encounter.round
                    )
                )
            )
        return events, int(encounter.id), encounter.round  # type: ignore[arg-type]

    def _views(self, row: Character, round_info: tuple[list[LogEvent], int | None, int | None]) -> list[StockView]:
        events, encounter, round_ = round_info
        out = []
        for stock in self.ruleset.ammo_stocks(row.sheet, row.state):
            cid = int(row.id)  # type: ignore[arg-type]
            level = self.threshold(cid, stock.key)
            empty = stock.count <= 0 if "fire" in stock.actions else stock.total <= 0
            status = EMPTY if empty else LOW if stock.total <= level else OK
            fired = (
                encounter is not None
                and round_ is not None
                and fired_in_round(events, cid, stock.key, encounter, round_)
            )
            out.append(StockView(cid, row.name, stock, status, level, fired))
        return out

    def stocks(self, character_id: int) -> list[StockView]:
        """The character's firearms and ammunition, each with its status."""
        with self.campaign._session() as s:
            row = s.get(Character, character_id)
        if row is None:
            return []
        return self._views(row, self._round_events())

    def warnings(self) -> list[StockView]:
        """Every stock that is low or empty, characters in roster order, of characters with a firearm."""
        info = self._round_events()
        out = []
        for row in self._characters():
            views = self._views(row, info)
            if any("fire" in v.stock.actions for v in views):  # no firearm, nothing to warn about
                out.extend(v for v in views if v.status != OK)
        return out

    def party_totals(self) -> dict[str, int]:
        """What the player characters carry, by unit (rounds, AP, clips), in first-seen order."""
        totals: dict[str, int] = {}
        for row in self._characters():
            if row.kind != "pc":
                continue
            for stock in self.ruleset.ammo_stocks(row.sheet, row.state):
                totals[stock.unit] = totals.get(stock.unit, 0) + stock.total
        return totals

    def ledger(self, all_sessions: bool = False) -> list[LogEvent]:
        """The ammunition events (spends, reloads, refills, transfers, losses) not undone, oldest first:
        of the latest session, or of the whole campaign."""
        if all_sessions:
            ids = [int(g.id) for g in self.campaign.sessions()]  # type: ignore[arg-type]
        else:
            latest = self.campaign.latest_session()
            ids = [int(latest.id)] if latest is not None else []  # type: ignore[arg-type]
        if not ids:
            return []
        with self.campaign._session() as s:
            return list(
                s.exec(
                    select(LogEvent)
                    .where(col(LogEvent.session_id).in_(ids), LogEvent.kind == KIND, col(LogEvent.undone).is_(False))
                    .order_by(col(LogEvent.session_id), col(LogEvent.seq))
                )
            )

    def fire_fields(self, character_id: int, key: str) -> list[Any]:
        with self.campaign._session() as s:
            row = s.get(Character, character_id)
        return list(self.ruleset.ammo_fire_fields(row.sheet, row.state, key)) if row is not None else []

    def reload_fields(self, character_id: int, key: str) -> list[Any]:
        with self.campaign._session() as s:
            row = s.get(Character, character_id)
        return list(self.ruleset.ammo_reload_fields(row.sheet, row.state, key)) if row is not None else []

    # ------------------------------------------------------------------ writing
    def fire(self, character_id: int, key: str, request: Mapping[str, Any] | None = None, reason: str = "") -> bool:
        return self.run(FireAmmo(character_id, key, reason, {} if request is None else as_dict(request)))

    def reload(self, character_id: int, key: str, request: Mapping[str, Any] | None = None, reason: str = "") -> bool:
        return self.run(ReloadAmmo(character_id, key, reason, {} if request is None else as_dict(request)))

    def refill(self, character_id: int, key: str, amount: int, reason: str = "") -> bool:
        return self.run(RefillAmmo(character_id, key, reason, amount))

    def give(
        self, character_id: int, key: str, receiver_id: int, receiver_key: str, amount: int, reason: str = ""
    ) -> bool:
        return self.run(GiveAmmo(character_id, key, reason, receiver_id, receiver_key, amount))

    def empty(self, character_id: int, key: str, cause: str = "", reason: str = "") -> bool:
        return self.run(EmptyAmmo(character_id, key, reason, cause))

    def set_threshold(self, threshold: int, character_id: int | None = None, key: str = "") -> bool:
        return self.run(SetLowAmmo(threshold, character_id, key))
