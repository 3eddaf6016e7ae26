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


BLOW = {"action": 1, "weapon": "0", "melee": True, "defence": "parry", "defences_before": 0,
        "defence_action": 1, "defence_attacks_before": 0}
PARRIED = ("attack", BLOW, {"defence_rolled": True})
MISSED = ("attack", BLOW, {})  # the blow missed: no parry was rolled


def test_the_defenders_parries_and_attacks_this_turn_are_his_actions():
    # «una acción de ataque y otra de defensa por Turno sin penalización»: the form counts, the
    # penalty follows from melee_action_penalty (second parry −2; a parry after one attack free)
    assert turn_counts(BLOW, [], [], ([], []))["defence_action"] == 1
    counts = turn_counts(BLOW, [], [], ([], [PARRIED, MISSED]))
    assert (counts["defence_action"], counts["defence_attacks_before"]) == (2, 0)
    counts = turn_counts(BLOW, [], [], ([("attack", {"action": 1})], [PARRIED]))
    assert (counts["defence_action"], counts["defence_attacks_before"]) == (3, 1)
    # the attacker's own parry is his action too, and a defence before his blow
    counts = turn_counts(BLOW, [], [PARRIED])
    assert (counts["action"], counts["defences_before"]) == (2, 1) and "defence_action" not in counts
