"""A blind audit of afmbe-unisystem.es.txt (ruleset "afmbe", preset "unisystem") through the services.

Table of contents: every numbered rule, rule paragraph that changes a number and worked example of the
text, in its order, with the tests that check it (README: /work/shared/rules/README.md).

Intro: "el reglamento es lo de menos": flavour, no number.
1. La Regla básica
  B1 "1d10 añadiendo el valor del Atributo y/o Habilidad ... igual o mayor que nueve es un Exito ...
     La dificultad genérica ... es 9, salvo que el master indique otra"
                                                                  test_basic_rule_9, test_difficulty_the_gm_sets
  B2 "sumarle/restarle bonificadores/penalizadores por complicaciones ambientales, equipo ..."
                                                                  test_modifiers_added
  B3 Resultados posibles "Válido"(9-10) ... "Alucinante"(24 o mas)  test_success_levels,
                                                                  test_success_words_in_spanish
  B4 "aumento de daño a partir de Muy Bueno, siendo un +1,+2,+3, +4... a la tirada antes de
     Multiplicar"                                                test_damage_bonus_from_very_good,
                                                                  test_attack_offers_its_success_level
2. Pruebas y Chequeos
  P1 2.1 "Una Prueba ... una Habilidad y un Atributo ... se suman ambas"   test_test_attribute_plus_skill
  P2 2.2 "Sencillos ... el Doble del valor del Atributo. En los complicados, ... sin modificar"
                                                                  test_simple_check_double, test_difficult_check
  P3 2.3 "se suma únicamente el Atributo ... penalización ... desde el -2 ... hasta -10 ... no podra
     obtenerse un resultado mayor que Decente"                    test_unskilled_penalty_offered,
                                                                  test_unskilled_capped_at_decent
3. La Regla del Diez y la del 1
  T1 "Cuando saques un diez, tira de nuevo el dado y resta 5 ... Si el resultado es positivo ...
     súmalo al 10"                                                test_rule_of_ten_adds_roll_minus_5
  T2 Ejemplo "saco 10, repito y saco diez de nuevo, (mi resultado por ahora es 15). Tiro el dado y
     sale otro diez, (mi resultado por ahora es 20)"              test_rule_of_ten_example
  T3 "Cuando saques un uno ... un 4 equivaldría a sacar -1, un 3 a -2, un 2 a -3 y un 1 a -5,
     repitiendo la tirada"                                        test_rule_of_one
4. Reglamento de Combate
  C1 "un Turno de Combate equivale a 5 segundos": no number the console counts (none)
  C2 Iniciativa "1D10 y le sumaremos Destreza. La mas alta gana"  test_initiative_d10_dex
  C3 Acciones "-2 a la segunda acción, la tercera un -4"          test_extra_actions_penalty
  C4 "En combate cuerpo ... una acción de ataque y otra de defensa por Turno sin penalización.
     Cualquier acción posterior ... -2 acumulativo"              test_melee_free_attack_and_defence
4.1 Cuerpo a cuerpo
  M1 4.1.1 "habilidad mas apropiada (Pelea, Artes Marciales, Armas cuerpo a cuerpo) + Destreza"
                                                                  test_melee_attack_skill_dex
  M2 "Si el enemigo porta un arma cuerpo a cuerpo o tiene Artes Marciales puede ... parar ... su
     propia habilidad y Destreza"                                test_parry_weapon_skill_dex,
                                                                  test_parry_martial_arts
  M3 4.1.2 "Esquivar ... Destreza y la Habilidad [Esquivar] o ... Chequeo Complicado de Destreza si no
     tiene la habilidad"                                          test_dodge_with_and_without_skill
  M4 "Si el atacante consigue un resultado mas alto ... le alcanza. Si empata ... evita"
                                                                  test_melee_tie_goes_to_defender
4.2 A distancia
  R1 4.2.1 "habilidad de combate a distancia apropiada +Destreza"   test_ranged_skill_dex
  R2 4.2.1.1 Apuntar "Prueba de Percepcion y la Habilidad del Arma; cada nivel de éxito suma un +1"
                                                                  test_aiming
  R3 4.2.1.2 A Bocajarro +1 and +1 multiplier; Corto 0; Medio -1; Largo -3, multiplier -1; Extremo -6,
     multiplier -2                                                test_range_modifiers, test_range_multiplier_damage
  R4 Mala iluminacion -1, Pesima -4 "(tambien al cuerpo a cuerpo)"  test_light_modifiers
  R5 Oscuridad absoluta "Tira 1D10 sin modificador. Solo una tirada natural de 9 o 10 impacta ...
     Prueba Dificil de Percepcion puede sumar cada nivel de exito"  test_darkness
  R6 Disparos multiples "-1 por cada disparo consecutivo o -2 si ... mucho retroceso"
                                                                  test_consecutive_shots
  R7 Miras telescopicas "suma de +2 a +5 a las pruebas de Apuntar"  test_telescopic_sight
  R8 4.2.1.3 semiautomaticas "-1 acumulativo ... Magnum .44 ... -2" test_consecutive_shots
  R9 Ráfagas "sin ninguna penalizacion. Cada Nivel de éxito ... un impacto, con el numero de balas ...
     como máximo" / example "ráfaga de tres balas y consiga dos Niveles ... dos balas, y cada una
     infligirá daño por separado" / "cada ráfaga consecutiva ... -3 acumulativa"
                                                                  test_burst_example, test_burst_capped,
                                                                  test_consecutive_bursts
  R10 Rock and Roll "Cada conjunto de diez disparos cuenta como un grupo ... Cada Nivel de Exito
     ... una bala ... despues del primero sufre un -4 acumulativo"  test_rock_and_roll
  R11 4.2.2 Esquivar disparos "Destreza y Esquivar. Si la tirada es superior ... perderá todas sus
     acciones en ese turno"                                       test_dodging_a_shot
  R12 "no es posible si el disparo es por sorpresa o no hay coberturas": the GM's call (defence
     "none")                                                      test_no_dodge_the_gms_call
4.3 Daño
  D1 "tirando un dado y multiplicando el resultado por un numero"  test_damage_die_times_number
4.4 Partes del cuerpo
  L1 Cabeza -4; contundente x2, cortante x3, bala dos niveles (antiblindaje x3, normales x4)
  L2 Cuello -5; contundente x2, cortante x4, bala un nivel (antiblindaje x2)
  L3 Puntos vitales -2; contundente x2, cortante x3, bala un nivel   test_location_penalty, test_location_multiplier
  L4 Brazos y piernas -2 "supere los puntos de vida/3 inutiliza ... El daño extra se pierde"
                                                                  test_limb_disabled_excess_lost
  L5 Mano/Pie -4 "puntos de vida /4"                              test_hand_disabled_excess_lost
  L6 Cuello "Un ataque cortante ... suficiente daño como para matar ... la decapita": flavour on death
     (none)
4.5 Blindaje
  A1 "aplica el Multiplicador y suma el valor fijo. Si el Blindaje es mayor o igual que el daño, ...
     no sufre daño alguno"                                       test_armor_stops_all
4.6 Heridas
  W1 "puntos de vida por debajo de 5 ... penalizaciones de entre -1 y -5"  test_badly_wounded_penalty
  W2 4.6.1 "Con 0 puntos o menos ... Chequeo de Voluntad y Constitución ... penalizado por la cantidad
     de Puntos de Vida por debajo de 0"                           test_check_to_stay_up
  W3 4.6.2 "reducidos a -10 ... Chequeo de Supervivencia ... Voluntad y Constitución, con un -1 por
     cada 10 Puntos de Vida por debajo de 0 (redondeando a la baja)"  test_survival_check_at_minus_10
  W4 "Cada minuto ... sin recibir ayuda medica requerira un nuevo Chequeo ... -1"
                                                                  test_survival_every_minute
  W5 "Chequeos de Consciencia ... el modificador es igual a la cantidad de puntos negativos"
                                                                  test_consciousness_check
4.7 Recuperación
  V1 4.7.1 "regresar a la vida si consigue ayuda médica ... en un plazo de Constitución x 2 minutos.
     ... enfermero ... un minuto mas por cada Nivel de Exito"     test_revival_window
  V2 "Cada Nivel de Exito [del doctor] otorga ... +1 ... soporte vital ... +3 ... -5 por cada 5 puntos
     ... por debajo de 0"                                        test_revival_check
  V3 4.7.2 "Primeros Auxilios e Inteligencia recupera 1 Punto de Vida por Nivel de éxito ... sus
     propios Primeros Auxilios, pero sufrira un -2. Se permite una Tirada por herida"
                                                                  test_first_aid, test_first_aid_self,
                                                                  test_first_aid_one_roll_a_wound
  V4 "1 Punto de Vida por Nivel de Constitucion por cada dia de descanso bajo cuidados medicos hasta
     llegar a los 0 puntos ... A partir de ahi, recupera 2 puntos de Vida fijos cada dia"
                                                                  test_rest_under_care_below_zero,
                                                                  test_rest_under_care_above_zero
  V5 "Sin los cuidados medicos ... Chequeo de Supervivencia todos los dias recuperando 1 Punto de Vida
     por Nivel de Exito (hasta un maximo de 1 ... por nivel de Constitucion). Si falla, ¡Pierde 1"
                                                                  test_recovery_without_care
4.8 Resistencia
  E1 "trabajo duro ... 1 Punto de Resistencia cada diez minutos"   test_endurance_hard_work
  E2 "tareas realmente duras ... 1D4 ... por minuto"              test_endurance_very_hard_work
  E3 "combate muy intenso ... 1D4 puntos por Turno"               test_frantic_combat
  E4 "dormir al menos durante siete horas ... 1 Punto de Resistencia por hora de sueño perdida"
                                                                  test_endurance_sleep_lost
  E5 "Con 5 Puntos de Resistencia o menos ... -2"                 test_endurance_5_or_less
  E6 "a 0 o menos ... Chequeo de Supervivencia ... -1 por cada 5 puntos por debajo de 0 (redondeando a
     la alta). Este Chequeo se repite cada Turno"                 test_endurance_check_below_zero
  E7 "recuperan 1 Punto de Resistencia por Nivel de Constitución por cada media hora de sueño, o esa
     misma cantidad por hora de descanso ... perdidos por falta de sueño solo ... durmiendo"
                                                                  test_endurance_sleep_and_rest,
                                                                  test_sleep_debt_only_by_sleeping
5. Valor de Carga
  G1 "la mitad de su capacidad máxima de carga sin penalizacion"   test_load_levels
  G2 "hasta el 125% ... -1,5 a su Velocidad y -1 a todas las Pruebas ... que requieran movimiento
     (como sigilo o iniciativa) ... 1D4 ... cada 10 minutos"      test_load_levels, test_load_movement_test,
                                                                  test_load_endurance
  G3 "125% a 150% ... -3 al movimiento ... 1D4 ... cada 5 minutos" test_load_levels
  G4 "151% y el 175% ... -4.5 ... cada dos minutos"               test_load_levels
  G5 "superpesada ... -5 ... cada minuto"                         test_load_levels
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from app.services.bundle import Services
from app.services.logtext import render_event
from app.services.rolls import Rolled
from tests.audit.helpers import add, last_line, level_word, lines, refusal, roll, sheet, state

SPANISH = Path(__file__).resolve().parents[3] / "i18n" / "deadwatch_es.ts"


def spanish() -> Any:
    """The Spanish the console shows (its translation file), as a ``translate(context, text)``."""
    found: dict[tuple[str, str], str] = {}
    for context in ET.parse(SPANISH).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            text = message.find("translation")
            if text is not None and text.text and text.get("type") not in ("unfinished", "obsolete"):
                found[(name, message.findtext("source") or "")] = text.text
    return lambda ctx, source: found.get((ctx, source), source)


def skill(name: str, level: int, special: bool = False, type_: str = "") -> dict[str, Any]:
    return {"name": name, "type": type_, "special": special, "level": level, "specializations": "",
            "native": False}


def weapon(name: str, damage: str, damage_type: str = "bludgeoning", ranged: bool = False, ammo: int = 0,
           **extra: Any) -> dict[str, Any]:
    return {"name": name, "damage": damage, "damage_type": damage_type, "hands": "one", "either_pool": False,
            "ranged": ranged, "heavy_recoil": False, "automatic": False, "ammo": ammo, **extra}


def res(rolled: Rolled) -> Any:
    """The rules' result of a roll the dice dock made."""
    assert rolled.result is not None
    return rolled.result


