"""AFMBE unisystem from the keyboard (§4.8): Endurance lost to hard work ("cuesta 1 Punto de
Resistencia cada diez minutos") and to lost sleep ("perder 1 Punto de Resistencia por hora de sueño
perdida"), picked in the dice dock; Resistance (Fatigue) takes one off each loss of work, not off
lost sleep.  The log line's arithmetic says why the hard work of one with Resistance (Fatigue) costs
nothing ("3 × (1 − 1) = 0"; it read "3 × 1 = 0").  The roster row's Endurance follows; Ctrl+Z takes
a loss back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import (
    choose_kind,
    ids,
    last_log_line,
    pick_with_keys,
    roll_faces,
    row_tracks,
    tab_to,
    type_number,
)

TIRELESS = [{"name": "Resistance (Fatigue)", "kind": "quality", "level": 1}]


def lose(qtbot, window, activity: str, duration: str) -> None:
    dock = choose_kind(qtbot, window, "Endurance loss")
    box = dock.form.inputs["activity"]
    tab_to(qtbot, box)
    pick_with_keys(qtbot, box, activity)
    how_long = dock.form.inputs["duration"]
    tab_to(qtbot, how_long)
    type_number(qtbot, how_long, duration)
    roll_faces(qtbot, dock, "")


def test_hard_work_and_lost_sleep_from_the_dice_dock(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"str": 2, "con": 2, "wil": 2})  # 23 Endurance
    assert services.characters.create("Bo", "pc", {"str": 2, "con": 2, "wil": 2, "traits": TIRELESS})
    who = ids(window)
    window.selection.select_character(who["Ann"])
    lose(qtbot, window, "Hard work (minutes)", "35")  # three full ten minutes
    assert last_log_line(window) == (
        "Ann: Endurance loss: Hard work (minutes): 3 Endurance (3 × 1 = 3): 23 → 20.")
    assert row_tracks(window, who["Ann"])[1] == "Endurance 20/23"
    lose(qtbot, window, "Hours of sleep lost", "2")
    assert last_log_line(window) == (
        "Ann: Endurance loss: Hours of sleep lost: 2 Endurance (2 × 1 = 2): 20 → 18.")
    assert row_tracks(window, who["Ann"])[1] == "Endurance 18/23"
    window.selection.select_character(who["Bo"])
    lose(qtbot, window, "Hard work (minutes)", "35")  # Resistance (Fatigue) 1 takes the point off each
    assert last_log_line(window) == (
        "Bo: Endurance loss: Hard work (minutes): 0 Endurance (3 × (1 − 1) = 0): 23 → 23.")
    lose(qtbot, window, "Hours of sleep lost", "2")  # but not off lost sleep
    assert last_log_line(window) == (
        "Bo: Endurance loss: Hours of sleep lost: 2 Endurance (2 × 1 = 2): 23 → 21.")
    assert row_tracks(window, who["Bo"])[1] == "Endurance 21/23"
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert row_tracks(window, who["Bo"])[1] == "Endurance 23/23"
