"""GM actions as command objects.

A :class:`Command` validates with the ruleset and changes the store through a :class:`Tx`, which
records every row it touches.  The service that runs it (:class:`app.services.campaign.CampaignService`)
writes the log event with those changes in the same transaction, commits, and only then emits
the change signal.  Undo and redo replay the recorded changes, so no command writes an undo by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import field
from typing import Any, ClassVar, TypeVar

from sqlalchemy import bindparam
from sqlmodel import Session, SQLModel, col, select

from app.rules.base import Ruleset
from app.rules.dice import Dice
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.snapshots import Snapshot, changed_values, diff, snapshot, table_name
from app.store.models import Campaign, Character, Encounter, GameSession

M = TypeVar("M", bound=SQLModel)


class CommandError(Exception):
    """A GM action refused: ``message`` is an English source string, ``context`` its tr() context."""

    def __init__(self, message: str, context: str = "log", **args: Any) -> None:
        super().__init__(message)
        self.message = message
        self.context = context
        self._args = args

    @property
    def args_(self) -> dict[str, Any]:
        """The message's placeholders: its own, else those of the rules' refusal it was raised
        from (``raise CommandError(str(exc), "rules") from exc``: "at most {count} shots a turn")."""
        if self._args:
            return self._args
        return dict(getattr(self.__cause__, "words", None) or {})


_UPDATES: dict[tuple[str, tuple[str, ...]], Any] = {}  # (table, columns) → its prebuilt UPDATE


def _update_of(table: Any, columns: tuple[str, ...]) -> Any:
    """``UPDATE table SET columns… WHERE id = :_row_id``, built once (building it cost three
    times what running it does)."""
    key = (str(table.name), columns)
    statement = _UPDATES.get(key)
    if statement is None:
        values = {name: bindparam(name, type_=table.c[name].type) for name in columns}
        statement = _UPDATES[key] = table.update().where(table.c.id == bindparam("_row_id")).values(values)
    return statement


class Tx:
    """A transaction that remembers each row's state before the command first touched it."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._before: dict[tuple[str, int], Snapshot | None] = {}
        self._rows: dict[tuple[str, int], SQLModel] = {}
        self._deleted: dict[tuple[str, int], Snapshot] = {}
        self._direct: list[dict[str, Any]] = []  # columns set by a plain UPDATE, recorded as they went

    def set_columns(self, model: type[SQLModel], row_id: int, before: Snapshot, after: Snapshot) -> None:
        """Change a row the command did not load: one UPDATE of ``after``'s columns (JSON values),
        recorded with ``before`` as the values they had.  For the hot paths (a turn changes one
        combatant of forty, a threat step the campaign's state).  A row loaded in this
        transaction must not be saved or touched in it too; the command sets the loaded row's
        values with ``set_committed_value`` (the store's values now, nothing left to flush)."""
        table = model.__table__  # type: ignore[attr-defined]
        self.session.execute(_update_of(table, tuple(after)), {"_row_id": row_id, **after})
        self._direct.append({"table": str(table.name), "id": int(row_id), "before": dict(before), "after": dict(after)})

    def set_rows(self, model: type[SQLModel], rows: list[tuple[int, Snapshot, Snapshot]]) -> None:
        """:meth:`set_columns` for many rows (id, before, after), recorded in their order: one
        executemany UPDATE for each set of columns changed (a round's end resets forty combatants'
        ``acted``: one statement, not forty through the unit of work)."""
        table = model.__table__  # type: ignore[attr-defined]
        groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
        for row_id, before, after in rows:
            groups.setdefault(tuple(after), []).append({"id_": row_id, **{f"v_{k}": v for k, v in after.items()}})
            self._direct.append({"table": str(table.name), "id": int(row_id), "before": before, "after": after})
        for columns, params in groups.items():
            values: dict[str, Any] = {c: bindparam(f"v_{c}") for c in columns}
            self.session.execute(table.update().where(table.c.id == bindparam("id_")).values(values), params)

    def get(self, model: type[M], row_id: int) -> M:
        row = self.session.get(model, row_id)
        if row is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
        self.touch(row)
        return row

    def wrote(self, table: str) -> bool:
        """Whether this transaction has touched, added, deleted or set a row of ``table`` so far."""
        return any(key[0] == table for key in self._before) or any(d["table"] == table for d in self._direct)

    def touch(self, row: SQLModel) -> None:
        key = (table_name(row), int(row.id))  # type: ignore[attr-defined]
        if key not in self._before:
            self._before[key] = snapshot(row)
            self._rows[key] = row

    def add(self, row: M) -> M:
        self.session.add(row)
        self.session.flush()
        key = (table_name(row), int(row.id))  # type: ignore[attr-defined]
        self._before.setdefault(key, None)
        self._rows[key] = row
        return row

    def save(self, row: SQLModel) -> None:
        self.touch(row)
        self.session.add(row)

    def delete(self, row: SQLModel) -> None:
        self.touch(row)
        key = (table_name(row), int(row.id))  # type: ignore[attr-defined]
        self._deleted[key] = snapshot(row)
        self.session.delete(row)

    def changes(self) -> list[dict[str, Any]]:
        self.session.flush()
        out = []
        for key, before in self._before.items():
            if key in self._deleted or before is None:
                b, a = diff(before, None if key in self._deleted else snapshot(self._rows[key]))
            else:  # an update: copy only the values that changed (a turn touches 40 combatants, changes 2)
                b, a = changed_values(before, self._rows[key])
            if b == a:
                continue
            out.append({"table": key[0], "id": key[1], "before": b, "after": a})
        return out + self._direct


