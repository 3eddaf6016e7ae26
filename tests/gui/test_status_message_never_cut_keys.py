"""Grid demo at 1366x768: the status bar said what an undo undid on one line, cut mid-word where the
bar ended ("Deshecho: Nota: … cuenta en voz ba"); then it gave up the message's last words for "…",
the whole in its tooltip alone (out of reach of the keys), and before that a band over the docks
hid their tab rows; then the bar grew to four lines for it and back, and the docks jumped.  Now the
bar keeps one height always: this note (some 250 letters) fills its line to a last whole word and "…",
no dock moves (nothing lies over them, their tab rows in sight), the whole in the tooltip and the
session log.  The window starts as Deadwatch starts (the GM's theme first, the window
shown, the campaign opened in it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.docks.log_model import EVENT
from ui.main_window import MainWindow
from ui.status_whole import MAX_LINES

NOTE = ("Dov oye pasos en la escalera mecánica parada y decide esperar detrás del mostrador de la farmacia "
        "con la katana lista, mientras Kit recarga la pistola junto a la fuente seca del patio central y "
        "cuenta en voz baja los crawlers que bajan")


@pytest.mark.parametrize("lang", ["es", "en", "ru"])
def test_an_undone_long_note_reads_whole_in_the_status_bar(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    (tmp_path / "demo").mkdir()
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    try:
        assert i18n.set_language(lang)
        window = started(qtbot, tmp_path, grid)
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
            lines = window.status.whole.lines()
            # past the bar's lines: to the last whole word of the last, the rest on the mouse
            assert len(lines) == MAX_LINES and lines[-1].endswith("…"), lines
            assert said.startswith(" ".join(lines).removesuffix("…").rstrip()), lines
            assert bar.height() == one_line >= MAX_LINES * metrics.lineSpacing()  # the bar as tall as ever
            assert {name: window.docks[name].geometry() for name in shown} == docks  # no dock moved
            # (an overlay above the bar read it whole but hid the docks' tab rows)
            assert bar.toolTip() == said  # the whole message on the mouse too
            overlays = [label for label in window.findChildren(QLabel)
                        if label.isVisible() and label.parentWidget() is window and label.text() == said]
            assert overlays == [], "nothing lies over the docks' bottom edge"
            log = window.docks["logDock"].view.model()
            assert any(NOTE in str(log.index(row, EVENT).data() or "")
                       for row in range(log.rowCount()))  # and the note whole in the session log
            for dock in window.findChildren(QDockWidget):  # every tab row left in view, under nothing
                assert dock.parentWidget() is not window or not dock.isVisible() or \
                    dock.geometry().bottom() < bar.geometry().top()
            keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # redone: another message, the same line
            QApplication.processEvents()
            assert bar.currentMessage() != said
            assert bar.height() == one_line  # the docks where they were
            assert {name: window.docks[name].geometry() for name in shown} == docks
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")


def started(qtbot, folder, source):  # noqa: ANN001, ANN201
    """The window as Deadwatch starts it (ui.launch.run_gui): made and shown with no campaign in the
    GM's theme, at 1366×768, the campaign opened in it, then a fight started (rolled, first turn)."""
    path = folder / source.name
    path.write_bytes(source.read_bytes())
    window = MainWindow(None, QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat))
    window.setGeometry(0, 0, *LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    from app.services.bundle import open_services

    window.set_services(open_services(str(path)))
    services = window.services
    services.initiative.start([c.id for c in services.characters.characters()])
    services.initiative.add_extras("Crawler", 3)
    services.initiative.roll()
    services.initiative.next_turn()
    for _ in range(3):
        QApplication.processEvents()
    return window

