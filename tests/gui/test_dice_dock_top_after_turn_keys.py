"""Issue 40: after N (or the round's end) the dice dock opened scrolled to the middle, where the roll
before had left it, not at its top where the next roller's "Roll for" and kind are.  A new turn sets
the dock up from its top; where the roll's form is taller than the view (this short window), down
only as far as its odds, the typed dice and Roll need, the line above the odds naming the roller
(the odds lay under the fold, the GM scrolled to read them)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize("turns", [1, 5])  # a turn passed; the round's end (five fighters)
def test_the_dice_dock_is_at_its_top_after_n(qtbot, tmp_path, turns):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        dice = window.docks["diceDock"]
        dice.show()
        dice.raise_()
        window.resize(1366, 620)  # a short window: the dock scrolls
        _settle()
        bar = dice.roll_scroll.verticalScrollBar()
        assert bar.maximum() > 0
        keys = Keys(qtbot)
        for _ in range(turns):
            bar.setValue(bar.maximum() // 2)  # left in the middle by the roll before
            window.docks["initiativeDock"].tree.setFocus()
            keys.key(Qt.Key.Key_N)
            _settle()
        view = dice.roll_scroll.viewport()
        roll_bottom = dice.roll_button.mapTo(dice.body, QPoint(0, 0)).y() + dice.roll_button.height()
        assert bar.value() == max(0, roll_bottom - view.height()), "not where the roll before left it"
        odds_top = dice.odds_label.mapTo(dice.body, QPoint(0, 0)).y()
        assert odds_top >= bar.value(), "the odds above the view"
        summary = dice.turn_label.mapTo(dice.body, QPoint(0, 0)).y()
        assert dice.turn_label.isHidden() or summary >= bar.value(), "whose turn it is, above the odds, in view"
        keys.report("the dice dock after N")
    finally:
        i18n.set_language("en")
