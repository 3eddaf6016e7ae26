"""Whether a fighter made a roll of his own in this round of the running fight, read from the log.

N on the turn of one who fell during it says "turn skipped" of one who never acted (he fell before
he could: the blast, the other's shot); one who rolled his own attack and fell to what came back at
him (the walker that lost its close-combat duel to Ben and took his axe) has acted, and his turn
passes as any other ("Walker has acted; Ben Okafor is up").  An undone roll is no action."""

from __future__ import annotations

from sqlmodel import col, select

from app.services.ammo.ledger import KIND as AMMO_KIND
from app.services.ammo.one_exchange import DOCK_EXCHANGE, EXCHANGE_KIND, FIGHTERS
from app.services.command import Tx
from app.services.fight_line import FIGHT_BEGINS
from app.store.models import Encounter, LogEvent

#: the kinds a roll is logged as: a roll, or an ammunition event when it fired
ROLL_KINDS = ("roll", AMMO_KIND)


#: the kinds of what a fighter does on his turn: a roll, a shot, a move on the map, a melee exchange
#: of his group (d10under's «полное количество атак в рукопашной», the turn's one action)
ACT_KINDS = (*ROLL_KINDS, "move", EXCHANGE_KIND)


def rolled_this_round(tx: Tx, enc: Encounter, character_id: int | None) -> bool:
    """Whether ``character_id`` rolled (as the roller, not undone) in ``enc``'s round now."""
    return character_id is not None and character_id in rollers_this_round(tx, enc)


def rollers_this_round(tx: Tx, enc: Encounter, kinds: tuple[str, ...] = ROLL_KINDS) -> set[int]:
    """The characters who rolled (as the roller, not undone) in ``enc``'s round now: one read of the
    round's rolls.  ``kinds`` :data:`ACT_KINDS`: those who rolled or moved their token (the round's end
    says "had not acted" of no one who did: Padre Tom's attack, Kit's sprint, Vera's and Gleb's exchange
    against Zombie 2).  Every fighter of an exchange has acted in it, whoever's dice it was rolled on."""
    begun = tx.session.exec(
        select(LogEvent.seq)
        .where(LogEvent.session_id == enc.session_id, LogEvent.kind == "encounter",
               LogEvent.text == FIGHT_BEGINS, col(LogEvent.undone).is_(False))
        .order_by(col(LogEvent.seq).desc())
        .limit(1)
    ).first()
    payloads = tx.session.exec(
        select(LogEvent.payload)
        .where(LogEvent.session_id == enc.session_id, col(LogEvent.kind).in_(kinds),
               LogEvent.round == enc.round, col(LogEvent.undone).is_(False),
               LogEvent.seq > (begun if begun is not None else -1))
    )
    rollers: set[int] = set()
    for payload in payloads:
        if not isinstance(payload, dict):
            continue
        request = payload.get("request")
        who = request.get("character_id") if isinstance(request, dict) else payload.get("character_id")
        if isinstance(who, int) and not isinstance(who, bool):
            rollers.add(who)
        kept = payload.get(DOCK_EXCHANGE)  # an exchange rolled in the dice dock: both its fighters
        for fighters in (payload.get(FIGHTERS), kept.get(FIGHTERS) if isinstance(kept, dict) else None):
            if isinstance(fighters, list):
                rollers.update(f for f in fighters if isinstance(f, int) and not isinstance(f, bool))
    return rollers
