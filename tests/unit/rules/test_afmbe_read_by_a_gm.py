"""Issue 40 (AFMBE Unisystem, played in Russian): the dice dock's words a GM reads without the code.
A miss says the total it needed beside the one it made ("Промах: итог 5, нужно 9": the texts'
target number 9)."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.services.logtext import qt_translate, render_value

PISTOL = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]


def roller(rules, state=None, zombie=False, **sheet):  # noqa: ANN001, ANN201
    from app.rules.rolling import Roller  # after the rules (importing it first meets a cycle)

    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, {**rules.initial_state(clean), **(state or {}), "zombie": zombie}, not zombie)


def shown(value, language):  # noqa: ANN001, ANN201
    from ui.i18n import set_language

    try:
        assert set_language(language)
        return render_value(value, qt_translate)
    finally:
        set_language("en")


@pytest.mark.parametrize(("language", "words"), [
    ("en", "Total 5 against 9: miss"), ("ru", "Итог 5 против 9: промах"), ("es", "Total 5 contra 9: fallo"),
])
def test_a_miss_says_the_total_it_needed(qapp, language, words):
    rules = get_ruleset("afmbe", "unisystem")
    gunner = roller(rules, dex=2, weapons=PISTOL)  # no skill: DEX 2, unskilled −2 (§2.3)
    zombie = roller(rules, zombie=True, dex=1)
    result = rules.roll_rules().resolve_roll("attack", gunner, {"skill": "", "weapon": "0"}, TypedDice([5]), zombie)
    assert not result.success
    line = result.result
    assert shown({"t": line.text, "ctx": "rules", "args": line.args}, language) == words


@pytest.mark.parametrize(("preset", "faces", "language", "words"), [
    ("unisystem", [1, 3], "ru", "d10 1 (Unisystem, правило единицы: ещё раз 3, 5–10 оставляют 1, "
                                "а 4 3 2 1 дают −1 −2 −3 −5, на 1 бросок дальше): −2"),
    # which preset's text rolled the die again, said in every language (norms: no chain, a plain d10)
    ("norms", [1, 2], "ru", "d10 1 («Обычные люди»: естественная 1 отнимает ещё один d10: 2): −1"),
    ("norms", [1, 2], "es", "d10 1 (Normas: un 1 natural resta otro d10: 2): −1"),
    ("unisystem", [1, 2], "es", "d10 1 (Unisystem, regla del 1: otra vez 2, de 5 a 10 queda el 1, "
                                "un 4 3 2 1 vale −1 −2 −3 −5, con un 1 se sigue tirando): −3"),
    ("unisystem", [10, 3], "ru", "d10 10 (Unisystem, правило десятки: ещё раз 3, прибавляется то, что больше 5, "
                                 "а 10 даёт +5 и бросок дальше): 10"),
    ("unisystem", [10, 8], "es", "d10 10 (Unisystem, regla del diez: otra vez 8, se suma lo que pasa de 5, "
                                 "un 10 suma 5 y se sigue tirando): 13"),
    ("norms", [10, 4], "en", "d10 10 (Norms: a natural 10 adds another d10: 4): 14"),
    ("norms", [1, 4], "en", "d10 1 (Norms: a natural 1 takes off another d10: 4): −3"),
])
def test_a_die_rolled_again_names_the_rule_that_rolled_it(qapp, preset, faces, language, words):
    """"d10: выпало 1, ещё раз 3: −2" left the GM to guess why a 3 made −2: the rule says it."""
    from app.rules.afmbe.task import roll_die

    assert shown(roll_die(TypedDice(faces), preset).text, language) == words


@pytest.mark.parametrize(("language", "words"), [
    ("en", "weapon d6×4: d6 2 ×4 = 8, bullet damage after armor ×2 = 16"),
    ("ru", "оружие d6×4: d6 2 ×4 = 8, урон от пули после брони ×2 = 16"),
    ("es", "arma d6×4: d6 2 ×4 = 8, daño por bala tras el blindaje ×2 = 16"),
])
def test_the_damage_names_the_weapon_s_multiplier_and_the_bullet_s(qapp, language, words):
    """"Урон по Шатун: d6 2 ×4 = 8, пуля ×2": the ×4 is the weapon's (d6×4), the ×2 what the texts
    say of a bullet (what gets through the armor is doubled)."""
    rules = get_ruleset("afmbe", "unisystem")
    zombie = roller(rules, zombie=True)
    request = {"weapon": "d6×4", "damage_type": "bullet", "worn_armor": False}
    outcome = rules.damage_rules().apply_damage(zombie.sheet, zombie.state, request, TypedDice([2]))
    assert shown(outcome.arithmetic, language) == words
