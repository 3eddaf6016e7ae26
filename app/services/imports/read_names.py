"""Which character an import made under a name of its own: read back by the next import.

A spreadsheet row "Gloria" imported beside the roster's own Gloria comes in as "Gloria (2)" (the
GM asked for a new copy).  The spreadsheet still says "Gloria": imported again, edited, its row
is the character it made, not the Gloria who was there before.  Each import keeps, in the
campaign's table state (:data:`BOOK`, by character id, undone with the import), the name read
from the file of each character it made; :func:`match_roster
<app.services.imports.updating.match_roster>` finds those characters first by it, each once and
in the order they were made (a name twice in one file: the first row is the first character, the
second its copy)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlmodel import select

from app.services.command import Context, Tx
from app.services.row_ids import row_id
from app.store.models import Campaign, Character

#: the campaign's table state's book of the name read from the file, by the id of the character an
#: import made of it ("Gloria (2)": "Gloria")
BOOK = "imported_names"
#: the key of an import's new person holding the name read from the file
READ_NAME = "read_name"


def mark_named(tx: Tx, ctx: Context, people: Sequence[Mapping[str, Any]]) -> None:
    """Keep the name read of each new character of ``people`` (its own, or the one it was imported
    under another name for)."""
    named = {str(p["name"]): str(p[READ_NAME]) for p in people if p.get(READ_NAME)}
    if not named:
        return
    tx.session.flush()
    rows = tx.session.exec(select(Character).where(Character.campaign_id == row_id(ctx.campaign))).all()
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    book = dict(campaign.state.get(BOOK) or {})
    for row in rows:
        if row.id is not None and row.name in named:
            book[str(row.id)] = named[row.name]
    campaign.state = {**campaign.state, BOOK: book}
    tx.save(campaign)


def read_names(campaign_state: Mapping[str, Any]) -> dict[int, str]:
    """The name read from the file of each character an import made, by id."""
    book = campaign_state.get(BOOK)
    if not isinstance(book, Mapping):
        return {}
    out: dict[int, str] = {}
    for key, name in book.items():
        if isinstance(name, str) and str(key).isdigit():
            out[int(key)] = name
    return out
