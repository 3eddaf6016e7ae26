"""The home-made roll-under d10 game (d10-roll-under.ru.txt, in Russian), read alone and checked
through the services the way the character form, the dice dock, the damage form, the fight list and
the ammunition dock call them."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.audit.helpers import add, last_line, odds, refusal, roll, state

PISTOL = {"name": "pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
NAILGUN = {"name": "nailgun", "kind": "ranged", "damage": 20, "shots": 1, "magazine": 10, "criticals": False}
VEST = {"name": "vest", "deflect": 9, "absorb": 10}
ATTRIBUTES = ("strength", "agility", "endurance", "perception", "intellect", "luck")


def derived(services, cid):
    row = services.characters.character(cid)
    return services.ruleset.derived(row.sheet)


def zombie(services, name="Zombie", **values):
    return add(services, name, "zombie", player=False, **values)


# ---- 1) Базовые характеристики --------------------------------------------------------------

def test_six_attributes_all_five_at_the_start(d10):
    """"Всего есть 6 характеристик, каждая может отображаться числом от 1 до 10" "С самого начала все
    характеристики находятся на уровне 5." """
    fresh = d10.ruleset.new_sheet()
    assert {name: fresh[name] for name in ATTRIBUTES} == dict.fromkeys(ATTRIBUTES, 5)


@pytest.mark.parametrize(("raised", "spent"), [
    ({}, 0), ({"strength": 8, "agility": 7}, 5), ({"perception": 10, "luck": 7}, 7)])
def test_seven_points_to_raise_them(d10, raised, spent):
    """"Персонажу даётся 7 очков на то, чтобы повысить эти характеристики." """
    cid = add(d10, "Points", **raised)
    row = d10.characters.character(cid)
    [line] = [b for b in d10.ruleset.budget(row.sheet) if b.key == "attribute_points"]
    assert (line.spent, line.allowed) == (spent, 7)


@pytest.mark.parametrize(("strength", "damage"), [(1, 5), (5, 25), (7, 35), (10, 50)])
def test_base_damage_is_strength_times_five(d10, strength, damage):
    """"Значение Силы умноженное на 5 равняется базовому урону персонажа." """
    assert derived(d10, add(d10, "Strong", strength=strength))["base_damage"] == damage


@pytest.mark.parametrize(("agility", "attacks"), [(1, 0), (2, 1), (3, 1), (5, 2), (6, 3), (7, 3), (10, 5)])
def test_attacks_are_agility_halved_rounded_down(d10, agility, attacks):
    """"Ловкость поделённая на 2 с округлением вниз равняется числу атак персонажа." """
    assert derived(d10, add(d10, "Quick", agility=agility))["attacks"] == attacks


@pytest.mark.parametrize(("endurance", "health"), [(1, 20), (5, 100), (8, 160), (10, 200)])
def test_health_is_endurance_times_twenty(d10, endurance, health):
    """"Выносливость умноженная на 20 равняется базовому значению Здоровья персонажа." """
    cid = add(d10, "Tough", endurance=endurance)
    assert derived(d10, cid)["health"] == health
    assert state(d10, cid)["health"] == health


# ---- 2) Тесты --------------------------------------------------------------------------------

@pytest.mark.parametrize("face", range(1, 11))
@pytest.mark.parametrize("attribute", [3, 5, 8])
def test_a_test_passes_at_or_under_the_attribute(d10, face, attribute):
    """"игрок кидает кубик Д10 и сравнивает то, что выпало со значением своей характеристики. В большинстве
    случаев, если выпало меньше или равно характеристике, то тест пройден, если же больше - тест провален." """
    cid = add(d10, "Tester", intellect=attribute)
    assert roll(d10, "test", cid, str(face), attribute="intellect").result.success is (face <= attribute)


@pytest.mark.parametrize(("modifier", "face", "passed"), [(2, 7, True), (2, 8, False), (-2, 3, True), (-2, 4, False)])
def test_modifiers_move_the_target(d10, modifier, face, passed):
    """"Иногда к этому броску могут быть модификаторы, как положительные, так и отрицательные." (Luck 5) """
    cid = add(d10, "Modified")
    assert roll(d10, "test", cid, str(face), attribute="luck", modifier=modifier).result.success is passed


