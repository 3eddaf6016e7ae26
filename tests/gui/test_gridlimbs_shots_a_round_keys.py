"""A gun's shots a round, from the map and the dice dock by keys: "Rifle: One shot per round" — the
second Ctrl+R in the round is refused in the dice dock with the rifle's name and its limit, and
nothing is written; the next round the rifle fires again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.rules.dice import TypedDice
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL
from tests.gui.map_fight import fight_on_the_map
from tests.gui.test_map_shot import create

REFUSED = "Rifle: 1 shot a round; Ana has fired it this round already."


def test_a_second_rifle_shot_in_the_round_is_refused_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", accuracy=7, speed=9, max_hp=20,
                 weapons=[{"weapon": "rifle", "concealed": False}], starting_item="clips")
    zed = create(window, "Zombie 1", "zombie", max_hp=60, speed=1)
    dice, keys = fight_on_the_map(qtbot, window, (8, 4), {ana: (0, 1), zed: (3, 1)})
    keys.key(Qt.Key.Key_X)
    services.campaign.dice = TypedDice([5])
    keys.key(Qt.Key.Key_R, CTRL)
    events = len(services.campaign.events())
    # off the hit's damage offer (Ctrl+R there rolls the damage): the next shot from the dice field
    dice.faces_edit.setFocus()
    keys.key(Qt.Key.Key_R, CTRL)  # refused before a die is rolled
    # (the hit above it stays for its damage, said to be the roll before)
    qtbot.waitUntil(lambda: dice.refusal_label.text().startswith(REFUSED))
    assert len(services.campaign.events()) == events
    activate(qtbot, window)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    qtbot.waitUntil(window.docks["mapDock"].view.hasFocus)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL | ALT)  # the round ends
    assert services.campaign.events()[-1].text == "Round {round} ends; round {next} begins"
    keys.key(Qt.Key.Key_X)
    services.campaign.dice = TypedDice([5])
    events = len(services.campaign.events())
    keys.key(Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: len(services.campaign.events()) == events + 1)
