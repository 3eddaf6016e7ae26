"""A blind audit of d10-roll-under.ru.txt (ruleset ``d10under``) through the console's services.

Table of contents: every numbered rule, every paragraph that changes a number, every worked example.

1) Базовые характеристики
  D01 "каждая может отображаться числом от 1 до 10" — test_attributes_run_from_1_to_10
  D02 "Значение Силы умноженное на 5 равняется базовому урону" — test_base_damage_is_strength_times_5
  D03 "Ловкость поделённая на 2 с округлением вниз равняется числу атак" — test_attacks_are_agility_halved_down,
      test_agility_one_brings_no_attack
  D04 "Выносливость умноженная на 20 равняется базовому значению Здоровья" — test_health_is_endurance_times_20
  D05 Восприятие "лучше стрляют" — the shot is a Perception test: test_shot_is_a_perception_test
  D06 Интеллект, Удача: flavour, no number; the test kind offers them: test_every_attribute_can_be_tested
  D07 "все характеристики находятся на уровне 5. Персонажу даётся 7 очков" —
      test_new_sheet_starts_at_5_with_7_points, test_eighth_point_is_over_budget
2) Бой и действия в игре
  D08 "если выпало меньше или равно характеристике, то тест пройден, если же больше - тест провален" —
      test_attribute_test_passes_at_or_under (parametrized), test_attribute_test_odds
  D09 "Последствия провала теста - целиком на фантазии Мастера" / "Мастер определяет, для каких действий
      нужен тест": no number, the GM's call (no test)
  D10 "В один ход можно сделать одно действие ... сколько выстрелов можно сделать за ход - указано в
      описании оружия" — test_shots_a_turn_as_the_weapon_says, test_more_shots_than_the_weapon_refused
  D11 "Чтобы произвести выстрел, персонаж проходит тест на Восприятие ... модификаторы, как положительные,
      так и отрицательные" — test_shot_is_a_perception_test, test_shot_modifiers_both_ways
  D12 "результат 10 - всегда промах, но если у персонажа Восприятие 10 то он может перекинуть кубик ...
      должен принять результат второго броска" — test_ten_always_misses, test_perception_10_rerolls_a_ten
  D13 "если игрок выкинул 1, то попадание наносит двойной урон и игнорирует защиту цели любого вида" —
      test_natural_one_doubles_damage, test_critical_ignores_armor
      "если в описании оружия не указано обратного" — test_weapon_without_criticals
  D14 "Если персонажу нужно выкинуть 1 на попадание ... кинуть куб ещё раз, и если на нём опять 1 -
      выстрел критический" — test_needing_a_one_confirms_the_critical (parametrized)
  D15 "если у противника есть броня, то она может отразить выстрел - для этого тоже кидается кубик ...
      все правила на неё указаны в описании брони" — test_armor_rolls_to_deflect
  D16 "Перезардка обычно занимает весь ход": no number (no test)
  D17 "если вещь тяжёлая, Мастер может назначить тест на Силу или пенальти" — the console offers a
      Strength test with a modifier: test_gm_may_set_a_strength_test_with_penalty
  D18 "если игроков 2, а на них прут 6 зомби, то каждый игрок будет драться с 3-мя. Однако Мастер может
      решить ..." — test_two_players_six_zombies_three_each, test_gm_may_regroup
  D19 "Каждая сражающаяся сторона кидает столько кубов Д10, сколько у них атак ... у какой стороны
      результат больше" — test_highest_die_wins
  D20 worked example "Ловкостью 6 ... против 3 зомби. У игрока выпало 4, 6 и 9, у зомби с ловкостью 2 -
      1, 8 и 9 ... Победил игрок" — test_worked_example_agility_breaks_the_tie,
      test_worked_example_in_melee_groups, test_tie_lost_by_the_lower_agility
  D21 "Если игрок победил против 3 проивников, он наносит повреждения только одному на выбор" —
      test_winner_against_three_hits_one_of_choice
  D22 "Если же например 3 игрока победили 1 зомби (или 3 зомби 1 игрока) то КАЖДЫЙ наносит ему полный
      урон" — test_three_zombies_beating_one_player_each_hit, test_three_players_beating_one_zombie_each_hit
  D23 (rules/README) equal Agility: roll again — test_equal_agility_rolls_again
  D24 (rules/README) initiative: sides (players first) or Agility order — test_initiative_modes_offered
"""

