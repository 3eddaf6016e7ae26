"""The grid game's words in Russian, Spanish and English: one token placed said in the singular
(«Kit: поставлены на карту»), no "0 pills" on the roster after the last pill, the furniture's
move said grammatically («(1 движения)»), and the katana's draw without its name said twice
(«Достать спрятанную катану: Достаёт спрятанную катану…»)."""

from __future__ import annotations

import pytest

from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render
from app.services.rolls import RollRequest


@pytest.fixture
def grid(tmp_path, qapp):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs", language="ru")
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("Ночь")
    yield services
    services.close()


def _said(event, language: str) -> str:  # noqa: ANN001
    return render(event.text, event.args, "log", translator_for(language))


def test_one_token_placed_is_said_in_the_singular(grid):
    kit = next(int(c.id) for c in grid.characters.characters() if c.name == "Kit")
    tile = grid.battle_map.battle_map().tokens[kit]
    assert grid.battle_map.place({kit: None})
    assert grid.battle_map.place({kit: tile})
    placed = grid.campaign.events()[-1]
    assert _said(placed, "ru") == "На карту поставлена фишка: Kit"
    assert _said(placed, "en") == "Kit placed on the map"
    assert _said(placed, "es") == "Kit: en el mapa"


@pytest.mark.parametrize(("language", "carried"), [
    ("ru", "При себе: 2 бинта"), ("es", "Lleva 2 vendas"), ("en", "Carries 2 bandages")])
def test_no_pills_left_is_not_said_as_zero_pills(grid, language, carried):
    rules = grid.ruleset
    row = next(c for c in grid.characters.characters() if c.kind == "pc")
    tr = translator_for(language)
    said = [render(c.label, c.args, "rules", tr) for c in rules.conditions(row.sheet, {**row.state, "bandages": 2,
                                                                                          "pain_pills": 0})]
    assert carried in said, said
    assert not any("0" in line and ("pill" in line or "обезбол" in line or "analg" in line) for line in said), said


@pytest.mark.parametrize(("language", "drawn"), [
    ("ru", "Достать спрятанную катану: достана сразу: боя нет"),
    ("en", "Draw a concealed katana: drawn at once, no fight is running"),
])
def test_a_draw_says_its_name_once(grid, language, drawn):
    rules = grid.ruleset
    sheet = {**rules.new_sheet(), "weapons": [{"weapon": "katana", "concealed": True}]}
    assert grid.characters.create("Ann", "pc", sheet)
    ann = next(int(c.id) for c in grid.characters.characters() if c.name == "Ann")
    assert grid.rolls.roll(RollRequest("draw", ann, {}))
    line = _said(grid.campaign.events()[-1], language)
    assert drawn in line, line
    assert line.count("атану") == 1 or language != "ru", line


def test_the_service_refuses_a_damage_of_nothing(grid):
    """Issue 41: no line "Damage to Dov" with nothing in it: 0 damage and no weapon are refused."""
    row = next(c for c in grid.characters.characters() if c.kind == "pc")
    before = len(grid.campaign.events())
    assert not grid.characters.damage(int(row.id), {"amount": 0, "part": "torso"})
    assert len(grid.campaign.events()) == before
    assert grid.characters.character(int(row.id)).state == row.state
