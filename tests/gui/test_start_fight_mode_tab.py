"""Start a fight (Ctrl+Shift+F): Tab goes the name, who fights (where the focus starts), then the Initiative box
whenever it offers more than one way to roll (d10under: sides, or Agility order), in English, Russian
and Spanish; a stray Down there changes nothing ("Sides: players first" became "Agility" unseen), F4
opens it and Down, Enter there picks the other way; Shift+Tab comes back to it from the re-roll box.
Where there is one way (twdu's brawl phases) the box is shown but Tab goes past it to the re-roll box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def tab_path(qtbot, window) -> list[str]:  # noqa: ANN001
    """Ctrl+Shift+F, then from who fights: Shift+Tab (the name), Tab, Tab, Tab, Shift+Tab; the names of
    the fields reached, and whether a plain Down on the box, when it was reached, changed the mode, then
    F4, Down, Enter."""
    seen: list[str] = []

    def walk(dialog) -> None:  # noqa: ANN001
        activate(qtbot, dialog)
        seen.append(QApplication.focusWidget().objectName())
        for modifiers in (Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.NoModifier,
                          Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.NoModifier,
                          Qt.KeyboardModifier.ShiftModifier):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, modifiers)
            seen.append(QApplication.focusWidget().objectName())
        if QApplication.focusWidget() is dialog.mode:
            before = dialog.mode.currentIndex()
            qtbot.keyClick(dialog.mode, Qt.Key.Key_Down)
            seen.append(f"picked {dialog.mode.currentIndex() != before}")
            qtbot.keyClick(dialog.mode, Qt.Key.Key_F4)
            view = dialog.mode.view()
            qtbot.waitUntil(view.isVisible)
            qtbot.keyClick(view, Qt.Key.Key_Down)
            qtbot.keyClick(view, Qt.Key.Key_Return)
            seen.append(f"picked {dialog.mode.currentIndex() != before}")
        dialog.reject()

    when_dialog_opens(walk)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F, CTRL_SHIFT)
    return seen


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize(("ruleset", "expected"), [
    ("d10under", ["rosterList", "fightName", "rosterList", "fightMode", "fightReroll", "fightMode",
                  "picked False", "picked True"]),
    ("twdu", ["rosterList", "fightName", "rosterList", "fightReroll", "", "fightReroll"]),
])
def test_tab_reaches_the_initiative_box_when_it_offers_a_choice(qtbot, tmp_path, lang, ruleset, expected):
    assert i18n.set_language(lang)
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / f"{ruleset}.deadwatch", ruleset, None)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=False)
    try:
        assert tab_path(qtbot, window) == expected
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
