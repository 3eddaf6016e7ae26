"""Why a move on the battle map strikes nobody in passing, said before and when it is made
(gridlimbs: "you may only attack one thing per drawn melee weapon for each tile you step on"; "to
draw a concealed katana takes up a round of combat")."""

from __future__ import annotations

from tests.unit.services.test_battle_map import add
from tests.unit.services.test_map_run_past import PATH, grid_campaign

__all__ = ["grid_campaign"]  # the fixture, imported for these tests


def refusal_text(refused):
    from app.services.refusals import refusal_text as text

    return text(refused)


def runner(services, weapons):
    ann = add(services, "Ann", starting_item="vest", weapons=weapons, speed=6)
    zed = add(services, "Zed", "zombie", speed=2, max_hp=12)
    services.battle_map.set_size(6, 4)
    services.battle_map.place({ann: (1, 1), zed: (2, 0)})
    return ann, zed


def test_a_concealed_katana_is_why_nothing_is_struck_before_and_at_the_move(grid_campaign):
    services = grid_campaign()
    ann, _zed = runner(services, [{"weapon": "katana", "concealed": True}])
    said = ("Nothing to strike in passing for Ann: the katana is concealed: drawing it takes up a round of combat "
            "(the dice dock's draw).")
    assert refusal_text(services.battle_map.passing_refusal(ann, [])) == said  # before any path is planned
    assert refusal_text(services.battle_map.passing_refusal(ann, PATH)) == said
    refusals = []
    services.battle_map.failed.connect(lambda _ctx, message: refusals.append(message))
    assert not services.battle_map.move(ann, PATH, attacks=True)
    assert refusals == [said]  # the move made with its blows anyway says the same


def test_a_path_beside_no_enemy_and_a_path_that_strikes(grid_campaign):
    services = grid_campaign()
    ann, _zed = runner(services, [{"weapon": "katana", "concealed": False}])
    assert services.battle_map.passing_refusal(ann, []) is None  # a path may still strike
    assert services.battle_map.passing_refusal(ann, PATH) is None
    aside = [(1, 1), (1, 2), (2, 2)]
    assert refusal_text(services.battle_map.passing_refusal(ann, aside)) == (
        "Nothing to strike in passing: no enemy stands beside the tiles this move steps on.")
