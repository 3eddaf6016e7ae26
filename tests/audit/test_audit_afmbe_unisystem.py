"""All Flesh Must Be Eaten, the fuller Unisystem summary (afmbe-unisystem.es.txt, in Spanish), read
alone and checked through the services the way the character form, the dice dock, the damage and
healing forms, the fight list and the game clock call them."""

from __future__ import annotations

import re

import pytest

from app.services.logtext import render
from tests.audit.helpers import add, last_line, level_word, roll, sheet, state
from tests.unit.services.twdu_party import set_state

DODGE = {"name": "Dodge", "type": "", "level": 2}
GUNS = {"name": "Guns", "type": "Handgun", "level": 2}
FIRST_AID = {"name": "First Aid", "type": "", "level": 2}
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
RIFLE = {"name": "Assault rifle", "damage": "d8×5", "damage_type": "bullet", "ranged": True, "ammo": 30,
         "automatic": True}
MAGNUM = {"name": "Magnum .44", "damage": "d6×5", "damage_type": "bullet", "ranged": True, "ammo": 6,
          "heavy_recoil": True}


def total(rolled) -> int:
    return int(rolled.result.records[0].total)


def conditions(services, cid) -> dict[str, str]:
    """Each condition's detail; a wound's "penalty −2 to every action" read as its figure, "−2"."""
    row = services.characters.character(cid)
    shown = {c.key: (render(c.detail, c.args, "rules") if c.detail else "")
             for c in services.ruleset.conditions(row.sheet, row.state)}
    return {key: re.sub(r"^penalty (\S+) to every action$", r"\1", text) for key, text in shown.items()}


# ---- 1. La Regla básica ---------------------------------------------------------------------

@pytest.mark.parametrize(("face", "level"), [
    (6, ""), (7, "Adequate"), (8, "Adequate"), (9, "Decent"), (2, ""),
])
def test_nine_or_more_is_a_success(uni, face, level):
    """"Todas las acciones se resuelven con una tirada de 1d10 añadiendo el valor del Atributo y/o
    Habilidad … Si el resultado es igual o mayor que nueve es un Exito." (DES 2) """
    cid = add(uni, "Básica", dex=2)
    rolled = roll(uni, "task", cid, str(face), attribute="dex")
    assert rolled.result.success is (level != "")
    assert level_word(rolled) == level or not level


@pytest.mark.parametrize(("modifier", "level"), [
    (0, "Adequate"), (1, "Adequate"), (2, "Decent"), (3, "Decent"), (4, "Good"), (5, "Good"), (6, "Very good"),
    (7, "Very good"), (8, "Excellent"), (11, "Excellent"), (12, "Extraordinary"), (14, "Extraordinary"),
    (15, "Mind-boggling"), (20, "Mind-boggling"),
])
def test_the_levels_of_success(uni, modifier, level):
    """"sera un éxito "Válido"(9-10), "Decente"(11-12), "Bueno"(13-14), "Muy bueno"(15-16),
    "Excelente"(17-20), "Extraordinario"(21-23), "Alucinante"(24 o mas)" (DES 2, a 7: 9 + modifier) """
    cid = add(uni, "Niveles", dex=2)
    rolled = roll(uni, "task", cid, "7", attribute="dex", modifiers=modifier)
    assert total(rolled) == 9 + modifier
    assert level_word(rolled) == level


def test_the_gm_sets_another_difficulty(uni):
    """"La dificultad genérica para todas las tiradas es 9, salvo que el master indique otra." """
    cid = add(uni, "Difícil", dex=2)
    assert roll(uni, "task", cid, "8", attribute="dex", difficulty=12).result.success is False
    assert roll(uni, "task", cid, "8", attribute="dex", difficulty=10).result.success is True


@pytest.mark.parametrize(("level", "taken"), [(1, 8), (3, 8), (4, 12), (5, 16), (6, 20), (7, 24)])
def test_damage_grows_from_very_good(uni, level, taken):
    """"En Combate, el resultado implicará aumento de daño a partir de Muy Bueno, siendo un +1,+2,+3,
    +4... a la tirada antes de Multiplicar por el numero para el daño." (d6×4, a 2 rolled) """
    victim = add(uni, "Dañado", str=5, con=5)  # 50 Puntos de Vida
    assert uni.characters.damage(victim, {"weapon": "d6×4", "damage_type": "bludgeoning", "success_level": level},
                                 faces="2")
    assert state(uni, victim)["life_points"] == 50 - taken


# ---- 2. Pruebas y Chequeos ------------------------------------------------------------------

@pytest.mark.parametrize(("check", "face", "expected"), [
    ("test", 5, 5 + 3 + 2), ("simple", 5, 5 + 2 * 3), ("difficult", 5, 5 + 3), ("simple", 1, None),
])
def test_tests_and_checks(uni, check, face, expected):
    """"2.1 Una Prueba es aquella acción en la que influye una Habilidad y un Atributo. Se lanza un D10, y
    se suman ambas." "2.2 … En lo sencillos se tira el dado y se suma el Doble del valor del Atributo. En
    los complicados, se suma el Atributo sin modificar." (DES 3, Esquivar 2) """
    cid = add(uni, "Chequeo", dex=3, skills=[DODGE])
    faces = str(face) if face != 1 else "1 7"
    rolled = roll(uni, "task", cid, faces, attribute="dex", skill="0" if check == "test" else "", check=check)
    assert total(rolled) == (expected if expected is not None else 1 + 2 * 3)


