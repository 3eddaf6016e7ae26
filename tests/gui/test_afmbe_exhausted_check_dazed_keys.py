"""AFMBE unisystem: the exhaustion Survival check at Endurance −6 read "d10 + WIL 2 + CON 3 − 2
against 9", without the −2 of Endurance at 5 or less.  §4.8: "Con 5 Puntos de Resistencia o menos,
el personaje se siente aturdido y mareado, y todas sus acciones sufren una penalización de -2";
§2.2: "Un Chequeo es aquella acción en la que solo los Atributos influyen".  The check, set up from
the checks dialog (Ctrl+Shift+K, Enter), says both with their reasons, and the table's die typed is
counted with both."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_check_typed_dice_keys import _open_checks
from tests.gui.test_afmbe_dice_reach import ids, last_log_line


def test_the_exhaustion_check_says_and_counts_the_dazed_minus_two(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"str": 2, "con": 3, "wil": 2})  # Endurance 26
    ann = ids(window)["Ann"]
    assert services.characters.damage(ann, {"amount": 32, "pool": "endurance"})
    assert services.characters.character(ann).state["endurance"] == -6
    window.docks["charactersDock"].select(ann)
    activate(qtbot, window)
    _open_checks(qtbot, window)
    dock = window.docks["diceDock"]
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    assert "d10 + WIL 2 + CON 3 − 2 − 2 for Endurance 5 or less against 9" in dock.odds_label.text()
    qtbot.keyClicks(dock.faces_edit, "7")  # 7 + 2 + 3 − 2 − 2 = 8: failed (without the −2: 10, passed)
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    line = last_log_line(window)
    assert "8 against 9 (d10 7 + WIL 2 + CON 3 − 2 − 2 for Endurance 5 or less), failed" in line, line
    assert services.characters.character(ann).state["unconscious"]
