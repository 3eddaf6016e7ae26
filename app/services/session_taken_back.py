"""An action that started the night by itself and is taken back with it.

Any action taken while no session is running starts the next one (``CampaignService.execute``).
For most that is the night beginning; an import of characters between nights is not: its preview
says "Enter starts session 2", and its Undo takes back the session it started with it, as one
Ctrl+Z: the characters as they were, the rules' new-session gifts (luck points) taken back, and
session 2 gone, so the campaign is again as the last night left it and the next action starts
session 2 again.  Only while nothing was written after it: a night played on after the import
keeps its session and its log, and Ctrl+Z takes back the import alone.  A command declares it
with ``Command.session_with_it`` (the import: when its preview said so, a night played and
ended before it); its log line's payload keeps the number of the session it
started (:data:`STARTED`).
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, col, delete, select

from app.services.snapshots import apply_side
from app.store.models import GameSession, LogEvent

#: the payload key of a line whose action started its session, to be taken back with it
STARTED = "started_session"


def takes_session_back(s: Session, event: LogEvent, game: GameSession) -> bool:
    """Whether undoing ``event`` takes ``game`` back with it: the action started it (and says so),
    the session is still running and the latest, and nothing was written in it since (a night played
    after the import keeps its session and its log: Ctrl+Z then takes back the import alone)."""
    if not isinstance(event.payload, dict) or event.payload.get(STARTED) != game.number or game.ended is not None:
        return False
    later = s.exec(select(GameSession.id).where(GameSession.campaign_id == game.campaign_id,
                                                col(GameSession.number) > game.number)).first()
    if later is not None:
        return False
    since = s.exec(select(LogEvent.id).where(LogEvent.session_id == game.id, col(LogEvent.seq) > event.seq)).first()
    return since is None


def take_session_back(s: Session, event: LogEvent, game: GameSession) -> list[dict[str, Any]]:
    """Undo ``event`` and what else of ``game`` is not undone (the gifts of its start, latest first),
    then remove the session and its lines; the changes taken back, as the actions' own."""
    rows = s.exec(select(LogEvent).where(LogEvent.session_id == game.id, col(LogEvent.undoable).is_(True),
                                         col(LogEvent.undone).is_(False))
                  .order_by(col(LogEvent.seq).desc())).all()
    changes: list[dict[str, Any]] = []
    for row in rows:
        apply_side(s, row.changes, "before")
        changes.extend({**c, "before": c.get("after"), "after": c.get("before")} for c in row.changes)
    s.flush()
    s.execute(delete(LogEvent).where(col(LogEvent.session_id) == game.id))
    s.delete(game)
    s.flush()
    return changes
