"""The GM brings a panel to the front with its View key (Ctrl+6: the Ammunition tab), quits, and
starts Deadwatch again: the window comes back with that panel in front and no failure.  The
Ammunition panel, in front behind no tab, was built when the window showed it and refreshed for the
character the roster selected as the campaign opened, before it was bound to that campaign: the
terminal showed a traceback and a red notice sat over the File and Edit menus all session.

The notice itself: the GM's layout, restored into a maximized window before the notice's bar
existed, left the bar out of the window's layout; shown, it lay over the menus at its smallest,
its sentence cut to "Somethi".  It now stands under the menu bar across the window, its sentence
whole."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui import i18n, keymap
from ui.error_dialog import ErrorReporter
from ui.main_window import MainWindow

#: the panels of a twdu campaign, each with its View key (ui.keymap "view.<name>")
DOCKS = ("charactersDock", "initiativeDock", "threatDock", "diceDock", "swarmDock", "ammoDock",
         "logDock", "historyDock")


@pytest.fixture(scope="module")
def demo(tmp_path_factory):  # noqa: ANN001, ANN201
    """TWDU's demo, built once (its words in English whatever the interface speaks, as ui.demo
    builds it); each test starts Deadwatch on a copy of its own (``_copy``)."""
    return build_demo(tmp_path_factory.mktemp("demo") / "twdu.deadwatch", "twdu", None)


def _copy(demo: Path, tmp_path: Path) -> Path:  # noqa: ANN001
    return Path(shutil.copy(demo, tmp_path / demo.name))


def _started(qtbot, path, ini, maximized=False):  # noqa: ANN001, ANN202
    """Deadwatch started as ui.launch starts it: the window (the GM's layout restored) on screen,
    then the campaign opened into it."""
    window = MainWindow(None, QSettings(ini, QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    if maximized:
        window.showMaximized()
    else:
        window.resize(1366, 768)
        window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    assert window.open_campaign(str(path))
    qtbot.wait(50)
    return window


def _press(qtbot, window, key_id: str) -> None:  # noqa: ANN001
    sequence = QKeySequence(keymap.keys_of(key_id)[0])
    combo = sequence[0]
    qtbot.keyClick(window, combo.key(), combo.keyboardModifiers())


@pytest.mark.parametrize("name", DOCKS)
def test_a_panel_brought_forward_before_quitting_comes_back_in_front_without_a_failure(qtbot, tmp_path, demo, name):
    path = _copy(demo, tmp_path)
    ini = str(tmp_path / "layout.ini")
    first = _started(qtbot, path, ini)
    _press(qtbot, first, f"view.{name}")  # Ctrl+6 for the Ammunition tab
    qtbot.wait(20)
    assert first.docks[name].on_screen()
    first.close()
    with qtbot.captureExceptions() as caught:
        again = _started(qtbot, path, ini)
        qtbot.wait(50)
    assert [str(exc) for _kind, exc, _tb in caught] == []
    dock = again.docks[name]
    assert dock.on_screen()  # in front, as the GM left it
    assert dock.services is again.services  # and filled from the campaign
    again.close()


def test_the_ammunition_panel_in_front_shows_the_selected_character_s_rounds_after_a_restart(qtbot, tmp_path, demo):
    path = _copy(demo, tmp_path)
    ini = str(tmp_path / "layout.ini")
    first = _started(qtbot, path, ini)
    _press(qtbot, first, "view.ammoDock")
    first.close()
    with qtbot.captureExceptions() as caught:
        again = _started(qtbot, path, ini)
    assert caught == []
    dock = again.docks["ammoDock"]
    selected = again.services.characters.character(dock.selection.character_id)
    assert dock.name_label.text().startswith(selected.name)
    assert dock.table.rowCount() > 0  # a character with a firearm: its rounds listed
    again.close()


def _fail_soon() -> None:
    raise RuntimeError("a screen failed")


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_failure_notice_stands_under_the_menus_whole_after_a_restart_maximized(qtbot, tmp_path, demo, language):
    """The GM's window, maximized, quit and started again (its layout restored before the notice's
    bar was made, as ui.launch does); then something fails."""
    assert i18n.set_language(language)
    try:
        path = _copy(demo, tmp_path)
        ini = str(tmp_path / "layout.ini")
        first = _started(qtbot, path, ini, maximized=True)
        first.close()
        window = MainWindow(None, QSettings(ini, QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        with qtbot.captureExceptions():
            errors = ErrorReporter(window, tmp_path / "logs" / "errors.log").install()
            window.errors = errors
            try:
                window.resize(1366, 768)
                window.show()  # as ui.launch: the saved geometry (maximized) brought back
                qtbot.waitExposed(window)
                assert window.open_campaign(str(path))
                QTimer.singleShot(0, _fail_soon)
                notice = errors.notice()
                qtbot.waitUntil(notice.isVisible)
                QApplication.processEvents()
                menus = window.menuBar()
                assert window.toolBarArea(notice) == Qt.ToolBarArea.TopToolBarArea
                top_left = notice.mapTo(window, notice.rect().topLeft())
                assert top_left.y() >= menus.geometry().bottom()  # under the File and Edit menus, not over
                assert notice.width() >= window.width() - 4  # across the window
                label = notice.label
                assert label.isVisible()  # not folded away behind the bar's » button
                assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
            finally:
                errors.uninstall()
                errors.notice().hide()
                window.close()
    finally:
        i18n.set_language("en")
