"""twdu in the dice dock: the weapon picked must reach the range band (a close combat weapon only Short,
the band kept in sight beside it and refused beyond) ("Long Range means that you
need to use Ranged Combat"; at Extreme "Only some special weapons can be used"), read from its
Range on the sheet: said before the roll, and Enter rolls nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_twdu_reach_dock import CTRL, setup

KNIFE = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 2, "range": "short"}
REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}


def test_a_knife_at_long_range_and_a_revolver_at_extreme_are_refused_by_keys(qtbot, tmp_path):
    window, services, dock, rick = setup(qtbot, tmp_path, agility=3, ranged_combat=2, weapons=[KNIFE, REVOLVER])
    assert services.characters.create("Negan", "npc", {"agility": 2, "ranged_combat": 1, "weapons": [REVOLVER]})
    before = len(services.campaign.events())
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(dock.kind_combo, Qt.Key.Key_Home)
    qtbot.keyClick(dock.kind_combo, Qt.Key.Key_Down)
    assert dock.kind_combo.currentText() == "Duel"
    qtbot.waitUntil(lambda: dock.opponent_form is not None and dock.opponent_form.isVisible())
    weapon, band = dock.form.inputs["item"], dock.form.inputs["band"]
    for _ in range(2):  # down the dock: the target (above the form), the weapon
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert window.focusWidget() is weapon and weapon.currentText() == "Knife (+1)"
    # the band in sight beside a close combat weapon too: Long picked, the knife is refused, said before the roll
    assert dock.form.form_layout.isRowVisible(band)
    band.setFocus()
    qtbot.keyClick(band, Qt.Key.Key_Down)  # Long range
    close = "A close combat weapon reaches only Short range."
    qtbot.waitUntil(lambda: dock.odds_label.text().endswith(f"Cannot roll: {close[0].lower()}{close[1:]}</span>"))
    assert dock.form.values()["skill"] == "close_combat"  # the knife's skill, not Ranged Combat
    weapon.setFocus()
    qtbot.keyClick(weapon, Qt.Key.Key_Down)  # the revolver (Range: Long) reaches Long
    assert weapon.currentText() == "Revolver (+2)"
    qtbot.waitUntil(lambda: "Win the duel" in dock.odds_label.text())
    assert dock.form.values()["skill"] == "ranged_combat"
    band.setFocus()
    qtbot.keyClick(band, Qt.Key.Key_Down)  # Extreme
    special = ("Only special weapons reach Extreme range: Revolver has Range Long (the character's sheet, "
               "Gear → Weapons).")
    qtbot.waitUntil(lambda: dock.odds_label.text().endswith(f"Cannot roll: {special[0].lower()}{special[1:]}</span>"))
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, "6 6 6 6 6")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert dock.refusal_label.text() == special and len(services.campaign.events()) == before  # nothing rolled
