"""A single attack given from the threat dock is rolled by its victim (twdu text, "Threat Level": the
GM "may instead … Let a PC or NPC suffer a single attack from the dead"; "Single attacks": "A single
attack is resolved with one skill roll by you").  Picking it on the dial only wrote a log line, and a
failed roll to avoid the dead turned into a single attack the same way.  Now the dial asks on whom
(1-9), the log names the victim, the focus lands on "Roll <name>'s single attack", Space puts the
roll in the dice dock with the focus on its typed dice, and Enter rolls it; Ctrl+Z takes the pick back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_threat_dock import lines, make_window, reasons
from tests.unit.services.twdu_party import set_state


def test_the_dial_s_single_attack_asks_its_victim_and_its_roll_is_the_next_key(qtbot, tmp_path):
    window, dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    assert services.threat.step(1, "noise")
    keys = Keys(qtbot)
    dock.dial.setFocus()
    keys.key(Qt.Key.Key_Plus)
    keys.type("7")  # Instead: a single attack from the dead
    assert services.threat.level() == 1 and dock.prompt.isVisible()
    assert dock.prompt.text().startswith("A single attack from the dead: on whom?")
    assert reasons(dock) == ["1  Ana", "2  Ben", "3  Mia", "4  Rick"]  # the PCs, then the NPC; no walker
    before = len(lines(services))
    keys.type("2")
    assert len(lines(services)) == before + 1
    assert lines(services)[-1] == "Threat 1 (Dead around) stays: instead, a single attack from the dead on Ben"
    roll = dock.single_roll.button
    assert QApplication.focusWidget() is roll and roll.text() == "Roll Ben's single attack (a skill roll)"
    keys.key(Qt.Key.Key_Space)
    dice = window.docks["diceDock"]
    assert dice.character_id() == ids["Ben"] and dice.form is not None
    assert dice.form.values()["skill"] == "close_combat"
    assert QApplication.focusWidget() is dice.faces_edit and not dice.visibleRegion().isEmpty()
    keys.type("2 3 4 5 2 3 6")  # Strength 4 + Close Combat 3
    keys.key(Qt.Key.Key_Return)
    assert lines(services)[-1].startswith("Ben rolls Skill roll (Close Combat) with table dice: ")
    assert roll.isHidden()  # asked for: the dock no longer offers it
    assert services.campaign.undo() and services.campaign.undo()  # the roll, then the pick
    assert lines(services)[-1] == "Undo: Threat 1 (Dead around) stays: instead, a single attack from the dead on Ben"


def test_esc_takes_back_the_question_of_whom(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    keys = Keys(qtbot)
    dock.dial.setFocus()
    before = len(lines(services))
    keys.key(Qt.Key.Key_Plus)
    keys.type("7")
    keys.key(Qt.Key.Key_Return)  # no default victim: Enter does not pick one
    assert dock.prompt.isVisible() and len(lines(services)) == before
    keys.key(Qt.Key.Key_Escape)
    assert not dock.prompt.isVisible() and len(lines(services)) == before and services.threat.level() == 0


def test_a_failed_roll_to_avoid_the_dead_gives_its_single_attack_s_roll(qtbot, tmp_path):
    window, dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    services.threat.step(1, "noise")
    window.selection.select_character(ids["Ana"])
    keys = Keys(qtbot)
    dock.avoid_faces.setFocus()
    keys.type("2 2 3 4 5 1")
    keys.key(Qt.Key.Key_A, CTRL | SHIFT)
    assert QApplication.focusWidget() is dock.pick_raise  # the GM's pick is the next key
    keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dock.pick_attack
    keys.key(Qt.Key.Key_Space)
    assert lines(services)[-1] == "Ana suffers a single attack from the dead"
    roll = dock.single_roll.button
    assert QApplication.focusWidget() is roll and roll.text() == "Roll Ana's single attack (a skill roll)"
    keys.key(Qt.Key.Key_Space)
    dice = window.docks["diceDock"]
    assert dice.character_id() == ids["Ana"] and QApplication.focusWidget() is dice.faces_edit
    keys.key(Qt.Key.Key_R, CTRL)
    assert lines(services)[-1].startswith("Ana rolls Skill roll (Close Combat)")


def test_a_mess_up_avoiding_the_dead_gives_its_single_attack_s_roll(qtbot, tmp_path):
    """"Failing the skill roll" with a walker on a stress die: the Threat rises and the single attack
    comes too; its roll is the next key."""
    window, dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    services.threat.step(1, "noise")
    set_state(services, ids["Mia"], stress=1)
    window.selection.select_character(ids["Mia"])
    keys = Keys(qtbot)
    dock.avoid_skill.setCurrentIndex(dock.avoid_skill.findText("Mobility"))
    dock.avoid_faces.setFocus()
    keys.type("2 2 3 4 5 1")  # Agility 3 + Mobility 2, the stress die a walker
    keys.key(Qt.Key.Key_A, CTRL | SHIFT)
    assert "messes up" in lines(services)[-1] and services.threat.level() == 2
    roll = dock.single_roll.button
    assert QApplication.focusWidget() is roll and roll.text() == "Roll Mia's single attack (a skill roll)"
    keys.key(Qt.Key.Key_Space)
    assert window.docks["diceDock"].character_id() == ids["Mia"]
