"""Row snapshots: what an action changed, kept in its log event so it can be undone and redone.

A change is ``{"table": name, "id": id, "before": {...} | None, "after": {...} | None}``: only the
columns that differ for an update, the whole row for an insert (before None) or a delete (after
None).  Values are JSON: datetimes are written as ``{"$dt": iso}``.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from datetime import datetime
from typing import Any, TypeVar

from sqlmodel import Session, SQLModel

from app.store.models import LogEvent
from app.store.tables import TABLES

Snapshot = dict[str, Any]
M = TypeVar("M", bound=SQLModel)
#: the tables an action may change (log events too: marking one secret is an undoable action)
MODELS: Mapping[str, type[SQLModel]] = TABLES.with_table("log_event", LogEvent)


_IMMUTABLE = (str, int, float, bool, type(None))


def copy_json(value: Any) -> Any:
    """A copy of a column's JSON value (dicts, lists and scalars), several times faster than
    ``copy.deepcopy``, which every snapshot of an action made (a campaign's state holds the
    threat timeline and the swarm)."""
    if isinstance(value, _IMMUTABLE):
        return value
    if isinstance(value, dict):
        return {k: v if isinstance(v, _IMMUTABLE) else copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if isinstance(v, _IMMUTABLE) else copy_json(v) for v in value]
    return copy.deepcopy(value)


def _encode(value: Any) -> Any:
    if isinstance(value, datetime):
        return {"$dt": value.isoformat()}
    return copy_json(value)


def _decode(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"$dt"}:
        return datetime.fromisoformat(value["$dt"])
    return copy_json(value)


def table_name(obj: SQLModel) -> str:
    return str(obj.__tablename__)


_PLAIN = frozenset({str, int, float, bool, type(None)})


def _values(obj: SQLModel) -> dict[str, Any]:
    """The row's column values, read from its instance dict where loaded (an attribute read goes
    through the ORM's descriptor: a turn snapshots 40 combatants twice)."""
    loaded = obj.__dict__
    return {name: loaded[name] if name in loaded else getattr(obj, name) for name in type(obj).model_fields}


def snapshot(obj: SQLModel) -> Snapshot:
    return {
        name: value if type(value) in _PLAIN else _encode(value) for name, value in _values(obj).items()
    }


def diff(before: Snapshot | None, after: Snapshot | None) -> tuple[Snapshot | None, Snapshot | None]:
    """Keep only the columns that changed (whole rows for inserts and deletes)."""
    if before is None or after is None:
        return before, after
    keys = [k for k in after if before.get(k) != after.get(k)]
    return {k: before.get(k) for k in keys}, {k: after[k] for k in keys}


def changed_values(before: Snapshot, row: SQLModel) -> tuple[Snapshot, Snapshot]:
    """The columns of ``row`` that differ from its ``before`` snapshot: what :func:`diff` gives for
    ``snapshot(row)``, without copying the values that did not change."""
    old: Snapshot = {}
    new: Snapshot = {}
    now = _values(row)
    for name, was in before.items():
        value = now[name]
        if isinstance(value, datetime):
            value = {"$dt": value.isoformat()}
        if value != was:
            old[name] = was
            new[name] = copy_json(value)
    return old, new


def with_values(row: M, values: Snapshot) -> M:
    """A new detached copy of ``row`` with a change's ``values`` (one side of it) applied."""
    model = type(row)
    data = {name: getattr(row, name) for name in model.model_fields}
    data.update({key: _decode(value) for key, value in values.items()})
    return model.model_construct(**data)  # the values come from a row: no validation (9× faster)


def row_from(table: str, values: Snapshot) -> SQLModel:
    """A detached row built from a change's whole-row side (an insert's ``after``)."""
    return MODELS[table].model_construct(**{key: _decode(value) for key, value in values.items()})


def apply_side(session: Session, changes: list[dict[str, Any]], side: str) -> None:
    """Bring every row to its ``side`` ("before" to undo, "after" to redo) of ``changes``."""
    ordered = reversed(changes) if side == "before" else iter(changes)
    for change in ordered:
        model = MODELS[change["table"]]
        values = change[side]
        row = session.get(model, change["id"])
        if values is None:
            if row is not None:
                session.delete(row)
                session.flush()
        elif row is None:
            session.add(model(**{k: _decode(v) for k, v in values.items()}))
            session.flush()
        else:
            for key, value in values.items():
                setattr(row, key, _decode(value))
            session.add(row)
            session.flush()


def changed_ids(changes: list[dict[str, Any]], table: str) -> set[int]:
    return {int(c["id"]) for c in changes if c["table"] == table}
