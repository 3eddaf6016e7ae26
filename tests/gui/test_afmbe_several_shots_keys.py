"""AFMBE unisystem: several single shots declared with Shift+F are each an attack roll of their own
("Shot this turn" 1, 2, 3: each consecutive shot −1 more).  Dana fires three single shots (15 → 12
rounds; the ledger's line names only what was fired, "3 single shots", not "0 bursts … 0 groups");
the dice dock sets up the first attack, and once it is rolled the second ("Attack 2 of 3"), then the
third, each from the rounds already spent (the magazine stays at 12), each with its own damage offer."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.afmbe_attack import shift_f_single_shots
from tests.gui.helpers import campaign_window
from tests.gui.test_autofire_ammo_keys import ammo_shown, last_log_line

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}


def _said(number):
    return f"Attack {number} of 3 of this fire: each is its own roll, the next set up once this one is rolled."


def test_three_single_shots_are_three_attack_rolls_set_up_one_after_another(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])

    shift_f_single_shots(qtbot, window, 3)
    line = last_log_line(window)
    assert "3 single shots: 3 rounds." in line and "0 bursts" not in line and "groups" not in line, line
    assert ammo_shown(qtbot, window)[0] == ["12 / 15 rounds"]
    dock = window.docks["diceDock"]
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    for number in (1, 2, 3):
        assert dock.form.values()["shot_number"] == number
        assert dock.refusal_label.text() == _said(number)
        dock.faces_edit.setFocus()
        qtbot.keyClicks(dock.faces_edit, "9")
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        line = last_log_line(window)
        assert line.startswith("Dana rolls Attack against a dodge or block") and "hit" in line, line
        assert dock.result_view.damage_buttons, "each shot has its own damage offer"
        assert ammo_shown(qtbot, window)[0] == ["12 / 15 rounds"]
        if number < 3:
            assert dock.form.values()["shot_number"] == number + 1
            assert dock.refusal_label.text().startswith(_said(number + 1))