from __future__ import annotations

import pytest

from tests.audit.helpers import add, last_line, odds, refusal, roll, sheet, state

D10 = [("d10under", None)]
GUN = {"name": "Pistol", "kind": "ranged", "damage": 30, "shots": 2, "magazine": 12, "criticals": True}
NAILER = {"name": "Nailer", "kind": "ranged", "damage": 20, "shots": 1, "magazine": 12, "criticals": False}
VEST = {"name": "Vest", "deflect": 3, "absorb": 10}


# 1) Базовые характеристики

def test_attributes_run_from_1_to_10(d10):
    """«каждая может отображаться числом от 1 до 10»"""
    fields = {f.key: f for f in d10.ruleset.sheet_fields()}
    for key in ("strength", "agility", "endurance", "perception", "intellect", "luck"):
        assert (fields[key].minimum, fields[key].maximum) == (1, 10), key
    assert not d10.characters.create("Eleven", "pc", {**d10.ruleset.new_sheet(), "strength": 11})
    assert not d10.characters.create("Zero", "pc", {**d10.ruleset.new_sheet(), "strength": 0})


@pytest.mark.parametrize(("strength", "damage"), [(1, 5), (5, 25), (6, 30), (10, 50)])
def test_base_damage_is_strength_times_5(d10, strength, damage):
    """«Значение Силы умноженное на 5 равняется базовому урону персонажа.»"""
    cid = add(d10, f"Str{strength}", strength=strength)
    assert d10.ruleset.derived(sheet(d10, cid))["base_damage"] == damage


@pytest.mark.parametrize(("agility", "attacks"), [(1, 0), (2, 1), (5, 2), (6, 3), (7, 3), (10, 5)])
def test_attacks_are_agility_halved_down(d10, agility, attacks):
    """«Ловкость поделённая на 2 с округлением вниз равняется числу атак персонажа.»"""
    cid = add(d10, f"Agi{agility}", agility=agility)
    assert d10.ruleset.derived(sheet(d10, cid))["attacks"] == attacks


def test_agility_one_brings_no_attack(d10):
    """«Ловкость поделённая на 2 с округлением вниз равняется числу атак» — Agility 1: no die in a melee exchange
    (README: «Agility 1 gives no attack»), the exchange lost whatever the other side rolls."""
    clumsy = add(d10, "Clumsy", agility=1)
    zombie = add(d10, "Clumsy Z", "zombie", agility=2)
    assert odds(d10, "melee", clumsy, zombie, weapon="", opponents=1)["Lose the exchange"] == 1
    rolled = roll(d10, "melee", clumsy, "1", zombie, weapon="", opponents=1)
    assert rolled.result.success is False
    assert "rolled no die" in last_line(d10)


@pytest.mark.parametrize(("endurance", "health"), [(1, 20), (3, 60), (5, 100), (10, 200)])
def test_health_is_endurance_times_20(d10, endurance, health):
    """«Выносливость умноженная на 20 равняется базовому значению Здоровья персонажа.»"""
    cid = add(d10, f"End{endurance}", endurance=endurance)
    assert state(d10, cid)["health"] == health
    track = d10.ruleset.tracks(sheet(d10, cid))[0]
    assert track.maximum == health


def test_every_attribute_can_be_tested(d10):
    """«Всего есть 6 характеристик» (Сила, Ловкость, Выносливость, Восприятие, Интеллект, Удача)."""
    cid = add(d10, "Six")
    kind = next(k for k in d10.rolls.kinds(cid) if k.key == "test")
    attribute = next(f for f in kind.fields if f.key == "attribute")
    assert [c.value for c in attribute.choices] == [
        "strength", "agility", "endurance", "perception", "intellect", "luck"]


