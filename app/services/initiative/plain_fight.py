"""A fight's combatants and fighters read as plain values, for the turns that change many rows (a
round's end resets all forty combatants).

The rows are plain values (:class:`PlainRow`), read with one plain SELECT and in no session, so
nothing is snapshotted for undo as it is read and nothing is flushed through the unit of work.
The same code as for loaded rows changes them (``set_state``, ``place``, ``settle``: every JSON
value is replaced, never changed in place); :meth:`PlainFight.write` then records the columns that
changed, row by row in the order read (what ``Tx.changes`` gives for loaded rows), and writes them
with one UPDATE for each set of changed columns (``Tx.set_rows``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from sqlalchemy import bindparam, select
from sqlalchemy.orm import instrumentation
from sqlalchemy.orm.attributes import set_committed_value
from sqlmodel import SQLModel

from app.services.command import Snapshot, Tx
from app.store.models import Character, Combatant, Encounter

M = TypeVar("M", bound=SQLModel)

_COMBATANTS = Combatant.__table__  # type: ignore[attr-defined]
_CHARACTERS = Character.__table__  # type: ignore[attr-defined]
_ENCOUNTERS = Encounter.__table__  # type: ignore[attr-defined]
_ENCOUNTER_COLUMNS = tuple(Encounter.model_fields)
#: the columns in the model's order (the order ``Tx.changes`` lists a loaded row's changed columns in)
_COMBATANT_COLUMNS = tuple(Combatant.model_fields)
_CHARACTER_COLUMNS = tuple(Character.model_fields)
_ORDER = (
    select(*(_COMBATANTS.c[name] for name in _COMBATANT_COLUMNS))
    .where(_COMBATANTS.c.encounter_id == bindparam("enc"))
    .order_by(_COMBATANTS.c.position, _COMBATANTS.c.id)
)
_FIGHTERS = select(*(_CHARACTERS.c[name] for name in _CHARACTER_COLUMNS)).where(
    _CHARACTERS.c.id.in_(bindparam("ids", expanding=True))
)


def detached(model: type[M], values: dict[str, Any]) -> M:
    """A row of ``model`` with ``values``, made as the ORM makes a row it loads (no validation),
    in no session: its attributes can be set, and nothing records or writes them."""
    row: M = instrumentation.manager_of_class(model).new_instance()
    row.__dict__.update(values)
    return row


class PlainRow:
    """A combatant read as plain values: its columns as plain attributes (a round's end sets
    eight of each of forty rows; through the ORM's instrumentation, a detached row's sets and reads
    cost eight times as much)."""

    __slots__ = _COMBATANT_COLUMNS
    id: int | None
    encounter_id: int
    character_id: int | None
    name: str
    initiative: int | None
    sort_key: list[int]
    position: int
    acted: bool
    state: dict[str, Any]

    def __init__(self, values: dict[str, Any]) -> None:
        for name in _COMBATANT_COLUMNS:
            setattr(self, name, values[name])


class PlainFight:
    """The combatants of ``enc`` in their order (``rows``) as plain rows, and their fighters'
    characters on demand (:meth:`characters`, detached rows).  Pass it where a command saves rows
    (``settle``, ``place``, ``roll``): the combatants it read are written by :meth:`write`, any
    other row goes to the transaction."""

    def __init__(self, tx: Tx, enc: Encounter, fighters: list[dict[str, Any]] | None = None) -> None:
        self.tx = tx
        self._loaded = enc
        #: the fight's row, detached as well: what the turn changes of it (its round and turn) is
        #: written by :meth:`write`, and recorded from the loaded row (touched by the command)
        self.enc = detached(Encounter, {name: getattr(enc, name) for name in _ENCOUNTER_COLUMNS})
        self._mine = {id(self.enc)}
        self._fighters = fighters  # the fighters' character rows, when this transaction read them already
        self.rows: list[PlainRow] = []
        self._before: list[tuple[PlainRow, dict[str, Any]]] = []
        self._characters: list[tuple[int, Snapshot, Snapshot]] = []
        for values in tx.session.execute(_ORDER, {"enc": enc.id}).mappings():
            before = dict(values)
            before["sort_key"] = before["sort_key"] or []
            before["state"] = before["state"] or {}
            row = PlainRow(before)
            self.rows.append(row)
            self._before.append((row, before))
            self._mine.add(id(row))

    def save(self, row: Any) -> None:
        if id(row) not in self._mine:
            self.tx.save(row)

    def characters(self, ids: Iterable[int]) -> dict[int, Character]:
        """The characters ``ids`` as detached rows, by id (read only, but for :meth:`set_state`)."""
        wanted = set(ids)
        if not wanted:
            return {}
        if self._fighters is not None:
            rows: Iterable[Any] = [r for r in self._fighters if r["id"] in wanted]
        else:
            rows = self.tx.session.execute(_FIGHTERS, {"ids": list(wanted)}).mappings()
        return {int(r["id"]): detached(Character, {k: r[k] for k in _CHARACTER_COLUMNS}) for r in rows}

    def forget_characters(self) -> None:
        """The fighters' characters are read again by :meth:`characters` (a blast changed them in
        this transaction)."""
        self._fighters = None

    def set_state(self, character: Character, state: dict[str, Any]) -> None:
        """A character's new state (written with the combatants, recorded after them)."""
        self._characters.append((int(character.id or 0), {"state": character.state}, {"state": state}))
        character.__dict__["state"] = state

    def write(self) -> None:
        """Record and write what changed: each combatant's changed columns, then the characters';
        first the fight's round and turn, with a plain UPDATE too (the loaded row is given the new
        values as the store's: its change is recorded from it, nothing is left to flush)."""
        enc, now = self._loaded, self.enc.__dict__
        moved = {name: now[name] for name in _ENCOUNTER_COLUMNS if now[name] != getattr(enc, name)}
        if moved:
            for name, value in moved.items():  # the loaded row holds the new values, not dirty
                set_committed_value(enc, name, value)
            self.tx.session.execute(_ENCOUNTERS.update().where(_ENCOUNTERS.c.id == enc.id).values(**moved))
        changed: list[tuple[int, Snapshot, Snapshot]] = []
        for row, before in self._before:
            after = {name: getattr(row, name) for name in _COMBATANT_COLUMNS if getattr(row, name) != before[name]}
            if after:
                changed.append((int(before["id"]), {name: before[name] for name in after}, after))
        self.tx.set_rows(Combatant, changed)
        self.tx.set_rows(Character, self._characters)
        self._before, self._characters = [], []
