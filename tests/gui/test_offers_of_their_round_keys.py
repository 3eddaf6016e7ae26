"""A damage offer belongs to its roll: AFMBE unisystem, Dana's shot hits Biter in round 1; once the
round has ended (Ctrl+Alt+N) the offer is gone and the dock says why, so round 2 cannot apply the
hit of round 1; Ctrl+Z of the round's end offers it again.  Another target picked for the next roll
takes the offer away too: it was Biter's."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import pick_with_keys

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
ROUND_OVER = "The round this roll was made in has ended: its damage is no longer offered."
OTHER_TARGET = "Another target is picked: this roll's damage to Biter is no longer offered."
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def offered(dock):
    return [b.text() for b in dock.result_view.damage_buttons if not b.isHidden()]


def hit_biter(qtbot, window):
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    assert services.characters.create("Walker", "zombie", {"str": 2, "con": 2})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Dana"]], name="Yard")  # her turn again in round 2
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, opponent=who["Biter"], faces="7")
    qtbot.waitUntil(lambda: offered(dock) == ["Roll the damage on Biter"])
    return dock, who


def test_a_hit_of_round_1_is_not_offered_in_round_2_and_ctrl_z_offers_it_again(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    dock, who = hit_biter(qtbot, window)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
    assert window.status_round.text() == "Round 2"
    assert offered(dock) == []
    assert dock.refusal_label.text() == ROUND_OVER
    before = window.services.characters.character(who["Biter"]).state
    dock.rolls.offers.apply_damage(0)  # a press that reached the button anyway is refused
    assert window.services.characters.character(who["Biter"]).state == before
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.status_round.text() == "Round 1"
    qtbot.waitUntil(lambda: offered(dock) == ["Roll the damage on Biter"])
    # the undo says so (it said nothing of the damage it offered again)
    qtbot.waitUntil(lambda: dock.refusal_label.text().startswith("Damage offered again: Dana → Biter: damage to roll"))


def test_another_target_picked_takes_the_offer_away(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    dock, who = hit_biter(qtbot, window)
    dock.opponent_combo.setFocus()
    pick_with_keys(qtbot, dock.opponent_combo, "Walker")
    assert offered(dock) == []
    assert dock.refusal_label.text() == OTHER_TARGET
    pick_with_keys(qtbot, dock.opponent_combo, "Biter")  # back on Biter: the hit is his again
    qtbot.waitUntil(lambda: offered(dock) == ["Roll the damage on Biter"])


def test_end_fight_takes_the_offer_away_without_a_round_line(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    dock, who = hit_biter(qtbot, window)
    assert window.services.initiative.end()
    qtbot.waitUntil(lambda: dock.refusal_label.text() == "")
    assert offered(dock) == []