@pytest.mark.parametrize(("penalty", "face", "total_", "level"), [
    (-2, 10, None, "Decent"), (-2, 8, 9, "Adequate"), (-10, 9, 2, ""), (-5, 9, 7, ""),
])
def test_unskilled_attempts(uni, penalty, face, total_, level):
    """"2.3 … se suma únicamente el Atributo y se aplica una Fuerte penalización adicional, que va desde el
    -2 … hasta -10 … Incluso aunque tenga exito no podra obtenerse un resultado mayor que Decente" (DES 3) """
    cid = add(uni, "Inexperto", dex=3, skills=[DODGE])
    faces = "10 10 9" if face == 10 else str(face)   # 10 + 5 + 4 = 19, +3 −2: an Excellent 20 capped
    rolled = roll(uni, "task", cid, faces, attribute="dex", skill="0", check="unskilled", unskilled_penalty=penalty)
    if total_ is not None:
        assert total(rolled) == total_
    assert rolled.result.success is (level != "")
    if level:
        assert level_word(rolled) == level


def test_the_unskilled_penalty_is_offered_from_minus_two_to_minus_ten(uni):
    """"que va desde el -2 para cosas relativamente fáciles hasta -10 en cosas realmente complicadas" """
    cid = add(uni, "Oferta")
    [task] = [k for k in uni.rolls.kinds(cid) if k.key == "task"]
    [field] = [f for f in task.fields if f.key == "unskilled_penalty"]
    assert (field.minimum, field.maximum) == (-10, -2)


# ---- 3. La Regla del Diez y la del 1 ---------------------------------------------------------

@pytest.mark.parametrize(("faces", "die"), [
    ("10 7", 12), ("10 6", 11), ("10 5", 10), ("10 3", 10), ("10 10 2", 15), ("10 10 10 4", 20),
    ("10 10 10 8", 23), ("1 4", -1), ("1 3", -2), ("1 2", -3), ("1 1 6", -5), ("1 1 4", -6), ("1 1 1 9", -10),
    ("1 5", 1), ("1 10", 1),
])
def test_the_rule_of_ten_and_of_one(uni, faces, die):
    """"Cuando saques un diez, tira de nuevo el dado y resta 5 al resultado. Si el resultado es positivo
    … súmalo al 10. Si sacas un diez adicional, vuelve a tirar y repite el proceso. Ejemplo: saco 10,
    repito y saco diez de nuevo, (mi resultado por ahora es 15). Tiro el dado y sale otro diez, (mi
    resultado por ahora es 20)" "Cuando saques un uno, tira de nuevo y resta 5 … un 4 equivaldría a sacar
    -1, un 3 a -2, un 2 a -3 y un 1 a -5, repitiendo la tirada ademas" (DES 0: the total is the die) """
    cid = add(uni, "Dados", dex=0)
    assert total(roll(uni, "task", cid, faces, attribute="dex")) == die


# ---- 4. Combate ------------------------------------------------------------------------------

@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_initiative_d10_plus_dexterity_highest_first(fresh):
    """"Iniciativa. Para obtener el orden de actuación, tiraremos 1D10 y le sumaremos Destreza. La mas
    alta gana y comienza a actuar,seguido del segundo, tercero,..." """
    ids = [add(fresh, "Ana", dex=1), add(fresh, "Bea", dex=4), add(fresh, "Carla", dex=3)]
    assert fresh.initiative.start(ids, name="Calle")
    assert fresh.initiative.roll("8 2 7")
    assert [(c.name, c.initiative) for c in fresh.initiative.view().combatants] == [
        ("Carla", 10), ("Ana", 9), ("Bea", 6)]


@pytest.mark.parametrize(("action", "expected"), [(1, 10), (2, 8), (3, 6), (4, 4)])
def test_further_actions_take_minus_two_cumulative(uni, action, expected):
    """"Se pueden hacer acciones adicionales, añadiendo un penalizador -2 a la segunda acción, la tercera
    un -4 y así sucesivamente." (DES 3, a 7) """
    cid = add(uni, "Acciones", dex=3)
    assert total(roll(uni, "task", cid, "7", attribute="dex", action=action)) == expected


@pytest.mark.parametrize(("defences_before", "defence_total"), [(0, 12), (1, 10), (2, 8)])
def test_one_attack_and_one_defence_free_in_melee(uni, defences_before, defence_total):
    """"En combate cuerpo se puede realizar una acción de ataque y otra de defensa por Turno sin
    penalización. Cualquier acción posterior a esas sufriría la regla del -2 acumulativo" (the
    defender: DES 3 + Esquivar 2 + 7) """
    attacker = add(uni, "Atacante", dex=3, skills=[{"name": "Brawling", "type": "", "level": 2}])
    defender = add(uni, "Defensor", dex=3, skills=[DODGE])
    rolled = roll(uni, "attack", attacker, "9 7", defender, skill="0", weapon="unarmed", melee=True,
                  defence="dodge", defence_attacks_before=0, defence_action=1 + defences_before)
    assert rolled.result.records[1].total == defence_total


