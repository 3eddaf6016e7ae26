"""gridlimbs: where things lie to be picked up on the map, from the text's key ("C = weapons' cabinet",
"c = crate"): a token on the tile or side by side with it reaches it, never diagonally ("adjacent"
is orthogonal, as for melee)."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.grid import BattleMap, finds_at

GRID = get_ruleset("gridlimbs").grid()
KINDS = GRID.kinds()


def test_crates_and_cabinets_hold_things_and_nothing_else_does():
    assert sorted(k.key for k in GRID.tile_kinds() if k.finds) == ["C", "c"]


def test_a_token_reaches_a_crate_side_by_side_not_diagonal():
    battle_map = BattleMap(5, 4).with_cell((2, 1), "c").with_cell((0, 3), "C").with_cell((3, 1), "f")
    assert finds_at(battle_map, (1, 1), KINDS) == [(2, 1)]  # left of the crate
    assert finds_at(battle_map, (2, 2), KINDS) == [(2, 1)]  # below it
    assert finds_at(battle_map, (3, 2), KINDS) == []  # diagonal: out of reach; the table holds nothing
    assert finds_at(battle_map, (1, 3), KINDS) == [(0, 3)]  # the cabinet in the corner
    assert finds_at(battle_map, (4, 0), KINDS) == []  # the map's edge
