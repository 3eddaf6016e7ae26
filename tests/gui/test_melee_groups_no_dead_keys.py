"""The melee groups dialog offers no dead fighter as an opponent: a zombie put down has no row,
the rules' first grouping pairs the living only, and a group set before a zombie fell no longer
names it (its exchange is rolled by those still standing)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, tab_to

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def test_the_dead_are_offered_to_nobody(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    window.resize(1366, 768)
    services = window.services
    assert services.characters.create("Ann", "pc", {"agility": 6})
    assert services.characters.create("Ben", "pc", {"agility": 4})
    for i in range(1, 5):
        assert services.characters.create(f"Z{i}", "zombie", {"agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Yard")
    assert services.characters.damage(who["Z1"], {"amount": 200})  # put down before the groups
    assert services.ruleset.is_dead(services.characters.character(who["Z1"]).sheet,
                                    services.characters.character(who["Z1"]).state)
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = dock.melee.dialog
    assert dialog is not None
    activate(qtbot, dialog)
    assert [row.fighter.name for row in dialog.rows] == ["Ann", "Ben", "Z2", "Z3", "Z4"]
    assert all("Z1" not in row.name.text() for row in dialog.rows)
    tab_to(qtbot, dialog.first_button)
    qtbot.keyClick(dialog.first_button, Qt.Key.Key_Space)  # the rules' first grouping
    tab_to(qtbot, dialog.set_button)
    qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
    groups = services.melee.groups()
    assert groups and who["Z1"] not in {cid for one, two in groups for cid in (*one, *two)}
    texts = [dialog.groups_list.item(i).text() for i in range(dialog.groups_list.count())]
    assert texts and all("Z1" not in text for text in texts)
    # Z2 falls after the groups were set: its group names it no more, nor does the lone winner's pick
    assert services.characters.damage(who["Z2"], {"amount": 200})
    texts = [dialog.groups_list.item(i).text() for i in range(dialog.groups_list.count())]
    assert all("Z2" not in text for text in texts), texts
    for index in range(dialog.groups_list.count()):
        dialog.groups_list.setCurrentRow(index)
        picks = [dialog.target_combo.itemText(i) for i in range(dialog.target_combo.count())]
        assert "Z1" not in picks and "Z2" not in picks
    dialog.close()