def total(rolled: Rolled) -> int:
    return int(res(rolled).result.args["total"])


def due(s: Services, cid: int) -> list[str]:
    return [str(c.value) for c in s.ruleset.check_rules().checks_due(sheet(s, cid), state(s, cid))]


def conditions(s: Services, cid: int) -> dict[str, str]:
    return {c.key: c.detail for c in s.ruleset.conditions(sheet(s, cid), state(s, cid))}


def field(s: Services, cid: int, kind: str, key: str) -> Any:
    for k in s.rolls.kinds(cid):
        if k.key == kind:
            for f in (*k.fields, *k.opponent_fields):
                if f.key == key:
                    return f
    raise AssertionError(f"{kind} has no {key}")


def preset(spec: Any, *values: Any) -> Any:
    """The value the form sets in a field that follows others (its presets)."""
    return dict(spec.presets)[tuple(values)]


def gunner(s: Services, name: str, **extra: Any) -> int:
    extra.setdefault("skills", [skill("Guns", 3, type_="Rifle"), skill("Dodge", 2)])
    return add(s, name, dex=3, str=3, per=2,
               weapons=[weapon("Assault rifle", "d8×5", "bullet", True, 60, automatic=True),
                        weapon("Magnum", "d6×5", "bullet", True, 6, heavy_recoil=True),
                        weapon("Pistol", "d6×4", "bullet", True, 15)], **extra)


def shoot(s: Services, shooter: int, target: int, faces: str, gun: str = "0", **inputs: Any) -> Any:
    inputs.setdefault("defence", "none")
    return roll(s, "attack", shooter, faces, opponent=target, attribute="dex", skill="0", weapon=gun, **inputs)


# ---- 1. La regla básica ------------------------------------------------------------------


def test_basic_rule_9(uni: Services) -> None:
    """"Todas las acciones se resuelven con una tirada de 1d10 añadiendo el valor del Atributo y/o Habilidad
    ... Si el resultado es igual o mayor que nueve es un Exito.\""""
    cid = add(uni, "Basica", dex=3, skills=[skill("Stealth", 2)])
    assert res(roll(uni, "task", cid, "4", attribute="dex", skill="0")).success
    assert "Adequate, total 9 (d10 4; Dexterity +3; Stealth +2; total 9)" in last_line(uni)
    assert not res(roll(uni, "task", cid, "3", attribute="dex", skill="0")).success


def test_difficulty_the_gm_sets(uni: Services) -> None:
    """"La dificultad genérica para todas las tiradas es 9, salvo que el master indique otra.\""""
    cid = add(uni, "Dificultad", dex=3)
    assert field(uni, cid, "task", "difficulty").default == 9
    assert not res(roll(uni, "task", cid, "8", attribute="dex", difficulty=12)).success
    assert res(roll(uni, "task", cid, "9", attribute="dex", difficulty=12)).success


def test_modifiers_added(uni: Services) -> None:
    """"A eso hay que sumarle/restarle bonificadores/penalizadores por complicaciones ambientales, equipo
    adecuado usado, estres, etc...\""""
    cid = add(uni, "Modificado", dex=3)
    assert total(roll(uni, "task", cid, "5", attribute="dex", modifiers=-3)) == 5
    assert total(roll(uni, "task", cid, "5", attribute="dex", modifiers=2)) == 10


