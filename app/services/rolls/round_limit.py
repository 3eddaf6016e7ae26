"""How often a character may make one kind of roll in a round of a fight, as the ruleset declares
it (:meth:`app.rules.features.rolls.RollRules.round_limit`: a weapon's shots a round, an SMG's
spray its one shot of the round too).

Counted as the one fire a turn is (:mod:`app.services.ammo.one_action`): the log events of this
round of the running fight that are not undone, each marked in its payload with the key it is
counted by, who made it and the fight.  The next one beyond the most is refused, with the
weapon's name and its limit; nothing changes.  Outside a fight there are no rounds: no limit.
A fire of the ammunition dock (F) counts its shots by the same key
(:meth:`app.rules.features.ammo.AmmoRules.fire_round_limit`), and the roll that makes a shot it
declared is not counted again (:mod:`app.services.rolls.commands`).
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.ledger import _active_encounter_id, _open_game
from app.services.command import CommandError, Context, Tx
from app.services.row_ids import row_id
from app.store.models import LogEvent

OVER_LIMIT = QT_TRANSLATE_NOOP(
    "log", "{weapon}: {limit} {limit|shot|shots} a round; {name} has fired {limit|it|them} this round already.")
#: a fire of several shots beyond what is left of the round's
FEWER_LEFT = QT_TRANSLATE_NOOP(
    "log", "{weapon}: {limit} {limit|shot|shots} a round; {name} has {left} {left|shot|shots} left this round.")

#: the payload field of a counted event
COUNTED = "round_limit"
#: the payload field of a counted event that is several shots (a fire of the ammunition dock); 1 when absent
SHOTS = "round_shots"


def made_this_round(session: Session, game_id: int, round_: int, mark: dict[str, Any]) -> int:
    """The shots counted by ``mark`` (key, who, the fight) in events of this round not undone."""
    events = session.exec(select(LogEvent).where(LogEvent.session_id == game_id, LogEvent.round == round_))
    return sum(int((event.payload or {}).get(SHOTS, 1)) for event in events
               if not event.undone and (event.payload or {}).get(COUNTED) == mark)


def over_limit(made: int, shots: int, limit: tuple[str, str, int], name: str) -> CommandError | None:
    """Why ``shots`` more beyond ``made`` this round are refused (None: they are not)."""
    _key, weapon, most = limit
    if made + shots <= most:
        return None
    if made >= most:
        return CommandError(OVER_LIMIT, weapon={"t": weapon, "ctx": "rules"}, limit=most, name=name)
    return CommandError(FEWER_LEFT, weapon={"t": weapon, "ctx": "rules"}, limit=most, name=name, left=most - made)


def counted_fields(tx: Tx, ctx: Context, character_id: int, name: str,
                   limit: tuple[str, str, int] | None, shots: int = 1) -> dict[str, Any]:
    """The payload fields that count this action (``shots`` shots) against ``limit`` (key, the
    weapon's name, the most a round) in this round of the running fight; refused when the
    character has made the most already, or has fewer left.  None to mark outside a fight or
    without a limit."""
    if limit is None or ctx.round is None:
        return {}
    game = _open_game(tx, ctx)
    encounter = _active_encounter_id(tx, game)
    if game is None or encounter is None:
        return {}
    mark = {"key": limit[0], "character_id": character_id, "encounter": encounter}
    refused = over_limit(made_this_round(tx.session, row_id(game), ctx.round, mark), shots, limit, name)
    if refused is not None:
        raise refused
    return {COUNTED: mark, SHOTS: shots} if shots != 1 else {COUNTED: mark}
