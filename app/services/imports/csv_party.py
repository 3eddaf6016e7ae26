"""The party as a spreadsheet: one row per character, a column per field of the ruleset's sheet.

The columns are Name, Kind, each field the sheet declares (:meth:`~app.rules.base.Ruleset.sheet_fields`)
headed by its label, each row of a table field as a column per cell ("Weapons 1: Damage"), the
state (:mod:`.csv_state`: each track "Health (now)", the conditions in words, the whole state) and
Notes.  A file is written with the headings and the choices in the GM's language, separated as a
spreadsheet in that language expects (:func:`list_separator`: semicolons where numbers take a decimal
comma, Russian and Spanish; commas in English), UTF-8 with a byte order mark (so spreadsheets take
the encoding).  A file is read with its headings and choices in English, in the GM's language or
in any other Deadwatch speaks (or the fields' own keys, or the other names the ruleset gives a field
or a track, case and accents aside: the book's "Endurance Points",
:meth:`~app.rules.base.Ruleset.heading_names`), comma- or semicolon-separated (as a spreadsheet set
to a European language saves it), UTF-8 with or without a byte order mark.  A
spreadsheet without state columns holds the sheet: the characters start unhurt.

Anything the sheet form could not hold refuses the row, naming the file, the row and the column;
a text in another encoding, rows without a name, two columns read as one field ("Strength" twice,
or beside "Fuerza": which holds the value the file does not say): the file is refused.  A track's
heading without its qualifier ("Salud" for "Salud (ahora)", any case or accent) is read as the track when
the file has no column of the track's own heading.  A column that is no field of
the sheet ("Salud" beside "Salud (ahora)") is left out, said at the top of the preview with the
headings the sheet takes, and the other columns are read.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QLocale

from app.rules.base import FieldSpec, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import NAME_LIMIT, TEXT_LIMIT, BadValueError, line, short
from app.services.imports import csv_cells, csv_conditions, csv_derived, csv_state, csv_unread, note_titles
from app.services.imports.checking import check
from app.services.imports.csv_ruleset import game_title, other_game
from app.services.imports.csv_tables import unwritten_numbers
from app.services.imports.languages import every_form
from app.services.imports.preview import FieldRow, ImportPreview, PreviewCharacter
from app.services.logtext import Translate, qt_translate
from app.services.validate_party import check_field

NAME = QT_TRANSLATE_NOOP("log", "Name")
KIND = QT_TRANSLATE_NOOP("log", "Kind")
NOTES = QT_TRANSLATE_NOOP("log", "Notes")
#: a row whose Name cell is empty (or holds only spaces): the column named as the sheet and the file name it
NO_NAME = QT_TRANSLATE_NOOP("log", "“{field}” is empty: a character needs a name")
KINDS = {"pc": QT_TRANSLATE_NOOP("log", "Player character"), "npc": QT_TRANSLATE_NOOP("log", "NPC"),
         "zombie": QT_TRANSLATE_NOOP("log", "Zombie")}
#: the words a GM may also type for a kind ("Player", "Игрок", "Jugador" for a player character;
#: the abbreviation "НПС" for a non-player one), taken when no other kind's label is one of them
KIND_WORDS = {"pc": (QT_TRANSLATE_NOOP("log", "Player"),),
              "npc": (QT_TRANSLATE_NOOP("log", "Non-player character"), QT_TRANSLATE_NOOP("log", "NPCs"))}
NOT_A_KIND = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not a kind of character; the kinds are: {accepted}")
NOT_A_CHOICE = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not one of this field's choices: {accepted}")
YES = QT_TRANSLATE_NOOP("log", "yes")
NO = QT_TRANSLATE_NOOP("log", "no")
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
#: two columns of a file read as one field: which one holds the character's value the file does not say
SAME_HEADING = QT_TRANSLATE_NOOP("log", "two columns are headed “{heading}”, {first} and {second}: delete the "
                                        "one that does not hold the characters' values and import the file again")
SAME_FIELD = QT_TRANSLATE_NOOP("log", "columns {first} (“{heading}”) and {second} (“{other}”) are both "
                                      "“{field}”: delete the one that does not hold the characters' values and "
                                      "import the file again")
#: the columns named in that line; the rest are "…"
NAMED_COLUMNS = 12
ROW_LIMIT = 1_000
COLUMN_LIMIT = 5_000
_CELL = re.compile(r"^(.*\S)\s+(\d{1,4})\s*:\s*(.+)$")


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _forms(text: str, context: str, translate: Translate) -> set[str]:
    """``text`` as a file may write it: in English, in the GM's language or in any other Deadwatch speaks."""
    return {_norm(translate(context, text)), *every_form(context, text)}


