"""Issue 40: History (Ctrl+4) opened with no current row and the newest actions out of view; End,
Down and Ctrl+End showed nothing until Up.  It opens on the newest step, chosen and in view; and a
passed turn says whose turn ended («Siguiente turno (Ana Reyes)» read like "next: Ana")."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n

ENDED = {"es": "Termina el turno de {name}", "ru": "{name}: ход окончен", "en": "End of {name}'s turn"}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _holder(window) -> str:  # noqa: ANN001
    view = window.services.initiative.view()
    rows, enc = view.combatants, view.encounter
    return rows[enc.turn].name if 0 <= enc.turn < len(rows) else ""


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_history_opens_on_the_newest_step_in_view(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_4, CTRL)  # History looked at once, then the fight goes on behind it
        keys.key(Qt.Key.Key_2, CTRL)
        for _ in range(30):  # a night's steps: more than the dock shows at once
            name = _holder(window)
            assert services.initiative.next_turn()
        while window.services.initiative.view().encounter.turn == 0:  # the newest a turn, not a round's end
            name = _holder(window)
            assert services.initiative.next_turn()
        QApplication.processEvents()
        keys.key(Qt.Key.Key_4, CTRL)
        dock = window.docks["historyDock"]
        qtbot.waitUntil(lambda: dock.list.isVisible())
        for _ in range(3):
            QApplication.processEvents()
        view = dock.list
        count = dock.model.rowCount()
        assert view.currentIndex().row() == count - 1  # the newest chosen
        rect = view.visualRect(dock.model.index(count - 1))
        assert view.viewport().rect().intersects(rect) and rect.bottom() <= view.viewport().height(), rect
        assert QApplication.focusWidget() is view
        newest = str(dock.model.index(count - 1).data())
        assert ENDED[lang].format(name=name) in newest, newest
        keys.report("History opened")
    finally:
        i18n.set_language("en")