def test_new_sheet_starts_at_5_with_7_points(d10):
    """«С самого начала все характеристики находятся на уровне 5. Персонажу даётся 7 очков»"""
    new = d10.ruleset.new_sheet()
    assert [new[k] for k in ("strength", "agility", "endurance", "perception", "intellect", "luck")] == [5] * 6
    spent = {**new, "strength": 8, "agility": 7, "perception": 7}  # 3 + 2 + 2 = 7
    line = next(b for b in d10.ruleset.budget(spent) if b.key == "attribute_points")
    assert (line.spent, line.allowed, line.reason) == (7, 7, "")


def test_eighth_point_is_over_budget(d10):
    """«Персонажу даётся 7 очков на то, чтобы повысить эти характеристики.» — the eighth is too many."""
    over = {**d10.ruleset.new_sheet(), "strength": 10, "agility": 8}
    line = next(b for b in d10.ruleset.budget(over) if b.key == "attribute_points")
    assert (line.spent, line.allowed) == (8, 7)
    assert line.reason


# 2) Бой и действия в игре

@pytest.mark.parametrize(("value", "face", "passed"), [(5, 1, True), (5, 5, True), (5, 6, False), (3, 4, False),
                                                       (9, 9, True)])
def test_attribute_test_passes_at_or_under(d10, value, face, passed):
    """«если выпало меньше или равно характеристике, то тест пройден, если же больше - тест провален»"""
    cid = add(d10, f"Tester{value}{face}", intellect=value)
    rolled = roll(d10, "test", cid, str(face), attribute="intellect", modifier=0)
    assert rolled.result.success is passed
    line = last_line(d10)
    assert f"d10 rolled {face}, needs {value} or less" in line
    assert ("Passed" if passed else "Failed") in line


def test_attribute_test_odds(d10):
    """«если выпало меньше или равно характеристике, то тест пройден»: Intellect 7 passes 7 in 10."""
    cid = add(d10, "Odds", intellect=7)
    assert odds(d10, "test", cid, attribute="intellect", modifier=0)["Pass"] == pytest.approx(0.7)


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_shots_a_turn_as_the_weapon_says(fresh):
    """«произвести выстрелы из оружия (сколько выстрелов можно сделать за ход - указано в описании оружия)»"""
    shooter = add(fresh, "Shooter", perception=5, weapons=[GUN])
    target = add(fresh, "Target", "zombie")
    rolled = roll(fresh, "shot", shooter, "3 6", target, weapon="Pistol", modifier=0, shots=2)
    assert [o.amount for o in rolled.result.damage] == [30]
    line = last_line(fresh)
    assert "1 of 2 shots hit" in line and "Pistol: 12 → 10 rounds" in line


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_more_shots_than_the_weapon_refused(fresh):
    """«сколько выстрелов можно сделать за ход - указано в описании оружия»: a third from a 2-shot pistol."""
    shooter = add(fresh, "Shooter", perception=5, weapons=[GUN])
    target = add(fresh, "Target", "zombie")
    assert refusal(fresh, "shot", shooter, "3 6 2", target, weapon="Pistol", modifier=0, shots=3)
    assert state(fresh, shooter)["ammo"]["Pistol"] == 12


@pytest.mark.parametrize(("perception", "face", "hit"), [(4, 4, True), (4, 5, False), (8, 8, True)])
def test_shot_is_a_perception_test(d10, perception, face, hit):
    """«Чтобы произвести выстрел, персонаж проходит тест на Восприятие. Если он пройден - игрок попал»"""
    shooter = add(d10, f"Eye{perception}{face}", perception=perception, strength=9, weapons=[GUN])
    target = add(d10, f"Mark{perception}{face}", "zombie")
    rolled = roll(d10, "shot", shooter, str(face), target, weapon="Pistol", modifier=0, shots=1)
    assert rolled.result.success is hit
    assert f"needs {perception} or less" in last_line(d10)


