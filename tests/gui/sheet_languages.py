"""The character sheet (F2) in each language, shared by the sheet's letter tests: one window a
ruleset with Ana made, switched to each language in turn; the sheet opened anew after each switch
(closed without saving: the rows added are not kept) and deleted before the next."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDialog, QTabWidget

from tests.gui.helpers import campaign_window
from tests.gui.test_map_shot import create
from ui import i18n


@contextmanager
def sheets_in_each_language(qtbot, tmp_path, ruleset: str) -> Iterator[Iterator[tuple[str, QDialog, QTabWidget]]]:  # noqa: ANN001
    """The sheets, one a language: (the language, the sheet shown, its pages). All closed and the
    interface back in English at the end."""
    from ui.dialogs.sheet_dialog import SheetDialog

    window = campaign_window(qtbot, tmp_path, ruleset)
    ana = create(window, "Ana")

    def sheets() -> Iterator[tuple[str, QDialog, QTabWidget]]:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            assert i18n.current_language() == language
            dialog = SheetDialog(window.services, ana, window)
            dialog.show()
            qtbot.waitExposed(dialog)
            yield language, dialog, dialog.findChild(QTabWidget)
            close_dialogs(window)

    try:
        yield sheets()
    finally:
        close_dialogs(window)
        i18n.set_language("en")


def close_dialogs(window) -> None:  # noqa: ANN001
    """The sheets closed and deleted (one left would be retranslated at the next switch), once the
    page turns' pending widening has run."""
    QApplication.processEvents()
    for dialog in window.findChildren(QDialog):
        dialog.close()
        dialog.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
