"""A single attack from the swarm offers its harm after a failed roll, as the Threat dial's does
(twdu, "Single attacks": "Failure: If you fail the roll, your outcome will be determined by the GM.
This might entail taking damage").  Ben messed up in a won round; Space on the panel's "Roll Ben's
single attack" put his roll in the dice dock, the roll failed ("Failure, no 6"), even with a walker
on the stress die and the GM's "Threat +1 (walker)", and no "got through: damage" came anywhere:
Ben stayed at Health 3.  The log reader of single attacks knew only the threat dock's lines; the
swarm's lines now name their victims as those do.  The harm comes in the Threat dock, its field
focused (after the mess-up's pick; beside a push, where Go to the threat lands on it), Enter applies
it: one log line, undoable; English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL
from tests.gui.swarm_scene import lost_round, tab_to
from tests.gui.test_fight_by_keys import lines
from ui import i18n

HARM = {
    "en": ("The single attack on Ben got through: damage", "Apply 1 damage to Ben"),
    "ru": ("Ben: одиночная атака прошла, урон", "Нанести урон 1 — Ben"),
    "es": ("El ataque único contra Ben pasó: daño", "Aplicar 1 de daño a Ben"),
}


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def ben_messes_up_in_a_won_round(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """Round 1 lost, Ben's roll pushed (stress 1), Threat +1 picked; round 2 won with a walker on
    Ben's stress die: "Ben messed up: a single attack"; Space on its roll: the dice dock on it."""
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    ben = next(b for b in outcome.push_buttons if b.isVisible() and "Ben" in b.text())
    tab_to(keys, ben)
    keys.key(Qt.Key.Key_Space)  # Ben's stress 0 → 1
    keys.type("1")
    keys.key(Qt.Key.Key_Return, CTRL)
    keys.key(Qt.Key.Key_K, CTRL)
    for faces in ("6 6 6 6 6 6", "6 6 6 6 1", "2 2 2 2"):  # won; Ben's stress die a walker
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    assert window.services.swarm.last_round()["single_attacks"] == ["Ben"]
    single = next(b for b in outcome.single_buttons if b.isVisible())
    assert tab_to(keys, single, back=True) and QApplication.focusWidget() is single
    keys.key(Qt.Key.Key_Space)
    dice = window.docks["diceDock"]
    assert QApplication.focusWidget() is dice.faces_edit
    ben_id = next(c.id for c in window.services.characters.characters() if c.name == "Ben")
    return window, keys, ben_id


def health(window, cid: int) -> int:  # noqa: ANN001
    return window.services.characters.character(cid).state["health"]


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_failed_roll_against_the_swarm_s_single_attack_offers_its_harm(qtbot, tmp_path, lang):
    label, button = HARM[lang]
    assert i18n.set_language(lang)
    try:
        window, keys, ben = ben_messes_up_in_a_won_round(qtbot, tmp_path)
        harm = window.docks["threatDock"].single_harm.row
        assert harm.isHidden()
        keys.type("2 3 4 5 2")  # Strength 3 + Close Combat 1, stress 1: no 6, no walker
        keys.key(Qt.Key.Key_Return)
        settle()
        assert harm.isVisible() and harm.label.text() == label and harm.button.text() == button
        # Ben may push first: the focus stays on the push, the harm waits; Go to the threat lands on it
        assert QApplication.focusWidget().objectName() == "followUp_push"
        keys.key(Qt.Key.Key_7, CTRL)
        settle()
        assert QApplication.focusWidget() is harm.damage and harm.damage.value() == 1
        before = len(lines(window))
        keys.key(Qt.Key.Key_Return)  # Ben bruised: one action
        settle()
        assert len(lines(window)) == before + 1 and health(window, ben) == 2
        assert harm.isHidden()
        keys.key(Qt.Key.Key_Z, CTRL)  # taken back: offered again
        settle()
        assert health(window, ben) == 3 and harm.isVisible() and harm.button.text() == button
    finally:
        i18n.set_language("en")


def test_a_mess_up_on_that_roll_and_its_threat_pick_then_the_harm_focused(qtbot, tmp_path):
    window, keys, ben = ben_messes_up_in_a_won_round(qtbot, tmp_path)
    harm = window.docks["threatDock"].single_harm.row
    keys.type("2 3 4 5 1")  # no 6, a walker on the stress die: messed up (no push)
    keys.key(Qt.Key.Key_Return)
    settle()
    assert harm.isVisible() and harm.label.text() == HARM["en"][0]
    assert QApplication.focusWidget().objectName() == "threatUpButton"  # the mess-up's pick first
    threat = window.services.threat.level()
    keys.key(Qt.Key.Key_Return)  # Threat +1 (walker), the button's click shown
    qtbot.wait(200)
    settle()
    assert window.services.threat.level() == threat + 1
    assert QApplication.focusWidget() is harm.damage  # then the harm, focused
    keys.key(Qt.Key.Key_Return)
    settle()
    assert health(window, ben) == 2 and harm.isHidden()
    assert lines(window)[-1].startswith("Damage to Ben") or "Ben" in lines(window)[-1]


def test_the_gm_s_single_attack_pick_after_a_lost_round_offers_its_harm(qtbot, tmp_path):
    """The swarm attacks after a lost round: a single attack on a random victim (the die typed from
    the table), the victim's roll from the panel fails, the harm comes."""
    window, keys, swarm = lost_round(qtbot, tmp_path)
    picks = swarm.outcome_box.pick_boxes
    single = next(k for k in picks if "single" in k)
    keys.type(str(list(picks).index(single) + 1))
    keys.key(Qt.Key.Key_Return, CTRL)  # applied: the victim by a rolled die
    settle()
    victim = window.services.swarm.last_round()["attacks"][0]["victim"]
    button = next(b for b in swarm.outcome_box.single_buttons if b.isVisible())
    assert victim in button.text()
    button.setFocus()
    keys.key(Qt.Key.Key_Space)
    dice = window.docks["diceDock"]
    assert QApplication.focusWidget() is dice.faces_edit
    keys.type({"Ana": "2 2 3 3 4 5", "Ben": "2 3 4 5"}[victim])  # the victim's Close Combat: no 6
    keys.key(Qt.Key.Key_Return)
    settle()
    attack = window.services.threat.single_attacks()[-1]
    assert attack.name == victim and attack.rolled and attack.failed and not attack.dial
    harm = window.docks["threatDock"].single_harm.row
    assert harm.isVisible() and harm.label.text() == f"The single attack on {victim} got through: damage"
