"""The swarm panel outside a swarm fight, by keys, in Spanish on a small window: Ctrl+Shift+W with no
fight running showed «Amenaza de la horda 0» and under it the sum wrapped into a line reading only
«ataques hechos».  Outside a fight no attack is made: the sum reads whole, with its parts alone."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, Qt

from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui import i18n, open_main_window


def test_ctrl_shift_w_outside_a_fight_shows_the_sum_whole(qtbot, tmp_path):
    i18n.set_language("es")
    try:
        path = build_demo(tmp_path / "twdu.deadwatch", "twdu", language="es")
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1024, 600)
        window.show()
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        dock = window.docks["swarmDock"]
        assert not window.services.swarm.active()
        assert dock.headline.text() == "Amenaza de la horda 0"
        text = dock.sum_label.text()
        assert text.replace("\u00a0", " ") == "= Tamaño de la horda 0 + Amenaza 0"  # no «0 ataques hechos»
        view = dock.pinned.scroll.viewport()
        assert dock.sum_label.mapTo(view, QPoint(0, 0)).y() >= 0  # its first line not under the heading
        assert dock.dead.hasFocus()  # the count of dead: what the GM types next
        window.close()
    finally:
        i18n.set_language("en")
