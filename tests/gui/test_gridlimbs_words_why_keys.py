"""The grid game's words that did not say why, by keys, in English and Spanish.

* Ctrl+Alt+D on Kit, whose katana (found, never concealed) is in his hand, said "Every concealed
  katana is drawn already." («Todas las katanas ocultas ya están desenvainadas.»): it says Kit's
  katana is not concealed, in hand already.
* A sprint after a walk in the same turn cost more stamina than its tiles ("Sprints 2 tiles (3 of 10
  this turn) for 3 stamina"), and one with diagonal steps cost more than the arrows pressed ("this
  sprint costs 4.5"), with no word of why: the line says how the text counts it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.test_map_shot import create
from ui import i18n

CTRL_ALT = CTRL | ALT
NOT_CONCEALED = {"en": "Kit's katana is not concealed: in hand already, nothing to draw.",
                 "es": "La katana de Kit no está oculta: ya en la mano, no hay nada que desenvainar."}
WALKED = {"en": "Sprints 2 tiles (3 of 10 this turn) for 3 stamina (1 a tile moved this turn, the 1 walked before "
                "the sprint included; each diagonal step 1.5).",
          "es": "Esprinta 2 casillas (3 de 10 este turno) por 3 de aguante (1 por casilla movida este turno, "
                "contando lo andado antes del esprint (1); cada paso en diagonal, 1,5)."}
DIAGONAL = {"en": "this sprint costs 4.5 (1 a tile, each diagonal step 1.5: 3 on this path), 4 left",
            "es": "este esprint cuesta 4,5 (1 por casilla, cada paso en diagonal 1,5: 3 en este camino), quedan 4"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_ctrl_alt_d_on_a_katana_never_concealed_says_it_is_in_hand(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        kit = create(window, "Kit", starting_item="pistol", weapons=[{"weapon": "katana", "concealed": False}])
        events = len(window.services.campaign.events())
        window.selection.select_character(kit)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_D, CTRL_ALT)
        assert window.statusBar().currentMessage() == NOT_CONCEALED[lang], window.statusBar().currentMessage()
        assert len(window.services.campaign.events()) == events
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_sprint_says_why_it_costs_more_than_its_tiles(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        services = window.services
        kit = create(window, "Kit", speed=10, stamina=4)  # walk 2, sprint 10
        zed = create(window, "Zombie 1", "zombie", speed=1)
        services.battle_map.set_size(12, 8)
        services.battle_map.place({kit: (0, 0), zed: (11, 7)})
        services.campaign.execute(StartEncounter([kit, zed]))
        activate(qtbot, window)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_M, CTRL_ALT)
        dock = window.docks["mapDock"]
        qtbot.waitUntil(dock.view.hasFocus)
        for _ in range(3):  # three diagonal steps (Shift+Right: down and right): 4.5 stamina, 4 on hand
            keys.key(Qt.Key.Key_Right, SHIFT)
        assert DIAGONAL[lang] in dock.info.text(), dock.info.text()
        keys.key(Qt.Key.Key_Escape)
        keys.key(Qt.Key.Key_Right)
        keys.key(Qt.Key.Key_Return)  # a walk of 1 tile
        assert services.battle_map.battle_map().tokens[kit] == (1, 0)
        keys.key(Qt.Key.Key_Right)
        keys.key(Qt.Key.Key_Right)  # 3 tiles this turn: a sprint, the walk counted in it
        assert WALKED[lang] in dock.info.text(), dock.info.text()
    finally:
        i18n.set_language("en")
