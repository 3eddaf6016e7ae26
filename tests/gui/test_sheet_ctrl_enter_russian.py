"""Ctrl+Return and the keypad's Ctrl+Enter save the character sheet in every language.  Written
"Ctrl+Enter" and read in the Russian key names (where Return is called "Enter"), the keypad's key
became a second Ctrl+Return: two shortcuts on one key, an ambiguous key that saved nothing."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from tests.gui.test_keymap import fight_window
from tests.gui.test_sheet_enter import open_sheet
from ui import i18n


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_sheet_s_two_save_keys_are_two_keys(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window, ids = fight_window(qtbot, tmp_path)
        dialog = open_sheet(qtbot, window, ids["Ana"])
        keys = [s.key().toString() for s in dialog.save_keys]
        assert sorted(keys) == sorted([QKeySequence("Ctrl+Return").toString(), "Ctrl+Enter"])
        dialog.reject()
    finally:
        i18n.set_language("en")
