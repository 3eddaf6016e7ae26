"""AFMBE norms demo (issue 41): the text says a punch's damage goes "to life points or endurance", the
attacker's choice, but the dice dock's offer after a hit only rolled it to Life Points.  A blow that may
go to either (bare hands, a weapon marked *) offers both, a button each; taking one takes the other away."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_afmbe_dice_reach import ids, row_tracks
from tests.gui.test_afmbe_skill_follows_weapon_keys import PUNCH, attack_of, demo_window
from tests.gui.test_autofire_ammo_keys import pick_with_keys, tab_to


def test_a_punch_offers_endurance_and_space_rolls_it_there(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "norms")
    who = ids(window)
    dock = attack_of(qtbot, window, "Dana Cruz", PUNCH)
    dock.opponent_combo.setCurrentIndex(dock.opponent_combo.findData(who["Orderly Vic"]))
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "9")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    buttons = dock.result_view.damage_buttons
    assert [b.text() for b in buttons] == ["Roll the damage on Orderly Vic: to Life Points",
                                           "Roll the damage on Orderly Vic: to Endurance instead"]
    before = row_tracks(window, who["Orderly Vic"])
    qtbot.waitUntil(lambda: all(b.isVisible() for b in buttons))
    tab_to(qtbot, buttons[1])
    qtbot.keyClick(buttons[1], Qt.Key.Key_Space)
    qtbot.waitUntil(dock.faces_edit.hasFocus)  # the punch's d4, typed from the table
    qtbot.keyClicks(dock.faces_edit, "3")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    after = row_tracks(window, who["Orderly Vic"])
    assert after[0] == before[0]  # Life Points untouched
    assert after[1] != before[1] and after[1].startswith("Endurance"), (before, after)
    assert not any(b.isVisible() for b in buttons)  # the Life Points way went with it
