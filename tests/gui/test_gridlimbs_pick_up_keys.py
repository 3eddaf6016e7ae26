"""The grid game in the dice dock: bandages and pain pills picked up (a crate searched) are added to
the character's own by keys, the count said before and in the log, Ctrl+Z takes them back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, last_log_line, roll_faces, tab_to, type_number


def test_picking_up_bandages_and_pills_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Ann", "pc", services.ruleset.new_sheet())
    ann = next(int(c.id) for c in services.characters.characters())
    had = services.characters.character(ann).state
    window.selection.select_character(ann)
    dock = choose_kind(qtbot, window, "Pick up bandages and pain pills")
    bandages = dock.form.inputs["bandages"]
    tab_to(qtbot, bandages)
    type_number(qtbot, bandages, "3")
    pills = dock.form.inputs["pain_pills"]
    tab_to(qtbot, pills)
    type_number(qtbot, pills, "2")
    qtbot.waitUntil(lambda: f"That makes {had['bandages'] + 3} bandages and {had['pain_pills'] + 2} pain pills in all."
                    in dock.odds_label.text())
    roll_faces(qtbot, dock, "")
    assert last_log_line(window).startswith(
        "Ann: Pick up bandages and pain pills: Picks up 3 bandages and 2 pain pills")
    assert services.characters.character(ann).state["bandages"] == had["bandages"] + 3
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(ann).state["bandages"] == had["bandages"]
