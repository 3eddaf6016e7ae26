"""AFMBE norms: a character below zero Life Points is shown as the norms text says, not as "dying"
waiting for a check the console never rolls.  The text: "When you reach below zero, you're
incapacitated (and most likely dying)" and "Run out of life points and you go unconscious. Lose even
more and you die" — it gives no survival roll to make (Hard to Kill's "survival (not the skill)
tests" are named, never given).  So Ctrl+Shift+K has no check for Father Tom at −9, and his badge
reads "Incapacitated" with the rule in its tooltip: death at −(the Life Points total)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, row_tracks
from tests.gui.test_characters_dock import damage_with_keyboard

TEXT = "“incapacitated (and most likely dying)”"


def test_below_zero_in_norms_reads_as_the_text_with_its_rule_in_the_tooltip(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Father Tom", "pc", {"str": 2, "con": 2})  # 26 Life Points
    tom = ids(window)["Father Tom"]
    dock = window.docks["charactersDock"]
    dock.select(tom)
    activate(qtbot, window)
    damage_with_keyboard(qtbot, window, 35)
    assert row_tracks(window, tom)[0] == "Life Points −9/26"
    badges = dock.badges(tom)
    shown = badges.html.replace("&nbsp;", " ")
    assert "Incapacitated" in shown and "dying" not in shown
    assert any(tip.startswith("Incapacitated: Below zero Life Points: " + TEXT) for tip in badges.tips), badges.tips
    assert any("no survival roll" in tip and "at −26 Life Points" in tip for tip in badges.tips), badges.tips
    assert not dock.act_checks.isEnabled()  # nothing the console would roll: no check due
    QApplication.processEvents()