@pytest.mark.parametrize(("faces", "word"), [
    ("2", "Failure"), ("3", "Adequate"), ("4", "Adequate"), ("5", "Decent"), ("6", "Decent"), ("7", "Good"),
    ("8", "Good"), ("9", "Very good"), ("10 6", "Excellent"), ("10 9", "Excellent"), ("10 10 1", "Extraordinary"),
    ("10 10 5", "Extraordinary"), ("10 10 7", "Extraordinary"), ("10 10 8", "Mind-boggling"),
])
def test_success_levels(uni: Services, faces: str, word: str) -> None:
    """Resultados posibles: "Válido"(9-10), "Decente"(11-12), "Bueno"(13-14), "Muy bueno"(15-16),
    "Excelente"(17-20), "Extraordinario"(21-23), "Alucinante"(24 o mas) — the console's English words
    (README): Adequate, Decent, Good, Very good, Excellent, Extraordinary, Mind-boggling."""
    cid = add(uni, f"Nivel {faces}", dex=4, skills=[skill("Stealth", 2)])
    assert level_word(roll(uni, "task", cid, faces, attribute="dex", skill="0")) == word


@pytest.mark.parametrize(("faces", "word"), [
    ("3", "Válido"), ("5", "Decente"), ("7", "Bueno"), ("9", "Muy bueno"), ("10 6", "Excelente"),
    ("10 10 5", "Extraordinario"), ("10 10 8", "Alucinante"),
])
def test_success_words_in_spanish(uni: Services, faces: str, word: str) -> None:
    """"sera un éxito "Válido"(9-10), "Decente"(11-12), "Bueno"(13-14), "Muy bueno"(15-16), "Excelente"(17-20),
    "Extraordinario"(21-23), "Alucinante"(24 o mas)" — the log line as a Spanish console shows it."""
    cid = add(uni, f"Palabra {faces}", dex=4, skills=[skill("Stealth", 2)])
    roll(uni, "task", cid, faces, attribute="dex", skill="0")
    shown = render_event(uni.campaign.events()[-1], spanish())
    assert f": {word}, total " in shown, shown


@pytest.mark.parametrize(("level", "bonus"), [(1, 0), (3, 0), (4, 1), (5, 2), (6, 3), (7, 4)])
def test_damage_bonus_from_very_good(uni: Services, level: int, bonus: int) -> None:
    """"En Combate, el resultado implicará aumento de daño a partir de Muy Bueno, siendo un +1,+2,+3, +4... a
    la tirada antes de Multiplicar por el numero para el daño.\""""
    t = add(uni, f"Dañado {level}", str=4, con=4)
    assert uni.characters.damage(t, {"weapon": "d6×4", "success_level": level}, faces="2")
    assert state(uni, t)["life_points"] == 42 - (2 + bonus) * 4


def test_attack_offers_its_success_level(uni: Services) -> None:
    """"el resultado implicará aumento de daño a partir de Muy Bueno" — the hit's own level goes to the
    damage: a total of 15 (Muy bueno) adds +1 to the die."""
    a = add(uni, "Golpeador", str=3, dex=3, skills=[skill("Brawling", 3)])
    t = add(uni, "Golpeado", str=4, con=4)
    rolled = roll(uni, "attack", a, "9", opponent=t, attribute="dex", skill="0", weapon="unarmed", melee=True,
                  defence="none")
    request = res(rolled).damage[0].request
    assert request["success_level"] == 4
    assert uni.characters.damage(t, request, actor_id=a, faces="2")
    assert state(uni, t)["life_points"] == 42 - (2 + 1) * 3


# ---- 2. Pruebas y chequeos ---------------------------------------------------------------


def test_test_attribute_plus_skill(uni: Services) -> None:
    """2.1 "Una Prueba es aquella acción en la que influye una Habilidad y un Atributo. Se lanza un D10, y se
    suman ambas.\""""
    cid = add(uni, "Prueba", int=3, skills=[skill("Computers", 2)])
    assert total(roll(uni, "task", cid, "6", attribute="int", skill="0")) == 11


def test_simple_check_double(uni: Services) -> None:
    """2.2 "En lo sencillos se tira el dado y se suma el Doble del valor del Atributo.\""""
    cid = add(uni, "Sencillo", str=3)
    assert total(roll(uni, "task", cid, "5", attribute="str", check="simple")) == 5 + 6
    assert "Strength ×2 +6" in last_line(uni)


def test_difficult_check(uni: Services) -> None:
    """2.2 "En los complicados, se suma el Atributo sin modificar.\""""
    cid = add(uni, "Complicado", str=3)
    assert total(roll(uni, "task", cid, "5", attribute="str", check="difficult")) == 8


def test_unskilled_penalty_offered(uni: Services) -> None:
    """2.3 "se suma únicamente el Atributo y se aplica una Fuerte penalización adicional, que va desde el -2
    para cosas relativamente fáciles hasta -10 en cosas realmente complicadas.\""""
    cid = add(uni, "Novato", dex=3, skills=[skill("Stealth", 4)])
    spec = field(uni, cid, "task", "unskilled_penalty")
    assert (spec.minimum, spec.maximum) == (-10, -2)
    assert total(roll(uni, "task", cid, "8", attribute="dex", skill="0", check="unskilled",
                      unskilled_penalty=-2)) == 9
    assert total(roll(uni, "task", cid, "8", attribute="dex", check="unskilled", unskilled_penalty=-10)) == 1


def test_unskilled_capped_at_decent(uni: Services) -> None:
    """2.3 "Incluso aunque tenga exito no podra obtenerse un resultado mayor que Decente (11-12 de resultado
    final)\""""
    cid = add(uni, "Novato capaz", dex=6)
    rolled = roll(uni, "task", cid, "10 10 9", attribute="dex", check="unskilled", unskilled_penalty=-2)
    assert level_word(rolled) == "Decent"


# ---- 3. La regla del diez y la del uno ---------------------------------------------------


@pytest.mark.parametrize(("faces", "die"), [("10 6", 11), ("10 9", 14), ("10 5", 10), ("10 3", 10)])
def test_rule_of_ten_adds_roll_minus_5(uni: Services, faces: str, die: int) -> None:
    """"Cuando saques un diez, tira de nuevo el dado y resta 5 al resultado. Si el resultado es positivo,
    (sacando de 6 a 10) súmalo al 10.\""""
    cid = add(uni, f"Diez {faces}")
    assert total(roll(uni, "task", cid, faces, attribute="dex")) == die + 2


def test_rule_of_ten_example(uni: Services) -> None:
    """"Ejemplo: saco 10, repito y saco diez de nuevo, (mi resultado por ahora es 15). Tiro el dado y sale
    otro diez, (mi resultado por ahora es 20) y asi...\""""
    cid = add(uni, "Diez diez", dex=0)
    assert total(roll(uni, "task", cid, "10 10 1", attribute="dex")) == 15
    assert total(roll(uni, "task", cid, "10 10 10 1", attribute="dex")) == 20


@pytest.mark.parametrize(("faces", "die"), [
    ("1 7", 1), ("1 5", 1), ("1 4", -1), ("1 3", -2), ("1 2", -3), ("1 1 6", -5), ("1 1 4", -6),
    ("1 1 1 8", -10),
])
def test_rule_of_one(uni: Services, faces: str, die: int) -> None:
    """"Cuando saques un uno, tira de nuevo y resta 5. si el resultado es negativo (sacando 1 a 4), se
    reemplazan los valores a la inversa. Sacar en esta tirada un 4 equivaldría a sacar -1, un 3 a -2, un 2 a
    -3 y un 1 a -5, repitiendo la tirada ademas y volviendo a ver si aun es peor el resultado.\""""
    cid = add(uni, f"Uno {faces}", dex=3)
    assert total(roll(uni, "task", cid, faces, attribute="dex")) == die + 3


