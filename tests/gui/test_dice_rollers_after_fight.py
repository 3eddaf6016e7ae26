"""The dice dock's list of who rolls follows the roster when a fight's extras leave it (issue 40, the
first night): after a fight with three walkers made as extras ended (Ctrl+Alt+F), "Walker 1" to
"Walker 3" stayed in the dice dock's "Roll for" box, where a GM could still pick them to roll; the
roster had let them go.  A character leaving the roster (or coming back by Undo) is now told to every
dock as one added or removed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys


def rollers(dice) -> list[str]:  # noqa: ANN001
    box = dice.character_combo
    return [box.itemText(i) for i in range(1, box.count())]  # past "(nobody: dice only)"


def test_the_extras_leave_the_dice_docks_rollers_when_the_fight_ends(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
    ana = int(services.characters.characters()[0].id)
    assert services.initiative.start([ana])
    assert services.initiative.add_extras("Walker", 3)
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    qtbot.waitUntil(lambda: rollers(dice) == ["Ana", "Walker 1", "Walker 2", "Walker 3"])
    keys.key(Qt.Key.Key_Escape)  # the fight list
    keys.key(Qt.Key.Key_F, CTRL | ALT)  # the fight ends: the extras leave the roster
    QApplication.processEvents()
    assert services.initiative.view().encounter is None
    assert [c.name for c in services.characters.characters()] == ["Ana"]
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    assert rollers(dice) == ["Ana"]
    keys.key(Qt.Key.Key_Z, CTRL)  # Undo: the fight and its walkers back
    QApplication.processEvents()
    assert rollers(dice) == ["Ana", "Walker 1", "Walker 2", "Walker 3"]
