"""Rows the campaign service keeps between actions, brought into an action's transaction without
reading them again.

The service keeps the campaign row and the character rows as last committed (every screen reads
them after every action).  Once a write has found that no other console wrote since (the newest
log event is the one the service knows), those rows are what the store holds: a command may take
them instead of reading them (a swarm round read the campaign and its fighters again, a query
each).  The command gets a copy in its session, as if read there (``tx.get`` finds it, a change
to it is flushed as any other): its values copied, so that a command that changes one in place
and is then refused (or whose commit fails) leaves the kept row as it was.  A row the session
holds already is that one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeVar

from sqlalchemy.orm import Session, make_transient_to_detached
from sqlalchemy.orm.util import identity_key
from sqlmodel import SQLModel

from app.services.snapshots import copy_json

M = TypeVar("M", bound=SQLModel)


def into_session(session: Session, row: M) -> M:
    """``row`` (kept, as last committed) as a row of ``session``, with no query."""
    model = type(row)
    held = session.identity_map.get(identity_key(model, row.id))  # type: ignore[attr-defined]
    if held is not None:
        return held
    copy = model(**{name: copy_json(getattr(row, name)) for name in model.model_fields})
    make_transient_to_detached(copy)  # as if loaded: no change to flush
    session.add(copy)
    return copy


def kept_into_session(session: Session, kept: Mapping[int, M], ids: Iterable[int]) -> dict[int, M]:
    """The kept rows among ``ids``, as rows of ``session`` (the others left out)."""
    return {i: into_session(session, kept[i]) for i in ids if i in kept}