# ---- 4. Combate ----------------------------------------------------------------------------


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_initiative_d10_dex(fresh: Services) -> None:
    """"Iniciativa. Para obtener el orden de actuación, tiraremos 1D10 y le sumaremos Destreza. La mas alta
    gana y comienza a actuar,seguido del segundo, tercero,...\""""
    s = fresh
    ana = add(s, "Ana", dex=2)
    beto = add(s, "Beto", dex=4)
    zeta = add(s, "Zeta", "zombie", dex=1)
    assert s.initiative.start([ana, beto, zeta])
    assert s.initiative.roll("7 4 9")
    view = s.initiative.view()
    assert [(c.name, c.initiative) for c in view.combatants] == [("Zeta", 10), ("Ana", 9), ("Beto", 8)]
    assert "Ana: initiative 9 (d10 7 + Dexterity 2 = 9)" in last_line(s)


@pytest.mark.parametrize(("action", "penalty"), [(1, 0), (2, -2), (3, -4), (4, -6)])
def test_extra_actions_penalty(uni: Services, action: int, penalty: int) -> None:
    """"Cada personaje puede realizar una acción por turno sin penalizacion. Se pueden hacer acciones
    adicionales, añadiendo un penalizador -2 a la segunda acción, la tercera un -4 y así sucesivamente.\""""
    cid = add(uni, f"Acciones {action}", dex=3)
    assert total(roll(uni, "task", cid, "6", attribute="dex", action=action)) == 9 + penalty


def test_melee_free_attack_and_defence(uni: Services) -> None:
    """"En combate cuerpo se puede realizar una acción de ataque y otra de defensa por Turno sin
    penalización. Cualquier acción posterior a esas sufriría la regla del -2 acumulativo.\""""
    a = add(uni, "Luchador", dex=3, skills=[skill("Brawling", 2)])
    t = add(uni, "Saco", dex=0)

    def attack(action: int, defences: int) -> int:
        return total(roll(uni, "attack", a, "4", opponent=t, attribute="dex", skill="0", weapon="unarmed",
                          melee=True, defence="none", action=action, defences_before=defences))

    assert attack(2, 1) == 9  # the first attack after the first defence: both free
    assert attack(3, 1) == 7  # a second attack: −2
    assert attack(4, 1) == 5  # a third: −4
    assert attack(2, 0) == 7  # two attacks and no defence: the second is −2


def test_melee_attack_skill_dex(uni: Services) -> None:
    """4.1.1 "Conseguir impactar al enemigo es una Prueba: se usa la habilidad mas apropiada (Pelea, Artes
    Marciales, Armas cuerpo a cuerpo) + Destreza.\""""
    a = add(uni, "Espadachin", dex=3, str=2, skills=[skill("Hand Weapon", 3, type_="Sword")],
            weapons=[weapon("Sword", "d8×STR", "slashing")])
    t = add(uni, "Blanco espada")
    rolled = roll(uni, "attack", a, "4", opponent=t, attribute="dex", skill="0", weapon="0", melee=True,
                  defence="none")
    assert total(rolled) == 10


def test_parry_weapon_skill_dex(uni: Services) -> None:
    """"Si el enemigo porta un arma cuerpo a cuerpo ... puede intentar parar el ataque, tiraría su propia
    habilidad y Destreza.\""""
    a = add(uni, "Atacante parada", dex=3, skills=[skill("Brawling", 2)])
    d = add(uni, "Parador", dex=2, skills=[skill("Hand Weapon", 3, type_="Knife")],
            weapons=[weapon("Knife", "d4×STR", "slashing")])
    rolled = roll(uni, "attack", a, "4 5", opponent=d, attribute="dex", skill="0", weapon="unarmed", melee=True,
                  defence="parry")
    assert res(rolled).result.args["defence"] == 5 + 2 + 3
    assert not res(rolled).success


def test_parry_martial_arts(uni: Services) -> None:
    """"o tiene Artes Marciales puede intentar parar el ataque, tiraría su propia habilidad y Destreza.\""""
    a = add(uni, "Atacante MA", dex=3, skills=[skill("Brawling", 2)])
    d = add(uni, "Maestro", dex=2, skills=[skill("Martial Arts", 2, True)])
    rolled = roll(uni, "attack", a, "4 5", opponent=d, attribute="dex", skill="0", weapon="unarmed", melee=True,
                  defence="parry_martial")
    assert res(rolled).result.args["defence"] == 5 + 2 + 2


def test_dodge_with_and_without_skill(uni: Services) -> None:
    """4.1.2 "Se puede Esquivar el ataque. Usaria su Destreza y la Habilidad [Esquivar] o tendría que realizar
    un Chequeo Complicado de Destreza si no tiene la habilidad Esquivar.\""""
    a = add(uni, "Atacante esquiva", dex=3, skills=[skill("Brawling", 2)])
    d = add(uni, "Esquivador", dex=2, skills=[skill("Dodge", 3)])
    n = add(uni, "Sin esquivar", dex=2)
    with_skill = roll(uni, "attack", a, "4 5", opponent=d, attribute="dex", skill="0", weapon="unarmed",
                      melee=True, defence="dodge")
    assert res(with_skill).result.args["defence"] == 10
    without = roll(uni, "attack", a, "4 5", opponent=n, attribute="dex", skill="0", weapon="unarmed",
                   melee=True, defence="dodge")
    assert res(without).result.args["defence"] == 7


def test_melee_tie_goes_to_defender(uni: Services) -> None:
    """"El ataque y la defensa son unas pruebas Resistidas. Si el atacante consigue un resultado mas alto que
    el defensor, le alcanza. Si empata o gana el defensor este ultimo evita al atacante o le para.\""""
    a = add(uni, "Atacante empate", dex=3, skills=[skill("Brawling", 2)])
    d = add(uni, "Defensor empate", dex=2, skills=[skill("Dodge", 2)])
    tie = roll(uni, "attack", a, "4 5", opponent=d, attribute="dex", skill="0", weapon="unarmed", melee=True,
               defence="dodge")
    assert total(tie) == 9 and res(tie).result.args["defence"] == 9
    assert not res(tie).success
    higher = roll(uni, "attack", a, "5 5", opponent=d, attribute="dex", skill="0", weapon="unarmed", melee=True,
                  defence="dodge")
    assert res(higher).success


# ---- 4.2 A distancia -----------------------------------------------------------------------


def test_ranged_skill_dex(uni: Services) -> None:
    """4.2.1 "El atacante usaría la habilidad de combate a distancia apropiada +Destreza.\""""
    g = gunner(uni, "Tirador")
    t = add(uni, "Diana")
    assert total(shoot(uni, g, t, "4", gun="2")) == 10
    assert "d10 4; Dexterity +3; Guns +3; total 10" in last_line(uni)


def test_aiming(uni: Services) -> None:
    """4.2.1.1 "Apuntar requiere una Prueba de Percepcion y la Habilidad del Arma del personaje; cada nivel
    de éxito suma un +1 a su intento de acertar.\""""
    g = gunner(uni, "Apuntador")
    t = add(uni, "Apuntado")
    aim = roll(uni, "aim", g, "7", skill="0")
    assert total(aim) == 12 and level_word(aim) == "Decent"
    assert total(shoot(uni, g, t, "4", gun="2")) == 10 + 2


def test_telescopic_sight(uni: Services) -> None:
    """"Miras telescopicas. Una mira telescopica suma de +2 a +5 a las pruebas de Apuntar.\""""
    g = gunner(uni, "Francotirador")
    spec = field(uni, g, "aim", "scope")
    assert (spec.minimum, spec.maximum) == (0, 5)
    assert total(roll(uni, "aim", g, "4", skill="0", scope=3)) == 4 + 2 + 3 + 3


