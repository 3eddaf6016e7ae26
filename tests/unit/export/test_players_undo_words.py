"""The players' copy names a damage on an NPC the table saw only as a word in that word: its undo line
said "Undo: 5 damage to Walker (Health 3 → 0; Stress 0 → 1)" where the line itself said only "Broken",
telling the players the Health the GM kept from them.  A character whose health they saw as numbers
keeps the numbers in his name, and the GM's copy keeps every name as it was.  An undo says the
change it makes: Walker "now Unharmed" again (it said the damage's "now Broken"), Ana's Health 2 → 3."""

from __future__ import annotations

import json
import re

import pytest

from app.export import ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign


@pytest.fixture
def night(tmp_path, qapp):
    """Walker (an NPC, his health shown as a word) takes 5 damage of his 3 Health, undone; Ana (a player
    character, her health in numbers) takes 1, undone too."""
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("The mall")
    walker, ana = (int(services.campaign.execute(CreateCharacter(n, k)).changes[0]["id"])
                   for n, k in (("Walker", "npc"), ("Ana", "pc")))
    assert services.player_view.set_reveal(walker, name=True, health="word")
    assert services.characters.damage(walker, {"damage": 5, "armor": False})
    assert services.campaign.undo()
    assert services.characters.damage(ana, {"damage": 1, "armor": False})
    assert services.campaign.undo()
    yield services, tmp_path
    services.close()


def _lines(tmp_path, services, fmt: str, secrets: bool, language: str = "en") -> str:
    target = tmp_path / f"log-{secrets}-{language}.{fmt}"
    export_log(services.campaign.engine, ExportOptions(secrets=secrets, undone=True, language=language), fmt, target)
    return target.read_text("utf-8")


def test_the_gm_s_copy_names_the_health_lost(night):
    services, tmp_path = night
    text = _lines(tmp_path, services, "html", True)
    print(re.findall(r"<td class=.line.>(.*?)</td>", text))
    assert "Undo: 5 damage to Walker (Health 0 \u2192 3; Stress 1 \u2192 0; removed: Broken, Critical injury)" in text
    assert "Undo: 1 damage to Ana (Health 2 \u2192 3)" in text


@pytest.mark.parametrize("fmt", ["json", "html"])
def test_the_players_copy_names_walker_s_damage_by_the_word_they_saw(night, fmt):
    services, tmp_path = night
    text = _lines(tmp_path, services, fmt, False)
    if fmt == "json":
        events = [e for s in json.loads(text)["sessions"] for e in s["events"]]
        undo = next(e["line"] for e in events if e["kind"] == "undo" and "Walker" in e["line"])
        label = next(e["payload"]["label"] for e in events if e["kind"] == "damage" and "Walker" in e["line"])
        assert label == "Damage to Walker: now Broken"
        lines = [e["line"] for e in events]
    else:
        lines = re.findall(r'<td class="line">(.*?)</td>', text)
        undo = next(line for line in lines if line.startswith("Undo: Damage to Walker"))
    assert undo == "Undo: Damage to Walker: now Unharmed"  # as the undo leaves him
    assert "Health 3 \u2192 0" not in text and "\u2192 0" not in text  # the Health he lost, never said to them
    # the line itself said as much as the players heard
    assert any(line.startswith("Damage to Walker") and "Broken" in line for line in lines)
    # Ana's health they saw as numbers: her damage keeps its number
    assert any(line == "Undo: 1 damage to Ana (Health 2 \u2192 3)" for line in lines)


@pytest.mark.parametrize("language", LANGUAGES)
def test_in_every_language_the_word_and_no_number(night, language):
    services, tmp_path = night
    text = _lines(tmp_path, services, "json", False, language)
    events = [e for s in json.loads(text)["sessions"] for e in s["events"]]
    walker = [e for e in events if "Walker" in e["line"] or "Walker" in json.dumps(e["payload"], ensure_ascii=False)]
    undo = next(e["line"] for e in walker if e["kind"] == "undo")
    assert not re.search(r"\d", undo), undo
    damage = next(e for e in walker if e["kind"] == "damage")
    assert not re.search(r"\d", damage["payload"]["label"]), damage["payload"]["label"]
    assert damage["payload"]["label"].split()[-1] in damage["line"]  # the line's own word
    if language != "en":  # in the export's language
        assert not undo.startswith("Undo") and "now" not in undo, undo


def test_a_heal_is_named_by_the_word_too(tmp_path, qapp):
    path = tmp_path / "h.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        services.campaign.start_session("The mall")
        walker = int(services.campaign.execute(CreateCharacter("Walker", "npc")).changes[0]["id"])
        assert services.player_view.set_reveal(walker, name=True, health="word")
        assert services.characters.damage(walker, {"damage": 2, "armor": False})
        assert services.characters.heal(walker, {"kind": "day", "ate_ration": True})
        assert services.campaign.undo()
        gm = _lines(tmp_path, services, "html", True)
        assert re.search(r"Undo: Walker healed \(Health \d \u2192 \d\)", gm)
        lines = re.findall(r'<td class="line">(.*?)</td>', _lines(tmp_path, services, "html", False))
        undo = next(line for line in lines if line.startswith("Undo: Walker healed"))
        assert undo.startswith("Undo: Walker healed: now ") and not re.search(r"\d", undo), undo
    finally:
        services.close()


def test_a_health_hidden_from_them_leaves_the_name_alone(tmp_path, qapp):
    path = tmp_path / "x.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        services.campaign.start_session("The mall")
        walker = int(services.campaign.execute(CreateCharacter("Walker", "npc")).changes[0]["id"])
        assert services.player_view.set_reveal(walker, name=True, health="hidden")
        assert services.characters.damage(walker, {"damage": 2, "armor": False})
        assert services.campaign.undo()
        lines = re.findall(r'<td class="line">(.*?)</td>', _lines(tmp_path, services, "html", False))
        assert "Undo: Damage to Walker" in lines, lines
    finally:
        services.close()
