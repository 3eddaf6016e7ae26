"""The damage preview on a Walker (a zombie on the roster) said "Broken: one stress and a critical
injury." while Enter then logged "Down for good: the dead take no stress and no critical injury.":
the preview read the state without the roster's kind.  It says what the action then applies, and
the form asks a zombie for no critical injury (a living NPC is still asked)."""

from __future__ import annotations

from tests.unit.services.twdu_party import lines, twdu_services

ATTACK = {"damage": 3, "source": "attack", "armor": False}


def _said(outcome) -> list[str]:  # noqa: ANN001
    return [line.text for line in outcome.lines]


def test_the_preview_on_a_walker_says_down_for_good_as_the_action_does(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        said = _said(services.characters.preview(ids["Walker"], ATTACK))
        assert said == ["Down for good: the dead take no stress and no critical injury."]
        assert services.characters.damage(ids["Walker"], ATTACK)
        assert lines(services)[-1].endswith(said[0])
    finally:
        services.close()


def test_the_walkers_damage_form_asks_for_no_critical_injury(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        rules = services.ruleset
        walker = services.characters.character(ids["Walker"])
        rick = services.characters.character(ids["Rick"])
        form = rules.damage_rules().damage_form(walker.sheet, rules.with_kind(walker.kind, walker.state))
        living = rules.damage_rules().damage_form(rick.sheet, rules.with_kind(rick.kind, rick.state))
        assert [f.key for f in form] == ["damage", "source", "armor"]
        assert "injury_name" in [f.key for f in living]
        assert "Broken: one stress" in _said(services.characters.preview(ids["Rick"], ATTACK))[0]
    finally:
        services.close()
