"""AFMBE unisystem's Survival check from the dice dock, by keys: Ctrl+Shift+D, the kind "Survival
check", its exact odds on the odds line as the other kinds show theirs, the table's die typed and
Return; one line in the log, and Ctrl+Z takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, roll_faces


def test_a_survival_check_rolled_from_the_dice_dock_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"str": 2, "con": 2, "wil": 2})
    ann = ids(window)["Ann"]
    assert services.characters.damage(ann, {"amount": 48})  # −22 LP: "−1 por cada 10 … por debajo de 0"
    window.selection.select_character(ann)
    dock = choose_kind(qtbot, window, "Survival check")
    qtbot.waitUntil(lambda: "Survival check: d10 + WIL 2 + CON 2 − 2 against 9" in dock.odds_label.text())
    assert "%" in dock.odds_label.text()
    roll_faces(qtbot, dock, "4")  # 4 + 2 + 2 − 2 = 6 against 9: failed
    qtbot.waitUntil(lambda: last_log_line(window).startswith("Ann rolls Survival check with table dice"))
    assert "Survival check: 6 against 9" in last_log_line(window)
    assert services.characters.character(ann).state["dead"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not services.characters.character(ann).state["dead"]
    assert services.characters.character(ann).state["checks_due"] == ["survival"]
