"""The threat dial's declaration: twdu names its seven levels; other rulesets get a plain 0-6 meter."""

from __future__ import annotations

from app.rules import get_ruleset


def test_twdu_declares_the_seven_levels_of_the_text() -> None:
    levels = get_ruleset("twdu").threat_levels()
    assert [t.level for t in levels] == list(range(7))
    assert levels[0].name == "Safe"
    assert levels[0].situation == "You are in a cleared area and safe. For now."
    assert levels[6].situation == "The dead are in your face, surrounding you. Good luck."


def test_every_ruleset_clamps_the_dial_to_0_6() -> None:
    for rid, preset in (("twdu", None), ("afmbe", "norms"), ("d10under", None), ("gridlimbs", None)):
        rules = get_ruleset(rid, preset)
        assert rules.change_threat(5, 2) == 6  # never 7
        assert rules.change_threat(1, -3) == 0
        assert rules.change_threat(3, 1) == 4


def test_rulesets_without_threat_name_no_levels() -> None:
    assert get_ruleset("d10under").threat_levels() == ()
    assert "threat" not in get_ruleset("d10under").features
