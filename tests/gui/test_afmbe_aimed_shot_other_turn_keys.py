"""AFMBE aiming, as a first night's GM played it (unisystem): Father Tom, the round's last, aims on
his turn (a failure: +0), then End round (Ctrl+Alt+N) starts round 2 on Orderly Vic.  The roster said
"Aimed shot due now (the round has ended)" but the dice dock stayed on "Vic / Aim": no attack set up,
no "aimed shot" box ticked, no focus on the typed dice (the unisystem's Survival checks, offered as
kinds of roll, hid the ruleset's roll at the round's end).  Now the round's end sets up Tom's aimed
shot (his shotgun, the box ticked, the focus on the typed dice) in both presets, in English and in
Spanish, and Enter fires it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
BAT = {"name": "Baseball bat", "damage": "d6×STR", "damage_type": "bludgeoning"}
SHOTGUN = {"name": "Pump shotgun", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "ammo": 8}
GUNS = [{"name": "Guns", "type": "Shotgun", "level": 2}]


def _aiming(services, who):
    tom = services.characters.character(who["Tom"])
    return [c.key for c in services.ruleset.conditions(tom.sheet, tom.state) if c.key == "aiming"]


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_the_rounds_end_sets_up_the_aimed_shot_when_another_fighter_starts_the_round(qtbot, tmp_path, code, preset):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", preset)
        services = window.services
        assert services.characters.create("Tom", "pc", {"dex": 3, "per": 2, "skills": GUNS, "weapons": [BAT, SHOTGUN]})
        assert services.characters.create("Vic", "npc", {"dex": 2, "per": 2})
        assert services.characters.create("Walker", "zombie", {"str": 2, "con": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.start([who["Vic"], who["Walker"], who["Tom"]], name="Ward")
        dock = window.docks["diceDock"]
        assert services.initiative.next_turn()  # the Walker acts after Vic
        assert services.initiative.next_turn()  # Tom's turn, the round's last
        qtbot.waitUntil(lambda: dock.character_id() == who["Tom"])
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
        aim = QCoreApplication.translate("rules", "Aim (the shot at the round's end)")
        pick_with_keys(qtbot, dock.kind_combo, aim)
        dock.faces_edit.setFocus()
        qtbot.keyClicks(dock.faces_edit, "3")  # a failure: +0, the shot still due
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: _aiming(services, who) == ["aiming"])
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Escape)
        qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
        assert services.initiative.encounter().round == 2
        qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
        assert dock.character_id() == who["Tom"]
        assert dock.form.values()["use_aim"] is True
        assert dock.form.values()["weapon"] == "1"
        qtbot.waitUntil(lambda: dock.faces_edit.hasFocus())
        dock.forms.opponent_combo.setCurrentIndex(dock.forms.opponent_combo.findData(who["Walker"]))
        dock.faces_edit.setFocus()
        qtbot.keyClicks(dock.faces_edit, "5")
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)  # Enter fires the shot
        qtbot.waitUntil(lambda: _aiming(services, who) == [])
    finally:
        set_language("en")
