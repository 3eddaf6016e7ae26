"""A hit past zero in All Flesh Must Be Eaten: the log said "32 damage to Life Points: 2 → −26"
(2 − 32 is −30, and nothing said why it stopped) and History "Damage to Shambler: 28".

No text gives a floor: the norms text's "Run out of life points and you go unconscious. Lose even
more and you die" names no number (below zero the GM makes the call, tests/unit/services/
test_afmbe_norms_death_call.py), neither text makes a zombie die of its Life Points, and unisystem's
points are "descontados de los Puntos de Vida" (the Survival check counts "−1 por cada 10 Puntos de
Vida por debajo de 0"): the whole hit is taken (2 → −30) and History's one number is the log's."""

from __future__ import annotations

import pytest

from app.services.logtext import render_event
from tests.gui.helpers import campaign_window

M = "\u2212"
SHOT = {"amount": 0, "weapon": "d6×4", "damage_type": "bullet", "success_level": 1, "worn_armor": False}
WHOLE = {"en": f"32 damage to Life Points: 2 → {M}30.", "ru": f"Очки жизни: урон 32, 2 → {M}30.",
         "es": f"32 de daño a Puntos de Vida: 2 → {M}30."}
WHOLE_HISTORY = {"en": f"32 damage to {{name}} (Life Points 2 → {M}30)",
                 "ru": f"Урон 32 — {{name}} (Очки жизни 2 → {M}30)",
                 "es": f"32 de daño a {{name}} (Puntos de Vida 2 → {M}30)"}

def _history(qtbot, window):
    dock = window.docks["historyDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.model.rowCount() > 0)
    model = dock.model
    return model.data(model.index(model.rowCount() - 1)).split(". ", 1)[1]


def _tracks_said(label: str) -> str:
    """The label's damage and tracks, the states it gave after them left out ("…; now: Dead)")."""
    head, _states = label.split("; ", 1) if "; " in label else (label, "")
    return head if head.endswith(")") else head + ")"


def _hit(services, name):
    """``name`` brought to 2 Life Points (of 26), then shot: d6 4 × 4 = 16, bullet ×2 = 32."""
    who = {c.name: int(c.id) for c in services.characters.characters()}[name]
    assert services.characters.damage(who, {"amount": 24, "damage_type": "bludgeoning", "worn_armor": False})
    assert services.characters.character(who).state["life_points"] == 2
    assert services.characters.damage(who, SHOT, faces="4")
    game = services.log.shown_session()
    return who, render_event(services.log.events_after(int(game.id))[-1])


@pytest.mark.parametrize(("code", "preset", "kind"), [
    ("en", "norms", "npc"), ("ru", "norms", "zombie"), ("es", "norms", "npc"),
    ("en", "unisystem", "zombie"), ("es", "unisystem", "npc"),
])
def test_no_floor_where_no_text_gives_one(qtbot, tmp_path, code, preset, kind):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", preset)
        services = window.services
        assert services.characters.create("Shambler", kind, {"str": 2, "con": 2})
        who, line = _hit(services, "Shambler")
        assert services.characters.character(who).state["life_points"] == -30
        assert line.endswith(WHOLE[code])
        assert _tracks_said(_history(qtbot, window)) == WHOLE_HISTORY[code].format(name="Shambler")
    finally:
        set_language("en")