@pytest.mark.parametrize(("modifier", "face", "hit"), [(2, 7, True), (2, 8, False), (-2, 3, True), (-2, 4, False)])
def test_shot_modifiers_both_ways(d10, modifier, face, hit):
    """«Иногда к этому броску могут быть модификаторы, как положительные, так и отрицательные.»"""
    shooter = add(d10, f"Mod{modifier}{face}", perception=5, weapons=[GUN])
    target = add(d10, f"ModT{modifier}{face}", "zombie")
    rolled = roll(d10, "shot", shooter, str(face), target, weapon="Pistol", modifier=modifier, shots=1)
    assert rolled.result.success is hit
    assert f"needs {5 + modifier} or less" in last_line(d10)


def test_ten_always_misses(d10):
    """«результат 10 - всегда промах» — even when Perception 9 + 5 needs 14 or less."""
    shooter = add(d10, "Ten", perception=9, weapons=[GUN])
    target = add(d10, "TenT", "zombie")
    rolled = roll(d10, "shot", shooter, "10", target, weapon="Pistol", modifier=5, shots=1)
    assert rolled.result.success is False
    assert not rolled.result.damage
    assert "Miss" in last_line(d10)


@pytest.mark.parametrize(("faces", "hit"), [("10 3", True), ("10 8", False), ("10 10", False)])
def test_perception_10_rerolls_a_ten(d10, faces, hit):
    """«если у персонажа Восприятие 10 то он может перекинуть кубик на попадание, но должен принять результат
    второго броска» (Perception 10 − 3 needs 7: the second die stands)."""
    shooter = add(d10, f"Hawk{faces}", perception=10, weapons=[GUN])
    target = add(d10, f"HawkT{faces}", "zombie")
    rolled = roll(d10, "shot", shooter, faces, target, weapon="Pistol", modifier=-3, shots=1)
    assert rolled.result.success is hit
    second = faces.split()[1]
    assert f"d10 rolled 10, again {second}, needs 7 or less" in last_line(d10)


def test_natural_one_doubles_damage(d10):
    """«если игрок выкинул 1, то попадание наносит двойной урон и игнорирует защиту цели любого вида»"""
    shooter = add(d10, "Lucky", perception=5, weapons=[GUN])
    target = add(d10, "Unlucky", "zombie", armor=[VEST])
    rolled = roll(d10, "shot", shooter, "1", target, weapon="Pistol", modifier=0, shots=1)
    assert [o.amount for o in rolled.result.damage] == [60]
    assert rolled.result.damage[0].request["critical"] is True
    assert "Critical hit: 60 damage, armor ignored" in last_line(d10)


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_critical_ignores_armor(fresh):
    """«игнорирует защиту цели любого вида»: a doubled 60 goes through the vest whole."""
    shooter = add(fresh, "Lucky", perception=5, weapons=[GUN])
    target = add(fresh, "Vested", "pc", endurance=5, armor=[VEST])
    rolled = roll(fresh, "shot", shooter, "1", target, weapon="Pistol", modifier=0, shots=1)
    assert fresh.characters.damage(target, rolled.result.damage[0].request, shooter)
    assert state(fresh, target)["health"] == 40
    assert "Health 100 → 40" in last_line(fresh)


def test_weapon_without_criticals(d10):
    """«если в описании оружия не указано обратного, к нему применимо правило критического попадания»"""
    shooter = add(d10, "Plain", perception=5, weapons=[NAILER])
    target = add(d10, "PlainT", "zombie")
    rolled = roll(d10, "shot", shooter, "1", target, weapon="Nailer", modifier=0, shots=1)
    assert [o.amount for o in rolled.result.damage] == [20]
    assert rolled.result.damage[0].request["critical"] is False