# ---------------------------------------------------------------------------------------------- writing
def headings(fields: Sequence[FieldSpec], rows: dict[str, int], translate: Translate,
             state: Sequence[str] = ()) -> list[str]:
    out = [translate("log", NAME), translate("log", KIND)]
    for spec in fields:
        if spec.kind == "table":
            for n in range(1, rows.get(spec.key, 0) + 1):
                out += [f"{translate('rules', spec.label)} {n}: {translate('rules', c.label)}" for c in spec.columns]
        else:
            out.append(translate("rules", spec.label))
    return [*out, *state, translate("log", NOTES)]


def _cell(spec: FieldSpec, value: Any, translate: Translate) -> str:
    if spec.kind == "bool":
        return translate("log", YES if value else NO)
    if spec.kind == "choice":
        choice = next((c for c in spec.choices if c.value == value), None)
        return str(value) if choice is None else choice.label if choice.own else translate("rules", choice.label)
    return str(value)


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
    writer.writerow(headings(fields, rows, translate, csv_state.headings(tracks, translate)))
    for person in people:
        cells = [person.name, translate("log", KINDS.get(person.kind, person.kind))]
        for spec in fields:
            value = person.sheet.get(spec.key, [] if spec.kind == "table" else spec.default)
            if spec.kind == "table":
                for n in range(rows[spec.key]):
                    row = value[n] if n < len(value) else None
                    cells += ["" if row is None else _cell(c, row.get(c.key, c.default), translate)
                              for c in spec.columns]
            else:
                cells.append(_cell(spec, value, translate))
        cells += csv_state.cells(ruleset, tracks, person, translate)
        writer.writerow([*cells, note_titles.shown(ruleset, person.notes or "", translate)])
    return "\ufeff" + text.getvalue()


# ---------------------------------------------------------------------------------------------- reading
class _Columns:
    """What each heading of a file is: ("name"|"kind"|"notes", ), (field,), (table, n, column)."""

    def __init__(self, fields: Sequence[FieldSpec], translate: Translate,
                 state: dict[str, tuple[Any, ...]] | None = None, ruleset: Ruleset | None = None) -> None:
        self.plain: dict[str, tuple[Any, ...]] = dict(state or {})
        self.tables: dict[str, FieldSpec] = {}
        #: the other names the ruleset gives its fields and tracks ("Endurance Points (now)"), folded
        self.named: dict[str, tuple[Any, ...]] = {}
        self.named_tables: dict[str, FieldSpec] = {}
        for key, text in (("name", NAME), ("kind", KIND), ("notes", NOTES)):
            for form in _forms(text, "log", translate) | {key}:
                self.plain[form] = (key,)
        for spec in fields:
            forms = _forms(spec.label, "rules", translate) | {spec.key.casefold()}
            for form in forms:
                if spec.kind == "table":
                    self.tables[form] = spec
                else:
                    self.plain.setdefault(form, (spec,))
        if ruleset is None:
            return
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
        found = self.plain.get(_norm(heading)) or self.named.get(csv_state.fold(heading))
        if found is not None:
            return found
        match = _CELL.match(heading.strip())
        if match is None:
            return None
        table = self.tables.get(_norm(match.group(1))) or self.named_tables.get(csv_state.fold(match.group(1)))
        if table is None:
            return None
        wanted = _norm(match.group(3))
        column = next((c for c in table.columns
                       if wanted in _forms(c.label, "rules", translate) | {c.key.casefold()}), None)
        return None if column is None else (table, int(match.group(2)), column)


