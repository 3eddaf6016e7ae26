"""AFMBE from the keyboard: Ctrl+Shift+B starts a new session, and the luck points spent come back
("replenished at the start of each game session") in an action of their own, Ctrl+Z takes them back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.store.models import Character
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, last_log_line, row_tracks

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_a_new_session_gives_the_luck_back_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Ann", "pc", {"traits": [{"name": "Good Luck", "kind": "quality",
                                                                "level": 3}]})
    ann = ids(window)["Ann"]
    with services.campaign._session() as s:  # the luck spent last session
        row = s.get(Character, ann)
        row.state = {**row.state, "luck": 1}
        s.add(row)
        s.commit()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_B, CTRL_SHIFT)
    assert services.characters.character(ann).state["luck"] == 3
    # the roster row shows what is left to spend
    assert row_tracks(window, ann)[-1] == "Luck points 3/3"
    assert last_log_line(window) == (
        "A new session gives back what the rules say — Ann: 3 Luck points for the session.")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(ann).state["luck"] == 1
    assert row_tracks(window, ann)[-1] == "Luck points 1/3"
