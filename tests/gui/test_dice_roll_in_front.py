"""Ctrl+R with another tab in front of the dice dock (the Swarm tab, at 1366×768): the dice dock
comes forward with the roll's result and its offer (the push) in view, the focus on the offer; the
same for Ctrl+Shift+R, the last roll again."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (the GM's 11 pt theme)

CTRL = Qt.KeyboardModifier.ControlModifier


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def in_view(dock, widget) -> bool:  # noqa: ANN001
    """``widget`` is on screen in the dock's scrolled body, its top at least."""
    view = dock.roll_scroll.viewport()
    top = widget.mapTo(view, QPoint(0, 0)).y()
    return widget.isVisible() and 0 <= top and top + min(widget.height(), 24) <= view.height()


def test_ctrl_r_behind_the_swarm_tab_brings_the_dice_forward_with_the_result_in_view(qtbot, tmp_path, gm_theme):  # noqa: F811
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=False)
    try:
        services = window.services
        dice, swarm = window.docks["diceDock"], window.docks["swarmDock"]
        assert swarm in window.tabifiedDockWidgets(dice)
        ana = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
        window.selection.select_character(int(ana.id))
        settle()
        dice.ensure_built()
        index = dice.kind_combo.findText("Skill roll")
        assert index >= 0
        dice.kind_combo.setCurrentIndex(index)
        settle()
        for shortcut in ((Qt.Key.Key_R, CTRL), (Qt.Key.Key_R, CTRL | Qt.KeyboardModifier.ShiftModifier)):
            swarm.show()
            swarm.raise_()
            settle()
            assert dice.visibleRegion().isEmpty()  # behind the Swarm tab
            before = dice.rolls.last.event_id if dice.rolls.last is not None else None
            window.docks["charactersDock"].tree.setFocus()
            qtbot.keyClick(window, *shortcut)
            settle()
            assert dice.rolls.last is not None and dice.rolls.last.event_id != before  # rolled
            assert not dice.visibleRegion().isEmpty() and swarm.visibleRegion().isEmpty()  # in front
            assert in_view(dice, dice.result_view), "the result is out of sight"
            offers = [b for b in dice.result_view.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
            assert offers and in_view(dice, offers[0]), "the offer is out of sight"
            focus = QApplication.focusWidget()
            if dice.rolls.last.result.success:  # a push of a roll that did its job takes no focus
                assert focus is not None and not focus.objectName().startswith("followUp_")
            else:
                assert focus is offers[0]
    finally:
        window.close()
        window.deleteLater()