@pytest.mark.parametrize(("attack", "defence", "hit"), [("7", "7", False), ("8", "7", True), ("7", "8", False)])
def test_a_tie_goes_to_the_defender(uni, attack, defence, hit):
    """"El ataque y la defensa son unas pruebas Resistidas. Si el atacante consigue un resultado mas alto
    que el defensor, le alcanza. Si empata o gana el defensor este ultimo evita al atacante o le para."
    (both DES 3 + skill 2) """
    attacker = add(uni, "Golpe", dex=3, skills=[{"name": "Brawling", "type": "", "level": 2}])
    defender = add(uni, "Parada", dex=3, skills=[DODGE])
    rolled = roll(uni, "attack", attacker, f"{attack} {defence}", defender, skill="0", weapon="unarmed",
                  melee=True, defence="dodge")
    assert rolled.result.success is hit


def test_a_dodge_without_the_skill_is_a_difficult_dexterity_check(uni):
    """"4.1.2 Se puede Esquivar el ataque. Usaria su Destreza y la Habilidad … o tendría que realizar un
    Chequeo Complicado de Destreza si no tiene la habilidad Esquivar." (DES 3, a 6: 9) """
    attacker = add(uni, "Zarpa", dex=3, skills=[{"name": "Brawling", "type": "", "level": 2}])
    defender = add(uni, "Torpe", dex=3)
    rolled = roll(uni, "attack", attacker, "6 6", defender, skill="0", weapon="unarmed", melee=True, defence="dodge")
    assert rolled.result.records[1].total == 9
    assert rolled.result.success is True  # 11 beats 9


def test_a_parry_uses_the_weapon_skill_and_dexterity(uni):
    """"Si el enemigo porta un arma cuerpo a cuerpo o tiene Artes Marciales puede intentar parar el
    ataque, tiraría su propia habilidad y Destreza." """
    attacker = add(uni, "Hacha", dex=3, skills=[{"name": "Brawling", "type": "", "level": 2}])
    defender = add(uni, "Artista", dex=2, skills=[{"name": "Martial Arts", "type": "", "special": True, "level": 3}])
    rolled = roll(uni, "attack", attacker, "6 6", defender, skill="0", weapon="unarmed", melee=True,
                  defence="parry_martial")
    assert rolled.result.records[1].total == 6 + 2 + 3
    assert rolled.result.success is False  # 11 against 11: the tie parries


# ---- 4.2 Combate a distancia -----------------------------------------------------------------

def shot(services, shooter, target, faces, **inputs):
    return roll(services, "attack", shooter, faces, target, skill="0", weapon="0", defence="none", **inputs)


def test_each_aiming_level_adds_one_to_hit(uni):
    """"4.2.1.1 Apuntar … Apuntar requiere una Prueba de Percepcion y la Habilidad del Arma del personaje;
    cada nivel de éxito suma un +1 a su intento de acertar." (PER 3 + Armas 2 + 9 = 14, Bueno: +3) """
    cid = add(uni, "Tirador", dex=3, per=3, skills=[GUNS], weapons=[PISTOL])
    zed = add(uni, "Blanco", "zombie")
    assert level_word(roll(uni, "aim", cid, "9", skill="0")) == "Good"
    assert total(shot(uni, cid, zed, "4")) == 4 + 5 + 3


def test_a_telescopic_sight_adds_to_aiming(uni):
    """"Miras telescopicas. Una mira telescopica suma de +2 a +5 a las pruebas de Apuntar." """
    cid = add(uni, "Mira", dex=3, per=3, skills=[GUNS], weapons=[PISTOL])
    assert total(roll(uni, "aim", cid, "4", skill="0", scope=4)) == 4 + 5 + 4
    [aim] = [k for k in uni.rolls.kinds(cid) if k.key == "aim"]
    [scope] = [f for f in aim.fields if f.key == "scope"]
    assert scope.maximum == 5


@pytest.mark.parametrize(("band", "modifier"), [
    ("point_blank", +1), ("short", 0), ("medium", -1), ("long", -3), ("extreme", -6),
])
def test_range_modifiers_to_hit(uni, band, modifier):
    """"A Bocajarro. +1 a pruebas de impactar … Alcance Corto. Sin Modificador. Alcance Medio. -1 …
    Alcance Largo. -3 … Alcance Extremo. -6 a pruebas de impactar" (DES 3 + Armas 2 + 6) """
    cid = add(uni, "Distancia", dex=3, skills=[GUNS], weapons=[PISTOL])
    zed = add(uni, "Lejos", "zombie")
    assert total(shot(uni, cid, zed, "6", range=band)) == 11 + modifier


@pytest.mark.parametrize(("band", "taken"), [
    ("point_blank", 2 * (4 + 1) * 2), ("short", 2 * 4 * 2), ("long", 2 * 3 * 2), ("extreme", 2 * 2 * 2),
])
def test_range_changes_the_damage_multiplier(uni, band, taken):
    """"A Bocajarro … suma uno al Multiplicador de Daño" "Alcance Largo … reduce el multiplicador de
    daño en 1." "Alcance Extremo … reduce el multiplicador de daño en 2." (d6×4, a 2; a bullet doubled) """
    cid = add(uni, "Multiplicador", dex=3, skills=[GUNS], weapons=[PISTOL])
    victim = add(uni, "Herido", str=5, con=5)
    back = {"point_blank": 0, "short": 0, "long": 3, "extreme": 6}[band]  # the same Decent hit at every range
    [offer] = shot(uni, cid, victim, "6", range=band, modifiers=back).result.damage
    assert uni.characters.damage(victim, dict(offer.request), faces="2")
    assert state(uni, victim)["life_points"] == 50 - taken


