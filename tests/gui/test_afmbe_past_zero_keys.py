"""AFMBE unisystem from the keyboard: damage past zero is taken whole on the roster ("son descontados
de los Puntos de Vida"): a character at −22 hit for 48 goes to −70, and the Survival check the row
shows counts "−1 por cada 10 Puntos de Vida por debajo de 0": −7."""

from __future__ import annotations

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import ids, row_conditions, row_tracks
from tests.gui.test_characters_dock import damage_with_keyboard


def test_damage_past_zero_by_the_d_key(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"str": 2, "con": 2})  # 26 Life Points
    ann = ids(window)["Ann"]
    window.docks["charactersDock"].select(ann)
    damage_with_keyboard(qtbot, window, 48)
    assert row_tracks(window, ann)[0] == "Life Points −22/26"
    preview = damage_with_keyboard(qtbot, window, 48)
    assert "−22 → −70" in preview.replace("-", "−")
    assert row_tracks(window, ann)[0] == "Life Points −70/26"
    assert "check_survival" in row_conditions(window, ann)
    row = services.characters.character(ann)
    [check] = [c for c in services.ruleset.conditions(row.sheet, row.state) if c.key == "check_survival"]
    assert check.detail == "−7"
