"""AFMBE aiming: the aimed shot at the round's end is at whom the aim was (norms "on your turn you
begin aiming. At the end of the combat round, you shoot"; unisystem §4.2.1.1 "retrasa su ataque
hasta el final del Turno").  The Aim roll names its target in Against; at the round's end
(Ctrl+Alt+N) the shot is set up against that target while it stands (it went to the first zombie of
the list instead).  When it went down meanwhile, the shot is never set up against the party's own
NPC with the focus on the dice (one Enter shot an ally): "Against" holds a foe, the focus is on it and
the dock says the GM picks the target."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys, tab_to

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
AIM = "Aim (the shot at the round's end)"


def _aim_at(qtbot, window, preset_target):
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, AIM)
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, preset_target)
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "8")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    return dock


def _scene(qtbot, tmp_path, preset):
    window = campaign_window(qtbot, tmp_path, "afmbe", preset)
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "per": 2, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Orderly Vic", "npc", {"str": 2, "con": 2})
    for name in ("Shambler 1", "Shambler 2"):
        assert services.characters.create(name, "zombie", {"str": 2, "con": 2})  # 26 Life Points
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start(list(who.values()), name="Lobby")
    window.selection.select_character(who["Dana"])
    return window, who


def _end_round(qtbot, window):
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
    assert window.status_round.text() == "Round 2"


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_the_aimed_shot_keeps_the_target_aimed_at_while_it_stands(qtbot, tmp_path, preset):
    window, who = _scene(qtbot, tmp_path, preset)
    dock = _aim_at(qtbot, window, "Shambler 2")
    _end_round(qtbot, window)
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    assert dock.form.values()["use_aim"] is True
    assert dock.opponent_combo.currentText() == "Shambler 2"
    assert dock.faces_edit.hasFocus()


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_with_the_aimed_at_zombie_down_the_shot_asks_for_a_foe_never_the_ally(qtbot, tmp_path, preset):
    window, who = _scene(qtbot, tmp_path, preset)
    dock = _aim_at(qtbot, window, "Shambler 2")
    assert window.services.characters.damage(who["Shambler 2"], {"amount": 40})  # down
    assert window.services.characters.damage(who["Shambler 1"], {"amount": 40})  # down too: no foe standing
    _end_round(qtbot, window)
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    assert dock.opponent_combo.currentText() != "Orderly Vic"
    assert dock.opponent_combo.currentData() is None
    assert QApplication.focusWidget() is dock.opponent_combo  # Enter does not fire at anyone
    assert dock.refusal_label.text() == ("Shambler 2, the aim's target, is down and no foe is standing: pick the "
                                         "aimed shot's target in Against.")


def test_with_the_aimed_at_zombie_down_another_foe_is_offered_and_said(qtbot, tmp_path):
    window, who = _scene(qtbot, tmp_path, "unisystem")
    dock = _aim_at(qtbot, window, "Shambler 2")
    assert window.services.characters.damage(who["Shambler 2"], {"amount": 40})
    _end_round(qtbot, window)
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    assert dock.opponent_combo.currentText() == "Shambler 1"
    assert QApplication.focusWidget() is dock.opponent_combo
    assert dock.refusal_label.text() == ("Shambler 2, the aim's target, is down: pick the aimed shot's target in "
                                         "Against (now a foe: Shambler 1).")