@pytest.mark.parametrize(("light", "modifier"), [("normal", 0), ("poor", -1), ("very_poor", -4)])
@pytest.mark.parametrize("melee", [False, True])
def test_light_modifiers_in_both_kinds_of_combat(uni, light, modifier, melee):
    """"Mala iluminacion (callejon oscuro, velas, luz de luna). -1 a todas las pruebas de impactar.
    (tambien al cuerpo a cuerpo)" "Pesima iluminacion (noche sin luna). -4 … (tambien al cuerpo a cuerpo)" """
    cid = add(uni, "Noche", dex=3, skills=[GUNS], weapons=[PISTOL])
    zed = add(uni, "Sombra", "zombie")
    if melee:
        rolled = roll(uni, "attack", cid, "6", zed, skill="", weapon="unarmed", melee=True, defence="none", light=light)
        assert total(rolled) == 9 - 2 + modifier  # no Brawling: unskilled −2 (§2.3)
    else:
        assert total(shot(uni, cid, zed, "6", light=light)) == 11 + modifier


@pytest.mark.parametrize(("faces", "hit"), [("9", True), ("10", True), ("8", False), ("5", False)])
def test_only_a_natural_nine_or_ten_hits_in_darkness(uni, faces, hit):
    """"Oscuridad absoluta. Tira 1D10 sin modificador. Solo una tirada natural de 9 o 10 impacta al
    objetivo." (DES 3 + Armas 2 do not count) """
    cid = add(uni, "Ciego", dex=3, skills=[GUNS], weapons=[PISTOL])
    zed = add(uni, "Oscuro", "zombie")
    assert shot(uni, cid, zed, faces, light="darkness").result.success is hit


@pytest.mark.parametrize(("weapon", "shot_number", "modifier"), [
    (PISTOL, 1, 0), (PISTOL, 2, -1), (PISTOL, 3, -2), (MAGNUM, 2, -2), (MAGNUM, 3, -4),
])
def test_consecutive_shots(uni, weapon, shot_number, modifier):
    """"Cada disparo consecutivo sufre un -1 acumulativo . Si la pistola tiene un fuerte retroceso, como
    una Magnum .44, la penalizacion es de -2." """
    cid = add(uni, "Gatillo", dex=3, skills=[GUNS], weapons=[weapon])
    zed = add(uni, "Diana", "zombie")
    assert total(shot(uni, cid, zed, "6", shot_number=shot_number)) == 11 + modifier


