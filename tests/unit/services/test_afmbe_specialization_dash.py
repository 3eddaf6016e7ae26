"""AFMBE norms, "Skills" and "Running (Type)", through the dice dock's services.

* "You then spend 1 more skill point to specialize in Ancient Egypt, thus giving your character a +2
  bonus to his Ancient Egypt specialization.  This +2 bonus is added to his base 3 skill in
  Humanities, thereby making him a level 5 skill on any task that would utilize his Ancient Egypt
  skill": the task's skill list offers "Humanities (Ancient Egypt) 5" beside "Humanities 3", and
  its roll says the +2 in its working.
* "On a dead run, use Constitution and Running (Dash) to increase maximum running speed.  Each
  Success level acquired adds +1 to the character's Speed Secondary Attribute": a roll of its own,
  whose one line says the run's Speed; nothing more is kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import pytest

from app.services.bundle import Services
from app.services.logtext import qt_translate, render, render_value
from tests.audit.helpers import add, campaign, last_line, odds, refusal, roll, state

HUMANITIES = {"name": "Humanities", "type": "History", "special": True, "level": 3,
              "specializations": "Ancient Egypt, Sumer", "native": False}
DASH = {"name": "Running", "type": "Dash", "special": False, "level": 2, "specializations": "", "native": False}


@pytest.fixture
def norms(tmp_path, qapp) -> Iterator[Services]:
    with campaign(tmp_path, "afmbe", "norms") as services:
        yield services


@pytest.fixture
def uni(tmp_path, qapp) -> Iterator[Services]:
    with campaign(tmp_path, "afmbe", "unisystem") as services:
        yield services


def skill_list(services: Services, cid: int, kind: str = "task") -> dict[str, str]:
    """The skill box of a roll as the GM reads it: shown text -> value."""
    spec = next(k for k in services.rolls.kinds(cid) if k.key == kind)
    field = next(f for f in spec.fields if f.key == "skill")
    shown = {}
    for c in field.choices:
        text = c.label if c.own else qt_translate("rules", c.label)
        shown[f"{text} {c.suffix}" if c.suffix else text] = c.value
    return shown


def test_the_ancient_egypt_example_is_a_level_5_skill_on_the_task(norms):
    cid = add(norms, "Egyptologist", int=2, skills=[HUMANITIES])
    shown = skill_list(norms, cid)
    assert list(shown) == ["No skill", "Humanities 3", "Humanities (Ancient Egypt) 5", "Humanities (Sumer) 5"]
    before = len(norms.campaign.events())
    roll(norms, "task", cid, "4", attribute="int", skill=shown["Humanities (Ancient Egypt) 5"])
    assert len(norms.campaign.events()) == before + 1
    assert last_line(norms) == (
        "Egyptologist rolls Task (Intelligence, Humanities (Ancient Egypt) 5) with table dice: Decent, total 11 "
        "(d10 4; Intelligence +2; Humanities +3; specialization +2; total 11)")
    roll(norms, "task", cid, "4", attribute="int", skill=shown["Humanities 3"])  # the skill alone: no +2
    assert last_line(norms).endswith("(d10 4; Intelligence +2; Humanities +3; total 9)")


def test_a_skill_the_gm_named_shows_its_specialization_too(norms):
    cid = add(norms, "Cook", dex=2, skills=[{**HUMANITIES, "name": "Cooking", "special": False, "type": "",
                                             "level": 1, "specializations": "Pastry"}])
    assert "Cooking (Pastry) 3" in skill_list(norms, cid)
    roll(norms, "task", cid, "6", attribute="dex", skill=skill_list(norms, cid)["Cooking (Pastry) 3"])
    assert last_line(norms).endswith("(d10 6; Dexterity +2; Cooking +1; specialization +2; total 11)")


def test_the_specialization_in_russian_and_spanish(norms):
    from ui.i18n import set_language

    cid = add(norms, "Egyptologist", int=2, skills=[HUMANITIES])
    egypt = skill_list(norms, cid)["Humanities (Ancient Egypt) 5"]
    rolled = roll(norms, "task", cid, "4", attribute="int", skill=egypt)
    assert rolled.result is not None
    try:
        for code, word in (("ru", "Гуманитарные науки +3; специализация +2"),
                           ("es", "Humanidades +3; especialización +2")):
            assert set_language(code)
            assert word in render_value(rolled.result.records[0].text, qt_translate)
    finally:
        set_language("en")


def test_the_unisystem_summary_has_no_specialization_to_offer(uni):
    cid = add(uni, "Egyptologist", int=2, skills=[HUMANITIES])
    assert list(skill_list(uni, cid)) == ["No skill", "Humanities 3"]


def test_a_dead_run_says_the_speed_of_the_run(norms):
    cid = add(norms, "Sprinter", dex=2, con=2, skills=[DASH])  # Speed (2+2)×2 = 8
    assert "dash" in {k.key for k in norms.rolls.kinds(cid)}
    assert odds(norms, "dash", cid)["Speed 9 or more"] == Fraction(3, 5)  # CON 2 + Dash 2: a 5 or better
    kept = state(norms, cid)
    before = len(norms.campaign.events())
    roll(norms, "dash", cid, "9")  # 9 + 4 = 13: Good, 3 success levels
    assert len(norms.campaign.events()) == before + 1
    assert last_line(norms) == (
        "Sprinter rolls Running (Dash): a dead run with table dice: Speed 11 on this run: Speed 8 + 3 success "
        "levels (Good, total 13) (d10 9; Constitution +2; Running (Dash) +2; total 13)")
    assert state(norms, cid) == kept  # the text says the Speed of the run, nothing kept
    roll(norms, "dash", cid, "3", modifiers=-1)
    assert last_line(norms).startswith(
        "Sprinter rolls Running (Dash): a dead run with table dice: No faster: Speed 8 on this run (total 6)")


def test_a_dead_run_needs_running_dash(norms, uni):
    named = add(norms, "Named", con=3, skills=[{**DASH, "name": "Running (Dash)", "type": ""}])
    assert "dash" in {k.key for k in norms.rolls.kinds(named)}
    marathon = add(norms, "Marathoner", con=3, skills=[{**DASH, "type": "Marathon"}])
    assert "dash" not in {k.key for k in norms.rolls.kinds(marathon)}
    assert refusal(norms, "dash", marathon, "9")
    elsewhere = add(uni, "Sprinter", con=3, skills=[DASH])  # the unisystem summary has no Running skill
    assert "dash" not in {k.key for k in uni.rolls.kinds(elsewhere)}


def test_the_dead_run_in_russian_and_spanish(norms):
    from ui.i18n import set_language

    cid = add(norms, "Sprinter", dex=2, con=2, skills=[DASH])
    rolled = roll(norms, "dash", cid, "5")  # 5 + 4 = 9: one success level
    assert rolled.result is not None
    try:
        for code, words in (("ru", ("Скорость 9 в этом забеге: Скорость 8 + 1 уровень успеха", "Бег (спринт) +2")),
                            ("es", ("Velocidad 9 en esta carrera: Velocidad 8 + 1 nivel de éxito",
                                    "Correr (esprint) +2"))):
            assert set_language(code)
            line = render(rolled.result.result.text, rolled.result.result.args, "rules")
            assert line.startswith(words[0]), line
            assert words[1] in render_value(rolled.result.records[0].text, qt_translate)
    finally:
        set_language("en")
