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
took the whole turn (:func:`refuse_fire_after_reload`), as is a melee exchange after a reload
(:func:`refuse_melee`, which also refuses it after a fire).  Outside a fight there are no turns:
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
#: the same, for a melee exchange («произвести полное количество атак в рукопашной») after a reload
MELEE_AFTER_RELOAD = QT_TRANSLATE_NOOP(
    "log",
    "Reloading takes the whole turn: {name} has reloaded in round {round}; a melee attack waits for round {next}.")


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
    return action in actions_this_turn(tx, ctx, character_id)


def actions_this_turn(tx: Tx, ctx: Context, character_id: int) -> set[str]:
    """The ammunition actions ("fire", "reload") the character took (not undone) in this round of
    the running fight (none where a fire is not the turn's one action, or outside a fight)."""
    if not ammo_of(ctx.ruleset).ammo_one_fire_a_turn() or ctx.round is None:
        return set()
    game = _open_game(tx, ctx)
    encounter = _active_encounter_id(tx, game)
    if game is None or encounter is None:
        return set()
    events = tx.session.exec(
        select(LogEvent).where(LogEvent.session_id == game.id, LogEvent.kind == KIND, LogEvent.round == ctx.round)
    )
    taken: set[str] = set()
    for event in events:
        fields = ledger_fields(event)
        if not event.undone and fields.get("character_id") == character_id and fields.get("encounter") == encounter:
            taken.add(str(fields.get("action")))
    return taken


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


def melee_refusal(tx: Tx, ctx: Context, character_id: int, name: str) -> CommandError | None:
    """Why a melee exchange of the character is refused this turn, where a fire is the turn's one
    action: a fire made (:data:`AFTER_FIRE`), or a reload, which takes the whole turn («Перезарядка
    обычно занимает весь ход»); None when it is not."""
    taken = actions_this_turn(tx, ctx, character_id)
    now, after = round_args(ctx)
    if "fire" in taken:
        return CommandError(AFTER_FIRE["melee"], name=name, round=now, next=after)
    if "reload" in taken:
        return CommandError(MELEE_AFTER_RELOAD, name=name, round=now, next=after)
    return None


def refuse_melee(tx: Tx, ctx: Context, character_id: int, name: str) -> None:
    """Refuse a melee exchange of the character who fired or reloaded this turn."""
    refused = melee_refusal(tx, ctx, character_id, name)
    if refused is not None:
        raise refused
