"""The dice dock showed the last fight's result under a new fight's odds: after Vera's shot, the
fight ended and another began with Vera's turn, and "Critical…" from the old fight stood below the
new fight's "Table dice: 1 × d100".  A new fight now starts with no result shown; within a fight
the result stays until the turn passes to another."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fire_raises_dice_keys import _fire_behind

MAKAROV = {"name": "Makarov pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
CTRL = Qt.KeyboardModifier.ControlModifier


def test_a_new_fight_clears_the_last_fights_result(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    window.resize(1366, 768)
    services = window.services
    sheet = services.ruleset.new_sheet()
    sheet.update(agility=9, perception=8, weapons=[MAKAROV])
    assert services.characters.create("Vera", "pc", sheet)
    for name in ("Biter", "Crawler"):
        assert services.characters.create(name, "zombie", {**services.ruleset.new_sheet(), "agility": 1})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Vera"], who["Biter"]], name="Depot")
    window.selection.select_character(who["Vera"])
    dock = _fire_behind(qtbot, window, "Vera", "ammoDock")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, CTRL)
    qtbot.keyClicks(dock.faces_edit, "1")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert last_log_line(window).startswith("Vera rolls Shot (Perception)")
    assert not dock.result_view.isHidden()
    assert "Critical" in dock.result_view.result_label.text() + dock.result_view.dice_label.text()
    assert services.initiative.end()
    assert services.initiative.start([who["Vera"], who["Crawler"]], name="Yard")
    current = services.initiative.current()
    assert current is not None and current.character_id == who["Vera"]  # the same roller's turn
    qtbot.waitUntil(lambda: dock.result_view.isHidden())
    assert dock.result_view.result_label.text() == "" and dock.result_view.dice_label.text() == ""
