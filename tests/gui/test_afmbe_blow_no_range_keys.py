"""AFMBE unisystem demo: a blow (bare hands, a bat: Melee ticked) is offered no Range and no "Shot
this turn", and the roll is sent without them.  The fields stayed on the form beside a punch, and a
range set for the pistol before was still sent with the blow: its odds line said "Range and
consecutive shots are for shots, not melee." and Roll was refused, though nothing on the form said
range.  Picked back, the pistol shows its range again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_afmbe_dice_reach import last_log_line, pick_with_keys, tab_to
from tests.gui.test_afmbe_second_attack_keys import fight_on_turn_of
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from ui import i18n


def settle(qtbot) -> None:  # noqa: ANN001
    qtbot.wait(30)


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_blow_after_a_long_range_shot_set_up_takes_no_range_and_rolls(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = demo_window(qtbot, tmp_path, "unisystem")
        fight_on_turn_of(window, "Dana Cruz")
        dock = window.docks["diceDock"]
        assert dock.kind_combo.currentData() == "attack"
        form = dock.form
        weapon = form.inputs["weapon"]
        punch = weapon.itemText(weapon.findData("unarmed"))
        pistol = weapon.currentText()
        dock.kind_combo.setFocus()
        tab_to(qtbot, weapon)
        pick_with_keys(qtbot, weapon, punch)
        settle(qtbot)
        blow_odds = dock.odds_label.text()
        assert form.inputs["melee"].isChecked()
        assert form.inputs["range"].isHidden() and form.inputs["shot_number"].isHidden()
        # the pistol: its range shown; extreme range picked by keys
        pick_with_keys(qtbot, weapon, pistol)
        assert not form.inputs["range"].isHidden() and not form.inputs["shot_number"].isHidden()
        tab_to(qtbot, form.inputs["range"])
        pick_with_keys(qtbot, form.inputs["range"], form.inputs["range"].itemText(4))
        settle(qtbot)
        assert dock.odds_label.text() != blow_odds  # −6 for the shot
        # back to the punch: the range set is not offered, not sent, and changes nothing
        tab_to(qtbot, weapon)
        pick_with_keys(qtbot, weapon, punch)
        settle(qtbot)
        assert form.inputs["range"].isHidden() and form.inputs["shot_number"].isHidden()
        assert form.values()["range"] == "extreme"  # kept for the next shot
        sent = dock.forms.request(False).inputs
        assert not {"range", "range_modifier", "range_multiplier", "shot_number"} & set(sent), sent
        assert dock.odds_label.text() == blow_odds
        dock.faces_edit.setFocus()
        qtbot.keyClicks(dock.faces_edit, "8")
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        settle(qtbot)
        line = last_log_line(window)  # rolled, not refused
        assert "Dana" in line and "d10 8" in line, line
    finally:
        i18n.set_language("en")
