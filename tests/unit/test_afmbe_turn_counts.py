"""AFMBE: the attack form's numbers counted from the roller's rolls of this turn (issue 41).  README:
"Several actions in one turn: −2 for the second, −4 for the third"; the unisystem text: «Cada disparo
consecutivo sufre un −1 acumulativo» and «cada ráfaga consecutiva sufrirá una penalización de −3
acumulativa»."""

from __future__ import annotations

from app.rules.afmbe.turn_counts import turn_counts

SHOT = {"action": 1, "weapon": "0", "melee": False, "fire": "single", "shot_number": 1, "burst_number": 1}


def test_the_second_shot_is_the_second_action_and_the_second_consecutive_shot():
    assert turn_counts(SHOT, []) == {"action": 1, "shot_number": 1, "burst_number": 1}
    assert turn_counts(SHOT, [("attack", SHOT)]) == {"action": 2, "shot_number": 2, "burst_number": 1}


def test_another_weapon_a_blow_or_a_burst_is_not_a_consecutive_shot_but_still_an_action():
    other = {**SHOT, "weapon": "1"}
    blow = {**SHOT, "weapon": "unarmed", "melee": True}
    burst = {**SHOT, "fire": "burst"}
    earlier = [("attack", other), ("attack", blow), ("task", {"action": 1})]
    assert turn_counts(SHOT, earlier) == {"action": 4, "shot_number": 1, "burst_number": 1}
    assert turn_counts(burst, [("attack", burst)]) == {"action": 2, "shot_number": 1, "burst_number": 2}
    assert turn_counts(blow, [("attack", SHOT)])["shot_number"] == 1  # "Range and consecutive shots are for shots"


def test_a_roll_with_no_action_field_is_not_counted():
    assert turn_counts({"action": 1}, [("fear", {"fear_modifier": 0})]) == {"action": 1}
