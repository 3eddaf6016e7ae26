"""File → Export the party (Ctrl+Shift+X) and File → Import characters (Ctrl+I): the files picked.

The export writes the player characters (or, with none, the character selected); when the roster
has NPCs the GM says whether they go too.  It opens where the last exchange of files did
(:mod:`ui.exchange_files`), asks before it replaces any file it writes — the file picked, a ".csv"
added to it, or the one file per character Foundry takes — and says in the status bar which
characters went to which files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from ui import i18n
from ui.exchange_files import confirm_replace, remember, start_folder
from ui.file_dialogs import open_file_names, save_file_and_filter

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Character


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
    """The files the GM picks to import, from the folder of the last exchange; [] when cancelled."""
    paths = open_file_names(
        parent,
        QCoreApplication.translate("CharactersDock", "Import characters"),
        str(start_folder(parent)),
        ";;".join(import_filters()),
    )
    if paths:
        remember(parent, paths[0])
    return paths


def _with_npcs(parent: QWidget, npcs: int) -> bool | None:
    """Whether the NPCs go with the player characters; None when the GM cancels."""
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("CharactersDock", "Export the party"))
    text = QCoreApplication.translate(
        "CharactersDock", "The roster has {count} {count|NPC|NPCs}. Export {count|it|them} with the player characters?"
    )
    box.setText(i18n.plural(text, count=npcs))
    roles = QMessageBox.ButtonRole
    only = box.addButton(QCoreApplication.translate("CharactersDock", "&Player characters only"), roles.NoRole)
    both = box.addButton(QCoreApplication.translate("CharactersDock", "&With the NPCs"), roles.YesRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(only)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    if clicked is both:
        return True
    return False if clicked is only else None


def export_party(parent: QWidget, services: Services, selected: int | None) -> bool:
    """Ask which characters and where, then write them; whether anything was written."""
    from app.rules.foundry import foundry_format
    from app.services.imports.exporting import foundry_paths

    roster = services.characters.characters()
    pcs = [c for c in roster if c.kind == "pc"]
    npcs = [c for c in roster if c.kind == "npc"]
    chosen: list[Character] = pcs or [c for c in roster if c.id == selected]
    with_npcs = False
    if pcs and npcs:
        answer = _with_npcs(parent, len(npcs))
        if answer is None:
            return False
        with_npcs = answer
        if with_npcs:
            chosen = [c for c in roster if c.kind in ("pc", "npc")]
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
    path, chosen_filter = save_file_and_filter(parent, caption, str(start_folder(parent) / "party.json"), filters)
    if not path:
        return False
    picked = path
    form = forms[chosen_filter] if 0 <= chosen_filter < len(forms) else "deadwatch"
    if form == "csv" and not path.casefold().endswith(".csv"):
        path += ".csv"
    if path.casefold().endswith(".csv"):
        form = "csv"
    files = foundry_paths(Path(path), chosen) if form == "foundry" else [Path(path)]
    # Qt's dialog asked for the file picked; the others written are asked for here
    if not confirm_replace(parent, [f for f in files if str(f) != picked]):
        return False
    if not services.characters.export_file(path, [c.id for c in chosen if c.id is not None], form):
        return False
    remember(parent, path)
    _say_written(parent, chosen, files, bool(npcs), with_npcs)
    return True


def _say_written(parent: QWidget, chosen: list[Character], files: list[Path], has_npcs: bool, with_npcs: bool) -> None:
    names = ", ".join(c.name for c in chosen)
    where = ", ".join(str(f) for f in files)
    if not has_npcs:
        text = QCoreApplication.translate("CharactersDock", "Exported {names} to {files}")
    elif with_npcs:
        text = QCoreApplication.translate("CharactersDock", "Exported {names} (with the NPCs) to {files}")
    else:
        text = QCoreApplication.translate(
            "CharactersDock", "Exported {names} (player characters only, no NPCs) to {files}"
        )
    window = parent.window()
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(text.format(names=names, files=where), 15000)
