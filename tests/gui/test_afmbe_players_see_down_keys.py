"""AFMBE norms demo (issue 41): F5 showed the players "Father Tom — Life Points -5/34": no word that he
is down, and a hyphen where the console shows the minus sign.  The players' screen now says the
rules' word for his state, with the console's "−"."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import ids
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window


def test_f5_says_father_tom_is_down_with_the_minus_sign(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "norms")
    services = window.services
    who = ids(window)
    tom = services.characters.character(who["Father Tom"])
    left = services.ruleset.track_values(tom.sheet, tom.state)["life_points"]
    assert services.characters.damage(who["Father Tom"], {"amount": left + 5})
    assert services.initiative.start(list(who.values()), name="Ward")
    display = window.player.display
    Keys(qtbot).key(Qt.Key.Key_F5)
    qtbot.waitUntil(display.isVisible)
    qtbot.waitUntil(lambda: "Father Tom" in display.order.text())
    row = next(line for line in display.order.text().splitlines() if "Father Tom" in line)
    assert "Father Tom — Life Points −5/34 · Unconscious" in row, row
