"""AFMBE unisystem, in Spanish (issue 41): Dana at −1 Life Points owes the check to stay up; Shift+F,
two bursts of three, Enter — the magazine went 15 → 9 rounds, then the attack said «No se puede…»:
rounds spent on shots that were never rolled.  F and Shift+F now refuse first, with the reason, before
any form opens, and nothing is spent."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_ammo_dock import add, choose, fight, press, shown, window_for
from tests.gui.test_ammo_refusals_first import SHIFT, forms, said  # noqa: F401
from ui.i18n import set_language

SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 15}
ON_THE_GROUND = ("Con 0 Puntos de Vida o menos este personaje está en el suelo: tira el Chequeo para "
                 "Seguir en Pie (chequeos pendientes) antes de atacar.")


@pytest.mark.parametrize("mods", [SHIFT, Qt.KeyboardModifier.NoModifier])
def test_fire_refused_on_the_ground_before_a_round_is_spent(qtbot, tmp_path, forms, mods):  # noqa: F811
    try:
        assert set_language("es")
        window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
        dana = add(window, "Dana", str=2, con=3, weapons=[SMG])
        assert window.services.characters.damage(dana, {"amount": 31})
        dock = choose(window, dana)
        fight(window, 1)
        before = shown(dock)
        assert before[0][1].startswith("15")
        events = len(window.services.campaign.events())
        press(qtbot, window, Qt.Key.Key_F, mods)
        assert said(window, dock) == ON_THE_GROUND
        assert forms == []
        assert shown(dock) == before
        assert len(window.services.campaign.events()) == events
    finally:
        set_language("en")
