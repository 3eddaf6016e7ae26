"""The History dock's line of the GM's call on a zombie below 0: "Destroyed for Shambler 1"
(«Destruido de Tambaleante 1») read as if something was destroyed for him; now "Shambler 1:
Destroyed", the zombie first, in every language."""

from __future__ import annotations

import pytest

from app.services.history import history_item
from app.services.logtext import render
from tests.gui.test_ammo_dock import add, window_for
from ui import i18n

SAID = {"en": "Shambler 1: Destroyed", "es": "Shambler 1: Destruido", "ru": "Shambler 1: Уничтожен"}


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_the_call_s_history_line_names_the_zombie_first(qtbot, tmp_path, lang):
    window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    zombie = add(window, "Shambler 1", "zombie")
    assert services.characters.damage(zombie, {"amount": 60})
    assert services.characters.roll_check(zombie, "destroyed")
    item = history_item(services.campaign.events()[-1])
    i18n.set_language(lang)
    try:
        assert render(item.text, item.args, item.ctx) == SAID[lang]
    finally:
        i18n.set_language("en")
