"""Marks on a combatant: started the violence, hidden from the players, timed conditions."""

from __future__ import annotations

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import TIMER_ROUNDS
from app.services.checks import need_int
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.initiative.arithmetic import sort
from app.services.initiative.fight_order import active, at_turn, find, order, set_state, settle, unable
from app.services.initiative.kept_turn import keep_turn, turn_begun
from app.services.player_view import show_name
from app.store.models import Character


@record(eq=False, repr=False)
class MarkCombatant(Command):
    """Toggle a mark: ``first`` (started the violence: acts first in round 1) or ``hidden`` (from players)."""

    combatant_id: int
    mark: str
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        up = at_turn(enc, rows)  # whose turn it is: kept there when it is under way
        begun = turn_begun(tx, enc, rows, up)
        row = find(rows, self.combatant_id)
        on = not row.state.get(self.mark)
        if self.mark == "first":
            if enc.round != 1:
                raise CommandError(
                    QT_TRANSLATE_NOOP("log", "Who started the violence only matters in the first round.")
                )
            text = (
                QT_TRANSLATE_NOOP("log", "{name} started the violence and acts first")
                if on
                else QT_TRANSLATE_NOOP("log", "{name} takes the usual place in the order")
            )
        elif self.mark == "hidden":
            text = (
                QT_TRANSLATE_NOOP("log", "{name} is hidden from the players")
                if on
                else QT_TRANSLATE_NOOP("log", "{name} is shown to the players")
            )
        else:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This action cannot be carried out."))
        character = tx.session.get(Character, row.character_id) if row.character_id is not None else None
        if self.mark == "hidden" and character is not None and not character.archived:
            # one reveal: shown or hidden here is shown or hidden on the map, the phones and the roster
            show_name(tx, ctx, character, not on)
        set_state(row, **{self.mark: True if on else None})
        tx.save(row)
        out = unable(tx, ctx, enc)
        if self.mark == "first":
            rows, _ = keep_turn(tx, sort(enc, rows), up, out, begun)
        settle(tx, enc, rows, out)
        return LogEntry(
            "initiative", text, {"name": row.name}, target=row.name, label=text, label_args={"name": row.name}
        )


@record(eq=False, repr=False)
class AddTimer(Command):
    """A condition that lasts ``rounds`` rounds (stunned, on fire, in smoke); counted down at each round's end."""

    combatant_id: int
    label: str
    rounds: int
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        label = self.label.strip()
        if not label:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A condition needs a name."))
        need_int(self.rounds, *TIMER_ROUNDS, QT_TRANSLATE_NOOP("log", "A condition lasts from 1 to 99 rounds."))
        enc = active(tx, ctx)
        row = find(order(tx, enc), self.combatant_id)
        set_state(row, timers=[*row.state.get("timers", []), {"label": label, "rounds": int(self.rounds)}])
        tx.save(row)
        args = {"name": row.name, "condition": label, "rounds": int(self.rounds)}
        text = QT_TRANSLATE_NOOP("log", "{name}: {condition} (rounds: {rounds})")
        return LogEntry("initiative", text, args, target=row.name, label=text, label_args=args)


@record(eq=False, repr=False)
class ClearTimers(Command):
    combatant_id: int
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        row = find(order(tx, enc), self.combatant_id)
        if not row.state.get("timers"):
            raise CommandError(QT_TRANSLATE_NOOP("log", "No timed conditions to clear."))
        set_state(row, timers=None)
        tx.save(row)
        text = QT_TRANSLATE_NOOP("log", "{name}'s timed conditions cleared")
        return LogEntry(
            "initiative", text, {"name": row.name}, target=row.name, label=text, label_args={"name": row.name}
        )
