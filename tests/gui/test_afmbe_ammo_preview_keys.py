"""AFMBE norms from the keyboard: the dice dock's odds say what a shot will do with the weapon's
Ammo Points once its last point paid for this round ("on a Point to Combat Turn basis"): it fires,
and spends nothing, as the roll then does."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, pick_with_keys, roll_faces, tab_to
from tests.unit.services.test_ammo_points_rolled import GUNS, RIFLE, points, shoot


def test_the_odds_of_a_shot_whose_last_point_paid_this_round_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Last", "pc", {"dex": 3, "skills": [GUNS], "weapons": [{**RIFLE, "ammo": 1}]})
    assert services.characters.create("Biter", "zombie", {})
    who = ids(window)
    assert services.initiative.start([who["Last"], who["Biter"]], name="Yard")
    shoot(services, who["Last"], who["Biter"])  # the rifle's last point pays for this turn
    assert points(services, who["Last"]) == 0
    window.selection.select_character(who["Last"])
    dock = choose_kind(qtbot, window, "Attack against a dodge or block")
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Guns 2")
    assert dock.opponent_combo.currentText() == "Biter"
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    odds = dock.odds_label.text()
    assert "Cannot roll" not in odds
    assert odds.startswith("Hit ")
    assert odds.endswith("Rifle paid for this round already: this shot spends nothing (0 Ammo Points left)")
    assert dock.form.values()["action"] == 2  # the turn's second shot ("Several actions in one turn": −2)
    roll_faces(qtbot, dock, "7")  # 7 + Dexterity 3 + Guns 2 − 2
    assert dock.result_view.result_label.text().startswith("Total 10 against 9: hit")
    assert last_log_line(window).startswith("Last rolls Attack")
    assert points(services, who["Last"]) == 0


def test_the_odds_say_a_shot_costs_a_point_again_after_the_round_ends_by_keys(qtbot, tmp_path):
    """Ctrl+Alt+N ends the round: the dice dock's odds are worked out again at once, so the next
    shot reads "Rifle: 4 → 3 Ammo Points" and not the round before's "spends nothing"; Ctrl+Z brings the
    paid round back, and its line with it."""
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": [GUNS], "weapons": [{**RIFLE, "ammo": 5}]})
    assert services.characters.create("Biter", "zombie", {})
    who = ids(window)
    assert services.initiative.start([who["Dana"], who["Biter"]], name="Yard")
    shoot(services, who["Dana"], who["Biter"])
    assert points(services, who["Dana"]) == 4
    window.selection.select_character(who["Dana"])
    dock = choose_kind(qtbot, window, "Attack against a dodge or block")
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], "Guns 2")
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    assert "this shot spends nothing (4 Ammo Points left)" in dock.odds_label.text()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert window.status_round.text() == "Round 2"
    odds = dock.odds_label.text()
    assert "spends nothing" not in odds
    assert "Rifle: 4 → 3" in odds
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.status_round.text() == "Round 1"
    assert "this shot spends nothing (4 Ammo Points left)" in dock.odds_label.text()
