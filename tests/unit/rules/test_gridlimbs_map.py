"""gridlimbs on the battle map: moves, attacks from the real distance, blasts, sprays and knockback,
each with the rule text's own words and examples."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.grid import BattleMap, Moved
from app.rules.gridlimbs.map_attacks import knockback_on_map
from app.rules.gridlimbs.reading import grenades_left

RULES = get_ruleset("gridlimbs")
GRID = RULES.grid()
KINDS = GRID.kinds()


def person(**sheet):
    clean = RULES.validate_sheet({**RULES.new_sheet(), **sheet})
    return clean, RULES.initial_state(clean)


def grid_from(*rows: str, tokens: dict[str, int] | None = None) -> BattleMap:
    """A map drawn as the text draws them: x floor, | wall, f furniture; a letter of ``tokens`` is a
    token (character id) standing on floor."""
    tokens = tokens or {}
    battle_map = BattleMap(len(rows[0]), len(rows))
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "|":
                battle_map = battle_map.with_cell((x, y), "wall")
            elif ch in "fFuUCc+":
                battle_map = battle_map.with_cell((x, y), "window" if ch == "+" else ch)
            elif ch in tokens:
                battle_map = battle_map.with_token(tokens[ch], (x, y))
    return battle_map


def test_only_a_ruleset_that_plays_on_a_grid_declares_one():
    assert get_ruleset("twdu").grid() is None
    assert get_ruleset("afmbe", "norms").grid() is None
    assert GRID is not None and {"wall", "window", "f", "F", "u", "U", "C", "c"} <= set(KINDS)
    assert not KINDS["grass"].blocks and KINDS["f"].blocks


# "To move to a tile diagonal from the one you currently occupies takes 1.5 movement; this means a
#  player with a maximum movement of three tiles can move across two diagonal tiles."
def test_three_tiles_of_movement_cross_two_diagonal_tiles_and_not_three():
    sheet, state = person(speed=15)  # walks 15/5 = 3 tiles a turn
    battle_map = BattleMap(6, 6).with_token(1, (0, 0))
    two = GRID.plan_move(battle_map, 1, [(0, 0), (1, 1), (2, 2)], sheet, state, in_fight=True)
    assert two.allowed and two.mode == "walk" and two.cost == 3
    three = GRID.plan_move(battle_map, 1, [(0, 0), (1, 1), (2, 2), (3, 3)], sheet, state, in_fight=True)
    assert three.mode == "sprint" and three.cost == Fraction(9, 2) and three.stamina == Fraction(9, 2)


# "You may walk up to 1/5 of your speed per turn (rounded to the nearest half tile, minimum one), or
#  sprint up to your entire speed per turn at the cost of stamina equal to the amount you ran."
def test_a_walk_is_free_a_sprint_costs_the_distance_in_stamina_and_beyond_speed_is_refused():
    sheet, state = person(speed=4, stamina=9)  # walk ⌊4/5⌉ = 1, sprint 4
    battle_map = BattleMap(8, 2).with_token(1, (0, 0))
    path = [(x, 0) for x in range(6)]
    assert GRID.plan_move(battle_map, 1, path[:2], sheet, state, in_fight=True).mode == "walk"
    sprint = GRID.plan_move(battle_map, 1, path[:4], sheet, state, in_fight=True)
    assert sprint.allowed and sprint.stamina == 3
    after = GRID.apply_move(sheet, state, sprint)
    assert after.state["stamina"] == 6 and after.state["sprinted"]
    far = GRID.plan_move(battle_map, 1, path, sheet, state, in_fight=True)
    assert not far.allowed
    assert far.reason == "Out of reach: {total} tiles this turn; a walk reaches {walk}, a sprint {speed}."
    assert far.reason_args == {"cost": "5", "total": "5", "walk": "1", "speed": "4"}
    # outside a fight the GM sets the scene: no limit
    assert GRID.plan_move(battle_map, 1, path, sheet, state, in_fight=False).mode == "free"


def test_the_round_s_moves_add_up_and_an_earlier_sprint_is_not_charged_twice():
    sheet, state = person(speed=10, stamina=9)  # walk 2
    battle_map = BattleMap(8, 2).with_token(1, (2, 0))
    walked = GRID.plan_move(battle_map, 1, [(2, 0), (3, 0)], sheet, state, in_fight=True, before=Moved(Fraction(1)))
    assert walked.mode == "walk"
    past_walk = GRID.plan_move(battle_map, 1, [(2, 0), (3, 0), (4, 0)], sheet, state, in_fight=True,
                               before=Moved(Fraction(1)))
    assert past_walk.mode == "sprint" and past_walk.stamina == 3  # the whole round's 3 tiles
    again = GRID.plan_move(battle_map, 1, [(2, 0), (3, 0)], sheet, state, in_fight=True,
                           before=Moved(Fraction(3), sprint=True))
    assert again.stamina == 1


# "In the case of your legs, each leg lost will halve your speed."
def test_a_useless_leg_halves_the_reach():
    sheet, state = person(speed=10, stamina=20)
    state = {**state, "left_leg": 0}
    battle_map = BattleMap(10, 2).with_token(1, (0, 0))
    path = [(x, 0) for x in range(7)]
    plan = GRID.plan_move(battle_map, 1, path, sheet, state, in_fight=True)
    assert not plan.allowed and plan.reason_args["speed"] == "5"
    assert GRID.plan_move(battle_map, 1, path[:6], sheet, state, in_fight=True).allowed


# "Allowing your stamina to reach zero this way deducts one HP from your legs."
def test_a_sprint_down_to_zero_stamina_costs_each_leg_one_hp():
    sheet, state = person(speed=10, stamina=3, max_hp=8)
    battle_map = BattleMap(6, 2).with_token(1, (0, 0))
    plan = GRID.plan_move(battle_map, 1, [(0, 0), (1, 0), (2, 0), (3, 0)], sheet, state, in_fight=True)
    after = GRID.apply_move(sheet, state, plan)
    assert after.state["stamina"] == 0
    assert (after.state["left_leg"], after.state["right_leg"]) == (5, 5)


def test_walls_furniture_and_tokens_stop_a_move_and_the_cheapest_path_goes_round():
    battle_map = grid_from(
        "Ax|x",
        "xx|x",
        "xxxB",
        tokens={"A": 1, "B": 2},
    )
    sheet, state = person()
    plan = GRID.plan_move(battle_map, 1, [(0, 0), (1, 0), (2, 0)], sheet, state, in_fight=False)
    assert plan.reason == "A wall or furniture is in the way."
    assert GRID.plan_move(battle_map, 1, [(0, 0), (1, 1), (2, 2), (3, 2)], sheet, state,
                          in_fight=False).reason == "Another token stands there."
    path = GRID.cheapest_path(battle_map, 1, (3, 1))
    assert path[0] == (0, 0) and path[-1] == (3, 1) and (2, 2) in path
    # three diagonal steps (1.5 each) round the wall's end and past B, never through the wall
    assert path == ((0, 0), (1, 1), (2, 2), (3, 1))
    assert GRID.cheapest_path(grid_from("A|x", "x|x", tokens={"A": 1}), 1, (2, 0)) is None


# The text's running-past example: Y runs straight up between two columns of two zombies; "The
# only way they could attack all four zombies is by dual-wielding melee weapons."
RUN_PAST = ("xxxxxx", "xxZxZx", "xxZxZx", "xxxxxx", "xxxYxx")


def run_past_plan(weapons):
    battle_map = grid_from(*RUN_PAST, tokens={"Y": 1})
    zombies = [(2, 1), (4, 1), (2, 2), (4, 2)]
    sheet, state = person(speed=20, stamina=10, starting_item="vest",
                          weapons=[{"weapon": w} for w in weapons])
    return GRID.plan_move(battle_map, 1, [(3, 4), (3, 3), (3, 2), (3, 1), (3, 0)], sheet, state,
                          in_fight=True, enemies=zombies)


@pytest.mark.parametrize(("weapons", "attacks"), [(["katana"], 2), (["katana", "katana"], 4)])
def test_running_past_the_text_s_four_zombies(weapons, attacks):
    plan = run_past_plan(weapons)
    assert plan.allowed
    line = plan.lines[-1]
    assert line.text == "Running past: melee attacks on up to {count} {count|enemy|enemies}."
    assert line.args["count"] == attacks


def test_running_past_without_a_drawn_melee_weapon_attacks_nobody():
    assert all("Running past" not in line.text for line in run_past_plan([]).lines)


# The text's knockback drawing: Y at (2, 2) knocked by X at (1, 3) "lands like so" at (3, 1), "as
# does the same player taking two square's knockback from X".
KNOCK = ("xxxxx", "xxxxx", "xxYxx", "xXxxx")


@pytest.mark.parametrize("tiles", [1, 2])
def test_the_text_s_knockback_drawing_on_the_map(tiles):
    battle_map = grid_from(*KNOCK, tokens={"Y": 1, "X": 2})
    assert knockback_on_map(battle_map, KINDS, (1, 3), 1, tiles, 4) == ((3, 1), 0, tiles)


# "If unable to be knocked back due to wall or furniture in the way, you will take your opponent's
#  strength as damage once for each tile of knockback you were meant to move"
def test_knockback_into_a_wall_stays_and_costs_the_attacker_s_strength_for_each_tile():
    walled = grid_from("xxxxx", "xxx|x", "xxYxx", "xXxxx", tokens={"Y": 1, "X": 2})
    assert knockback_on_map(walled, KINDS, (1, 3), 1, 1, 4) == ((2, 2), 4, 0)
    assert knockback_on_map(walled, KINDS, (1, 3), 1, 2, 4) == ((2, 2), 8, 0)
    # a straight line: one tile travelled, the second stopped by furniture
    row = grid_from("XYxfx", tokens={"X": 2, "Y": 1})
    assert knockback_on_map(row, KINDS, (0, 0), 1, 2, 3) == ((2, 0), 3, 1)


# "Ranged weapons always hit at point-blank range"; "a player with only four Accuracy who wishes to
#  shoot something six squares away can still do so if they roll four and don't specify any
#  body-part"; melee never reaches a diagonal.
def test_the_attack_view_reads_the_real_distance():
    sheet, _ = person(accuracy=4)  # 50/50: the standard Accuracy in either hand
    battle_map = grid_from("Sxxxxxx", "xDxxxxT", "Nxxxxxx", tokens={"S": 1, "D": 2, "T": 3, "N": 4})
    diagonal = GRID.attack_view(battle_map, 1, 2, sheet)
    assert diagonal.point_blank and not diagonal.melee_reach and diagonal.aimed == 1
    assert GRID.attack_view(battle_map, 1, 4, sheet).distance == 2  # two straight steps
    far = GRID.attack_view(battle_map, 1, 3, sheet)  # 1 diagonal + 5 straight = 6.5 → 7
    assert (far.distance, far.point_blank, far.melee_reach) == (7, False, False)
    assert far.accuracy == 4 and far.aimed == 0 and far.unaimed == 0
    six = GRID.attack_view(grid_from("Sxxxxxx", "xxxxxxT", tokens={"S": 1, "T": 2}).with_token(2, (6, 0)), 1, 2, sheet)
    assert six.distance == 6 and six.aimed == 0 and six.unaimed == Fraction(1, 4)


# "Grenade: Range equal to the thrower's strength … blast radius between ten and fifteen tiles, all
#  targets take between ten and fifteen damage, and take automatic knockback, where the attacker is
#  the grenade for purposes of determining direction."
def test_a_grenade_flies_as_far_as_strength_and_shows_its_blast_before_the_throw():
    sheet, state = person(strength=3, starting_item="grenades")
    battle_map = BattleMap(30, 3).with_token(1, (0, 1)).with_token(2, (14, 1)).with_token(3, (20, 1))
    preview = GRID.blast_preview(battle_map, 1, sheet, state, (3, 1))
    assert preview.allowed and preview.range == 3
    assert (13, 1) in preview.sure and (14, 1) not in preview.sure and (14, 1) in preview.possible
    assert preview.sure_tokens == (1,) and preview.possible_tokens == (2,)
    assert GRID.blast_preview(battle_map, 1, sheet, state, (4, 1)).reason == (
        "Out of range: a grenade flies as far as the thrower's Strength.")
    empty = {**state, "grenades_thrown": 2}  # both thrown
    assert GRID.blast_preview(battle_map, 1, sheet, empty, (3, 1)).reason == "No grenade left."


def test_a_grenade_hits_every_token_inside_and_knocks_each_back_from_the_blast():
    sheet, state = person(strength=4, starting_item="grenades")
    battle_map = grid_from(
        "Zxxxxxxxxxxxxxx",
        "xxxxxxxxTxxxxAB",
        "xxxxxxx|xxxxxx|",
        tokens={"T": 1, "A": 2, "B": 3, "Z": 4},
    )
    # the blast at (12, 1), 4 tiles from the thrower: A is its side neighbour, B two tiles off
    # against the map's edge; radius d6 1 → 10, damage d6 6 → 15
    attack = GRID.throw_grenade(battle_map, 1, sheet, state, (12, 1), {1: 4, 2: 2, 3: 2, 4: 2},
                                TypedDice([1, 6]))
    by_id = {h.character_id: h for h in attack.hits}
    assert set(by_id) == {1, 2, 3}  # Z, 12.5 → 13 tiles away, is outside; the thrower is not
    assert by_id[1].knocked_to == (7, 1) and by_id[1].obstacle_damage == 0
    assert by_id[2].requests[0] == {"amount": 15, "part": "torso", "weapon": "grenade", "attacker_strength": 4}
    assert by_id[3].knocked_to == (14, 1) and by_id[3].obstacle_damage == 4  # the edge stops it
    assert by_id[3].requests[1] == {"amount": 4, "part": "torso"}
    # B did not move, so A, knocked one tile east, is stopped by B: flung against it
    assert by_id[2].knocked_to == (13, 1) and by_id[2].obstacle_damage == 4
    assert grenades_left(sheet, attack.shooter_outcome.state) == 1


def test_an_smg_spray_hits_everyone_within_accuracy_squares_with_two_bullets():
    sheet, state = person(accuracy=3, starting_item="clips", weapons=[{"weapon": "smg"}])
    battle_map = grid_from("SAxxB", "xExxx", "xxxxD", tokens={"S": 1, "A": 2, "B": 3, "E": 4, "D": 5})
    assert GRID.spray_targets(battle_map, 1, sheet) == [2, 4]  # A, E point blank; B 4, D 5: out
    attack = GRID.spray(battle_map, 1, sheet, state)
    assert [h.character_id for h in attack.hits] == [2, 4]
    assert all(len(h.requests) == 2 for h in attack.hits)
    assert attack.hits[0].requests[0]["part"] == "random"  # point blank
    loaded = [g for g in state["guns"] if g["weapon"] == "smg"][0]["loaded"]
    assert [g for g in attack.shooter_outcome.state["guns"] if g["weapon"] == "smg"][0]["loaded"] == loaded - 4
    with pytest.raises(RulesError):
        GRID.spray(battle_map, 1, *person(accuracy=3))
