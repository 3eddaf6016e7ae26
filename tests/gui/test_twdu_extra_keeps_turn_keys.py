"""Issue 40: an extra added mid-round (Shift+Ins, «Mordedor», Enter; hidden by default) took the turn
from the one playing it: the projector dropped «Turno de …» to a bare round and the player's phone
lost «¡Tu turno!», so the table learnt someone unseen had come.  A fighter added mid-round now waits
his place; the one whose turn it is keeps it, and the dice dock stays on his roll."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _holder(window) -> str:  # noqa: ANN001
    view = window.services.initiative.view()
    rows, enc = view.combatants, view.encounter
    return rows[enc.turn].name if 0 <= enc.turn < len(rows) else ""


def test_a_hidden_extra_added_mid_round_leaves_the_turn_where_it_was(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        keys = Keys(qtbot)
        services = window.services
        while _holder(window) != "Ana Reyes":  # the NPCs' turns passed: Ana's, as at the table
            assert services.initiative.next_turn()
        QApplication.processEvents()
        before = _holder(window)
        shown = window.services.initiative.view().current_id
        assert shown is not None  # the players see whose turn it is
        dice = window.docks["diceDock"]
        form = dice
        roller_before = (form.character_combo.currentText(), form.kind_combo.currentText(),
                         form.opponent_combo.currentText())

        def answer(dialog) -> None:  # noqa: ANN001
            try:
                qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
                keys.type("Mordedor")
                keys.key(Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        activate(qtbot, window)
        window.docks["initiativeDock"].tree.setFocus()
        when_dialog_opens(answer)
        keys.key(Qt.Key.Key_Insert, Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: any(r.name.startswith("Mordedor") for r in services.initiative.view().combatants))
        assert _holder(window) == before
        assert window.services.initiative.view().current_id == shown  # the projector and phones keep it
        QApplication.processEvents()
        assert (form.character_combo.currentText(), form.kind_combo.currentText(),
                form.opponent_combo.currentText()) == roller_before
        keys.report("an extra added mid-round")
    finally:
        i18n.set_language("en")
