"""Undo brings back what the dice dock offered before the undone step: Ctrl+Z of a push showed the
failed roll back in the log but left the dock without its result or "Push the roll"; Ctrl+Z of a
mess-up's pick (Threat +1, or a single attack instead) left the mess-up without its three choices.
Now the failed roll comes back with its push, and the mess-up with its choices, by keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_evenings_by_keys import NEXT_PAGE, TAB, sheet
from tests.gui.test_fight_by_keys import campaign_window, lines

CHOICES = ["Threat +1 (walker)", "Instead: a single attack from the dead", "Instead: Swarm Size one step up"]


def offered(dice) -> list[str]:  # noqa: ANN001
    view = dice.result_view
    return [b.text() for b in (view.threat_button, *view.instead_buttons) if b is not None and b.isVisibleTo(dice)]


def mia_fails(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """Mia (Agility 4, Mobility 2, at Threat 3) sneaks past and fails, her dice typed."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Mia", TAB, TAB, TAB, "4", NEXT_PAGE, "1", TAB, TAB, TAB, "2")
    keys.key(Qt.Key.Key_Escape)
    for _ in range(3):
        keys.type("+3")
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    keys.key(Qt.Key.Key_Tab, SHIFT)
    keys.type("M")
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("1 2 3 4 5 3")
    keys.key(Qt.Key.Key_Return)
    dice = window.docks["diceDock"]
    assert QApplication.focusWidget() is dice.result_view.buttons["push"]
    return window, keys, dice


def push(keys: Keys, dice, faces: str) -> None:  # noqa: ANN001
    """The faces typed, then Tab down to "Push the roll" (past Secret and Roll) and Space."""
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type(faces)
    button = dice.result_view.buttons["push"]
    for _ in range(4):
        if QApplication.focusWidget() is button:
            break
        keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button
    keys.key(Qt.Key.Key_Space)


def test_undoing_a_push_brings_back_the_failed_roll_and_its_push(qtbot, tmp_path):
    window, keys, dice = mia_fails(qtbot, tmp_path)
    failed = dice.last
    push(keys, dice, "2 2 3 4 2 2 2")  # still no six
    assert "Push the roll" in lines(window)[-1] and dice.last is not failed
    keys.key(Qt.Key.Key_Z, CTRL)
    assert lines(window)[-1].startswith("Undo: Mia: Push the roll")
    assert dice.last is failed  # the failed roll, as it was before the push
    assert dice.result_view.isVisibleTo(dice) and dice.result_view.buttons["push"].isVisibleTo(dice)
    push(keys, dice, "6 2 3 4 2 2 2")  # and pushed again, by the same keys
    assert lines(window)[-1].startswith("Mia: Push the roll — Skill roll (Mobility), with table dice: Success")


def test_undoing_a_mess_up_s_pick_offers_its_three_choices_again(qtbot, tmp_path):
    window, keys, dice = mia_fails(qtbot, tmp_path)
    push(keys, dice, "2 2 3 4 2 2 1")  # a walker on the stress die
    assert offered(dice) == CHOICES
    assert QApplication.focusWidget() is dice.result_view.threat_button
    keys.key(Qt.Key.Key_Space)  # Threat +1
    assert lines(window)[-1].startswith("Threat 3 → 4") and offered(dice) == []
    keys.key(Qt.Key.Key_Z, CTRL)
    assert lines(window)[-1].startswith("Undo: Threat 4 → 3")
    assert offered(dice) == CHOICES
    keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # redone: the pick stands again, the choices go
    assert offered(dice) == []
    keys.key(Qt.Key.Key_Z, CTRL)
    assert offered(dice) == CHOICES

    single = dice.result_view.instead_buttons[0]
    single.setFocus()
    keys.key(Qt.Key.Key_Space)  # instead, a single attack on Mia: the dock sets her roll up
    assert lines(window)[-1] == "Threat 3 (Aware) stays: instead, a single attack from the dead on Mia"
    keys.key(Qt.Key.Key_Z, CTRL)
    assert offered(dice) == CHOICES
