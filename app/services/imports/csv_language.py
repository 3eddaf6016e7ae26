"""The language a party spreadsheet is headed in (:mod:`.csv_party`), for the preview to name
beside the file's format ("From the file (spreadsheet in Russian)"): the language of Deadwatch's
whose words for the sheet's fields (and Name, Kind, Notes) most of its headings are, English on a
tie; "" when none is (a file headed by the fields' keys)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.rules.base import Ruleset
from app.services.imports.csv_state import NOW
from app.services.imports.csv_words import KIND, NAME, NOTES
from app.services.imports.languages import Lookup, every_language, form_of

#: a table row's cell: "Оружие 1: Урон" is the table "Оружие" and its column "Урон"
_CELL = re.compile(r"^(.*\S)\s+\d{1,4}\s*:\s*(.+)$")


def _words(ruleset: Ruleset, lookup: Lookup) -> set[str]:
    """The sheet's headings as a file in ``lookup``'s language writes them, folded."""
    words = {lookup("log", NAME), lookup("log", KIND), lookup("log", NOTES)}
    for spec in ruleset.sheet_fields():
        label = lookup("rules", spec.label)
        words |= {label, lookup("log", NOW).replace("{track}", label)}
        words |= {lookup("rules", c.label) for c in spec.columns or ()}
    return {form_of(w) for w in words}


def heading_language(head: Sequence[str], ruleset: Ruleset) -> str:
    """The code of the language ``head`` (a spreadsheet's headings) is written in, "" for none."""
    parts: list[str] = []
    for heading in head:
        cell = _CELL.match(heading.strip())
        parts += [cell.group(1), cell.group(2)] if cell else [heading]
    folded = [form_of(p) for p in parts]
    best, most = "", 0
    for code, lookup in every_language():
        words = _words(ruleset, lookup)
        count = sum(1 for p in folded if p in words)
        if count > most:
            best, most = code, count
    return best


def table_heading(heading: str) -> str:
    """The table a table row's cell heading names, as the file writes it ("Оружие" of "Оружие 1:
    Урон"); "" for another heading."""
    cell = _CELL.match(heading.strip())
    return cell.group(1) if cell else ""
