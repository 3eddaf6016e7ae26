"""Putting a katana away (or drawing it) rolls nothing, and Undo names the action, not a roll: Edit
said "Undo Ann rolls Put a drawn katana away", and the Spanish log "Deshecho: Ann tira Guardar una
katana desenvainada".  Now "Undo Ann: Put a drawn katana away", "Deshecho: Ann: Guardar…"."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_ALT = CTRL | Qt.KeyboardModifier.AltModifier


def _ann(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Ann", "pc", {**services.ruleset.new_sheet(), "starting_item": "katana"})
    window.selection.select_character(services.characters.characters()[0].id)
    activate(qtbot, window)
    return window


def test_undo_names_the_katana_put_away_not_a_roll(qtbot, tmp_path):
    window = _ann(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL_ALT)  # her katana, put away
    assert window.act_undo.text().replace("&", "") == "Undo Ann: Put a drawn katana away"
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert "rolls" not in last_log_line(window)
    assert "Ann: Put a drawn katana away" in last_log_line(window)


def test_the_spanish_undo_line_names_the_action(qtbot, tmp_path):
    i18n.set_language("es")
    try:
        window = _ann(qtbot, tmp_path)
        qtbot.keyClick(window, Qt.Key.Key_S, CTRL_ALT)
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
        line = last_log_line(window)
        assert "tira" not in line
        assert "Ann: Guardar una katana desenvainada" in line
    finally:
        i18n.set_language("en")
