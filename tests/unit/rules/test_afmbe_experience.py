"""Experience in afmbe (norms "Experience"): the text's raising limits."""

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError


@pytest.fixture
def rules():
    return get_ruleset("afmbe", "norms")


def sheet_with_guns(rules):
    sheet = rules.new_sheet()
    sheet["skills"] = [{"name": "Guns", "type": "Handgun", "special": False, "level": 3,
                        "specializations": "", "native": False}]
    return sheet


def test_strength_and_constitution_raise_twice_the_others_once(rules):
    sheet = sheet_with_guns(rules)
    assert rules.experience_rules().apply_raise(sheet, "attr:str", {"attr:str": 1})["str"] == 3
    with pytest.raises(RulesError, match="only twice"):
        rules.experience_rules().apply_raise(sheet, "attr:con", {"attr:con": 2})
    with pytest.raises(RulesError, match="only once"):
        rules.experience_rules().apply_raise(sheet, "attr:per", {"attr:per": 1})


def test_no_attribute_above_the_human_limit_of_six(rules):
    sheet = sheet_with_guns(rules)
    sheet["wil"] = 6
    refusal = dict((c.value, r) for c, r in rules.experience_rules().raise_options(sheet, {}))["attr:wil"]
    assert refusal == "No experience raises an attribute above 6."


def test_raising_a_skill_carries_its_level(rules):
    raised = rules.experience_rules().apply_raise(sheet_with_guns(rules), "skill:0", {})
    assert raised["skills"][0]["level"] == 4
    assert rules.experience_rules().style == "points"


def test_the_raise_list_follows_the_sheet_and_shows_each_level_and_the_next(rules):
    sheet = sheet_with_guns(rules)
    sheet["skills"][0]["level"] = 3
    sheet["skills"].append({"name": "Dodge", "type": "", "special": False, "level": 10,
                            "specializations": "", "native": False})
    options = rules.experience_rules().raise_options(sheet, {"attr:dex": 1})
    keys = [choice.value for choice, _ in options]
    assert keys[:6] == ["attr:str", "attr:dex", "attr:con", "attr:int", "attr:per", "attr:wil"]  # the sheet's order
    shown = {choice.value: (choice.suffix, refusal) for choice, refusal in options}
    assert shown["attr:str"] == (f"{sheet['str']} → {sheet['str'] + 1}", "")
    assert shown["attr:dex"] == (str(sheet["dex"]), "This attribute can be raised only once.")
    assert shown["skill:0"] == ("(Handgun) 3 → 4", "")
    assert shown["skill:1"] == ("10", "This skill is at its highest level, 10.")
