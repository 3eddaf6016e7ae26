"""The tables an action may change, by name (:data:`TABLES`): what an undo's snapshots and a campaign's
copy to another database go through.  The handouts' table joins them at the first look for it or at
the whole (:mod:`app.store.handout_table`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from sqlmodel import SQLModel

from app.store.models import Campaign, Character, Combatant, Encounter, GameSession


class Tables(Mapping[str, type[SQLModel]]):
    """The tables an action may change, by name.  The handouts' (:mod:`app.store.handout_table`) is
    defined, and joins them, at the first look for it or at the whole: a start never reads it, and
    each SQLModel table costs a start some 5 ms to define (docs/benchmarks.md, issue 43)."""

    def __init__(self, tables: Mapping[str, type[SQLModel]]) -> None:
        self._tables = dict(tables)
        self._whole = False

    def with_table(self, name: str, model: type[SQLModel]) -> Tables:
        """These tables and ``model`` under ``name``, the handouts' still defined at first need."""
        return Tables({**self._tables, name: model})

    def _all(self) -> dict[str, type[SQLModel]]:
        if not self._whole:
            from app.store.handout_table import Handout

            self._tables.setdefault("handout", Handout)
            self._whole = True
        return self._tables

    def __getitem__(self, name: str) -> type[SQLModel]:
        found = self._tables.get(name)
        return found if found is not None else self._all()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


TABLES = Tables({
    "campaign": Campaign,
    "game_session": GameSession,
    "character": Character,
    "encounter": Encounter,
    "combatant": Combatant,
})
