"""A katana's state is shown where the GM looks: a badge in the roster and the fight list says
whether it is drawn, being drawn this round, or concealed (the old code showed nothing)."""

from __future__ import annotations

from app.rules.dice import Dice
from app.rules.gridlimbs import ruleset
from app.rules.gridlimbs.drawing import draw, put_away
from app.services.logtext import render


def badges(sheet, state) -> dict[str, str]:
    rules = ruleset(None, None)
    return {c.key: render(c.label, dict(c.args), "rules", lambda _c, t: t)
            + ": " + render(c.detail, dict(c.args), "rules", lambda _c, t: t)
            for c in rules.conditions(sheet, state) if c.key.startswith("katana")}


def test_a_concealed_katana_then_being_drawn_then_drawn_then_put_away():
    rules = ruleset(None, None)
    sheet = rules.validate_sheet({**rules.new_sheet(), "starting_item": "vest",
                                  "weapons": [{"weapon": "katana", "concealed": True}]})
    state = rules.initial_state(sheet)
    assert badges(sheet, state) == {"katana_concealed": "Katana concealed: drawing it takes up a round of combat"}
    state = draw(sheet, state).state
    assert badges(sheet, state) == {
        "katana_drawing": "Katana being drawn: drawn this round: strikes from the next round"}
    state = rules.end_of_round(sheet, state, Dice(seed=1)).state
    assert badges(sheet, state) == {"katana_drawn": "Katana drawn: ready to strike"}
    state = put_away(sheet, state).state
    assert list(badges(sheet, state)) == ["katana_concealed"]


def test_two_katanas_are_counted_and_no_katana_no_badge():
    rules = ruleset(None, None)
    sheet = rules.validate_sheet({**rules.new_sheet(), "starting_item": "katana",
                                  "weapons": [{"weapon": "katana", "concealed": True},
                                              {"weapon": "katana", "concealed": True}]})
    state = rules.initial_state(sheet)
    labels = {c.key: render(c.label, dict(c.args), "rules", lambda _c, t: t) for c in rules.conditions(sheet, state)}
    assert labels["katana_drawn"] == "Katana drawn" and labels["katana_concealed"] == "Katanas concealed: 2"
    bare = rules.validate_sheet({**rules.new_sheet(), "starting_item": "vest"})
    assert not badges(bare, rules.initial_state(bare))
