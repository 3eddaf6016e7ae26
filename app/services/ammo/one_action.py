"""One fire a turn, where firing is the character's one action of the turn.

The roll-under d10 text: «В один ход можно сделать одно действие» (in one turn a character does
one action), firing a weapon being one of them, "as many shots as its description allows".  A
character who fired in this round of the running fight (from the ammunition dock or by a shot
rolled in the dice dock) is refused a second fire until the round ends, so the shots of one turn
never go beyond what the weapon fires in a turn.  The dice dock's roll of a shot the ammunition
dock declared is the same action (:mod:`app.services.ammo.declared`).  Reloading («Перезарядка
обычно занимает весь ход») and a melee exchange («произвести полное количество атак в рукопашной»)
are other actions of the list: after a fire in the same turn they are refused too
(:func:`refuse_after_fire`), and a fire after a reload in the same turn is refused as the reload
took the whole turn (:func:`refuse_fire_after_reload`).  Outside a fight there are no turns:
nothing is refused.
"""

from __future__ import annotations

from sqlmodel import select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.ledger import KIND, _active_encounter_id, _open_game, ammo_of, ledger_fields
from app.services.command import CommandError, Context, Tx
from app.store.models import LogEvent

SECOND_FIRE = QT_TRANSLATE_NOOP(
    "log", "One action a turn: {name} has fired in round {round} already; the next fire waits for round {next}.")

AFTER_FIRE = {
    "reload": QT_TRANSLATE_NOOP(
        "log", "One action a turn: {name} has fired in round {round} already; reloading waits for round {next}."),
    "melee": QT_TRANSLATE_NOOP(
        "log", "One action a turn: {name} has fired in round {round} already; a melee attack waits for round {next}."),
}

#: «Перезарядка обычно занимает весь ход»: a fire after a reload in the same turn
AFTER_RELOAD = QT_TRANSLATE_NOOP(
    "log", "Reloading takes the whole turn: {name} has reloaded in round {round}; firing waits for round {next}.")


def round_args(ctx: Context) -> tuple[int, int]:
    """The round a refusal names and the next ("fired in round 2 already; … waits for round 3"):
    not "this turn", which reads wrong once the next fighter's turn has come."""
    now = int(ctx.round or 0)
    return now, now + 1


def fired_this_turn(tx: Tx, ctx: Context, character_id: int) -> bool:
    """Whether the character fired any weapon in this round of the running fight (False where the
    ruleset lets a turn hold several fires, or outside a fight)."""
    return acted_this_turn(tx, ctx, character_id, "fire")


def acted_this_turn(tx: Tx, ctx: Context, character_id: int, action: str) -> bool:
    """Whether the character took the ammunition ``action`` ("fire", "reload") with any weapon in
    this round of the running fight (False where a fire is not the turn's one action, or outside a
    fight)."""
    if not ammo_of(ctx.ruleset).ammo_one_fire_a_turn() or ctx.round is None:
        return False
    game = _open_game(tx, ctx)
    encounter = _active_encounter_id(tx, game)
    if game is None or encounter is None:
        return False
    events = tx.session.exec(
        select(LogEvent).where(LogEvent.session_id == game.id, LogEvent.kind == KIND, LogEvent.round == ctx.round)
    )
    for event in events:
        fields = ledger_fields(event)
        if (not event.undone and fields.get("action") == action and fields.get("character_id") == character_id
                and fields.get("encounter") == encounter):
            return True
    return False


def refuse_second_fire(tx: Tx, ctx: Context, character_id: int, name: str) -> None:
    """Refuse a fire when the character has fired this turn already."""
    if fired_this_turn(tx, ctx, character_id):
        raise CommandError(SECOND_FIRE, name=name, round=round_args(ctx)[0], next=round_args(ctx)[1])


def refuse_after_fire(tx: Tx, ctx: Context, character_id: int, name: str, action: str) -> None:
    """Refuse another action of the turn (``action`` "reload" or "melee") when the character has
    fired this turn already, where a fire is the turn's one action."""
    if fired_this_turn(tx, ctx, character_id):
        raise CommandError(AFTER_FIRE[action], name=name, round=round_args(ctx)[0], next=round_args(ctx)[1])


def refuse_fire_after_reload(tx: Tx, ctx: Context, character_id: int, name: str) -> None:
    """Refuse a fire when the character reloaded this turn: «Перезарядка обычно занимает весь ход»."""
    if acted_this_turn(tx, ctx, character_id, "reload"):
        raise CommandError(AFTER_RELOAD, name=name, round=round_args(ctx)[0], next=round_args(ctx)[1])
