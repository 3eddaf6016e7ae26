"""The battle map's refusals say why in the rule text's terms: a window is named as a window (the
text gives no way through one), and a move out of reach with diagonal steps says that each counts
1.5 tiles, in the total's number form (it read "1.5 tiles this turn, a diagonal step counting 1½")."""

from __future__ import annotations

from fractions import Fraction

from app.rules.grid import BattleMap, Moved
from app.services.logtext import render
from tests.unit.rules.test_gridlimbs_map import GRID, grid_from, person


def english(text: str, args: dict | None = None) -> str:
    return render(text, dict(args or {}), "rules", lambda _c, t: t)


def test_a_window_is_refused_as_a_window_not_as_a_wall():
    battle_map = grid_from("x+A", tokens={"A": 1})
    sheet, state = person()
    plan = GRID.plan_move(battle_map, 1, [(2, 0), (1, 0)], sheet, state, in_fight=True)
    assert not plan.allowed
    text = english(plan.reason or "")
    assert text.startswith("A window:") and "wall or furniture" not in text
    assert "paint the tile as floor" in text
    # a wall is still a wall
    walled = grid_from("x|A", tokens={"A": 1})
    assert GRID.plan_move(walled, 1, [(2, 0), (1, 0)], sheet, state,
                          in_fight=True).reason == "A wall or furniture is in the way."


def test_out_of_reach_with_diagonals_says_a_diagonal_counts_one_and_a_half():
    sheet, state = person(speed=3, stamina=9)  # walk 1, sprint 3
    battle_map = BattleMap(6, 6).with_token(1, (3, 0))
    # Left, then down-left twice: three presses, 1 + 1.5 + 1.5 = 4 tiles
    plan = GRID.plan_move(battle_map, 1, [(3, 0), (2, 0), (1, 1), (0, 2)], sheet, state, in_fight=True)
    assert not plan.allowed
    text = english(plan.reason or "", plan.reason_args)
    assert text == ("Out of reach: 4 tiles this turn, each diagonal step counting 1.5 tiles (2 on this path); "
                    "a walk reaches 1, a sprint 3.")
    # straight steps only: nothing to explain
    straight = GRID.plan_move(battle_map, 1, [(3, 0), (2, 0), (1, 0), (0, 0)], sheet, state, in_fight=True,
                              before=Moved(Fraction(1)))
    assert "diagonal" not in english(straight.reason or "", straight.reason_args)


def test_the_window_and_the_diagonals_read_in_russian_and_spanish():
    from app.export.language import translator_for
    sheet, state = person(speed=3, stamina=9)
    battle_map = BattleMap(6, 6).with_token(1, (3, 0))
    plan = GRID.plan_move(battle_map, 1, [(3, 0), (2, 0), (1, 1), (0, 2)], sheet, state, in_fight=True)
    window = GRID.plan_move(grid_from("x+A", tokens={"A": 1}), 1, [(2, 0), (1, 0)], sheet, state, in_fight=True)
    ru, es = translator_for("ru"), translator_for("es")
    assert "1,5 кл." in render(plan.reason or "", dict(plan.reason_args), "rules", ru)  # one number form
    assert "1½" not in render(plan.reason or "", dict(plan.reason_args), "rules", ru)
    assert "диагонали" in render(plan.reason or "", dict(plan.reason_args), "rules", ru)
    assert "diagonal" in render(plan.reason or "", dict(plan.reason_args), "rules", es)
    assert render(window.reason or "", {}, "rules", ru).startswith("Окно:")
    assert render(window.reason or "", {}, "rules", es).startswith("Una ventana:")
