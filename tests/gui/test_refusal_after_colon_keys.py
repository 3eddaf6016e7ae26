"""A refusal built as "prefix: reason" reads on after its colon in Russian and Spanish: G for Ana,
who carries no grenade, says «Ana не может бросить гранату: гранат не осталось.» and "Ana no puede
lanzar una granada: no quedan granadas." under the map and in the status bar; a wall in the way of
an arrow, «…не может туда пойти: стена…».  Before, the reason kept its own sentence's capital after
the colon («…: Гранат не осталось.», "…: No quedan granadas.")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create
from ui import i18n

SAID = {
    "ru": ("Ana не может бросить гранату: гранат не осталось.", "Ana не может туда пойти: на пути стена"),
    "es": ("Ana no puede lanzar una granada: no quedan granadas.", "Ana no puede ir allí: una pared"),
    "en": ("Ana cannot throw a grenade: no grenade left.", "Ana cannot go there: a wall"),
}


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_a_refusal_reads_on_after_its_colon(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        window.resize(1366, 768)
        services = window.services
        ana = create(window, "Ana", starting_item="pistol", strength=4)
        zed = create(window, "Zombie 1", "zombie")
        services.battle_map.set_size(12, 6)
        services.battle_map.paint([(1, 0)], "wall")
        services.battle_map.place({ana: (0, 0), zed: (8, 3)})
        activate(qtbot, window)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_M, CTRL | ALT)
        dock = window.docks["mapDock"]
        qtbot.waitUntil(dock.view.hasFocus)
        dock.modes.selected = ana
        dock.refresh()
        grenade, wall = SAID[lang]
        keys.key(Qt.Key.Key_G)
        assert dock.status.text() == grenade
        assert window.statusBar().currentMessage() == grenade
        keys.key(Qt.Key.Key_Right)  # into the wall
        assert wall in dock.info.text(), dock.info.text()
    finally:
        i18n.set_language("en")
