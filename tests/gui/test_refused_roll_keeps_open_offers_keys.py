"""A refused roll after a burst whose damage is still offered: the burst's result stays for its
damage alone, said to be the roll before, and offers nothing else of it (a push, luck points):
the GM does not read it as the answer to the roll refused, nor loses the hits not yet rolled.  By
keys: the burst, then Ctrl+K, a die that cannot be, Enter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_burst_offer_undo_keys import GUNS, SMG, _offers

BEFORE = "Below: the roll before, shown for its damage still offered; it is not this roll's result."


def test_a_refused_roll_marks_the_burst_it_leaves_as_the_roll_before(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, fire="Burst (2-5 rounds)", faces="7")  # two rounds of three hit
    both = ["Roll the damage on Biter (hit 1 of 2)", "Roll the damage on Biter (hit 2 of 2)"]
    assert _offers(dock) == both
    count = len(services.campaign.events())
    # the next roll typed after a look at the fight list, the typed dice clicked (Ctrl+K, while the
    # line asks for a damage's table dice, types that damage's)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(dock.faces_edit, Qt.MouseButton.LeftButton)
    assert dock.faces_edit.hasFocus()
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dock.faces_edit, "99")  # no d10 shows 99: refused
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert len(services.campaign.events()) == count
    assert dock.refusal_label.isVisible() and dock.refusal_label.text().endswith(BEFORE)
    assert _offers(dock) == both  # the hits not yet rolled stay offered
    assert not any(b.isVisible() for b in dock.result_view.buttons.values())  # nothing else of it


def test_a_refused_roll_after_a_twdu_hit_offers_no_push_of_the_hit(qtbot, tmp_path):
    """Ana's shot hit, its damage offered and its push; the next roll refused: the hit stays for its
    damage, said to be the roll before, and its push is not offered under the refusal."""
    from tests.gui.test_twdu_shot_offer_keys import CTRL, shooter

    window, services, dock, _who = shooter(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_F)  # the shot set up
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)
    qtbot.keyClicks(dock.faces_edit, "6 6 1 2 3 4 5 2 3")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(dock.result_view.buttons["push"].isVisible)  # shown by its layout a moment later
    count = len(services.campaign.events())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2, CTRL)  # to the fight list, then the next roll
    qtbot.mouseClick(dock.faces_edit, Qt.MouseButton.LeftButton)  # clicked: Ctrl+K would type the damage's dice
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(dock.faces_edit, "9")  # no d6 shows 9: refused
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert len(services.campaign.events()) == count
    assert dock.refusal_label.text().endswith(BEFORE)
    qtbot.waitUntil(dock.result_view.damage_buttons[0].isVisible)  # the hit's damage still offered
    assert not dock.result_view.buttons["push"].isVisible()  # but not its push
