"""The worked arithmetic of a damage reads in the interface's language: no English words in a Russian
or Spanish sum, the English sums of the texts' worked examples unchanged, old logs still readable."""

from __future__ import annotations

import re

import pytest

from app.export.language import english as no_translation
from app.export.language import translator_for
from app.rules.afmbe import resolve_damage
from app.rules.afmbe import ruleset as afmbe
from app.rules.dice import Dice, TypedDice
from app.rules.gridlimbs import ruleset as gridlimbs
from app.rules.worked import english
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render, render_event, render_value
from tests.unit.rules.test_gridlimbs_ruleset import make_sheet


def latin_words(text: str) -> list[str]:
    """Words in Latin letters, die notation (d6, d100) aside."""
    return re.findall(r"[A-Za-z]+", re.sub(r"\bd\d+\b", "", text))


#: the norms' handgun example worked in English: the weapon's ×4, then what the texts say of a bullet
HANDGUN = "weapon d6×4: d6 6 ×4 = 24 − 4 armor = 20, bullet damage after armor ×2 = 40"


def handgun_through_body_armor():
    # norms: "1d6 x 4. Getting a 6 ... 24 damage ... armor ... reduces all damage taken by 4 ... 20 ... 40"
    rules = afmbe("norms")
    sheet = {"str": 3, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 2,
             "armor": [{"name": "Body armor", "value": 4, "covers": "torso"}]}
    return (
        rules.damage_rules()
        .apply_damage(sheet, rules.initial_state(sheet), {"weapon": "d6×4", "damage_type": "bullet"}, TypedDice([6]))
        .arithmetic
    )


def test_the_worked_examples_read_the_same_in_english():
    assert english(handgun_through_body_armor()) == HANDGUN
    assert render_value(handgun_through_body_armor(), no_translation) == HANDGUN
    assert resolve_damage(24, 4, "bullet").arithmetic == "24 − 4 armor = 20, bullet damage after armor ×2 = 40"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("ru", "оружие d6×4: d6 6 ×4 = 24 − 4 броня = 20, урон от пули после брони ×2 = 40"),
        ("es", "arma d6×4: d6 6 ×4 = 24 − 4 blindaje = 20, daño por bala tras el blindaje ×2 = 40"),
    ],
)
def test_the_handgun_example_in_another_language(language, expected):
    assert render_value(handgun_through_body_armor(), translator_for(language)) == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("ru", "20 − 2 броня = 18, Левая рука: урон от пули после брони ×2 = 36, Левая рука > ОЖ/3: 10"),
        (
            "es",
            "20 − 2 blindaje = 18, Brazo izquierdo: daño por bala tras el blindaje ×2 = 36, Brazo izquierdo > PV/3: 10",
        ),
    ],
)
def test_a_location_and_a_disabled_limb_in_another_language(language, expected):
    result = resolve_damage(20, 2, "bullet", "left_arm", life_points_max=30)
    assert result.arithmetic == "20 − 2 armor = 18, Left arm: bullet damage after armor ×2 = 36, Left arm > LP/3: 10"
    assert render_value(result.worked, translator_for(language)) == expected


@pytest.mark.parametrize("kind", ["bludgeoning", "slashing", "bullet", "ap_bullet"])
@pytest.mark.parametrize("location", ["torso", "head", "neck", "vitals", "right_hand", "left_foot"])
def test_no_english_word_in_a_russian_afmbe_sum(kind, location):
    result = resolve_damage(12, 3, kind, location, life_points_max=20)
    assert latin_words(render_value(result.worked, translator_for("ru"))) == []


def test_no_english_word_in_a_russian_gridlimbs_sum():
    rules = gridlimbs()
    sheet = make_sheet(rules, max_hp=12)
    leg = rules.damage_rules().apply_damage(
        sheet, rules.initial_state(sheet), {"amount": 6, "part": "left_leg"}, TypedDice([])
    )
    assert render_value(leg.arithmetic, translator_for("ru")) == "урон 6, основной запас ⌈6/2⌉ = 3"
    assert render_value(leg.arithmetic, translator_for("es")) == "6 de daño, reserva principal ⌈6/2⌉ = 3"
    shot = rules.damage_rules().apply_damage(
        sheet, rules.initial_state(sheet), {"part": "random", "weapon": "pistol"}, TypedDice([99])
    )
    assert english(shot.arithmetic) == "Pistol: 6 damage; d100 rolled 99: Head; 6 damage, main pool 2×6 = 12"
    assert latin_words(render_value(shot.arithmetic, translator_for("ru"))) == []


@pytest.fixture
def afmbe_log(tmp_path, qapp):
    path = tmp_path / "log.deadwatch"
    create_campaign(str(path), "Log", "afmbe", "norms").engine.dispose()
    services = open_services(str(path), Dice(seed=8))
    yield services
    services.close()


def test_the_log_keeps_the_sum_to_read_in_any_language(afmbe_log):
    services = afmbe_log
    event = services.campaign.execute(CreateCharacter("Dana", "pc", services.ruleset.new_sheet()))
    dana = int(event.changes[0]["id"])
    assert services.characters.damage(dana, {"amount": 24, "damage_type": "bullet", "armor": 4, "worn_armor": False})
    damage = services.campaign.events()[-1]
    assert render_event(damage) == (
        "Damage to Dana: 24 − 4 armor = 20, bullet damage after armor ×2 = 40"
        " — 40 damage to Life Points: 26 → \u221214."
    )
    russian = render_event(damage, translator_for("ru"))
    assert russian.startswith("Урон — Dana: 24 − 4 броня = 20, урон от пули после брони ×2 = 40 — ")
    assert latin_words(russian) == ["Dana"]
    spanish = render_event(damage, translator_for("es"))
    assert spanish.startswith("Daño a Dana: 24 − 4 blindaje = 20, daño por bala tras el blindaje ×2 = 40 — ")


def test_a_sum_logged_as_plain_text_before_still_reads():
    args = {"name": "Dana", "arithmetic": "24 − 4 armor = 20, bullet ×2 = 40"}
    assert render("Damage to {name}: {arithmetic}", args, "log", translator_for("ru")) == (
        "Урон — Dana: 24 − 4 armor = 20, bullet ×2 = 40"
    )
