"""The import preview's characters not imported, kept out of the way of those that are.

A batch with refusals (a file refused for one of its rows, its other rows not imported with it)
once opened the list on every refused character's fields, so at 1366×768 the characters Enter
imports began far below.  Now, when some character is imported, those that are not sit in one
folded section at the top of the list ("Not imported: 3 characters are refused or left out with
their file; Right shows them"), each of them on one line that says why ("Player character —
refused: “Strength” should run from 1 to 5"), its fields one more Right away; the files refused
whole (another game's spreadsheet, no JSON) are in it too, a row each, as the top names them.  The top still names
every refused file with its reason; with nothing to import the refused are shown open, as before.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render

#: the section's label
SECTION = QT_TRANSLATE_NOOP("ImportPreview", "Not imported")
#: the section's value: how many characters it holds, and the key that shows them
SECTION_VALUE = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|character is|characters are} refused or left out with {count|its|their} file, "
    "folded here (Right shows {count|it|them} and why)",
)
#: the same when files are refused whole too (named at the top), and when they alone are
SECTION_FILES_VALUE = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{files} {files|file is|files are} refused, named at the top, and {count} {count|character is|characters are} "
    "not imported with {count|its|their} file, folded here (Right shows them and why)",
)
SECTION_FILES_ONLY = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|file is|files are} refused, named at the top, folded here (Right shows {count|it|them} and why)",
)
#: a refused character's own line: why, so it reads folded
REFUSED_WHY = QT_TRANSLATE_NOOP("ImportPreview", "refused: {reason}")


def refused_section(tree: QTreeWidget, count: int, colour: QColor, files: int = 0) -> QTreeWidgetItem:
    """The section's row, first in ``tree``, for ``count`` characters not imported and ``files``
    files refused whole."""
    value = render(SECTION_FILES_VALUE, {"count": count, "files": files}, "ImportPreview") if files and count \
        else render(SECTION_FILES_ONLY, {"count": files}, "ImportPreview") if files \
        else render(SECTION_VALUE, {"count": count}, "ImportPreview")
    item = QTreeWidgetItem(tree, [QCoreApplication.translate("ImportPreview", SECTION), value, ""])
    font = QFont(item.font(0))
    font.setBold(True)
    item.setFont(0, font)
    item.setForeground(0, QBrush(colour))
    item.setForeground(1, QBrush(colour))
    return item


def fold_section(section: QTreeWidgetItem | None) -> None:
    """The section and each character in it folded: one line each (the list was just opened whole)."""
    if section is None:
        return
    for n in range(section.childCount()):
        child = section.child(n)
        if child is not None:
            child.setExpanded(False)
    section.setExpanded(False)
