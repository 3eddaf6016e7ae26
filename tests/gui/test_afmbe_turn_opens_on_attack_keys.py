"""AFMBE unisystem demo: a turn opens on the fighter's attack, never on Aim he did not declare (issue
41).  Dana shot the zombie below 0 Life Points, Esc, N: Father Tom's turn opened on «Apuntar» (Aim)
against nobody (the attack had no one left to hit, and Aim, which may be at nobody, took its place);
after Ctrl+Z brought the zombie back, Dana's and Tom's turns still opened on Aim."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_dice_reach import last_log_line
from tests.gui.test_afmbe_second_attack_keys import attack_by_keys, fight_on_turn_of
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


def next_turn_by_keys(qtbot, window) -> str:  # noqa: ANN001
    """Esc to the fight list, N: the name of whose turn it is now."""
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Escape)
    keys.key(Qt.Key.Key_N)
    settle(qtbot)
    current = window.services.initiative.current()
    return window.services.characters.character(current.character_id).name


def test_the_next_turn_opens_on_the_attack_not_on_aim_after_the_zombie_went_down(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "unisystem")
    dock = window.docks["diceDock"]
    fight_on_turn_of(window, "Dana Cruz")
    for _ in range(6):  # shot after shot, each hit's damage typed, until the zombie is down
        hit = attack_by_keys(qtbot, window, "9")
        zombie = dock.forms.opponent_id()
        assert "hit" in hit, hit
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_K, CTRL)
        keys.type("6")
        keys.key(Qt.Key.Key_Return)
        settle(qtbot)
        if window.services.characters.character(zombie).state["life_points"] < 0:
            break
    assert window.services.characters.character(zombie).state["life_points"] < 0, last_log_line(window)
    services = window.services

    def round_opens_on_attacks() -> None:  # round the fight: no living fighter's turn on Aim
        names = []
        for _ in range(4):
            names.append(next_turn_by_keys(qtbot, window))
            if services.characters.character(services.initiative.current().character_id).kind == "zombie":
                continue
            assert dock.kind_combo.currentData() != "aim", (names, dock.kind_combo.currentText())
        assert "Father Tom" in names and "Dana Cruz" in names

    round_opens_on_attacks()
    # no one to attack: the attack set up by the turn says so, plainly (not a red refusal)
    assert dock.odds_label.text().startswith("Nobody is left standing to roll against"), dock.odds_label.text()
    keys = Keys(qtbot)
    for _ in range(12):  # Ctrl+Z back to the zombie standing
        keys.key(Qt.Key.Key_Z, CTRL)
        settle(qtbot)
        if services.characters.character(zombie).state["life_points"] >= 0:
            break
    assert services.characters.character(zombie).state["life_points"] >= 0
    round_opens_on_attacks()