def _knows(ruleset: Ruleset, translate: Translate) -> Callable[[str], bool]:
    """Whether a heading is a column of ``ruleset``'s spreadsheet."""
    known = _Columns(tuple(ruleset.sheet_fields()), translate, csv_state.columns(ruleset, translate), ruleset)
    plain = csv_state.plain_forms(ruleset, translate)  # "Life Points" for "Life Points (now)"
    worked = csv_derived.derived_headings(ruleset, translate)  # "Essence", worked out from the sheet
    return lambda heading: (known.of(heading, translate) is not None or csv_state.fold(heading) in plain
                            or csv_state.fold(heading) in worked)


def _accepted(ruleset: Ruleset, fields: Sequence[FieldSpec], translate: Translate) -> str:
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


def _named(label: str, heading: str, translate: Translate) -> str:
    """A field as a message names it: its label in the GM's language, the file's heading beside it
    when that is another ("Сила (Strength)")."""
    return csv_cells.named_as(translate("rules", label), heading)


def _now(label: str, translate: Translate) -> str:
    """A track's value now as its heading reads in the GM's language ("Здоровье (сейчас)")."""
    return translate("log", csv_state.NOW).replace("{track}", translate("rules", label))


def kind_of(cell: str, translate: Translate) -> str | None:
    """The kind a Kind cell names: its label or key in any language Deadwatch speaks, or one of the
    words a GM also types for it ("Игрок") when no other kind's label is that word."""
    word = _norm(cell)
    found = next((k for k, text in KINDS.items() if word in _forms(text, "log", translate) | {k}), None)
    if found is not None:
        return found
    labels = set().union(*(_forms(text, "log", translate) | {k} for k, text in KINDS.items()))
    return next((k for k, words in KIND_WORDS.items()
                 if word not in labels and any(word in _forms(w, "log", translate) for w in words)), None)


def choices_said(spec: FieldSpec, translate: Translate) -> str:
    """A choice field's choices as the GM reads them, in the GM's language ("Pistola (…), Katana")."""
    return ", ".join(c.label if c.own else translate("rules", c.label) for c in spec.choices)


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


