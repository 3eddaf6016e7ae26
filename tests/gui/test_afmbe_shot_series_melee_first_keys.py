"""AFMBE unisystem: a series of single shots from a shooter whose sheet lists a melee weapon first
(the demo's Father Tom: a baseball bat, then a pump shotgun).  Shift+F, 3, Enter: rounds 6 → 3, and
each of the three attacks set up in the dice dock is a shot that rolls — the second was refused
"Range and consecutive shots are for shots, not melee." because the form's Melee box had stayed
ticked from the bat — each with its consecutive-shot penalty ("Cada disparo consecutivo sufre un -1
acumulativo", −2 a shot with heavy recoil: 0, −2, −4)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.afmbe_attack import shift_f_single_shots
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import ammo_shown, last_log_line

BAT = {"name": "Baseball bat", "damage": "d6×STR", "damage_type": "bludgeoning", "ranged": False}
SHOTGUN = {"name": "Pump shotgun", "damage": "d6×6", "damage_type": "bullet", "ranged": True, "heavy_recoil": True,
           "ammo": 6, "hands": "two"}
ROLLS = "Tom rolls Attack against a dodge or block (Dexterity, Pump shotgun) against Biter"
CTRL = Qt.KeyboardModifier.ControlModifier


def test_each_shot_of_a_series_rolls_with_its_consecutive_shot_penalty(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Tom", "pc", {"dex": 2, "str": 3, "weapons": [BAT, SHOTGUN]})
    assert services.characters.create("Biter", "zombie", {"str": 10, "con": 10})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    services.initiative.start([who["Tom"], who["Biter"]])
    services.initiative.roll()
    while services.initiative.current().character_id != who["Tom"]:
        services.initiative.next_turn()
    window.selection.select_character(who["Tom"])

    shift_f_single_shots(qtbot, window, 3)
    assert last_log_line(window) == "Tom fires Pump shotgun: 6 → 3 rounds — 3 single shots: 3 rounds."
    dock = window.docks["diceDock"]
    assert dock.refusal_label.text().startswith("Attack 1 of 3 of this fire")
    for number, penalty in ((1, None), (2, "consecutive shots −2"), (3, "consecutive shots −4")):
        assert dock.form.values()["shot_number"] == number
        assert "Cannot roll" not in dock.odds_label.text(), dock.odds_label.text()
        activate(qtbot, window)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_R, CTRL)
        line = last_log_line(window)
        assert line.startswith(ROLLS), line
        assert (penalty in line) if penalty else ("consecutive shots" not in line), line
        if ": hit" in line:  # the damage offer has the focus: Ctrl+R rolls its damage, as the GM does
            assert QApplication.focusWidget() in dock.result_view.damage_buttons
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, CTRL)
            assert last_log_line(window).startswith("Damage to Biter")
    assert "Range and consecutive shots" not in dock.refusal_label.text()
    assert ammo_shown(qtbot, window)[0] == ["3 / 6 rounds"]  # the rounds went with Shift+F, once
