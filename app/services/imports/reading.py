"""The files a GM picked (File → Import characters) or dropped on the window, read into one preview.

Each file is read whole before anything is written: a Deadwatch characters file
(:mod:`app.services.validate_party`), Foundry VTT actors (:mod:`.foundry_files`) or a spreadsheet
(:mod:`.csv_party`), told apart by what they hold, not by their names.  A file that cannot be read,
is too large, or is not UTF-8 text is a problem of the preview naming the file.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services import validate_party
from app.services.command import CommandError
from app.services.file_checks import line, short
from app.services.imports.checking import show_tables
from app.services.imports.csv_party import read_csv
from app.services.imports.foundry_files import is_foundry, nedb_lines, read_foundry
from app.services.imports.foundry_sources import OWN_SHEET
from app.services.imports.preview import FOUNDRY, OWN_FILE, FieldRow, ImportPreview, PreviewCharacter
from app.services.logtext import Translate, qt_translate
from app.services.picked_files import read_picked

#: the largest file read (a world's actors, a party's spreadsheet)
FILE_LIMIT = 64 * 1024 * 1024
#: files in one import
FILES_LIMIT = 100
#: how a workbook saved as .xlsx or .ods (or any .zip archive) begins, and an Excel 97-2003 one (.xls)
PACKED = (b"PK\x03\x04", b"PK\x05\x06")
OLD_EXCEL = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
#: how pictures and documents a GM may pick by mistake begin (PNG, JPEG, GIF, PDF)
NOT_TEXT = (b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"%PDF")
#: the first bytes looked at for a NUL, which no spreadsheet or JSON text holds
SNIFF = 4096
#: a file named .json, or one opening as JSON does, that does not parse
NOT_JSON = QT_TRANSLATE_NOOP("log", "it is not a JSON file (Foundry actor or party file): line {line}, column {column}")
#: a file that begins as JSON does and ends before it is whole (saved or copied in part)
JSON_CUT = QT_TRANSLATE_NOOP("log", "its JSON is cut short: it ends at line {line}, column {column} before it is "
                                    "whole (saved or copied only in part?)")
#: a file that begins as JSON does and holds something JSON cannot hold further in
JSON_BROKEN = QT_TRANSLATE_NOOP("log", "its JSON is broken at line {line}, column {column}")
#: a file with nothing in it but spaces (as a spreadsheet's reading says too)
EMPTY = QT_TRANSLATE_NOOP("log", "it is empty")
#: a spreadsheet in another encoding (Windows's): the row, the column's heading and the cell as it reads
NOT_UTF8_CELL = QT_TRANSLATE_NOOP(
    "log", "it is not UTF-8 text (row {row}, column “{column}”: “{text}”); save it as UTF-8 (in LibreOffice: Save "
           "as, Text CSV, character set Unicode (UTF-8); in Excel: Save As, CSV UTF-8)")
#: a file of the batch that is not there (moved, renamed or deleted since it was picked)
NOT_FOUND = QT_TRANSLATE_NOOP("log", "not found (moved, renamed or deleted?)")
#: a folder among the files
A_FOLDER = QT_TRANSLATE_NOOP("log", "it is a folder, not a file: pick the files in it")
#: a file there that the system does not let Deadwatch read ({reason}: the system's words)
CANNOT_READ = QT_TRANSLATE_NOOP("log", "it cannot be read ({reason})")


def preview_files(paths: Iterable[str], ruleset: Ruleset, translate: Translate = qt_translate) -> ImportPreview:
    """Every character of the files at ``paths``, read for ``ruleset``; nothing is written."""
    preview = ImportPreview(night_state=ruleset.night_state)
    chosen = list(paths)
    if len(chosen) > FILES_LIMIT:
        preview.problems.append(line(QT_TRANSLATE_NOOP("log", "More than {limit} files at once."),
                                     limit=FILES_LIMIT))
        return preview
    for path in chosen:
        name = short(Path(str(path)).name, 80) or short(str(path), 80)
        missing = _missing(path)
        if missing is not None:
            preview.problems.append(_problem(name, missing))
            continue
        try:
            data = read_picked(path, FILE_LIMIT)
        except CommandError as exc:
            cause = exc.__cause__
            reason = ({"t": exc.message, "ctx": exc.context, "args": exc.args_} if not isinstance(cause, OSError)
                      else line(CANNOT_READ, reason=cause.strerror or type(cause).__name__))
            preview.problems.append(_problem(name, reason))
            continue
        read_data(data, name, ruleset, preview, translate)
    # what keeping the night keeps, of these characters' tracks (luck only where a sheet has luck points)
    preview.night_state = ruleset.night_state_of(
        [c.person["sheet"] for c in preview.characters if c.person and isinstance(c.person.get("sheet"), Mapping)])
    return preview


def _missing(path: object) -> dict[str, Any] | None:
    """Why ``path`` is no file to read before it is opened: not there, or a folder; None when it is."""
    try:
        where = Path(str(path))
        if where.is_dir():
            return line(A_FOLDER)
        if not where.exists():
            return line(NOT_FOUND)
    except (OSError, ValueError):  # a name the system refuses ("\0" in it, too long): read_picked says so
        return None
    return None


def _cells(text: str, comma: str) -> list[str]:
    """The cells of one line of a spreadsheet, ``comma`` between them outside double quotes."""
    cells: list[str] = []
    cell: list[str] = []
    quoted = False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        elif ch == comma and not quoted:
            cells.append("".join(cell))
            cell = []
            continue
        cell.append(ch)
    cells.append("".join(cell))
    return [c.strip().strip('"').strip() for c in cells]


def _bad_cell(data: bytes, at: int) -> tuple[str, str] | None:
    """The heading of the column whose cell holds the byte at ``at`` that is no UTF-8, and that
    cell as it reads in the encoding Windows saves in ("Name", "Ana Muñoz"); None when the file
    reads as no spreadsheet (no heading line with a comma, a semicolon or a tab) or the byte is in it."""
    first_end = data.find(b"\n")
    if first_end < 0 or at <= first_end:
        return None
    head = data[:first_end].decode("utf-8", "replace").removeprefix("\ufeff").rstrip("\r")
    comma = max((";", ",", "\t"), key=head.count)
    if head.count(comma) == 0:
        return None
    start = data.rfind(b"\n", 0, at) + 1
    end = data.find(b"\n", at)
    row = data[start:end if end >= 0 else len(data)].decode("cp1252", "replace").rstrip("\r")
    before = data[start:at].decode("cp1252", "replace")
    index = len(_cells(before, comma)) - 1
    headings, cells = _cells(head, comma), _cells(row, comma)
    if index >= len(headings) or index >= len(cells):
        return None
    return short(headings[index], 40), short(cells[index], 40)


def _problem(file: str, reason: dict[str, Any]) -> dict[str, Any]:
    return line(QT_TRANSLATE_NOOP("log", "{file}: {reason}"), file=file, reason=reason)


def _binary(data: bytes) -> dict[str, Any] | None:
    """Why a file that is no text at all cannot be read, said with what to do: a workbook is saved
    as CSV first (not only told that it is not UTF-8 text, as a spreadsheet in another encoding is)."""
    if data.startswith(PACKED):
        return line(QT_TRANSLATE_NOOP(
            "log", "it is a workbook (.xlsx, .ods) or an archive (.zip), not text: save a workbook as CSV (in "
                   "LibreOffice: Save as, Text CSV; in Excel: Save As, CSV UTF-8), and take a file out of an "
                   "archive before importing it"))
    if data.startswith(OLD_EXCEL):
        return line(QT_TRANSLATE_NOOP(
            "log", "it is an Excel 97–2003 workbook (.xls), not text: save it as CSV (in Excel: Save As, CSV "
                   "UTF-8; in LibreOffice: Save as, Text CSV)"))
    if data.startswith(NOT_TEXT) or b"\x00" in data[:SNIFF]:
        return line(QT_TRANSLATE_NOOP(
            "log", "it is not text but a picture, a document or another program's file; Deadwatch imports "
                   "spreadsheets (CSV), Foundry VTT actors and Deadwatch characters files (JSON)"))
    return None


def read_data(data: bytes, file: str, ruleset: Ruleset, preview: ImportPreview,
              translate: Translate = qt_translate) -> None:
    """Add what one file's bytes hold to ``preview``."""
    if len(data) > FILE_LIMIT:
        preview.problems.append(_problem(file, line(QT_TRANSLATE_NOOP("log", "it is larger than {size} MB"),
                                                    size=FILE_LIMIT // (1024 * 1024))))
        return
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        preview.problems.append(_problem(file, line(QT_TRANSLATE_NOOP(
            "log", "it is UTF-16 text; save it as UTF-8 (in LibreOffice: Save as, Text CSV, character set "
                   "Unicode (UTF-8))"))))
        return
    binary = _binary(data)
    if binary is not None:
        preview.problems.append(_problem(file, binary))
        return
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        cell = _bad_cell(data, exc.start)
        if cell is not None:  # a spreadsheet: its row, the column's heading and the cell as it reads
            preview.problems.append(_problem(file, line(NOT_UTF8_CELL, row=data.count(b"\n", 0, exc.start) + 1,
                                                        column=cell[0], text=cell[1])))
            return
        start = data.rfind(b"\n", 0, exc.start) + 1
        column = len(data[start:exc.start].decode("utf-8", "replace")) + 1
        preview.problems.append(_problem(file, line(QT_TRANSLATE_NOOP(
            "log", "it is not UTF-8 text (line {line}, column {column}); save it as UTF-8 (in LibreOffice: Save as, "
                   "Text CSV, character set Unicode (UTF-8); in Excel: Save As, CSV UTF-8)"),
            line=data.count(b"\n", 0, exc.start) + 1,
            column=column)))
        return
    if "\x00" in text:
        preview.problems.append(_problem(file, line(QT_TRANSLATE_NOOP("log", "it is not text"))))
        return
    if not text.strip():  # an empty file (a .json one too): said so, not as JSON that does not parse
        preview.problems.append(_problem(file, line(EMPTY)))
        return
    if text.lstrip()[:1] in ("{", "[") or (file.casefold().endswith(".json") and not _spreadsheet(text)):
        try:
            doc = json.loads(text)
        except RecursionError:
            preview.problems.append(_problem(file, line(QT_TRANSLATE_NOOP("log", "its values are nested too "
                                                                                 "deeply"))))
            return
        except (json.JSONDecodeError, ValueError) as exc:
            docs = nedb_lines(text)
            if docs is None:
                fault, where = _json_fault(text, exc)
                preview.problems.append(_problem(file, line(fault, line=where[0], column=where[1])))
                return
            doc = docs
        _json(doc, data, file, ruleset, preview)
        return
    read_csv(text, file, ruleset, preview, translate)


def _spreadsheet(text: str) -> bool:
    """Whether a file's text reads as a spreadsheet whatever its name (a party saved as CSV under a
    .json name): its first line is a heading row of three cells or more, split by a comma, a
    semicolon or a tab (or Excel's "sep=" line naming the separator)."""
    first = text.lstrip().split("\n", 1)[0]
    return first.startswith("sep=") or any(len([c for c in _cells(first, comma) if c]) >= 3
                                           for comma in (",", ";", "\t"))


def _json_fault(text: str, exc: ValueError) -> tuple[str, tuple[int, int]]:
    """What is wrong with a file's JSON, and where: cut short (it begins as JSON and ends before it
    is whole: where its text ends), broken (where it begins as JSON), or no JSON at all."""
    if not isinstance(exc, json.JSONDecodeError):
        return NOT_JSON, (0, 0)
    begun = text.lstrip()[:1] in ("{", "[") and exc.pos > len(text) - len(text.lstrip())
    if not begun:
        return NOT_JSON, (exc.lineno, exc.colno)
    end = text.rstrip()
    # a string left open runs to the file's end: cut short there too
    if exc.pos >= len(end) or exc.msg.startswith("Unterminated string"):
        return JSON_CUT, (end.count("\n") + 1, len(end) - (end.rfind("\n") + 1))
    return JSON_BROKEN, (exc.lineno, exc.colno)


def _json(doc: Any, data: bytes, file: str, ruleset: Ruleset, preview: ImportPreview) -> None:
    if isinstance(doc, dict) and doc.get("format") == validate_party.FORMAT:
        try:
            people = validate_party.parse_characters(data, ruleset)
        except CommandError as exc:
            preview.problems.append(_problem(file, {"t": exc.message, "ctx": exc.context, "args": exc.args_}))
            return
        specs = {f.key: f for f in ruleset.sheet_fields()}
        preview.files_read[file] = (OWN_FILE, "")
        for number, person in enumerate(people, start=1):
            character = PreviewCharacter(file, line(QT_TRANSLATE_NOOP("log", "character {number}"), number=number),
                                         person["name"], person["kind"], uid=str(person.get("uid") or ""))
            for key, value in person["sheet"].items():
                if specs[key].kind != "table":
                    character.fields.append(FieldRow(specs[key].label, value, f"sheet.{key}"))
            show_tables(character, tuple(specs.values()), person["sheet"], ruleset)
            # "Deadwatch's own sheet: Strength", not the key it is kept by ("sheet.strength")
            character.fields = [replace(f, said=line(OWN_SHEET, field={"t": f.label, "ctx": "rules", "args": {}}))
                                for f in character.fields]
            if person.get("fresh"):
                character.ignored.append(line(validate_party.FRESH_STATE, name=person["name"]))
            character.person = {**person, "rolls": []}
            preview.characters.append(character)
        return
    if is_foundry(doc):
        preview.files_read[file] = (FOUNDRY, "")
        read_foundry(doc, file, ruleset, preview)
        return
    preview.problems.append(_problem(file, line(QT_TRANSLATE_NOOP(
        "log", "it is JSON of another kind (neither Foundry VTT actors nor a Deadwatch characters file)"))))
