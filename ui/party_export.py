"""File → Export the party (Ctrl+Shift+X) and File → Import characters (Ctrl+I): the files picked.

The export writes the player characters (or, with none, the character selected); when the roster
has NPCs or zombies the GM says whether they go too ("With the NPCs" takes every one, zombies
included: every format holds them).  A damaged record (one the rules cannot read) can go into no
file: the question says how many are left out and why before anything is written, and the status
bar says it again after.  The export opens where the last export went, the import where the last
import came from (:mod:`ui.exchange_files`); the export asks before it replaces any file it
writes — the file picked, the type's suffix added to a name typed without one (a name typed with
another type's suffix, "pcs.json", keeps it and is written as that type), or the one file per
character Foundry takes — and
says in the status bar, in a line that reads whole on a laptop (the folder cut in its middle when
long), how many characters went as what to which file in which folder.  The type is chosen by keys
in the file dialog's "Files of type" box (Alt+T in English; Tab reaches it too), and the name's
suffix follows it there ("party.json" reads "party.csv" once Spreadsheet is picked).  As the session-log
export and Save a copy, an export changes nothing in the campaign and writes no line in its log.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStatusBar, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui import i18n
from ui.exchange_files import (
    EXPORT,
    IMPORT,
    PARTY_FOLDER,
    confirm_replace,
    file_stem,
    last_party_format,
    nameless,
    nameless_text,
    remember,
    remember_party_format,
    start_folder,
)
from ui.file_dialogs import open_file_names, save_file_and_filter
from ui.latin_keys import latin_key
from ui.status_whole import MARGIN

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Character


#: the name Export the party suggests, after the campaign's ("Noche nueva - grupo.json")
PARTY_FILE = QT_TRANSLATE_NOOP("CharactersDock", "{campaign} - party")
#: the name it suggests for a campaign of no name a file can carry
PARTY = QT_TRANSLATE_NOOP("CharactersDock", "party")


def party_file_name(campaign: str) -> str:
    """The file Export the party suggests, in the GM's language: "Noche nueva - grupo.json"; the
    title's colon as a dash ("The Walking Dead - Atlanta Outskirts - party.json")."""
    stem = file_stem(campaign)
    if not stem:
        return QCoreApplication.translate("CharactersDock", PARTY) + ".json"
    return QCoreApplication.translate("CharactersDock", PARTY_FILE).replace("{campaign}", stem) + ".json"


def import_filters() -> list[str]:
    """The file dialog's filters of Import characters: everything it reads first (a spreadsheet saved
    as .txt too), then each kind, then every file."""
    return [
        QCoreApplication.translate("CharactersDock", "Characters (*.json *.csv *.txt *.db)"),
        QCoreApplication.translate("CharactersDock", "Spreadsheets (*.csv *.txt)"),
        QCoreApplication.translate("CharactersDock", "Foundry VTT actors (*.json *.db)"),
        QCoreApplication.translate("CharactersDock", "Deadwatch characters (*.json)"),
        QCoreApplication.translate("CharactersDock", "All files (*)"),
    ]


def pick_import_files(parent: QWidget) -> list[str]:
    """The files the GM picks to import, from the folder of the party's last import or export; [] when cancelled."""
    paths = open_file_names(
        parent,
        QCoreApplication.translate("CharactersDock", "Import characters"),
        str(start_folder(parent, PARTY_FOLDER, IMPORT)),
        ";;".join(import_filters()),
    )
    if paths:
        remember(parent, paths[0], PARTY_FOLDER)
    return paths


