"""AFMBE unisystem: the badge of a load carried says what the load does to the character, Speed
first (§5: "ligeramente cargado y sufre una penalizacion de -1,5 a su Velocidad y -1 a todas las
Pruebas o Chequeos que requieran movimiento (como sigilo o iniciativa) … 1D4 Puntos de Resistencia
cada 10 minutos"; "La carga pesada … impone un -4.5 al movimiento y cuesta 1D4 Puntos de Resistencia
cada dos minutos").  The badge named the level alone, and the GM worked the loaded Speed out on paper."""

from __future__ import annotations

import pytest

from app.rules.afmbe import ruleset
from app.services.logtext import render
from tests.unit.rules.test_afmbe_ruleset import body
from ui import i18n
from ui.widgets.condition_text import badge_text, condition_detail


def load_badge(load):
    rs = ruleset("unisystem")
    s = body()  # DEX 3, CON 2: Speed (3 + 2) × 2 = 10
    state = rs.set_load(s, rs.initial_state(s), load).state
    [badge] = [c for c in rs.conditions(s, state) if c.key == "load"]
    return badge


@pytest.mark.parametrize(("load", "detail"), [
    ("light", "Speed 10 → 8.5; −1 to tests that need movement and to initiative; 1d4 Endurance every 10 min"),
    # "La carga media … impone un -3 al movimiento y cuesta 1D4 Puntos de Resistencia cada 5 minutos": the
    # text gives the −1 to movement tests for the light load alone
    ("medium", "Speed 10 → 7; 1d4 Endurance every 5 min"),
    ("heavy", "Speed 10 → 5.5; 1d4 Endurance every 2 min"),
    ("very_heavy", "Speed 10 → 5; 1d4 Endurance every 1 min"),
])
def test_the_load_badge_gives_the_loaded_speed_and_what_the_load_costs(qapp, load, detail):
    badge = load_badge(load)
    assert condition_detail(badge) == detail
    assert badge_text(badge) == {"light": "Lightly loaded", "medium": "Medium load", "heavy": "Heavy load",
                                 "very_heavy": "Very heavy load"}[load]  # the rest in the tooltip


@pytest.mark.parametrize(("load", "penalty"), [("none", 0), ("light", -1), ("medium", 0), ("heavy", 0),
                                               ("very_heavy", 0)])
def test_only_a_light_load_takes_one_off_a_task_that_needs_movement(load, penalty):
    from app.rules.afmbe.more_rolls import movement_parts

    parts = movement_parts({"movement": True}, {"load": load})
    assert sum(n for _, n in parts) == penalty


def test_the_dice_docks_medium_load_says_its_speed_and_no_test_penalty(qapp):
    from app.rules.afmbe.fatigue_rolls import AfmbeFatigueRolls
    from app.rules.afmbe.states import AfmbeStates
    from app.rules.rolling import Roller

    rs = ruleset("unisystem")
    s = body()
    fatigue = AfmbeFatigueRolls(AfmbeStates("unisystem"))
    [chance] = fatigue.odds("load", Roller(s, rs.initial_state(s), name="Ann"), {"load": "medium"})
    try:
        i18n.set_language("es")
        assert render(chance.label, dict(chance.args), "rules") == "Velocidad −3 · 1d4 de Resistencia cada 5 min"
    finally:
        i18n.set_language("en")


def test_the_loaded_speed_in_the_gms_decimals(qapp):
    try:
        i18n.set_language("es")
        assert condition_detail(load_badge("light")).startswith("Velocidad 10 → 8,5; −1 a las pruebas")
        i18n.set_language("ru")
        assert condition_detail(load_badge("light")).startswith("Скорость 10 → 8,5; −1 к проверкам")
    finally:
        i18n.set_language("en")


def test_no_badge_unloaded():
    rs = ruleset("unisystem")
    s = body()
    assert not [c for c in rs.conditions(s, rs.initial_state(s)) if c.key == "load"]


def test_lost_sleep_is_worded_as_the_text_words_it(qapp):
    """"perder 1 Punto de Resistencia por hora de sueño perdida" (§4.8, "Pérdida de Puntos de
    Resistencia"): sleep is no effort, and the line read "Resistencia perdida por esfuerzo: Sueño perdido"."""
    from app.rules.afmbe.fatigue_rolls import AfmbeFatigueRolls
    from app.rules.afmbe.states import AfmbeStates
    from app.rules.dice import TypedDice

    rs = ruleset("unisystem")
    s = body()
    fatigue = AfmbeFatigueRolls(AfmbeStates("unisystem"))
    [kind] = [k for k in fatigue.kinds() if k.key == "endurance_loss"]
    [line] = fatigue.spend_endurance(s, rs.initial_state(s), "sleep_lost", 3, TypedDice([])).lines
    try:
        i18n.set_language("es")
        assert render(kind.label, {}, "rules") == "Pérdida de Resistencia"
        assert render(line.text, dict(line.args), "rules").startswith("Horas de sueño perdidas: 3 de Resistencia")
    finally:
        i18n.set_language("en")
