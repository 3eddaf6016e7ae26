"""Score and experience in the grid game: kills, deaths of players, +1s earned in play."""

from app.rules import get_ruleset
from app.rules.base import Participant
from app.rules.dice import Dice


def p(rules, cid, kind, **state):
    sheet = rules.new_sheet()
    return Participant(cid, kind, sheet, {**rules.initial_state(sheet), **state})


def test_a_zombie_kill_is_worth_one_point():
    rules = get_ruleset("gridlimbs")
    killer = p(rules, 1, "pc", score=2)
    out = rules.on_death(p(rules, 9, "zombie"), killer, [killer])
    assert out[1].state["score"] == 3 and out[1].state["kills"] == 1


def test_when_a_player_dies_the_living_gain_the_number_of_dead_players():
    rules = get_ruleset("gridlimbs")
    sheet = rules.new_sheet()
    killed = rules.damage_rules().apply_damage(
        sheet, rules.initial_state(sheet), {"amount": 9, "part": "torso"}, Dice(seed=1)
    )
    first_dead = Participant(2, "pc", sheet, killed.state)
    assert rules.is_dead(first_dead.sheet, first_dead.state)
    alive_a, alive_b, now_dead = p(rules, 1, "pc", score=0), p(rules, 3, "pc", score=5), p(rules, 4, "pc")
    out = rules.on_death(now_dead, None, [alive_a, first_dead, alive_b, now_dead])
    # two players are dead now (the one before and this one): each living player gains 2
    assert out[1].state["score"] == 2 and out[3].state["score"] == 7
    assert 2 not in out and 4 not in out


def test_experience_from_logged_actions():
    rules = get_ruleset("gridlimbs")
    sheet = rules.new_sheet()
    shot = {"kind": "damage", "request": {"amount": 6, "weapon": "pistol"}}
    assert [c.value for c in rules.experience_rules().experience_events(sheet, {**shot, "role": "actor"})] == [
        "shot_someone"
    ]
    assert [c.value for c in rules.experience_rules().experience_events(sheet, {**shot, "role": "target"})] == [
        "got_shot"
    ]
    katana = {"kind": "damage", "role": "actor", "request": {"amount": 4, "weapon": "katana"}}
    assert [c.value for c in rules.experience_rules().experience_events(sheet, katana)] == ["melee_hit"]
    aid = {"kind": "heal", "role": "actor", "request": {"kind": "first_aid"}}
    assert [c.value for c in rules.experience_rules().experience_events(sheet, aid)] == ["gave_first_aid"]
    # getting shot boosts Max HP by one; shooting someone boosts Accuracy by one
    assert rules.experience_rules().apply_raise(sheet, "got_shot", {})["max_hp"] == sheet["max_hp"] + 1
    assert rules.experience_rules().apply_raise(sheet, "shot_someone", {})["accuracy"] == sheet["accuracy"] + 1
