"""The import preview's top and its spreadsheet columns left out, kept short.

The top (what will be imported, what is refused, each file's columns left out) is a few lines
high, and scrolls past them, so that with many files it never buries the list.  A file's columns
left out are said in one short line ("3 columns are no fields of this sheet, left out: Dexterity,
Perception, Essence"); the headings the sheet takes are said once for the file, in that line's
row of the list, folded under it (Right opens it) and in its tooltip, and in the top's tooltip.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QTreeWidget, QTreeWidgetItem, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render

#: the lines the top shows before it scrolls
TOP_LINES = 5
#: the headings a spreadsheet of this sheet takes, said under a file's columns left out
TAKEN = QT_TRANSLATE_NOOP("ImportPreview", "Headings taken")
#: the languages named as the GM reads them, theirs first ("en español, inglés o ruso")
TAKEN_SAID = QT_TRANSLATE_NOOP("ImportPreview", "The headings this sheet takes (in English, Russian or Spanish): "
                                                "{accepted}")
#: with no session running, Enter starts the next: said, with the Undo that takes both back
STARTS_SESSION = QT_TRANSLATE_NOOP("ImportPreview", "No session is running: Enter starts session {number}, and "
                                                    "Ctrl+Z takes back the import and session {number} both.")
#: in a campaign never played, Enter starts the first session: said too (its Undo takes back the import alone)
FIRST_SESSION = QT_TRANSLATE_NOOP("ImportPreview", "No session has begun yet: Enter starts session 1 (Ctrl+Z leaves "
                                                   "it running).")
#: marks the rows that hold the headings taken (folded when the list is shown)
ROLE = int(Qt.ItemDataRole.UserRole) + 7


def summary_area(summary: QLabel, parent: QWidget) -> QScrollArea:
    """``summary`` in an area at most :data:`TOP_LINES` lines high that scrolls past them."""
    area = QScrollArea(parent)
    area.setObjectName("importSummaryArea")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the list; the wheel scrolls the top
    area.setWidget(summary)
    margins = summary.contentsMargins()  # whole lines: no line shows cut in half at the bottom
    area.setMaximumHeight(summary.fontMetrics().lineSpacing() * TOP_LINES + margins.top() + margins.bottom())
    return area


def _accepted(columns: dict[str, Any]) -> str:
    accepted = columns.get("args", {}).get("accepted", "")
    return render(TAKEN_SAID, {"accepted": accepted}, "ImportPreview") if accepted else ""


def headings_taken(row: QTreeWidgetItem, columns: dict[str, Any]) -> None:
    """Under a file's columns left out (``row``), the headings the sheet takes, folded."""
    said = _accepted(columns)
    if not said:
        return
    row.setToolTip(1, said)
    child = QTreeWidgetItem(row, [QCoreApplication.translate("ImportPreview", TAKEN), said, ""])
    child.setToolTip(1, said)
    row.setData(0, ROLE, True)


def fold_headings(tree: QTreeWidget) -> None:
    """Fold the rows holding the headings taken (the list was just opened whole)."""
    for n in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(n)
        if item is not None and item.data(0, ROLE):
            item.setExpanded(False)


def accepted_tip(lines: list[dict[str, Any]]) -> str:
    """The top's tooltip: the headings the sheet takes (the same for every file of one sheet)."""
    return next((_accepted(c) for c in lines if _accepted(c)), "")


def session_sentence(number: int, first: bool = False) -> str:
    """The top's sentence of the session Enter starts (``number``; ``first``: the campaign's first,
    none having begun), or none when one is running."""
    if first and not number:
        return render(FIRST_SESSION, {}, "ImportPreview")
    return render(STARTS_SESSION, {"number": number}, "ImportPreview") if number else ""
