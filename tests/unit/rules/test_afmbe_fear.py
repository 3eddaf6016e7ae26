"""Fear tests (norms "Fear"): Willpower, + Nerves of Steel, − Cowardly; failing means panic."""

from fractions import Fraction

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.rules.rolling import Roller


def roller(rules, **traits):
    sheet = rules.new_sheet()  # Willpower 2
    sheet["traits"] = [{"name": name, "kind": kind, "level": level, "points": level}
                       for name, (kind, level) in traits.items()]
    sheet = rules.validate_sheet(sheet)
    return Roller(sheet, rules.initial_state(sheet), True, "Dana")


def test_fear_odds_willpower_two_needs_a_seven_or_better():
    rules = get_ruleset("afmbe", "norms")
    odds = rules.roll_rules().roll_odds("fear", roller(rules), {"fear_modifier": 0})
    assert [(c.label, c.chance) for c in odds] == [("Keeps their nerve", Fraction(2, 5)),
                                                         ("Panics", Fraction(3, 5))]


def test_fear_roll_typed_from_the_table():
    rules = get_ruleset("afmbe", "norms")
    kept = rules.roll_rules().resolve_roll("fear", roller(rules), {"fear_modifier": 0}, TypedDice([7]))
    assert kept.success and kept.result.args["total"] == 9
    panic = rules.roll_rules().resolve_roll("fear", roller(rules), {"fear_modifier": -1}, TypedDice([7]))
    assert not panic.success and panic.result.text == "Panics, freezes or runs: total {total}"
    assert panic.result.args["total"] == 8
