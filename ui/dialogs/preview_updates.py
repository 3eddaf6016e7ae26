"""The import preview's characters already in the roster: updated, or (the GM's choice) new copies.

A character read that is named as one of the roster updates it: its row in the list says so
("Updates “Ana Reyes” of the roster") with what changes, a row each ("Strength: 4 → 5"), and the
top counts them.  "Add as new copies" (Alt+N, in every language: :mod:`ui.latin_keys`) brings them in
beside the roster's instead, under the next free names ("Ana Reyes (2)"); it is shown only when some
character would update one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QTreeWidgetItem, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.imports.preview import ImportPreview, PreviewCharacter
from app.services.logtext import render
from ui.latin_keys import working_key

UPDATES = QT_TRANSLATE_NOOP("ImportPreview", "updates “{name}” of the roster")
CHANGES = QT_TRANSLATE_NOOP("ImportPreview", "Changes")
#: the top's sentence when some characters update the roster's
UPDATED = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|is|are} already in the roster and {count|is|are} updated (what changes is under each); "
    "{key} adds {count|it|them} as new copies instead.",
)
ADD_COPIES = QT_TRANSLATE_NOOP("ImportPreview", "Add as &new copies (not updating the roster's characters)")


def copies_box(preview: ImportPreview, parent: QWidget) -> QCheckBox:
    """The "Add as new copies" box, ticked as the preview's choice; hidden when no one would update."""
    box = QCheckBox(QCoreApplication.translate("ImportPreview", ADD_COPIES), parent)
    box.setObjectName("importCopies")
    box.setChecked(preview.copies)
    box.setVisible(any(c.update is not None for c in preview.importable()))
    return box


def updated_sentence(preview: ImportPreview, box: QCheckBox) -> str:
    """The top's sentence on the characters updated, naming the key of ``box``; "" when none is."""
    count = len(preview.updates())
    key = working_key(box)  # Alt+N in every language (the English letter beside the translation's)
    return render(UPDATED, {"count": count, "key": key}, "ImportPreview") if count else ""


def update_rows(head: QTreeWidgetItem, character: PreviewCharacter) -> None:
    """Under a character's row: the roster's character it updates, then what changes, a row each."""
    if not character.updating or character.update is None:
        return
    QTreeWidgetItem(head, [QCoreApplication.translate("ImportPreview", "Update"),
                           render(UPDATES, {"name": character.update.name}, "ImportPreview"), ""])
    label = QCoreApplication.translate("ImportPreview", CHANGES)
    for change in character.update.changes:
        QTreeWidgetItem(head, [label, render(change["t"], change.get("args", {}), change.get("ctx", "log")), ""])
