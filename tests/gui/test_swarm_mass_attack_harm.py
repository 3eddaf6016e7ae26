"""A mass attack the GM picks after a lost swarm round (issue 40): the swarm attacks its random
victim and "no skill roll can be made to avoid this" (twdu text, "Swarm attacks"), yet picking it only
wrote a log line and Ben kept his Health.  Now the next key is the damage, focused with the ruleset's
default: Enter applies it to the victim (one log line, undone by Ctrl+Z)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL
from tests.gui.swarm_scene import lost_round
from tests.gui.test_fight_by_keys import lines


def health(window, name):  # noqa: ANN001, ANN201
    row = next(c for c in window.services.characters.characters() if c.name == name)
    return row.state.get("health")


def test_the_mass_attack_s_damage_is_the_next_key(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    keys.type("5")  # pick 5: a mass attack on a random victim
    keys.type("2")  # its die from the table: the second of Ana and Ben
    keys.key(Qt.Key.Key_Return)
    assert "Mass attack on Ben (die from the table), no roll to avoid it" in lines(window)[-1]
    before, count = health(window, "Ben"), len(lines(window))
    harm = outcome.harm_row
    assert QApplication.focusWidget() is harm.damage and harm.damage.value() == 1
    assert harm.button.text() == "Apply 1 damage to Ben"
    assert harm.visibleRegion().boundingRect().size() == harm.size()  # whole in the panel's view
    keys.key(Qt.Key.Key_Return)
    assert health(window, "Ben") == before - 1
    assert len(lines(window)) == count + 1 and "Ben" in lines(window)[-1]
    assert harm.isHidden()  # applied: no second helping
    assert QApplication.focusWidget() is swarm.round_box.plan_labels[0][1]  # on to round 2's dice
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert health(window, "Ben") == before


def test_the_gm_types_another_damage(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    keys.type("5")
    keys.type("1")  # Ana
    keys.key(Qt.Key.Key_Return)
    before = health(window, "Ana")
    keys.key(Qt.Key.Key_A, CTRL)
    keys.type("2")
    keys.key(Qt.Key.Key_Return)
    assert health(window, "Ana") == before - 2
