"""Issue 41, a fresh GM's night (the twdu demo in Russian at 1366×768, keys only): Ctrl+Shift+T,
«2 д», Enter.  The rations dialog listed Ana, Ben and Rook; Mia Chen (Broken, a lethal bite, 3 hours
left) was missing with no line why, and after Enter she was dead.  Now the dialog says, before the
days pass, who dies of a lethal injury within them; Enter still lets the time pass, Escape none.
With no one to ask about food, the same words ask alone."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QInputDialog, QLineEdit

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_twdu_days_heal_keys import when_modal
from ui import i18n, open_main_window

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def russian_demo(qtbot, tmp_path):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language="ru")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    return window


def type_text(widget, text: str) -> None:  # noqa: ANN001
    """``text`` typed key by key, a Cyrillic letter as a Russian keyboard sends it (the L key: «д»)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_L if char == "д" else ord(char.upper()),
                                                     Qt.KeyboardModifier.NoModifier, char))
        QApplication.processEvents()


def days_pass(qtbot, window, typed: str, key: Qt.Key) -> dict:  # noqa: ANN001
    """Ctrl+Shift+T, ``typed`` over the offered 10, Enter; in the dialog that follows, ``key``.  What
    that dialog showed: its boxes and its words of death."""
    seen: dict = {}

    def second(dialog) -> None:  # noqa: ANN001
        try:
            seen["boxes"] = [b.text() for b in dialog.findChildren(QCheckBox)]
            seen["deaths"] = dialog.deaths.text() if dialog.deaths.isVisible() else ""
            qtbot.keyClick(QApplication.focusWidget() or dialog, key)
        finally:
            if dialog.isVisible():
                dialog.reject()

    def first(dialog) -> None:  # noqa: ANN001
        try:
            assert isinstance(dialog, QInputDialog)
            dialog.activateWindow()
            line = dialog.findChild(QLineEdit)
            qtbot.waitUntil(line.hasFocus)
            qtbot.keyClick(line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            type_text(line, typed)
            when_modal(lambda d: d.objectName() == "rationsDialog", second)
            qtbot.keyClick(line, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    activate(qtbot, window)
    when_dialog_opens(first)
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_SHIFT)
    qtbot.waitUntil(lambda: "deaths" in seen)
    return seen


def test_the_rations_dialog_says_who_the_days_kill(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = russian_demo(qtbot, tmp_path)
        services = window.services
        mia = next(c for c in services.characters.characters() if c.name == "Mia Chen")
        assert not services.ruleset.is_dead(mia.sheet, mia.state)
        seen = days_pass(qtbot, window, "2 д", Qt.Key.Key_Escape)
        assert "Mia Chen" not in " ".join(seen["boxes"])  # she is asked nothing about food
        assert seen["deaths"] == "Mia Chen: смертельная травма, осталось 3 ч: умрёт, если её не стабилизировать"
        QApplication.processEvents()
        mia = services.characters.character(int(mia.id))
        assert not services.ruleset.is_dead(mia.sheet, mia.state)  # Escape: no time passed
        days_pass(qtbot, window, "2 д", Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: services.ruleset.is_dead(services.characters.character(int(mia.id)).sheet,
                                                         services.characters.character(int(mia.id)).state))
    finally:
        i18n.set_language("en")


def test_with_no_one_to_feed_the_deaths_ask_alone(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = russian_demo(qtbot, tmp_path)
        services = window.services
        for row in services.characters.characters():  # only Mia left in the campaign
            if row.name != "Mia Chen":
                assert services.characters.remove(int(row.id))
        mia = next(c for c in services.characters.characters() if c.name == "Mia Chen")
        seen = days_pass(qtbot, window, "2 д", Qt.Key.Key_Escape)
        assert seen["boxes"] == []
        assert seen["deaths"].startswith("Mia Chen: смертельная травма")
        QApplication.processEvents()
        assert not services.ruleset.is_dead(mia.sheet, services.characters.character(int(mia.id)).state)
        days_pass(qtbot, window, "2 д", Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: services.ruleset.is_dead(mia.sheet, services.characters.character(int(mia.id)).state))
    finally:
        i18n.set_language("en")
