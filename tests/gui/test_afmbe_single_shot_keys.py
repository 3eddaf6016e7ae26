"""AFMBE unisystem single shots from the keyboard: each shot fired in the dice dock's attack roll
takes one round off the pistol's magazine, and an empty pistol is refused before the roll ("Cualquier
arma que dispare cada vez que se pulse el gatillo": one round a pull of the trigger)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, ammo_shown, last_log_line, pick_with_keys, tab_to

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 1}
EMPTY = "The magazine is empty: reload before firing."
ROLL_BEFORE = "Below: the roll before, shown for its damage still offered; it is not this roll's result."


def test_a_single_shot_spends_a_round_and_the_empty_pistol_is_refused_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    assert ammo_shown(qtbot, window) == (["1 / 1 round"], [])
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, "Attack against a dodge or block")
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Guns 2")
    assert dock.opponent_combo.currentText() == "Biter"
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    tab_to(qtbot, dock.faces_edit)
    qtbot.keyClicks(dock.faces_edit, "7")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert last_log_line(window).endswith("— Pistol: 1 → 0 rounds")
    table, ledger = ammo_shown(qtbot, window)
    assert table == ["0 / 1 rounds"] and len(ledger) == 1
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    tab_to(qtbot, dock.faces_edit)
    assert dock.odds_label.text().endswith(f"Cannot roll: {EMPTY[0].lower()}{EMPTY[1:]}</span>")
    qtbot.keyClicks(dock.faces_edit, "9")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    # the refusal, and under it the shot before, kept for its damage still offered, said to be that
    assert dock.refusal_label.text().split("\n") == [EMPTY, ROLL_BEFORE]
    assert ammo_shown(qtbot, window)[0] == ["0 / 1 rounds"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ammo_shown(qtbot, window) == (["1 / 1 round"], [])
