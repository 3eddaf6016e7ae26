"""The swarm panel builds its picks, its Leadership and sacrifice rows and its Threat buttons after
a win from what the ruleset's swarm rules declare (issue 25): a fake ruleset with another set."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.twdu.swarm import swarm_round_odds
from app.rules.twdu.swarm_odds import blocked_round_odds
from app.services.swarm import RollerSpec, RoundSetup
from tests.gui.swarm_fake_rules import use_fake_swarms, use_leader_fake
from tests.gui.test_swarm_dock import pick, raise_threat, type_into
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def fight(qtbot, tmp_path, monkeypatch, faces: str):
    """A swarm of 30 at Threat 3 under the fake rules; Ana alone rolls her two rolls with ``faces``."""
    use_fake_swarms(monkeypatch)
    window, _, ids = make_window(qtbot, tmp_path)
    dock = window.docks["swarmDock"]
    dock.raise_()
    raise_threat(qtbot, window, 3)
    type_into(qtbot, dock.dead, "30")
    qtbot.mouseClick(dock.start_button, Qt.MouseButton.LeftButton)
    # two rolls a round: two rows of rollers
    assert [row[0].isVisibleTo(dock) for row in dock.round_box.rollers] == [True, True, False]
    pick(dock.round_box.rollers[0][0], ids["Ana"])
    pick(dock.round_box.rollers[0][1], "ranged_combat")
    pick(dock.round_box.rollers[1][0], ids["Ben"])
    assert not dock.round_box.twice.isVisible()  # two fighting: nobody rolls twice under these rules
    pick(dock.round_box.rollers[1][0], None)
    plan = window.services.swarm.plan(dock.round_box.setup())
    # no small-group modifier under these rules: 7 dice each time
    shown = [lbl.text() for lbl, _ in dock.round_box.plan_labels if lbl.isVisible()]
    assert shown == ["Ana (roll 1 of 2), Ranged Combat: 7 dice", "Ana (roll 2 of 2), Ranged Combat: 7 dice"]
    assert dock.round_box.repeats.text() == "2 rolls this round: Ana rolls all 2. Pick others under Who rolls to " \
        "share them."  # no penalty under these rules
    assert not any(m.isVisibleTo(dock) for m in dock.round_box.plan_mods)  # nor a field for one
    assert not dock.round_box.block_cost.isVisibleTo(dock)
    for (_, field), roll in zip(dock.round_box.plan_labels, plan.rolls, strict=False):
        field.setText(" ".join([faces] * roll.dice))
    qtbot.mouseClick(dock.round_box.roll_button, Qt.MouseButton.LeftButton)
    return window, dock


def test_the_panel_shows_the_rulesets_own_picks_and_the_digits_tick_them(qtbot, tmp_path, monkeypatch):
    window, dock = fight(qtbot, tmp_path, monkeypatch, "1")
    services = window.services
    assert services.swarm.fight().pending == "loss_picks"
    # no Leadership roll and no sacrifices in these rules: their rows are not there
    box = dock.round_box
    for widget in (box.leader, box.leader_button, box.sacrificer, box.sacrifice_button):
        assert not widget.isVisibleTo(dock), widget.objectName()
    shown = [c.text() for c in dock.outcome_box.pick_boxes.values() if c.isVisible()]
    assert shown == ["Louder: Threat +1", "Fall back"]
    assert list(dock.outcome_box.pick_boxes) == ["louder", "fall_back"]
    assert not dock.outcome_box.victim_die.isVisible()  # no pick strikes a random victim
    assert QApplication.focusWidget() is dock.outcome_box.pick_boxes["louder"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)  # no third pick: nothing ticked
    assert not any(c.isChecked() for c in dock.outcome_box.pick_boxes.values())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2)
    picks = dock.outcome_box.pick_boxes
    assert picks["fall_back"].isChecked() and not picks["louder"].isChecked()
    assert QApplication.focusWidget() is dock.outcome_box.pick_boxes["fall_back"]  # no random victim: no die to type
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert lines(services)[-1].startswith("The dead win round 1: The group falls back: the dead move on")
    assert services.swarm.fight().ending == "moved_on"
    assert dock.badges.text() == "The dead moved on"


def test_a_won_fight_offers_the_rulesets_threat_levels(qtbot, tmp_path, monkeypatch):
    window, dock = fight(qtbot, tmp_path, monkeypatch, "6")
    services = window.services
    assert services.swarm.fight().pending == "threat_choice"
    assert [b.text() for b in dock.outcome_box.won_buttons if b.isVisible()] == ["Threat 0", "Threat 3"]
    assert QApplication.focusWidget() is dock.outcome_box.won_buttons[1]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)  # not one of these rules' levels
    assert services.swarm.fight().pending == "threat_choice"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)
    assert lines(services)[-1].startswith("The swarm fight is won: Threat 3 → 3")
    assert services.swarm.fight().ending == "won"


def test_the_small_group_modifier_is_a_field_of_each_roll(qtbot, tmp_path):
    # issue 21: the text's −2 and −4 are the fields' defaults; the GM types another
    window, _, ids = make_window(qtbot, tmp_path)
    dock = window.docks["swarmDock"]
    dock.raise_()
    raise_threat(qtbot, window, 3)
    type_into(qtbot, dock.dead, "30")
    qtbot.mouseClick(dock.start_button, Qt.MouseButton.LeftButton)
    pick(dock.round_box.rollers[0][0], ids["Ana"])
    pick(dock.round_box.rollers[0][1], "ranged_combat")
    assert [m.value() for m in dock.round_box.plan_mods] == [0, -2, -4]
    assert all(m.isVisible() and m.prefix() == "Small group: " for m in dock.round_box.plan_mods)
    assert dock.round_box.plan_mods[2].toolTip().endswith("The rules: −4")
    # what the number is, first: dice off that roll because fewer than three roll
    assert dock.round_box.plan_mods[1].toolTip().startswith("Fewer than 3 rollers: −2 dice on this roll. ")
    assert dock.round_box.plan_mods[2].toolTip().startswith("Fewer than 3 rollers: −4 dice on this roll. ")
    type_into(qtbot, dock.round_box.plan_mods[2], "-1")
    assert dock.round_box.plan_labels[2][0].text() == "Ana (roll 3 of 3), Ranged Combat: 6 dice (−1)"
    assert dock.round_box.last_odds == swarm_round_odds([7, 5, 6], 6)
    assert dock.round_box.setup().modifiers == (None, None, -1)
    pick(dock.round_box.rollers[0][1], "close_combat")  # another skill: what the GM typed holds
    assert dock.round_box.plan_mods[2].value() == -1
    pick(dock.round_box.rollers[1][0], ids["Ben"])  # another roller: the rules' modifiers again
    assert [m.value() for m in dock.round_box.plan_mods] == [0, 0, -2]
    assert dock.round_box.setup().modifiers == ()
    type_into(qtbot, dock.round_box.plan_mods[2], "0")
    for (_, faces), typed in zip(dock.round_box.plan_labels, ["1 1 1 1", "1 1 1 1 1 1 1", "1 1 1 1"], strict=True):
        faces.setText(typed)
    qtbot.mouseClick(dock.round_box.roll_button, Qt.MouseButton.LeftButton)
    assert "Ana, Close Combat (4 dice): base dice 1 1 1 1, stress dice none; in all 0 successes" in lines(window.services)[-1]  # noqa: E501
    assert "(4 dice, −" not in lines(window.services)[-1]  # the third roll at 0, as typed
    assert dock.round_box.typed_modifiers == {}


def test_the_blocks_cost_is_a_field_under_a_block(qtbot, tmp_path):
    window, _, ids = make_window(qtbot, tmp_path)
    dock = window.docks["swarmDock"]
    dock.raise_()
    raise_threat(qtbot, window, 3)
    type_into(qtbot, dock.dead, "30")
    qtbot.mouseClick(dock.start_button, Qt.MouseButton.LeftButton)
    pick(dock.round_box.rollers[0][0], ids["Mia"])
    pick(dock.round_box.rollers[0][1], "mobility")
    assert not dock.round_box.block_cost.isVisible()  # no block yet
    for (_, faces), typed in zip(dock.round_box.plan_labels, ["1 1 1 1 1", "1 1 1", "1"], strict=True):
        faces.setText(typed)
    qtbot.mouseClick(dock.round_box.roll_button, Qt.MouseButton.LeftButton)
    dock.outcome_box.pick_boxes["block"].setChecked(True)
    qtbot.mouseClick(dock.outcome_box.apply_picks, Qt.MouseButton.LeftButton)
    assert dock.badges.text().endswith("Block: Mobility and Stealth need one more success")
    assert dock.round_box.block_cost.isVisible() and dock.round_box.block_cost.text() == "Block: −1"
    assert dock.round_box.last_odds == blocked_round_odds([(5, 1), (3, 1), (1, 1)], 5)
    type_into(qtbot, dock.round_box.block_cost, "0")
    assert dock.round_box.last_odds == swarm_round_odds([5, 3, 1], 5)
    for (_, faces), typed in zip(dock.round_box.plan_labels, ["6 6 1 1 1", "6 1 1", "1"], strict=True):
        faces.setText(typed)
    qtbot.mouseClick(dock.round_box.roll_button, Qt.MouseButton.LeftButton)
    assert dock.outcome_box.result.text() == "Round 2: 3 against Swarm Threat 5 — lost"
    assert dock.round_box.typed_block_cost is None  # the next round's block costs the rules' again


def test_the_roll_before_a_round_is_named_by_the_rulesets_skill(qtbot, tmp_path, monkeypatch):
    # issue 25: the panel, the log and the refusals say the ruleset's skill and limits, not twdu's
    use_leader_fake(monkeypatch)
    window, _, ids = make_window(qtbot, tmp_path)
    services = window.services
    dock = window.docks["swarmDock"]
    dock.raise_()
    raise_threat(qtbot, window, 3)
    type_into(qtbot, dock.dead, "30")
    qtbot.mouseClick(dock.start_button, Qt.MouseButton.LeftButton)
    pick(dock.round_box.rollers[0][0], ids["Ana"])
    pick(dock.round_box.rollers[0][1], "ranged_combat")
    assert dock.round_box.leader_button.text() == "Roll Survival"
    qtbot.mouseClick(dock.round_box.leader_button, Qt.MouseButton.LeftButton)
    assert dock.status.text() == "Pick who rolls Survival."
    pick(dock.round_box.leader, ids["Mia"])
    dock.round_box.leader_faces.setText("6 6 1 1")  # Mia's Wits 4, no Survival
    qtbot.mouseClick(dock.round_box.leader_button, Qt.MouseButton.LeftButton)
    assert lines(services)[-1] == ("Mia barks orders (Survival: base dice 6 6 1 1, stress dice none; in all 2 successes): 2 "  # noqa: E501
        "dice to hand out")
    spin = dock.round_box._lead_spins[ids["Ana"]]
    assert spin.maximum() == 2 and spin.prefix() == "Survival dice to Ana: "
    spin.setValue(2)
    shown = [lbl.text() for lbl, _ in dock.round_box.plan_labels]
    assert "Ana (roll 1 of 2), Ranged Combat: 9 dice incl. 2 Survival" in shown
    refusals = []
    services.swarm.failed.connect(lambda ctx, msg: refusals.append(msg))
    alone = (RollerSpec(ids["Ana"], "ranged_combat"),)
    before = services.swarm.state()
    assert not services.swarm.roll_round(RoundSetup(alone, allocation={ids["Ana"]: 3}), [])
    assert refusals == ["No more than 2 dice from Survival to one roller."]
    assert services.swarm.state() == before
