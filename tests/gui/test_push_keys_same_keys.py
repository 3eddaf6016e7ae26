"""The push takes the same keys whether the console rolled the roll or the table did.  After a shot
the console rolled (Ctrl+R), Space on "Push the roll" pushed at once; after a typed roll Space waited
and said "Ctrl+R rolls them here", and a GM who, from that habit, pressed Ctrl+R after the console's
push rolled a brand-new roll.  Now Space holds the push in both cases: Ctrl+R (or, for the
console's roll, Enter) rolls the pushed dice here, dice typed then Enter push with them; and when
the GM goes elsewhere the dock says the push is let go, so a later Ctrl+R is never a silent new roll."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from app.rules.dice import Dice
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_dice_reach import pick_with_keys, tab_to
from tests.gui.test_fight_by_keys import lines
from tests.gui.test_twdu_reach_dock import setup


class Twos(Dice):
    """Every die a 2: no six, the roll fails and its push too."""

    def _next(self, sides: int) -> int:
        return min(2, sides)


def console_failure(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """Rick's Stealth roll rolled by the console (Ctrl+R): failed, the focus on the push."""
    window, services, dock, _rick = setup(qtbot, tmp_path, agility=4, stealth=2)
    services.campaign.dice = Twos()
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    pick_with_keys(qtbot, dock.kind_combo, "Skill roll")
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Stealth")
    before = len(lines(window))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, CTRL)
    assert len(lines(window)) == before + 1 and lines(window)[-1].startswith("Rick rolls Skill roll (Stealth)")
    push = dock.result_view.findChild(QPushButton, "followUp_push")
    assert push is not None and QApplication.focusWidget() is push
    return window, dock


def test_space_on_the_push_of_the_console_s_roll_waits_and_ctrl_r_rolls_the_push(qtbot, tmp_path):
    window, dock = console_failure(qtbot, tmp_path)
    keys = Keys(qtbot)
    before = len(lines(window))
    keys.key(Qt.Key.Key_Space)  # Push the roll
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    assert len(lines(window)) == before  # held, as after a typed roll
    assert dock.refusal_label.text() == (
        "Push: Ctrl+R or Enter rolls the pushed dice here; or type the dice rolled at the table, then Enter")
    keys.key(Qt.Key.Key_R, CTRL)  # the habit of the typed roll: the push, not a new roll
    new = lines(window)[before:]
    assert len(new) == 1 and new[0].startswith("Rick: Push the roll"), new
    assert "with table dice" not in new[0]


def test_enter_on_the_empty_field_rolls_the_console_s_push_here(qtbot, tmp_path):
    window, dock = console_failure(qtbot, tmp_path)
    keys = Keys(qtbot)
    before = len(lines(window))
    keys.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    keys.key(Qt.Key.Key_Return)
    new = lines(window)[before:]
    assert len(new) == 1 and new[0].startswith("Rick: Push the roll"), new


def test_the_push_let_go_is_said_before_ctrl_r_rolls_the_form_s_roll(qtbot, tmp_path):
    window, dock = console_failure(qtbot, tmp_path)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    before = len(lines(window))
    dock.kind_combo.setFocus()  # the GM went back to the form
    qtbot.waitUntil(lambda: dock.refusal_label.text() == "The push is let go: Ctrl+R rolls the form's roll.")
    assert len(lines(window)) == before
    keys.key(Qt.Key.Key_R, CTRL)
    new = lines(window)[before:]
    assert len(new) == 1 and new[0].startswith("Rick rolls Skill roll (Stealth)"), new


def test_the_pushed_roll_s_dice_line_has_no_full_stop_before_the_dot(qtbot, tmp_path):
    """"Stress 1 → 2. · typed from the table": the stress line's full stop goes before " · "."""
    from tests.gui.test_typed_push_keys import typed_failure

    window, dock = typed_failure(qtbot, tmp_path)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Return)  # Push the roll
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    keys.type("6 2 2 3 3 4 2")
    keys.key(Qt.Key.Key_Return)
    said = dock.result_view.dice_label.text()
    assert "Stress 0 → 1 · The dice were typed from the table." in said, said
    assert ". ·" not in said
