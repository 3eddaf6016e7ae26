"""AFMBE norms: a character below zero Life Points awaits the GM's call, not a death at a number.
The text: "Run out of life points and you go unconscious. Lose even more and you die" and "When you
reach below zero, you're incapacitated (and most likely dying)": no number, no roll.  The console
marked him dead at −(his Life Points total).  Now Father Tom at −9 shows the call on his row, two
buttons without a die (dies, as the text says, or kept alive, unconscious); Space on one makes it,
one log line; kept alive, his badge reads "Incapacitated" with the text's words in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, row_tracks
from tests.gui.test_afmbe_zombie_call_keys import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_characters_dock import damage_with_keyboard

TEXT = "“incapacitated (and most likely dying)”"


def test_below_zero_in_norms_the_gms_call_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Father Tom", "pc", {"str": 2, "con": 2})  # 26 Life Points
    tom = ids(window)["Father Tom"]
    dock = window.docks["charactersDock"]
    dock.select(tom)
    activate(qtbot, window)
    damage_with_keyboard(qtbot, window, 35)
    settle()
    assert row_tracks(window, tom)[0] == "Life Points −9/26"
    cell = dock.checks(tom)
    assert [b.text() for b in cell.check_buttons.values()] == ["Dies, as the text says", "Kept alive, unconscious"]
    assert "Below zero: the GM&#x27;s call" in cell.badges.text().replace("&nbsp;", " ")
    assert dock.act_checks.isEnabled()  # Ctrl+Shift+K asks it too
    button = cell.check_buttons["kept_alive"]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    settle()
    assert last_log_line(window) == (
        "Father Tom: Kept alive, unconscious — The GM's call at −9 Life Points: kept alive, unconscious.")
    assert not services.characters.character(tom).state["dead"]
    badges = dock.badges(tom)
    assert "Incapacitated" in badges.html.replace("&nbsp;", " ")
    assert any(tip.startswith("Incapacitated: Below zero Life Points: " + TEXT) for tip in badges.tips), badges.tips
    assert dock.checks(tom) is None  # the call made: nothing awaits until he loses more