@pytest.mark.parametrize(("faces", "damage", "critical"), [("1 1", 60, True), ("1 4", 30, False)])
def test_needing_a_one_confirms_the_critical(d10, faces, damage, critical):
    """«Если персонажу нужно выкинуть 1 на попадание, то эта 1 не считается критическим выстрелом - тогда
    персонаж должен кинуть куб ещё раз, и если на нём опять 1 - выстрел критический.» (Perception 5 − 4.)"""
    shooter = add(d10, f"Needs1{faces}", perception=5, weapons=[GUN])
    target = add(d10, f"Needs1T{faces}", "zombie")
    rolled = roll(d10, "shot", shooter, faces, target, weapon="Pistol", modifier=-4, shots=1)
    assert [o.amount for o in rolled.result.damage] == [damage]
    assert rolled.result.damage[0].request["critical"] is critical
    assert "needs 1 or less" in last_line(d10)


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_armor_rolls_to_deflect(fresh):
    """«если у противника есть броня, то она может отразить выстрел - для этого тоже кидается кубик ... все
    правила на неё указаны в описании брони» (the vest: deflects on 3 or less, else absorbs 10)."""
    shooter = add(fresh, "Gunner", perception=5, weapons=[GUN])
    target = add(fresh, "Armored", "pc", armor=[VEST])
    rolled = roll(fresh, "shot", shooter, "2", target, weapon="Pistol", modifier=0, shots=1)
    request = rolled.result.damage[0].request
    assert fresh.characters.damage(target, request, shooter, faces="2")
    assert state(fresh, target)["health"] == 100
    assert "deflect" in last_line(fresh)
    assert fresh.characters.damage(target, request, shooter, faces="5")
    assert state(fresh, target)["health"] == 80
    assert "Health 100 → 80" in last_line(fresh)


def test_gm_may_set_a_strength_test_with_penalty(d10):
    """«если вещь тяжёлая, Мастер может назначить тест на Силу или пенальти к броску на его усморение»"""
    cid = add(d10, "Thrower", strength=6)
    rolled = roll(d10, "test", cid, "4", attribute="strength", modifier=-3)
    assert rolled.result.success is False
    assert "needs 3 or less" in last_line(d10)


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_two_players_six_zombies_three_each(fresh):
    """«если игроков 2, а на них прут 6 зомби, то каждый игрок будет драться с 3-мя»"""
    players = [add(fresh, n, agility=6) for n in ("Ann", "Ben")]
    dead = [add(fresh, f"Z{i}", "zombie", agility=2) for i in range(6)]
    assert fresh.initiative.start([*players, *dead])
    groups = fresh.melee.first_grouping()
    assert sorted(len(b) for _a, b in groups) == [3, 3]
    assert sorted(a[0] for a, _b in groups) == sorted(players)


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_gm_may_regroup(fresh):
    """«Однако Мастер может решить, что больше противников обратят внимание на одного, чем на другого»"""
    players = [add(fresh, n, agility=6) for n in ("Ann", "Ben")]
    dead = [add(fresh, f"Z{i}", "zombie", agility=2) for i in range(5)]
    assert fresh.initiative.start([*players, *dead])
    assert fresh.melee.set_groups([([players[0]], dead[:4]), ([players[1]], dead[4:])])
    assert fresh.melee.groups() == [([players[0]], dead[:4]), ([players[1]], dead[4:])]


def test_highest_die_wins(d10):
    """«Каждая сражающаяся сторона кидает столько кубов Д10, сколько у них атак. Затем сравнивается, у какой
    стороны результат больше.» (Agility 4: two dice, 3 and 8, against one die 7.)"""
    one = add(d10, "Two dice", agility=4, strength=4)
    two = add(d10, "One die", "zombie", agility=3)
    rolled = roll(d10, "melee", one, "3 8 7", two, weapon="", opponents=1)
    assert rolled.result.success is True
    assert [o.amount for o in rolled.result.damage] == [20]


def test_worked_example_agility_breaks_the_tie(d10):
    """«игрок с Ловкостью 6 броется против 3 зомби. У игрока выпало 4, 6 и 9, у зомби с ловкостью 2 - 1, 8 и 9
    (три значения, потому что у каждого зомби по 1 атаке). Победил игрок, так как при равных значениях у него
    Ловкость больше.»"""
    player = add(d10, "Example", agility=6, strength=6)
    zombie = add(d10, "Example Z", "zombie", agility=2)
    rolled = roll(d10, "melee", player, "4 6 9 1 8 9", zombie, weapon="", opponents=3)
    assert rolled.result.success is True
    line = last_line(d10)
    assert "9 against 9" in line and "6 against 2" in line
    assert "rolled 4 6 9" in line and "1 | 8 | 9" in line


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_worked_example_in_melee_groups(fresh):
    """The same example fought as a group: «Победил игрок ... он наносит повреждения только одному на выбор»"""
    player = add(fresh, "Example", agility=6, strength=6)
    dead = [add(fresh, f"Z{i}", "zombie", agility=2) for i in range(3)]
    assert fresh.initiative.start([player, *dead])
    assert fresh.melee.set_groups([([player], dead)])
    assert fresh.melee.exchange(0, dead[1], "4 6 9 1 8 9")
    assert [state(fresh, z)["health"] for z in dead] == [100, 70, 100]
    assert state(fresh, player)["health"] == 100
    line = last_line(fresh)
    assert "won the exchange" in line and "30 damage" in line


