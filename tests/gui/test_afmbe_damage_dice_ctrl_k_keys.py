"""AFMBE norms demo: after a hit typed from the table, Ctrl+K goes to the damage's dice (issue 41).
The red line said "Table dice for this damage: 1 × d6 … Type them (then Enter)", the GM pressed
Ctrl+K, typed 4 and Enter: the 4 became a third attack, the damage offer dropped.  While a damage
offer waits for its dice, Ctrl+K lands where they are typed for that damage; and an undo of an
extra roll made anyway brings the damage's prompt back in view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import last_log_line
from tests.gui.test_afmbe_second_attack_keys import attack_by_keys, fight_on_turn_of
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from tests.gui.test_dice_tab_order_screen import whole_in_view


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


def _hit(qtbot, window):  # noqa: ANN001
    """Dana's turn: a miss (1, then another 5 off), then a hit typed from the table."""
    fight_on_turn_of(window, "Dana Cruz")
    miss = attack_by_keys(qtbot, window, "1 5")
    assert ": miss" in miss, miss
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_K, CTRL)  # the second shot straight away
    keys.type("8")
    keys.key(Qt.Key.Key_Return)
    hit = last_log_line(window)
    assert ": hit" in hit, hit
    settle(qtbot)


def _damage_by_ctrl_k(qtbot, window) -> str:  # noqa: ANN001
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_K, CTRL)
    settle(qtbot)
    assert QApplication.focusWidget() is window.docks["diceDock"].faces_edit
    keys.type("4")
    keys.key(Qt.Key.Key_Return)
    settle(qtbot)
    return last_log_line(window)


@pytest.mark.parametrize("where", ["offer", "fight list", "kind"])
def test_ctrl_k_while_the_line_asks_for_the_damage_s_dice_types_them(qtbot, tmp_path, where):
    window = demo_window(qtbot, tmp_path, "norms")
    dock = window.docks["diceDock"]
    _hit(qtbot, window)
    assert "Table dice for this damage, in this order: 1 × d6 (Damage)" in dock.refusal_label.text()
    if where == "fight list":  # the GM looked at the fight list meanwhile
        window.docks["initiativeDock"].tree.setFocus()
    elif where == "kind":
        Keys(qtbot).key(Qt.Key.Key_D, CTRL | SHIFT)
    settle(qtbot)
    assert "Table dice for this damage" in dock.refusal_label.text()
    line = _damage_by_ctrl_k(qtbot, window)
    assert line.startswith("Damage to Shambler, dice from the table: weapon d6×4: d6 4"), line


def test_an_undo_of_an_extra_roll_brings_the_damage_s_prompt_back_in_view(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "norms")
    dock = window.docks["diceDock"]
    _hit(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    keys.key(Qt.Key.Key_R, CTRL)  # a third attack rolled by the console instead of the damage
    settle(qtbot)
    assert last_log_line(window).startswith("Dana Cruz rolls Attack")
    assert "Table dice for this damage" not in dock.refusal_label.text()
    keys.key(Qt.Key.Key_Z, CTRL)
    settle(qtbot)
    assert "Table dice for this damage, in this order: 1 × d6 (Damage)" in dock.refusal_label.text()
    assert whole_in_view(dock, dock.refusal_label)
    line = _damage_by_ctrl_k(qtbot, window)
    assert line.startswith("Damage to Shambler, dice from the table: weapon d6×4: d6 4"), line


def test_the_damage_s_dice_line_says_its_dice_once_in_each_language(qtbot, tmp_path):
    """The line said "Table dice for this damage: Dice to type, in this order: 1 × d6 (Damage)", in
    Russian «Кубики со стола для этого урона: Кубики по порядку: …»: the dice said twice. Once now,
    in each language the GM switches to."""
    from ui.i18n import set_language

    window = demo_window(qtbot, tmp_path, "norms")
    dock = window.docks["diceDock"]
    _hit(qtbot, window)
    try:
        for lang, word in (("ru", "Кубики"), ("es", "Dados"), ("en", "dice")):
            assert set_language(lang)
            QApplication.processEvents()
            line = dock.refusal_label.text().split("\n")[-1]
            assert line.lower().count(word.lower()) == 1, line
            assert "1 × d6" in line and "Ctrl+R" in line, line
    finally:
        set_language("en")
