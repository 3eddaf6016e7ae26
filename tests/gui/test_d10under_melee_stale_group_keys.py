"""d10under's melee groups dialog (Ctrl+Alt+G): a group set before whose other side has since died
offered «A lone winner hits: Vera» (one of its own winners) and a roll; and after the first grouping
(Alt+F), before the groups were set (Alt+S), the old group picked below still offered its target and
its dice.  Neither offers a roll now until the groups are set again; set, the picked group's dice are
named fighter by fighter."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, tab_to

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def test_a_stale_group_offers_no_target_or_roll_until_the_groups_are_set(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Ann", "pc", {"agility": 6})
    assert services.characters.create("Ben", "pc", {"agility": 4})
    for i in range(1, 4):
        assert services.characters.create(f"Z{i}", "zombie", {"agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Yard")
    assert services.melee.set_groups([([who["Ann"]], [who["Z3"]]), ([who["Ben"]], [who["Z1"]])])
    assert services.characters.damage(who["Z3"], {"amount": 200})  # Ann's zombie falls
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = window.docks["diceDock"].melee.dialog
    activate(qtbot, dialog)
    tab_to(qtbot, dialog.groups_list)
    qtbot.keyClick(dialog.groups_list, Qt.Key.Key_Home)
    assert "no one is left on the other side" in dialog.groups_list.item(0).text()
    assert not dialog.target_combo.isEnabled() and not dialog.roll_button.isEnabled()
    assert dialog.target_combo.count() == 0  # no "Ann" offered as the one a lone winner hits
    # the first grouping numbers Ann against Z1, Ben against Z2: not set yet, nothing to roll in
    # Ben against Z1 below
    tab_to(qtbot, dialog.first_button)
    qtbot.keyClick(dialog.first_button, Qt.Key.Key_Space)
    qtbot.keyClick(dialog.groups_list, Qt.Key.Key_End)
    assert not dialog.roll_button.isEnabled() and not dialog.dice_label.isVisible()
    tab_to(qtbot, dialog.set_button)
    qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
    assert dialog.roll_button.isEnabled()
    assert dialog.groups_list.currentItem().text().startswith("2. Ben against Z2")
    said = dialog.dice_label.text()
    assert said == "Dice to type, in this order: Ben: 2 × d10; Z2: 1 × d10", said
