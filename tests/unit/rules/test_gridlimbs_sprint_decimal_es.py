"""A sprint's half-point cost is written with the decimal point of the language shown: the Spanish
refusal said "este esprint cuesta 4.5"; it says "4,5", as the odds write their decimals."""

from __future__ import annotations

from app.rules.grid import BattleMap
from app.services.logtext import render
from tests.unit.rules.test_gridlimbs_map import GRID, person


class _Spanish:
    """A translation that keeps the English words, for a console shown in Spanish."""

    language = "es"

    def __call__(self, context: str, text: str) -> str:
        return text


def _refused() -> tuple[str, dict[str, object]]:
    sheet, state = person(speed=20, stamina=4)  # walk 4, sprint 20
    battle_map = BattleMap(8, 8).with_token(1, (0, 0))
    path = [(i, i) for i in range(6)]  # five diagonal steps: 7.5 tiles, a sprint of 7.5 − 0 stamina
    plan = GRID.plan_move(battle_map, 1, path, sheet, state, in_fight=True)
    assert not plan.allowed
    return plan.reason or "", dict(plan.reason_args)


def test_a_half_point_cost_reads_with_a_comma_in_spanish():
    reason, args = _refused()
    said = render(reason, args, "rules", _Spanish())
    assert "this sprint costs 7,5" in said, said
    assert "7.5" not in said


def test_and_with_a_point_in_english():
    reason, args = _refused()
    assert "this sprint costs 7.5" in render(reason, args, "rules", lambda _c, text: text)


def test_the_stamina_a_diagonal_sprint_leaves_reads_with_a_comma_in_spanish():
    # the log line of the sprint and the stamina left ("Stamina 1.5/4") wrote its half point as text
    sheet, state = person(speed=20, stamina=10)
    battle_map = BattleMap(8, 8).with_token(1, (0, 0))
    plan = GRID.plan_move(battle_map, 1, [(i, i) for i in range(4)], sheet, state, in_fight=True)
    assert plan.allowed
    outcome = GRID.apply_move(sheet, state, plan)
    said = [render(line.text, dict(line.args), "rules", _Spanish()) for line in outcome.lines]
    said += [render(line.text, dict(line.args), "rules", _Spanish())
             for line in GRID.mover_lines(sheet, outcome.state)]
    assert any(",5" in line for line in said), said
    assert not any(".5" in line for line in said), said
