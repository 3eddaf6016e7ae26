"""Issue 40, point 5 (AFMBE Unisystem): every number of a roll's arithmetic after its name, in the
GM's language: a wounded zombie's defence read "d10 3 −9 = −6", the −9 its wounds, fatigue and a
second action lumped together; now "d10 3; Dexterity +1; wounds and fatigue −5; several actions
−2; …", the attribute and the skill by their sheet names ("Ловкость +3", "Огнестрельное оружие +2").
And a zombie attacked does not dodge by default: its defence is none unless the GM picks one."""

from __future__ import annotations

import re

import pytest

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.services.logtext import qt_translate, render_value

#: a step of the arithmetic: the die, a part after its name, luck, or the total
NAMED = re.compile(r"^(d10 \d+|d10\W[^;]*: −?\d+|[^\d+−=-]+ [+−]?\d+)$")
PISTOL = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]


def roller(rules, state=None, zombie=False, **sheet):  # noqa: ANN001, ANN201
    from app.rules.rolling import Roller  # after the rules (importing it first meets a cycle)

    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, {**rules.initial_state(clean), **(state or {}), "zombie": zombie}, not zombie)


def unnamed(text: str) -> list[str]:
    """The steps of a worked roll ("d10 3; attribute +1; total 4") that are a bare number."""
    return [step for step in text.split("; ") if not NAMED.match(step)]


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_wounded_zombie_s_defence_names_every_number(qapp, language):
    from ui.i18n import set_language

    rules = get_ruleset("afmbe", "unisystem")
    gunner = roller(rules, dex=3, skills=[{"name": "Guns", "type": "Handgun", "level": 2}], weapons=PISTOL)
    zombie = roller(rules, {"life_points": 1, "endurance": 3}, zombie=True, dex=1)
    inputs = {"skill": "0", "weapon": "0", "defence": "dodge", "defence_action": 2, "modifiers": -1}
    result = rules.roll_rules().resolve_roll("attack", gunner, inputs, TypedDice([8, 3]), zombie)
    try:
        assert set_language(language)
        texts = [render_value(record.text, qt_translate) for record in result.records]
        assert texts and all(unnamed(text) == [] for text in texts), texts
        assert not any(re.search(r"\bbonus\b|бонус|bonificación", text) for text in texts)
        shown = "; ".join(texts)
        # which attribute and which skill, by the sheet's names in the GM's language (not "attribute +3")
        words = {"en": ("wounds and fatigue −", "modifiers −1", "Dexterity +3", "Guns +2"),
                 "ru": ("раны и усталость −", "модификаторы −1", "Ловкость +3", "Огнестрельное оружие +2"),
                 "es": ("heridas y fatiga −", "modificadores −1", "Destreza +3", "Armas de fuego +2")}[language]
        assert all(word in shown for word in words), shown
    finally:
        set_language("en")


def test_a_zombie_attacked_defends_with_nothing_unless_the_gm_picks_a_defence():
    rules = get_ruleset("afmbe", "unisystem")
    gunner = roller(rules, dex=3, skills=[{"name": "Guns", "type": "Handgun", "level": 2}], weapons=PISTOL)
    zombie = roller(rules, zombie=True, dex=2, skills=[{"name": "Dodge", "level": 2}])
    living = roller(rules, dex=2, skills=[{"name": "Dodge", "level": 2}])
    feature = rules.roll_rules()
    assert feature is not None
    assert feature.opponent_defaults("attack", zombie) == {"defence": "none"}
    assert feature.opponent_defaults("attack", living) == {}
    base = {"skill": "0", "weapon": "0"}
    odds = rules.roll_rules().roll_odds("attack", gunner, base, zombie)[0].chance
    assert odds == rules.roll_rules().roll_odds("attack", gunner, {**base, "defence": "none"}, zombie)[0].chance
    assert odds > rules.roll_rules().roll_odds("attack", gunner, {**base, "defence": "dodge"}, zombie)[0].chance
    # the living dodge by default, as before
    assert (rules.roll_rules().roll_odds("attack", gunner, base, living)[0].chance
            == rules.roll_rules().roll_odds("attack", gunner, {**base, "defence": "dodge"}, living)[0].chance)
