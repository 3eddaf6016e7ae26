"""A fight with a hidden NPC, in every export format the players may be given.

Rook, hidden from the players, declares Ranged combat against Ana Reyes, wounds Mia Chen and gives
her first aid; Ana declares Close combat against him.  The players' copy held "someone unseen
declares Ranged combat against Ana Reyes", "someone unseen rolls First aid against Mia Chen" and
"Ana Reyes declares Close combat against someone unseen": they learned someone unseen acts.  It
dropped "Mia Chen healed — First aid: Health 1" (written secret on the console after the hidden
healer's roll), so Mia never got back up.  Now his own doings are left out whole; what the rules did
to Mia is said without him; Ana's declaration is said against no one."""

from __future__ import annotations

import json
import re

import pytest
from sqlmodel import col, select

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import LANGUAGES, translator_for
from app.export.unseen import DAMAGED, OBJECT, SUBJECT
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.player_links import own_view, shared_view
from app.services.rolls.requests import RollRequest
from app.store.models import LogEvent
from tests.unit.export.pdftext import text_of

HIDDEN = "Rook"
WORDS = "dispara a Rook por la espalda"


@pytest.fixture
def fight(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=20))
    services.campaign.start_session("The farm")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    assert not services.characters.character(ids[HIDDEN]).revealed
    assert services.initiative.start([ids["Ana Reyes"], ids["Mia Chen"], ids[HIDDEN]])
    fighters = {f.name: f.id for f in services.initiative.view().combatants}
    assert services.initiative.declare(fighters[HIDDEN], "2", against=fighters["Ana Reyes"])
    assert services.initiative.declare(fighters["Ana Reyes"], "3", WORDS, against=fighters[HIDDEN])
    assert services.characters.damage(ids["Mia Chen"], {"damage": 5, "source": "attack", "armor": False},
                                      actor_id=ids[HIDDEN])
    sheet = services.characters.character(ids[HIDDEN]).sheet
    spec = next(k for k in services.ruleset.roll_rules().roll_kinds(sheet) if k.key == "first_aid")
    inputs = {f.key: f.default for f in spec.fields} | {"band": "short"}
    rolled = services.rolls.roll(RollRequest("first_aid", ids[HIDDEN], inputs, ids["Mia Chen"]))
    assert rolled is not None and rolled.result.damage, "the first aid failed: pick another seed"
    offer = rolled.result.damage[0]
    with services.campaign.following(rolled.event_id):  # the dice dock applies the care it offers
        assert services.characters.heal(ids["Mia Chen"], dict(offer.request), of_roll=rolled.event_id)
    yield services, ids, tmp_path
    services.close()


def _gm_lines(services, tmp_path, language):
    target = tmp_path / f"gm-{language}.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language=language), "json", target)
    return [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(FORMATS))
def test_no_line_of_a_hidden_fighters_doing_reaches_the_players_and_mia_gets_up(fight, key, language):
    services, _ids, tmp_path = fight
    gm = _gm_lines(services, tmp_path, language)
    heal = next(e for e in gm if e["kind"] == "heal")
    assert heal["target"] == "Mia Chen"
    target = tmp_path / f"players-{language}{FORMATS[key].suffix}"
    export_log(services.campaign.engine, ExportOptions(language=language), key, target)
    text = _flat(text_of(target) if key == "pdf" else target.read_text("utf-8"))
    tr = translator_for(language)
    assert HIDDEN not in text, key
    for ctx, word in (SUBJECT, OBJECT, DAMAGED):
        assert tr(ctx, word) not in text, f"{key} ({language}) says {tr(ctx, word)!r}: someone unseen acts"
    assert "dispara a" not in text, key  # Ana's words name him
    assert _flat(heal["line"]) in text, f"{key} ({language}) lost Mia's healing: {heal['line']!r}"
    damage = next(e for e in gm if e["kind"] == "damage")
    # the wound the players saw, said without who dealt it (the GM's copy adds his secret dice)
    assert _flat(damage["line"].split(" — ")[0]) in text, key


