"""The campaign service's prebuilt statements over the session log (building a statement cost as
much as running it)."""

from __future__ import annotations

from sqlalchemy import bindparam, func, insert, or_, update
from sqlmodel import col, select

from app.store.models import Encounter, LogEvent

UNREAD = object()  # the open session is not read yet

#: the session's running fight (built once: building a statement cost as much as running it)
ACTIVE_FIGHT = (
    select(Encounter)
    .where(Encounter.session_id == bindparam("sid"), col(Encounter.active).is_(True))
    .order_by(col(Encounter.id).desc())
    .limit(1)
)

LOG = LogEvent.__table__  # type: ignore[attr-defined]
#: a new action ends what could be redone: the session's undone actions are discarded
DISCARD = (
    update(LOG)
    .where(LOG.c.session_id == bindparam("sid"), LOG.c.undone.is_(True), LOG.c.discarded.is_(False))
    .where(or_(LOG.c.console == bindparam("own_console"), LOG.c.console == ""))  # this console's own
    .values(discarded=True)
)
#: a log event with the next sequence number of its session (the other columns are parameters)
APPEND = (
    insert(LOG)
    .values(
        seq=select(func.coalesce(func.max(LOG.c.seq), 0) + 1)
        .where(LOG.c.session_id == bindparam("sid"))
        .scalar_subquery()
    )
    .returning(LOG.c.id, LOG.c.seq)
)


#: the newest log event: every write of every console adds one, so it tells a change made elsewhere
NEWEST = select(func.max(LOG.c.id))