@pytest.mark.parametrize(("range_", "modifier", "multiplier"), [
    ("point_blank", 1, 1), ("short", 0, 0), ("medium", -1, 0), ("long", -3, -1), ("extreme", -6, -2),
])
def test_range_modifiers(uni: Services, range_: str, modifier: int, multiplier: int) -> None:
    """4.2.1.2 "A Bocajarro. +1 a pruebas de impactar y suma uno al Multiplicador de Daño / Alcance Corto. Sin
    Modificador / Alcance Medio. -1 / Alcance Largo. -3 ... reduce el multiplicador de daño en 1 / Alcance
    Extremo. -6 ... reduce el multiplicador de daño en 2.\""""
    g = gunner(uni, f"Alcance {range_}")
    t = add(uni, f"Blanco {range_}")
    mod = preset(field(uni, g, "attack", "range_modifier"), range_)
    mult = preset(field(uni, g, "attack", "range_multiplier"), range_)
    assert (mod, mult) == (modifier, multiplier)
    rolled = shoot(uni, g, t, "5", gun="2", range=range_, range_modifier=mod, range_multiplier=mult)
    assert total(rolled) == 11 + modifier
    if res(rolled).damage:
        assert res(rolled).damage[0].request["range_multiplier"] == multiplier


@pytest.mark.parametrize(("range_", "change"), [("point_blank", 1), ("long", -1), ("extreme", -2)])
def test_range_multiplier_damage(uni: Services, range_: str, change: int) -> None:
    """"A Bocajarro ... suma uno al Multiplicador de Daño" / "Alcance Largo ... reduce el multiplicador de
    daño en 1" — a pistol's d6×4 bullet (×2 after armor, none here): a 3 at point blank is 3×5×2 = 30,
    at long range 3×3×2 = 18, at extreme range 3×2×2 = 12."""
    t = add(uni, f"Multiplicado {range_}", str=6, con=6)
    assert uni.characters.damage(t, {"weapon": "d6×4", "damage_type": "bullet", "range": range_,
                                     "range_multiplier": change}, faces="3")
    assert state(uni, t)["life_points"] == 58 - (3 * (4 + change)) * 2


@pytest.mark.parametrize(("light", "modifier"), [("normal", 0), ("poor", -1), ("very_poor", -4)])
def test_light_modifiers(uni: Services, light: str, modifier: int) -> None:
    """"Mala iluminacion (callejon oscuro, velas, luz de luna). -1 a todas las pruebas de impactar. (tambien
    al cuerpo a cuerpo) / Pesima iluminacion (noche sin luna). -4 ... (tambien al cuerpo a cuerpo)\""""
    g = gunner(uni, f"Luz {light}", skills=[skill("Guns", 3, type_="Rifle"), skill("Brawling", 3)])
    t = add(uni, f"Blanco luz {light}")
    mod = preset(field(uni, g, "attack", "light_modifier"), light)
    assert mod == modifier
    assert total(shoot(uni, g, t, "5", gun="2", light=light, light_modifier=mod)) == 11 + modifier
    punch = roll(uni, "attack", g, "5", opponent=t, attribute="dex", skill="1", weapon="unarmed", melee=True,
                 defence="none", light=light, light_modifier=mod)
    assert total(punch) == 11 + modifier


def test_darkness(uni: Services) -> None:
    """"Oscuridad absoluta. Tira 1D10 sin modificador. Solo una tirada natural de 9 o 10 impacta al objetivo.
    Si un personaje hace una Prueba Dificil de Percepcion puede sumar cada nivel de exito a la tirada de
    1D10.\""""
    g = gunner(uni, "A oscuras")
    t = add(uni, "En la oscuridad")
    assert not res(shoot(uni, g, t, "8", gun="2", light="darkness")).success
    assert res(shoot(uni, g, t, "9", gun="2", light="darkness")).success
    assert "(d10 9 = 9)" in last_line(uni)
    assert res(shoot(uni, g, t, "7", gun="2", light="darkness", darkness_levels=2)).success


def test_consecutive_shots(uni: Services) -> None:
    """"Disparos multiples. -1 por cada disparo consecutivo o -2 si el arma tiene mucho retroceso" /
    "Cada disparo consecutivo sufre un -1 acumulativo . Si la pistola tiene un fuerte retroceso, como una
    Magnum .44, la penalizacion es de -2.\""""
    g = gunner(uni, "Semiautomatico")
    t = add(uni, "Blanco semi")
    assert total(shoot(uni, g, t, "5", gun="2", shot_number=1)) == 11
    assert total(shoot(uni, g, t, "5", gun="2", shot_number=2)) == 10
    assert total(shoot(uni, g, t, "5", gun="2", shot_number=3)) == 9
    assert total(shoot(uni, g, t, "5", gun="1", shot_number=2)) == 9
    assert total(shoot(uni, g, t, "5", gun="1", shot_number=3)) == 7


def test_burst_example(uni: Services) -> None:
    """"un atacante que dispare una ráfaga de tres balas y consiga dos Niveles de éxito impactara con dos
    balas, y cada una infligirá daño por separado." / "Una ráfaga se dispara sin ninguna penalizacion.\""""
    g = gunner(uni, "Rafaga")
    t = add(uni, "Blanco rafaga", str=6, con=6)
    rolled = shoot(uni, g, t, "5", fire="burst", burst_size=3)
    assert total(rolled) == 11
    assert res(rolled).result.args["hits"] == 2
    assert len(res(rolled).damage) == 2
    assert "Assault rifle: 60 → 57 rounds" in last_line(uni)
    for offer, face in zip(res(rolled).damage, ("3", "5"), strict=True):
        assert uni.characters.damage(t, offer.request, actor_id=g, faces=face)
    assert state(uni, t)["life_points"] == 58 - (3 * 5 * 2) - (5 * 5 * 2)


def test_burst_capped(uni: Services) -> None:
    """"Cada Nivel de éxito en la Prueba significa que el atacante consigue un impacto, con el numero de balas
    disparadas en la ráfaga como máximo.\""""
    g = gunner(uni, "Rafaga corta")
    t = add(uni, "Blanco corta")
    rolled = shoot(uni, g, t, "10 9", fire="burst", burst_size=2)
    assert res(rolled).result.args["hits"] == 2


def test_consecutive_bursts(uni: Services) -> None:
    """"Si se disparan varias rafagas, cada ráfaga consecutiva sufrira una penalizacion de -3 acumulativa.\""""
    g = gunner(uni, "Rafagas")
    t = add(uni, "Blanco rafagas")
    assert total(shoot(uni, g, t, "7", fire="burst", burst_number=1)) == 13
    assert total(shoot(uni, g, t, "7", fire="burst", burst_number=2)) == 10
    assert total(shoot(uni, g, t, "7", fire="burst", burst_number=3)) == 7


def test_rock_and_roll(uni: Services) -> None:
    """"Cada conjunto de diez disparos cuenta como "un grupo"; haz una Prueba de Impactar por cada grupo. Cada
    Nivel de Exito significa que una bala impacta. Cada grupo de disparos despues del primero sufre un -4
    acumulativo.\""""
    g = gunner(uni, "Rock")
    t = add(uni, "Blanco rock")
    rolled = shoot(uni, g, t, "9 9 9", fire="rock_and_roll", rounds=30)
    # 15 (4 levels), 15 − 4 = 11 (2 levels), 15 − 8 = 7 (miss)
    assert res(rolled).result.args["hits"] == 6
    assert "further groups −4" in last_line(uni) and "further groups −8" in last_line(uni)
    assert "Assault rifle: 60 → 30 rounds" in last_line(uni)


def test_dodging_a_shot(uni: Services) -> None:
    """4.2.2 "Esquivar disparos: esto requiere Destreza y Esquivar. Si la tirada es superior a la del
    atacante se habrá puesto a cubierto ... pero perderá todas sus acciones en ese turno\""""
    g = gunner(uni, "Tirador esquiva")
    d = add(uni, "Cuerpo a tierra", dex=3, skills=[skill("Dodge", 3)])
    dodged = shoot(uni, g, d, "5 6", gun="2", defence="dodge")
    assert total(dodged) == 11 and res(dodged).result.args["defence"] == 12
    assert not res(dodged).success
    assert "hit the dirt to dodge the shot: no other action this turn" in last_line(uni)


def test_dodging_a_shot_tie_hits(uni: Services) -> None:
    """4.2.2 "Si la tirada es superior a la del atacante" — a tie does not dodge the shot."""
    g = gunner(uni, "Tirador empate")
    d = add(uni, "Empate disparo", dex=2, skills=[skill("Dodge", 2)])
    tie = shoot(uni, g, d, "3 5", gun="2", defence="dodge")
    assert total(tie) == 9 and res(tie).result.args["defence"] == 9
    assert res(tie).success