@pytest.mark.parametrize(("burst", "face", "hits"), [(3, 4, 1), (3, 6, 2), (3, 10, 3), (5, 8, 3), (2, 10, 2)])
def test_a_burst_hits_once_a_success_level_up_to_its_size(uni, burst, face, hits):
    """"Cada Nivel de éxito en la Prueba significa que el atacante consigue un impacto, con el numero de
    balas disparadas en la ráfaga como máximo. Por ejemplo, un atacante que dispare una ráfaga de tres
    balas y consiga dos Niveles de éxito impactara con dos balas, y cada una infligirá daño por
    separado." (DES 3 + Armas 2: 4 → 9, 6 → 11, 8 → 13, 10 → 15 and more) """
    cid = add(uni, "Ráfaga", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(uni, "Muchos", "zombie")
    faces = "10 1" if face == 10 else str(face)
    rolled = shot(uni, cid, zed, faces, fire="burst", burst_size=burst)
    assert len(rolled.result.damage) == hits


@pytest.mark.parametrize(("burst_number", "modifier"), [(1, 0), (2, -3), (3, -6)])
def test_each_further_burst_takes_minus_three(uni, burst_number, modifier):
    """"Si se disparan varias rafagas, cada ráfaga consecutiva sufrira una penalizacion de -3 acumulativa." """
    cid = add(uni, "Rafagas", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(uni, "Grupo", "zombie")
    assert total(shot(uni, cid, zed, "8", fire="burst", burst_number=burst_number)) == 13 + modifier


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_rock_and_roll_one_roll_a_group_of_ten_minus_four_each(fresh):
    """"Cada conjunto de diez disparos cuenta como "un grupo"; haz una Prueba de Impactar por cada grupo.
    Cada Nivel de Exito significa que una bala impacta. Cada grupo de disparos despues del primero sufre
    un -4 acumulativo." (30 rounds: three rolls at 0, −4, −8) """
    cid = add(fresh, "Rock", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(fresh, "Roll", "zombie")
    rolled = shot(fresh, cid, zed, "8 8 8", fire="rock_and_roll", rounds=30)
    assert [r.total for r in rolled.result.records[:3]] == [13, 9, 5]
    assert len(rolled.result.damage) == 3 + 1  # Good: three bullets; Adequate: one; a miss: none
    assert fresh.ammo.stocks(cid)[0].stock.count == 0


@pytest.mark.parametrize(("attack", "dodge", "hit"), [("6", "6", True), ("6", "7", False), ("8", "7", True)])
def test_dodging_a_shot_needs_a_higher_roll_and_costs_the_turn(uni, attack, dodge, hit):
    """"4.2.2 Esquivar disparos: esto requiere Destreza y Esquivar. Si la tirada es superior a la del
    atacante se habrá puesto a cubierto … pero perderá todas sus acciones en ese turno" (both 3 + 2) """
    cid = add(uni, "Pistolero", dex=3, skills=[GUNS], weapons=[PISTOL])
    dodger = add(uni, "Ágil", dex=3, skills=[DODGE])
    rolled = roll(uni, "attack", cid, f"{attack} {dodge}", dodger, skill="0", weapon="0", defence="dodge")
    assert rolled.result.success is hit


# ---- 4.4 Apuntar a partes del cuerpo ----------------------------------------------------------

@pytest.mark.parametrize(("location", "modifier"), [
    ("head", -4), ("neck", -5), ("left_arm", -2), ("right_leg", -2), ("left_hand", -4), ("right_foot", -4),
    ("vitals", -2), ("torso", 0),
])
def test_called_locations_to_hit(uni, location, modifier):
    """"Cabeza: -4 a Impactar." "Cuello/garganta: -5" "Brazos y piernas: -2" "Mano/ Muñeca / Pie / Tobillo:
    -4" "Puntos vitales …: -2 a Impactar." (DES 3 + Armas 2 + 7) """
    cid = add(uni, "Certero", dex=3, skills=[GUNS], weapons=[PISTOL])
    zed = add(uni, "Parte", "zombie")
    assert total(shot(uni, cid, zed, "7", location=location, called_shot=location != "torso")) == 12 + modifier


@pytest.mark.parametrize(("location", "kind", "weapon", "taken"), [
    ("head", "bludgeoning", "d6", 2 * 2), ("head", "slashing", "d6", 2 * 3), ("head", "ap_bullet", "d6×4", 8 * 3),
    ("head", "bullet", "d6×4", 8 * 4), ("neck", "bludgeoning", "d6", 2 * 2), ("neck", "slashing", "d6", 2 * 4),
    ("neck", "ap_bullet", "d6×4", 8 * 2), ("neck", "bullet", "d6×4", 8 * 3), ("vitals", "bludgeoning", "d6", 2 * 2),
    ("vitals", "slashing", "d6", 2 * 3), ("vitals", "bullet", "d6×4", 8 * 3), ("vitals", "ap_bullet", "d6×4", 8 * 2),
    ("torso", "bullet", "d6×4", 8 * 2), ("torso", "ap_bullet", "d6×4", 8),
])
def test_location_multipliers(uni, location, kind, weapon, taken):
    """"Cabeza … El daño contundente se duplica; el daño cortante/perforante se triplica. El daño por bala
    se modifica en dos niveles (las balas antiblindaje triplican su daño, las balas normales cuadriplican
    su daño...)" "Cuello/garganta … el daño cortante o perforante se cuadriplica … El daño por bala se
    modifica en un nivel (las balas antiblindaje duplican su daño,etc...)" "Puntos vitales … Se duplica el
    daño contundente; el daño cortante o penetrante se triplica. El daño por Bala se modifica en un nivel"
    (a 2 rolled) """
    victim = add(uni, "Blanco", str=5, con=5)
    assert uni.characters.damage(victim, {"weapon": weapon, "damage_type": kind, "location": location}, faces="2")
    assert state(uni, victim)["life_points"] == 50 - taken


@pytest.mark.parametrize(("location", "die", "taken", "disabled"), [
    ("left_arm", 4, 12, False), ("left_arm", 5, 15, False), ("left_arm", 6, 16, True),
    ("left_hand", 4, 12, False), ("left_hand", 5, 12, True), ("right_leg", 6, 16, True),
])
def test_a_limb_hit_past_its_share_is_disabled_and_the_excess_lost(uni, location, die, taken, disabled):
    """"Brazos y piernas: -2 a Impactar. El daño que supere los puntos de vida/3 inutiliza la extremidad.
    El daño extra se pierde." "Mano/ Muñeca / Pie / Tobillo … los puntos de vida /4" (50 PV: 16 and 12;
    d6×3 blunt) """
    victim = add(uni, "Miembro", str=5, con=5)
    assert uni.characters.damage(victim, {"weapon": "d6×3", "damage_type": "bludgeoning", "location": location},
                                 faces=str(die))
    after = state(uni, victim)
    assert after["life_points"] == 50 - taken
    assert (location in after["disabled"]) is disabled


# ---- 4.5 Blindaje -----------------------------------------------------------------------------

@pytest.mark.parametrize(("armor", "die", "taken"), [(6, 1, 0), (8, 2, 0), (5, 2, 3), (0, 3, 12)])
def test_armor_equal_or_above_the_damage_stops_it(uni, armor, die, taken):
    """"4.5 … Cuando un personaje sea golpeado, haz la tirada, aplica el Multiplicador y suma el valor
    fijo. Si el Blindaje es mayor o igual que el daño, el personaje no sufre daño alguno." (d6×4 blunt) """
    victim = add(uni, "Chaleco", str=5, con=5)
    request = {"weapon": "d6×4", "damage_type": "bludgeoning", "worn_armor": False, "armor": armor}
    assert uni.characters.damage(victim, request, faces=str(die))
    assert state(uni, victim)["life_points"] == 50 - taken


# ---- 4.6 Heridas ------------------------------------------------------------------------------

@pytest.mark.parametrize("left", [4, 3, 2, 1])
def test_below_five_life_points_actions_take_minus_one_to_minus_five(uni, left):
    """"4.6 Un Personaje que vea sus puntos de vida por debajo de 5 estará gravemente herido. Las Acciones
    reciben penalizaciones de entre -1 y -5." """
    cid = add(uni, "Grave", str=2, con=2, dex=3)
    assert uni.characters.damage(cid, {"amount": 26 - left})
    penalty = int(conditions(uni, cid)["badly_wounded"].replace("−", "-"))
    assert -5 <= penalty <= -1
    assert total(roll(uni, "task", cid, "6", attribute="dex")) == 9 + penalty


def test_five_life_points_is_not_yet_badly_wounded(uni):
    """"por debajo de 5" — at 5 no penalty """
    cid = add(uni, "Rozado", str=2, con=2)
    assert uni.characters.damage(cid, {"amount": 21})
    assert "badly_wounded" not in conditions(uni, cid)


@pytest.mark.parametrize(("left", "modifier"), [(0, "+0"), (-3, "−3"), (-9, "−9")])
def test_at_zero_or_less_a_willpower_constitution_check_penalized_by_the_points_below(uni, left, modifier):
    """"4.6.1 Con 0 puntos o menos, el personaje estará aturdido, semiinconsciente y tirado en el suelo,
    necesitando un Chequeo de Voluntad y Constitución para volver a ponerse en pie … Este Chequeo estará
    penalizado por la cantidad de Puntos de Vida por debajo de 0." """
    cid = add(uni, "Caído", str=2, con=2)
    assert uni.characters.damage(cid, {"amount": 26 - left})
    assert conditions(uni, cid)["check_stand"] == modifier
    row = uni.characters.character(cid)
    assert [c.value for c in uni.ruleset.check_rules().checks_due(row.sheet, row.state)] == ["stand"]


@pytest.mark.parametrize(("left", "modifier"), [
    (-10, "−1"), (-15, "−1"), (-19, "−1"), (-20, "−2"), (-34, "−3"), (-70, "−7")])
def test_the_survival_check_takes_one_for_each_full_ten_below_zero(uni, left, modifier):
    """"4.6.2 Cuando un personaje ve como sus puntos de vida quedan reducidos a -10 … realiza un Chequeo de
    Supervivencia. Se trata de un chequeo que utiliza Voluntad y Constitución, con un -1 por cada 10 Puntos
    de Vida por debajo de 0 (redondeando a la baja)" """
    cid = add(uni, "Moribundo", str=2, con=2)
    assert uni.characters.damage(cid, {"amount": 26 - left})
    assert conditions(uni, cid)["check_survival"] == modifier
    assert not state(uni, cid)["dead"]  # death comes from a failed check, not the number


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_each_minute_without_care_another_survival_check_at_minus_one(fresh):
    """"Cada minuto que pase posterior sin recibir ayuda medica requerira un nuevo Chequeo de Supervivencia
    con un penalizador de -1." (−15: −1, then −2, −3) """
    cid = add(fresh, "Sangrando", str=2, con=2)
    assert fresh.characters.damage(cid, {"amount": 41})
    assert conditions(fresh, cid)["check_survival"] == "−1"
    assert fresh.game_time.pass_time(1)
    # the penalty said with why it grows and how many checks are due
    assert conditions(fresh, cid)["check_survival"] == (
        "−2 (1 due; −1 more for each minute without medical care (1 minute))")
    assert fresh.game_time.pass_time(1)
    assert last_line(fresh).endswith("Sangrando: Survival checks due without care: 2.")


# ---- 4.7 Recuperación -------------------------------------------------------------------------

@pytest.mark.parametrize(("face", "healed"), [(4, 1), (6, 2), (8, 3), (10, 4)])
def test_first_aid_heals_one_life_point_a_success_level(uni, face, healed):
    """"4.7.2 … Una Prueba de Primeros Auxilios e Inteligencia recupera 1 Punto de Vida por Nivel de éxito
    conseguido." (INT 3 + Primeros Auxilios 2: 4 → 9 Válido … 10 → 15+ Muy bueno) """
    medic = add(uni, "Médico", int=3, skills=[FIRST_AID])
    hurt = add(uni, "Paciente", str=2, con=2)
    assert uni.characters.damage(hurt, {"amount": 16})
    faces = "10 1" if face == 10 else str(face)
    roll(uni, "first_aid", medic, faces, hurt, skill="0")
    assert state(uni, hurt)["life_points"] == 10 + healed
    assert last_line(uni).endswith(f"Life Points recovered (First Aid (success levels)): 10 → {10 + healed}.")


def test_first_aid_on_oneself_takes_minus_two(uni):
    """"Es posible que el herido utilice sus propios Primeros Auxilios, pero sufrira un -2." """
    cid = add(uni, "Solo", int=3, skills=[FIRST_AID])
    assert uni.characters.damage(cid, {"amount": 5})
    assert total(roll(uni, "first_aid_self", cid, "6", skill="0")) == 6 + 5 - 2


@pytest.mark.parametrize(("start", "days", "after"), [(-6, 2, -2), (-3, 2, 1), (-1, 2, 3), (5, 3, 11)])
def test_rest_under_medical_care(uni, start, days, after):
    """"El personaje recupera 1 Punto de Vida por Nivel de Constitucion por cada dia de descanso bajo
    cuidados medicos hasta llegar a los 0 puntos o mas. A partir de ahi, recupera 2 puntos de Vida fijos
    cada dia." (CON 2) """
    cid = add(uni, "Reposo", str=2, con=2)
    assert uni.characters.damage(cid, {"amount": 26 - start})
    assert uni.characters.heal(cid, {"kind": "rest_care", "amount": days})
    assert state(uni, cid)["life_points"] == after


@pytest.mark.parametrize(("kind", "amount", "gained"), [
    ("sleep", 1, 3), ("sleep", 2, 6), ("rest", 1, 3), ("rest", 3, 9)])
def test_endurance_back_per_constitution_a_half_hour_of_sleep_or_an_hour_of_rest(uni, kind, amount, gained):
    """"Los personajes recuperan 1 Punto de Resistencia por Nivel de Constitución por cada media hora de
    sueño, o esa misma cantidad por hora de descanso." (CON 3) """
    cid = add(uni, "Cansado", str=2, con=3, wil=2)  # 26 Resistencia
    assert uni.characters.damage(cid, {"amount": 20, "pool": "endurance"})
    assert uni.characters.heal(cid, {"kind": kind, "amount": amount, "pool": "endurance"})
    assert state(uni, cid)["endurance"] == 6 + gained


@pytest.mark.parametrize(("face", "doctor", "life_support", "below", "total_"), [
    (7, 2, 0, -3, 7 + 4 + 2), (7, 0, 3, -10, 7 + 4 + 3 - 10), (5, 3, 3, -4, 5 + 4 + 3 + 3),
    (6, 1, 0, -5, 6 + 4 + 1 - 5),
])
def test_revival_at_the_hospital(uni, face, doctor, life_support, below, total_):
    """"4.7.1 … Cada Nivel de Exito otorga al paciente un +1 de bonificacion para un nuevo Chequeo de
    Supervivencia. Las avanzadas tecnicas de soporte vital del hospital añaden un +3 al Chequeo. El
    personaje recien fallecido debe superar un nuevo Chequeo de Supervivencia, con un -5 por cada 5 puntos
    que este por debajo de 0" (VOL 2 + CON 2; −5 for each full 5) """
    cid = add(uni, "Difunto", str=2, con=2, wil=2)
    assert uni.characters.damage(cid, {"amount": 26 - below})
    set_state(uni, cid, dead=True)
    rolled = roll(uni, "revival", cid, str(face), doctor_levels=doctor, hospital=True, life_support=life_support)
    assert total(rolled) == total_


# ---- 4.8 Resistencia ---------------------------------------------------------------------------

@pytest.mark.parametrize(("left", "penalty"), [(5, "−2"), (1, "−2")])
def test_five_endurance_or_less_is_minus_two(uni, left, penalty):
    """"Con 5 Puntos de Resistencia o menos, el personaje se siente aturdido y mareado, y todas sus
    acciones sufren una penalización de -2." """
    cid = add(uni, "Mareado", str=2, con=2, wil=2, dex=3)
    assert uni.characters.damage(cid, {"amount": 23 - left, "pool": "endurance"})
    assert conditions(uni, cid)["dazed"] == penalty
    assert total(roll(uni, "task", cid, "6", attribute="dex")) == 9 - 2


@pytest.mark.parametrize(("left", "modifier"), [(0, "−2"), (-1, "−3"), (-5, "−3"), (-6, "−4"), (-11, "−5")])
def test_endurance_at_zero_or_less_a_survival_check_each_turn(uni, left, modifier):
    """"Si la Resistencia del personaje se ve reducida por cualquier motivo a 0 o menos, correra el peligro
    de caer inconsciente. Será necesario oun Chequeo de Supervivencia para seguir de pie, con un -1 por
    cada 5 puntos por debajo de 0 (redondeando a la alta). Este Chequeo se repite cada Turno" — and at
    Endurance 5 or less "todas sus acciones sufren una penalización de -2" (../shared/rules/README.md:
    "−2 to everything"), a check included: the modifier is −2 plus −1 for each 5 below 0 """
    cid = add(uni, "Agotado", str=2, con=2, wil=2)
    assert uni.characters.damage(cid, {"amount": 23 - left, "pool": "endurance"})
    said = conditions(uni, cid)["check_endurance"]  # "−3 (−1 for Endurance −1, −2 at 5 or less)": its parts said
    assert said.split(" (")[0] == modifier, said


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_frantic_combat_burns_a_d4_a_turn(fresh):
    """"Los estallidos de actividad frenética, como un combate muy intenso, queman Resistencia a un ritmo
    mayor, consumiendo 1D4 puntos por Turno." (the d4s typed at the round's end) """
    ann = add(fresh, "Ana", str=2, con=2, wil=2)
    ben = add(fresh, "Bruno", str=2, con=2, wil=2)
    assert fresh.initiative.start([ann, ben], name="Refriega")
    assert fresh.initiative.declare_fight("frantic", True)  # "un combate muy intenso": the GM's call
    assert fresh.initiative.end_round("3 1")
    assert sorted([state(fresh, ann)["endurance"], state(fresh, ben)["endurance"]]) == [20, 22]
    assert "Frantic combat" in last_line(fresh)


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_hard_work_costs_one_endurance_each_ten_minutes(fresh):
    """"El trabajo duro, como evitar activamente a los zombies durante largos periodos de tiempo, cuesta 1
    Punto de Resistencia cada diez minutos." — the GM's call: an amount taken from Endurance """
    cid = add(fresh, "Huyendo", str=2, con=2, wil=2)
    assert fresh.characters.damage(cid, {"amount": 6, "pool": "endurance"})  # an hour of it
    assert state(fresh, cid)["endurance"] == 23 - 6
    assert state(fresh, cid)["life_points"] == 26


# ---- 5. Carga --------------------------------------------------------------------------------

@pytest.mark.parametrize(("load", "modifier"), [("none", 0), ("light", -1)])
def test_a_light_load_is_minus_one_to_movement_rolls(uni, load, modifier):
    """"Desde ese punto hasta el 125% de su capacidad de carga, el personaje esta ligeramente cargado y
    sufre una penalizacion de -1,5 a su Velocidad y -1 a todas las Pruebas o Chequeos que requieran
    movimiento (como sigilo o iniciativa)." """
    cid = add(uni, "Mochila", dex=3)
    set_state(uni, cid, load=load)
    assert total(roll(uni, "task", cid, "6", attribute="dex", movement=True)) == 9 + modifier
    assert sheet(uni, cid)["dex"] == 3


@pytest.mark.parametrize(("face", "after"), [("9", -9), ("5", -11), ("2", -13)])
def test_recovering_without_care_a_daily_survival_check(uni, face, after):
    """"Mientras se recupera sin cuidados medicos, el personaje debe superar un Chequeo de Supervivencia
    todos los dias recuperando 1 Punto de Vida por Nivel de Exito (hasta un maximo de 1 punto de Vida por
    nivel de Constitucion). Si falla, ¡Pierde 1 punto de Vida!" (VOL 2 + CON 3, −1 at −12: 9 → 13 Bueno,
    3 points; 5 → 9 Válido, 1; 2 → 6, failed) """
    cid = add(uni, "Sin médico", str=2, con=3, wil=2)  # 30 Puntos de Vida
    assert uni.characters.damage(cid, {"amount": 42})
    assert uni.characters.heal(cid, {"kind": "rest_no_care", "amount": 1}, faces=face)
    assert state(uni, cid)["life_points"] == after


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_medical_help_ends_the_checks_by_the_minute(fresh):
    """"Cada minuto que pase posterior sin recibir ayuda medica requerira un nuevo Chequeo de
    Supervivencia" — with help, the minutes ask for none """
    cid = add(fresh, "Atendido", str=2, con=2)
    assert fresh.characters.damage(cid, {"amount": 41})
    assert fresh.characters.heal(cid, {"kind": "care", "amount": 1})
    fresh.game_time.pass_time(3)
    assert "Survival checks due without care" not in last_line(fresh)
    assert state(fresh, cid)["survival_owed"] == 0


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
@pytest.mark.parametrize(("minutes", "nurse", "open_"), [(6, 0, True), (7, 0, False), (8, 2, True), (9, 2, False)])
def test_revival_within_constitution_times_two_minutes(fresh, minutes, nurse, open_):
    """"El personaje que falle un Chequeo de Supervivencia puede regresar a la vida si consigue ayuda
    médica importante … en un plazo de Constitución x 2 minutos. Si hay disponible algún enfermero, la
    duracion se puede extender durante un minuto mas por cada Nivel de Exito que consiga el enfermero"
    (CON 3: 6 minutes) """
    from tests.audit.helpers import refusal

    cid = add(fresh, "Revivir", str=2, con=3, wil=2)
    assert fresh.characters.damage(cid, {"amount": 45})
    set_state(fresh, cid, dead=True)
    assert fresh.game_time.pass_time(minutes)
    message = refusal(fresh, "revival", cid, "5", hospital=True, life_support=3, nurse_levels=nurse)
    assert (message == "") is open_, message


# ---- Munición ---------------------------------------------------------------------------------

@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
@pytest.mark.parametrize(("fire", "inputs", "spent"), [
    ("single", {}, 1), ("burst", {"burst_size": 3}, 3), ("burst", {"burst_size": 5}, 5),
])
def test_each_pull_of_the_trigger_and_each_burst_spends_its_rounds(fresh, fire, inputs, spent):
    """"Cualquier arma que dispare cada vez que se pulse el gatillo puede disparar varias veces en un turno."
    "hacer ráfagas cortas de entre 2 y 5 disparos" (README: rounds "spent by shots, bursts and groups") """
    cid = add(fresh, "Cargador", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(fresh, "Objetivo", "zombie")
    shot(fresh, cid, zed, "7", fire=fire, **inputs)
    assert fresh.ammo.stocks(cid)[0].stock.count == 30 - spent


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_one_down_at_zero_life_points_burns_no_frantic_endurance(fresh):
    """"4.6.1 Con 0 puntos o menos, el personaje estará aturdido, semiinconsciente y tirado en el suelo" — out
    of the fight: "Los estallidos de actividad frenética … consumiendo 1D4 puntos por Turno" no longer burn
    (the one d4 typed is the fighter's) """
    down = add(fresh, "Caída", str=2, con=2, wil=2)
    up = add(fresh, "En pie", str=2, con=2, wil=2)
    assert fresh.characters.damage(down, {"amount": 26})
    assert fresh.initiative.start([down, up], name="Refriega")
    assert fresh.initiative.declare_fight("frantic", True)
    assert fresh.initiative.end_round("4")
    assert (state(fresh, down)["endurance"], state(fresh, up)["endurance"]) == (23, 19)
