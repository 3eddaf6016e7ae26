"""The import preview's hint for a name the roster holds written another way: a file's "Reyes, Ana"
beside the roster's Ana Reyes (the same words in another order, case or accents,
:func:`app.services.imports.updating.same_person`) is said under its line to maybe be her, on a row
with a box (arrow keys reach it, Space ticks it): ticked, the row updates Ana Reyes instead of
coming in as a new character, and the preview says what that changes.  When another row of the files
already updates her (her Foundry actor), Space makes the two one character, as two files' rows of
one name are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QTreeWidgetItem

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render

if TYPE_CHECKING:
    from app.services.imports.preview import ImportPreview, PreviewCharacter

SAME_ROW = QT_TRANSLATE_NOOP("ImportPreview", "Same character?")
MAYBE_NEW = QT_TRANSLATE_NOOP("ImportPreview", "“{name}” may be “{roster}” of the roster, written another way; "
                                               "it comes in as a new character (Space: update “{roster}” instead)")
MAYBE_TAKEN = QT_TRANSLATE_NOOP("ImportPreview", "“{name}” updates “{roster}” of the roster (Space: add it as a new "
                                                 "character instead)")
#: a name like that of a roster character another row of the files already updates ("the actor above")
MAYBE_BESIDE = QT_TRANSLATE_NOOP("ImportPreview", "“{name}” may be “{roster}” ({beside}, above, updates it); it "
                                                  "comes in as a new character (Space: make them one)")
#: the top's sentence: how many may be characters of the roster written another way
MAYBE_SUMMARY = QT_TRANSLATE_NOOP("ImportPreview", "{count} {count|name looks like|names look like} a roster "
                                                   "character's written another way: see “Same character?” under it.")
#: the item data naming the character of a "Same character?" row, by its place among the preview's characters
SAME_AT = Qt.ItemDataRole.UserRole + 42


def same_row(head: QTreeWidgetItem, preview: ImportPreview, character: PreviewCharacter) -> QTreeWidgetItem | None:
    """The row under the character's line, ticked when it updates the roster's character; none when
    its name is like no roster character's."""
    maybe = character.maybe
    name = character.read_name or character.name
    if maybe is None and character.beside is not None:  # "Reyes, Ana" beside the actor's Ana Reyes
        item = QTreeWidgetItem(head, [QCoreApplication.translate("ImportPreview", SAME_ROW),
                                      render(MAYBE_BESIDE, {"name": name, "roster": character.beside_name,
                                                            "beside": character.beside}, "ImportPreview"), ""])
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(0, Qt.CheckState.Unchecked)
        item.setData(0, SAME_AT, preview.characters.index(character))
        return item
    if maybe is None:
        return None
    taken = character.updating and character.update is maybe
    item = QTreeWidgetItem(head, [QCoreApplication.translate("ImportPreview", SAME_ROW),
                                  render(MAYBE_TAKEN if taken else MAYBE_NEW, {"name": name, "roster": maybe.name},
                                         "ImportPreview"), ""])
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(0, Qt.CheckState.Checked if taken else Qt.CheckState.Unchecked)
    item.setData(0, SAME_AT, preview.characters.index(character))
    return item
