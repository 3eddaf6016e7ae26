"""The import preview in the file's own words beside the campaign's: a spreadsheet's field as the
file heads it beside the field it is read as ("Сила → Strength", a Russian spreadsheet in an English
campaign), and the "From the file" column's header naming what the files are ("From the file
(spreadsheet in Russian)", "(Foundry VTT actors)", "(Deadwatch characters file)")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QTreeWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.imports.languages import form_of
from app.services.imports.preview import FOUNDRY, OWN_FILE, SPREADSHEET, FieldRow, ImportPreview
from app.services.logtext import render
from ui.i18n import in_language

#: a field of a spreadsheet headed otherwise than the campaign names it: the file's heading, then the field
AS_THE_FILE_NAMES_IT = QT_TRANSLATE_NOOP("ImportPreview", "{heading} → {field}")
#: the "From the file" column's header, naming what the files read are
FROM_THE_FILES = QT_TRANSLATE_NOOP("ImportPreview", "From the {count|file|files} ({what})")
FROM_THE_FILE = QT_TRANSLATE_NOOP("ImportPreview", "From the file")
#: a spreadsheet headed in a language ("spreadsheet in Russian"), or by the fields' keys
SPREADSHEET_IN = QT_TRANSLATE_NOOP("ImportPreview", "spreadsheet {language}")
WHAT = {
    SPREADSHEET: QT_TRANSLATE_NOOP("ImportPreview", "spreadsheet"),
    FOUNDRY: QT_TRANSLATE_NOOP("ImportPreview", "Foundry VTT actors"),
    OWN_FILE: QT_TRANSLATE_NOOP("ImportPreview", "Deadwatch characters file"),
}


def field_label(label: str, row: FieldRow, preview: ImportPreview, file: str) -> str:
    """The field's label (in the GM's language), after the heading the spreadsheet ``file`` gives it
    when that names it otherwise: "Сила → Strength"."""
    if preview.files_read.get(file, ("", ""))[0] != SPREADSHEET or row.said is not None or not row.source.strip():
        return label
    if form_of(row.source) == form_of(label):
        return label
    return render(AS_THE_FILE_NAMES_IT, {"heading": row.source, "field": label}, "ImportPreview")


def source_header(preview: ImportPreview) -> str:
    """The "From the file" column's header: what the files of the characters listed are (those a
    character is in besides the one it is listed under too), a spreadsheet with its language (a file
    refused whole, listing none, is named at the top)."""
    # a character two files bring is listed under the last: the earlier ones read too (a Foundry actor
    # saved as "ben.csv" beside the party's spreadsheet: both named)
    listed = {c.file for c in preview.characters} | {f for c in preview.characters for f in c.also_in}
    files = [what for file, what in preview.files_read.items() if file in listed]
    said: list[str] = []
    for kind, language in files:
        if kind == SPREADSHEET and language:
            what = render(SPREADSHEET_IN, {"language": in_language(language)}, "ImportPreview")
        else:
            what = QCoreApplication.translate("ImportPreview", WHAT.get(kind, kind))
        if what not in said:
            said.append(what)
    if not said:
        return QCoreApplication.translate("ImportPreview", FROM_THE_FILE)
    return render(FROM_THE_FILES, {"count": len(files), "what": "; ".join(said)}, "ImportPreview")


def fit_header(tree: QTreeWidget, column: int, text: str, padding: int = 16) -> None:
    """Set the header of ``column`` to ``text`` (:func:`source_header`), on two lines where one does
    not fit the column's width: "Из файлов" over "(актёры Foundry VTT; таблица на английском)",
    not cut at 1366 px after "таблица на английско…"."""
    head = tree.headerItem()
    if head is None:
        return
    metrics = QFontMetrics(tree.header().font())
    at = text.find(" (")
    room = tree.columnWidth(column) - padding
    shown = text if at < 0 or metrics.horizontalAdvance(text) <= room else text[:at] + "\n" + text[at + 1:]
    if head.text(column) != shown:
        head.setText(column, shown)
