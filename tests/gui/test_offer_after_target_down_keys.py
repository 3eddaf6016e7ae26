"""Issue 41: after Space on "Apply 3 damage to Walker" the target went down, the Against box went on
by itself to the next of the other side, and the dock and the status bar said in red "Another target
is picked: this roll's damage to Walker is no longer offered." though the GM picked no one; Ctrl+Z
of the damage then brought Walker back but not the offer, and the red line stayed on the next roll.
Only a target the GM picks takes a roll's offer away."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_shot_offer_keys import REVOLVER
from tests.gui.twdu_accept import accept_roll

CTRL = Qt.KeyboardModifier.ControlModifier
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]

#: what the dock says once a damage is undone and its roll stands
UNDONE = ("Its damage undone: the roll above still stands, its damage offered again (Ctrl+Z once more takes the "
          "roll back).")


def _offers(dock):
    hidden = Qt.WidgetAttribute.WA_WState_ExplicitShowHide
    return [b.text() for b in dock.result_view.damage_buttons if not (b.isHidden() and b.testAttribute(hidden))]


def _said(window, dock):
    return dock.refusal_label.text(), window.statusBar().currentMessage()


def _undo(qtbot, window):
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)


def test_twdu_a_target_gone_down_is_no_other_target_picked_and_undo_offers_again(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    sheet = {**services.ruleset.new_sheet(), "agility": 4, "ranged_combat": 3, "weapons": [REVOLVER]}
    assert services.characters.create("Ana", "pc", sheet)
    assert services.characters.create("Walker", "npc", services.ruleset.new_sheet())
    assert services.characters.create("Raider", "npc", services.ruleset.new_sheet())
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Ana"])
    dock = window.docks["diceDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.form is not None)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_F)
    dock.opponent_combo.setFocus()
    qtbot.keyClick(dock.opponent_combo, Qt.Key.Key_Home)
    while dock.opponent_combo.currentText() != "Walker":  # the GM's pick, by keys
        qtbot.keyClick(dock.opponent_combo, Qt.Key.Key_Down)
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)
    qtbot.keyClicks(dock.faces_edit, "6 6 1 2 3 4 5 2 3")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert dock.result_view.damage_buttons[0].text() == "Apply 3 damage to Walker"
    accept_roll(qtbot, dock)  # not pushed: the damage next
    offer = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(offer.hasFocus)
    qtbot.keyClick(offer, Qt.Key.Key_Space)
    qtbot.waitUntil(dock.faces_edit.hasFocus)  # a typed shot: its damage's dice typed too
    qtbot.keyClicks(dock.faces_edit, "3")  # one d6: an unnamed injury's recovery waits for its D66
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.characters.character(who["Walker"]).state.get("health") == 0)
    assert "Another target" not in " ".join(_said(window, dock))
    # the box went on by itself, and says so (no offer is taken away by it)
    assert dock.refusal_label.text() == "Walker is down; now against Raider."
    _undo(qtbot, window)
    assert services.characters.character(who["Walker"]).state.get("health", 3) == 3
    qtbot.waitUntil(lambda: _offers(dock) == ["Apply 3 damage to Walker"])  # offered again
    assert dock.refusal_label.text() == UNDONE  # says the roll stands and its damage is offered again
    # the GM picks Raider himself: then the offer to Walker goes, and the next roll says nothing of it
    dock.opponent_combo.setFocus()
    qtbot.keyClick(dock.opponent_combo, Qt.Key.Key_Home)
    while dock.opponent_combo.currentText() != "Raider":
        qtbot.keyClick(dock.opponent_combo, Qt.Key.Key_Down)
    assert _offers(dock) == []
    assert dock.refusal_label.text().startswith("Another target is picked")
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, "6 1 1 2 3 4 5 2 3")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert _offers(dock) == ["Apply 2 damage to Raider"]
    # nothing of Walker: only that Ana may push this shot before its damage
    assert dock.refusal_label.text() == (
        "Ana may push this roll first: its damage waits until the roll is pushed or accepted as it is.")


def test_afmbe_undoing_a_single_shots_damage_that_took_the_zombie_down_offers_it_again(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Walker", "zombie", {"str": 2, "con": 2})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, opponent=who["Walker"], faces="7")
    assert _offers(dock) == ["Roll the damage on Walker"]
    before = dict(services.characters.character(who["Walker"]).state)
    offer = dock.result_view.damage_buttons[0]
    assert offer.hasFocus()
    dock.faces_edit.setText("6")  # the damage die typed: 6 × 4, Walker goes down
    offer.setFocus()
    qtbot.keyClick(offer, Qt.Key.Key_Space)
    assert last_log_line(window).startswith("Damage to Walker")
    assert not services.ruleset.can_act(
        services.characters.character(who["Walker"]).sheet, services.characters.character(who["Walker"]).state
    )
    assert "Another target" not in " ".join(_said(window, dock))
    _undo(qtbot, window)
    assert services.characters.character(who["Walker"]).state == before
    qtbot.waitUntil(lambda: _offers(dock) == ["Roll the damage on Walker"])
    assert dock.refusal_label.text() == UNDONE