def test_the_players_json_says_anas_declaration_against_no_one(fight):
    services, ids, tmp_path = fight
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
    events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
    declared = [e for e in events if "declares" in e["line"]]
    assert [e["line"] for e in declared] == ["Ana Reyes declares Close combat"]
    assert declared[0]["actor"] == "Ana Reyes" and declared[0]["target"] == ""
    effects = [(e["kind"], e["actor"], e["target"]) for e in events if e["kind"] in ("damage", "heal")]
    assert effects == [("damage", "", "Mia Chen"), ("heal", "", "Mia Chen")]
    assert not any(e["kind"] == "roll" for e in events)  # his first aid roll
    # the projector and the phones carry no line of the log: no declaration of his, no name of his
    for page in (shared_view(services), own_view(services, ids["Ana Reyes"]), own_view(services, ids["Mia Chen"])):
        shown = json.dumps(page, ensure_ascii=False)
        assert HIDDEN not in shown and "dispara" not in shown
        assert "Mia Chen" in shown


def test_the_healing_after_a_hidden_healers_roll_is_secret_only_for_its_names(fight):
    """On the GM's console the line is marked secret like the roll before it, but for the names it
    holds: an export without secrets writes it (not a secret the GM chose)."""
    services, _ids, _tmp = fight
    with services.campaign._session() as s:
        heal = s.exec(select(LogEvent).where(LogEvent.kind == "heal").order_by(col(LogEvent.id))).all()[-1]
        assert heal.secret and heal.payload.get("names_hidden")



@pytest.mark.parametrize("key", ["md", "json"])
def test_a_heal_given_by_the_hidden_npc_is_said_without_him(fight, key):
    """The heal dialog's "Who heals" set to Rook: the line names him as its Who, and the players'
    copy says Mia healed, with no one giving it (not "someone unseen", not his bandage), where the GM's
    reads "Rook heals Mia Chen"."""
    services, ids, tmp_path = fight
    assert services.characters.damage(ids["Mia Chen"], {"damage": 5, "source": "attack", "armor": False})
    assert services.characters.heal(ids["Mia Chen"], {"kind": "first_aid", "successes": 2}, actor_id=ids[HIDDEN])
    gm = _gm_lines(services, tmp_path, "en")
    assert gm[-1]["kind"] == "heal" and gm[-1]["actor"] == HIDDEN and gm[-1]["secret"]
    target = tmp_path / f"players{FORMATS[key].suffix}"
    export_log(services.campaign.engine, ExportOptions(language="en"), key, target)
    text = target.read_text("utf-8")
    assert HIDDEN not in text and "someone unseen" not in text
    if key == "json":
        events = [e for s in json.loads(text)["sessions"] for e in s["events"]]
        assert (events[-1]["kind"], events[-1]["actor"], events[-1]["target"]) == ("heal", "", "Mia Chen")
        assert gm[-1]["line"] == "Rook heals Mia Chen — First aid: Health 2."  # the GM's copy names him
        assert events[-1]["line"] == "Mia Chen healed — First aid: Health 2."
    else:
        assert text.rstrip().splitlines()[-1].split(" · ")[-1].startswith("Mia Chen healed")


def test_a_pc_s_first_aid_on_the_hidden_fighter_names_no_patient(tmp_path, qapp):
    """First aid is logged as done *on* its patient ("Mia Chen rolls First aid (Medicine) on Rook"):
    with Rook hidden the players read her roll on no one, as her shot at him."""
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    try:
        services.campaign.start_session("The farm")
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.characters.damage(ids[HIDDEN], {"damage": 5, "armor": False})
        sheet = services.characters.character(ids["Mia Chen"]).sheet
        spec = next(k for k in services.ruleset.roll_rules().roll_kinds(sheet) if k.key == "first_aid")
        inputs = {f.key: f.default for f in spec.fields} | {"band": "short"}
        assert services.rolls.roll(RollRequest("first_aid", ids["Mia Chen"], inputs, ids[HIDDEN]))
        gm = _gm_lines(services, tmp_path, "en")
        assert any(e["kind"] == "roll" and " on Rook" in e["line"] for e in gm)
        target = tmp_path / "players.json"
        export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
        events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
        rolls = [e["line"] for e in events if e["kind"] == "roll"]
        assert rolls and all(HIDDEN not in line for line in rolls)
        assert rolls[0].startswith("Mia Chen rolls First aid (Medicine): ")
    finally:
        services.close()
