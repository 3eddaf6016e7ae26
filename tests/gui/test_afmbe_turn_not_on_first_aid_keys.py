"""AFMBE unisystem demo, by keys: Father Tom tends Dana on his turn (First aid on the patient, picked
by the GM), then N.  The next fighter's turn opened on «Primeros auxilios» with a zombie standing
in front of him: first aid was taken for an attack (its patient in an "Against" box), so the turn
kept it.  A new turn now opens on the fighter's attack at the enemy; first aid is the GM's pick, and
its box says whom it is done on ("On"), not "Against"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_second_attack_keys import fight_on_turn_of
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from tests.gui.test_autofire_ammo_keys import pick_with_keys

FIRST_AID = "First aid on the patient"


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


def test_a_turn_after_first_aid_opens_on_the_attack_at_the_zombie(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "unisystem")
    services = window.services
    dock = window.docks["diceDock"]
    fight_on_turn_of(window, "Father Tom")
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, FIRST_AID)
    settle(qtbot)
    assert dock.kind_combo.currentText() == FIRST_AID
    assert dock.opponent_label.text() == "On"
    names = []
    for _ in range(3):  # round the fight: every living fighter's turn opens on his attack
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_N)
        settle(qtbot)
        current = services.characters.character(services.initiative.current().character_id)
        names.append(current.name)
        if current.kind == "zombie":
            continue
        assert dock.kind_combo.currentData() == "attack", (names, dock.kind_combo.currentText())
        assert dock.opponent_combo.currentText() == "Shambler", (names, dock.opponent_combo.currentText())
        assert dock.opponent_label.text() == "Against"
    assert len([n for n in names if n != "Shambler"]) >= 2, names