@pytest.mark.parametrize("attribute", [1, 4, 5, 9])
def test_the_odds_of_a_test(d10, attribute):
    """"если выпало меньше или равно характеристике, то тест пройден" — attribute in ten """
    cid = add(d10, "Odds", endurance=attribute)
    shown = odds(d10, "test", cid, attribute="endurance")
    assert next(iter(shown.values())) == Fraction(attribute, 10)


# ---- Стрельба --------------------------------------------------------------------------------

@pytest.mark.parametrize(("face", "hit"), [(1, True), (4, True), (6, True), (7, False), (9, False), (10, False)])
def test_a_shot_is_a_perception_test(d10, face, hit):
    """"Чтобы произвести выстрел, персонаж проходит тест на Восприятие. Если он пройден - игрок попал, если
    тест провален - промахнулся." (Perception 6) """
    shooter = add(d10, "Shooter", perception=6, weapons=[PISTOL])
    target = zombie(d10)
    assert roll(d10, "shot", shooter, str(face), target, weapon="pistol").result.success is hit


@pytest.mark.parametrize("modifier", [4, 8, 20])
def test_a_ten_always_misses(d10, modifier):
    """"результат 10 - всегда промах" (Perception 6 with a modifier that would reach 10) """
    shooter = add(d10, "Sharp", perception=6, weapons=[PISTOL])
    target = zombie(d10)
    assert roll(d10, "shot", shooter, "10", target, weapon="pistol", modifier=modifier).result.success is False


@pytest.mark.parametrize(("faces", "hit"), [("10 3", True), ("10 9", True), ("10 10", False), ("10 1", True)])
def test_perception_ten_rerolls_a_ten_and_takes_the_second(d10, faces, hit):
    """"но если у персонажа Восприятие 10 то он может перекинуть кубик на попадание, но должен принять
    результат второго броска." """
    shooter = add(d10, "Eagle", perception=10, weapons=[PISTOL])
    target = zombie(d10)
    assert roll(d10, "shot", shooter, faces, target, weapon="pistol").result.success is hit


@pytest.mark.parametrize(("perception", "chance"), [(3, Fraction(3, 10)), (6, Fraction(6, 10)), (9, Fraction(9, 10)),
                                                    (10, Fraction(9, 10) + Fraction(1, 10) * Fraction(9, 10))])
def test_the_odds_of_a_shot(d10, perception, chance):
    """"результат 10 - всегда промах, но если у персонажа Восприятие 10 то он может перекинуть кубик" —
    the hit odds shown """
    shooter = add(d10, "Odds", perception=perception, weapons=[PISTOL])
    target = zombie(d10)
    shown = odds(d10, "shot", shooter, target, weapon="pistol")
    assert next(iter(shown.values())) == chance


def test_a_critical_hit_doubles_the_damage_and_ignores_protection(d10):
    """"если игрок выкинул 1, то попадание наносит двойной урон и игнорирует защиту цели любого вида." """
    shooter = add(d10, "Crit", perception=6, weapons=[PISTOL])
    target = zombie(d10, "Armored", armor=[VEST])
    [offer] = roll(d10, "shot", shooter, "1", target, weapon="pistol").result.damage
    assert (offer.amount, offer.request["critical"]) == (50, True)
    assert d10.characters.damage(target, dict(offer.request))
    assert state(d10, target)["health"] == 100 - 50


def test_a_plain_hit_offers_the_weapon_damage(d10):
    """A hit: the weapon's damage, through the target's protection """
    shooter = add(d10, "Plain", perception=6, weapons=[PISTOL])
    target = zombie(d10, "Bare")
    [offer] = roll(d10, "shot", shooter, "5", target, weapon="pistol").result.damage
    assert (offer.amount, offer.request["critical"]) == (25, False)
    assert d10.characters.damage(target, dict(offer.request))
    assert state(d10, target)["health"] == 75


def test_a_weapon_that_says_otherwise_has_no_critical(d10):
    """"Критическое попадание - если в описании оружия не указано обратного, к нему применимо правило
    критического попадания." """
    shooter = add(d10, "Nailer", perception=6, weapons=[NAILGUN])
    target = zombie(d10)
    [offer] = roll(d10, "shot", shooter, "1", target, weapon="nailgun").result.damage
    assert (offer.amount, offer.request["critical"]) == (20, False)


