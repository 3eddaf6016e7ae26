"""twdu, the damage dialog (D on Ben, damage 2, dice "5"): the D6 of the minutes a Broken character
stays down ("Without first aid a Broken character gets back up with Health 1 after D6 minutes") was
said neither in the preview nor in the damage's line, though "5 min pass … up again" came of it
later.  Both say it now, for the GM alone.  Once the unnamed injury's D66 is typed ("5 2"), the roster's
tag names the injury rolled: "Critical injury 52", not "Critical injury" still.  A healed injury asks
for its D66 no more.  Time passing says beforehand whom it kills, and when."""

from __future__ import annotations

import pytest

from app.services.logtext import qt_translate, render, render_event
from tests.unit.services.twdu_party import set_state, twdu_services

HIT = {"damage": 3, "source": "attack", "armor": False}
MINUTES = {
    "en": "Broken for 5 minutes without first aid, then up with Health 1 (the GM's secret die).",
    "ru": "Вне строя 5 минут без первой помощи, затем снова на ногах со Здоровьем 1 (тайный кубик ведущего).",
    "es": "Fuera de combate 5 minutos sin primeros auxilios; luego en pie con Salud 1 (dado secreto del DJ).",
}
TAG = {"en": "Critical injury 52", "ru": "Критическая травма 52", "es": "Herida crítica 52"}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_broken_minutes_are_said_in_the_preview_and_the_damage_line(tmp_path, qapp, language):
    from ui.i18n import set_language

    services, ids = twdu_services(tmp_path)
    try:
        preview = services.characters.preview(ids["Ben"], HIT, faces="5")  # 5 minutes down; no recovery die yet
        assert services.characters.damage(ids["Ben"], HIT, faces="5")
        assert set_language(language)
        said = [render(line.text, dict(line.args), "rules", qt_translate) for line in preview.lines]
        assert MINUTES[language] in said
        assert render_event(services.campaign.events()[-1]).endswith(MINUTES[language])
    finally:
        set_language("en")
        services.close()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_tag_names_the_injury_rolled(tmp_path, qapp, language):
    from ui.i18n import set_language
    from ui.widgets.condition_text import condition_name

    services, ids = twdu_services(tmp_path)
    try:
        assert services.characters.damage(ids["Ben"], HIT, faces="5")
        check = services.rolls.check_kind(ids["Ben"], "critical_injury")
        assert check is not None
        from app.services.rolls.service import RollRequest

        assert services.rolls.roll(RollRequest(check, ids["Ben"], {}), "5 2")
        ben = services.characters.character(ids["Ben"])
        injury = next(c for c in services.ruleset.conditions(ben.sheet, ben.state) if c.key.startswith("injury:"))
        assert set_language(language)
        assert condition_name(injury) == TAG[language]
    finally:
        set_language("en")
        services.close()


def test_a_healed_injury_asks_for_its_d66_no_more(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        assert services.characters.damage(ids["Ben"], HIT, faces="5")
        ben = services.characters.character(ids["Ben"])
        # as a campaign kept an injury taken unnamed before its recovery waited for the table's entry
        old = {k: v for k, v in ben.state["injuries"][0].items() if k != "entry"}
        set_state(services, ids["Ben"], injuries=[{**old, "recovery": 2}])
        rules = services.ruleset.check_rules()
        ben = services.characters.character(ids["Ben"])
        assert [c.value for c in rules.checks_due(ben.sheet, ben.state)] == ["critical_injury"]
        assert services.game_time.pass_time(2 * 1440)  # healed
        ben = services.characters.character(ids["Ben"])
        assert rules.checks_due(ben.sheet, ben.state) == []
    finally:
        services.close()


def test_time_passing_says_whom_it_kills_and_when(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        lethal = {**HIT, "injury_name": "Gut wound", "injury_lethal": True, "injury_time_unit": "hours"}
        assert services.characters.damage(ids["Mia"], lethal, faces="3 2 4")  # dies in 3 hours
        assert services.game_time.deaths(60) == []
        assert services.game_time.deaths(5 * 1440) == [("Mia", 180)]
        assert services.game_time.pass_time(5 * 1440)
        assert services.characters.character(ids["Mia"]).state["dead"]
        assert services.game_time.deaths(60) == []  # the dead die no more
    finally:
        services.close()


def test_the_player_s_phone_reads_dead_not_battered(tmp_path, qapp):
    from app.services.player_links import character_sheet

    services, ids = twdu_services(tmp_path)
    try:
        lethal = {**HIT, "injury_name": "Gut wound", "injury_lethal": True, "injury_time_unit": "hours"}
        assert services.characters.damage(ids["Mia"], lethal, faces="3 2 4")
        assert services.game_time.pass_time(10)  # the Broken minutes over: up again with Health 1
        assert services.game_time.pass_time(5 * 1440)  # the lethal injury's time runs out
        mia = services.characters.character(ids["Mia"])
        assert mia.state["dead"] and mia.state["health"] == 1
        health = next(t for t in character_sheet(services.ruleset, mia, qt_translate)["tracks"] if t["main"])
        assert health["word"] == "Dead" and "Battered" not in health["text"]
    finally:
        services.close()
