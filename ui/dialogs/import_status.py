"""The status bar's words once Enter has imported a preview: what was imported, counted ("Imported 2
characters; updated 1 character from the files."), in the GM's language with its plural forms.  The
log's line names them and what changed; the bar says the import went through, where the GM's eyes are
as the preview closes (it said nothing, and the roster's new rows were all there was to see)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QMainWindow, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render

IMPORTED = QT_TRANSLATE_NOOP("ImportPreview", "Imported {count} {count|character|characters}.")
UPDATED = QT_TRANSLATE_NOOP("ImportPreview", "Updated {count} {count|character|characters} from the files.")
BOTH = QT_TRANSLATE_NOOP("ImportPreview", "Imported {count} {count|character|characters}; updated {updated} "
                                          "{updated|character|characters} from the files.")
#: Enter on a preview whose characters are all in the roster as the files have them: said as
#: information on the bar, not as a refusal in the roster's red line
UNCHANGED = QT_TRANSLATE_NOOP("ImportPreview", "Nothing was imported: the characters in the files are already in the "
                                               "roster as the files have them.")
#: the same, some files refused besides
UNCHANGED_REFUSED = QT_TRANSLATE_NOOP("ImportPreview", "Nothing was imported: the characters in the files are already "
                                                       "in the roster as the files have them; {count} "
                                                       "{count|file|files} refused: {files}.")
#: every file refused: the preview closed with nothing to import
ALL_REFUSED = QT_TRANSLATE_NOOP("ImportPreview", "Nothing was imported: {count} {count|file|files} refused: {files}.")
#: how long the bar says it
SHOWN_MS = 10000


def imported_text(added: int, updated: int) -> str:
    """What an import that added ``added`` characters and changed ``updated`` of the roster's did."""
    if added and updated:
        return render(BOTH, {"count": added, "updated": updated}, "ImportPreview")
    if updated:
        return render(UPDATED, {"count": updated}, "ImportPreview")
    return render(IMPORTED, {"count": added}, "ImportPreview")


def say_imported(parent: QWidget, added: int, updated: int) -> None:
    """Say on the status bar of ``parent``'s window what the import did."""
    window = parent.window()
    if isinstance(window, QMainWindow):
        bar = window.statusBar()
        bar.setStyleSheet("")
        bar.showMessage(imported_text(added, updated), SHOWN_MS)


def nothing_text(refused: Sequence[str], unchanged: bool) -> str:
    """Why nothing was imported: the characters are in the roster as the files have them
    (``unchanged``) or every file was refused; the ``refused`` files named either way."""
    files = ", ".join(refused)
    if unchanged:
        if not refused:
            return render(UNCHANGED, {}, "ImportPreview")
        return render(UNCHANGED_REFUSED, {"count": len(refused), "files": files}, "ImportPreview")
    return render(ALL_REFUSED, {"count": len(refused), "files": files}, "ImportPreview")


def say_nothing(parent: QWidget, refused: Sequence[str], unchanged: bool) -> None:
    """Say on the status bar of ``parent``'s window, as information, why nothing was imported."""
    window = parent.window()
    if isinstance(window, QMainWindow):
        bar = window.statusBar()
        bar.setStyleSheet("")
        bar.showMessage(nothing_text(refused, unchanged), SHOWN_MS)
