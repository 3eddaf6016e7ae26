"""twdu: the roster row of an injured character never said how long the injury takes to heal, and its
tooltip said the whole recovery time however much had passed ("Broken ribs: D66 42: −1 die; recovery
9 days" after 2 days and 1 day of Time passes).  The row says the time left, counted down as time
passes ("Cut — 3 days left", «ещё 2 дня», «aún 1 día»)."""

from __future__ import annotations

from app.rules.dice import TypedDice
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_fight_by_keys import campaign_window
from ui import i18n


def _row(window, ana: int) -> str:  # noqa: ANN001
    return window.docks["charactersDock"].badges(ana).html.replace("&nbsp;", " ")


def test_the_roster_row_says_the_injury_s_time_left_as_time_passes(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", people=[("Ana", "pc", {"agility": 3})])
    services = window.services
    ana = next(int(c.id) for c in services.characters.characters())
    services.campaign.dice = TypedDice([3, 2])  # recovery 3 days; Broken 2 minutes
    assert services.characters.damage(ana, {"damage": 3, "armor": False, "injury_name": "Cut"})
    settle()
    assert "Cut — 3 days left" in _row(window, ana), _row(window, ana)
    day = 24 * 60
    assert services.characters.heal(ana, {"kind": "time", "minutes": day})
    settle()
    assert "Cut — 2 days left" in _row(window, ana), _row(window, ana)
    said = {}
    try:
        for language in ("ru", "es"):
            window.set_language(language)
            settle()
            said[language] = _row(window, ana)
        assert services.characters.heal(ana, {"kind": "time", "minutes": day + 60})
        settle()
        said["es, a day and an hour on"] = _row(window, ana)
    finally:
        window.set_language("en")
        i18n.set_language("en")
    assert "Cut — ещё 2 дня" in said["ru"], said
    assert "Cut — aún 2 días" in said["es"], said
    assert "Cut — aún 1 día" in said["es, a day and an hour on"], said
