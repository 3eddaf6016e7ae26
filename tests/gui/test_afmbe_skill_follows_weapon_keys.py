"""AFMBE demo: the attack's skill follows the weapon picked (issue 41).  Dana's punch in the norms demo
was rolled on "Guns 3" ("Dexterity +3; Guns +3; total 12"); Father Tom's pump shotgun in the unisystem
demo on "No skill" with no penalty and Melee ticked.  A weapon picked by keys now sets its own skill —
Brawling, Hand Weapon, Guns, or no skill when the sheet lacks it — and a unisystem attack with no skill
is the text's unskilled test: the attribute alone, −2 (§2.3)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.services.demo import build_demo
from tests.gui.afmbe_attack import ATTACK
from tests.gui.helpers import activate
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, pick_with_keys, roll_faces, tab_to
from ui import open_main_window

PUNCH = "Bare hands: punch or kick (d4×STR)"


def demo_window(qtbot, tmp_path, preset):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / "a.deadwatch", "afmbe", preset)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    activate(qtbot, window)
    return window


def attack_of(qtbot, window, name, weapon):  # noqa: ANN001, ANN201
    window.selection.select_character(ids(window)[name])
    dock = choose_kind(qtbot, window, ATTACK)
    tab_to(qtbot, dock.form.inputs["weapon"])
    pick_with_keys(qtbot, dock.form.inputs["weapon"], weapon)
    return dock


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_punch_takes_no_gun_skill_and_the_pistol_takes_it_back(qtbot, tmp_path, preset):
    window = demo_window(qtbot, tmp_path, preset)
    dock = attack_of(qtbot, window, "Dana Cruz", PUNCH)
    assert dock.form.inputs["skill"].currentText() == "No skill"  # Dana has no Brawling
    assert dock.form.inputs["melee"].isChecked()
    pick_with_keys(qtbot, dock.form.inputs["weapon"], "9mm pistol")
    assert dock.form.inputs["skill"].currentText() == "Guns 3"
    assert not dock.form.inputs["melee"].isChecked()


def test_norms_punch_rolls_on_dexterity_alone(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "norms")
    dock = attack_of(qtbot, window, "Dana Cruz", PUNCH)
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    roll_faces(qtbot, dock, "6")
    line = last_log_line(window)
    assert "(d10 6; Dexterity +3; total 9)" in line, line
    assert "Guns" not in line


def test_the_priest_s_shotgun_is_unskilled_at_minus_two_and_no_melee(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "unisystem")
    dock = attack_of(qtbot, window, "Father Tom", "Baseball bat")
    assert dock.form.inputs["skill"].currentText() == "Hand Weapon 3"
    assert dock.form.inputs["melee"].isChecked()
    pick_with_keys(qtbot, dock.form.inputs["weapon"], "Pump shotgun")
    assert dock.form.inputs["skill"].currentText() == "No skill"
    assert not dock.form.inputs["melee"].isChecked()
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    roll_faces(qtbot, dock, "8")
    line = last_log_line(window)
    assert "(d10 8; Dexterity +2; unskilled −2; total 8)" in line, line
