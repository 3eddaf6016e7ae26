"""afmbe mechanics the dice dock now offers: parry, Acrobatics, shove, dodging shots (the dodger's
turn spent and tracked), range, light, consecutive shots, another type of gun, aiming, first aid."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules import get_ruleset
from app.rules.afmbe.attack_rolls import HELD_TIE
from app.rules.afmbe.melee import hit_probability
from app.rules.afmbe.odds import success_level_distribution
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.rolling import Roller
from app.rules.worked import english

FIGHTER = [{"name": "Brawling", "level": 2}, {"name": "Guns", "type": "Handgun", "level": 2}]
KNIFE = [{"name": "Kitchen knife", "damage": "d4×STR-1", "damage_type": "slashing"}]
PISTOL = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]
#: bursts and rock and roll are an automatic weapon's (§4.2.1.3 «Ráfagas de fuego automático»)
SMG = [{"name": "Submachine gun", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True}]
MAGNUM = [{"name": ".44 Magnum", "damage": "d6×5", "damage_type": "bullet", "ranged": True, "heavy_recoil": True}]


def roller(rules, state=None, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, {**rules.initial_state(clean), **(state or {})}, True)


def hit(rules, attacker, inputs, defender):
    return rules.roll_rules().roll_odds("attack", attacker, inputs, defender)[0].chance


# ---- the defender's side ------------------------------------------------------------------------
def test_unisystem_parry_uses_the_carried_weapons_skill_and_a_tie_is_parried():
    # §4.1.1 "si el enemigo porta un arma cuerpo a cuerpo ... tiraría su propia habilidad y Destreza"
    rules = get_ruleset("afmbe", "unisystem")
    attacker = roller(rules, dex=3, skills=FIGHTER)  # DEX 3 + Brawling 2
    skills = [{"name": "Hand Weapon", "type": "Knife", "level": 3},
              {"name": "Hand Weapon", "type": "Sword", "level": 1}]
    defender = roller(rules, dex=2, skills=skills, weapons=KNIFE)  # the knife's skill: DEX 2 + 3
    parry = {"skill": "0", "melee": True, "defence": "parry"}
    assert hit(rules, attacker, parry, defender) == hit_probability(5, 5, "unisystem", True)
    assert hit(rules, attacker, {**parry, "parry_type": "Sword"}, defender) == hit_probability(5, 3, "unisystem", True)
    tie = rules.roll_rules().resolve_roll("attack", attacker, parry, TypedDice([6, 6]), defender)
    assert [r.total for r in tie.records] == [11, 11] and tie.success is False
    assert tie.result.text == HELD_TIE
    assert tie.result.args["verdict"] == {"t": "Parried"} and tie.result.args["defence_name"] == {"t": "parry"}


def test_a_parry_needs_a_melee_weapon_or_martial_arts_and_never_stops_a_shot():
    rules = get_ruleset("afmbe", "unisystem")
    attacker = roller(rules, dex=3, skills=FIGHTER)
    unarmed = roller(rules, dex=2, skills=[{"name": "Brawling", "level": 1}], weapons=PISTOL)
    with pytest.raises(RulesError, match="A parry needs a melee weapon"):
        rules.roll_rules().roll_odds("attack", attacker, {"skill": "0", "melee": True, "defence": "parry"}, unarmed)
    with pytest.raises(RulesError, match="Martial Arts needs the skill"):
        rules.roll_rules().roll_odds(
            "attack", attacker, {"skill": "0", "melee": True, "defence": "parry_martial"}, unarmed
        )
    fighter = roller(rules, dex=2, skills=[{"name": "Martial Arts", "level": 4}])
    martial = {"skill": "0", "melee": True, "defence": "parry_martial"}
    assert hit(rules, attacker, martial, fighter) == hit_probability(5, 6, "unisystem", True)
    for defence in ("parry", "parry_martial", "block", "shove"):
        with pytest.raises(RulesError, match="Only a dodge"):
            rules.roll_rules().roll_odds(
                "attack", attacker, {"skill": "1", "melee": False, "defence": defence}, fighter
            )


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_acrobatics_instead_of_dodge(preset):
    # norms "Acrobatics": "can be used instead of the Dodge Skill to avoid attacks"
    rules = get_ruleset("afmbe", preset)
    attacker = roller(rules, dex=3, skills=FIGHTER)
    tumbler = roller(rules, dex=2, skills=[{"name": "Acrobatics", "level": 3, "special": True}])
    acro = {"skill": "0", "melee": True, "defence": "acrobatics"}
    assert hit(rules, attacker, acro, tumbler) == hit_probability(5, 5, preset, True)
    # without Dodge the dodge is DEX alone (unisystem: a difficult check, the same +2)
    assert hit(rules, attacker, {**acro, "defence": "dodge"}, tumbler) == hit_probability(5, 2, preset, True)


def test_norms_shove_a_grabbing_zombie_is_strength_and_brawl():
    # norms "To shove a zombie who's trying to grab you, roll strength and brawl"
    rules = get_ruleset("afmbe", "norms")
    zombie = roller(rules, dex=3, skills=FIGHTER)
    victim = roller(rules, str=4, dex=1, skills=[{"name": "Brawling", "level": 2}])
    grab = {"skill": "0", "melee": True, "defence": "shove"}
    assert hit(rules, zombie, grab, victim) == hit_probability(5, 6, "norms", True)
    assert hit(rules, zombie, {**grab, "defence": "block"}, victim) == hit_probability(5, 3, "norms", True)
    shoved = rules.roll_rules().resolve_roll("attack", zombie, grab, TypedDice([6, 6]), victim)
    assert [r.total for r in shoved.records] == [11, 12] and shoved.success is False


def test_unisystem_dodging_a_shot_spends_the_dodgers_turn_until_the_round_ends():
    # §4.2.2 "perderá todas sus acciones en ese turno (ha hecho cuerpo a tierra)"
    rules = get_ruleset("afmbe", "unisystem")
    gunner = roller(rules, dex=3, skills=FIGHTER, weapons=PISTOL)
    dodger = roller(rules, dex=2, skills=[{"name": "Dodge", "level": 3}, *FIGHTER], weapons=PISTOL)
    shot = {"skill": "1", "weapon": "0", "defence": "dodge"}
    dodged = rules.roll_rules().resolve_roll("attack", gunner, shot, TypedDice([8, 9]), dodger)
    assert [r.total for r in dodged.records] == [13, 14] and dodged.success is False
    assert dodged.opponent_state["dodging_shots"] is True
    missed = rules.roll_rules().resolve_roll("attack", gunner, shot, TypedDice([2]), dodger)
    # a shot that missed asks for no dodge: none is rolled, nothing is spent, no line says so
    assert [r.total for r in missed.records] == [7] and missed.opponent_state is None
    assert not any("hit the dirt" in line.text for line in missed.lines)
    down = Roller(dodger.sheet, dodged.opponent_state, True)
    assert "dodging_shots" in [c.key for c in rules.conditions(down.sheet, down.state)]
    with pytest.raises(RulesError, match="dodged shots this turn"):
        rules.roll_rules().roll_odds("attack", down, shot, gunner)
    with pytest.raises(RulesError, match="dodged shots this turn"):
        rules.roll_rules().resolve_roll("attack", down, shot, TypedDice([8, 8]), gunner)
    # shot at again this turn: no defence left, by default and when a dodge is picked
    assert rules.roll_rules().opponent_defaults("attack", down) == {"defence": "none"}
    assert rules.roll_rules().roll_odds("attack", gunner, {**shot, "defence": "none"}, down)
    with pytest.raises(RulesError, match="no defence left"):
        rules.roll_rules().roll_odds("attack", gunner, shot, down)
    after = rules.end_of_round(down.sheet, down.state, Dice(seed=1))
    assert "dodging_shots" not in after.state
    # a dodge in melee, or no defence, spends nothing
    blow = rules.roll_rules().resolve_roll("attack", gunner, {**shot, "melee": True}, TypedDice([8, 9]), dodger)
    assert blow.opponent_state is None


def test_norms_dodging_a_shot_spends_no_turn():
    rules = get_ruleset("afmbe", "norms")
    gunner = roller(rules, dex=3, skills=FIGHTER, weapons=PISTOL)
    dodger = roller(rules, dex=2, skills=[{"name": "Dodge", "level": 3}])
    out = rules.roll_rules().resolve_roll("attack", gunner, {"skill": "1", "weapon": "0"}, TypedDice([8, 9]), dodger)
    assert out.opponent_state is None and out.success is False


# ---- the attacker's modifiers -------------------------------------------------------------------
def test_unisystem_range_light_and_consecutive_shots_are_fields_with_the_texts_values():
    rules = get_ruleset("afmbe", "unisystem")
    target = roller(rules)
    gunner = roller(rules, dex=3, skills=FIGHTER, weapons=PISTOL)
    base = {"skill": "1", "weapon": "0", "defence": "none"}
    kind = next(k for k in rules.roll_rules().roll_kinds(gunner.sheet) if k.key == "attack")
    fields = {f.key: f for f in kind.fields}
    assert (fields["range"].default, fields["light"].default, fields["shot_number"].default) == ("short", "normal", 1)
    # medium −1, poor light −1, third shot −2: DEX 3 + Guns 2 − 4 = 1
    shot = rules.roll_rules().resolve_roll(
        "attack", gunner, {**base, "range": "medium", "light": "poor", "shot_number": 3}, TypedDice([8]), target
    )
    assert shot.records[0].total == 9 and shot.success is True
    assert english(shot.records[0].text) == (
        "d10 8; Dexterity +3; Guns +2; range −1; light −1; consecutive shots −2; total 9"
    )
    odds = hit(rules, gunner, {**base, "range": "extreme"}, target)
    assert odds == hit(rules, gunner, {**base, "modifiers": -6}, target)
    # heavy recoil: −2 a consecutive shot
    magnum = roller(rules, dex=3, skills=FIGHTER, weapons=MAGNUM)
    third = hit(rules, magnum, {**base, "shot_number": 3}, target)
    assert third == hit(rules, magnum, {**base, "modifiers": -4}, target)
    # point blank: +1 to hit and the damage multiplier +1 on the offer (d6 6 × 5 = 30, bullet ×2)
    close = rules.roll_rules().resolve_roll("attack", gunner, {**base, "range": "point_blank"}, TypedDice([8]), target)
    assert close.records[0].total == 14 and close.damage[0].request["range"] == "point_blank"
    dealt = rules.damage_rules().apply_damage(target.sheet, target.state, dict(close.damage[0].request), TypedDice([6]))
    assert dealt.lines[0].args["damage"] == 60


def test_unisystem_light_counts_in_melee_and_range_does_not_belong_there():
    # "Pésima iluminación ... −4 a todas las pruebas de impactar (también al cuerpo a cuerpo)"
    rules = get_ruleset("afmbe", "unisystem")
    fighter, target = roller(rules, dex=3, skills=FIGHTER), roller(rules)
    blow = {"skill": "0", "melee": True, "defence": "none"}
    assert hit(rules, fighter, {**blow, "light": "very_poor"}, target) == hit(
        rules, fighter, {**blow, "modifiers": -4}, target
    )
    with pytest.raises(RulesError, match="Range and consecutive shots are for shots"):
        rules.roll_rules().roll_odds("attack", fighter, {**blow, "range": "medium"}, target)


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_another_type_of_gun_takes_two_and_the_gm_may_change_it(preset):
    # norms "Guns": "the character can use other types of guns, but at a −2 penalty to all tasks"
    rules = get_ruleset("afmbe", preset)
    gunner, target = roller(rules, dex=3, skills=FIGHTER, weapons=PISTOL), roller(rules)
    base = {"skill": "1", "weapon": "0", "defence": "none"}
    kind = next(k for k in rules.roll_rules().roll_kinds(gunner.sheet) if k.key == "attack")
    assert {f.key: f.default for f in kind.fields}["other_gun_penalty"] == -2
    shot = rules.roll_rules().resolve_roll("attack", gunner, {**base, "other_gun_type": True}, TypedDice([6]), target)
    assert shot.records[0].total == 9
    harder = rules.roll_rules().resolve_roll(
        "attack", gunner, {**base, "other_gun_type": True, "other_gun_penalty": -3}, TypedDice([6]), target
    )
    assert harder.records[0].total == 8 and harder.success is False


def test_norms_has_no_range_bands():
    rules = get_ruleset("afmbe", "norms")
    gunner, target = roller(rules, dex=3, skills=FIGHTER, weapons=PISTOL), roller(rules)
    with pytest.raises(RulesError, match="does not know"):
        rules.roll_rules().roll_odds("attack", gunner, {"skill": "1", "weapon": "0", "range": "long"}, target)


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_aiming_gives_the_shot_at_the_rounds_end_one_a_success_level(preset):
    # norms "Aiming": "roll Perception and the skill ... each success level gives you a +1 bonus on
    # your next shot ... at the end of the combat round, you shoot"
    rules = get_ruleset("afmbe", preset)
    gunner, target = roller(rules, dex=3, per=3, skills=FIGHTER, weapons=PISTOL), roller(rules)
    kind = next(k for k in rules.roll_rules().roll_kinds(gunner.sheet) if k.key == "aim")
    assert {f.key: f.default for f in kind.fields}["attribute"] == "per"
    assert {f.key: f.default for f in kind.fields}["skill"] == "1"  # the Guns row
    dist = success_level_distribution(5, preset)
    assert rules.roll_rules().roll_odds("aim", gunner, {}, None)[0].chance == 1 - dist[0]
    aimed = rules.roll_rules().resolve_roll("aim", gunner, {}, TypedDice([8]), None)
    assert aimed.records[0].total == 13 and aimed.state["aim_bonus"] == 3
    waiting = Roller(gunner.sheet, aimed.state, True)
    assert "aiming" in [c.key for c in rules.conditions(waiting.sheet, waiting.state)]
    base = {"skill": "1", "weapon": "0", "defence": "none"}
    assert hit(rules, waiting, base, target) == hit(rules, gunner, {**base, "modifiers": 3}, target)
    shot = rules.roll_rules().resolve_roll("attack", waiting, base, TypedDice([2]), target)
    assert shot.records[0].total == 10 and shot.success is True
    assert "aim_bonus" not in shot.state and "aiming" not in shot.state  # used up by the shot
    kept = rules.roll_rules().resolve_roll("attack", waiting, {**base, "use_aim": False}, TypedDice([2]), target)
    # the aim kept (a norms shot still spends the turn's Ammo Point)
    assert kept.records[0].total == 7 and (kept.state or waiting.state)["aim_bonus"] == 3


def test_unisystem_a_scope_adds_to_the_aiming_roll():
    # §4.2.1.2 "una mira telescópica suma de +2 a +5 a las pruebas de Apuntar"
    rules = get_ruleset("afmbe", "unisystem")
    gunner = roller(rules, per=3, skills=FIGHTER)
    aimed = rules.roll_rules().resolve_roll("aim", gunner, {"scope": 2}, TypedDice([8]), None)
    assert aimed.records[0].total == 15 and aimed.state["aim_bonus"] == 4
    with pytest.raises(RulesError, match="A scope gives"):
        rules.roll_rules().roll_odds("aim", gunner, {"scope": 1}, None)


# ---- first aid ----------------------------------------------------------------------------------
MEDIC = [{"name": "Brawling", "level": 1}, {"name": "First Aid", "level": 2}]


def test_unisystem_first_aid_on_oneself_takes_two_and_heals_a_point_a_level():
    # §4.7.2 "recupera 1 Punto de Vida por Nivel de éxito ... el herido utilice sus propios Primeros
    # Auxilios, pero sufrirá un −2.  Se permite una Tirada por herida sufrida"
    rules = get_ruleset("afmbe", "unisystem")
    hurt = roller(rules, {"life_points": 16, "wounds_untreated": 1}, int=3, skills=MEDIC)
    kind = next(k for k in rules.roll_rules().roll_kinds(hurt.sheet) if k.key == "first_aid_self")
    defaults = {f.key: f.default for f in kind.fields}
    assert (defaults["attribute"], defaults["skill"], defaults["self_penalty"]) == ("int", "1", -2)
    assert (
        rules.roll_rules().roll_odds("first_aid_self", hurt, {}, None)[0].chance
        == 1 - success_level_distribution(3, "unisystem")[0]
    )
    tended = rules.roll_rules().resolve_roll("first_aid_self", hurt, {}, TypedDice([8]), None)  # 8 + 3 + 2 − 2 = 11
    assert tended.records[0].total == 11
    assert tended.state["life_points"] == 18 and tended.state["wounds_untreated"] == 0
    again = Roller(hurt.sheet, tended.state, True)
    with pytest.raises(RulesError, match="one roll a wound"):
        rules.roll_rules().resolve_roll("first_aid_self", again, {}, TypedDice([8]), None)
    failed = rules.roll_rules().resolve_roll("first_aid_self", hurt, {}, TypedDice([3]), None)
    assert failed.state["life_points"] == 16 and failed.state["wounds_untreated"] == 0  # the roll is spent


def test_unisystem_first_aid_on_the_patient_heals_the_opponent():
    rules = get_ruleset("afmbe", "unisystem")
    medic = roller(rules, int=3, skills=MEDIC)
    patient = roller(rules, {"life_points": 10, "wounds_untreated": 2})
    tended = rules.roll_rules().resolve_roll("first_aid", medic, {}, TypedDice([6]), patient)  # 6 + 5 = 11: Decent
    assert tended.state is None
    assert tended.opponent_state["life_points"] == 12 and tended.opponent_state["wounds_untreated"] == 1


def test_norms_first_aid_stays_the_heal_forms_amount():
    rules = get_ruleset("afmbe", "norms")
    keys = [k.key for k in rules.roll_rules().roll_kinds(roller(rules).sheet)]
    assert "aim" in keys and "first_aid" not in keys and "first_aid_self" not in keys


def test_unisystem_total_darkness_is_a_plain_d10_that_hits_on_9_with_the_perception_levels():
    # §4.2.1.2 "Tira 1D10 sin modificador. Solo una tirada natural de 9 o 10 impacta ... puede sumar
    # cada nivel de éxito [de una Prueba Difícil de Percepción] a la tirada de 1D10"
    rules = get_ruleset("afmbe", "unisystem")
    gunner, target = roller(rules, dex=5, skills=FIGHTER, weapons=PISTOL), roller(rules)
    dark = {"skill": "1", "weapon": "0", "defence": "none", "light": "darkness"}
    assert hit(rules, gunner, dark, target) == Fraction(2, 10)
    assert hit(rules, gunner, {**dark, "darkness_levels": 2}, target) == Fraction(4, 10)
    eight = rules.roll_rules().resolve_roll(
        "attack", gunner, dark, TypedDice([8]), target
    )  # DEX 5 + Guns 2 count for nothing
    assert eight.records[0].total == 8 and eight.success is False
    ten = rules.roll_rules().resolve_roll("attack", gunner, dark, TypedDice([10]), target)  # no rule of 10 either
    assert ten.records[0].total == 10 and ten.success is True
    seen = rules.roll_rules().resolve_roll("attack", gunner, {**dark, "darkness_levels": 2}, TypedDice([7]), target)
    assert seen.records[0].total == 9 and seen.success is True
    sprayer = roller(rules, dex=5, skills=FIGHTER, weapons=SMG)
    with pytest.raises(RulesError, match="one plain d10"):
        rules.roll_rules().roll_odds("attack", sprayer, {**dark, "fire": "burst"}, target)


def test_unisystem_the_gm_may_change_the_further_burst_and_group_penalties():
    # §4.2.1.3 "cada ráfaga consecutiva sufrirá una penalización de −3 acumulativa"; "cada grupo de
    # disparos después del primero sufre un −4 acumulativo": the text's values by default
    rules = get_ruleset("afmbe", "unisystem")
    gunner, target = roller(rules, dex=3, skills=FIGHTER, weapons=SMG), roller(rules)
    kind = next(k for k in rules.roll_rules().roll_kinds(gunner.sheet) if k.key == "attack")
    assert {f.key: f.default for f in kind.fields}["burst_step"] == -3
    assert {f.key: f.default for f in kind.fields}["group_step"] == -4
    burst = {"skill": "1", "weapon": "0", "defence": "none", "fire": "burst", "burst_number": 3}
    assert (
        rules.roll_rules().resolve_roll("attack", gunner, burst, TypedDice([9]), target).records[0].total == 9 + 5 - 6
    )
    assert (
        rules.roll_rules()
        .resolve_roll("attack", gunner, {**burst, "burst_step": -2}, TypedDice([9]), target)
        .records[0]
        .total
        == 9 + 5 - 4
    )
    spray = {"skill": "1", "weapon": "0", "defence": "none", "fire": "rock_and_roll", "rounds": 20, "group_step": -5}
    assert [
        r.total for r in rules.roll_rules().resolve_roll("attack", gunner, spray, TypedDice([9, 9]), target).records
    ] == [14, 9]


def test_unisystem_a_task_that_needs_movement_takes_the_loads_penalty():
    # §5 "−1 a todas las Pruebas o Chequeos que requieran movimiento (como sigilo o iniciativa)"
    rules = get_ruleset("afmbe", "unisystem")
    loaded = roller(rules, {"load": "light"}, dex=3)
    sneak = {"check": "unskilled", "movement": True}
    plain = rules.roll_rules().resolve_roll("task", loaded, {"check": "unskilled"}, TypedDice([8]), None)
    moving = rules.roll_rules().resolve_roll("task", loaded, sneak, TypedDice([8]), None)
    assert plain.records[0].total - moving.records[0].total == 1
    free = roller(rules, dex=3)
    assert (
        rules.roll_rules().resolve_roll("task", free, sneak, TypedDice([8]), None).records[0].total
        == plain.records[0].total
    )
