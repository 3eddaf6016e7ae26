"""The party as a spreadsheet: one row per character, a column per field of the ruleset's sheet.

The columns are Name, Kind, each field the sheet declares (:meth:`~app.rules.base.Ruleset.sheet_fields`)
headed by its label, each row of a table field as a column per cell ("Weapons 1: Damage"), the
state (:mod:`.csv_state`: each track "Health (now)", the conditions in words, the whole state) and
Notes.  A file is written with the headings, the choices and the names the rules know (a skill:
"Armas de fuego" for a Spanish GM) in the GM's language, separated as a
spreadsheet in that language expects (:func:`list_separator`: semicolons where numbers take a decimal
comma, Russian and Spanish; commas in English), UTF-8 with a byte order mark (so spreadsheets take
the encoding).  A file is read with its headings and choices in English, in the GM's language or
in any other Deadwatch speaks, a known name stored as the rules name it (or the fields' own
keys, or the other names the ruleset gives a field or a track, case and accents aside: the book's "Endurance Points",
:meth:`~app.rules.base.Ruleset.heading_names`), comma- or semicolon-separated (as a spreadsheet set
to a European language saves it), UTF-8 with or without a byte order mark.  A
spreadsheet without state columns holds the sheet: the characters start unhurt.

Anything the sheet form could not hold refuses the row, naming the file, the row and the column;
a text in another encoding, rows without a name, two columns read as one field ("Strength" twice,
or beside "Fuerza": which holds the value the file does not say), a row with fewer cells than the
heading has columns (the file cut short inside it: its missing cells are no blanks to import): the
file is refused.  A track's
heading without its qualifier ("Salud" for "Salud (ahora)", any case or accent) is read as the track when
the file has no column of the track's own heading.  A column that is no field of
the sheet ("Salud" beside "Salud (ahora)") is left out, said at the top of the preview with the
headings the sheet takes, and the other columns are read.

Which field each heading is (and a field in two columns) is :mod:`.csv_headings`'s; a row read as a
character is :mod:`.csv_rows`'s; the words (Name, the kinds, yes and no, a cell as a value) are
:mod:`.csv_words`'.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QLocale

from app.rules.base import FieldSpec, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import TEXT_LIMIT, line, short
from app.services.imports import csv_derived, csv_state, csv_unread, note_titles
from app.services.imports.csv_headings import accepted, another_games, read_head, twice_said
from app.services.imports.csv_language import heading_language
from app.services.imports.csv_rows import read_row
from app.services.imports.csv_ruleset import game_title
from app.services.imports.csv_words import KIND, KINDS, NAME, NO, NOTES, YES
from app.services.imports.preview import SPREADSHEET, ImportPreview
from app.services.logtext import Translate, qt_translate

#: a file none of whose first line is a heading of the sheet, nor JSON
NEITHER = QT_TRANSLATE_NOOP("log", "it is neither a spreadsheet of characters (CSV with a “Name” column) nor a JSON "
                                   "file (Foundry actor or party file)")
#: the columns of a file that are no field of the sheet, short: the headings the sheet takes are
#: the line's ``accepted`` argument, which the preview shows on demand (not in the line)
LEFT_OUT_COLUMNS = QT_TRANSLATE_NOOP("log", "{file}: {count} {count|column is no field|columns are no fields} of "
                                            "this sheet, left out: {columns}")
#: a spreadsheet whose columns are mostly no field of this sheet and give it nothing
NOT_THIS_SHEETS = QT_TRANSLATE_NOOP("log", "its columns {columns} are not this sheet's: it looks like a spreadsheet "
                                           "of another game")
#: the same of a spreadsheet none of whose columns but the name (and the kind, the notes) is of this sheet
NO_COLUMN_OF_THIS_SHEET = QT_TRANSLATE_NOOP("log", "its columns ({columns}) are none of this campaign's sheet: it "
                                                   "looks like another game's sheet")
#: either line, followed by the first headings of the sheet's fields (every heading it takes, its Name
#: and Notes too, is the line's ``accepted``): the line ends in words, not "…", as a sentence's end
SHEET_TAKES = QT_TRANSLATE_NOOP("log", "{reason}; the sheet's columns are {taken} and more")
#: how many of the sheet's headings that line names
TAKEN_NAMED = 4
#: the columns named in that line; the rest are "…"
NAMED_COLUMNS = 12
#: a row with fewer cells than the heading has columns: a file cut short (a spreadsheet writes every
#: separator, an empty cell too), refused whole rather than its row's missing cells read as blanks
CUT_SHORT = QT_TRANSLATE_NOOP("log", "row {row} ends after the column “{column}”: {count} of {total} "
                                     "{total|column|columns}; the file looks cut short, none of its rows "
                                     "is imported")
ROW_LIMIT = 1_000
COLUMN_LIMIT = 5_000


# ---------------------------------------------------------------------------------------------- writing
def written_columns(ruleset: Ruleset, spec: FieldSpec) -> tuple[FieldSpec, ...]:
    """The columns of the table ``spec`` a spreadsheet writes: those the preset has a rule for."""
    unused = ruleset.unused_columns()
    return tuple(c for c in spec.columns if (spec.key, c.key) not in unused)


def headings(fields: Sequence[FieldSpec], rows: dict[str, int], translate: Translate,
             state: Sequence[str] = (), ruleset: Ruleset | None = None) -> list[str]:
    """The heading row; a column whose unit the game's presets count differently says its unit
    ("Weapons 1: Ammo (Ammo Points)"), so that another preset's campaign does not read it as its own."""
    units = ruleset.column_units() if ruleset is not None else {}
    out = [translate("log", NAME), translate("log", KIND)]
    for spec in fields:
        if spec.kind == "table":
            columns = written_columns(ruleset, spec) if ruleset is not None else spec.columns
            for n in range(1, rows.get(spec.key, 0) + 1):
                out += [f"{translate('rules', spec.label)} {n}: {translate('rules', c.label)}"
                        + (f" ({translate('rules', units[spec.key, c.key][0])})" if (spec.key, c.key) in units else "")
                        for c in columns]
        else:
            out.append(translate("rules", spec.label))
    return [*out, *state, translate("log", NOTES)]