def _value(spec: FieldSpec, cell: str, translate: Translate) -> Any:
    """The cell as the field's value; raises ValueError with nothing when it cannot be one."""
    if spec.kind == "int":
        text = cell.strip().replace("\u2212", "-").replace("\u00a0", "")
        if not re.fullmatch(r"[+-]?\d{1,4000}([.,]0+)?", text):
            raise ValueError
        return int(re.split(r"[.,]", text)[0])  # every digit as written: 10**22 is not a float's 9999…1611392
    if spec.kind == "bool":
        word = _norm(cell)
        if word in _forms(YES, "log", translate) | {"true", "1", "x", "wahr", "vrai", "verdadero", "истина"}:
            return True
        if word in _forms(NO, "log", translate) | {"false", "0", "", "falsch", "faux", "falso", "ложь"}:
            return False
        raise ValueError
    if spec.kind == "choice":
        word = _norm(cell)
        for c in spec.choices:
            if word == _norm(str(c.value)) or word in _forms(c.label, "rules", translate):
                return c.value
        raise ValueError
    return cell.strip()


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
    if len(head) > COLUMN_LIMIT or len(body) > ROW_LIMIT:
        problem(QT_TRANSLATE_NOOP("log", "it holds more than {rows} rows or {columns} columns"),
                rows=ROW_LIMIT, columns=COLUMN_LIMIT)
        return
    fields = tuple(ruleset.sheet_fields())
    known = _Columns(fields, translate, csv_state.columns(ruleset, translate), ruleset)
    columns = []
    strange: list[str] = []
    plain = csv_state.plain_forms(ruleset, translate)
    named = list(head)  # each column as a row of the preview names it
    worked_out = csv_derived.derived_headings(ruleset, translate)
    derived: dict[int, str] = {}  # the columns of a value the sheet works out ("Essence"), by place
    exact = [known.of(heading, translate) for heading in head]
    covered = {w[1].key for w in exact if w is not None and w[0] == "track"}
    for n, heading in enumerate(head, start=1):
        what = exact[n - 1]
        guess = plain.get(csv_state.fold(heading)) if what is None else None
        if guess is not None and guess[1].key not in covered:  # "Salud" when there is no "Salud (ahora)"
            what = guess
            covered.add(guess[1].key)
            named[n - 1] = csv_state.read_as(heading, guess[1], translate)
        if what is None and csv_state.fold(heading) in worked_out:  # not read, said on each row
            derived[n - 1] = worked_out[csv_state.fold(heading)]
        elif what is None and heading.strip():
            theirs = other_game(head, ruleset, lambda other: _knows(other, translate))
            if theirs is not None:
                problem(QT_TRANSLATE_NOOP("log", "this spreadsheet is of a campaign of {theirs}; this campaign "
                                                 "plays {ours}"),
                        theirs=theirs, ours=game_title(ruleset.id, ruleset.preset))
                return
            strange.append(short(heading.strip(), 40))
        columns.append(what)
    if all(c is None for c in columns):  # not one heading of a sheet: no spreadsheet of characters at all
        problem(NEITHER)
        return
    twice = _twice(columns)
    if twice is not None:  # one field twice: the file is refused, both columns named, nothing taken
        first, second = twice
        if _norm(head[first]) == _norm(head[second]):
            problem(SAME_HEADING, heading=short(head[first].strip(), 60), first=column_letter(first),
                    second=column_letter(second))
        else:
            problem(SAME_FIELD, heading=short(head[first].strip(), 60), other=short(head[second].strip(), 60),
                    first=column_letter(first), second=column_letter(second),
                    field=_field_said(columns[first], translate))
        return
    if strange and body and _another_games(columns, strange, body, translate):
        preview.problems.append(line(
            QT_TRANSLATE_NOOP("log", "{file}: {reason}"), file=file,
            reason=line(NOT_THIS_SHEETS, columns=", ".join(strange[:3]) + ("…" if len(strange) > 3 else "")),
            accepted=_accepted(ruleset, fields, translate)))
        return
    if strange:  # left out, said at the top of the preview, short; the other columns are read
        preview.columns_left_out.append(line(
            LEFT_OUT_COLUMNS, file=file, count=len(strange),
            columns=", ".join([*strange[:NAMED_COLUMNS], *(["…"] if len(strange) > NAMED_COLUMNS else [])]),
            accepted=_accepted(ruleset, fields, translate)))
    if not any(c == ("name",) for c in columns):
        problem(QT_TRANSLATE_NOOP("log", "it has no “Name” column"))
        return
    if not body:  # headings alone: said, so a batch does not pass it over without a word
        problem(QT_TRANSLATE_NOOP("log", "it holds no character, only its headings"))
        return
    present = {c[0].key for c in columns if c is not None and isinstance(c[0], FieldSpec)}
    missing = [f for f in fields if f.key not in present]  # a table without a column of its rows too
    listed = [f for f in missing if f.kind != "table"]  # a table kept says nothing: an export of a party
    labels = [translate("rules", f.label) for f in listed]  # with no weapons has no column of them
    if ("notes",) not in columns:  # no Notes column: said with the fields, an update keeps the roster's notes
        labels.append(translate("log", NOTES))
    headings_near = csv_unread.near_headings(ruleset, translate) if strange else {}
    meant = {n: csv_unread.near(heading, headings_near) for n, heading in enumerate(head)
             if columns[n] is None and heading.strip() and n not in derived}
    for number, cells in enumerate(body, start=2):
        _row(cells, number, columns, named, ([f.key for f in missing], labels, len(labels)), file,
             ruleset, preview, translate, head)
        lost = [csv_unread.unread(head[n], cells[n], meant[n]) for n in meant if n < len(cells) and cells[n].strip()]
        person = preview.characters[-1].person
        lost += [csv_derived.said(head[n], cells[n], key, ruleset, person) for n, key in derived.items()
                 if n < len(cells) and cells[n].strip()]
        preview.characters[-1].ignored[:0] = lost  # what of the row's own is lost, first


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


