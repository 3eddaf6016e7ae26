"""Invariants of the grid-and-limbs rules, checked with hypothesis."""

import json
import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.gridlimbs import (
    PARTS,
    Body,
    Clips,
    Vest,
    first_aid,
    hasty_reload,
    hit_probability,
    knockback_tiles,
    point_blank_distribution,
    ruleset,
    shot_distribution,
    torso_hit,
)

TARGETS = st.sampled_from([None, *PARTS])
LIMB = st.sampled_from(["left_arm", "right_arm", "left_leg", "right_leg"])
ACTION = st.one_of(
    st.tuples(st.just("hit"), st.sampled_from(PARTS), st.integers(0, 30)),
    st.tuples(st.just("round"), st.just("torso"), st.just(0)),
    st.tuples(st.just("aid"), LIMB, st.integers(0, 5)),
)


def in_range(body: Body) -> bool:
    return all(0 <= body.pool(p) <= body.maximum(p) for p in PARTS)


@settings(max_examples=60, deadline=None)
@given(max_hp=st.integers(2, 40), actions=st.lists(ACTION, max_size=12), seed=st.integers(0, 10**6))
def test_pools_stay_within_zero_and_maximum(max_hp, actions, seed):
    body = Body.fresh(max_hp)
    dice = Dice(seed=seed)
    for kind, part, n in actions:
        if kind == "hit":
            body = body.hit(part, n)
        elif kind == "round":
            body = body.end_of_round()
        elif not body.dead:
            body = first_aid(body, part, n, dice).body
        assert in_range(body)
        assert Body.from_dict(body.to_dict()) == body
        for limb in ("left_arm", "right_arm", "left_leg", "right_leg"):
            assert body.first_aid_restored(limb) <= body.maximum(limb) // 2


@settings(max_examples=60, deadline=None)
@given(max_hp=st.integers(2, 40), part=st.sampled_from(PARTS), damage=st.integers(0, 40))
def test_a_hit_never_raises_a_pool(max_hp, part, damage):
    before = Body.fresh(max_hp)
    after = before.hit(part, damage)
    assert all(after.pool(p) <= before.pool(p) for p in PARTS)


@settings(max_examples=80, deadline=None)
@given(accuracy=st.integers(0, 30), distance=st.integers(0, 40), target=TARGETS)
def test_shot_distributions_sum_to_one(accuracy, distance, target):
    dist = shot_distribution(accuracy, distance, target)
    assert sum(dist.values()) == 1
    assert all(p >= 0 for p in dist.values())


@settings(max_examples=80, deadline=None)
@given(accuracy=st.integers(1, 30), distance=st.integers(2, 40))
def test_unaimed_reaches_at_least_as_far_and_odds_fall_with_distance(accuracy, distance):
    aimed = hit_probability(accuracy, distance, True)
    unaimed = hit_probability(accuracy, distance, False)
    assert 0 <= aimed <= unaimed <= 1
    assert hit_probability(accuracy, distance + 1, True) <= aimed
    assert shot_distribution(accuracy, distance, None).get("torso", Fraction(0)) == unaimed


def test_point_blank_distribution_sums_to_one():
    assert sum(point_blank_distribution().values()) == 1


@settings(max_examples=60, deadline=None)
@given(failure=st.integers(0, 100), damage=st.integers(0, 30), bullet=st.booleans(), seed=st.integers(0, 999))
def test_vest_chance_stays_in_range_and_typed_matches_rolled(failure, damage, bullet, seed):
    dice = Dice(seed=seed)
    result = torso_hit(Vest(True, failure), damage, bullet, dice)
    assert 0 <= result.vest.failure <= 100
    assert result.damage in (0, damage)
    typed = torso_hit(Vest(True, failure), damage, bullet, TypedDice([f.value for f in dice.faces]))
    assert typed.damage == result.damage and typed.vest == result.vest


@settings(max_examples=60, deadline=None)
@given(loaded=st.integers(0, 15), spare=st.lists(st.integers(0, 15), min_size=1, max_size=6),
       keep=st.booleans(), seed=st.integers(0, 999))
