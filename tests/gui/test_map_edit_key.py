"""Editing the map needed the mouse: "Edit the map" had no key and Help → Keys listed none.  Now
Ctrl+Alt+B, from anywhere in the window, shows the map with its editing on and the focus on the map,
where the arrows move the chosen token as the hint says (issue 41: it was left on the kind of tile
to paint, «Paint: off», and the arrows did nothing there); Space goes to the kind of tile, the
arrows pick it, Ctrl+Alt+M goes back to the map, and there an arrow moves the brush and Space paints
(one undoable log line); Ctrl+Alt+B again stops editing.  The key is named on
the button, in the Fight menu, in Help → Keys and in the README, in three languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n, keymap

BUTTON = {"en": "Edit the map (Ctrl+Alt+B)", "es": "Editar el mapa (Ctrl+Alt+B)", "ru": "Править карту (Ctrl+Alt+B)"}
HELP = {"en": "Edit the map (its size and tiles), or stop editing",
        "es": "Editar el mapa (su tamaño y casillas), o dejar de editarlo",
        "ru": "Править карту (её размер и клетки) или закончить правку"}


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_ctrl_alt_b_edits_the_map_by_keys(qtbot, tmp_path, lang):
    (tmp_path / "demo").mkdir()
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    try:
        assert i18n.set_language(lang)
        window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=False)
        try:
            QApplication.processEvents()
            services = window.services
            dock = window.docks["mapDock"]
            keys = Keys(qtbot)
            keys.key(Qt.Key.Key_B, CTRL | ALT)
            assert dock.on_screen() and dock.edit_button.isChecked()
            assert dock.edit_button.text() == BUTTON[lang]
            assert QApplication.focusWidget() is dock.view  # the arrows move the chosen token
            keys.key(Qt.Key.Key_Space)  # to the kind of tile to paint
            assert QApplication.focusWidget() is dock.paint
            keys.key(Qt.Key.Key_Down)  # the first kind of tile
            kind = dock.paint_kind()
            assert kind
            keys.key(Qt.Key.Key_M, CTRL | ALT)  # to the map: the brush
            assert QApplication.focusWidget() is dock.view
            before = [e.id for e in services.campaign.events()]
            keys.key(Qt.Key.Key_Right)
            keys.key(Qt.Key.Key_Space)  # painted, one undoable event
            new = [e for e in services.campaign.events() if e.id not in before]
            maps = [e for e in new if e.kind == "map"]  # (and a session begun with the first change)
            assert len(maps) == 1 and "set to" in maps[0].text
            keys.key(Qt.Key.Key_B, CTRL | ALT)  # editing off, back on the map
            assert not dock.edit_button.isChecked() and dock.paint_kind() == ""
            assert QApplication.focusWidget() is dock.view
            assert keymap.shown("map.edit") == "Ctrl+Alt+B" or lang == "ru"
            assert keymap.text(keymap.BY_ID["map.edit"].label) == HELP[lang]
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")


def test_the_readme_lists_the_key():
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    assert "| `Ctrl+Alt+B` | Edit the map (its size and tiles), or stop editing |" in readme
    assert keymap.clash("map.edit", ("Ctrl+Alt+B",)) is None
