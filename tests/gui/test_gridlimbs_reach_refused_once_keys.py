"""A strike out of melee reach is refused once: the dice dock's odds line said "Cannot roll: Out of
melee reach…" in red, and Ctrl+R from the fight list printed the same refusal twice more in red (the
dice dock's message line and the fight list's).  Now Ctrl+R says it in the dice dock alone, where
the roll is set up (and the status bar, in its normal colour), and nothing is written."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from tests.gui.test_map_shot import create

STRIKE = "Strike in melee (always hits)"
REFUSED = ("Out of melee reach: the two tokens are 3 tiles apart on the map, and the katana strikes only an "
           "adjacent tile (not a diagonal one).")


def test_a_strike_out_of_reach_is_refused_in_red_once(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", strength=3, right_hand=60, starting_item="katana", max_hp=20, speed=9)
    zed = create(window, "Shambler 1", "zombie", max_hp=20, speed=1)
    services.battle_map.set_size(10, 8)
    services.battle_map.place({kit: (7, 5), zed: (8, 3)})  # H6 and I4
    services.campaign.execute(StartEncounter([kit, zed]))
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    dice.kind_combo.setFocus()
    pick_with_keys(qtbot, dice.kind_combo, STRIKE)
    qtbot.waitUntil(lambda: REFUSED[1:] in dice.odds_label.text())  # read on after a colon
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()  # the GM acts from the fight list
    events = len(services.campaign.events())
    Keys(qtbot).key(Qt.Key.Key_R, CTRL)
    assert len(services.campaign.events()) == events
    assert REFUSED[1:] in dice.odds_label.text()
    assert dice.refusal_label.text() == REFUSED
    lines = {d.objectName(): d.refusal_line.text() for d in window.docks.values()
             if d is not dice and getattr(d, "refusal_line", None) is not None}
    assert not any(REFUSED[1:] in text for text in lines.values()), lines


def test_a_concealed_katana_s_damage_says_it_is_concealed(qtbot, tmp_path):
    """After the katana is put away, the dock's "Katana … = 7 damage" says the katana is concealed."""
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", strength=3, right_hand=60, starting_item="katana", max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=20)
    services.battle_map.set_size(10, 8)
    services.battle_map.place({kit: (7, 5), zed: (7, 4)})  # side by side
    window.selection.select_character(kit)
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    dice.kind_combo.setFocus()
    pick_with_keys(qtbot, dice.kind_combo, STRIKE)
    qtbot.waitUntil(lambda: "= 7 damage" in dice.parts_label.text())
    assert "concealed" not in dice.parts_label.text()
    activate(qtbot, window)
    Keys(qtbot).key(Qt.Key.Key_S, CTRL | Qt.KeyboardModifier.AltModifier)  # the katana put away
    qtbot.waitUntil(lambda: "the katana is concealed" in dice.parts_label.text())
    assert "= 7 damage" in dice.parts_label.text()