def _field_said(what: tuple[Any, ...] | None, translate: Translate) -> str:
    """The field a column is read as, in the GM's language ("Strength", "Endurance (now)")."""
    words = {"name": NAME, "kind": KIND, "notes": NOTES, "conditions": csv_state.CONDITIONS,
             "state": csv_state.STATE}
    if what is None:
        return ""
    if len(what) == 3:
        return f"{translate('rules', what[0].label)} {what[1]}: {translate('rules', what[2].label)}"
    if what[0] == "track":
        return _now(what[1].label, translate)
    if isinstance(what[0], FieldSpec):
        return translate("rules", what[0].label)
    return translate("log", words.get(what[0], what[0]))


def _another_games(columns: list[tuple[Any, ...] | None], strange: list[str], body: list[list[str]],
                   translate: Translate) -> bool:
    """Whether a spreadsheet is another game's (a D&D party's "Name, Class, Level, STR…"): more than
    half of its columns besides the name are no field of this sheet, and of the cells of the columns
    that are (besides the name and the kind) fewer than half hold a value this sheet takes, so that
    little or nothing of it would be read.  A D&D party's STR, DEX, CON and INT are Unisystem's
    abbreviations too, but its 16 Strength is no Unisystem value."""
    others = sum(1 for c in columns if c != ("name",)) - columns.count(None) + len(strange)
    if len(strange) * 2 <= others:
        return False
    read = [n for n, c in enumerate(columns) if c is not None and c not in (("name",), ("kind",))]
    filled = [(columns[n], cells[n]) for cells in body for n in read if n < len(cells) and cells[n].strip()]
    taken = sum(1 for what, cell in filled if _takes(what, cell, translate))
    return taken * 2 < len(filled) or not filled


def _takes(what: tuple[Any, ...] | None, cell: str, translate: Translate) -> bool:
    """Whether a cell holds a value its column's field takes (a table's cell, a state, a note: yes)."""
    spec = what[-1] if what else None
    if not isinstance(spec, FieldSpec) or len(what or ()) == 3:
        return True
    try:
        check_field(spec, _value(spec, cell, translate), spec.label)
    except (ValueError, BadValueError):
        return False
    return True


