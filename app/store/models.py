"""The tables of a campaign file.

One campaign per file (SQLite) or per database (a URL).  Ruleset data lives in JSON columns
(``sheet``, ``state``, ``options``) validated by the ruleset; the tables themselves are generic.
Every schema change is an Alembic migration under ``app/store/migrations``.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON as _JSON
from sqlalchemy import Column, Index
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator
from sqlmodel import Field, SQLModel
from sqlmodel.main import SQLModelConfig

#: the one key of what a JSON column reads as when its text is not JSON (see :class:`Undecodable`)
UNDECODABLE = "$undecodable"


class Undecodable(dict):  # type: ignore[type-arg]
    """A JSON column whose stored text is not JSON (a file edited by hand, a disk error): the
    value reads as ``{"$undecodable": text}`` instead of making the whole query raise.  Written
    back (an undo of a repair), it stores that very text again."""


def undecodable(value: Any) -> bool:
    """Whether a JSON column's value is the mark of undecodable text (also after a copy)."""
    return type(value) in (Undecodable, dict) and len(value) == 1 and UNDECODABLE in value


class JSON(TypeDecorator):  # type: ignore[type-arg]
    """SQLAlchemy's JSON, except that text that is not JSON reads as :class:`Undecodable`.

    Only the decoding is wrapped (a ``try`` costs nothing until it fails); on databases that
    decode JSON themselves (PostgreSQL) the column cannot hold bad text and nothing is added."""

    impl = _JSON
    cache_ok = True

    def bind_processor(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        inner = self.impl_instance.bind_processor(dialect)
        if inner is None:
            return None

        def process(value: Any) -> Any:
            if type(value) in (Undecodable, dict) and UNDECODABLE in value and len(value) == 1:
                return value[UNDECODABLE]
            return inner(value)

        return process

    def result_processor(self, dialect: Dialect, coltype: object) -> Callable[[Any], Any] | None:
        inner = self.impl_instance.result_processor(dialect, coltype)
        if inner is None:
            return None

        def process(value: Any) -> Any:
            try:
                return inner(value)
            except (ValueError, TypeError):  # JSONDecodeError, UnicodeDecodeError; a number stored bare
                text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
                return Undecodable({UNDECODABLE: text})

        return process


#: the tables' pydantic schemas built at their first validation (a copy of a campaign), not at import:
#: the store reads and writes its rows through SQLAlchemy alone
DEFERRED = SQLModelConfig(defer_build=True)


def utcnow() -> datetime:
    return datetime.now(UTC)


class Campaign(SQLModel, table=True):
    """The campaign: its ruleset, preset, house rules and the shared table state (threat…)."""

    model_config = DEFERRED

    id: int | None = Field(default=None, primary_key=True)
    name: str
    ruleset: str
    preset: str | None = None
    options: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    state: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    created: datetime = Field(default_factory=utcnow)


class GameSession(SQLModel, table=True):
    """One game night.  The log belongs to a session."""

    model_config = DEFERRED

    __tablename__ = "game_session"
    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", index=True)
    number: int
    title: str = ""
    started: datetime = Field(default_factory=utcnow)
    ended: datetime | None = None


class Character(SQLModel, table=True):
    """A PC, NPC or zombie (or a group of them): its sheet and its live state."""

    model_config = DEFERRED

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", index=True)
    name: str
    kind: str = "pc"  # pc, npc, zombie
    sheet: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    state: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    notes: str = ""
    revealed: bool = True  # shown on the player display
    position: int = 0
    archived: bool = False
    #: the ``_id`` of the Foundry VTT actor it was imported from ("": none); importing that actor
    #: again updates this character, and the Foundry export writes it back
    foundry_id: str = ""
    #: the character's own id, kept for good (:func:`new_character_id`): Deadwatch's exports write it
    #: (a party file, a spreadsheet, a Foundry actor's flags), and importing them updates the character
    #: of that id first, whatever either is called now (the English demo's Father Tom, «Отец Том»)
    uid: str = Field(default_factory=lambda: new_character_id())


def new_character_id() -> str:
    """A new character's own id: 32 hexadecimal digits, never one another character has."""
    return os.urandom(16).hex()


class Encounter(SQLModel, table=True):
    """A fight: its initiative mode, round and whose turn it is."""

    model_config = DEFERRED

    id: int | None = Field(default=None, primary_key=True)
    session_id: int = Field(foreign_key="game_session.id", index=True)
    name: str = ""
    mode: str = ""
    round: int = 1
    turn: int = 0
    active: bool = True
    state: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))


class Combatant(SQLModel, table=True):
    """One entry of an encounter's initiative list."""

    model_config = DEFERRED

    id: int | None = Field(default=None, primary_key=True)
    encounter_id: int = Field(foreign_key="encounter.id", index=True)
    character_id: int | None = Field(default=None, foreign_key="character.id")
    name: str = ""
    initiative: int | None = None
    sort_key: list[int] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    position: int = 0
    acted: bool = False
    state: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))


class LogEvent(SQLModel, table=True):
    """One line of the session log, and, for a GM action, what it changed (for undo and redo).

    ``text`` is an English template (translated with the context ``log`` when shown) and
    ``args`` its arguments.  ``changes`` lists the rows the action touched, each with the
    columns before and after.  ``undone`` marks an action taken back; ``discarded`` an undone
    action that can no longer be redone because a new action came after it.
    """

    model_config = DEFERRED

    __tablename__ = "log_event"
    __table_args__ = (
        Index("ix_log_event_session_seq", "session_id", "seq"),
        Index("ix_log_event_session_kind", "session_id", "kind", "seq"),  # one kind of event (migration 0003)
        Index("ix_log_event_session_undone", "session_id", "undone", "discarded", "seq"),  # what to redo or discard
    )
    id: int | None = Field(default=None, primary_key=True)
    session_id: int = Field(foreign_key="game_session.id")
    seq: int
    time: datetime = Field(default_factory=utcnow)
    round: int | None = None
    actor: str = ""
    target: str = ""
    kind: str
    text: str
    args: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    payload: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    faces: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    changes: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    undoable: bool = False
    undone: bool = False
    discarded: bool = False
    #: the console that wrote it (its name in the preferences; "" for one console alone, or before 0004)
    console: str = Field(default="", sa_column_kwargs={"server_default": ""})
    secret: bool = False
    ref_id: int | None = None  # for undo/redo lines: the action they undid or redid
