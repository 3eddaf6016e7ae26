"""A twdu damage line says each number once: the demo's log read «Daño a Ben Okafor: daño 1 — 1 de
daño: ahora Magulladuras» ("Damage to Ben Okafor: damage 1 — 1 damage: now Bruised."), and with
armor "damage 3 − armor 1 = 2 — Armor stops 1 of 3 damage. 2 damage: now Battered.".  The sum names
the damage and what the armor stopped; the line after it what the character is now.  In the demo's
log and in a live damage, in English, Russian and Spanish."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from app.export.gm_lines import without_gm_parts
from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render

NUMBER = re.compile(r"\d+")


def said_twice(line: str) -> list[str]:
    return [n for n, count in Counter(NUMBER.findall(line)).items() if count > 1]


def damage_lines(services, language: str) -> list[str]:  # noqa: ANN001
    """The damage lines as the players' copy writes them: what the GM's secret dice gave a critical
    injury ("lethal in 3 hours, recovery time 3 days") is the GM's alone, numbers of its own."""
    translate = translator_for(language)
    return [render(e.text, without_gm_parts(e.args), "log", translate)
            for e in services.campaign.events() if e.kind == "damage"]


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_no_damage_line_of_the_demo_says_a_number_twice(tmp_path, qapp, language):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu", language=language)), Dice(seed=1))
    try:
        lines = damage_lines(services, language)
        assert len(lines) == 2  # Ben Okafor bruised, Mia Chen broken (the demo's walker stands: no hit on it)
        assert [(line, said_twice(line)) for line in lines if said_twice(line)] == []
        now = {"en": "Now Bruised.", "ru": "состояние: Ушибы.", "es": "Estado: Magulladuras."}[language]
        assert lines[0].endswith(f" 1 — {now}"), lines[0]  # the damage once, then what it left
    finally:
        services.close()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_live_damage_through_armor_says_each_number_once(tmp_path, qapp, language):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu", language=language)), Dice(seed=1))
    try:
        assert services.characters.create("Dale", "pc", {"armor_level": 1})
        dale = next(int(c.id) for c in services.characters.characters() if c.name == "Dale")
        assert services.characters.damage(dale, {"damage": 3}, faces="6")  # the armor's die a six: 1 stopped
        ben = next(int(c.id) for c in services.characters.characters() if c.name == "Ben Okafor")
        assert services.characters.damage(ben, {"damage": 1, "armor": False})  # Health 2 → 1
        through, bare = damage_lines(services, language)[-2:]
        assert NUMBER.findall(through) == ["3", "1", "2"], through  # damage 3 − armor 1 = 2
        assert NUMBER.findall(bare) == ["1"], bare
    finally:
        services.close()
