"""Grid demo at 1366x768: the status bar said what an undo undid on one line, cut mid-word where the
bar ended ("Deshecho: Nota: … cuenta en voz ba"); then it grew to the lines of such a message and
pushed every dock up by a line (issue 40: the panels jumped at a long refusal).  A message longer
than the whole bar is now painted on its one line, its last words given up for "…", never cut
mid-word, the whole in the bar's tooltip and the note in the session log; the docks stay put."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n
from ui.docks.log_model import EVENT

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
            shown = [name for name, dock in window.docks.items() if dock.isVisible()]
            docks = {name: window.docks[name].geometry() for name in shown}
            keys = Keys(qtbot)
            keys.key(Qt.Key.Key_N, CTRL | SHIFT)  # a GM note
            QApplication.focusWidget().insert(NOTE)  # (typed: QTest types no accented letter)
            keys.key(Qt.Key.Key_Return)
            keys.key(Qt.Key.Key_Escape)
            keys.key(Qt.Key.Key_Z, CTRL)  # undone: the bar says what
            QApplication.processEvents()
            said = bar.currentMessage()
            assert said.endswith("los crawlers que bajan"), said
            metrics = bar.fontMetrics()
            assert metrics.horizontalAdvance(said) > bar.width()  # longer than the whole bar ...
            assert bar.height() == one_line  # ... on its one line
            assert {name: window.docks[name].geometry() for name in shown} == docks  # nothing moved
            painted = window.status.whole.shown(said, window.status.whole.room())
            assert painted.endswith("…") and said.startswith(painted[:-1].rstrip(",:;·—-"))
            assert painted[:-1].split(" ")[-1] in said.split(" ")  # cut at a word, not in one
            assert metrics.horizontalAdvance(painted) <= window.status.whole.room()
            assert bar.toolTip() == said  # the whole message on the mouse
            log = window.docks["logDock"].view.model()
            assert any(NOTE in str(log.index(row, EVENT).data() or "")
                       for row in range(log.rowCount()))  # and the note whole in the session log
            keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # redone: a short message, the same line
            QApplication.processEvents()
            assert bar.height() == one_line
            assert {name: window.docks[name].geometry() for name in shown} == docks
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")
