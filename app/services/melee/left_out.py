"""Who of a melee group sits out its exchange this round, and why.

The roll-under d10 text: «В один ход можно сделать одно действие» (in one turn a character does
one action), firing a weapon and «произвести полное количество атак в рукопашной» (making the full
number of melee attacks) being two of them, and «Перезарядка обычно занимает весь ход» (reloading
usually takes the whole turn).  A fighter who fired or reloaded in this round of the running fight,
or stood in an exchange rolled in it, has had the round's action: the group's exchange goes on with
the others, without that fighter's dice and with no hit on it (Vera fired, then the exchange of
Vera, Gleb and Zombie 2 was refused whole, though its odds already counted Gleb alone).  Where a
side is left with nobody, the exchange cannot be rolled: the refusal says why, the fighter's own.
The dialog's odds and the exchange's log line say who sits out and why, in the same words.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.one_action import AFTER_FIRE, melee_refusal, round_args
from app.services.ammo.one_exchange import SECOND_EXCHANGE, fought_this_turn
from app.services.command import CommandError, Context, Tx

OUT_FIRED = QT_TRANSLATE_NOOP(
    "log", "Left out of this exchange: {name} (fired in round {round} already; one action a turn)")
OUT_RELOADED = QT_TRANSLATE_NOOP(
    "log", "Left out of this exchange: {name} (reloaded in round {round}; reloading takes the whole turn)")
OUT_FOUGHT = QT_TRANSLATE_NOOP(
    "log", "Left out of this exchange: {name} (fought a melee exchange in round {round} already; one action a turn)")


@record(frozen=True, eq=False, repr=False)
class SitsOut:
    """One fighter out of the exchange: the refusal a roll with it alone would give, and the line
    that says it sits out (its words as a log value)."""

    refusal: CommandError
    said: dict[str, Any]


def sitting_out(tx: Tx, ctx: Context, fighters: Iterable[tuple[int, str]]) -> dict[int, SitsOut]:
    """The fighters (id, name) who have had this round's action: fired, reloaded, or fought an
    exchange."""
    fought = fought_this_turn(tx, ctx)
    now, after = round_args(ctx)
    out: dict[int, SitsOut] = {}
    for cid, name in fighters:
        refused = melee_refusal(tx, ctx, cid, name)
        if refused is not None:
            refusal = refused
            text = OUT_FIRED if refused.message == AFTER_FIRE["melee"] else OUT_RELOADED
        elif cid in fought:
            refusal = CommandError(SECOND_EXCHANGE, name=name, round=now, next=after)
            text = OUT_FOUGHT
        else:
            continue
        out[cid] = SitsOut(refusal, {"t": text, "ctx": "log", "args": {"name": name, "round": now}})
    return out
