"""AFMBE unisystem: the badge of a load carried says what the load does to the character, Speed
first (§5: "ligeramente cargado y sufre una penalizacion de -1,5 a su Velocidad y -1 a todas las
Pruebas o Chequeos que requieran movimiento (como sigilo o iniciativa) … 1D4 Puntos de Resistencia
cada 10 minutos"; "La carga pesada … impone un -4.5 al movimiento y cuesta 1D4 Puntos de Resistencia
cada dos minutos").  The badge named the level alone, and the GM worked the loaded Speed out on paper."""

from __future__ import annotations

import pytest

from app.rules.afmbe import ruleset
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
    ("heavy", "Speed 10 → 5.5; −1 to tests that need movement and to initiative; 1d4 Endurance every 2 min"),
])
def test_the_load_badge_gives_the_loaded_speed_and_what_the_load_costs(qapp, load, detail):
    badge = load_badge(load)
    assert condition_detail(badge) == detail
    assert badge_text(badge) == {"light": "Lightly loaded", "heavy": "Heavy load"}[load]  # the rest in the tooltip


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
