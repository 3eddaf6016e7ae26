"""The status bar's words once Enter has imported a preview: what was imported, counted ("Imported 2
characters; updated 1 character from the files."), in the GM's language with its plural forms.  The
log's line names them and what changed; the bar says the import went through, where the GM's eyes are
as the preview closes (it said nothing, and the roster's new rows were all there was to see)."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render

IMPORTED = QT_TRANSLATE_NOOP("ImportPreview", "Imported {count} {count|character|characters}.")
UPDATED = QT_TRANSLATE_NOOP("ImportPreview", "Updated {count} {count|character|characters} from the files.")
BOTH = QT_TRANSLATE_NOOP("ImportPreview", "Imported {count} {count|character|characters}; updated {updated} "
                                          "{updated|character|characters} from the files.")
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
