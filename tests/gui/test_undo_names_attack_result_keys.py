"""Ctrl+Z of an attack names what it takes back, in the log and the status bar alike: "Undo: Dana
rolls Attack …: hit, damage offered — 14 → 15 rounds" or "…: miss — …".  It said "Undone: Dana rolls
Attack …" in the status bar, "Undo: …" in the log, and neither said whether the roll taken back hit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_undone_roll_keys import CTRL, _shoot, _window
from ui import i18n

CASES = {
    "en": ("Undo: Dana rolls Attack", {"9": ": hit, damage offered — ", "2": ": miss — "}),
    "ru": ("Отменено: Dana: Атака", {"9": ": попадание, предложен урон — ", "2": ": промах — "}),
    "es": ("Deshecho: Dana tira Ataque", {"9": ": impacto, se ofrece daño — ", "2": ": fallo — "}),
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
@pytest.mark.parametrize("faces", ["9", "2"])
def test_ctrl_z_of_an_attack_says_its_hit_or_miss_with_the_log_s_word(qtbot, tmp_path, language, faces):
    window, _ = _window(qtbot, tmp_path)
    dock = _shoot(qtbot, window, faces)
    assert bool(dock.last and dock.last.result.damage) == (faces == "9")  # the hit offers its damage (rolled after)
    try:
        assert i18n.set_language(language)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Escape)
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
        start, said = CASES[language]
        bar = window.statusBar().currentMessage()
        line = last_log_line(window)
        assert bar.startswith(start) and said[faces] in bar, bar
        assert line.startswith(start) and said[faces] in line, line
    finally:
        i18n.set_language("en")