def _cell(spec: FieldSpec, value: Any, translate: Translate) -> str:
    if spec.kind == "bool":
        return translate("log", YES if value else NO)
    if spec.kind == "choice":
        choice = next((c for c in spec.choices if c.value == value), None)
        return str(value) if choice is None else choice.label if choice.own else translate("rules", choice.label)
    if spec.kind == "text" and spec.choices:  # a name the rules know (a skill) in the headings' language
        known = next((c for c in spec.choices if not c.own and c.value == value), None)
        if known is not None:
            return translate("rules", known.label)
    return str(value)


def _kept(table: FieldSpec, column: FieldSpec, row: Mapping[str, Any]) -> bool:
    """Whether the sheet keeps ``column`` for ``row`` (``with_value``: a twdu weapon's Range and Ammo
    for a ranged weapon alone): the cell of a close combat weapon's Range is written empty, as the
    sheet holds it, not "Short" that the file read back would say is left out."""
    if not column.with_value:
        return True
    by, wanted = column.with_value
    owner = next((c for c in table.columns if c.key == by), None)
    return row.get(by, owner.default if owner is not None else None) in wanted


def list_separator() -> str:
    """The separator a spreadsheet in the GM's language (the default locale, which the interface
    language sets) splits a CSV file on: Excel set to Russian or Spanish, where the decimal point is
    a comma, reads semicolons, and opens a comma-separated file as one column."""
    return ";" if QLocale().decimalPoint() == "," else ","


