"""AFMBE norms: F with nobody to shoot at spent the weapon's Ammo Point, then the dice dock said
"Cannot roll: An opposed roll needs an opponent".  Now F says why first and nothing is spent: the
Ammo Point (unisystem: the round) is still there, no line in the log, no refusal in the dice dock.
With a zombie to shoot at, F fires as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import ammo_shown, last_log_line

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 5}
SAID = "Nobody to shoot at: pick the target first (the dice dock's Against, or X on the map). Nothing fired."


@pytest.mark.parametrize(("preset", "count"), [("norms", "5 Ammo Points"), ("unisystem", "5 / 5 rounds")])
def test_f_with_no_target_spends_nothing(qtbot, tmp_path, preset, count):
    window = campaign_window(qtbot, tmp_path, "afmbe", preset)
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Ben", "pc", {"dex": 2})  # a friend is no target
    dana = next(int(c.id) for c in services.characters.characters() if c.name == "Dana")
    window.selection.select_character(dana)
    assert ammo_shown(qtbot, window)[0] == [count]
    events = services.campaign.events()[-1].id
    activate(qtbot, window)
    window.docks["initiativeDock"].raise_()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert window.statusBar().currentMessage() == SAID
    assert [e for e in services.campaign.events() if e.id > events] == []  # nothing written
    dock = window.docks["diceDock"]
    assert "opponent" not in dock.refusal_label.text()
    assert ammo_shown(qtbot, window)[0] == [count]  # the point (the round) still there
    assert window.docks["ammoDock"].acts.message.text() == SAID
    # a zombie to shoot at: F fires, the dice dock on the shot against it
    assert services.characters.create("Biter", "zombie", {"str": 3, "con": 3})
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert last_log_line(window).startswith("Dana fires Pistol: 5 → 4 ")
    assert dock.opponent_combo.currentText() == "Biter"
