"""What a new game session gives back by the rules (AFMBE: "Luck points … are restored at the
start of each game session"): one undoable action right after the session starts, one log line
with each character's lines under it.  A ruleset declares it with ``new_session``; nothing is
written when it gives nobody anything.

Every session starts through :func:`give_back_in`, in the transaction that starts it: the GM's
Session → New session (:class:`SessionControl`) and the night's first action, which starts the
session by itself (``CampaignService.execute``), give back the same, before anything else of
the night is written."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlmodel import Session, col, select

from app.rules.base import RulesError, Ruleset
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet
from app.services.character_commands import rule_lines
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.history import change_set_for
from app.store.models import Character, GameSession, LogEvent

if TYPE_CHECKING:
    from app.services.campaign import CampaignService


def gives_anything(rules: Ruleset, characters: list[Character]) -> bool:
    """Whether a new session changes anyone's state (luck below its top)."""
    for row in characters:
        try:
            outcome = rules.new_session(row.sheet, row.state)
        except RulesError:
            continue
        if outcome is not None and outcome.state != row.state:
            return True
    return False


@record(eq=False, repr=False)
class NewSessionRules(Command):
    """Every character's ``new_session``: the luck points back."""

    kind = "session_rules"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rows = list(tx.session.exec(
            select(Character).where(Character.campaign_id == ctx.campaign.id, col(Character.archived).is_(False))
        ))
        lines: list[dict[str, Any]] = []
        for row in rows:
            try:
                outcome = ctx.ruleset.new_session(row.sheet, row.state)
            except RulesError:
                continue  # a sheet the rules refuse gets nothing back; the others do
            if outcome is None or outcome.state == row.state:
                continue
            tx.touch(row)
            row.state = outcome.state
            tx.save(row)
            lines += [{"t": "{name}: {line}", "ctx": "log", "args": {"name": row.name, "line": line}}
                      for line in rule_lines(outcome)]
        if not lines:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Nothing to give back for the new session."))
        text = QT_TRANSLATE_NOOP("log", "A new session gives back what the rules say")
        return LogEntry(self.kind, text, {"lines": lines}, label=text)


@record(eq=False, repr=False)
class Given:
    """What a session's start gave back, written in its transaction: the change set to tell once
    it is committed, and the rows it changed (held, so that the action written after it in the
    same transaction finds them as given, not as last committed)."""

    told: ChangeSet
    event: LogEvent
    rows: list[Character]


def give_back_in(campaign: CampaignService, s: Session, game: GameSession) -> Given | None:
    """In the write session ``s`` that has just started ``game``: :class:`NewSessionRules` as an
    undoable action of its own with its log line, when it gives anyone anything; None else."""
    rows = list(s.exec(select(Character).where(Character.campaign_id == campaign.campaign_id,
                                               col(Character.archived).is_(False))))
    if not gives_anything(campaign.ruleset, rows):
        return None
    tx = Tx(s)
    entry = NewSessionRules().apply(tx, campaign.context_in(s, game, None))
    changes = tx.changes()
    event = campaign.append(s, game, entry, changes, None, undoable=True)
    return Given(change_set_for(changes, NewSessionRules.kind, events=(event,)), event, rows)
