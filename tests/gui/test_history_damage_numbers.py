"""History's number for a damage is the damage the GM applied, and what the target lost beside it
when armor took part of it: "Daño a Caminante: 1" stood for the 6 applied to a Walker in a jacket of
armor 5 (norms "Armor": "the armor subtracts its value from the damage").  Now both are named, in
English, Russian and Spanish, as History and Edit → Undo show them: the damage applied, and the
Life Points from what to what ("6 damage to Walker (Life Points 26 → 25)")."""

from __future__ import annotations

import pytest

from tests.gui.helpers import campaign_window

JACKET = [{"name": "Leather jacket", "value": 5, "covers": "torso"}]
SHOWN = {
    "en": "6 damage to Walker, 1 through the armour (Life Points 26 → 25)",  # its armour took 5
    "ru": "Урон 6 — Walker, сквозь броню 1 (Очки жизни 26 → 25)",
    "es": "6 de daño a Walker, 1 a través del blindaje (Puntos de Vida 26 → 25)",
}
PLAIN = {
    "en": "4 damage to Walker (Life Points 25 → 21)",
    "ru": "Урон 4 — Walker (Очки жизни 25 → 21)",
    "es": "4 de daño a Walker (Puntos de Vida 25 → 21)",
}


def _history(qtbot, window):
    dock = window.docks["historyDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.model.rowCount() > 0)
    model = dock.model
    return [model.data(model.index(row)) for row in range(model.rowCount())]


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_history_names_the_damage_applied_and_the_life_points_it_cost(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
        services = window.services
        assert services.characters.create("Walker", "npc", {"str": 2, "con": 2, "armor": JACKET})
        walker = int(services.characters.characters()[0].id)
        assert services.characters.damage(walker, {"amount": 6, "damage_type": "bludgeoning"})
        assert services.characters.character(walker).state["life_points"] == 25  # 6 − 5 armor = 1
        assert _history(qtbot, window)[-1].split(". ", 1)[1] == SHOWN[code]
        # Edit → Undo names it the same, with the change it makes: Life Points 25 → 26
        assert SHOWN[code].replace("26 → 25", "25 → 26") in window.act_undo.text().replace("&", "")
        # a damage all of which the target took: the same sentence, its numbers agreeing
        assert services.characters.damage(walker, {"amount": 4, "damage_type": "bludgeoning", "worn_armor": False})
        assert _history(qtbot, window)[-1].split(". ", 1)[1] == PLAIN[code]
    finally:
        set_language("en")
