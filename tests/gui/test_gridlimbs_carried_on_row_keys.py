"""The grid game: bandages and pain pills picked up by keys showed only in the log; the character's
roster row now says what the character carries, "Carries 3 bandages, 2 pain pills", and follows an
undo."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, roll_faces, tab_to, type_number


def _badges(window, cid):
    return window.docks["charactersDock"].badges(cid).html.replace("&nbsp;", " ")


def test_the_row_says_what_the_character_carries(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", options={"start_bandages": 0})
    services = window.services
    assert services.characters.create("Ann", "pc", services.ruleset.new_sheet())
    ann = next(int(c.id) for c in services.characters.characters())
    had = services.characters.character(ann).state
    assert had["bandages"] == 0 and had["pain_pills"] == 0
    assert "Carries" not in _badges(window, ann)
    window.selection.select_character(ann)
    dock = choose_kind(qtbot, window, "Pick up bandages and pain pills")
    tab_to(qtbot, dock.form.inputs["bandages"])
    type_number(qtbot, dock.form.inputs["bandages"], "3")
    tab_to(qtbot, dock.form.inputs["pain_pills"])
    type_number(qtbot, dock.form.inputs["pain_pills"], "1")
    roll_faces(qtbot, dock, "")
    qtbot.waitUntil(lambda: "Carries 3 bandages, 1 pain pill" in _badges(window, ann))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Carries" not in _badges(window, ann))