class Context:
    """What a command may use: the campaign row, its ruleset, the dice, the current round, and the
    running fight's encounter row as this transaction read it (None when no fight runs).

    The campaign row is read in the command's transaction when the command first asks for it (a
    damage roll or a turn does not)."""

    def __init__(
        self,
        campaign: Campaign | Callable[[], Campaign],
        ruleset: Ruleset,
        dice: Dice,
        round: int | None = None,  # noqa: A002 - the round of the fight
        encounter: Encounter | None = None,
        game: GameSession | None = None,
        characters: Callable[[Iterable[int]], dict[int, Character]] | None = None,
        kept: Mapping[int, Character] | None = None,
        roster: Callable[[], list[Character] | None] | None = None,
    ) -> None:
        self._campaign = campaign if isinstance(campaign, Campaign) else None
        self._load = None if isinstance(campaign, Campaign) else campaign
        self.ruleset = ruleset
        self.dice = dice
        self.round = round
        self.encounter = encounter
        #: the open session the action is written to (read only: its id and number)
        self.game = game
        self._characters = characters
        #: the character rows the campaign service keeps, as last committed (read only: never
        #: changed, never added to a session); empty when it keeps none
        self.kept: Mapping[int, Character] = kept if kept is not None else {}
        self._roster = roster

    def kept_roster(self) -> list[Character] | None:
        """The campaign's roster rows (archived ones aside) as last committed, when the campaign
        service keeps them (read only); None: ask the store."""
        return self._roster() if self._roster is not None else None

    @property
    def campaign(self) -> Campaign:
        if self._campaign is None:
            assert self._load is not None
            self._campaign = self._load()
        return self._campaign

    @property
    def campaign_read(self) -> Campaign | None:
        """The campaign row, if the command asked for it."""
        return self._campaign

    def characters(self, session: Session, ids: Iterable[int]) -> dict[int, Character]:
        """Character rows by id as the transaction sees them (archived ones too, missing ones left
        out), rows of ``session``: those the campaign service keeps are copied in, not read again."""
        if self._characters is not None:
            return self._characters(ids)
        wanted = list(ids)
        return {int(r.id): r for r in session.exec(select(Character).where(col(Character.id).in_(wanted)))}  # type: ignore[arg-type]


@record
class LogEntry:
    """The log line an action writes: an English template (context ``ctx``) and its arguments."""

    kind: str
    text: str
    args: dict[str, Any] = field(default_factory=dict)
    actor: str = ""
    target: str = ""
    payload: dict[str, Any] = field(default_factory=dict)
    faces: list[Any] = field(default_factory=list)
    secret: bool = False
    ctx: str = "log"
    #: a short name for Edit → Undo and the History dock ("{amount} damage to {name} ({moves})"), context log
    label: str = ""
    label_args: dict[str, Any] = field(default_factory=dict)
    #: the context of ``label`` when it is not ``log`` (a ruleset's own words for the action: ``rules``)
    label_ctx: str = "log"
    #: what its undo says instead of the label turned back (same context and arguments): "{name} back
    #: to {from} (was on {to})", where "moves K3 → J3" read as a new move
    undo_label: str = ""
    #: what its redo says instead of the label (same context and arguments): "{passed}, done again: {again}"
    redo_label: str = ""


class Command:
    """One GM action.  Subclasses set ``kind`` and implement :meth:`apply`.

    ``undoable`` actions can be taken back from Edit → Undo and the History dock.  ``merge``: a
    counter's key when steps of it in a burst are one action (:mod:`app.services.bursts`), with
    ``merge_keep`` the arguments of its line the burst's first step keeps ("old" of "{old} → {new}").

    Each is declared without comparison or text, ``@record(eq=False, repr=False)``
    (:mod:`app.rules.records`; ``@dataclass(eq=False, repr=False)`` for those a start does not
    load): a command is made, applied and let go, never compared nor printed, and Python compiles
    every method a dataclass is given from source as its module loads
    (``tests/unit/test_light_commands.py``, ``tests/unit/test_light_records.py``).
    """

    kind = "action"
    undoable = True
    merge: ClassVar[str] = ""
    merge_keep: ClassVar[tuple[str, ...]] = ()

    def session_with_it(self, number: int) -> bool:
        """Whether, starting session ``number`` by itself, its Undo takes that session back with it
        (:mod:`app.services.session_taken_back`)."""
        return False

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        """Change the store through ``tx`` and return the log line; raise CommandError to refuse."""
        raise CommandError(QT_TRANSLATE_NOOP("log", "This action cannot be carried out."))
