"""What each column of a party spreadsheet (:mod:`.csv_party`) is read as, by its heading.

A heading is a field's label or key in any language Deadwatch speaks (:mod:`.csv_words`), one of
the other names the ruleset gives a field or a track (:meth:`~app.rules.base.Ruleset.heading_names`:
the book's "Endurance Points"), a row of a table's cell ("Weapons 1: Damage"), a state column
(:mod:`.csv_state`), a track's heading without its qualifier ("Salud" for "Salud (ahora)") when the
file has no column of the track's own heading, or a value the sheet works out (:mod:`.csv_derived`,
not read).  Any other heading is strange: left out, unless the headings are another game's sheet.
Two columns read as one field refuse the file (:func:`twice_said`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.rules.base import FieldSpec, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import BadValueError, line, short
from app.services.imports import csv_derived, csv_state
from app.services.imports.csv_ruleset import other_game
from app.services.imports.csv_words import KIND, NAME, NOTES, forms, now, value
from app.services.imports.languages import form_of
from app.services.logtext import Translate
from app.services.validate_party import check_field

#: two columns of a file read as one field: which one holds the character's value the file does not say
SAME_HEADING = QT_TRANSLATE_NOOP("log", "two columns are headed “{heading}”, {first} and {second}: delete the "
                                        "one that does not hold the characters' values and import the file again")
SAME_FIELD = QT_TRANSLATE_NOOP("log", "columns {first} (“{heading}”) and {second} (“{other}”) are both "
                                      "“{field}”: delete the one that does not hold the characters' values and "
                                      "import the file again")
_CELL = re.compile(r"^(.*\S)\s+(\d{1,4})\s*:\s*(.+)$")
#: a column's heading with its unit: "Ammo (Ammo Points)"
_UNIT = re.compile(r"^(.*\S)\s*\(([^()]+)\)$")
#: a column read as a cell of the roster's kept: (KEPT_CELL, table, n, column, (preset, unit) or None)
KEPT_CELL = "kept_cell"


class Columns:
    """What each heading of a file is: ("name"|"kind"|"notes", ), (field,), (table, n, column)."""

    def __init__(self, fields: Sequence[FieldSpec], translate: Translate,
                 state: dict[str, tuple[Any, ...]] | None = None, ruleset: Ruleset | None = None) -> None:
        self.plain: dict[str, tuple[Any, ...]] = dict(state or {})
        self.tables: dict[str, FieldSpec] = {}
        #: the other names the ruleset gives its fields and tracks ("Endurance Points (now)"), folded
        self.named: dict[str, tuple[Any, ...]] = {}
        self.named_tables: dict[str, FieldSpec] = {}
        for key, text in (("name", NAME), ("kind", KIND), ("notes", NOTES)):
            for form in forms(text, "log", translate) | {key}:
                self.plain[form] = (key,)
        for spec in fields:
            for form in forms(spec.label, "rules", translate) | {spec.key.casefold()}:
                if spec.kind == "table":
                    self.tables[form] = spec
                else:
                    self.plain.setdefault(form, (spec,))
        #: by (table, column): each unit a preset of the game counts it in, its words folded → (preset, unit)
        self.units: dict[tuple[str, str], dict[str, tuple[str | None, tuple[str, str]]]] = {}
        #: the cells this campaign's preset has no rule for, and its own unit of each column
        self.unused: frozenset[tuple[str, str]] = frozenset()
        self.own_units: dict[tuple[str, str], tuple[str, str]] = {}
        if ruleset is None:
            return
        self.unused, self.own_units = ruleset.unused_columns(), dict(ruleset.column_units())
        for preset, other in presets_of(ruleset):
            for where, unit in other.column_units().items():
                for form in forms(unit[0], "rules", translate):
                    self.units.setdefault(where, {})[form] = (preset, unit)
        names = ruleset.heading_names()
        for spec in fields:
            for name in names.get(spec.key, ()):
                if spec.kind == "table":
                    self.named_tables.setdefault(csv_state.fold(name), spec)
                else:
                    self.named.setdefault(csv_state.fold(name), (spec,))
        for form, what in csv_state.named_columns(ruleset, translate).items():
            self.named.setdefault(form, what)

    def of(self, heading: str, translate: Translate) -> tuple[Any, ...] | None:
        found = self.plain.get(form_of(heading)) or self.named.get(csv_state.fold(heading))
        if found is not None:
            return found
        match = _CELL.match(heading.strip())
        if match is None:
            return None
        table = self.tables.get(form_of(match.group(1))) or self.named_tables.get(csv_state.fold(match.group(1)))
        if table is None:
            return None
        number, wanted, unit = int(match.group(2)), form_of(match.group(3)), None
        column = self._column(table, wanted, translate)
        said = _UNIT.match(match.group(3).strip())
        if column is None and said is not None:  # "Ammo (rounds in the magazine)": the column's unit said
            column = self._column(table, form_of(said.group(1)), translate)
            unit = self.units.get((table.key, column.key), {}).get(form_of(said.group(2))) if column else None
            if unit is None:
                return None
        if column is None:
            return None
        if (table.key, column.key) in self.unused:  # a cell this preset has no rule for: the roster's stays
            return (KEPT_CELL, table, number, column, None)
        if unit is not None and unit[1] != self.own_units.get((table.key, column.key)):
            return (KEPT_CELL, table, number, column, unit)  # another preset's unit: not read as this one's
        return (table, number, column)

    @staticmethod
    def _column(table: FieldSpec, wanted: str, translate: Translate) -> FieldSpec | None:
        return next((c for c in table.columns if wanted in forms(c.label, "rules", translate) | {c.key.casefold()}),
                    None)


def presets_of(ruleset: Ruleset) -> list[tuple[str | None, Ruleset]]:
    """Each preset of ``ruleset``'s game with its ruleset (the campaign's own as it is)."""
    from app.rules import PRESETS, get_ruleset

    out: list[tuple[str | None, Ruleset]] = []
    for preset in PRESETS.get(ruleset.id) or (None,):
        same = (preset or None) == (ruleset.preset or None)
        out.append((preset, ruleset if same else get_ruleset(ruleset.id, preset)))
    return out


def kept_columns(columns: Sequence[tuple[Any, ...] | None], ruleset: Ruleset) -> dict[str, list[str]]:
    """The cells of each table of a file an update leaves as the roster has them: a column of
    another preset's unit, one this preset has no rule for, and one the file leaves out that another
    preset has no rule for (a norms file has no Automatic: the unisystem campaign's stays)."""
    out: dict[str, set[str]] = {}
    tables = {what[0].key for what in columns if what is not None and len(what) == 3}
    for what in columns:
        if what is not None and what[0] == KEPT_CELL:
            out.setdefault(what[1].key, set()).add(what[3].key)
            tables.add(what[1].key)
    present = {(what[0].key, what[2].key) for what in columns if what is not None and len(what) == 3}
    for _preset, other in presets_of(ruleset):
        for table, column in other.unused_columns():
            if table in tables and (table, column) not in present:
                out.setdefault(table, set()).add(column)
    return {table: sorted(keys) for table, keys in out.items()}


def knows(ruleset: Ruleset, translate: Translate) -> Callable[[str], bool]:
    """Whether a heading is a column of ``ruleset``'s spreadsheet."""
    known = Columns(tuple(ruleset.sheet_fields()), translate, csv_state.columns(ruleset, translate), ruleset)
    plain = csv_state.plain_forms(ruleset, translate)  # "Life Points" for "Life Points (now)"
    worked = csv_derived.derived_headings(ruleset, translate)  # "Essence", worked out from the sheet
    return lambda heading: (known.of(heading, translate) is not None or csv_state.fold(heading) in plain
                            or csv_state.fold(heading) in worked)


def fits(ruleset: Ruleset, head: Sequence[str], body: Sequence[Sequence[str]], translate: Translate) -> bool:
    """Whether the cells of ``body`` under the headings of ``head`` that are ``ruleset``'s fields
    (besides the name and the kind) hold values its sheet takes, half of them at least (no cell: yes)."""
    known = Columns(tuple(ruleset.sheet_fields()), translate, csv_state.columns(ruleset, translate), ruleset)
    taken, filled = _taken([known.of(heading, translate) for heading in head], body, translate)
    return taken * 2 >= filled


def _taken(columns: Sequence[tuple[Any, ...] | None], body: Sequence[Sequence[str]],
           translate: Translate) -> tuple[int, int]:
    """How many of the filled cells of the ``columns`` read (besides the name and the kind) hold a
    value their field takes, and how many are filled."""
    read = [n for n, c in enumerate(columns) if c is not None and c not in (("name",), ("kind",))]
    filled = [(columns[n], cells[n]) for cells in body for n in read if n < len(cells) and cells[n].strip()]
    return sum(1 for what, cell in filled if _takes(what, cell, translate)), len(filled)


@dataclass
class Head:
    """A file's heading row as read: what each column is (None: not read), by place."""

    #: what each column is read as, None for a column not read
    columns: list[tuple[Any, ...] | None] = field(default_factory=list)
    #: the headings that are no column of the sheet, short, as the file writes them
    strange: list[str] = field(default_factory=list)
    #: each column as a row of the preview names it
    named: list[str] = field(default_factory=list)
    #: the columns of a value the sheet works out ("Essence"), by place: the key of the value
    derived: dict[int, str] = field(default_factory=dict)
    #: the title of the other game whose sheet the headings are, or None
    theirs: dict[str, Any] | None = None


def read_head(head: list[str], ruleset: Ruleset, translate: Translate, body: Sequence[Sequence[str]] = ()) -> Head:
    """What each heading of ``head`` is read as; when one is strange and the headings are another
    game's sheet whose values the rows ``body`` hold, that game (and the columns read up to it)."""
    known = Columns(tuple(ruleset.sheet_fields()), translate, csv_state.columns(ruleset, translate), ruleset)
    out = Head(named=list(head))
    plain = csv_state.plain_forms(ruleset, translate)
    worked_out = csv_derived.derived_headings(ruleset, translate)
    exact = [known.of(heading, translate) for heading in head]
    covered = {w[1].key for w in exact if w is not None and w[0] == "track"}
    for n, heading in enumerate(head, start=1):
        what = exact[n - 1]
        guess = plain.get(csv_state.fold(heading)) if what is None else None
        if guess is not None and guess[1].key not in covered:  # "Salud" when there is no "Salud (ahora)"
            what = guess
            covered.add(guess[1].key)
            out.named[n - 1] = csv_state.read_as(heading, guess[1], translate)
        if what is None and csv_state.fold(heading) in worked_out:  # not read, said on each row
            out.derived[n - 1] = worked_out[csv_state.fold(heading)]
        elif what is None and heading.strip():
            out.theirs = other_game(head, ruleset, lambda other: knows(other, translate),
                                    lambda other: fits(other, head, body, translate))
            if out.theirs is not None:
                return out
            out.strange.append(short(heading.strip(), 40))
        out.columns.append(what)
    return out


def accepted(ruleset: Ruleset, fields: Sequence[FieldSpec], translate: Translate) -> str:
    """Every heading a file may have, in the GM's language ("Weapons N: Weapon / Kind…" for a table)."""
    out = [translate("log", NAME), translate("log", KIND)]
    for spec in fields:
        label = translate("rules", spec.label)
        if spec.kind == "table":
            out.append(f"{label} N: " + " / ".join(translate("rules", c.label) for c in spec.columns))
        else:
            out.append(label)
    out += csv_state.headings(csv_state.all_tracks(ruleset, ()), translate)
    return ", ".join([*out, translate("log", NOTES)])


def column_letter(index: int) -> str:
    """A column as a spreadsheet names it, by its place from 0: A, B, … Z, AA, AB…"""
    out = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        out = chr(ord("A") + rest) + out
    return out


def _what_key(what: tuple[Any, ...]) -> tuple[Any, ...]:
    """What a column is read as, comparable: ("name",), ("track", key), ("field", key), (table, n, column)."""
    if len(what) == 3:
        return (what[0].key, what[1], what[2].key)
    if what[0] == KEPT_CELL:
        return (what[1].key, what[2], what[3].key)
    if what[0] == "track":
        return ("track", what[1].key)
    if isinstance(what[0], FieldSpec):
        return ("field", what[0].key)
    return what


def _twice(columns: Sequence[tuple[Any, ...] | None]) -> tuple[int, int] | None:
    """The places of the first two columns read as one field ("Strength" twice, "Strength" and
    "Fuerza"), or None when each is read once."""
    seen: dict[tuple[Any, ...], int] = {}
    for n, what in enumerate(columns):
        if what is None:
            continue
        key = _what_key(what)
        if key in seen:
            return seen[key], n
        seen[key] = n
    return None


def twice_said(head: Sequence[str], columns: Sequence[tuple[Any, ...] | None],
               translate: Translate) -> dict[str, Any] | None:
    """Why the file is refused when two of its columns are read as one field, both columns named
    (nothing is taken of it), or None when each field is read once."""
    twice = _twice(columns)
    if twice is None:
        return None
    first, second = twice
    if form_of(head[first]) == form_of(head[second]):
        return line(SAME_HEADING, heading=short(head[first].strip(), 60), first=column_letter(first),
                    second=column_letter(second))
    return line(SAME_FIELD, heading=short(head[first].strip(), 60), other=short(head[second].strip(), 60),
                first=column_letter(first), second=column_letter(second),
                field=_field_said(columns[first], translate))


def _field_said(what: tuple[Any, ...] | None, translate: Translate) -> str:
    """The field a column is read as, in the GM's language ("Strength", "Endurance (now)")."""
    words = {"name": NAME, "kind": KIND, "notes": NOTES, "conditions": csv_state.CONDITIONS,
             "state": csv_state.STATE, "id": csv_state.ID}
    if what is None:
        return ""
    if len(what) == 3:
        return f"{translate('rules', what[0].label)} {what[1]}: {translate('rules', what[2].label)}"
    if what[0] == KEPT_CELL:
        return f"{translate('rules', what[1].label)} {what[2]}: {translate('rules', what[3].label)}"
    if what[0] == "track":
        return now(what[1].label, translate)
    if isinstance(what[0], FieldSpec):
        return translate("rules", what[0].label)
    return translate("log", words.get(what[0], what[0]))


def another_games(columns: list[tuple[Any, ...] | None], strange: list[str], body: list[list[str]],
                  translate: Translate) -> bool:
    """Whether a spreadsheet is another game's (a D&D party's "Name, Class, Level, STR…"): more than
    half of its columns besides the name are no field of this sheet, and of the cells of the columns
    that are (besides the name and the kind) fewer than half hold a value this sheet takes, so that
    little or nothing of it would be read.  A D&D party's STR, DEX, CON and INT are Unisystem's
    abbreviations too, but its 16 Strength is no Unisystem value."""
    others = sum(1 for c in columns if c != ("name",)) - columns.count(None) + len(strange)
    if len(strange) * 2 <= others:
        return False
    taken, filled = _taken(columns, body, translate)
    return taken * 2 < filled or not filled


def _takes(what: tuple[Any, ...] | None, cell: str, translate: Translate) -> bool:
    """Whether a cell holds a value its column's field takes (a table's cell, a state, a note: yes)."""
    spec = what[-1] if what else None
    if not isinstance(spec, FieldSpec) or len(what or ()) == 3:
        return True
    try:
        check_field(spec, value(spec, cell, translate), spec.label)
    except (ValueError, BadValueError):
        return False
    return True