def test_reload_keeps_or_drops_exactly_the_old_clip(loaded, spare, keep, seed):
    clips = Clips(loaded, tuple(spare))
    dice = Dice(random.Random(seed))
    result = hasty_reload(clips, keep, dice)
    assert result.clips.loaded in spare
    assert result.clips.total == clips.total - (0 if keep else loaded)
    again = hasty_reload(clips, keep, TypedDice([f.value for f in dice.faces]))
    assert again.clips == result.clips


@settings(max_examples=60, deadline=None)
@given(force=st.integers(0, 60), strength=st.integers(1, 15))
def test_knockback_grows_with_force(force, strength):
    assert knockback_tiles(force + 1, strength) >= knockback_tiles(force, strength) >= 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), amount=st.integers(1, 20))  # (0 and no weapon: refused)
def test_random_damage_is_reproducible_from_a_seed(seed, amount):
    rules = ruleset(None, None)
    sheet = rules.validate_sheet(dict(rules.new_sheet(), max_hp=16))
    state = rules.initial_state(sheet)
    first = rules.damage_rules().apply_damage(sheet, state, {"amount": amount, "part": "random"}, Dice(seed=seed))
    second = rules.damage_rules().apply_damage(sheet, state, {"amount": amount, "part": "random"}, Dice(seed=seed))
    assert first.state == second.state
    faces = [f.value for r in first.rolls for f in r.faces]
    typed = rules.damage_rules().apply_damage(sheet, state, {"amount": amount, "part": "random"}, TypedDice(faces))
    assert typed.state == first.state


STEP = st.one_of(
    st.tuples(st.just("damage"), st.sampled_from(["random", *PARTS]), st.integers(0, 12), st.booleans()),
    st.tuples(st.just("aid"), LIMB, st.integers(0, 4), st.booleans()),
    st.tuples(st.just("pills"), st.just(""), st.just(0), st.booleans()),
    st.tuples(st.just("sprint"), st.just(""), st.integers(0, 6), st.booleans()),
    st.tuples(st.just("round"), st.just(""), st.just(0), st.booleans()),
)


@settings(max_examples=40, deadline=None)
@given(max_hp=st.integers(2, 30), stamina=st.integers(0, 8), speed=st.integers(0, 10),
       steps=st.lists(STEP, max_size=10), seed=st.integers(0, 10**6))
def test_ruleset_state_stays_in_range_and_json(max_hp, stamina, speed, steps, seed):
    rules = ruleset(None, {"start_bandages": 3, "start_pain_pills": 1})
    sheet = rules.validate_sheet(dict(rules.new_sheet(), max_hp=max_hp, stamina=stamina, speed=speed,
                                      starting_item="vest"))
    state = rules.initial_state(sheet)
    dice = Dice(seed=seed)
    tracks = {t.key: t for t in rules.tracks(sheet)}
    for kind, part, n, flag in steps:
        try:
            if kind == "damage":
                out = rules.damage_rules().apply_damage(sheet, state, {"amount": n, "part": part, "bullet": flag}, dice)
            elif kind == "aid":
                request = {"kind": "first_aid", "part": part, "first_aid": n}
                out = rules.damage_rules().apply_heal(sheet, state, request, dice)
            elif kind == "pills":
                out = rules.damage_rules().apply_heal(sheet, state, {"kind": "pain_pills", "own_supplies": flag}, dice)
            elif kind == "sprint":
                out = rules.apply_sprint(sheet, state, n)
            else:
                out = rules.end_of_round(sheet, rules.mark_activity(state, fought=flag), dice)
        except RulesError:
            continue
        state = out.state
        for key, track in tracks.items():
            assert track.minimum <= state[key] <= track.maximum
        assert 0 <= state["vest"]["failure"] <= 100
        assert state["bandages"] >= 0 and state["pain_pills"] >= 0
        assert json.loads(json.dumps(state)) == state
        rules.conditions(sheet, state)
