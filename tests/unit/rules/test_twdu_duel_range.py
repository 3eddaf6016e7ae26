"""twdu: the duel has its range band, which sets the skill and whether cover counts as the text says
("Long Range means that you need to use Ranged Combat"; "any ranged attack against you needs an
additional success"), the GM free to pick otherwise."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.field_presets import followed_values
from app.rules.rolling import Roller
from app.rules.twdu.pool import success_distribution

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long"}


def roller(rules, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


def win(mine, theirs, cover=0):
    return sum(pa * pb for a, pa in mine.items() for b, pb in theirs.items() if max(0, a - cover) > b)


def test_a_duel_at_long_range_is_ranged_combat_and_cover_counts():
    rules = get_ruleset("twdu")
    shooter = roller(rules, strength=1, agility=4, ranged_combat=3, weapons=[REVOLVER])
    target = roller(rules, strength=3, close_combat=1, agility=3, ranged_combat=2)
    duel = next(k for k in rules.roll_rules().roll_kinds(shooter.sheet) if k.key == "duel")
    assert followed_values(duel.fields, {"band": "long"}, ["band"]) == {"skill": "ranged_combat", "ranged": True}
    assert followed_values(duel.fields, {"band": "short"}, ["band"]) == {"skill": "close_combat", "ranged": False}
    long = rules.roll_rules().roll_odds(
        "duel", shooter, {"item": "w0", "band": "long", "opponent_in_cover": True}, target
    )
    # Agility 4 + Ranged Combat 3 + revolver 2 = 9 dice, one success taken off by the cover, against
    # the opponent's Ranged Combat too (the band sets both skills): Agility 3 + 2 = 5
    assert long[0].label == "Win the duel"
    assert long[0].chance == win(success_distribution(9), success_distribution(5), cover=1)
    # at Short range the same shot is Close Combat with Agility (4 + 0 + 2 = 6), and cover does not count
    short = rules.roll_rules().roll_odds(
        "duel", shooter, {"item": "w0", "band": "short", "opponent_in_cover": True}, target
    )
    assert short[0].chance == win(success_distribution(6), success_distribution(4))
    # the GM may say otherwise: Long range, but cover left out
    typed = rules.roll_rules().roll_odds(
        "duel", shooter, {"item": "w0", "band": "long", "ranged": False, "opponent_in_cover": True}, target
    )
    assert typed[0].chance == win(success_distribution(9), success_distribution(5))
    assert followed_values(duel.opponent_fields, {"band": "long"}, ["band"]) == {"opponent_skill": "ranged_combat"}
    # the opponent's skill the GM gives holds: Close Combat (Strength 3 + 1) at Long range
    kept = rules.roll_rules().roll_odds(
        "duel",
        shooter,
        {"item": "w0", "band": "long", "opponent_skill": "close_combat", "opponent_in_cover": True},
        target,
    )
    assert kept[0].chance == win(success_distribution(9), success_distribution(4), cover=1)