def _row(cells: list[str], number: int, columns: list[tuple[Any, ...] | None], head: list[str],
         missing: tuple[list[str], list[str], int], file: str, ruleset: Ruleset, preview: ImportPreview,
         translate: Translate, raw: list[str]) -> None:
    """One row read into ``preview``; ``head``: each column as the preview names it, ``raw``: as the
    file heads it (a refusal names it so); ``missing``: the sheet's fields the file has no column of
    (its tables too), the labels of those the preview names and how many they are."""
    where = line(QT_TRANSLATE_NOOP("log", "row {number}"), number=number)
    character = PreviewCharacter(file, where, "")
    preview.characters.append(character)
    sheet: dict[str, Any] = {}
    sources: dict[str, str] = {}
    rows: dict[str, dict[int, dict[str, Any]]] = {}
    notes = ""
    state: dict[str, Any] | None = None
    file_state: dict[str, Any] | None = None
    conditions: tuple[str, str] | None = None
    tracked: dict[str, tuple[int, str]] = {}
    name_heading = translate("log", NAME)
    if len(cells) > len(head):
        character.refused.append(line(QT_TRANSLATE_NOOP("log", "it has more cells than the heading row has "
                                                               "columns")))
    for what, heading, own, cell in zip(columns, head, raw, cells, strict=False):
        if what is None:
            continue
        if what[0] == "name":
            character.name = cell.strip()[:NAME_LIMIT]
            name_heading = heading
        elif what[0] == "kind":
            kind = kind_of(cell, translate)
            if kind is None and cell.strip():
                character.refused.append(line(NOT_A_KIND, field=csv_cells.named_as(translate("log", KIND), heading),
                                              value=short(cell),
                                              accepted=", ".join(translate("log", t) for t in KINDS.values())))
            character.kind = kind or ("pc" if not cell.strip() else short(cell))  # a refused kind as the file says it
        elif what[0] == "notes":
            notes = note_titles.kept(ruleset, cell)  # titled lines kept in English, shown in the GM's language
            if cell.strip():  # as the sheet will show them: "Arquetipo: Policía" for a Spanish GM
                character.fields.append(FieldRow(NOTES, note_titles.shown(ruleset, notes, translate).strip(),
                                                 heading))
        elif what[0] == "conditions":  # read with the state (:mod:`.csv_conditions`)
            conditions = (cell.strip(), heading)
        elif what[0] == "state":
            state = csv_state.read_state(cell, csv_cells.named_as(translate("log", csv_state.STATE), heading),
                                         character.refused)
            file_state = None if state is None else json.loads(json.dumps(state))  # before its tracks are set
        elif what[0] == "track":
            if not cell.strip():
                continue
            try:
                tracked[what[1].key] = (_value(FieldSpec(what[1].key, what[1].label, "int"), cell, translate),
                                        csv_cells.named_as(_now(what[1].label, translate), own))
            except ValueError:
                character.refused.append(line(QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not what this "
                                                                       "field holds"),
                                              field=csv_cells.named_as(_now(what[1].label, translate), own),
                                              value=short(cell)))
                character.fields.append(FieldRow(what[1].label, short(cell), heading, now=True, refused=True))
                continue
            character.fields.append(FieldRow(what[1].label, tracked[what[1].key][0], heading, now=True))
        else:
            spec = what[-1]
            if spec.kind != "text" and not cell.strip() and len(what) == 3:
                continue  # an empty cell of a table row
            if len(what) != 3 and csv_cells.takes_default(spec, cell):  # a hand-typed row's empty cell
                sheet[spec.key] = spec.default
                sources[spec.key] = _named(spec.label, heading, translate)
                character.fields.append(FieldRow(spec.label, csv_cells.default_shown(spec), heading))
                continue
            try:
                value = _value(spec, cell, translate)
            except ValueError:
                named = _named(spec.label, heading, translate)
                character.refused.append(
                    line(NOT_A_CHOICE, field=named, value=short(cell), accepted=choices_said(spec, translate))
                    if spec.kind == "choice" else csv_cells.not_held(spec, named, short(cell)))
                if len(what) != 3:
                    character.fields.append(FieldRow(spec.label, short(cell), heading, refused=True))
                continue
            if len(what) == 3:
                rows.setdefault(what[0].key, {}).setdefault(what[1], {})[spec.key] = value
                sources[what[0].key] = translate("rules", what[0].label)
            else:
                sheet[spec.key] = value
                sources[spec.key] = _named(spec.label, heading, translate)
                character.fields.append(FieldRow(spec.label, value, heading))
    unwritten_numbers(columns, rows)  # a bonus left blank is none, not the new row's +1
    for key, numbered in rows.items():
        table = [row for _, row in sorted(numbered.items()) if any(v not in ("", None) for v in row.values())]
        sheet[key] = table
        spec = next(f for f in ruleset.sheet_fields() if f.key == key)
        names = ", ".join(str(r.get("name", "")) for r in table)
        character.fields.append(FieldRow(spec.label, names, sources[key]))
    character.not_given(*missing)
    character.keep_notes = ("notes",) not in columns  # no Notes column: an update keeps the roster's notes
    if ("state",) not in columns:  # no state column: an update keeps the roster's state but for what the file writes
        character.keep_state = {"tracks": sorted(tracked), "conditions": bool(conditions and conditions[0])}
    if not character.name:
        character.refused.append(line(NO_NAME, field=csv_cells.named_as(translate("log", NAME), name_heading)))
    if character.refused:  # the rest of the row's refusals: its values out of their bounds, its words
        check(character, ruleset, sheet, None, notes, sources, state_values=tracked)
        csv_conditions.refuse_words(character, ruleset, conditions, sheet, file_state, translate)
        return
    if state is not None:
        csv_state.set_tracks(ruleset, sheet, state, tracked, character)
        if character.refused:
            csv_conditions.refuse_words(character, ruleset, conditions, sheet, file_state, translate)
            return
    check(character, ruleset, sheet, state, notes, sources, state_values=tracked)
    if character.person is None:  # refused by the sheet's checks: its words said with them
        csv_conditions.refuse_words(character, ruleset, conditions, sheet, file_state, translate)
        return
    csv_conditions.read_words(character, ruleset, conditions, file_state, translate)
