"""twdu: a duel's odds name its four outcomes (one side wins, the other, both hit, nobody hits: "If
both fail the roll, neither of you deal damage"), each the exact chance that an enumeration of every
face gives, cover included ("any ranged attack against you needs an additional success"), and the
four add up to 1."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from app.rules import get_ruleset
from tests.unit.rules.test_twdu_duel_range import REVOLVER, roller

OUTCOMES = ("Win the duel", "Both hit", "Lose the duel", "Nobody hits")


def enumerated(mine: int, theirs: int, cover: int) -> dict[str, Fraction]:
    """Every face of the two pools; ``cover`` successes taken off the roller's (the target in cover)."""
    counts = dict.fromkeys(OUTCOMES, 0)
    for faces in product(range(1, 7), repeat=mine + theirs):
        a, b = max(0, faces[:mine].count(6) - cover), faces[mine:].count(6)
        key = ("Nobody hits" if a == 0 else "Both hit") if a == b else ("Win the duel" if a > b else "Lose the duel")
        counts[key] += 1
    return {key: Fraction(n, 6 ** (mine + theirs)) for key, n in counts.items()}


def test_a_ranged_duel_at_a_target_in_cover_names_all_four_outcomes_exactly():
    rules = get_ruleset("twdu")
    # Agility 1 + Ranged Combat 1 + revolver 2 = 4 dice, one success taken off by the cover; the target's
    # Agility 1 + Ranged Combat 1 = 2 dice (his gear dice are the opponent's form's, 0 here)
    shooter = roller(rules, strength=1, agility=1, ranged_combat=1, weapons=[REVOLVER])
    target = roller(rules, strength=1, agility=1, ranged_combat=1, weapons=[REVOLVER])
    shown = rules.roll_rules().roll_odds("duel", shooter, {"item": "w0", "band": "long", "opponent_in_cover": True},
                                         target)
    chances = {c.label: c.chance for c in shown}
    exact = enumerated(4, 2, cover=1)
    assert {label: chances[label] for label in OUTCOMES} == exact
    assert sum(chances[label] for label in OUTCOMES) == 1
    assert [c.label for c in shown][:4] == list(OUTCOMES)