def write_csv(ruleset: Ruleset, characters: Iterable[Any], translate: Translate = qt_translate,
              separator: str | None = None) -> str:
    """The spreadsheet of ``characters`` (rows with ``name``, ``kind``, ``sheet``, ``notes``),
    separated by ``separator`` (the GM's language's, :func:`list_separator`, when None)."""
    fields = tuple(ruleset.sheet_fields())
    people = list(characters)
    rows = {f.key: max((len(p.sheet.get(f.key) or []) for p in people), default=0)
            for f in fields if f.kind == "table"}
    tracks = csv_state.all_tracks(ruleset, [p.sheet for p in people])
    text = io.StringIO()
    writer = csv.writer(text, delimiter=separator or list_separator(), lineterminator="\r\n")
    writer.writerow(headings(fields, rows, translate, csv_state.headings(tracks, translate), ruleset))
    for person in people:
        cells = [person.name, translate("log", KINDS.get(person.kind, person.kind))]
        for spec in fields:
            value = person.sheet.get(spec.key, [] if spec.kind == "table" else spec.default)
            if spec.kind == "table":
                for n in range(rows[spec.key]):
                    row = value[n] if n < len(value) else None
                    cells += ["" if row is None or not _kept(spec, c, row) else _cell(c, row.get(c.key, c.default),
                                                                                       translate)
                              for c in written_columns(ruleset, spec)]
            else:
                cells.append(_cell(spec, value, translate))
        cells += csv_state.cells(ruleset, tracks, person, translate)
        writer.writerow([*cells, note_titles.shown(ruleset, person.notes or "", translate)])
    return "\ufeff" + text.getvalue()


# ---------------------------------------------------------------------------------------------- reading
def _first_taken(fields: Sequence[FieldSpec], translate: Translate) -> str:
    """The first headings of the sheet's own fields, in the GM's language: "Strength, Agility, Wits, Empathy"."""
    return ", ".join([translate("rules", f.label) for f in fields if f.kind != "table"][:TAKEN_NAMED])


def _separator(text: str) -> str:
    """Comma or semicolon (or tab): the one the heading row holds most of outside quotes."""
    first, quoted = [], False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        elif ch in "\r\n" and not quoted:
            break
        elif not quoted:
            first.append(ch)
    head = "".join(first)
    return max((",", ";", "\t"), key=head.count)


def _written(head: Sequence[str]) -> int:
    """How many columns the heading row heads: up to its last heading (empty ones after it head nothing)."""
    return max((n + 1 for n, h in enumerate(head) if h.strip()), default=0)


def _cut_short(head: Sequence[str], body: Sequence[Sequence[str]]) -> tuple[int, Sequence[str]] | None:
    """The first row (its number, as the preview names rows, and its cells) with fewer cells than the
    heading has columns.  LibreOffice, Excel and Google Sheets write every separator of a row, its empty
    cells' too, so a short row is a file cut inside it (a copy broken off, a line pasted in part)."""
    total = _written(head)
    return next(((number, cells) for number, cells in enumerate(body, start=2) if len(cells) < total), None)


