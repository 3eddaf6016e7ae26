"""Issue 41: the twdu Shot (F, or Ctrl+Shift+D → Shot) had no distance and no Extreme range: "Range
now" offered Short and Long alone, while the duel turned a distance into its band.  The shot takes the
duel's distance now (metres or zones apart): "Anything beyond two zones or 100 meters is considered
Extreme Range. Only some special weapons can be used at that distance" — 150 m sets Extreme, and the
demo's revolver, whose Range is Long, is refused there before the roll (Enter rolls nothing); 60 m is
Long, Ranged Combat; zones count too.  By keys."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.test_afmbe_dice_reach import type_number
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line, pick_with_keys, tab_to
from tests.gui.test_dock_keys_behind_tabs import demo_window
from tests.gui.test_twdu_shot_band_keys import _fire_with_ana

SPECIAL = "Only special weapons reach Extreme range: Revolver has Range Long (the character's sheet, Gear → Weapons)."


def test_a_distance_typed_sets_the_shots_band_and_extreme_refuses_the_revolver(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path)
    services = window.services
    dock = _fire_with_ana(qtbot, window)
    assert dock.kind_combo.currentText() == "Shot"
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)  # to the roll's kind, then Tab down the form
    qtbot.waitUntil(lambda: dock.form.inputs["distance"].isVisible())
    distance, band = dock.form.inputs["distance"], dock.form.inputs["band"]
    assert [band.itemData(i) for i in range(band.count())] == ["short", "long", "extreme"]
    tab_to(qtbot, distance)
    type_number(qtbot, distance, "150")
    assert band.currentText() == "Extreme range: Ranged Combat"
    qtbot.waitUntil(lambda: dock.odds_label.text().endswith(f"Cannot roll: {SPECIAL[0].lower()}{SPECIAL[1:]}</span>"))
    before = len(services.campaign.events())
    qtbot.keyClick(distance, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)  # the typed dice
    assert dock.faces_edit.hasFocus()
    qtbot.keyClicks(dock.faces_edit, "6 6 6 6 6 6 6 6 6")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert dock.refusal_label.text() == SPECIAL and len(services.campaign.events()) == before
    tab_to(qtbot, distance)
    type_number(qtbot, distance, "60")
    assert band.currentData() == "long"
    qtbot.waitUntil(lambda: dock.parts_label.text().startswith("9 × d6 = Agility 4 + Ranged Combat 3 + gear 2"))
    unit = dock.form.inputs["distance_unit"]
    tab_to(qtbot, unit)
    pick_with_keys(qtbot, unit, "zones apart (0: the same zone)")  # 60 zones: Extreme again
    assert band.currentData() == "extreme"
    tab_to(qtbot, distance)
    type_number(qtbot, distance, "2")  # "two zones": Long
    assert band.currentData() == "long"
    qtbot.waitUntil(lambda: "Cannot roll" not in dock.odds_label.text())
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(services.campaign.events()) > before)
    assert "Ana Reyes rolls Shot (Revolver, Long range: Ranged Combat)" in last_log_line(window)