def test_tie_lost_by_the_lower_agility(d10):
    """«если выпали одинаковые значения, то побеждает тот персонаж, у которого значение Ловкости больше» — the
    lower Agility loses the tie (Agility 2 against 6: 9 against 9)."""
    slow = add(d10, "Slow", agility=2)
    fast = add(d10, "Fast", "zombie", agility=6, strength=4)
    rolled = roll(d10, "melee", slow, "9 9 1 1", fast, weapon="", opponents=1)
    assert rolled.result.success is False
    assert [(o.to, o.amount) for o in rolled.result.damage] == [("roller", 20)]


def test_winner_against_three_hits_one_of_choice(d10):
    """«Есл игрок победил против 3 проивников, он наносит повреждения только одному на выбор и не может
    распределить повреждения на других.»"""
    player = add(d10, "Chooser", agility=6, strength=6)
    zombie = add(d10, "Chosen", "zombie", agility=2)
    rolled = roll(d10, "melee", player, "9 2 2 1 1 1", zombie, weapon="", opponents=3)
    assert [o.amount for o in rolled.result.damage] == [30]


def test_three_zombies_beating_one_player_each_hit(d10):
    """«(или 3 зомби 1 игрока) то КАЖДЫЙ наносит ему полный урон» (zombie Strength 3: 15 each)."""
    player = add(d10, "Overrun", agility=6)
    zombie = add(d10, "Biter", "zombie", agility=2, strength=3)
    rolled = roll(d10, "melee", player, "4 6 7 1 8 9", zombie, weapon="", opponents=3)
    assert rolled.result.success is False
    assert [(o.to, o.amount) for o in rolled.result.damage] == [("roller", 15)] * 3
    assert "3 hits of 15 damage" in last_line(d10)


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_three_players_beating_one_zombie_each_hit(fresh):
    """«Если же например 3 игрока победили 1 зомби ... то КАЖДЫЙ наносит ему полный урон.»"""
    players = [add(fresh, n, agility=2, strength=s) for n, s in (("A", 4), ("B", 5), ("C", 6))]
    zombie = add(fresh, "Lone", "zombie", agility=2, endurance=10)
    assert fresh.initiative.start([*players, zombie])
    assert fresh.melee.set_groups([(players, [zombie])])
    assert fresh.melee.exchange(0, None, "7 8 9 2")
    assert state(fresh, zombie)["health"] == 200 - 20 - 25 - 30


@pytest.mark.parametrize("fresh", D10, indirect=True)
def test_equal_agility_rolls_again(fresh):
    """rules/README: «a tie goes to the higher Agility (equal Agility: roll again)» (the text: «при равных
    значениях ... побеждает тот ... у которого значение Ловкости больше»)."""
    one = add(fresh, "Even", agility=4, strength=4)
    two = add(fresh, "Steven", "zombie", agility=4)
    wanted = refusal(fresh, "melee", one, "7 3 7 2", two, weapon="", opponents=1)
    assert "8" in wanted  # the tie asks for the dice of a second exchange
    rolled = roll(fresh, "melee", one, "7 3 7 2 5 4 3 1", two, weapon="", opponents=1)
    assert rolled.result.success is True
    assert [o.amount for o in rolled.result.damage] == [20]


def test_initiative_modes_offered(d10):
    """rules/README: «Initiative is not in the text: the tracker offers sides (players first) or Agility order»"""
    assert [m.value for m in d10.ruleset.initiative_modes] == ["side", "agility"]
