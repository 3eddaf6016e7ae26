"""AFMBE: after an attack, the lines right over its result are the next roll's, and say so.

AFMBE's attack lays its form out compact: its odds stand above the typed dice (out of sight once the
result shows) and the roll's working under Roll, right over the result.  After Father Tom's first
attack that line read "d10 + Dexterity 2 + Hand Weapon 3 − several actions 2 = d10 +3" over "Total 11
against 9: hit": the second attack's working, with no "Next roll:" where every other ruleset's dock
puts it before the next roll's odds.  Now it reads "Next roll: d10 + …", and the plain working again
before a roll."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window


def test_the_working_over_an_attack_s_result_is_the_next_roll_s(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "unisystem")
    services = window.services
    people = services.characters.characters()
    assert services.initiative.start([c.id for c in people])
    assert services.initiative.roll()
    dock = window.docks["diceDock"]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    QApplication.processEvents()
    assert dock.kind_combo.currentData() == "attack" and dock.explaining.compact
    before = dock.parts_label.text()
    assert before.startswith("d10 + "), before  # no result yet: the working alone
    keys.key(Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: dock.result_view.isVisible())
    QApplication.processEvents()
    after = dock.parts_label.text()
    assert after.startswith("Next roll: d10 + ") and "several actions 2" in after, after
    assert dock.odds_label.text().startswith("Next roll: "), dock.odds_label.text()
