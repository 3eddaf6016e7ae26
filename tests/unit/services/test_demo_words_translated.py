"""Every demo in Russian and in Spanish reads in that language: the campaign's name, its session's
title, the names of the dead (in the roster and the log) and each text typed on a character's sheet
(weapons, armor, skill types, gear) differ from the English demo's, but for the people's names and
the few words listed below."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render_event

DEMOS = [("afmbe", "norms"), ("afmbe", "unisystem"), ("d10under", None), ("gridlimbs", None), ("twdu", None)]

#: the same in every language: people's names (the dead, Shambler or Zombie 1, are translated, and so
#: are names with a title: Father Tom is «Отец Том», «Padre Tom»)
KEPT = {
    "Dana Cruz", "Vera", "Gleb", "Kit", "Dov", "Ana Reyes", "Ben Okafor",
    "Mia Chen", "Rook",
}
#: the All Flesh skills by the names its rules find them with (an attack starts on Guns, a parry
#: counts Hand Weapon, a dodge Dodge): the rules' catalog keys, which the catalogs translate
RULES_KEYS = {"Guns", "Hand Weapon", "Dodge"}
#: All Flesh weapons' damage, a formula the rules read ("d6×4": a die times a number; one times an
#: attribute names it in the GM's language, «d6×FUE», «d6×СИЛ»)
FORMULAS = {"d6×4", "d6×6"}


def _texts(path: Any) -> dict[str, str]:
    """Each text the GM reads in the demo at ``path``, by where it stands."""
    services = open_services(str(path), Dice(seed=1))
    try:
        out = {"campaign": services.campaign.campaign.name}
        for s in services.campaign.sessions():
            out[f"session {s.number}"] = s.title
        rules = services.ruleset
        for c in services.characters.characters():
            out[f"character {c.id}"] = c.name
            out[f"notes {c.id}"] = c.notes
            sheet = rules.validate_sheet(c.sheet)
            for field in rules.sheet_fields():
                if field.kind == "text":
                    out[f"{c.id} {field.key}"] = str(sheet.get(field.key, ""))
                elif field.kind == "table":
                    for i, row in enumerate(sheet.get(field.key, [])):
                        for col in field.columns:
                            if col.kind == "text" and not (field.key == "skills" and col.key == "name"):
                                out[f"{c.id} {field.key} {i} {col.key}"] = str(row.get(col.key, ""))
        out["log"] = " ".join(render_event(e) for e in services.campaign.events())
        return out
    finally:
        services.close()


@pytest.mark.parametrize("ruleset,preset", DEMOS)
def test_every_demo_reads_in_russian_and_in_spanish(tmp_path, ruleset, preset):
    english = _texts(build_demo(tmp_path / "en.deadwatch", ruleset, preset))
    assert any(" weapons " in k or " armor " in k for k in english) or ruleset == "gridlimbs"
    for language in ("ru", "es"):
        local = _texts(build_demo(tmp_path / f"{language}.deadwatch", ruleset, preset, language=language))
        assert local.keys() == english.keys()
        same = {where: text for where, text in english.items()
                if where != "log" and text and local[where] == text and text not in KEPT | FORMULAS}
        assert not same, (language, same)
        # the log names the dead as the roster does ("Daño a Zombi 1", never "Zombie 1")
        dead = {english[k] for k in english if k.startswith("character ")} - KEPT
        assert dead and not [name for name in dead if name in local["log"]], local["log"]


def test_the_all_flesh_skills_keep_the_names_the_rules_find_them_by(tmp_path):
    from app.rules.afmbe.catalog import SKILLS_BY_NAME

    for language in ("ru", "es"):
        path = build_demo(tmp_path / f"{language}.deadwatch", "afmbe", "norms", language=language)
        services = open_services(str(path), Dice(seed=1))
        try:
            names = {str(row["name"]) for c in services.characters.characters() for row in c.sheet.get("skills", [])}
        finally:
            services.close()
        assert names == RULES_KEYS and all(n.casefold() in SKILLS_BY_NAME for n in names)


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_name_with_a_title_is_translated_with_it(tmp_path, preset):
    wanted = {"ru": {"Отец Том", "Санитар Вик"}, "es": {"Padre Tom", "Celador Vic"}}
    for language, names in wanted.items():
        path = build_demo(tmp_path / f"{language}.deadwatch", "afmbe", preset, language=language)
        services = open_services(str(path), Dice(seed=1))
        try:
            shown = {c.name for c in services.characters.characters()}
            log = " ".join(render_event(e) for e in services.campaign.events())
        finally:
            services.close()
        assert names <= shown and not {"Father Tom", "Orderly Vic"} & shown, (language, shown)
        assert "Father Tom" not in log


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_the_russian_all_flesh_demo_writes_every_name_in_cyrillic(tmp_path, preset):
    """«Отец Том» and «Санитар Вик» were written in Russian letters beside a Latin "Dana Cruz": each
    person of the Russian demo is named in Cyrillic, in the roster and in the log."""
    path = build_demo(tmp_path / "ru.deadwatch", "afmbe", preset, language="ru")
    services = open_services(str(path), Dice(seed=1))
    try:
        shown = {c.name for c in services.characters.characters()}
        log = " ".join(render_event(e) for e in services.campaign.events())
    finally:
        services.close()
    assert "Дана Крус" in shown and not [n for n in shown if any("a" <= ch.lower() <= "z" for ch in n)], shown
    assert "Дана Крус" in log and "Dana" not in log


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_the_bat_s_damage_names_strength_in_the_gm_s_language(tmp_path, preset):
    """The Spanish demo's baseball bat did "d6×STR" where an imported Shambler's bite read "d4×FUE"."""
    for language, damage in (("en", "d6×STR"), ("es", "d6×FUE"), ("ru", "d6×СИЛ")):
        path = build_demo(tmp_path / f"{language}.deadwatch", "afmbe", preset, language=language)
        services = open_services(str(path), Dice(seed=1))
        try:
            damages = {str(w["damage"]) for c in services.characters.characters() for w in c.sheet.get("weapons", [])}
        finally:
            services.close()
        assert damage in damages and not {"d6×STR", "d6×FUE", "d6×СИЛ"} - {damage} & damages, (language, damages)