def test_no_dodge_the_gms_call(uni: Services) -> None:
    """"Esquivar un disparo no es posible si el disparo es por sorpresa o no hay coberturas disponibles." — the
    GM picks "no defence"."""
    g = gunner(uni, "Sorpresa")
    d = add(uni, "Sorprendido", dex=3, skills=[skill("Dodge", 3)])
    assert "none" in [c.value for c in field(uni, g, "attack", "defence").choices]
    assert res(shoot(uni, g, d, "3", gun="2", defence="none")).success


# ---- 4.3 - 4.5 Daño, partes del cuerpo, blindaje -------------------------------------------


def test_damage_die_times_number(uni: Services) -> None:
    """4.3 "La mayoría de formas de daño de este sistema se determinan tirando un dado y multiplicando el
    resultado por un numero.\""""
    t = add(uni, "Multiplicado", str=4, con=4)
    assert uni.characters.damage(t, {"weapon": "d8×3"}, faces="5")
    assert state(uni, t)["life_points"] == 42 - 15
    assert "= 15" in last_line(uni)


@pytest.mark.parametrize(("location", "penalty"), [
    ("head", -4), ("neck", -5), ("left_arm", -2), ("right_leg", -2), ("left_hand", -4), ("right_foot", -4),
    ("vitals", -2),
])
def test_location_penalty(uni: Services, location: str, penalty: int) -> None:
    """4.4 "Cabeza: -4 a Impactar ... Cuello/garganta: -5 ... Brazos y piernas: -2 ... Mano/ Muñeca / Pie /
    Tobillo: -4 ... Puntos vitales ...: -2 a Impactar.\""""
    g = gunner(uni, f"Apunta {location}")
    t = add(uni, f"Parte {location}")
    value = preset(field(uni, g, "attack", "called_penalty"), location, True)
    assert value == penalty
    rolled = shoot(uni, g, t, "5", gun="2", location=location, called_shot=True, called_penalty=value)
    assert total(rolled) == 11 + penalty


@pytest.mark.parametrize(("damage_type", "location", "multiplier"), [
    ("bludgeoning", "head", 2), ("slashing", "head", 3), ("ap_bullet", "head", 3), ("bullet", "head", 4),
    ("bludgeoning", "neck", 2), ("slashing", "neck", 4), ("ap_bullet", "neck", 2), ("bullet", "neck", 3),
    ("bludgeoning", "vitals", 2), ("slashing", "vitals", 3), ("ap_bullet", "vitals", 2), ("bullet", "vitals", 3),
])
def test_location_multiplier(uni: Services, damage_type: str, location: str, multiplier: int) -> None:
    """4.4 "Cabeza ... El daño contundente se duplica; el daño cortante/perforante se triplica. El daño por
    bala se modifica en dos niveles (las balas antiblindaje triplican su daño, las balas normales
    cuadriplican su daño...) / Cuello ... contundente se duplica; ... cortante o perforante se cuadriplica
    ... bala se modifica en un nivel (las balas antiblindaje duplican su daño,etc...) / Puntos vitales ...
    Se duplica el daño contundente; el daño cortante o penetrante se triplica. El daño por Bala se modifica
    en un nivel\""""
    t = add(uni, f"Multi {damage_type} {location}", str=10, con=10)
    form = uni.ruleset.damage_rules().damage_form(sheet(uni, t), state(uni, t))
    spec = next(f for f in form if f.key == "multiplier")
    assert preset(spec, damage_type, location) == multiplier
    assert uni.characters.damage(
        t, {"weapon": "d6×2", "damage_type": damage_type, "location": location, "multiplier": multiplier}, faces="3"
    )
    assert state(uni, t)["life_points"] == 90 - 6 * multiplier


def test_limb_disabled_excess_lost(uni: Services) -> None:
    """4.4 "Brazos y piernas: ... El daño que supere los puntos de vida/3 inutiliza la extremidad. El daño extra
    se pierde.\""""
    t = add(uni, "Brazo", str=3, con=2)
    assert uni.characters.damage(t, {"amount": 15, "location": "left_arm"})
    assert state(uni, t)["life_points"] == 20
    assert state(uni, t)["disabled"] == ["left_arm"]
    assert "Left arm disabled" in last_line(uni)
    u = add(uni, "Brazo sano", str=3, con=2)
    assert uni.characters.damage(u, {"amount": 10, "location": "left_arm"})
    assert state(uni, u)["life_points"] == 20 and state(uni, u)["disabled"] == []


def test_hand_disabled_excess_lost(uni: Services) -> None:
    """4.4 "Mano/ Muñeca / Pie / Tobillo: ... El daño que supere los puntos de vida /4 inutiliza la extremidad.
    El daño extra se pierde.\""""
    t = add(uni, "Mano", str=3, con=3)
    assert uni.characters.damage(t, {"amount": 20, "location": "right_foot"})
    assert state(uni, t)["life_points"] == 34 - 8
    assert state(uni, t)["disabled"] == ["right_foot"]


def test_armor_stops_all(uni: Services) -> None:
    """4.5 "haz la tirada, aplica el Multiplicador y suma el valor fijo. Si el Blindaje es mayor o igual que el
    daño, el personaje no sufre daño alguno.\""""
    t = add(uni, "Blindado", str=3, con=2, armor=[{"name": "Vest", "value": 12, "covers": "torso"}])
    assert uni.characters.damage(t, {"weapon": "d6×4"}, faces="3")
    assert state(uni, t)["life_points"] == 30
    assert uni.characters.damage(t, {"weapon": "d6×4"}, faces="4")
    assert state(uni, t)["life_points"] == 30 - 4


# ---- 4.6 Heridas ---------------------------------------------------------------------------


@pytest.mark.parametrize(("lp", "penalty"), [(5, 0), (4, -1), (3, -2), (2, -3), (1, -4)])
def test_badly_wounded_penalty(uni: Services, lp: int, penalty: int) -> None:
    """4.6 "Un Personaje que vea sus puntos de vida por debajo de 5 estará gravemente herido. Las Acciones
    reciben penalizaciones de entre -1 y -5." (README: −1..−5.)"""
    t = add(uni, f"Herido {lp}", str=3, con=2, dex=2)
    assert uni.characters.damage(t, {"amount": 30 - lp})
    assert total(roll(uni, "task", t, "5", attribute="dex")) == 7 + penalty


def test_check_to_stay_up(uni: Services) -> None:
    """4.6.1 "Con 0 puntos o menos, el personaje estará aturdido ... necesitando un Chequeo de Voluntad y
    Constitución para volver a ponerse en pie y no desmayarse. Este Chequeo estará penalizado por la
    cantidad de Puntos de Vida por debajo de 0.\""""
    t = add(uni, "Aturdido", str=3, con=2, wil=3)
    assert uni.characters.damage(t, {"amount": 36})
    assert due(uni, t) == ["stand"]
    assert conditions(uni, t)["check_stand"] == "−6"
    assert uni.characters.roll_check(t, "stand")
    assert "+ WIL 3 + CON 2 − 6)" in last_line(uni)


def test_survival_check_at_minus_10(uni: Services) -> None:
    """4.6.2 "Cuando un personaje ve como sus puntos de vida quedan reducidos a -10, la muerte puede ocurrir
    ... Chequeo de Supervivencia ... Voluntad y Constitución, con un -1 por cada 10 Puntos de Vida por
    debajo de 0 (redondeando a la baja)\""""
    t = add(uni, "Moribundo", str=3, con=2, wil=3)
    assert uni.characters.damage(t, {"amount": 51})
    assert due(uni, t) == ["survival"]
    rolled = roll(uni, "check:survival", t, "8")
    assert total(rolled) == 8 + 3 + 2 - 2
    assert not state(uni, t)["dead"]
    u = add(uni, "Casi", str=3, con=2, wil=3)
    assert uni.characters.damage(u, {"amount": 39})
    assert "survival" not in due(uni, u)
    assert uni.characters.damage(u, {"amount": 1})
    assert state(uni, u)["life_points"] == -10 and "survival" in due(uni, u)
    assert total(roll(uni, "check:survival", u, "8")) == 8 + 3 + 2 - 1


