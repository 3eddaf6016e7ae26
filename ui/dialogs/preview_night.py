"""The import preview's choice for characters the files update after a night's play: take the
files' sheet (attributes, skills, gear, experience) and keep the roster's state (as the campaign's
ruleset names it: health, stress, conditions, injuries in twdu), "Keep the night's &wounds" (Alt+W,
in every language: :mod:`ui.latin_keys`).

It is ticked by default when a character updated was played since its last import (its state no
longer the one the import set: :mod:`app.services.imports.night`), and shown only when some
character updates one of the roster.  Toggling it says the changes under each character again.
Each character updated has the same choice of its own, a row with a box under its line ("Keep the
night's wounds", Space ticks it): one character's night kept, another's files' state taken, in one
import; the box below the list then shows half ticked, and ticking it chooses for all again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QTreeWidgetItem, QWidget

from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.services.imports.preview import ImportPreview, PreviewCharacter

KEEP_NIGHT = QT_TRANSLATE_NOOP("ImportPreview", "Keep the night's &wounds: the files' sheets, the roster's {state}")


def night_box(preview: ImportPreview, parent: QWidget) -> QCheckBox:
    """The box, ticked as the preview's choice; hidden when no one would update.  It names what the
    campaign's ruleset keeps of the night ("Life Points, Endurance, luck and conditions")."""
    state = QCoreApplication.translate("rules", preview.night_state) if preview.night_state else ""
    box = QCheckBox(QCoreApplication.translate("ImportPreview", KEEP_NIGHT).format(state=state), parent)
    box.setObjectName("importKeepNight")
    box.setChecked(preview.keep_night)
    box.setVisible(bool(preview.updates()))
    return box


#: the row under each character updated, a box of its own (Space ticks it): its night kept or not
NIGHT_ROW = QT_TRANSLATE_NOOP("ImportPreview", "Keep the night's wounds")
NIGHT_KEPT = QT_TRANSLATE_NOOP("ImportPreview", "yes: the files' sheet, the roster's {state} (Space: take the files')")
NIGHT_TAKEN = QT_TRANSLATE_NOOP("ImportPreview", "no: the files' sheet and {state} (Space: keep the roster's)")
#: the item data naming the character of a night row, by its place among the preview's characters
CHARACTER_AT = Qt.ItemDataRole.UserRole + 41


def night_row(head: QTreeWidgetItem, preview: ImportPreview, character: PreviewCharacter) -> QTreeWidgetItem:
    """The character's own choice, a row with a box under its line (shown for a character updated)."""
    state = QCoreApplication.translate("rules", preview.night_state) if preview.night_state else ""
    kept = preview.night_of(character)
    item = QTreeWidgetItem(head, [QCoreApplication.translate("ImportPreview", NIGHT_ROW),
                                  QCoreApplication.translate("ImportPreview", NIGHT_KEPT if kept else NIGHT_TAKEN)
                                  .format(state=state), ""])
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(0, Qt.CheckState.Checked if kept else Qt.CheckState.Unchecked)
    item.setData(0, CHARACTER_AT, preview.characters.index(character))
    return item


def show_chosen(box: QCheckBox, preview: ImportPreview) -> None:
    """The box as the characters' own choices are: ticked for all, empty for none, half for some."""
    chosen = preview.night_chosen()
    was = box.blockSignals(True)
    try:
        if chosen is None:
            box.setCheckState(Qt.CheckState.PartiallyChecked)
        else:
            box.setTristate(False)
            box.setChecked(chosen)
    finally:
        box.blockSignals(was)
