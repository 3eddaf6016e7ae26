"""Tab on the gridlimbs map (a Spanish night) chose the dead zombie, last, and said «Aguante 2/2» of
it, as if it had a move to plan.  The dead token chosen (by Tab, after the living, or by a click)
says it is dead, and no stamina."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import CTRL_ALT, create, keys
from ui import i18n

DEAD = {"en": "Dead: no move to plan.", "es": "Sin vida: no hay movimiento que planear."}
STAMINA = {"en": "Stamina", "es": "Aguante"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_tab_passes_the_dead_by_and_a_dead_token_says_so(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        services = window.services
        kit = create(window, "Kit")
        dead = create(window, "Shambler 1", "zombie", max_hp=30)
        live = create(window, "Shambler 2", "zombie", max_hp=30)
        assert services.characters.damage(dead, {"part": "head", "amount": 15})
        services.battle_map.set_size(8, 5)
        services.battle_map.place({kit: (1, 1), dead: (3, 1), live: (6, 3)})
        services.campaign.execute(StartEncounter([kit, dead, live]))
        activate(qtbot, window)
        dock = window.docks["mapDock"]
        qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
        qtbot.waitUntil(dock.view.hasFocus)
        said = {}
        for _ in range(3):
            keys(qtbot, window, Qt.Key.Key_Tab)
            said[dock.modes.selected] = dock.info.text()
        assert set(said) == {kit, dead, live}
        assert DEAD[lang] in said[dead] and STAMINA[lang] not in said[dead], said[dead]
        assert DEAD[lang] not in said[kit] and STAMINA[lang] in said[kit], said[kit]
    finally:
        i18n.set_language("en")
