"""After an attack typed from the table, "Roll the damage on X" takes the table's dice too: with
the focus on the offer, the dock's message line says how many dice of which kind the damage takes
("Table dice for this damage: 1 × d6"); the die typed goes to the typed dice and Enter applies the
damage with it (the log: "dice from the table"), or Ctrl+R lets the console roll it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
SAID = ("Table dice for this damage, in this order: 1 × d6 (Damage). "
        "Type them (then Enter), or Ctrl+R to let the console roll.")


def _typed_hit(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, faces="7")  # 7 + 3 + 2 = 12: a hit, Decent
    offer = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(offer.hasFocus)
    return window, dock, offer


def test_the_damage_after_a_typed_attack_takes_the_table_s_die(qtbot, tmp_path):
    window, dock, offer = _typed_hit(qtbot, tmp_path)
    assert dock.refusal_label.text() == SAID
    qtbot.keyClick(offer, Qt.Key.Key_5)  # the die typed on the offer goes to the typed dice
    assert dock.faces_edit.hasFocus() and dock.faces_edit.text() == "5"
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    line = last_log_line(window)
    assert line.startswith("Damage to Biter, dice from the table: weapon d6×4: d6 5"), line


def test_ctrl_r_lets_the_console_roll_the_damage(qtbot, tmp_path):
    window, dock, offer = _typed_hit(qtbot, tmp_path)
    qtbot.keyClick(offer, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    line = last_log_line(window)
    assert line.startswith("Damage to Biter: weapon d6×4"), line