@pytest.mark.parametrize(("faces", "critical"), [("1 1", True), ("1 4", False), ("1 10", False)])
def test_a_one_needed_to_hit_is_critical_only_when_confirmed_by_another_one(d10, faces, critical):
    """"Если персонажу нужно выкинуть 1 на попадание, то эта 1 не считается критическим выстрелом - тогда
    персонаж должен кинуть куб ещё раз, и если на нём опять 1 - выстрел критический." (Perception 2, −1) """
    shooter = add(d10, "Poor", perception=2, weapons=[PISTOL])
    target = zombie(d10)
    rolled = roll(d10, "shot", shooter, faces, target, weapon="pistol", modifier=-1)
    assert rolled.result.success is True
    [offer] = rolled.result.damage
    assert offer.request["critical"] is critical
    assert offer.amount == (50 if critical else 25)


def test_the_confirming_die_is_asked_for(d10):
    """"тогда персонаж должен кинуть куб ещё раз" — one die is not enough """
    shooter = add(d10, "Needs", perception=2, weapons=[PISTOL])
    target = zombie(d10)
    assert refusal(d10, "shot", shooter, "1", target, weapon="pistol", modifier=-1) != ""


def test_a_shot_spends_a_round_of_the_magazine(d10):
    """"произвести выстрелы из оружия (сколько выстрелов можно сделать за ход - указано в описании оружия)"
    "Перезарядка обычно занимает весь ход." — a magazine of 8: one shot leaves 7 """
    shooter = add(d10, "Spender", perception=6, weapons=[PISTOL])
    target = zombie(d10)
    assert d10.ammo.stocks(shooter)[0].stock.count == 8
    roll(d10, "shot", shooter, "4", target, weapon="pistol")
    assert d10.ammo.stocks(shooter)[0].stock.count == 7


def test_the_ammunition_dock_fires_and_reloads_the_magazine(d10):
    """"Перезарядка обычно занимает весь ход." — the magazine the weapon's description gives, filled
    from the spare rounds the shooter carries (none: the reload is refused, nothing changes) """
    shooter = add(d10, "Loader", perception=6, weapons=[PISTOL])
    assert d10.ammo.fire(shooter, "pistol")
    assert d10.ammo.stocks(shooter)[0].stock.count == 7
    assert d10.ammo.stocks(shooter)[0].stock.spare == 0  # no spare round at the start
    assert not d10.ammo.reload(shooter, "pistol")
    assert d10.ammo.stocks(shooter)[0].stock.count == 7
    assert d10.ammo.refill(shooter, "pistol", 1)  # a round found: into the pocket
    assert d10.ammo.reload(shooter, "pistol")
    stock = d10.ammo.stocks(shooter)[0].stock
    assert (stock.count, stock.spare) == (8, 0)


# ---- Ближний бой ------------------------------------------------------------------------------

def test_the_texts_melee_example(d10):
    """"Например, игрок с Ловкостью 6 броется против 3 зомби. У игрока выпало 4, 6 и 9, у зомби с ловкостью 2 -
    1, 8 и 9 (три значения, потому что у каждого зомби по 1 атаке). Победил игрок, так как при равных
    значениях у него Ловкость больше." """
    player = add(d10, "Player", agility=6)
    horde = zombie(d10, "Walker", agility=2)
    rolled = roll(d10, "melee", player, "4 6 9 1 8 9", horde, opponents=3)
    assert rolled.result.success is True
    assert "a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2" in last_line(d10)


def test_a_lone_winner_hits_only_one_of_the_losers(d10):
    """"Если игрок победил против 3 проивников, он наносит повреждения только одному на выбор и не может
    распределить повреждения на других." (Strength 5: 25) """
    player = add(d10, "Hero", agility=6)
    horde = zombie(d10, "Shambler", agility=2)
    rolled = roll(d10, "melee", player, "4 6 9 1 8 2", horde, opponents=3)
    assert [(o.to, o.amount) for o in rolled.result.damage] == [("opponent", 25)]


def test_several_winners_each_deal_full_damage_to_the_one_loser(d10):
    """"Если же например 3 игрока победили 1 зомби (или 3 зомби 1 игрока) то КАЖДЫЙ наносит ему полный урон."
    (three zombies of Strength 5 beat the player: 3 × 25) """
    player = add(d10, "Victim", agility=2)   # one attack
    horde = zombie(d10, "Biter", agility=3)
    rolled = roll(d10, "melee", player, "3 8 2 9", horde, opponents=3)
    assert rolled.result.success is False
    assert sum(o.amount for o in rolled.result.damage if o.to != "opponent") == 75


