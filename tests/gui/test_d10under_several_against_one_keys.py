"""d10under from the keyboard: two different players against one zombie in the melee groups
(Ctrl+Alt+G), each with its own Agility ("Каждая сражающаяся сторона кидает столько кубов Д10,
сколько у них атак"), and when they win "Если же например 3 игрока победили 1 зомби (или 3 зомби 1
игрока) то КАЖДЫЙ наносит ему полный урон": each deals the zombie full damage.  The group's exact
odds are shown before the roll; one Ctrl+Z takes both hits back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, tab_to, type_number

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def health(services, cid):
    return services.characters.character(cid).state["health"]


def test_two_players_against_one_zombie_each_deal_full_damage_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Ann", "pc", {"agility": 6})  # 3 attacks, 25 damage
    assert services.characters.create("Ben", "pc", {"agility": 4, "strength": 6})  # 2 attacks, 30 damage
    assert services.characters.create("Z1", "zombie", {"agility": 2})  # 1 attack
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Yard")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = window.docks["diceDock"].melee.dialog
    activate(qtbot, dialog)
    groups = {row.fighter.name: row.group for row in dialog.rows}
    for name in ("Ann", "Ben", "Z1"):  # all three in group 1: the two players against Z1
        tab_to(qtbot, groups[name])
        type_number(qtbot, groups[name], "1")
    tab_to(qtbot, dialog.set_button)
    qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
    assert services.melee.groups() == [([who["Ann"], who["Ben"]], [who["Z1"]])]
    # five dice against one, the players' Agility higher on a tie: they lose only to a die of Z1
    # above all five, (0^5 + 1^5 + … + 9^5) / 10^6 = 12.1%
    item = dialog.groups_list.item(0).text()
    assert item.startswith("1. Ann, Ben against Z1 — Ann, Ben: Win the exchange 87.9%")
    assert dialog.faces_edit.hasFocus()  # the table's dice next (the list of exchanges had the focus)
    # a lone winner (Z1, should it win) hits one of its choice; the players who win each hit
    assert [dialog.target_combo.itemText(i) for i in range(dialog.target_combo.count())] == ["Ann", "Ben"]
    tab_to(qtbot, dialog.faces_edit)
    qtbot.keyClicks(dialog.faces_edit, "9 2 3 4 5 6")  # Ann 9 2 3, Ben 4 5, Z1 6
    qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)
    assert dialog.refusal_label.text() == ""
    said = dialog.result_label.text()
    assert "Ann hits Z1: 25 damage" in said and "Ben hits Z1: 30 damage" in said
    assert health(services, who["Z1"]) == 100 - 25 - 30
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert health(services, who["Z1"]) == 100
    dialog.close()
