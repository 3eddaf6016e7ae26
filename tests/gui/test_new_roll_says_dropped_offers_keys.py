"""A new roll in the dice dock takes the place of the last roll's damage offers not yet used: the
status bar says how many were left, listed under the new result waiting to apply; Ctrl+Z shows the
roll before with them again (they went without a word before), and after its redo they are still offered there, once."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_burst_offer_undo_keys import GUNS, SMG, _offers

CTRL = Qt.KeyboardModifier.ControlModifier


def test_a_new_roll_over_unused_damage_offers_says_so_and_undo_offers_them_again(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, fire="Burst (2-5 rounds)", faces="7")  # two rounds hit
    both = ["Roll the damage on Biter (hit 1 of 2)", "Roll the damage on Biter (hit 2 of 2)"]
    assert _offers(dock) == both
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, "2")  # another burst, missed: no offer of its own
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert _offers(dock) == []
    assert window.statusBar().currentMessage() == (
        "The roll before still offered 2 damage rolls, not used: listed under this result, waiting to apply "
        "(Alt+1…9; Delete drops)."
    )
    waiting = dock.waiting_offers.list
    burst = "Dana → Biter: damage to roll (Attack against a dodge or block)"
    assert [waiting.item(i).text() for i in range(waiting.count())] == ["Alt+1  " + burst, "Alt+2  " + burst]
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Z, CTRL)
    assert _offers(dock) == both  # the roll before shown again, its offers its own: none wait
    assert waiting.isHidden()
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)  # the missed burst again
    assert _offers(dock) == both and waiting.isHidden()  # still offered once, on the result shown
