"""Re-importing a character after a night's play: the files' sheet, the roster's state.

A Foundry actor (or a spreadsheet) exported before the session and imported again after it holds
the sheet the players keep up to date (attributes, skills, gear, experience) but the state of the
start of the night: updating with it would heal the night's wounds and lift its conditions.  The
GM may keep the roster's state (its tracks, conditions and injuries: the keys of a fresh state of
the sheet), fitted to the new sheet, and take the rest of the files' state (what the rules do not
track: Foundry's experience and item ids, kept by the reading).  It is the default when a roster's
character's state changed since it was last imported (one never imported: when the file holds
it unhurt and the roster does not): each import keeps a digest of the tracked
part of the state it sets in the campaign's table state (:data:`BOOK`, by character id, undone
with the import), so a state that no longer matches it was played since.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from sqlmodel import select

from app.rules.base import Ruleset
from app.services.character_commands import refit_state
from app.services.command import Context, Tx
from app.services.row_ids import row_id
from app.store.models import Campaign, Character

#: the campaign's table state's book of each character's state as last imported, by its id
BOOK = "imported_states"


def _tracked(ruleset: Ruleset, sheet: Mapping[str, Any]) -> set[str]:
    try:
        return set(ruleset.initial_state(dict(sheet)))
    except (KeyError, TypeError, ValueError):
        return set()


def digest(ruleset: Ruleset, sheet: Mapping[str, Any], state: Mapping[str, Any]) -> str:
    """The mark of ``state``'s tracked part (its tracks, conditions, injuries)."""
    part = {k: state.get(k) for k in sorted(_tracked(ruleset, sheet))}
    return hashlib.sha1(json.dumps(part, sort_keys=True, default=str).encode("utf-8")).hexdigest()[:16]


def mark_imported(tx: Tx, ctx: Context, names: Sequence[str], ids: Sequence[int]) -> None:
    """Keep, in the campaign's table state, the mark of the state each character imported now has
    (the new ones by ``names``, the updated by ``ids``): undone with the import."""
    tx.session.flush()
    rows = tx.session.exec(select(Character).where(Character.campaign_id == row_id(ctx.campaign))).all()
    wanted = set(names)
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    book = dict(campaign.state.get(BOOK) or {})
    for row in rows:
        if row.id is not None and (row.id in ids or row.name in wanted):
            book[str(row.id)] = digest(ctx.ruleset, row.sheet, row.state)
    campaign.state = {**campaign.state, BOOK: book}
    tx.save(campaign)


def played(ruleset: Ruleset, row: Character, campaign_state: Mapping[str, Any],
           person: Mapping[str, Any] | None = None) -> bool:
    """Whether ``row``'s state changed since it was last imported; one never imported, whether the
    file ``person`` holds it fresh and unhurt while the roster's is not (the night's wounds: a
    zombie the GM left at 2 Life Points, that importing its actor would heal)."""
    book = campaign_state.get(BOOK)
    mark = book.get(str(row.id)) if isinstance(book, Mapping) else None
    if isinstance(mark, str):
        return mark != digest(ruleset, row.sheet, row.state)
    if person is None or not isinstance(person.get("sheet"), Mapping) or not isinstance(person.get("state"), Mapping):
        return False
    try:
        sheet = dict(person["sheet"])
        fresh = ruleset.track_values(sheet, ruleset.initial_state(sheet))
        return (ruleset.track_values(sheet, dict(person["state"])) == fresh
                and ruleset.track_values(row.sheet, row.state)
                != ruleset.track_values(row.sheet, ruleset.initial_state(dict(row.sheet))))
    except (KeyError, TypeError, ValueError):  # a state the rules cannot read: nothing to keep of it
        return False


def night_state(ruleset: Ruleset, row: Character, person: Mapping[str, Any]) -> dict[str, Any]:
    """The roster's state fitted to the files' sheet, with what of the files' state the rules do not
    track (a key a fresh state has not) taken from the files."""
    state = dict(refit_state(ruleset, row.sheet, person["sheet"], row.state))
    tracked = _tracked(ruleset, person["sheet"])
    given = person.get("state")
    for key, value in (given.items() if isinstance(given, Mapping) else ()):
        if key not in tracked:
            state[key] = value
    return state
