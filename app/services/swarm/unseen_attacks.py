"""Swarm attacks on a fighter hidden from the players: the Swarm Threat the players read leaves them out.

Every swarm attack lowers the Swarm Threat by one.  An attack of the dead on a fighter the players
were not shown is told of nowhere the players look (:mod:`app.export.swarm_draw`, the projector and
the phones say "Round lost"); its step down of the Swarm Threat would tell them all the same ("Swarm
Threat 6", then "5" with no attack said: someone unseen was struck).  So the fight's record of its
last round counts those attacks:

* ``swarm_last["unseen_attacks"]``: the attacks on fighters hidden when they were struck, made so far
  in the fight (carried from round to round; a new fight starts at none);
* ``swarm_last["unseen_before"]``: those made before the round was rolled (its Swarm Threat to beat).

The players' Swarm Threat is the fight's with them added back: the projector, its band and the
phones (:mod:`app.services.player_view`), and their copy of the log, whose lines carry the count in
their payload (:data:`UNSEEN`) for :func:`app.export.swarm_draw.players_threat`.  The GM reads the
real one everywhere.  A log written before the count was kept carries none: its numbers stay as
written (none is made up for it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from app.services.command import Context, Tx
from app.services.reveal import reveal_of
from app.services.swarm.single_victims import single_victims
from app.store.models import Character

#: the attacks on hidden fighters made so far in the fight (``swarm_last``; a log line's payload:
#: those its Swarm Threat leaves out)
UNSEEN = "unseen_attacks"
#: those made before the last round was rolled
UNSEEN_BEFORE = "unseen_before"
#: a fighter hidden from the players rolled in the round (``swarm_last``; the round line's payload):
#: its total counts his successes, so the players read the round's outcome without its numbers
UNSEEN_ROLLED = "unseen_rolled"
#: the ids of the fighters whose name or health the players were not shown while the fight's rounds
#: were rolled and settled (``swarm_last``, carried from round to round): who of them fell is never
#: said to the players, not even once they are shown later
UNSAID = "unsaid"
#: the names of the last round's attacks' victims hidden from the players when struck (``swarm_last``):
#: those attacks are never said to them, not even once the victim is shown
UNSEEN_VICTIMS = "unseen_victims"


def shown_whole(state: Mapping[str, Any], row: Character) -> bool:
    """The players see ``row``'s name and something of his health (not "name only", not hidden)."""
    reveal = reveal_of(dict(state), row)
    return bool(reveal["name"]) and reveal["health"] != "hidden"


def unsaid_of(record: Mapping[str, Any] | None) -> set[int]:
    """The ids kept under :data:`UNSAID` in ``record`` (a ``swarm_last``)."""
    value = (record or {}).get(UNSAID)
    if not isinstance(value, list):
        return set()
    return {int(i) for i in value if isinstance(i, int) and not isinstance(i, bool)}


def hidden_took_part(record: Mapping[str, Any] | None) -> bool:
    """Something hidden from the players touched the round ``record`` (a ``swarm_last``) keeps: a
    hidden fighter rolled in it, or was struck before it (the Swarm Threat it was rolled against is
    not the one they read).  Its numbers would not add up for them.  A strike after it changes
    nothing of its own numbers (a line that lost them then would tell of the strike)."""
    return bool((record or {}).get(UNSEEN_ROLLED)) or count_of(record, UNSEEN_BEFORE) > 0


def count_of(record: Mapping[str, Any] | None, key: str = UNSEEN) -> int:
    """The count kept under ``key`` in ``record`` (a ``swarm_last``, a payload); 0 where none is."""
    value = (record or {}).get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def hidden_victims(tx: Tx, ctx: Context, state: Mapping[str, Any], last: Mapping[str, Any],
                   victims: Iterable[str]) -> list[str]:
    """Those of ``victims`` (one a swarm attack; a name as often as struck) whose name the players are
    not shown now (``state``: the campaign's, with its reveal settings)."""
    names = [str(v) for v in victims if v]
    if not names:
        return []
    ids = {v["name"]: v["victim_id"] for v in single_victims(tx, ctx, last, names)}
    rows = ctx.characters(tx.session, list(ids.values())) if ids else {}
    return [name for name in names
            if name in ids and ids[name] in rows and not reveal_of(dict(state), rows[ids[name]])["name"]]


def unseen_struck(tx: Tx, ctx: Context, state: Mapping[str, Any], last: Mapping[str, Any],
                  victims: Iterable[str]) -> int:
    """How many of ``victims`` the players do not see now (:func:`hidden_victims`)."""
    return len(hidden_victims(tx, ctx, state, last, victims))


def unsaid_struck(tx: Tx, ctx: Context, state: Mapping[str, Any], last: Mapping[str, Any],
                  victims: Iterable[str]) -> set[int]:
    """The ids of ``victims`` whose name or health the players are not shown now."""
    names = [str(v) for v in victims if v]
    if not names:
        return set()
    ids = {v["name"]: v["victim_id"] for v in single_victims(tx, ctx, last, names)}
    rows = ctx.characters(tx.session, list(ids.values())) if ids else {}
    return {int(ids[name]) for name in names
            if name in ids and ids[name] in rows and not shown_whole(state, rows[ids[name]])}
