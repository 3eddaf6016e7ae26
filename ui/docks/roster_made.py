"""What each roster row was made from and what it shows, kept by character: a row is worked out by
the rules again only when its character (its sheet, its state), the ruleset, the language or the
roster's form (compact or whole) changed since.

Filling the roster again (a character added or removed elsewhere in the list, the campaign's rows
read again) asks the rules for the rows that changed alone: the others get back the very objects
they showed (:class:`ui.widgets.roster_look.RowTracks`, ``RowBadges``), which the columns know by
identity and do not measure again (:mod:`ui.widgets.roster_columns`).  Rows of the same make (a
horde of whole walkers) share what they show: the rules work out one of them.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from app.rules.records import record
from app.services.row_ids import row_id
from ui.docks.roster_rows import row_badges, row_tracks
from ui.widgets.condition_text import unsaid
from ui.widgets.roster_look import RowBadges, RowTracks

if TYPE_CHECKING:
    from app.rules.base import Choice, Condition, Ruleset
    from app.store.models import Character

#: rows of the same make kept at most (a campaign with more makes of rows works some out again)
MAKES = 2048


@record(frozen=True, eq=False)
class RowMade:
    """One row's cells as the rules give them: its tracks, its badges, its conditions (the
    alerts compare them) and the checks its state calls for."""

    tracks: RowTracks
    badges: RowBadges
    conditions: tuple[Condition, ...]
    checks: tuple[Choice, ...]


class RosterMade:
    """The rows' cells kept by character id with what they were made from."""

    def __init__(self) -> None:
        self._rows: dict[int, tuple[tuple[Any, ...], RowMade]] = {}
        self._makes: dict[str, RowMade] = {}  # by the make's text (sheet, state): shared by equal rows
        self._campaign: object = None
        self._rules: object = None
        self._form: tuple[bool, str] | None = None

    def forget(self) -> None:
        """Every row worked out again (the campaign was read again: its rules may have changed)."""
        self._rows.clear()
        self._makes.clear()

    def row(self, campaign: object, rules: Ruleset, character: Character, compact: bool, language: str) -> RowMade:
        """The row's cells: those kept when the character and the roster's form are as they were
        (``campaign``: what the rows are read from, another one's rows are all made anew)."""
        if campaign is not self._campaign or rules is not self._rules or self._form != (compact, language):
            self.forget()
            self._campaign, self._rules, self._form = campaign, rules, (compact, language)
        cid = row_id(character)
        kept = self._rows.get(cid)
        if kept is not None and kept[0] == (character.sheet, character.state, character.kind):
            return kept[1]
        try:  # the kind too: the pools a row draws are its kind's (a twdu walker has none)
            make = json.dumps([character.sheet, character.state, character.kind], sort_keys=True, default=str)
        except (TypeError, ValueError):  # a key json cannot sort (a record the rules refuse is damaged before)
            make = ""
        made = self._makes.get(make) if make else None
        if made is None:
            conditions = rules.conditions(character.sheet, character.state)
            checks = rules.check_rules()
            tracks = row_tracks(rules, character, compact)
            made = RowMade(
                tracks,
                # a badge that only says a bar's word again (a dead character's Health reads Dead) goes
                row_badges(unsaid(conditions, (bar.word for bar in tracks.bars))),
                tuple(conditions),
                tuple(checks.checks_due(character.sheet, character.state)) if checks is not None else (),
            )
            if make:
                if len(self._makes) >= MAKES:
                    self._makes.clear()
                self._makes[make] = made
        self._rows[cid] = ((character.sheet, character.state, character.kind), made)
        return made
