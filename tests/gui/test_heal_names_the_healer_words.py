"""First aid given by a named healer: the log said «Dana Cruz se cura» ("Dana Cruz healed"), which reads
as her healing herself; with Father Tom named it reads «Padre Tom cura a Dana Cruz» (English and
Russian likewise); with nobody named, "Dana healed" as before."""

from __future__ import annotations

import pytest

from app.services.logtext import render_event
from tests.gui.test_ammo_dock import add, window_for
from ui import i18n

SAID = {"en": "Father Tom heals Dana", "es": "Father Tom cura a Dana", "ru": "Father Tom лечит персонажа Dana"}


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_a_named_healer_heals_the_patient_in_the_log(qtbot, tmp_path, lang):
    window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    dana = add(window, "Dana")
    tom = add(window, "Father Tom")
    assert services.characters.damage(dana, {"amount": 10})
    i18n.set_language(lang)
    try:
        assert services.characters.heal(dana, {"amount": 4}, actor_id=tom)
        line = render_event(services.campaign.events()[-1])
        assert line.startswith(SAID[lang]), line
        assert services.characters.heal(dana, {"amount": 1})  # nobody named: her own care
        line = render_event(services.campaign.events()[-1])
        assert "Father Tom" not in line and "Dana" in line, line
    finally:
        i18n.set_language("en")