def _ask(parent: QWidget, others: int, zombies: int, damaged: int) -> bool | None:
    """Whether the NPCs (zombies included) go with the player characters; None when the GM cancels.
    ``others``: the NPCs and zombies (0: only the damaged records left out are said)."""
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("CharactersDock", "Export the party"))
    left_out = i18n.plural(QCoreApplication.translate("CharactersDock", LEFT_OUT), count=damaged) if damaged else ""
    roles = QMessageBox.ButtonRole
    if others:
        if zombies:
            text = QCoreApplication.translate(
                "CharactersDock",
                "The roster has {count} {count|NPC|NPCs}, zombies included. Export {count|it|them} with the "
                "player characters?",
            )
        else:
            text = QCoreApplication.translate(
                "CharactersDock",
                "The roster has {count} {count|NPC|NPCs}. Export {count|it|them} with the player characters?",
            )
        box.setText(i18n.plural(text, count=others))
        box.setInformativeText(left_out)
        only = box.addButton(QCoreApplication.translate("CharactersDock", PCS_ONLY), roles.NoRole)
        both = box.addButton(QCoreApplication.translate("CharactersDock", WITH_NPCS), roles.YesRole)
    else:
        box.setText(left_out)
        only = box.addButton(QCoreApplication.translate("CharactersDock", THE_OTHERS), roles.AcceptRole)
        both = only
    box.addButton(QMessageBox.StandardButton.Cancel)
    latin_key(only, PCS_ONLY if others else THE_OTHERS)  # Alt+P (Alt+E) and Alt+W in every language
    if others:
        latin_key(both, WITH_NPCS)
    box.setDefaultButton(only)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    if clicked is both and others:
        return True
    return False if clicked is only else None


PCS_ONLY = QT_TRANSLATE_NOOP("CharactersDock", "&Player characters only")
WITH_NPCS = QT_TRANSLATE_NOOP("CharactersDock", "&With the NPCs")
THE_OTHERS = QT_TRANSLATE_NOOP("CharactersDock", "&Export the others")
#: said before writing and after, when damaged records cannot go into any file
LEFT_OUT = QT_TRANSLATE_NOOP(
    "CharactersDock",
    "{count} damaged {count|record is|records are} left out: the rules cannot read {count|it|them}, so no file "
    "can hold {count|it|them} (the roster shows {count|it|them} in red: Enter repairs).",
)
FORMAT_NAMES = {
    "deadwatch": QT_TRANSLATE_NOOP("CharactersDock", "a Deadwatch characters file"),
    "csv": QT_TRANSLATE_NOOP("CharactersDock", "a spreadsheet (CSV)"),
    "foundry": QT_TRANSLATE_NOOP("CharactersDock", "Foundry VTT actors"),
}


def typed_form(path: str, form: str) -> tuple[str, str]:
    """The file written and its kind, of the name typed and the type chosen: a name with the suffix
    of another type keeps it, and that type is written ("pcs.json" with Spreadsheet chosen: Deadwatch
    characters, not "pcs.json.csv"); a name typed without the type's suffix is given it (".csv" for
    a spreadsheet, ".json" for Deadwatch's characters and Foundry's actors: "pcs" was written as a
    file of no type)."""
    folded = path.casefold()
    if folded.endswith(".csv"):
        return path, "csv"
    if folded.endswith(".json"):
        return path, form if form in ("deadwatch", "foundry") else "deadwatch"
    return path + (".csv" if form == "csv" else ".json"), form


