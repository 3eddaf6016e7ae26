"""A burst's damage offers stay until used: Dana's burst hits the zombie with two rounds and shows two
"Roll the damage" buttons; the GM rolls one, then acts elsewhere — Ctrl+2 (the roster), End (another
character), D 45 on him — and comes back to the dice dock: the other hit's button is still there
(the other offers had gone without a word).  Ctrl+R alone rolls the form's roll (Zed's own, his
Task): a leftover offer is not the roll at hand; it waits listed under Zed's result, and Alt+1 rolls
that damage."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line
from tests.gui.test_burst_offer_undo_keys import GUNS, SMG, _offers
from tests.gui.test_characters_dock import damage_with_keyboard


def test_a_burst_s_damage_offers_stay_while_the_gm_acts_elsewhere(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    assert services.characters.create("Zed", "npc", {"str": 2, "con": 2})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, fire="Burst (2-5 rounds)", faces="7")  # two rounds of three hit
    both = ["Roll the damage on Biter (hit 1 of 2)", "Roll the damage on Biter (hit 2 of 2)"]
    assert _offers(dock) == both
    first = dock.result_view.damage_buttons[0]
    qtbot.keyClick(first, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # a typed burst: rolled here
    assert _offers(dock) == both[1:]
    roster = window.docks["charactersDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    roster.select(who["Zed"])
    damage_with_keyboard(qtbot, window, 45)
    assert last_log_line(window).startswith("Damage to Zed: 45")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)  # back to the dice
    assert _offers(dock) == both[1:]
    assert dock.refusal_label.text() == (
        "The damage still offered below is from Dana's roll: the next roll keeps it, "
        "waiting to apply under its result.")
    second = dock.result_view.damage_buttons[1]
    second.setFocus()
    qtbot.keyClick(second, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Zed's roll, not Dana's damage
    assert not last_log_line(window).startswith("Damage to Biter")
    assert last_log_line(window).startswith("Zed rolls Task")  # his own first roll, the form's
    waiting = dock.waiting_offers.list
    assert waiting.isVisible()
    assert [waiting.item(row).text() for row in range(waiting.count())] == [
        "Alt+1  Dana → Biter: damage to roll (Attack against a dodge or block)"]  # kept under Zed's result
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)  # rolled here
    assert last_log_line(window).startswith("Damage to Biter"), window.statusBar().currentMessage()
    assert waiting.count() == 0
