"""A push of a roll typed from the table asks for the pushed dice typed at the table: after a typed
Stealth roll that failed, Enter on "Push the roll" pushed at once with dice rolled in the app
("rolled here") while the player rolled his at the table.  Now the focus goes to the faces field,
which asks for the pushed dice; Enter on it empty asks again, nothing rolled; the faces typed then
Enter push with them ("typed from the table"); Ctrl+R rolls them here only when the GM asks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_dice_reach import pick_with_keys, tab_to
from tests.gui.test_fight_by_keys import lines
from tests.gui.test_twdu_reach_dock import setup


def typed_failure(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """Rick's Stealth roll typed from the table, six dice, no 6: failed, the focus on the push."""
    window, services, dock, rick = setup(qtbot, tmp_path, agility=4, stealth=2)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    pick_with_keys(qtbot, dock.kind_combo, "Skill roll")
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Stealth")
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "2 3 4 5 2 3")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    push = dock.result_view.findChild(QPushButton, "followUp_push")
    assert push is not None and QApplication.focusWidget() is push
    return window, dock


def test_a_typed_roll_s_push_takes_the_faces_typed_at_the_table(qtbot, tmp_path):
    window, dock = typed_failure(qtbot, tmp_path)
    keys = Keys(qtbot)
    before = len(lines(window))
    keys.key(Qt.Key.Key_Return)  # Push the roll
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    # how many dice of which kind, in the order the field reads them; the form's "Table dice" line gone
    assert "Type the 7 pushed dice: 6 base, 1 stress, then Enter" in dock.refusal_label.text()
    assert not dock.wanted_label.isVisible()
    assert len(lines(window)) == before  # nothing rolled yet
    keys.key(Qt.Key.Key_Return)  # Enter on the empty field: asked again, still nothing rolled
    assert "Type the 7 pushed dice: 6 base, 1 stress at the table" in dock.refusal_label.text()
    assert len(lines(window)) == before
    assert QApplication.focusWidget() is dock.faces_edit
    keys.type("6 2 2 3 3 4 2")  # the six dice again and the stress die
    keys.key(Qt.Key.Key_Return)
    new = lines(window)[before:]
    assert len(new) == 1, (new, dock.refusal_label.text())
    assert new[0].startswith("Rick: Push the roll — Skill roll (Stealth), with table dice: "), new
    assert "base dice 6 2 2 3 3 4, stress dice 2" in new[0]
    assert "The dice were typed from the table." in dock.result_view.dice_label.text()
    assert "The dice were rolled here." not in dock.result_view.dice_label.text()
    assert "Type the pushed dice" not in dock.refusal_label.text()


def test_ctrl_r_rolls_the_pushed_dice_here_when_the_gm_asks(qtbot, tmp_path):
    window, dock = typed_failure(qtbot, tmp_path)
    keys = Keys(qtbot)
    before = len(lines(window))
    keys.key(Qt.Key.Key_Return)  # Push the roll
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    assert len(lines(window)) == before
    keys.key(Qt.Key.Key_R, CTRL)
    new = lines(window)[before:]
    assert len(new) == 1 and new[0].startswith("Rick: Push the roll"), new
    assert "with table dice" not in new[0]
    assert "The dice were rolled here." in dock.result_view.dice_label.text()


def test_the_push_waits_no_more_once_the_gm_goes_elsewhere(qtbot, tmp_path):
    """Push pressed, then the GM changed his mind and went back to the form: his next Ctrl+R rolls
    the form's roll, not the push."""
    window, dock = typed_failure(qtbot, tmp_path)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Return)  # Push the roll
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    before = len(lines(window))
    dock.kind_combo.setFocus()
    keys.key(Qt.Key.Key_R, CTRL)
    new = lines(window)[before:]
    assert len(new) == 1 and new[0].startswith("Rick rolls Skill roll (Stealth)"), new
