"""An unforeseen failure in a GUI action: a plain translated notice that takes no key, the traceback
in its details, the campaign as it was, said once however often it happens, the details in the error log."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.services.characters import RemoveCharacter
from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui import open_main_window
from ui.error_dialog import ErrorReporter


def demo_window(qtbot, tmp_path):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / "demo.deadwatch", "twdu")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    return window, path


def table(path, sql):  # noqa: ANN001, ANN201
    with sqlite3.connect(path) as db:
        return db.execute(sql).fetchall()


@pytest.fixture
def reporter(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """The window on the demo with the reporter installed over the test's own capture of
    exceptions (which must still see each one: the reporter hands them on)."""
    window, path = demo_window(qtbot, tmp_path)
    with qtbot.captureExceptions() as caught:
        errors = ErrorReporter(window, tmp_path / "logs" / "errors.log").install()
        window.errors = errors
        errors.watch(window.services)
        try:
            yield window, path, errors, caught
        finally:
            errors.uninstall()
            if errors.dialog is not None:
                errors.dialog.close()
            errors.notice().hide()


def half_done_then_fail(self, tx, ctx):  # noqa: ANN001, ANN201
    """A removal that changes the row, then fails in a way nobody foresaw."""
    from app.store.models import Character

    row = tx.get(Character, self.character_id)
    row.archived = True
    tx.save(row)
    tx.session.flush()
    raise RuntimeError("the disk is on fire\nsecond line")


def test_a_dock_action_that_fails_shows_a_plain_message_with_the_traceback_and_changes_nothing(
    reporter, qtbot, monkeypatch
):
    window, path, errors, caught = reporter
    dock = window.docks["charactersDock"]
    ana = next(c for c in window.services.characters.characters() if c.name == "Ana Reyes")
    log_before = table(path, "select id, seq, text, undone from log_event order by id")
    rows_before = table(path, "select id, name, archived, sheet, state from character order by id")
    monkeypatch.setattr(RemoveCharacter, "apply", half_done_then_fail)
    dock.select(int(ana.id))
    dock.tree.setFocus()
    qtbot.keyClick(dock.tree, Qt.Key.Key_Delete)
    notice = errors.notice()
    qtbot.waitUntil(notice.isVisible)
    assert notice.label.text() == (
        "Something went wrong; your campaign is as it was before this action. Details: Ctrl+Alt+E."
    )
    assert errors.dialog is None  # nothing over the window: the details only when asked for
    notice.act_details.trigger()
    dialog = errors.dialog
    assert dialog is not None and dialog.objectName() == "errorDialog" and dialog.parent() is window
    assert not dialog.isModal()
    details = dialog.detailedText()
    assert details.startswith("Traceback") and "half_done_then_fail" in details
    assert "RuntimeError: the disk is on fire" in details
    assert str(errors.log_path) in dialog.informativeText()
    assert "half_done_then_fail" in errors.log_path.read_text(encoding="utf-8")
    # the transaction was rolled back: the log table and the character as they were, on disk and on screen
    assert table(path, "select id, seq, text, undone from log_event order by id") == log_before
    assert table(path, "select id, name, archived, sheet, state from character order by id") == rows_before
    assert int(ana.id) in dock.items
    assert window.act_undo.text() != "&Undo Ana Reyes leaves the campaign"
    # the test runner's own capture saw it too
    assert [kind for kind, _exc, _tb in caught] == [RuntimeError]
    # the same failure again and again: still one details window, counting
    for _ in range(3):
        QTimer.singleShot(0, dock.remove)
    qtbot.waitUntil(lambda: errors.count == 4)
    assert errors.dialog is dialog
    assert "This happened 4 times." in dialog.informativeText()
    assert len(window.findChildren(QMessageBox, "errorDialog")) == 1
    assert len(caught) == 4
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: errors.dialog is None)


def test_a_screen_failing_after_an_action_was_saved_says_the_action_was_saved(reporter, qtbot):
    window, path, errors, caught = reporter
    log = window.docks["logDock"]

    def broken(changes):  # noqa: ANN001
        raise ValueError("cannot draw")

    log.services.campaign.changed.connect(broken)  # after the reporter's watch, as every screen is
    before = len(table(path, "select id from log_event"))
    window.act_start.trigger()  # a new session: saved, then the screens are told
    qtbot.waitUntil(errors.notice().isVisible)
    assert len(table(path, "select id from log_event")) > before
    assert errors.notice().label.text().startswith("Something went wrong after the action was saved")
    assert "cannot draw" not in errors.notice().label.text()
    assert caught and caught[0][0] is ValueError


def test_a_failure_after_each_action_takes_no_key_and_is_said_once_in_the_gm_s_language(reporter, qtbot):
    """A slot failing after every action (a screen's bug) while the GM types on at the table: the
    focus stays in the fight list, the keys after it move there, the bar says it once in Russian
    with no English exception text, and the same failure again does not come back once hidden."""
    from PySide6.QtWidgets import QApplication

    from ui import i18n

    window, path, errors, caught = reporter
    services = window.services

    def broken(changes):  # noqa: ANN001
        raise NameError("name 'lent_roller' is not defined")

    services.campaign.changed.connect(broken)
    window.set_language("ru")
    try:
        roster = window.docks["charactersDock"]
        roster.tree.setFocus()
        qtbot.waitUntil(roster.tree.hasFocus)
        roster.tree.setCurrentItem(roster.tree.topLevelItem(0))
        window.act_start.trigger()  # saved, then a screen fails
        notice = errors.notice()
        qtbot.waitUntil(notice.isVisible)
        text = notice.label.text()
        assert text.startswith("Что-то пошло не так") and "lent_roller" not in text and "name" not in text
        assert "Ctrl+Alt+E" in text
        assert QApplication.activeModalWidget() is None and QApplication.activeWindow() is window
        assert QApplication.focusWidget() is roster.tree  # the GM's place kept
        first = roster.tree.currentItem()
        qtbot.keyClick(roster.tree, Qt.Key.Key_Down)  # the next key goes where it was typed
        assert roster.tree.currentItem() is not first
        notice.act_close.trigger()
        assert not notice.isVisible()
        window.act_start.trigger()  # the same failure after the next action
        qtbot.waitUntil(lambda: errors.count == 2)
        assert not notice.isVisible() and errors.dialog is None
        assert QApplication.focusWidget() is roster.tree
        assert [kind for kind, _exc, _tb in caught] == [NameError, NameError]
        assert errors.log_path.read_text(encoding="utf-8").count("lent_roller") >= 2
    finally:
        i18n.set_language("en")


def test_the_window_installs_the_reporter_at_start_up_and_puts_the_old_hook_back(qapp, tmp_path, monkeypatch):
    import sys

    from app.__main__ import parser
    from ui.launch import run_gui

    path = build_demo(tmp_path / "night.deadwatch", "twdu")
    seen = []
    previous = sys.excepthook
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: None)

    def look() -> None:
        hook = sys.excepthook
        seen.append((hook, getattr(getattr(hook, "__self__", None), "previous", None)))
        for w in qapp.topLevelWidgets():
            if w.objectName() == "mainWindow":
                w.close()
                w.deleteLater()  # not left alive for the later tests to restyle

    QTimer.singleShot(1500, look)
    args = parser().parse_args(["--lang", "en", "--theme", "dark", "--db", str(path)])
    try:
        assert run_gui(args) == 0
    finally:
        QSettings().clear()
        qapp.setStyleSheet("")
        qapp.setProperty("deadwatchTheme", None)
    hook, chained = seen[0]
    assert isinstance(getattr(hook, "__self__", None), ErrorReporter)
    assert chained is previous  # the test runner's capture, still handed every exception
    assert sys.excepthook is previous


def test_the_help_entry_is_there_from_the_start_and_the_bar_comes_with_the_first_failure(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Help → Details of the last error… is in the window from its start, greyed, in the GM's
    language after a change; no bar across the window until something fails; then the bar says it,
    and the entry and Ctrl+Alt+E open the details."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QToolBar

    from ui import i18n

    window, _path = demo_window(qtbot, tmp_path)
    with qtbot.captureExceptions() as caught:
        errors = ErrorReporter(window, tmp_path / "logs" / "errors.log").install()
        try:
            entry = next(a for a in window.help_menu.actions() if a.objectName() == "actErrorDetails")
            assert entry.text() == "&Details of the last error…" and not entry.isEnabled()
            assert window.findChild(QToolBar, "errorNotice") is None  # no bar made for a night without failures
            window.set_language("ru")
            try:
                qtbot.waitUntil(lambda: entry.text() == "&Подробности последней ошибки…")
            finally:
                i18n.set_language("en")
            qtbot.waitUntil(lambda: entry.text() == "&Details of the last error…")

            def broken() -> None:
                raise RuntimeError("the lamp went out")

            QTimer.singleShot(0, broken)
            qtbot.waitUntil(lambda: errors.count == 1)
            bar = window.findChild(QToolBar, "errorNotice")
            assert bar is not None and bar.isVisible() and window.toolBarArea(bar) == Qt.ToolBarArea.TopToolBarArea
            assert errors.notice().label.text().startswith("Something went wrong")
            assert entry.isEnabled() and entry in bar.actions()
            assert window.findChildren(QAction, "actErrorDetails") == [entry]
            qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
            qtbot.waitUntil(lambda: errors.dialog is not None)
            dialog = errors.dialog
            assert dialog is not None and "the lamp went out" in dialog.detailedText()
            assert [kind for kind, _exc, _tb in caught] == [RuntimeError]
        finally:
            errors.uninstall()
            if errors.dialog is not None:
                errors.dialog.close()
            errors.notice().hide()
