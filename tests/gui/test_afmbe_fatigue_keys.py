"""AFMBE unisystem fatigue from the keyboard (§4.8, §5): Endurance lost to really hard work, with the
exact chance of ending dazed shown before the roll, and the load carried, picked in the dice dock;
the roster row shows both, Ctrl+Z takes them back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import (
    choose_kind,
    ids,
    last_log_line,
    pick_with_keys,
    roll_faces,
    row_conditions,
    row_tracks,
    tab_to,
    type_number,
)


def test_really_hard_work_and_a_load_from_the_dice_dock(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"str": 2, "con": 2, "wil": 2})  # 23 Endurance
    ann = ids(window)["Ann"]
    window.selection.select_character(ann)
    dock = choose_kind(qtbot, window, "Endurance loss")
    activity = dock.form.inputs["activity"]
    tab_to(qtbot, activity)
    pick_with_keys(qtbot, activity, "Really hard work (minutes)")
    duration = dock.form.inputs["duration"]
    tab_to(qtbot, duration)
    type_number(qtbot, duration, "5")
    # 23 − 5d4 ≤ 5 needs 18 or more on 5d4: 21 ways in 1024, 2.1%
    qtbot.waitUntil(lambda: "Dazed and dizzy (Endurance 5 or less) 2.1%" in dock.odds_label.text())
    roll_faces(qtbot, dock, "4 4 4 4 3")
    line = last_log_line(window)
    assert "Really hard work (minutes): 19 Endurance: 23 → 4. (d4 4+4+4+4+3 = 19)" in line, line
    assert line.count("4+4+4+4+3") == 1, line  # the dice said once (they were said twice)
    assert row_tracks(window, ann)[1].endswith("4/23")
    assert "dazed" in row_conditions(window, ann)
    dock = choose_kind(qtbot, window, "Load carried")
    load = dock.form.inputs["load"]
    tab_to(qtbot, load)
    pick_with_keys(qtbot, load, "Heavy load")
    # the campaign's option (on by default) keeps the light load's −1 on movement tests
    qtbot.waitUntil(lambda: "Speed −4.5 · −1 to movement tests · 1d4 Endurance every 2 min" in dock.odds_label.text())
    assert "%" not in dock.odds_label.text()  # picking a load rolls nothing: no odds
    roll_faces(qtbot, dock, "")
    assert last_log_line(window) == "Ann: Load carried: Now carrying: Heavy load."
    assert "load" in row_conditions(window, ann)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert row_tracks(window, ann)[1].endswith("23/23")
