"""A lost swarm round where the GM picks only 1 consequence: the digits ticked a second one and
Apply went grey without a word.  The second digit is refused, saying why (the status bar and the
panel's line), the first pick stays, and Apply stays on."""

from __future__ import annotations

from tests.gui.swarm_scene import lost_round


def test_a_second_pick_of_one_is_refused_with_the_reason(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    assert window.services.swarm.fight().picks_due == 1
    boxes = list(outcome.pick_boxes.values())
    keys.type("1")
    keys.type("2")
    said = "The GM picks only 1 option: untick one first (its digit again)."
    assert window.statusBar().currentMessage() == said and swarm.status.text() == said
    assert [b.isChecked() for b in boxes[:2]] == [True, False]
    assert outcome.apply_picks.isEnabled()
    keys.type("1")  # unticked: the second may be ticked now
    keys.type("2")
    assert [b.isChecked() for b in boxes[:2]] == [False, True]
