"""twdu: a character with an injury is not unhurt.  es: the roster read «Salud 3/3 Sin heridas» beside
Ben's «Costillas rotas — aún 1 día».  Now full Health beside a current injury is said by its numbers
alone («Salud 3/3»), the badge saying the injury; one unhurt still reads «Sin heridas»."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.rules.dice import TypedDice
from tests.gui.helpers import activate
from tests.gui.test_afmbe_dice_reach import row_tracks
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.unit.services.twdu_party import set_state, twdu_services
from ui import i18n, open_main_window


def test_full_health_beside_an_injury_is_not_said_unharmed(qtbot, tmp_path):
    services, ids = twdu_services(tmp_path)
    services.campaign.dice = TypedDice([3, 2])
    assert services.characters.damage(ids["Ben"], {"damage": 3, "armor": False, "injury_name": "Cut"})
    set_state(services, ids["Ben"], health=3)
    path = services.campaign.store.path
    services.close()
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    seen = {}
    try:
        for language in ("en", "es"):
            window.set_language(language)
            settle()
            roster = window.docks["charactersDock"]
            seen[language] = (row_tracks(window, ids["Ben"])[0], "Cut" in roster.badges(ids["Ben"]).html,
                              row_tracks(window, ids["Ana"])[0])
    finally:
        window.set_language("en")
        i18n.set_language("en")
    assert seen == {"en": ("Health 3/3", True, "Health 3/3 Unharmed"),
                    "es": ("Salud 3/3", True, "Salud 3/3 Sin heridas")}, seen
