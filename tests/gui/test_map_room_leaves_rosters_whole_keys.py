"""Grid demo in Spanish at 1366x768, the GM's own layout with the map (Ctrl+9): the map took its room
from the left column, and the roster scrolled sideways with its marks and conditions cut ("Vendaje:
Braz…", "Inútil: Pierna i…"), the fight list's conditions past its edge.  Now the map leaves the
roster and the fight list the width their columns read whole in (a word a line at the least)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n
from ui.widgets.fight_model import CONDITIONS


@pytest.mark.parametrize(("lang", "fight"), [("es", True), ("en", True), ("ru", True), ("es", False), ("ru", False)])
def test_the_map_leaves_the_roster_and_the_fight_list_whole(qtbot, tmp_path, lang, fight):
    (tmp_path / "demo").mkdir()
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    try:
        assert i18n.set_language(lang)
        window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=fight)
        try:
            keys = Keys(qtbot)
            keys.key(Qt.Key.Key_9, CTRL)  # the map, with the room it needs
            for _ in range(4):
                QApplication.processEvents()
            qtbot.wait(20)
            QApplication.processEvents()
            window.grab().save(f"/tmp/s29g/map_room_{lang}_{'fight' if fight else 'calm'}.png")
            roster_dock, fight_dock = window.docks["charactersDock"], window.docks["initiativeDock"]
            assert window.docks["mapDock"].on_screen()
            scroll = roster_dock.widget()
            assert not scroll.horizontalScrollBar().isVisible()  # nothing of the roster past its edge
            assert scroll.viewport().width() >= roster_dock.tree.minimumWidth()
            if not fight:
                return
            tree = fight_dock.tree
            header = tree.header()
            right = header.sectionPosition(CONDITIONS) + header.sectionSize(CONDITIONS)
            assert right <= tree.viewport().width() + 1  # the conditions column inside the list
            assert tree.widths.most("badge_word") <= header.sectionSize(CONDITIONS)  # each word whole
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")
