"""The grid game's move in the GM's words: the Russian log line of a sprint has one verb that fits it
(«Dov идёт F5 → G5 — Бежит 1 кл.» read as a walk and a run at once), and the Move button is disabled
while the plan drawn is refused (out of reach), Enter saying why (it stayed enabled)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.test_map_shot import create
from ui import i18n

#: the log's line of a one-tile sprint, and the words Enter says of a plan out of reach
SAID = {
    "en": ("Ana moves A1 → C1 — Sprints 2 tiles", "Out of reach"),
    "ru": ("Ana перемещается A1 → C1 — Бежит 2 кл.", "Слишком далеко"),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_sprint_reads_as_one_move_and_a_refused_plan_has_no_button(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        window.resize(1366, 768)
        services = window.services
        ana = create(window, "Ana", speed=2, stamina=4)  # walk 1 (2/5 rounded to the half, at least 1), sprint 2
        zed = create(window, "Zombie 1", "zombie", speed=1)
        services.battle_map.set_size(10, 6)
        services.battle_map.place({ana: (0, 0), zed: (9, 5)})
        services.campaign.execute(StartEncounter([ana, zed]))
        activate(qtbot, window)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_M, CTRL | ALT)
        dock = window.docks["mapDock"]
        qtbot.waitUntil(dock.view.hasFocus)
        keys.key(Qt.Key.Key_Right, SHIFT)
        keys.key(Qt.Key.Key_Right, SHIFT)  # two diagonals: 3 tiles, beyond a sprint of 2
        assert dock.modes.path == [(0, 0), (1, 1), (2, 2)]
        assert not dock.buttons["move"].isEnabled()
        keys.key(Qt.Key.Key_Return)  # Enter says why, nothing moves
        assert SAID[lang][1] in dock.status.text()
        assert services.battle_map.battle_map().tokens[ana] == (0, 0)
        keys.key(Qt.Key.Key_Backspace)
        keys.key(Qt.Key.Key_Backspace)
        keys.key(Qt.Key.Key_Right)
        keys.key(Qt.Key.Key_Right)  # 2 tiles: beyond a walk, a sprint
        assert dock.buttons["move"].isEnabled()
        keys.key(Qt.Key.Key_Return)
        assert services.battle_map.battle_map().tokens[ana] == (2, 0)
        line = render_event(services.campaign.events()[-1])
        assert line.startswith(SAID[lang][0]), line
    finally:
        i18n.set_language("en")
