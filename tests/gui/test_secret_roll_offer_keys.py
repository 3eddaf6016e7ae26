"""A secret roll's damage applied from the dice dock is as secret as the roll: Ana's secret shot at
the raider the players see hits, Enter on its offer and the damage's dice write the wound secret (it told the players
nothing before: the shot's line is the GM's alone)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_twdu_shot_offer_keys import health, shooter
from tests.gui.twdu_accept import accept_roll

CTRL = Qt.KeyboardModifier.ControlModifier


def test_the_damage_of_a_secret_shot_is_written_secret(qtbot, tmp_path):
    window, services, dock, who = shooter(qtbot, tmp_path)
    assert services.player_view.set_reveal(who["Raider"], name=True)  # the players see him
    qtbot.keyClick(window, Qt.Key.Key_F)
    dock.secret_check.setChecked(True)
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)
    qtbot.keyClicks(dock.faces_edit, "6 6 1 2 3 4 5 2 3")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    shot = services.campaign.events()[-1]
    assert shot.kind in ("roll", "ammo") and shot.secret
    accept_roll(qtbot, dock)  # not pushed: its damage next
    offer = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is offer)
    qtbot.keyClick(offer, Qt.Key.Key_Return)
    qtbot.waitUntil(dock.faces_edit.hasFocus)  # the damage's dice from the table too
    qtbot.keyClicks(dock.faces_edit, "3")  # the Broken minutes' d6 (an unnamed injury's recovery waits for its D66)
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: health(services, who["Raider"]) == 0)
    wound = services.campaign.events()[-1]
    assert wound.kind == "damage" and wound.secret, "the secret shot's damage was written public"
