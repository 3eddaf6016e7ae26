"""A roll a player may still push holds its damage until the GM answers the push (see
tests/gui/test_twdu_push_before_damage_keys.py): the keys that accept it as it is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def accept_roll(qtbot, dock) -> None:  # noqa: ANN001
    """Enter on "No push: accept the roll": the focus lands there after a roll that succeeded, on the
    push (just before it: Tab) after one that failed; its damage offered, the focus on the first offer."""
    view = dock.result_view
    qtbot.waitUntil(lambda: view.accept_button is not None and view.accept_button.isVisible())
    accept = view.accept_button
    if QApplication.focusWidget() is not accept:
        qtbot.waitUntil(lambda: QApplication.focusWidget() in view.buttons.values())  # the push
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is accept
    qtbot.keyClick(accept, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.accept_button is None or view.accept_button.isHidden())