@pytest.mark.parametrize(("faces", "won"), [("9 3", True), ("3 9", False), ("7 2 1 6", True)])
def test_the_highest_single_die_wins(d10, faces, won):
    """"Каждая сражающаяся сторона кидает столько кубов Д10, сколько у них атак. Затем сравнивается, у какой
    стороны результат больше." (Agility 2 and 3: one attack each; Agility 4 and 4: two) """
    dice = len(faces.split()) // 2
    agility = 2 * dice
    player = add(d10, "Duelist", agility=agility + (1 if dice == 1 else 0))
    other = zombie(d10, "Other", agility=agility)
    assert roll(d10, "melee", player, faces, other).result.success is won


@pytest.mark.parametrize(("player_agility", "won"), [(6, True), (2, False)])
def test_a_tie_goes_to_the_higher_agility(d10, player_agility, won):
    """"При этом если выпали одинаковые значения, то побеждает тот персонаж, у которого значение Ловкости
    больше." """
    player = add(d10, "Tied", agility=player_agility)
    other = zombie(d10, "Tier", agility=4)
    dice = " ".join(["7"] * (player_agility // 2 + 2))
    assert roll(d10, "melee", player, dice, other).result.success is won


def test_equal_agility_rolls_again(d10):
    """README: "a tie goes to the higher Agility (equal Agility: roll again)" """
    player = add(d10, "Even", agility=2)
    other = zombie(d10, "Match", agility=2)
    rolled = roll(d10, "melee", player, "7 7 3 5", other)
    assert rolled.result.success is False  # the second exchange: 3 against 5


def test_agility_one_makes_no_attack(d10):
    """"Ловкость поделённая на 2 с округлением вниз равняется числу атак" — Agility 1: no die to roll """
    player = add(d10, "Slow", agility=1)
    other = zombie(d10, "Fast", agility=2)
    rolled = roll(d10, "melee", player, "4", other)
    assert rolled.result.success is False


# ---- Инициатива ------------------------------------------------------------------------------

@pytest.mark.parametrize("fresh", [("d10under", None)], indirect=True)
@pytest.mark.parametrize(("mode", "order"), [("side", [{"Ann", "Bob"}, {"Zed"}]), ("agility", [["Bob", "Zed", "Ann"]])])
def test_the_tracker_offers_sides_or_agility(fresh, mode, order):
    """README: "Initiative is not in the text: the tracker offers sides (players first) or Agility order."
    ("Бой происходит по ходам. В один ход можно сделать одно действие.") """
    zed = zombie(fresh, "Zed", agility=6)
    ann = add(fresh, "Ann", agility=3)
    bob = add(fresh, "Bob", agility=8)
    assert [c.value for c in fresh.ruleset.initiative_modes] == ["side", "agility"]
    assert fresh.initiative.start([zed, ann, bob], mode=mode, name="Yard")
    names = [c.name for c in fresh.initiative.view().combatants]
    if mode == "side":  # the players' side first, then the rest
        assert [set(names[:2]), set(names[2:])] == order
    else:
        assert [names] == order


@pytest.mark.parametrize("fresh", [("d10under", None)], indirect=True)
def test_a_reload_takes_the_whole_turn(fresh):
    """"Бой происходит по ходам. В один ход можно сделать одно действие. Например: … произвести выстрелы
    из оружия … произвести полное количество атак в рукопашной … презарядиться"; "Перезарядка обычно
    занимает весь ход." — after a reload in a round of a fight, neither a shot nor a melee exchange of
    that fighter is rolled in it; in the next round either is."""
    loader = add(fresh, "Loader", perception=6, weapons=[PISTOL])
    target = zombie(fresh, "Zed")
    assert fresh.ammo.fire(loader, "pistol") and fresh.ammo.refill(loader, "pistol", 1)  # before the fight
    assert fresh.initiative.start([loader, target], name="Yard")
    assert fresh.ammo.reload(loader, "pistol")
    assert refusal(fresh, "shot", loader, "4", target, weapon="pistol").startswith("Reloading takes the whole turn")
    assert refusal(fresh, "melee", loader, "9 9 1 1", target, opponents=1).startswith("Reloading takes the whole turn")
    assert fresh.initiative.end_round()
    roll(fresh, "melee", loader, "9 9 1 1", target, opponents=1)  # two attacks a side (Agility 5)