def read_csv(text: str, file: str, ruleset: Ruleset, preview: ImportPreview,
             translate: Translate = qt_translate) -> None:
    """Add the characters of a spreadsheet (its text) to ``preview``, or the file's problem."""
    def problem(template: str, **args: Any) -> None:
        preview.problems.append(line(QT_TRANSLATE_NOOP("log", "{file}: {reason}"), file=file,
                                     reason=line(template, **args)))

    said = re.match(r"\ufeff?sep=([,;\t|])[ \t]*\r?\n", text)  # Excel's first line naming the separator
    if said:
        text = text[said.end():]
    sep = said.group(1) if said else _separator(text)
    csv.field_size_limit(TEXT_LIMIT * 10)
    try:
        table = list(csv.reader(io.StringIO(text, newline=""), delimiter=sep))
    except csv.Error as exc:
        problem(QT_TRANSLATE_NOOP("log", "it is not a spreadsheet (CSV) the way it is written: {error}"),
                error=short(str(exc), 80))
        return
    table = [r for r in table if any(c.strip() for c in r)]
    if not table:
        problem(QT_TRANSLATE_NOOP("log", "it is empty"))
        return
    head, body = table[0], table[1:]
    if len(body) > ROW_LIMIT:  # which, and that it is no party
        problem(QT_TRANSLATE_NOOP("log", "it holds {count} {count|row|rows} under its headings, more than the {limit} "
                                         "of a party's spreadsheet (a row for each character): it is not a party"),
                count={"grouped": len(body)}, limit={"grouped": ROW_LIMIT})
        return
    if len(head) > COLUMN_LIMIT:
        problem(QT_TRANSLATE_NOOP("log", "it holds {count} {count|column|columns}, more than the {limit} of a party's "
                                         "spreadsheet (a column for each field of the sheet): it is not a party"),
                count={"grouped": len(head)}, limit={"grouped": COLUMN_LIMIT})
        return
    fields = tuple(ruleset.sheet_fields())
    read = read_head(head, ruleset, translate, body)
    if read.theirs is not None:
        problem(QT_TRANSLATE_NOOP("log", "this spreadsheet is of a campaign of {theirs}; this campaign "
                                         "plays {ours}: import it into a campaign of {theirs}"),
                theirs=read.theirs, ours=game_title(ruleset.id, ruleset.preset))
        return
    columns, strange, derived = read.columns, read.strange, read.derived
    if all(c is None for c in columns):  # not one heading of a sheet: no spreadsheet of characters at all
        problem(NEITHER)
        return
    preview.files_read[file] = (SPREADSHEET, heading_language(head, ruleset))  # "spreadsheet in Russian"
    twice = twice_said(head, columns, translate)
    if twice is not None:  # one field twice: the file is refused, both columns named, nothing taken
        preview.problems.append(line(QT_TRANSLATE_NOOP("log", "{file}: {reason}"), file=file, reason=twice))
        return
    if strange and body and another_games(columns, strange, body, translate):
        columns_said = ", ".join(strange[:3]) + ("…" if len(strange) > 3 else "")
        own = any(c is not None and c not in (("name",), ("kind",), ("notes",)) for c in columns)
        reason = line(NOT_THIS_SHEETS, columns=columns_said) if own else \
            line(NO_COLUMN_OF_THIS_SHEET, columns=columns_said)
        preview.problems.append(line(
            QT_TRANSLATE_NOOP("log", "{file}: {reason}"), file=file,
            reason=line(SHEET_TAKES, reason=reason, taken=_first_taken(fields, translate)),
            accepted=accepted(ruleset, fields, translate)))
        return
    # a file refused whole says why first, and no more: its columns are said of a file read as characters
    if not any(c == ("name",) for c in columns):
        problem(QT_TRANSLATE_NOOP("log", "it has no “Name” column"))
        return
    if not body:  # headings alone: said, so a batch does not pass it over without a word
        problem(QT_TRANSLATE_NOOP("log", "it holds no character, only its headings"))
        return
    short_row = _cut_short(head, body)
    if short_row is not None:  # the file cut inside a row: its missing cells are no blanks to import
        number, cells = short_row
        problem(CUT_SHORT, row=number, column=head[len(cells) - 1].strip() if cells else "", count=len(cells),
                total=_written(head))
        return
    if strange:  # left out, said at the top of the preview, short; the other columns are read
        preview.columns_left_out.append(line(
            LEFT_OUT_COLUMNS, file=file, count=len(strange),
            columns=", ".join([*strange[:NAMED_COLUMNS], *(["…"] if len(strange) > NAMED_COLUMNS else [])]),
            accepted=accepted(ruleset, fields, translate)))
    present = {c[0].key for c in columns if c is not None and isinstance(c[0], FieldSpec)}
    missing = [f for f in fields if f.key not in present]  # a table without a column of its rows too
    listed = [f for f in missing if f.kind != "table"]  # a table kept says nothing: an export of a party
    labels = [translate("rules", f.label) for f in listed]  # with no weapons has no column of them
    starts = [_cell(f, f.default, translate) for f in listed]  # what each starts at: "Rations … (0)"
    headings_near = csv_unread.near_headings(ruleset, translate) if strange else {}
    meant = {n: csv_unread.near(heading, headings_near) for n, heading in enumerate(head)
             if columns[n] is None and heading.strip() and n not in derived}
    for number, cells in enumerate(body, start=2):
        read_row(cells, number, columns, read.named, ([f.key for f in missing], labels, len(labels), starts), file,
                 ruleset, preview, translate, head)
        lost = [csv_unread.unread(head[n], cells[n], meant[n]) for n in meant if n < len(cells) and cells[n].strip()]
        person = preview.characters[-1].person
        lost += [csv_derived.said(head[n], cells[n], key, ruleset, person) for n, key in derived.items()
                 if n < len(cells) and cells[n].strip()]
        preview.characters[-1].ignored[:0] = lost  # what of the row's own is lost, first
