"""The swarm round's log line counts its successes in the language's plural forms (issue 40: "Swarm
round 2: 1 successes")."""

from __future__ import annotations

from tests.gui.swarm_scene import lost_round
from tests.gui.test_fight_by_keys import lines

#: one six among round 1's dice: Ana 1 2 1 3 4 6, Ben 3 4 5 1, Ana again 1 1 2 3
ONE_SIX = ("1 2 1 3 4 6", "3 4 5 1", "1 1 2 3")


def test_one_success_is_one_success(qtbot, tmp_path):
    window, _keys, _swarm = lost_round(qtbot, tmp_path, ONE_SIX)
    assert lines(window)[-1].startswith("Swarm round 1: 1 success against Swarm Threat 6 — lost")


def test_the_round_s_line_says_which_dice_were_typed(qtbot, tmp_path):
    """Ana's first roll typed from the table, Ben's and Ana's second left to the app: the line marks
    the typed one as other typed rolls are marked ("with table dice"), and only it (issue 40)."""
    window, _keys, _swarm = lost_round(qtbot, tmp_path, ("1 2 1 3 4 5", "", ""))
    line = lines(window)[-1]
    assert "Ana, Close Combat (6 dice): base dice 1 2 1 3 4 5, stress dice none; in all 0 successes, with table dice" in line  # noqa: E501
    assert line.count("with table dice") == 1
