"""AFMBE: a weapon's damage typed with a Latin x ("d6x4", as a keyboard has it) reads with the
multiplication sign wherever the console shows it: the dice dock's weapon, the damage rolled in the
log ("d6×4", as the books and the demo write it); the dock and the log showed "d6x4"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_autofire_ammo_keys import pick_with_keys, tab_to
from tests.gui.test_fight_by_keys import campaign_window, lines, start_fight

SHOTGUN = {"name": "", "damage": "d6x4", "damage_type": "bullet", "ranged": True, "ammo": 5}
DANA = {"dex": 3, "skills": [{"name": "Guns", "type": "Shotgun", "level": 3}], "weapons": [SHOTGUN]}


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_a_damage_typed_d6x4_reads_d6_times_4_in_the_dock_and_the_log(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", people=[("Dana", "pc", DANA),
                                                                         ("Zed", "zombie", {})])
    services = window.services
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    keys = Keys(qtbot)
    dice = window.docks["diceDock"]
    window.docks["initiativeDock"].tree.setFocus()
    start_fight(keys, window, qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_R)
    settle()
    while services.initiative.current().character_id != ids["Dana"]:
        services.initiative.next_turn()
    settle()
    window.selection.select_character(ids["Dana"])
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    pick_with_keys(qtbot, dice.kind_combo, "Attack against a dodge or block")
    settle()
    tab_to(qtbot, dice.form.inputs["weapon"])
    assert dice.form.inputs["weapon"].currentText() == "d6×4"
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("9")
    keys.key(Qt.Key.Key_Return)  # a hit: its damage offered, its dice to type
    settle()
    assert "hit" in lines(window)[-1], lines(window)[-1]
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("3")
    keys.key(Qt.Key.Key_Return)
    settle()
    said = "\n".join(lines(window)[-2:])
    assert "d6×4" in said and "d6x4" not in said, said
