"""twdu: the mechanics of the text the dice dock now offers (issue 21, "In the engine, out of the
GM's reach"), each a roll kind with exact odds, typed faces and what follows; the text's words and
its own examples where it gives one.  A sheet's defaults: every attribute 2, every skill 0."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller
from app.rules.twdu.pool import success_distribution

KNIFE = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 2}
RIFLE = {"name": "Rifle", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long"}
GRENADE = {"name": "Grenade", "kind": "ranged", "bonus": 0, "damage": 1}
RULES = get_ruleset("twdu")


def who(player=True, state=None, **sheet):
    clean = RULES.validate_sheet({**RULES.new_sheet(), **sheet})
    return Roller(clean, {**RULES.initial_state(clean), **(state or {})}, player)


def chance(chances, label, count=None):
    found = [c for c in chances if c.label == label and (count is None or c.args.get("count") == count)]
    assert len(found) == 1, [(c.label, c.args) for c in chances]
    return found[0].chance


def roll(kind, me, inputs, faces, opponent=None):
    return RULES.roll_rules().resolve_roll(kind, me, inputs, TypedDice(faces), opponent)


def p_none(dice):
    return success_distribution(dice)[0]


def test_explosion_blast_power_damages_unless_mobility_succeeds():
    # "Roll a number of dice equal to the Blast Power; each success means one point of damage ...
    # A successful Mobility roll negates all damage from explosions."
    me = who()
    shown = RULES.roll_rules().roll_odds("blast", me, {"blast_power": 3})
    assert chance(shown, "No damage") == (1 - p_none(2)) + p_none(2) * p_none(3)
    hit = roll("blast", me, {"blast_power": 3}, [2, 3, 6, 6, 1])  # Mobility 2 3, then the Blast Power
    assert hit.damage[0].request == {"damage": 2, "source": "explosion"}
    dodged = roll("blast", me, {"blast_power": 3}, [6, 3, 6, 6, 6])
    assert dodged.damage == () and dodged.result.text == "Escapes the blast (Mobility)"
    # the Blast Power is never pushed: only the Mobility roll is, and it is judged again
    pushed = RULES.roll_rules().follow_up_roll("push", hit.memo, me, TypedDice([6, 2, 4]))
    assert pushed.damage == () and pushed.state["stress"] == 1
    no_dodge = roll("blast", me, {"blast_power": 3, "dodge": False}, [6, 6, 6])
    assert no_dodge.damage[0].amount == 3 and no_dodge.follow_ups == ()


def test_explosive_weapon_adds_extra_successes_and_a_mess_up_catches_the_thrower():
    # "Extra successes on your attack roll increase the damage ... Unless you mess up with your
    # attack roll, you do not take damage from your own attack."
    me = who(weapons=[GRENADE], state={"stress": 1})
    target = who(player=False)
    inputs = {"item": "w0", "blast_power": 2}
    # Agility 2 + Ranged Combat 0 = 2 base dice and 1 stress die, then the Blast Power
    hit = roll("explosive", me, inputs, [6, 6, 3, 6, 2], target)
    assert [(o.to, o.amount) for o in hit.damage] == [("opponent", 2)]  # 1 blast + 1 extra success
    messed = roll("explosive", me, inputs, [6, 2, 1, 6, 6], target)
    assert [(o.to, o.amount) for o in messed.damage] == [("opponent", 2), ("roller", 2)]
    missed = roll("explosive", me, inputs, [2, 2, 3, 6, 6], target)
    assert missed.damage == () and missed.success is False


def test_fire_intensity_is_one_damage_a_success_never_pushed_no_armor():
    me = who(armor_level=3)
    shown = RULES.roll_rules().roll_odds("fire", me, {"intensity": 4})
    assert chance(shown, "No damage") == p_none(4)
    assert not any(c.label == "Mess-up" for c in shown)  # nothing of the character's is rolled
    burnt = roll("fire", me, {"intensity": 4}, [6, 6, 6, 1])
    assert burnt.damage[0].request == {"damage": 3, "source": "fire"} and burnt.follow_ups == ()
    after = RULES.damage_rules().apply_damage(me.sheet, me.state, burnt.damage[0].request, TypedDice([3, 4]))
    assert after.state["health"] == 0  # armor does not protect (no armor dice were asked for)


def test_stopping_a_fire_is_survival_opposed_by_the_intensity():
    me = who()
    shown = RULES.roll_rules().roll_odds("fire_spread", me, {"intensity": 4})
    mine, theirs = success_distribution(2), success_distribution(4)
    assert chance(shown, "The fire stops spreading") == sum(
        pa * pb for a, pa in mine.items() for b, pb in theirs.items() if a > b
    )
    tie = roll("fire_spread", me, {"intensity": 4}, [6, 2, 6, 2, 2, 2])
    assert tie.success is False


def test_poison_toxicity_draw_affects_without_damage_and_medicine_helps():
    # "If it is a draw, you are still affected by the poison, but you do not take any damage.
    # For each success the Toxicity gets more than you, you take one point of damage."
    me = who()
    draw = roll("poison", me, {"toxicity": 4}, [6, 2, 6, 2, 2, 2])
    assert draw.damage == () and draw.state["poisoned"] is True
    worse = roll("poison", me, {"toxicity": 4}, [2, 2, 6, 6, 6, 2])
    assert worse.damage[0].request == {"damage": 3, "source": "poison"}
    # "Each success [of the Medicine roll] is added to your Endure roll."
    helped = roll("poison", who(state={"poisoned": True}), {"toxicity": 4, "medicine": 2}, [2, 6, 2, 2, 2])
    assert helped.damage == () and helped.state["poisoned"] is False
    shown = RULES.roll_rules().roll_odds("poison", me, {"toxicity": 6})
    total = chance(shown, "Fights it off") + chance(shown, "Affected, no damage") + chance(shown, "{count}+ damage", 1)
    assert total == 1


def test_poisoned_endure_roll_has_one_die_less():
    # "While poisoned, you have a –1 penalty on all dice rolls, including the Endure roll."
    shown = RULES.roll_rules().roll_odds("poison", who(state={"poisoned": True}), {"toxicity": 0})
    assert chance(shown, "Fights it off") == 1 - p_none(1)


def test_disease_virulence_leaves_the_character_sick():
    me = who()
    sick = roll("disease", me, {"virulence": 2}, [2, 2, 6, 3])
    assert sick.state["sick"] is True and sick.damage[0].request == {"damage": 1, "source": "disease"}
    well = roll("disease", who(state={"sick": True}), {"virulence": 2}, [6, 2, 2])  # sick: one die less
    assert well.state["sick"] is False and well.damage == ()


def test_falling_is_half_the_height_rounded_down_less_mobility_successes():
    # "damage equal to the height in meters divided by two, rounded down. In a controlled jump,
    # roll Mobility. Each success reduces the damage by one. Armor does not protect you."
    me = who()
    five = roll("fall", me, {"meters": 5}, [])
    assert five.damage[0].request == {"damage": 2, "source": "fall"}
    jump = roll("fall", me, {"meters": 5, "controlled": True}, [6, 3])
    assert jump.damage[0].amount == 1
    shown = RULES.roll_rules().roll_odds("fall", me, {"meters": 5, "controlled": True})
    assert chance(shown, "No damage") == success_distribution(2)[2]


def test_trap_attack_and_damage_rating_after_a_failed_mobility_roll():
    # "Roll a number of dice equal to the Attack rating. Each success means one point of damage.
    # Add the Damage value to find out the total amount of damage inflicted."
    me = who()
    caught = roll("trap", me, {"attack": 3, "trap_damage": 1}, [2, 3, 6, 6, 4])
    assert caught.damage[0].request == {"damage": 3, "source": "trap"}
    safe = roll("trap", me, {"attack": 3, "trap_damage": 1}, [6, 3, 6, 6, 4])
    assert safe.damage == () and safe.success is True
    shown = RULES.roll_rules().roll_odds("trap", me, {"attack": 3, "trap_damage": 1})
    assert chance(shown, "No damage") == 1 - p_none(2)


def test_a_harmless_blast_or_trap_reads_as_it_did():
    # a blast whose dice show no success hurts nobody: a good outcome; a sprung trap that does no
    # damage is still a failed Mobility roll
    me = who()
    blast = roll("blast", me, {"blast_power": 2}, [2, 3, 4, 5])
    assert blast.damage == () and blast.success is True and blast.result.text == "{what}: {damage} damage"
    trap = roll("trap", me, {"attack": 2, "trap_damage": 0}, [2, 3, 4, 5])
    assert trap.damage == () and trap.success is False


def test_defenseless_target_is_a_straight_roll_and_range_picks_the_skill():
    # "each success beyond the first increases the damage done by one point"
    me = who(agility=3, weapons=[KNIFE, RIFLE])
    target = who(player=False)
    hit = roll("defenseless", me, {"item": "w0"}, [6, 6, 6, 2], target)  # Strength 2 + knife 1
    assert hit.damage[0].request == {"damage": 4, "source": "attack"}
    shown = RULES.roll_rules().roll_odds("defenseless", me, {"item": "w0"}, target)
    assert chance(shown, "Hit") == 1 - p_none(3)
    # a rifle at Short range: Close Combat with Agility (3 + 2 dice); at Long range Ranged Combat
    assert chance(RULES.roll_rules().roll_odds("defenseless", me, {"item": "w1"}, target), "Hit") == 1 - p_none(5)
    with pytest.raises(RulesError, match="Short range"):
        RULES.roll_rules().roll_odds("defenseless", me, {"item": "w0", "band": "long"}, target)
    with pytest.raises(RulesError, match="Extreme"):
        RULES.roll_rules().roll_odds("defenseless", me, {"item": "w1", "band": "extreme"}, target)
    # cover takes a success off a shot (Long range), never off close combat
    covered = roll("defenseless", me, {"item": "w1", "band": "long", "target_in_cover": True},
                   [6, 2, 2, 2, 2], target)
    assert covered.damage == ()


def test_two_against_one_the_lone_fighter_is_defenseless_against_the_second():
    # "the lone fighter must first decide who to roll an opposed roll against. The lone fighter is
    # then considered a defenseless target against the other opponent. All attacks happen simultaneously."
    lone = who(weapons=[KNIFE])
    chosen = who(player=False)
    inputs = {"item": "w0", "second_dice": 2, "second_damage": 2}
    # lone 3 dice (6 6 2), chosen 2 dice (6 2), second attacker 2 dice (6 3)
    fight = roll("gang_up", lone, inputs, [6, 6, 2, 6, 2, 6, 3], chosen)
    assert [(o.to, o.amount) for o in fight.damage] == [("opponent", 2), ("roller", 2)]
    shown = RULES.roll_rules().roll_odds("gang_up", lone, inputs, chosen)
    assert chance(shown, "No damage") == p_none(2) * sum(
        pa * pb for a, pa in success_distribution(3).items() for b, pb in success_distribution(2).items()
        if a > b or a == b == 0
    )


def test_moving_one_range_band_is_a_straight_mobility_roll_kept_as_a_badge():
    me = who()
    moved = roll("move", me, {"band": "short", "direction": "further"}, [6, 2])
    assert moved.state["range"] == "long"
    shown = [c.label for c in RULES.conditions(me.sheet, moved.state)]
    assert "Long range" in shown and "Range" not in shown  # the band in the tag itself
    stuck = roll("move", me, {"band": "long", "direction": "closer"}, [2, 2])
    assert stuck.state["range"] == "long" and stuck.success is False


def test_chase_winner_moves_a_band_tie_stays_beyond_extreme_over():
    # "The winner moves one distance closer or further away ... An equal result means the distance
    # stays the same. When ... the range goes beyond Extreme, the chase is over."
    runner, chaser = who(), who(player=False)
    away = roll("chase", runner, {"band": "extreme"}, [6, 2, 2, 2], chaser)
    assert "range" not in away.state and away.result.text == "The chase is over: beyond Extreme range"
    tie = roll("chase", runner, {"band": "long"}, [6, 2, 6, 2], chaser)
    assert tie.state["range"] == "long"
    caught = roll("chase", chaser, {"band": "long", "role": "chaser"}, [6, 2, 2, 2], runner)
    assert caught.state["range"] == "short"
    shown = RULES.roll_rules().roll_odds("chase", runner, {"band": "long"}, chaser)
    assert sum(c.chance for c in shown if c.label != "Mess-up") == 1


def test_amputation_both_take_stress_severed_limb_lethal_on_a_failure():
    # "Both of you take one point of stress. Whether the roll is successful or not, the amputee
    # takes the critical injury "severed limb". ... Should the skill roll fail, the injury is lethal"
    cutter, amputee = who(), who()
    failed = roll("amputate", cutter, {}, [2, 3], amputee)
    assert failed.state["stress"] == 1
    offer = failed.damage[0]
    assert offer.to == "opponent" and offer.request["injury_lethal"] is True
    after = RULES.damage_rules().apply_damage(amputee.sheet, amputee.state, offer.request, TypedDice([4, 5]))
    injury = after.state["injuries"][0]
    assert after.state["stress"] == 1 and injury["name"] == "Severed limb" and injury["lethal"] is True
    assert after.state["health"] == 3
    saved = roll("amputate", cutter, {}, [6, 3], amputee)
    assert saved.damage[0].request["injury_lethal"] is False
    # a push: the cutter takes the push's stress, not the amputation's a second time
    pushed = RULES.roll_rules().follow_up_roll(
        "push", failed.memo, Roller(cutter.sheet, failed.state, True), TypedDice([6, 2, 2])
    )
    assert pushed.state["stress"] == 2 and pushed.damage[0].request["injury_lethal"] is False


def test_overwatch_lasts_the_round():
    me = who()
    guarding = roll("overwatch", me, {}, [])
    assert "On overwatch" in [c.label for c in RULES.conditions(me.sheet, guarding.state)]
    ended = RULES.end_of_round(me.sheet, guarding.state, TypedDice([]))
    assert "overwatch" not in ended.state and ended.lines


def test_first_aid_within_short_range_on_a_broken_character():
    # "You may give first aid to anyone within Short range."
    medic, patient = who(), who(state={"health": 0})
    with pytest.raises(RulesError, match="Short range"):
        RULES.roll_rules().roll_odds("first_aid", medic, {"band": "long"}, patient)
    with pytest.raises(RulesError, match="Broken"):
        RULES.roll_rules().roll_odds("first_aid", medic, {}, who())
    shown = RULES.roll_rules().roll_odds("first_aid", medic, {}, patient)
    assert chance(shown, "Back on their feet") == 1 - p_none(2)
    aided = roll("first_aid", medic, {}, [6, 6], patient)
    offer = aided.damage[0]
    assert offer.heal and offer.request == {"kind": "first_aid", "successes": 2}
    assert (
        RULES.damage_rules().apply_heal(patient.sheet, patient.state, offer.request, TypedDice([])).state["health"] == 2
    )


def test_dithering_costs_one_stress():
    # "Lingering further means the PC takes one point of stress"
    done = roll("dither", who(state={"stress": 2}), {}, [])
    assert done.state["stress"] == 3


def test_a_duel_can_be_pushed_and_is_judged_again():
    me = who(weapons=[KNIFE])
    foe = who(player=False)
    first = roll("duel", me, {"item": "w0"}, [2, 3, 4, 6, 2], foe)  # 3 dice against 2
    assert first.result.text.startswith("Loses") and first.follow_ups[0].key == "push"
    pushed = RULES.roll_rules().follow_up_roll("push", first.memo, me, TypedDice([6, 6, 2, 3]))
    assert pushed.result.text.startswith("Wins") and pushed.state["stress"] == 1
    assert [(o.to, o.amount) for o in pushed.damage] == [("opponent", 2)]  # damage 2 + margin 1 − 1


def test_the_push_button_shows_the_exact_odds_after_the_push():
    me = who(weapons=[KNIFE])
    foe = who(player=False)
    first = roll("duel", me, {"item": "w0"}, [2, 3, 4, 6, 2], foe)
    odds = first.follow_ups[0].args["odds"]
    # three dice rerolled plus one new stress die, against one success: win with 2+ sixes
    win = sum((p for k, p in success_distribution(4).items() if k >= 2), Fraction(0))
    parts = {o["args"]["what"]["t"]: o["args"]["chance"] for o in odds}
    # the digits only: the renderer writes them with the separator of the language shown
    assert parts["Win the duel"] == {"pct": f"{float(win) * 100:.1f}"}
    assert parts["Mess-up"] == {"pct": "16.7"}


def test_the_penalty_dice_are_a_field_the_gm_may_untick():
    # "a number of dice are subtracted from all skill rolls" (critical injuries), "–1 penalty on all
    # dice rolls" (poison), "the armor's penalty ... from any Mobility skill roll": the text's values
    # by default, and the GM free to leave them out
    injured = [{"name": "Cut", "penalty": 1, "lethal": False, "recovery": 2}]
    me = who(armor_penalty=1, state={"injuries": injured, "poisoned": True})
    assert (
        chance(RULES.roll_rules().roll_odds("skill", me, {"skill": "mobility"}), "Success") == 0
    )  # 2 − 1 − 1 − 1 dice
    free = RULES.roll_rules().roll_odds("skill", me, {"skill": "mobility", "penalties": False})
    assert chance(free, "Success") == 1 - p_none(2)
    assert chance(RULES.roll_rules().roll_odds("trap", me, {"penalties": False}), "No damage") == 1 - p_none(2)