def test_survival_every_minute(uni: Services) -> None:
    """4.6.2 "Cada minuto que pase posterior sin recibir ayuda medica requerira un nuevo Chequeo de
    Supervivencia con un penalizador de -1." (README: death from a failed Survival check.)"""
    t = add(uni, "Desangrandose", str=3, con=2, wil=3)
    assert uni.characters.damage(t, {"amount": 51})
    roll(uni, "check:survival", t, "8")
    if due(uni, t):
        assert uni.characters.roll_check(t, due(uni, t)[0])
    assert uni.game_time.pass_time(1)
    assert "survival" in due(uni, t)
    rolled = roll(uni, "check:survival", t, "7")
    assert total(rolled) == 7 + 3 + 2 - 3
    assert not state(uni, t)["dead"]
    assert uni.game_time.pass_time(1)
    rolled = roll(uni, "check:survival", t, "7")
    assert total(rolled) == 7 + 3 + 2 - 4
    assert state(uni, t)["dead"]


def test_consciousness_check(uni: Services) -> None:
    """4.6.2 "Si el personaje sobrevive al Chequeo, aun debe comprobar si permanece consciente. Los Chequeos de
    Consciencia se hacen exactamente igual que los de Supervivencia, excepto que el modificador es igual a la
    cantidad de puntos negativos que se tengan.\""""
    t = add(uni, "Consciente", str=3, con=2, wil=3)
    assert uni.characters.damage(t, {"amount": 51})
    roll(uni, "check:survival", t, "8")
    assert due(uni, t) == ["consciousness"]
    assert uni.characters.roll_check(t, "consciousness")
    assert "+ WIL 3 + CON 2 − 21)" in last_line(uni)


# ---- 4.7 Recuperación ----------------------------------------------------------------------


def _dead(s: Services, name: str, con: int = 2) -> int:
    t = add(s, name, str=3, con=con, wil=3)
    assert s.characters.damage(t, {"amount": (3 + con) * 4 + 10 + 21})
    roll(s, "check:survival", t, "1 7")
    assert state(s, t)["dead"]
    return t


def test_revival_check(uni: Services) -> None:
    """4.7.1 "El doctor al mando realiza una Prueba de Medicina. Cada Nivel de Exito otorga al paciente un +1 de
    bonificacion ... soporte vital del hospital añaden un +3 al Chequeo. ... un nuevo Chequeo de
    Supervivencia, con un -5 por cada 5 puntos que este por debajo de 0, mas todas las bonificaciones\""""
    t = _dead(uni, "Revivido")
    rolled = roll(uni, "revival", t, "9", doctor_levels=2, hospital=True, life_support=3)
    assert total(rolled) == 9 + 3 + 2 - 20 + 2 + 3
    assert "modifiers −15" in last_line(uni)


def test_revival_window(uni: Services) -> None:
    """4.7.1 "El personaje que falle un Chequeo de Supervivencia puede regresar a la vida si consigue ayuda
    médica importante ... en un plazo de Constitución x 2 minutos. Si hay disponible algún enfermero, la
    duracion se puede extender durante un minuto mas por cada Nivel de Exito\""""
    t = _dead(uni, "Plazo", con=2)
    assert uni.game_time.pass_time(4)
    assert roll(uni, "revival", t, "9", hospital=True, life_support=3)
    u = _dead(uni, "Tarde", con=2)
    assert uni.game_time.pass_time(5)
    assert not _revivable(uni, u, 0)
    assert _revivable(uni, u, 1)


def _revivable(s: Services, cid: int, nurse: int) -> bool:
    return refusal(s, "revival", cid, "9", nurse_levels=nurse) == ""


def test_first_aid(uni: Services) -> None:
    """4.7.2 "Una Prueba de Primeros Auxilios e Inteligencia recupera 1 Punto de Vida por Nivel de éxito
    conseguido.\""""
    h = add(uni, "Enfermera", int=3, skills=[skill("First Aid", 2)])
    p = add(uni, "Paciente", str=3, con=2)
    assert uni.characters.damage(p, {"amount": 15})
    roll(uni, "first_aid", h, "8", opponent=p, skill="0")
    assert state(uni, p)["life_points"] == 15 + 3
    assert "3 Life Points (Good, total 13)" in last_line(uni) and "15 → 18" in last_line(uni)


def test_first_aid_self(uni: Services) -> None:
    """4.7.2 "Es posible que el herido utilice sus propios Primeros Auxilios, pero sufrira un -2.\""""
    p = add(uni, "Autocura", int=3, str=3, con=2, skills=[skill("First Aid", 2)])
    assert uni.characters.damage(p, {"amount": 15})
    rolled = roll(uni, "first_aid_self", p, "8", skill="0")
    assert total(rolled) == 11
    assert state(uni, p)["life_points"] == 15 + 2


def test_first_aid_one_roll_a_wound(uni: Services) -> None:
    """4.7.2 "Se permite una Tirada por herida sufrida. Esto requiere que los jugadores lleven la cuenta ...
    de cuantas heridas han sufrido sus personajes.\""""
    h = add(uni, "Medico", int=3, skills=[skill("First Aid", 2)])
    p = add(uni, "Dos heridas", str=3, con=2)
    assert uni.characters.damage(p, {"amount": 5})
    assert uni.characters.damage(p, {"amount": 5})
    assert state(uni, p)["wounds_untreated"] == 2
    roll(uni, "first_aid", h, "4", opponent=p, skill="0")
    roll(uni, "first_aid", h, "4", opponent=p, skill="0")
    assert state(uni, p)["life_points"] == 22
    assert "one roll a wound" in refusal(uni, "first_aid", h, "4", opponent=p, skill="0")


def test_rest_under_care_below_zero(uni: Services) -> None:
    """4.7.2 "El personaje recupera 1 Punto de Vida por Nivel de Constitucion por cada dia de descanso bajo
    cuidados medicos hasta llegar a los 0 puntos o mas.\""""
    p = add(uni, "Convaleciente", str=3, con=3)
    assert uni.characters.damage(p, {"amount": 34 + 9})
    assert uni.characters.heal(p, {"kind": "rest_care", "amount": 2, "pool": "life_points"})
    assert state(uni, p)["life_points"] == -9 + 6


def test_rest_under_care_above_zero(uni: Services) -> None:
    """4.7.2 "hasta llegar a los 0 puntos o mas. A partir de ahi, recupera 2 puntos de Vida fijos cada dia.\""""
    p = add(uni, "Reposo", str=3, con=3)
    assert uni.characters.damage(p, {"amount": 14})
    assert uni.characters.heal(p, {"kind": "rest_care", "amount": 2, "pool": "life_points"})
    assert state(uni, p)["life_points"] == 20 + 4


def test_recovery_without_care(uni: Services) -> None:
    """4.7.2 "Sin los cuidados medicos adecuados, un personaje herido por debajo de los 0 puntos de vida ...
    debe superar un Chequeo de Supervivencia todos los dias recuperando 1 Punto de Vida por Nivel de Exito
    (hasta un maximo de 1 punto de Vida por nivel de Constitucion). Si falla, ¡Pierde 1 punto de Vida!\""""
    p = add(uni, "Sin cuidados", str=3, con=2, wil=3)
    assert uni.characters.damage(p, {"amount": 35})
    assert "rest_no_care" in [c.value for c in uni.ruleset.damage_rules().heal_fields(sheet(uni, p))[0].choices]
    assert uni.characters.heal(p, {"kind": "rest_no_care", "amount": 1, "pool": "life_points"}, faces="9")
    # 9 + 3 + 2 = 14: Good, 3 levels, at most CON 2
    assert state(uni, p)["life_points"] == -5 + 2
    assert uni.characters.heal(p, {"kind": "rest_no_care", "amount": 1, "pool": "life_points"}, faces="2")
    assert state(uni, p)["life_points"] == -3 - 1


