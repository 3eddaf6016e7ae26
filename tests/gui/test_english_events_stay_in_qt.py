"""In English no filter of Deadwatch's sits on the application: the English Alt keys have nothing
to give there (ui/english_mnemonics.py), and a filter on the application sees every event of every
widget, each one a call into Python — thousands of them at start, before the GM's first
action.  A translation puts it back, and the Latin Alt keys work as before."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from ui import english_mnemonics, i18n


def alt_f_presses(qtbot: Any) -> bool:
    """Whether Alt+F typed in a window presses its «&Файл» button through the English Alt keys'
    filter (the text remembered as a Russian catalog remembers "&File")."""
    english_mnemonics._ENGLISH["&Файл"] = {"f"}
    window = QWidget()
    qtbot.addWidget(window)
    button = QPushButton("&Файл", window)
    QVBoxLayout(window).addWidget(button)
    pressed: list[bool] = []
    button.clicked.connect(lambda: pressed.append(True))
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(button, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    down = button.isDown()  # pressed as a click shows it, released a moment later
    english_mnemonics.forget()
    return down or bool(pressed)


def test_in_english_the_filter_is_off_the_application(qtbot: Any) -> None:
    assert i18n.set_language("ru")  # a GM who played in Russian changes to English
    assert i18n.set_language("en")
    assert not alt_f_presses(qtbot)


def test_a_translation_puts_the_filter_back(qtbot: Any) -> None:
    try:
        assert i18n.set_language("ru")
        assert alt_f_presses(qtbot)
    finally:
        i18n.set_language("en")
