"""AFMBE, both presets: the line of an attack's terms (under Roll) lists every term the odds and the roll use,
so that the odds are the exact odds of the printed formula.  Dana's second burst with the AK-47 read
«Попадание 10% · Попадают 2 патрона или больше 4%» over «d10 + Ловкость 3 + Огнестрельное оружие 3 −
несколько действий 4 = d10 +2» (d10 +2 against 9 is some 40%): the odds took the consecutive burst's −3
(«cada ráfaga consecutiva sufrirá una penalización de −3 acumulativa») that the line did not name.

Each attack of the list below is read the way the GM reads the line: the sum after "= d10", a plain
d10 in total darkness, each group of a spray, the best level, the defender's sum; the chance of a hit
(of n rounds or more, of each group) worked out from those numbers alone must be the odds shown."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from app.rules import get_ruleset
from app.rules.afmbe.attack_formula import FACTOR_CAP, FACTOR_GROUP, FACTOR_PLAIN_DIE
from app.rules.afmbe.autofire import CONSECUTIVE_BURSTS
from app.rules.afmbe.levels import LEVEL_THRESHOLDS, MAX_LEVEL
from app.rules.afmbe.odds import chance_at_least, total_chance
from app.rules.afmbe.roll_bonus import FACTOR_DEFENDS, FACTOR_DIE, FACTOR_DOWN, FACTOR_TOTAL, FACTOR_UP
from app.rules.dice import TypedDice
from app.services.logtext import qt_translate, render_value

SKILLS = [{"name": "Guns", "type": "Assault Rifle", "level": 3}, {"name": "Dodge", "level": 2},
          {"name": "Hand Weapon", "type": "Knife", "level": 2}, {"name": "Brawling", "level": 1}]
WEAPONS = [{"name": "AK-47", "damage": "d8×5", "damage_type": "bullet", "ranged": True, "automatic": True,
            "ammo": 30},
           {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15,
            "heavy_recoil": True},
           {"name": "Knife", "damage": "d4×STR", "damage_type": "slashing"}]

#: (preset, the attack's inputs, the attacker's state) — every way of attacking the form offers
SINGLE = {"weapon": "1", "skill": "0", "melee": False}
BLOW = {"weapon": "2", "skill": "2", "melee": True}
ATTACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
for _preset in ("norms", "unisystem"):
    ATTACKS += [
        (_preset, SINGLE, {}),
        (_preset, {**SINGLE, "action": 3, "modifiers": -2}, {}),
        (_preset, {**SINGLE, "other_gun_type": True}, {}),
        (_preset, {**SINGLE, "location": "head", "called_shot": True}, {}),
        (_preset, {**SINGLE, "use_aim": True}, {"aiming": True, "aim_bonus": 2}),
        (_preset, {**SINGLE, "skill": ""}, {}),  # unskilled
        (_preset, BLOW, {}),
        (_preset, {**BLOW, "action": 3, "defences_before": 1}, {}),
        (_preset, {**BLOW, "action": 2, "defences_before": 1}, {}),
        (_preset, {"weapon": "unarmed", "skill": "", "melee": True}, {}),  # a punch, unskilled
        (_preset, SINGLE, {"life_points": 3}),  # wounds
    ]
ATTACKS += [
    ("unisystem", {**SINGLE, "range": "long", "range_modifier": -3, "light": "poor", "light_modifier": -1}, {}),
    ("unisystem", {**SINGLE, "shot_number": 3}, {}),  # heavy recoil: −4
    ("unisystem", {**SINGLE, "light": "darkness"}, {}),
    ("unisystem", {**SINGLE, "light": "darkness", "darkness_levels": 2}, {}),
    ("unisystem", {**BLOW, "light": "darkness"}, {}),
    ("unisystem", {"weapon": "0", "skill": "0", "melee": False, "fire": "burst"}, {}),
    ("unisystem", {"weapon": "0", "skill": "0", "melee": False, "fire": "burst", "burst_number": 2, "action": 3}, {}),
    ("unisystem", {"weapon": "0", "skill": "0", "melee": False, "fire": "burst", "burst_number": 3,
                   "burst_size": 5}, {}),
    ("unisystem", {"weapon": "0", "skill": "", "melee": False, "fire": "burst", "burst_size": 5}, {}),
    ("unisystem", {"weapon": "0", "skill": "0", "melee": False, "fire": "rock_and_roll", "rounds": 25}, {}),
    ("unisystem", {"weapon": "0", "skill": "0", "melee": False, "fire": "rock_and_roll", "rounds": 0}, {}),
    ("unisystem", {"weapon": "0", "skill": "0", "melee": False, "fire": "rock_and_roll", "rounds": 30,
                   "group_step": -5}, {}),
]
#: the defender's side: none, a dodge (his second action), a block and a parry in melee
DEFENCES = [{"defence": "none"}, {"defence": "dodge"}, {"defence": "dodge", "defence_action": 2},
            {"defence": "block", "defence_action": 3, "defence_attacks_before": 1},
            {"defence": "parry", "defence_action": 2, "defence_attacks_before": 1}]


def _roller(rules, state, **sheet):  # noqa: ANN001, ANN202
    from app.rules.rolling import Roller

    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, {**rules.initial_state(clean), **state}, True, "Dana")


def read_line(pieces) -> dict[str, Any]:  # noqa: ANN001
    """The numbers the line says: each sum (its die plain or the preset's), each group's, the best
    level, the defender's sum; each sum checked against the parts before it."""
    sums: list[dict[str, Any]] = []
    read: dict[str, Any] = {"attack": None, "groups": [], "cap": MAX_LEVEL, "defence": None}
    running = 0
    for piece in pieces:
        text, args = piece.text, piece.args
        if text in (FACTOR_DIE, FACTOR_PLAIN_DIE):
            running = 0
            sums.append({"plain": text == FACTOR_PLAIN_DIE})
        elif text == FACTOR_UP:
            running += args["value"]
        elif text == FACTOR_DOWN:
            running -= args["value"]
        elif text == FACTOR_TOTAL:
            total = int(args["points"].replace("−", "-"))
            assert total == running, (pieces, running)
            sums[-1]["total"] = total
        elif text == FACTOR_GROUP:
            total = int(args["points"].replace("−", "-"))
            assert total == read_total(sums[0]) - args["value"]
            read["groups"].append(total)
        elif text == FACTOR_CAP:
            read["cap"] = {"Adequate": 1, "Decent": 2}[args["level"]["t"]]
        elif text == FACTOR_DEFENDS:
            read["defending"] = True
    read["attack"] = sums[0]
    if len(sums) > 1:
        read["defence"] = sums[1]["total"]
    return read


def read_total(one: dict[str, Any]) -> int:
    return int(one["total"])


def hit_chance(preset: str, attack: int, plain: bool, defence: int | None, ties_to_defender: bool,
               needed: int = LEVEL_THRESHOLDS[0]) -> Fraction:
    """The chance that d10 + ``attack`` reaches ``needed`` and d10 + ``defence`` does not hold
    against it, summed over every total (the unisystem die rolls on: far enough out for any
    shown percentage)."""
    gap = 0 if ties_to_defender else 1
    chance = Fraction(0)
    top = attack + (10 if plain else 80)
    for total in range(needed, top + 1):
        p = (Fraction(1, 10) if 1 <= total - attack <= 10 else Fraction(0)) if plain \
            else total_chance(total, attack, preset)
        if not p:
            continue
        held = Fraction(0) if defence is None else chance_at_least(total + gap, defence, preset)
        chance += p * (1 - held)
    return chance


@pytest.mark.parametrize(("preset", "inputs", "state"), ATTACKS)
@pytest.mark.parametrize("defence", DEFENCES)
def test_the_odds_are_those_of_the_formula_under_them(preset, inputs, state, defence):
    rules = get_ruleset("afmbe", preset)
    feature = rules.roll_rules()
    known = {f.key for f in feature.roll_kinds(rules.validate_sheet({**rules.new_sheet(), "skills": SKILLS,
                                                                       "weapons": WEAPONS}))[1].fields}
    known |= {"defence", "defence_action", "defence_attacks_before", "use_aim"}
    asked = {k: v for k, v in {**inputs, **defence}.items() if k in known}
    melee = bool(asked.get("melee"))
    if not melee and defence["defence"] in ("block", "parry"):
        pytest.skip("a block or a parry stops a blow, not a shot")
    dana = _roller(rules, state, dex=3, str=2, skills=SKILLS, weapons=WEAPONS)
    ben = _roller(rules, {}, dex=2, skills=SKILLS, weapons=WEAPONS)
    odds = feature.roll_odds("attack", dana, asked, ben)
    line = read_line(feature.roll_factors("attack", dana, asked, ben))
    attack = line["attack"]
    ties = preset == "unisystem" and melee
    groups = [attack["total"], *line["groups"]]
    if asked.get("fire") == "rock_and_roll":
        assert [c.label for c in odds] == ["Group {group} hits"] * len(groups)
        for chance, total in zip(odds, groups, strict=True):
            assert chance.chance == pytest.approx(hit_chance(preset, total, False, line["defence"], ties), abs=1e-12)
        return
    assert odds[0].chance == pytest.approx(
        hit_chance(preset, attack["total"], attack["plain"], line["defence"], ties), abs=1e-12), line
    for chance in odds[1:]:  # a burst: n rounds or more, one a success level, at most the best level
        count = chance.args["count"]
        expected = hit_chance(preset, attack["total"], False, line["defence"], ties, LEVEL_THRESHOLDS[count - 1]) \
            if count <= line["cap"] else Fraction(0)
        assert chance.chance == pytest.approx(expected, abs=1e-12), (count, line)


def test_dana_s_second_burst_names_its_minus_three(qapp):
    """The GM's case: the second burst of the turn, her third action: the line says both penalties
    and the sum the 10% is the odds of."""
    rules = get_ruleset("afmbe", "unisystem")
    feature = rules.roll_rules()
    dana = _roller(rules, {}, dex=3, skills=SKILLS, weapons=WEAPONS)
    zombie = _roller(rules, {"zombie": True}, dex=1)
    asked = {"weapon": "0", "skill": "0", "melee": False, "fire": "burst", "burst_number": 2, "action": 3,
             "defence": "none"}
    line = " ".join(render_value({"t": p.text, "args": dict(p.args)}, qt_translate)
                    for p in feature.roll_factors("attack", dana, asked, zombie))
    assert line.startswith("d10 + Dexterity 3 + Guns 3 − several actions 4 − consecutive bursts 3 = d10 −1"), line
    assert feature.roll_odds("attack", dana, asked, zombie)[0].chance == Fraction(1, 10)  # a natural 10 alone
    shot = feature.resolve_roll("attack", dana, asked, TypedDice([9]), zombie)
    assert "consecutive bursts −3" in render_value(shot.records[0].text, qt_translate)
    assert CONSECUTIVE_BURSTS == "consecutive bursts"
