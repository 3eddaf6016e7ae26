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

Redo (Ctrl+Shift+Z) right after brings both back as one action (:func:`bring_session_back`): the
session begins again with its lines as they were written (its start, the rules' gifts, the
import), each action's rows set again as it left them, and a last line saying so ("Redo: Update 1
character — session 2 begins again"), which Undo takes back with the rest.  The undo keeps what
Redo needs (:class:`TakenSession`) in memory: any change after it ends it, as a new action ends
what could be redone.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, or_
from sqlmodel import Session, col, delete, select

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.services.history import HistoryItem, history_item
from app.services.log_statements import APPEND
from app.services.replay_check import conflicting
from app.services.snapshots import apply_side
from app.store.models import GameSession, LogEvent, utcnow

#: the payload key of a line whose action started its session, to be taken back with it
STARTED = "started_session"
#: the line of the Redo that brings the action back with the session it started
REDONE = QT_TRANSLATE_NOOP("log", "Redo: {action} — session {number} begins again")
#: Redo refused: the campaign is no longer as the undo left it
CHANGED_SINCE = QT_TRANSLATE_NOOP("log", "The session the import started cannot begin again: the campaign changed "
                                         "since (perhaps in another window). Import the files again (Ctrl+I).")
#: the columns of a line kept for Redo (its session, number in it and id are the new session's)
_NOT_KEPT = frozenset({"id", "session_id", "seq"})


@record(eq=False, repr=False)
class TakenSession:
    """A session taken back with the action that started it, as Redo brings it back."""

    number: int
    title: str
    #: its lines, oldest first, each its columns (the undos' and redos' lines left out)
    lines: list[dict[str, Any]]
    #: the action that started it, as Redo names it
    item: HistoryItem


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
    # the Redo that brought it back with its session (:func:`bring_session_back`) is part of it
    since = s.exec(select(LogEvent.id).where(
        LogEvent.session_id == game.id, col(LogEvent.seq) > event.seq,
        or_(col(LogEvent.kind) != "redo", col(LogEvent.ref_id).is_(None), col(LogEvent.ref_id) != event.id))).first()
    return since is None


def kept_for_redo(s: Session, event: LogEvent, game: GameSession) -> TakenSession:
    """What Redo needs to bring ``game`` back with ``event``, read before the undo removes them."""
    rows = s.exec(select(LogEvent).where(LogEvent.session_id == game.id, col(LogEvent.kind).not_in(("undo", "redo")))
                  .order_by(col(LogEvent.seq))).all()
    lines = [{name: getattr(row, name) for name in LogEvent.model_fields if name not in _NOT_KEPT} for row in rows]
    return TakenSession(game.number, game.title, lines, history_item(event))


def bring_session_back(s: Session, campaign_id: int, kept: TakenSession, console: str
                       ) -> tuple[GameSession, LogEvent, list[LogEvent], list[dict[str, Any]]]:
    """Begin ``kept``'s session again in ``s`` with its lines, each action's rows as it left them;
    the session, the action's line, all its lines as written and the changes made.  Refused, nothing
    changed, when the campaign is no longer as the undo left it (a session begun since, a row changed)."""
    running = s.exec(select(GameSession.id).where(GameSession.campaign_id == campaign_id,
                                                  col(GameSession.ended).is_(None))).first()
    latest = s.exec(select(func.max(GameSession.number)).where(GameSession.campaign_id == campaign_id)).one() or 0
    if running is not None or latest != kept.number - 1:
        raise CommandError(CHANGED_SINCE)
    game = GameSession(campaign_id=campaign_id, number=kept.number, title=kept.title)
    s.add(game)
    s.flush()
    written: list[LogEvent] = []
    changes: list[dict[str, Any]] = []
    for line in kept.lines:
        if line["undoable"] and not line["undone"]:
            if conflicting(s, line["changes"], "before"):
                raise CommandError(CHANGED_SINCE)
            apply_side(s, line["changes"], "after")
            changes.extend(line["changes"])
        values = {**line, "session_id": game.id, "time": utcnow(), "console": console}
        event_id, seq = s.execute(APPEND, {**values, "sid": game.id}).one()
        written.append(LogEvent.model_construct(id=int(event_id), seq=int(seq), **values))
    s.flush()
    started = [e for e in written if isinstance(e.payload, dict) and e.payload.get(STARTED) == kept.number]
    if not started:
        raise CommandError(CHANGED_SINCE)
    return game, started[-1], written, changes


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
