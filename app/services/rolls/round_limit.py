"""How often a character may make one kind of roll in a round of a fight, as the ruleset declares
it (:meth:`app.rules.features.rolls.RollRules.round_limit`: a weapon's shots a round, an SMG's
spray its one shot of the round too).

Counted as the one fire a turn is (:mod:`app.services.ammo.one_action`): the log events of this
round of the running fight that are not undone, each marked in its payload with the key it is
counted by, who made it and the fight.  The next one beyond the most is refused, with the
weapon's name and its limit; nothing changes.  Outside a fight there are no rounds: no limit.
"""

from __future__ import annotations

from typing import Any

from sqlmodel import select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.ledger import _active_encounter_id, _open_game
from app.services.command import CommandError, Context, Tx
from app.store.models import LogEvent

OVER_LIMIT = QT_TRANSLATE_NOOP(
    "log", "{weapon}: {limit} {limit|shot|shots} a round; {name} has fired {limit|it|them} this round already.")

#: the payload field of a counted event
COUNTED = "round_limit"


def counted_fields(tx: Tx, ctx: Context, character_id: int, name: str,
                   limit: tuple[str, str, int] | None) -> dict[str, Any]:
    """The payload fields that count this action against ``limit`` (key, the weapon's name, the
    most a round) in this round of the running fight; refused when the character has made the most
    already.  None to mark outside a fight or without a limit."""
    if limit is None or ctx.round is None:
        return {}
    game = _open_game(tx, ctx)
    encounter = _active_encounter_id(tx, game)
    if game is None or encounter is None:
        return {}
    key, weapon, most = limit
    mark = {"key": key, "character_id": character_id, "encounter": encounter}
    events = tx.session.exec(
        select(LogEvent).where(LogEvent.session_id == game.id, LogEvent.round == ctx.round)
    )
    made = sum(1 for event in events if not event.undone and (event.payload or {}).get(COUNTED) == mark)
    if made >= most:
        raise CommandError(OVER_LIMIT, weapon={"t": weapon, "ctx": "rules"}, limit=most, name=name)
    return {COUNTED: mark}
