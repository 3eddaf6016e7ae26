"""What every event of the ammo ledger shares: its kind, the currencies, how a stock is named in a
log line, the rules' refusals as the command's, and the fight an event falls in.

The ledger is the events of kind ``ammo``: the ammo dock's actions, and the rolls that fired
ammunition (a burst inside an attack roll, with one of the :data:`FIRING` lines; its ledger
fields in ``payload["ammo"]``, the roll's own beside them)."""

from __future__ import annotations

from typing import Any

from sqlmodel import col, select

from app.rules.base import AmmoStock, RulesError, Ruleset
from app.rules.dice import DiceError
from app.rules.features.ammo import NO_AMMO, AmmoRules
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError, Context, Tx
from app.services.row_ids import row_id
from app.store.models import Encounter, GameSession, LogEvent

KIND = "ammo"
CURRENCIES = ("ammo_points", "ammo_rounds", "ammo_clips", "ammo_count")
EMPTY, LOW, OK = "empty", "low", "ok"


def currency_of(features: frozenset[str]) -> str | None:
    """The ammunition currency a ruleset's features name, if any."""
    return next((c for c in CURRENCIES if c in features), None)


def ammo_of(ruleset: Ruleset) -> AmmoRules:
    """The ruleset's ammunition rules; for one that keeps none, no stocks and every change refused."""
    return ruleset.ammo_rules() or NO_AMMO


def stock_label(stock: AmmoStock) -> Any:
    """The stock's name as a log argument (a label to translate when the ruleset named it)."""
    return {"t": stock.label, "ctx": stock.label_ctx} if stock.label_ctx else stock.label


#: a reload of a weapon already full: refused before any form, the weapon and whose it is named,
#: with its count (a full clip of the grid game was thrown away for one drawn at random)
FULL = QT_TRANSLATE_NOOP("log", "{name}'s {weapon} is full ({count}/{capacity}).")


def full_refusal(name: str, stock: AmmoStock) -> CommandError | None:
    """Why reloading ``stock``, ``name``'s, is refused as it stands: full to its capacity (None: it is not)."""
    if stock.capacity <= 0 or stock.count < stock.capacity:
        return None
    return CommandError(FULL, "log", name=name, weapon=stock_label(stock), count=stock.count, capacity=stock.capacity)


def unit_arg(stock: AmmoStock, count: int) -> dict[str, Any]:
    """The stock's unit for ``count`` of it ("1 round", "2 rounds": the unit's plural forms)."""
    return {"t": stock.unit, "ctx": "rules", "args": {"count": count}}


def _rules_call(call: Any, *args: Any) -> Any:
    try:
        return call(*args)
    except (RulesError, DiceError) as exc:
        raise CommandError(str(exc), "rules", **getattr(exc, "words", {})) from exc


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
    return row_id(enc) if enc is not None else None


#: the line of a roll that fired ammunition (a burst, a spray), by (against an opponent, typed from the table):
#: a roll's own words, its label naming the shot and the rounds spent said after it ("Ana rolls Shot:
#: d(Accuracy) (Pistol) against Zombie 1: … — Pistol: 15 → 14 rounds"; it read "Ana fires Shot",
#: "dispara Disparo")
FIRING = {
    (True, False): QT_TRANSLATE_NOOP("log", "{name} rolls {roll} against {target}: {result} ({dice})"),
    (True, True): QT_TRANSLATE_NOOP("log", "{name} rolls {roll} against {target} with table dice: {result} ({dice})"),
    (False, False): QT_TRANSLATE_NOOP("log", "{name} rolls {roll}: {result} ({dice})"),
    (False, True): QT_TRANSLATE_NOOP("log", "{name} rolls {roll} with table dice: {result} ({dice})"),
}
#: the lines of such rolls in logs written before, read in the GM's language as they were
FIRING_BEFORE = (
    QT_TRANSLATE_NOOP("log", "{name} fires {roll} against {target}: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name} fires {roll} against {target} with table dice: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name} fires {roll}: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name} fires {roll} with table dice: {result} ({dice})"),
)


def ledger_fields(event: LogEvent) -> dict[str, Any]:
    """What a ledger event says happened (``action``, ``character_id``, ``key``, counts…): a
    roll that fired keeps it in ``payload["ammo"]`` beside the roll's own."""
    fields = event.payload.get("ammo", event.payload)
    return fields if isinstance(fields, dict) else {}


def fired_in_round(events: list[LogEvent], character_id: int, key: str, encounter_id: int, round_: int) -> bool:
    """Whether a live fire event of this stock is logged in this round of this encounter."""
    return any(
        not e.undone
        and e.round == round_
        and ledger_fields(e).get("action") == "fire"
        and ledger_fields(e).get("character_id") == character_id
        and ledger_fields(e).get("key") == key
        and ledger_fields(e).get("encounter") == encounter_id
        for e in events
    )
