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

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QTreeWidgetItem, QWidget

from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.services.imports.preview import ImportPreview, PreviewCharacter

KEEP_NIGHT = QT_TRANSLATE_NOOP("ImportPreview", "Keep the night's &wounds: the files' sheets, the roster's {state}")


class NightBox(QCheckBox):
    """The box below the list.  Half ticked (the characters chose differently), its key (Alt+W, a
    click) does first what the hint of the character the GM is on says: takes the files' state for
    all when that character keeps the night, keeps it for all when that character takes the files'
    (``wanted`` says which, or None: then ticked, as a box of three states goes)."""

    def __init__(self, text: str, parent: QWidget, wanted: Callable[[], bool | None]) -> None:
        super().__init__(text, parent)
        self._wanted = wanted

    def nextCheckState(self) -> None:  # noqa: N802 - Qt's name
        if self.checkState() == Qt.CheckState.PartiallyChecked:
            keep = self._wanted()
            if keep is not None:
                self.setCheckState(Qt.CheckState.Checked if keep else Qt.CheckState.Unchecked)
                return
        super().nextCheckState()


def night_box(preview: ImportPreview, parent: QWidget, wanted: Callable[[], bool | None] = lambda: None) -> QCheckBox:
    """The box, ticked as the preview's choice (half ticked when the characters' own choices differ);
    hidden when no one would update.  It names what the campaign's ruleset keeps of the night ("Life
    Points, Endurance, luck and conditions")."""
    state = QCoreApplication.translate("rules", preview.night_state) if preview.night_state else ""
    box = NightBox(QCoreApplication.translate("ImportPreview", KEEP_NIGHT).format(state=state), parent, wanted)
    box.setObjectName("importKeepNight")
    box.setChecked(preview.keep_night)
    show_chosen(box, preview)  # each character's own choice, as its row in the list says it
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
            box.setTristate(True)
            box.setCheckState(Qt.CheckState.PartiallyChecked)
        else:
            box.setTristate(False)
            box.setChecked(chosen)
    finally:
        box.blockSignals(was)