def export_party(parent: QWidget, services: Services, selected: int | None) -> bool:
    """Ask which characters and where, then write them; whether anything was written."""
    from app.rules.foundry import foundry_format
    from app.services.imports.exporting import foundry_paths

    roster, damaged = services.characters.roster()
    pcs = [c for c in roster if c.kind == "pc"]
    others = [c for c in roster if c.kind != "pc"]
    chosen: list[Character] = pcs or [c for c in roster if c.id == selected]
    with_npcs = False
    if (pcs and others) or (damaged and chosen):
        answer = _ask(parent, len(others) if pcs else 0, sum(1 for c in others if c.kind == "zombie"), len(damaged))
        if answer is None:
            return False
        with_npcs = answer
        if with_npcs:
            chosen = list(roster)  # every NPC, zombies included, in roster order
    if not chosen:
        return False
    forms = ["deadwatch", "csv"]
    filters = [
        QCoreApplication.translate("CharactersDock", "Deadwatch characters (*.json)"),
        QCoreApplication.translate("CharactersDock", "Spreadsheet (*.csv)"),
    ]
    fmt = foundry_format(services.ruleset.id)
    if fmt is not None and fmt.write is not None:
        forms.append("foundry")
        label = QCoreApplication.translate("CharactersDock", "Foundry VTT actors, {system} {version} (*.json)")
        filters.append(label.format(system=fmt.system_id, version=fmt.versions.split("–")[-1]))
    caption = QCoreApplication.translate("CharactersDock", "Export the party")
    suggested = party_file_name(services.campaign.campaign.name)
    last = forms.index(last_party_format(parent)) if last_party_format(parent) in forms else 0
    if forms[last] == "csv":  # the kind of file last written, its filter chosen: the file it replaces is listed
        suggested = suggested.removesuffix(".json") + ".csv"
    folder = start_folder(parent, PARTY_FOLDER, EXPORT)
    path, chosen_filter = save_file_and_filter(parent, caption, str(folder / suggested), filters, last)
    if not path:
        return False
    if nameless(path):  # ".json": no hidden ".json-Ana Reyes.json" written
        QMessageBox.warning(parent, caption, nameless_text(nameless(path)))
        return False
    picked = path
    path, form = typed_form(path, forms[chosen_filter] if 0 <= chosen_filter < len(forms) else "deadwatch")
    files = foundry_paths(Path(path), chosen) if form == "foundry" else [Path(path)]
    # Qt's dialog asked for the file picked; the others written are asked for here
    if not confirm_replace(parent, [f for f in files if str(f) != picked]):
        return False
    if not services.characters.export_file(path, [c.id for c in chosen if c.id is not None], form):
        return False
    remember(parent, path, PARTY_FOLDER)  # its own folder: the session log's export keeps its own
    remember_party_format(parent, form)
    window = parent.window()
    if isinstance(window, QMainWindow):
        def said(folder: str | None = None) -> str:
            return written_text(len(chosen), form, files, bool(pcs and others), with_npcs, len(damaged), folder)

        bar = window.statusBar()
        whole = said()
        bar.showMessage(said(fit_folder(bar, whole, files)), 15000)
        bar.setToolTip(whole)  # the folder whole on the mouse when the line cuts it
    return True


def fit_folder(bar: QStatusBar, text: str, files: list[Path]) -> str:
    """The folder of ``files`` as the status line ``text`` can hold it whole on the bar: cut in its
    middle ("/home/gm/…/Deadwatch") by what the line is too wide."""
    folder = str(files[0].parent)
    metrics = bar.fontMetrics()
    excess = metrics.horizontalAdvance(text) - (bar.width() - MARGIN)
    if excess <= 0:
        return folder
    room = max(metrics.horizontalAdvance(folder) - excess - metrics.horizontalAdvance("……"),
               metrics.averageCharWidth() * 8)
    return metrics.elidedText(folder, Qt.TextElideMode.ElideMiddle, room)


def written_text(count: int, form: str, files: list[Path], asked: bool, with_npcs: bool, damaged: int,
                 folder: str | None = None) -> str:
    """The status bar's words after an export: how many, as what, to which file and in which folder
    (``folder``, when cut to fit, else the file's own), who went, and what was left out; short
    enough to read whole on a 1366 px laptop (:func:`fit_folder`)."""
    where = files[0].name
    if len(files) > 1:
        where = i18n.plural(
            QCoreApplication.translate("CharactersDock", "{file} and {count} more {count|file|files}"),
            file=where, count=len(files) - 1,
        )
    text = i18n.plural(
        QCoreApplication.translate("CharactersDock", "Exported {count} {count|character|characters} as {format}: "
                                                     "{file} (in {folder})."),
        count=count, format=QCoreApplication.translate("CharactersDock", FORMAT_NAMES[form]), file=where,
        folder=str(files[0].parent) if folder is None else folder,
    )
    if asked:
        text += " " + (
            QCoreApplication.translate("CharactersDock", "NPCs and zombies included.")
            if with_npcs
            else QCoreApplication.translate("CharactersDock", "Player characters only.")
        )
    if damaged:
        text += " " + i18n.plural(
            QCoreApplication.translate("CharactersDock", "{count} damaged {count|record|records} left out."),
            count=damaged,
        )
    return text
