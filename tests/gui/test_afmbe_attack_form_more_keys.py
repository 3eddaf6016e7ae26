"""The AFMBE unisystem attack in the dice dock asked for about 25 inputs, a long Tab trip from the
kind of roll to Roll.  The inputs that hold their default in most rolls (the ruleset marks them
rare: where the blow lands, the light, another type of gun, a burst's steps…) wait behind a "More"
toggle, closed by default: Tab from the last common input reaches it, Space opens it and every input
is reachable again; it opens by itself when one of them holds another value than its default."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_dice_dock import make_dock, pick, pick_kind

SKILLS = [{"name": "Guns", "type": "Handgun", "level": 2}]
#: automatic: the form offers its fire and a burst's steps (a semiautomatic fires single shots only)
WEAPONS = [{"name": "Machine pistol", "damage": "d6×4", "ranged": True, "automatic": True}]
ATTACK = "Attack against a dodge or block"


def _dock(qtbot, tmp_path):  # noqa: ANN001, ANN202
    dock, services = make_dock(qtbot, tmp_path, "afmbe", "unisystem", characters=[
        ("Ash", "pc", {"dex": 3, "skills": SKILLS, "weapons": WEAPONS}), ("Bob", "pc", {"dex": 2})])
    pick(dock, "Ash")
    pick_kind(dock, ATTACK)
    dock.activateWindow()
    return dock, services


def _tabs_to_roll(qtbot, dock) -> tuple[int, list[str]]:  # noqa: ANN001
    """Tab presses from the kind of roll to Roll, and the names of what Tab went through."""
    dock.kind_combo.setFocus()
    qtbot.waitUntil(lambda: dock.kind_combo.hasFocus())
    passed: list[str] = []
    for count in range(1, 80):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is dock.roll_button:
            return count, passed
        passed.append(now.objectName())
    raise AssertionError(f"Roll never reached: {passed}")


def test_the_rare_inputs_wait_behind_more_and_space_opens_them(qtbot, tmp_path):
    dock, services = _dock(qtbot, tmp_path)
    try:
        form = dock.form
        assert form.more is not None and not form.more.isChecked()
        closed, passed = _tabs_to_roll(qtbot, dock)
        assert "moreButton" in passed
        assert "field_light" not in passed and "field_called_penalty" not in passed
        assert {"field_weapon", "field_skill", "field_modifiers", "field_shot_number"} <= set(passed)
        # Tab from the last common input reaches More; Space opens it and the rare ones follow it
        form.more.setFocus()
        qtbot.keyClick(form.more, Qt.Key.Key_Space)
        assert form.more.isChecked() and form.inputs["light"].isVisible()
        qtbot.keyClick(form.more, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is form.inputs["defences_before"]
        opened, passed_open = _tabs_to_roll(qtbot, dock)
        assert "field_light" in passed_open and "field_other_gun_penalty" in passed_open
        assert "field_group_step" not in passed_open  # a single shot: no burst's nor spray's steps
        # before: the whole form, one input after another (the toggle aside); now: the common ones
        # before: 35 presses, every input one after another; now 18 with More closed (30 with it open:
        # the toggle itself is one more; a dodge has no parry's weapon type to pass; a single shot
        # has no burst's or spray's inputs)
        assert (closed, opened) == (18, 30)
    finally:
        services.close()


def test_a_rare_input_set_opens_more_by_itself(qtbot, tmp_path):
    dock, services = _dock(qtbot, tmp_path)
    try:
        form = dock.form
        assert not form.more.isChecked() and not form.inputs["light"].isVisibleTo(form)
        form.set_values({"other_gun_type": True})
        assert form.more.isChecked()
        assert form.inputs["light"].isVisibleTo(form) and form.inputs["other_gun_type"].isVisibleTo(form)
        # the same roll shown again keeps what was set, and More open with it
        pick_kind(dock, "Task")
        pick_kind(dock, ATTACK)
        assert dock.form.more.isChecked() and dock.form.inputs["other_gun_type"].isChecked()
    finally:
        services.close()


def test_against_a_zombie_with_no_defence_the_defender_s_inputs_are_out_of_the_tab_trip(qtbot, tmp_path):
    """Against a zombie ("No defence" by default) the defender's modifiers, action and attacks
    stayed in the Tab trip, four presses that did nothing; a defence picked brings them back."""
    dock, services = make_dock(qtbot, tmp_path, "afmbe", "unisystem", characters=[
        ("Ash", "pc", {"dex": 3, "skills": SKILLS, "weapons": WEAPONS}), ("Biter", "zombie", {"dex": 1})])
    try:
        pick(dock, "Ash")
        pick_kind(dock, ATTACK)
        dock.activateWindow()
        assert dock.opponent_combo.currentText() == "Biter"
        defence = dock.opponent_form.inputs["defence"]
        assert defence.currentData() == "none"
        none, passed = _tabs_to_roll(qtbot, dock)
        assert "field_defence" in passed
        assert not {"field_defence_modifiers", "field_defence_action", "field_defence_attacks_before",
                    "field_parry_type"} & set(passed)
        defence.setCurrentIndex(defence.findData("dodge"))  # the GM says this one dodges
        dodging, passed = _tabs_to_roll(qtbot, dock)
        assert {"field_defence_modifiers", "field_defence_action", "field_defence_attacks_before"} <= set(passed)
        assert "field_parry_type" not in passed  # a dodge has no parry's weapon type
        assert dodging - none == 3
    finally:
        services.close()
