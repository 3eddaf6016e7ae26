"""An Endurance loss to lost sleep and a load set roll no dice: their line ended "The dice were
rolled here." all the same; it is said now only under a roll that cast dice."""

from __future__ import annotations

import pytest

from app.rules.base import LogLine
from app.rules.dice import Face, RollRecord
from app.rules.rolling import RollResult
from ui.widgets.roll_result import RollResultView


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_where_dice_came_from_is_said_only_under_dice(qtbot):
    view = RollResultView()
    qtbot.addWidget(view)
    line = LogLine("Sleep lost: 2 Endurance (2 × 1): 30 → 28.")
    view.show_result(RollResult(result=LogLine("Sleep lost"), lines=[line]), False, [], False)
    assert view.dice_label.text() == "Sleep lost: 2 Endurance (2 × 1): 30 → 28."
    view.show_result(RollResult(result=LogLine("Now carrying: Light.")), False, [], False)
    assert "rolled" not in view.dice_label.text()
    rolled = RollRecord("Endurance loss", [Face(4, 3)], "d4 3", 3)
    view.show_result(RollResult(result=LogLine("Hard work"), records=[rolled], lines=[line]), False, [], False)
    assert view.dice_label.text().endswith("The dice were rolled here.")
