"""The dice dock's default target is of the other side, never an ally: Dana's attack goes at the
Shambler, not at Orderly Vic (an NPC listed first, on the party's side); the Shambler's at a living
character; another roller does not keep the last roller's target when it is on its own side; a
target the GM picks stays while that roller rolls."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys, tab_to

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
ATTACK = "Attack against a dodge or block"


def test_the_default_target_is_of_the_other_side(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana Cruz", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Father Tom", "pc", {"dex": 2})
    assert services.characters.create("Orderly Vic", "npc", {"dex": 2})
    assert services.characters.create("Shambler", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    dock = window.docks["diceDock"]
    window.selection.select_character(who["Dana Cruz"])
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, ATTACK)
    assert dock.opponent_combo.currentText() == "Shambler"  # not Orderly Vic, listed before it
    window.selection.select_character(who["Shambler"])
    assert dock.character_combo.currentText() == "Shambler"
    assert dock.opponent_combo.currentText() in {"Dana Cruz", "Father Tom", "Orderly Vic"}
    dock.opponent_combo.setCurrentIndex(dock.opponent_combo.findData(who["Father Tom"]))
    window.selection.select_character(who["Orderly Vic"])  # Vic rolls: Father Tom is on his side
    assert dock.character_combo.currentText() == "Orderly Vic"
    activate(qtbot, window)  # his own first roll (a task), the GM picks his attack
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, ATTACK)
    assert dock.opponent_combo.currentText() == "Shambler"
    # the GM's own pick, by keys in the box, stays while that roller rolls
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Father Tom")
    dock.forms.fill_kinds(keep_same=True)  # a change of the roller's record: the kinds are read again
    assert dock.opponent_combo.currentText() == "Father Tom"
