"""Grid demo at 1366x768: the status bar said what an undo undid on one line, cut mid-word where the
bar ended ("Deshecho: Nota: … cuenta en voz ba").  A message longer than the whole bar is now painted
on the lines it takes, the bar as tall as they are while it is up, and the bar back to one line with
the next message."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n

NOTE = ("Dov oye pasos en la escalera mecánica parada y decide esperar detrás del mostrador de la farmacia "
        "con la katana lista, mientras Kit recarga la pistola junto a la fuente seca del patio central y "
        "cuenta en voz baja los crawlers que bajan")


@pytest.mark.parametrize("lang", ["es", "en", "ru"])
def test_an_undone_long_note_reads_whole_in_the_status_bar(qtbot, tmp_path, lang):
    (tmp_path / "demo").mkdir()
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    try:
        assert i18n.set_language(lang)
        window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=True)
        try:
            bar = window.statusBar()
            one_line = bar.height()
            keys = Keys(qtbot)
            keys.key(Qt.Key.Key_N, CTRL | SHIFT)  # a GM note
            QApplication.focusWidget().insert(NOTE)  # (typed: QTest types no accented letter)
            keys.key(Qt.Key.Key_Return)
            keys.key(Qt.Key.Key_Escape)
            keys.key(Qt.Key.Key_Z, CTRL)  # undone: the bar says what, whole
            QApplication.processEvents()
            said = bar.currentMessage()
            assert said.endswith("los crawlers que bajan"), said
            metrics = bar.fontMetrics()
            assert metrics.horizontalAdvance(said) > bar.width()  # longer than the whole bar ...
            lines = -(-metrics.horizontalAdvance(said) // (bar.width() - 40))
            assert bar.height() >= lines * metrics.lineSpacing()  # ... on the lines it takes
            bar.grab().save(f"/tmp/s29g/status_undo_{lang}.png")
            keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # redone: a short message, one line again
            QApplication.processEvents()
            assert metrics.horizontalAdvance(bar.currentMessage()) > bar.width() or bar.height() <= one_line + 2
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")
