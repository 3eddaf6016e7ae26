"""twdu: the duel has its range band, which sets the skill and whether cover counts as the text says
("Long Range means that you need to use Ranged Combat"; "any ranged attack against you needs an
additional success"), the GM free to pick otherwise."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.field_presets import followed_values
from app.rules.rolling import Roller
from app.rules.twdu.pool import success_distribution

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}


def roller(rules, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


def win(mine, theirs, cover=0):
    return sum(pa * pb for a, pa in mine.items() for b, pb in theirs.items() if max(0, a - cover) > b)


def test_a_duel_at_long_range_is_ranged_combat_and_cover_counts():
    rules = get_ruleset("twdu")
    shooter = roller(rules, strength=1, agility=4, ranged_combat=3, weapons=[REVOLVER])
    target = roller(rules, strength=3, close_combat=1, agility=3, ranged_combat=2, weapons=[REVOLVER])
    duel = next(k for k in rules.roll_rules().roll_kinds(shooter.sheet) if k.key == "duel")
    # the band picked by hand: the distance shows the band's nearest metres (never 25 m beside Extreme)
    assert followed_values(duel.fields, {"band": "long", "item": "w0"}, ["band"]) == {
        "skill": "ranged_combat", "ranged": True, "distance": 25}
    assert followed_values(duel.fields, {"band": "short", "item": "w0"}, ["band"]) == {
        "skill": "close_combat", "ranged": False, "distance": 0}
    # bare hands picked at Long range: Close Combat, no ranged attack (the band kept, refused when rolled)
    assert followed_values(duel.fields, {"band": "long", "item": "", "skill": "ranged_combat"}, ["item"]) == {
        "skill": "close_combat", "ranged": False}
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


AXE = {"name": "Fire axe", "kind": "close", "bonus": 2, "damage": 2, "range": "short", "ammo": 4}
SHORT_SHOTGUN = {"name": "Shotgun", "kind": "ranged", "bonus": 3, "damage": 2, "range": "short", "ammo": 4}
RIFLE = {"name": "Rifle", "kind": "ranged", "bonus": 2, "damage": 2, "range": "extreme", "ammo": 5}


def test_one_who_cannot_shoot_back_at_long_range_does_not_roll_a_straight_roll():
    # "resolve any situation where someone shoots at a person who does not shoot back (resolved as a
    # straight roll)"; "Long Range means that you need to use Ranged Combat": bare hands, an axe, a
    # shotgun whose Range is Short do not reach; a straight roll is Damage + (successes − 1)
    from app.rules.dice import TypedDice
    from app.rules.twdu.combat import shoots_back
    from app.rules.twdu.pool import success_distribution as dist

    rules = get_ruleset("twdu")
    rolls = rules.roll_rules()
    shooter = roller(rules, agility=4, ranged_combat=3, weapons=[REVOLVER])
    for weapons in ([], [AXE], [SHORT_SHOTGUN]):
        walker = Roller(roller(rules, agility=3, ranged_combat=2, weapons=weapons).sheet, {}, False, "Walker")
        assert not shoots_back("long", weapons)
        odds = rolls.roll_odds("duel", shooter, {"item": "w0", "band": "long"}, walker)
        # 9 dice (Agility 4 + Ranged Combat 3 + revolver 2), against nothing: any 6 hits for 2, two 6s for 3
        nine = dist(9)
        assert [(c.label, c.args.get("count"), c.chance) for c in odds[:4]] == [
            ("Hit", None, 1 - nine[0]), ("{count}+ damage", 1, 1 - nine[0]),
            ("{count}+ damage", 2, 1 - nine[0]), ("{count}+ damage", 3, 1 - nine[0] - nine[1]),
        ]
        assert rolls.opponent_parts("duel", shooter, {"item": "w0", "band": "long"}, walker) is None
        note = rolls.opponent_note("duel", walker, {"item": "w0", "band": "long"})
        assert note.text == "{name} cannot shoot back at {band} range: a straight roll"
        assert note.args == {"name": "Walker", "band": {"t": "Long"}}
        # two 6s among the nine dice: the revolver's 2 + 1; the walker rolls no die (nine faces only)
        hit = rolls.resolve_roll("duel", shooter, {"item": "w0", "band": "long"},
                                 TypedDice([6, 6, 2, 2, 3, 3, 4, 4, 5]), walker)
        assert (hit.result.text, hit.result.args) == ("Straight roll, no shot back: {damage} damage", {"damage": 3})
        assert [(d.to, d.amount) for d in hit.damage] == [("opponent", 3)]
        assert len(hit.records) == 1 and not any(f.by == "opponent" for f in hit.follow_ups)
        miss = rolls.resolve_roll("duel", shooter, {"item": "w0", "band": "long"},
                                  TypedDice([1, 2, 2, 2, 3, 3, 4, 4, 5]), walker)
        assert miss.result.text == "Straight roll, no shot back: a miss" and miss.damage == ()
        # at Short range everyone fights back: the duel stands, the opponent rolls
        assert rolls.opponent_note("duel", walker, {"item": "w0", "band": "short"}) is None
        assert rolls.roll_odds("duel", shooter, {"item": "w0", "band": "short"}, walker)[0].label == "Win the duel"
    # one with a revolver shoots back at Long, not at Extreme; a rifle whose Range is Extreme does
    assert shoots_back("long", [REVOLVER]) and not shoots_back("extreme", [REVOLVER])
    assert shoots_back("extreme", [RIFLE]) and shoots_back("short", [])
    # the GM's word that an opponent without a listed gun fires one: he answers at Long
    assert shoots_back("long", [], fires=True) and not shoots_back("extreme", [], fires=True)
    # the roller's own refusal stays: an axe does not reach Long range
    axeman = roller(rules, strength=4, close_combat=3, weapons=[AXE])
    import pytest

    from app.rules.base import RulesError
    with pytest.raises(RulesError, match="Short range"):
        rolls.roll_odds("duel", axeman, {"item": "w0", "band": "long"}, shooter)
