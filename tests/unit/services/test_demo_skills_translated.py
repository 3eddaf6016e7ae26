"""All Flesh skills named by the rules' catalog read in the GM's language where a roll offers them
and in the roll's log line: "Guns 3" in English, "Огнестрельное оружие 3" in Russian, "Armas de
fuego 3" in Spanish; a skill the GM named outside the catalog is shown as written."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import qt_translate, render_value
from app.services.roll_words import roll_arg

SHOWN = {"en": ("Guns 3", "Dodge 2"), "ru": ("Огнестрельное оружие 3", "Уклонение 2"),
         "es": ("Armas de fuego 3", "Esquivar 2")}


@pytest.mark.parametrize("language", ["ru", "es", "en"])
def test_the_demo_s_skills_read_in_the_gm_s_language(tmp_path, qapp, language):
    from ui.i18n import set_language
    from ui.widgets.field_form import choice_text

    try:
        assert set_language(language)
        services = open_services(str(build_demo(tmp_path / "d.deadwatch", "afmbe", "norms", language=language)),
                                 Dice(seed=1))
        try:
            rules = services.ruleset
            dana = next(c for c in services.characters.characters() if c.name in ("Dana Cruz", "Дана Крус"))
            attack = next(k for k in rules.roll_rules().roll_kinds(dana.sheet) if "skill" in {f.key for f in k.fields})
            skill = next(f for f in attack.fields if f.key == "skill")
            shown = [choice_text(c) for c in skill.choices if c.value]
            assert tuple(shown) == SHOWN[language]
            line = render_value(roll_arg(attack, {"attribute": "dex", "skill": "0"}), qt_translate)
            assert SHOWN[language][0] in line, line
            # a skill the GM named outside the catalog: as written, whatever the language
            sheet = {**dana.sheet, "skills": [{**dana.sheet["skills"][0], "name": "Knitting", "type": ""}]}
            kind = next(k for k in rules.roll_rules().roll_kinds(sheet) if k.key == attack.key)
            assert [choice_text(c) for f in kind.fields if f.key == "skill" for c in f.choices if c.value] == [
                "Knitting 3"]
        finally:
            services.close()
    finally:
        set_language("en")


RAISED = {"en": "Guns (Handgun)", "ru": "Огнестрельное оружие (Пистолет)", "es": "Armas de fuego (Pistola)"}


@pytest.mark.parametrize("language", ["ru", "es", "en"])
def test_experience_offers_the_demo_s_skills_in_the_gm_s_language(tmp_path, qapp, language):
    from app.services.experience import raise_options
    from app.services.roll_words import choice_arg
    from ui.i18n import set_language
    from ui.widgets.field_form import choice_text

    try:
        assert set_language(language)
        services = open_services(str(build_demo(tmp_path / "d.deadwatch", "afmbe", "norms", language=language)),
                                 Dice(seed=1))
        try:
            dana = next(c for c in services.characters.characters() if c.name in ("Dana Cruz", "Дана Крус"))
            guns = next(c for c, _ in raise_options(services.ruleset, dana.sheet, {}) if c.value == "skill:0")
            # the skill in the GM's language, with its level now and after the raise
            assert choice_text(guns) == RAISED[language] + " 3 → 4"
            assert render_value(choice_arg(guns), qt_translate) == RAISED[language] + " 3 → 4"  # as the log says it
        finally:
            services.close()
    finally:
        set_language("en")
