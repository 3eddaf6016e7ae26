"""A Broken character is no swarm roller (twdu: "Broken … any skill roll fails"): picked before she
broke, she is left out of the rollers (her row back to nobody, the odds without her); picked again by
the GM, her row says why she rolls nothing.  In Russian, by keys: Ctrl+Shift+W, the arrows in the
"Who rolls" boxes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_afmbe_dice_reach import ids, pick_with_keys
from tests.gui.test_dock_keys_behind_tabs import demo_window
from tests.gui.test_swarm_dead_after_step import CTRL_SHIFT
from ui import i18n

SAID = {
    "en": ("— nobody —", "Mia Chen, Close Combat: 0 dice — Broken: every roll fails",
           "Mia Chen — Broken: every roll fails"),
    "ru": ("— никто —", "Mia Chen, Ближний бой: 0 кубиков — Вне строя: любой бросок проваливается",
           "Mia Chen — Вне строя: любой бросок проваливается"),
    "es": ("— nadie —", "Mia Chen, Combate cuerpo a cuerpo: 0 dados — Fuera de combate: toda tirada falla",
           "Mia Chen — Fuera de combate: toda tirada falla"),
}


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["ru", "en", "es"])
def test_a_broken_character_is_left_out_of_the_swarm_rollers(qtbot, tmp_path, lang):
    nobody, why, marked = SAID[lang]
    assert i18n.set_language(lang)
    try:
        window = demo_window(qtbot, tmp_path, "twdu")
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(12)
        dock = window.docks["swarmDock"]
        box = dock.round_box
        for _ in range(2):  # to the count of dead, then the fight started on the first "Who rolls"
            qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
            settle()
        assert services.swarm.active()
        for (who, _skill, _extra), name in zip(box.rollers, ("Ana Reyes", "Ben Okafor", "Mia Chen"), strict=True):
            who.setFocus()
            pick_with_keys(qtbot, who, name)
        settle()
        assert len([label for label, _ in box.plan_labels if label.isVisible()]) == 3
        with_her = box.odds.text()
        mia = ids(window)["Mia Chen"]
        assert services.characters.damage(mia, {"damage": 3, "source": "attack"})  # Broken
        settle()
        assert services.characters.character(mia).state["health"] == 0
        third = box.rollers[2][0]
        assert third.currentData(Qt.ItemDataRole.UserRole) is None and third.currentText() == nobody
        assert box.odds.text() != with_her
        assert all(label.text().split(",")[0] != "Mia Chen" for label, _ in box.plan_labels if label.isVisible())
        third.setFocus()
        assert third.findText(marked) > 0  # her name in the list says why she rolls nothing
        pick_with_keys(qtbot, third, marked)  # the GM picks her all the same: her row says why
        settle()
        assert third.currentData(Qt.ItemDataRole.UserRole) == mia
        assert why in [label.text() for label, _ in box.plan_labels if label.isVisible()]
    finally:
        i18n.set_language("en")