# ---- 4.8 Resistencia -----------------------------------------------------------------------


def test_endurance_hard_work(uni: Services) -> None:
    """4.8 "El trabajo duro ... cuesta 1 Punto de Resistencia cada diez minutos.\""""
    cid = add(uni, "Trabajador", str=3, con=2, wil=3)
    roll(uni, "endurance_loss", cid, "", activity="hard_work", duration=30)
    assert state(uni, cid)["endurance"] == 29 - 3
    assert "29 → 26" in last_line(uni)


def test_endurance_very_hard_work(uni: Services) -> None:
    """4.8 "Las tareas realmente duras ... cuestan 1D4 Puntos de Resistencia por minuto.\""""
    cid = add(uni, "Cargador", str=3, con=2, wil=3)
    roll(uni, "endurance_loss", cid, "3 2", activity="very_hard_work", duration=2)
    assert state(uni, cid)["endurance"] == 29 - 5


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_frantic_combat(fresh: Services) -> None:
    """4.8 "Los estallidos de actividad frenética, como un combate muy intenso, queman Resistencia a un ritmo
    mayor, consumiendo 1D4 puntos por Turno.\""""
    s = fresh
    a = add(s, "Frenetico", str=3, con=2, wil=3)
    assert s.ruleset.options["frantic_combat"] is True
    assert s.initiative.start([a])
    assert s.initiative.roll("5")
    assert not s.initiative.round_end_rolls()  # "un combate muy intenso": the GM's call, not every fight
    assert s.initiative.declare_fight("frantic", True)
    assert s.initiative.round_end_rolls()
    assert s.initiative.next_turn("3")
    assert state(s, a)["endurance"] == 29 - 3
    assert any("29 → 26" in line for line in lines(s))


def test_endurance_sleep_lost(uni: Services) -> None:
    """4.8 "Los personajes deben dormir al menos durante siete horas en cada periodo de 24 horas. Cualquier
    cantidad por debajo les hará perder 1 Punto de Resistencia por hora de sueño perdida.\""""
    cid = add(uni, "Insomne", str=3, con=2, wil=3)
    roll(uni, "endurance_loss", cid, "", activity="sleep_lost", duration=3)
    assert state(uni, cid)["endurance"] == 29 - 3


def test_endurance_5_or_less(uni: Services) -> None:
    """4.8 "Con 5 Puntos de Resistencia o menos, el personaje se siente aturdido y mareado, y todas sus acciones
    sufren una penalización de -2.\""""
    cid = add(uni, "Agotado", str=3, con=2, wil=3, dex=3)
    assert uni.characters.damage(cid, {"amount": 23, "pool": "endurance"})
    assert total(roll(uni, "task", cid, "5", attribute="dex")) == 8
    other = add(uni, "Casi agotado", str=3, con=2, wil=3, dex=3)
    assert uni.characters.damage(other, {"amount": 24, "pool": "endurance"})
    assert total(roll(uni, "task", other, "5", attribute="dex")) == 6


def test_endurance_check_below_zero(uni: Services) -> None:
    """4.8 "Si la Resistencia ... reducida ... a 0 o menos ... Chequeo de Supervivencia para seguir de pie, con
    un -1 por cada 5 puntos por debajo de 0 (redondeando a la alta). Este Chequeo se repite cada Turno\""""
    cid = add(uni, "Exhausto", str=3, con=2, wil=3)
    assert uni.characters.damage(cid, {"amount": 29 + 6, "pool": "endurance"})
    assert "endurance" in due(uni, cid)
    rolled = roll(uni, "check:endurance", cid, "8")
    assert total(rolled) == 8 + 3 + 2 - 2 - 2  # −1 per 5 below 0 (rounded up), and the dazed −2


def test_endurance_check_at_zero(uni: Services) -> None:
    """4.8 "a 0 o menos" — at exactly 0 the check is due with no penalty of its own; the dazed −2 of
    Endurance 5 or less ("todas sus acciones", README: "−2 to everything") still counts."""
    cid = add(uni, "Cero", str=3, con=2, wil=3)
    assert uni.characters.damage(cid, {"amount": 29, "pool": "endurance"})
    assert "endurance" in due(uni, cid)
    assert total(roll(uni, "check:endurance", cid, "4")) == 4 + 3 + 2 - 2


def test_endurance_sleep_and_rest(uni: Services) -> None:
    """4.8 "Los personajes recuperan 1 Punto de Resistencia por Nivel de Constitución por cada media hora de
    sueño, o esa misma cantidad por hora de descanso.\""""
    cid = add(uni, "Dormilon", str=3, con=3, wil=3)
    assert uni.characters.damage(cid, {"amount": 20, "pool": "endurance"})
    assert uni.characters.heal(cid, {"kind": "sleep", "amount": 2, "pool": "endurance"})
    assert state(uni, cid)["endurance"] == 32 - 20 + 6
    assert uni.characters.heal(cid, {"kind": "rest", "amount": 2, "pool": "endurance"})
    assert state(uni, cid)["endurance"] == 32 - 20 + 12


def test_sleep_debt_only_by_sleeping(uni: Services) -> None:
    """4.8 "Los Puntos de Resistencia perdidos por falta de sueño solo pueden recuperarse durmiendo.\""""
    cid = add(uni, "Trasnochador", str=3, con=3, wil=3)
    roll(uni, "endurance_loss", cid, "", activity="sleep_lost", duration=4)
    assert state(uni, cid)["endurance"] == 28
    uni.characters.heal(cid, {"kind": "rest", "amount": 2, "pool": "endurance"})
    assert state(uni, cid)["endurance"] == 28
    assert uni.characters.heal(cid, {"kind": "sleep", "amount": 1, "pool": "endurance"})
    assert state(uni, cid)["endurance"] == 31


# ---- 5. Carga ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("load", "speed", "minutes"),
    [
        ("light", 1.5, 10),
        ("medium", 3, 5),
        ("heavy", 4.5, 2),
        ("very_heavy", 5, 1),
    ],
)
def test_load_levels(uni: Services, load: str, speed: float, minutes: int) -> None:
    """5. "Un personaje puede llevar la mitad de su capacidad máxima de carga sin penalizacion. ... hasta el 125%
    ... -1,5 a su Velocidad ... 1D4 Puntos de Resistencia cada 10 minutos. La carga media ... -3 al
    movimiento y cuesta 1D4 ... cada 5 minutos. La carga pesada ... -4.5 ... cada dos minutos. La Carga
    superpesada ... -5 ... cada minuto.\""""
    cid = add(uni, f"Carga {load}", dex=3, con=2)
    assert "load" not in conditions(uni, cid)
    roll(uni, "load", cid, "", load=load)
    shown = next(c for c in uni.ruleset.conditions(sheet(uni, cid), state(uni, cid)) if c.key == "load")
    before, after = (float(v["num"] if isinstance(v, dict) else v) for v in (shown.args["before"], shown.args["after"]))
    assert before == 10 and before - after == speed
    assert int(shown.args["minutes"]) == minutes


def test_load_movement_test(uni: Services) -> None:
    """5. "-1 a todas las Pruebas o Chequeos que requieran movimiento (como sigilo o iniciativa)\""""
    cid = add(uni, "Mochilero", dex=3)
    roll(uni, "load", cid, "", load="light")
    assert total(roll(uni, "task", cid, "5", attribute="dex", movement=True)) == 7
    assert total(roll(uni, "task", cid, "5", attribute="int")) == 7


def test_load_endurance(uni: Services) -> None:
    """5. "A este nivel se pierden 1D4 Puntos de Resistencia cada 10 minutos.\""""
    cid = add(uni, "Cargado", str=3, con=2, wil=3)
    roll(uni, "load", cid, "", load="light")
    roll(uni, "endurance_loss", cid, "2 4", activity="load", duration=20)
    assert state(uni, cid)["endurance"] == 29 - 6
