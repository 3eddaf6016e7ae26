"""The dice dock's typed dice stay in sight while the GM types them, at 1366×768 on the twdu demo: he
had gone down the dock with Tab to the recent rolls (the view scrolled down with him), pressed
Ctrl+K and typed the table's dice into a field scrolled out of the view above; and a view scrolled
away while the field has the focus comes back to it at the next key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import close
from tests.gui.test_dice_tab_order_screen import demo, settle, whole_in_view
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)


def away(dock) -> None:  # noqa: ANN001
    """The dock's view scrolled to an end where the typed dice do not show whole (the bottom, else
    the top: the form is above them, the result below)."""
    bar = dock.roll_scroll.verticalScrollBar()
    bar.setValue(bar.maximum())
    if whole_in_view(dock, dock.faces_edit):
        bar.setValue(bar.minimum())


def test_the_typed_dice_show_while_typed_after_ctrl_k_from_the_bottom_of_the_dock(qtbot, tmp_path):
    window, dock, ben = demo(qtbot, tmp_path, fight=False)
    try:
        window.selection.select_character(ben)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # the kind of roll
        while QApplication.focusWidget() is not dock.recent_list:  # down the dock to the recent rolls
            keys.key(Qt.Key.Key_Tab)
            assert dock.isAncestorOf(QApplication.focusWidget())
        away(dock)
        assert not whole_in_view(dock, dock.faces_edit)  # the view away from the typed dice
        keys.key(Qt.Key.Key_K, CTRL)
        settle(qtbot)
        assert QApplication.focusWidget() is dock.faces_edit
        assert whole_in_view(dock, dock.faces_edit), "Ctrl+K: the typed dice out of sight"
        assert whole_in_view(dock, dock.odds_label)  # the roll's chances above them, where both fit
        count = int(dock.parts_label.text().split(" × ")[0])  # "3 × d6 = Agility 3 + Mobility 0"
        for face in " ".join(["3"] * count):
            keys.type(face)
            settle(qtbot)
            assert whole_in_view(dock, dock.faces_edit), f"typing {dock.faces_edit.text()!r}: the field out of sight"
        window.grab().save(str(tmp_path / "typed.png"))
    finally:
        close([window])


def test_a_view_scrolled_away_comes_back_to_the_typed_dice_at_the_next_key(qtbot, tmp_path):
    window, dock, ben = demo(qtbot, tmp_path, fight=False)
    try:
        window.selection.select_character(ben)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_K, CTRL)
        keys.type("2 ")
        settle(qtbot)
        away(dock)  # the wheel turned under the mouse, the focus still in the field
        assert QApplication.focusWidget() is dock.faces_edit and not whole_in_view(dock, dock.faces_edit)
        keys.type("4")
        settle(qtbot)
        assert dock.faces_edit.text() == "2 4"
        assert whole_in_view(dock, dock.faces_edit)
    finally:
        close([window])
