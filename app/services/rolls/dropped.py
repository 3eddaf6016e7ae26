"""A roll's damage offer dropped, not applied (:class:`DropOffer`): two players rolled at once, the GM
applied one hit and lets the other go.  One undoable line in the log names the roll's hit it drops
(:data:`~app.services.character_rules.OF_ROLL` and :data:`~app.services.character_rules.HIT` in its
payload, as a damage line applied from an offer does), so that the dice dock offers it no more; its
undo offers it again.  :func:`hits_dropped` reads which hits of a roll stand dropped."""

from __future__ import annotations

from sqlmodel import Session

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.character_rules import HIT, OF_ROLL
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.rolls.settled import hits_logged, hits_taken
from app.store.models import LogEvent

#: the log kind of a dropped offer's line
DROPPED = "offer"
#: an offer of a roll that is not in the log (or was taken back)
NO_ROLL = QT_TRANSLATE_NOOP("log", "That roll is not in the log: its damage cannot be dropped.")
#: an offer whose hit was applied or dropped already
SETTLED = QT_TRANSLATE_NOOP("log", "That damage is applied or dropped already.")


def hits_dropped(session: Session, event_id: int | None) -> set[int]:
    """The hits of the roll logged as ``event_id`` dropped, not applied (their lines not taken back)."""
    return hits_logged(session, event_id, (DROPPED,))


@record(eq=False, repr=False)
class DropOffer(Command):
    """The damage offer ``hit`` of the roll logged as ``roll_event`` dropped: ``to_roller`` when the
    offer's damage was the roller's own (the other side of a duel hit him), ``amount`` its points
    (0: damage still to roll)."""

    roll_event: int
    hit: int
    to_roller: bool = False
    amount: int = 0
    kind = DROPPED

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        roll = tx.session.get(LogEvent, self.roll_event)
        payload = roll.payload if roll is not None else None
        if roll is None or roll.undone or not isinstance(payload, dict) or "request" not in payload:
            raise CommandError(NO_ROLL)
        if not 0 <= self.hit < 1000 or not 0 <= self.amount < 10**6:
            raise CommandError(SETTLED)
        if self.hit in hits_taken(tx.session, self.roll_event) | hits_dropped(tx.session, self.roll_event):
            raise CommandError(SETTLED)
        name, target = (roll.target, roll.actor) if self.to_roller else (roll.actor, roll.target)
        args: dict[str, object] = {"name": name, "target": target}
        if self.amount:
            args["amount"] = self.amount
            text = QT_TRANSLATE_NOOP("log", "Damage dropped, not applied: {name} → {target}, {amount}")
        else:
            text = QT_TRANSLATE_NOOP("log", "Damage dropped, not applied: {name} → {target}")
        return LogEntry(DROPPED, text, args, actor=name, target=target,
                        payload={OF_ROLL: self.roll_event, HIT: self.hit}, secret=bool(roll.secret))
