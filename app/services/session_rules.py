"""What a new game session gives back by the rules (AFMBE: "Luck points … are restored at the
start of each game session"): one undoable action right after the session starts, one log line
with each character's lines under it.  A ruleset declares it with ``new_session``; nothing is
written when it gives nobody anything."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlmodel import col, select

from app.rules.base import RulesError, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.character_commands import rule_lines
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.store.models import Character


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


@dataclass
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
            except RulesError as exc:
                raise CommandError(str(exc), "rules") from exc
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


def give_back(campaign: Any) -> None:
    """Run :class:`NewSessionRules` on the campaign service (just after a session starts) when it
    gives anyone anything; its refusal, if any, goes to the service's ``failed``."""
    with campaign._session() as s:
        rows = list(s.exec(select(Character).where(Character.campaign_id == campaign.campaign_id,
                                                   col(Character.archived).is_(False))))
    if gives_anything(campaign.ruleset, rows):
        campaign.refusing(lambda: campaign.execute(NewSessionRules()))
