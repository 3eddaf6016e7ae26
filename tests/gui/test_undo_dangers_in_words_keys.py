"""Ctrl+Z of the blow that killed a bleeding zombie brings its dangers back: the status bar says so in
words after what was undone ("Undone: 15 damage to Shambler 1 (…) — in force again: Shambler 1:
Useless (Left leg); …"), not as a red "⚠" tail read as an error of the undo; the undo's log line says
the same words (it said the undo alone), and so does the redo's of an undo that healed the leg."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_shot import create
from tests.gui.test_twdu_days_heal_keys import log_texts
from ui import i18n

AGAIN = {"en": " — in force again: ", "ru": " — снова в силе: ", "es": " — de nuevo en vigor: "}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_an_undo_says_the_dangers_it_brings_back_in_words(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        window.resize(1366, 768)
        services = window.services
        zed = create(window, "Shambler 1", "zombie", max_hp=8)  # legs 6, head 4
        assert services.characters.damage(zed, {"part": "left_leg", "amount": 6})  # useless, bleeding
        assert services.characters.damage(zed, {"part": "head", "amount": 15})  # put down
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        for _ in range(3):
            QApplication.processEvents()
        bar = window.statusBar()
        said = bar.currentMessage()
        assert AGAIN[lang] in said and "Shambler 1" in said.split(AGAIN[lang])[1], said
        assert "⚠" not in said and bar.styleSheet() == ""  # no red: no news, nothing wrong with the undo
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_undo_s_log_line_says_what_the_status_bar_says(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        window.resize(1366, 768)
        services = window.services
        zed = create(window, "Shambler 1", "zombie", max_hp=8)  # legs 6, head 4
        assert services.characters.damage(zed, {"part": "left_leg", "amount": 6})  # useless, bleeding
        assert services.characters.damage(zed, {"part": "head", "amount": 15})  # put down: the dangers gone
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        for _ in range(3):
            QApplication.processEvents()
        said = window.statusBar().currentMessage()
        assert AGAIN[lang] in said, said
        qtbot.waitUntil(lambda: log_texts(window)[-1:] == [said])
        again = said.split(AGAIN[lang])[1]
        # Ctrl+Shift+Z puts it down again, and Ctrl+Z once more: the same words, in the bar and the log
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        for _ in range(3):
            QApplication.processEvents()
        assert window.statusBar().currentMessage() == said
        qtbot.waitUntil(lambda: log_texts(window)[-1:] == [said])
        assert "Shambler 1" in again
    finally:
        i18n.set_language("en")
