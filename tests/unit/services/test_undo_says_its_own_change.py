"""An undo's line says the change the undo makes, its own way: the undo of a damage that took a
track from 10 to 7 says "7 → 10" (it said the damage's "10 → 7"), a heal's undo the other way, a
threat step's undo "Threat 1 → 0"; its redo says the action's own change.  Every ruleset's demo,
its first character's health track; in English, Russian and Spanish."""

from __future__ import annotations

import pytest

from app.export.language import LANGUAGES, translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render_event

DEMOS = [("twdu", None), ("afmbe", "norms"), ("afmbe", "unisystem"), ("d10under", None), ("gridlimbs", None)]
#: a damage each ruleset's form takes, typed as a number (no weapon, no armor roll)
DAMAGE = {"twdu": {"damage": 1, "source": "fall", "armor": False}, "afmbe": {"amount": 3, "worn_armor": False},
          "d10under": {"amount": 3}, "gridlimbs": {"amount": 3}}


def _health(services, cid: int) -> int:
    rules, row = services.ruleset, services.characters.character(cid)
    return int(rules.track_values(row.sheet, row.state)[rules.health_track(row.sheet)])


def _said(services, language: str) -> str:
    event = services.campaign.events()[-1]
    return render_event(event, translator_for(language))


@pytest.mark.parametrize(("ruleset", "preset"), DEMOS)
def test_a_damage_s_undo_says_the_health_it_gives_back(tmp_path, qapp, ruleset, preset):
    services = open_services(str(build_demo(tmp_path / f"{ruleset}.deadwatch", ruleset, preset)), Dice(seed=3))
    try:
        services.campaign.start_session("Undo")
        cid = next(int(c.id) for c in services.characters.characters() if c.kind == "pc"
                   and services.ruleset.can_act(c.sheet, c.state))
        before = _health(services, cid)
        assert services.characters.damage(cid, DAMAGE[ruleset]), ruleset
        after = _health(services, cid)
        assert after != before
        there, back = f"{after} → {before}", f"{before} → {after}"
        assert services.campaign.undo()
        assert _health(services, cid) == before
        for language in LANGUAGES:
            said = _said(services, language)
            assert there in said and back not in said, (language, said)
        assert services.campaign.redo()
        for language in LANGUAGES:
            said = _said(services, language)
            assert back in said and there not in said, (language, said)
    finally:
        services.close()


def test_a_heal_s_and_a_threat_step_s_undo_say_their_own_way(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=3))
    try:
        services.campaign.start_session("Undo")
        mia = next(int(c.id) for c in services.characters.characters() if c.name.startswith("Mia"))
        stress = services.characters.character(mia).state["stress"]
        assert stress == 1
        assert services.characters.heal(mia, {"kind": "stress", "amount": 1})
        assert services.campaign.undo()
        assert services.characters.character(mia).state["stress"] == 1
        assert "(Stress 0 → 1)" in _said(services, "en"), _said(services, "en")
        assert "(Стресс 0 → 1)" in _said(services, "ru"), _said(services, "ru")
        level = services.threat.level()
        assert services.threat.step(1, "noise")
        assert services.campaign.undo()
        assert services.threat.level() == level
        for language, threat in (("en", "Threat"), ("ru", "Угроза"), ("es", "Amenaza")):
            said = _said(services, language)
            assert f"{threat} {level + 1} → {level}" in said, said
    finally:
        services.close()
