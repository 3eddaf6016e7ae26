"""Words a game master met in the AFMBE demos: a Russian log read «оружие d6×STR» (the attribute left
in English); «Moribundo: −5» and «При смерти: −5» did not say what the −5 is; and «новая проверка
Выживания» was capitalised where the other lines write «проверка выживания»."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.export.language import english, translator_for
from app.rules.afmbe import ruleset as afmbe
from app.rules.dice import TypedDice
from app.services.logtext import render, render_value

I18N = Path(__file__).resolve().parents[2] / "i18n"


def bat_blow():
    rules = afmbe("norms")
    sheet = {"str": 3, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 2}
    return rules.damage_rules().apply_damage(sheet, rules.initial_state(sheet), {"weapon": "d6×STR", "attacker_str": 3},
                              TypedDice([2])).arithmetic


@pytest.mark.parametrize(("language", "start"), [("en", "weapon d6×STR: "), ("ru", "оружие d6×СИЛ: "),
                                                 ("es", "arma d6×FUE: ")])
def test_a_weapons_strength_reads_in_the_logs_language(language, start):
    translate = english if language == "en" else translator_for(language)
    assert render_value(bat_blow(), translate).startswith(start)


@pytest.mark.parametrize(("language", "shown"), [("en", "Dying: penalty −5 to every action"),
                                                 ("ru", "При смерти: штраф −5 ко всем действиям"),
                                                 ("es", "Agonía: penalización −5 a todas las acciones")])
def test_the_dying_penalty_says_what_it_is(language, shown):
    rules = afmbe("unisystem")
    sheet = {"str": 2, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 2}
    state = {**rules.initial_state(sheet), "life_points": -12}
    translate = english if language == "en" else translator_for(language)
    [dying] = [c for c in rules.conditions(sheet, state) if c.key == "dying"]
    assert render(dying.label, {}, "rules", translate) + ": " + render(dying.detail, dying.args, "rules",
                                                                       translate) == shown


def test_the_survival_check_is_written_in_lower_case_in_russian():
    root = ET.parse(I18N / "deadwatch_ru.ts").getroot()
    capital = [t.text for t in root.iter("translation") if t.text and re.search(r"проверк\w* Выживани", t.text)]
    assert capital == []
