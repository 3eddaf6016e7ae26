"""AFMBE Unisystem in Spanish: a character at 0 Life Points or below carries long conditions
("Aturdimiento, en el suelo, Chequeo para Seguir en Pie: −3"); wrapped whole in the fight list they
made Dana Cruz's row four lines tall beside her two bars, pushing the fighters below her out of view
with a few more at 1366×768.  Now her row is as tall as the others' (two bars), the conditions elided
with "…", the whole text in the cell's tooltip, and every fighter in view."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui import i18n, open_main_window
from ui.docks.order_tree import CONDITIONS, NAME


def test_a_dying_character_s_conditions_keep_to_his_row(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        path = build_demo(tmp_path / "demo.deadwatch", "afmbe", "unisystem", language="es")
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        services = window.services
        people = services.characters.characters()
        dana = next(c for c in people if c.name == "Dana Cruz")
        assert services.characters.damage(dana.id, {"amount": 35})  # 30 → −3: stunned, on the ground
        assert services.initiative.start([c.id for c in people])
        assert services.initiative.roll()
        activate(qtbot, window)
        QApplication.processEvents()
        tree = window.docks["initiativeDock"].tree
        rows = range(tree.count())
        qtbot.waitUntil(lambda: any(str(tree.cell(r, NAME)) == "Dana Cruz" for r in rows))
        hers = next(r for r in rows if str(tree.cell(r, NAME)) == "Dana Cruz")
        said = str(tree.cell(hers, CONDITIONS))
        assert "Chequeo para Seguir en Pie" in said, said  # long: it wrapped on four lines
        heights = {r: tree.visualRect(tree.model().index(r, NAME)).height() for r in rows}
        others = [h for r, h in heights.items() if r != hers and str(tree.cell(r, NAME)) == "Padre Tom"]
        assert others and heights[hers] <= others[0], heights
        view = tree.viewport().rect()
        for r in rows:  # every fighter whole in view
            assert view.contains(tree.visualRect(tree.model().index(r, NAME))), (r, tree.cell(r, NAME))
        tip = str(tree.cell(hers, CONDITIONS, Qt.ItemDataRole.ToolTipRole))
        assert "Chequeo para Seguir en Pie" in tip, tip  # the whole text where the GM points
    finally:
        i18n.set_language("en")
