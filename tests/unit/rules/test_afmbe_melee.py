"""afmbe attack against defence: a unisystem melee tie is the defender's, exact hit chances."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from app.rules import get_ruleset
from app.rules.afmbe.attack_rolls import HELD_TIE
from app.rules.afmbe.melee import defence_holds, hit_probability, melee_action_penalty
from app.rules.afmbe.odds import die_chance
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller

FIGHTER = [{"name": "Brawling", "level": 2}, {"name": "Dodge", "level": 3}]


def roller(rules, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


def enumerated_hit(a_bonus, d_bonus, preset, tie_to_defender, window):
    """Brute force over the die values in ``window``: (hit chance found, mass left out)."""
    faces = [v for v in window if die_chance(v, preset)]
    mass = sum((die_chance(v, preset) for v in faces), Fraction(0))
    hit = sum(
        (
            die_chance(a, preset) * die_chance(d, preset)
            for a, d in product(faces, faces)
            if a + a_bonus >= 9
            and (d + d_bonus < a + a_bonus if tie_to_defender else d + d_bonus <= a + a_bonus)
        ),
        Fraction(0),
    )
    return hit, 1 - mass * mass


def test_unisystem_melee_tie_is_parried_by_the_defender():
    # §4.1.2 "Si empata o gana el defensor este último evita al atacante o le para"
    rules = get_ruleset("afmbe", "unisystem")
    attacker = roller(rules, dex=3, skills=FIGHTER)  # DEX 3 + Brawling 2
    defender = roller(rules, dex=2, skills=FIGHTER)  # DEX 2 + Dodge 3
    tie = rules.roll_rules().resolve_roll(
        "attack", attacker, {"skill": "0", "melee": True}, TypedDice([6, 6]), defender
    )
    assert [r.total for r in tie.records] == [11, 11]
    assert tie.success is False and tie.damage == ()
    assert tie.result.text == HELD_TIE
    assert tie.result.args["verdict"] == {"t": "Dodged"} and tie.result.args["defence_name"] == {"t": "dodge"}
    assert tie.result.args["rule"] == {"t": "higher total hits; a tie goes to the defender"}
    higher = rules.roll_rules().resolve_roll(
        "attack", attacker, {"skill": "0", "melee": True}, TypedDice([7, 6]), defender
    )
    assert higher.success is True


@pytest.mark.parametrize("preset, melee", [("unisystem", False), ("norms", True), ("norms", False)])
def test_a_tie_hits_where_the_defender_must_beat_the_roll(preset, melee):
    # unisystem §4.2.2 dodging shots: "si la tirada es superior"; norms: "if you beat the attacker's roll"
    rules = get_ruleset("afmbe", preset)
    attacker = roller(rules, dex=3, skills=FIGHTER)
    defender = roller(rules, dex=2, skills=FIGHTER)
    tie = rules.roll_rules().resolve_roll(
        "attack", attacker, {"skill": "0", "melee": melee}, TypedDice([6, 6]), defender
    )
    assert tie.success is True
    assert not defence_holds(11, 11, preset, melee) and defence_holds(11, 12, preset, melee)


@pytest.mark.parametrize("a_bonus, d_bonus", [(5, 5), (2, 7), (8, 1), (0, 0), (12, 3), (3, 15)])
@pytest.mark.parametrize("melee", [True, False])
def test_unisystem_hit_chance_matches_enumeration(a_bonus, d_bonus, melee):
    exact = hit_probability(a_bonus, d_bonus, "unisystem", melee)
    found, left_out = enumerated_hit(a_bonus, d_bonus, "unisystem", melee, range(-40, 80))
    assert found <= exact <= found + left_out
    assert left_out < Fraction(1, 10**8)


@pytest.mark.parametrize("a_bonus, d_bonus", [(5, 5), (2, 7), (8, 1), (0, 0)])
def test_norms_hit_chance_equals_enumeration(a_bonus, d_bonus):
    found, left_out = enumerated_hit(a_bonus, d_bonus, "norms", False, range(-9, 21))
    assert left_out == 0 and hit_probability(a_bonus, d_bonus, "norms", True) == found


def test_tie_rule_moves_exactly_the_chance_of_a_successful_tie():
    # P(hit, tie to attacker) − P(hit, tie to defender) = P(attack succeeds and totals tie)
    a_bonus, d_bonus = 4, 6
    ties = sum(
        (die_chance(t - a_bonus, "unisystem") * die_chance(t - d_bonus, "unisystem") for t in range(9, 200)),
        Fraction(0),
    )
    gap = hit_probability(a_bonus, d_bonus, "unisystem", False) - hit_probability(a_bonus, d_bonus, "unisystem", True)
    assert abs(gap - ties) < Fraction(1, 10**30)


def test_unisystem_melee_odds_shown_follow_the_tie_rule():
    rules = get_ruleset("afmbe", "unisystem")
    attacker = roller(rules, dex=3, skills=FIGHTER)
    defender = roller(rules, dex=2, skills=FIGHTER)
    shown = rules.roll_rules().roll_odds("attack", attacker, {"skill": "0", "melee": True}, defender)
    assert [c.chance for c in shown] == [hit_probability(5, 5, "unisystem", True)]
    ranged = rules.roll_rules().roll_odds("attack", attacker, {"skill": "0", "melee": False}, defender)
    assert ranged[0].chance == hit_probability(5, 5, "unisystem", False) > shown[0].chance


@pytest.mark.parametrize(
    "action, other_before, penalty",
    [
        (1, 0, 0),  # the first attack
        (2, 0, -2),  # attack, attack: the second attack is not free
        (3, 0, -4),
        (2, 1, 0),  # defence, attack: one of each, both free
        (3, 1, -2),  # attack, defence, attack
        (4, 1, -4),  # attack, defence, attack, attack
        (4, 2, -4),  # attack, defence, defence, attack: the second defence −2, this −4
    ],
)
def test_melee_one_attack_and_one_defence_are_free(action, other_before, penalty):
    # unisystem §4: "una acción de ataque y otra de defensa por Turno sin penalización"
    assert melee_action_penalty(action, other_before) == penalty


def test_melee_action_counts_are_checked():
    with pytest.raises(RulesError):
        melee_action_penalty(2, 2)
    with pytest.raises(RulesError):
        melee_action_penalty(0, 0)


def test_a_second_melee_attack_takes_minus_two_in_the_roll_and_the_odds():
    rules = get_ruleset("afmbe", "unisystem")
    attacker = roller(rules, dex=3, skills=FIGHTER)
    defender = roller(rules, dex=2, skills=FIGHTER)
    second = {"skill": "0", "melee": True, "action": 2, "defence": "none"}
    hit = rules.roll_rules().resolve_roll("attack", attacker, second, TypedDice([5]), defender)
    # d10 5 + DEX 3 + Brawling 2 − 2 (second attack) = 8: a miss
    assert hit.records[0].total == 8 and hit.success is False
    after_defence = {**second, "defences_before": 1}
    assert (
        rules.roll_rules().resolve_roll("attack", attacker, after_defence, TypedDice([5]), defender).records[0].total
        == 10
    )
    shown = rules.roll_rules().roll_odds("attack", attacker, {**second, "defence": "dodge"}, defender)
    assert shown[0].chance == hit_probability(3, 5, "unisystem", True)


def test_a_second_melee_defence_takes_minus_two():
    rules = get_ruleset("afmbe", "unisystem")
    attacker = roller(rules, dex=3, skills=FIGHTER)
    defender = roller(rules, dex=2, skills=FIGHTER)
    inputs = {"skill": "0", "melee": True, "defence_action": 2}
    parried = rules.roll_rules().resolve_roll("attack", attacker, inputs, TypedDice([6, 8]), defender)
    # attack 11; dodge d10 8 + DEX 2 + Dodge 3 − 2 (second defence) = 11: a tie, parried
    assert parried.records[1].total == 11 and parried.success is False
    shown = rules.roll_rules().roll_odds("attack", attacker, {**inputs, "defence_attacks_before": 1}, defender)
    assert shown[0].chance == hit_probability(5, 5, "unisystem", True)
