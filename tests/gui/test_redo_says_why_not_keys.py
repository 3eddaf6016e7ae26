"""Ctrl+Shift+Z with nothing to redo said «Повторить: сейчас нельзя.» (after Ben's damage to Rook was
undone and an action taken since): Redo says why, in each language: nothing was undone, or the undone
action, named, can no longer be redone because an action taken after its undo ended it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from ui import i18n


def _redo(qtbot, window) -> str:  # noqa: ANN001
    activate(qtbot, window)
    Keys(qtbot).key(Qt.Key.Key_Z, CTRL | SHIFT)
    return window.statusBar().currentMessage()


def test_redo_says_why_there_is_nothing_to_redo(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        assert services.characters.create("Rook", "npc", services.ruleset.new_sheet())
        rook = services.characters.characters()[0].id
        assert _redo(qtbot, window) == "Повторить: ничего не отменено."
        assert services.characters.damage(rook, {"damage": 1, "armor": False})
        activate(qtbot, window)
        Keys(qtbot).key(Qt.Key.Key_Z, CTRL)  # the damage undone
        assert window.act_redo.isEnabled()
        assert services.threat.step(1)  # a new action: the damage can no longer be redone
        said = _redo(qtbot, window)
        assert said.startswith("Повторить: «") and said.endswith(
            "» больше нельзя повторить: действие после отмены закрыло повтор."), said
        assert "Rook" in said
        window.set_language("es")
        QApplication.processEvents()
        assert _redo(qtbot, window).startswith("Rehacer: «")
        window.set_language("en")
        QApplication.processEvents()
        assert _redo(qtbot, window).endswith("can no longer be redone: an action taken after its undo ended it.")
    finally:
        i18n.set_language("en")
