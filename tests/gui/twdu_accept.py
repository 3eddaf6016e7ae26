"""A roll a player may still push holds its damage until the GM answers the push (see
tests/gui/test_twdu_push_before_damage_keys.py): the keys that accept it as it is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def accept_roll(qtbot, dock) -> None:  # noqa: ANN001
    """Enter on "No push: accept the roll", where the focus lands after a roll a player may push:
    its damage offered, the focus on the first offer."""
    view = dock.result_view
    qtbot.waitUntil(lambda: view.accept_button is not None and QApplication.focusWidget() is view.accept_button)
    qtbot.keyClick(view.accept_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.accept_button is None or view.accept_button.isHidden())
