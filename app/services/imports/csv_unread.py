"""A spreadsheet's column that is no field of the sheet, said on each row it loses something of.

The top of the preview names the columns left out once for the file (:mod:`.csv_party`); a row
whose cell in such a column holds something says what of its own is lost ("Condiciones: Envenenada
— not read: no field of this sheet is called so; did you mean Estados?"), the field the heading is
close to suggested by its heading in the GM's language, the heading read either in the GM's
language or in English ("Condiciones" is near the English "Conditions": "Estados").
"""

from __future__ import annotations

import difflib
from typing import Any

from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line, short
from app.services.imports import csv_state
from app.services.imports.languages import form_of
from app.services.logtext import Translate

#: a cell of a column that is no field of the sheet, and the same with the heading meant
UNREAD = QT_TRANSLATE_NOOP("log", "{column}: {value} — not read: no field of this sheet is called so")
UNREAD_NEAR = QT_TRANSLATE_NOOP("log", "{column}: {value} — not read: no field of this sheet is called so; did "
                                       "you mean {near}?")
NAME, KIND, NOTES = (QT_TRANSLATE_NOOP("log", "Name"), QT_TRANSLATE_NOOP("log", "Kind"),
                     QT_TRANSLATE_NOOP("log", "Notes"))
#: how close a heading must be to a field's (difflib's ratio) to be suggested
CLOSE = 0.75


def _english(_context: str, text: str) -> str:
    return text


def _headings(ruleset: Ruleset, translate: Translate) -> list[str]:
    """The headings of the sheet's spreadsheet (a table's by its label) as ``translate`` says them."""
    out = [translate("log", NAME), translate("log", KIND)]
    out += [translate("rules", spec.label) for spec in ruleset.sheet_fields()]
    out += csv_state.headings(csv_state.all_tracks(ruleset, ()), translate)
    return [*out, translate("log", NOTES)]


def near_headings(ruleset: Ruleset, translate: Translate) -> dict[str, str]:
    """Each heading of the sheet, in the GM's language and in English (folded), → the one the GM reads."""
    own = _headings(ruleset, translate)
    pairs = [*zip(own, own, strict=True), *zip(_headings(ruleset, _english), own, strict=True)]
    return {form_of(said): shown for said, shown in pairs}


def near(heading: str, headings: dict[str, str]) -> str | None:
    """The heading of the sheet ``heading`` is close to (the GM's language), or None."""
    found = difflib.get_close_matches(form_of(heading), list(headings), n=1, cutoff=CLOSE)
    return headings[found[0]] if found else None


def unread(heading: str, cell: str, suggested: str | None) -> dict[str, Any]:
    """What a row loses of a column that is no field: its heading, its cell and the field meant."""
    if suggested is None:
        return line(UNREAD, column=short(heading.strip(), 40), value=short(cell.strip()))
    return line(UNREAD_NEAR, column=short(heading.strip(), 40), value=short(cell.strip()), near=suggested)
