"""An evening with hidden and revealed parts, then everything the players may be given: every export
format without secrets, in every language, and every page the share serves.  Nothing names the NPC
the GM hid, holds a secret roll or note, or tells of a revoked link; what the GM revealed is there."""

from __future__ import annotations

import json
import re

import pytest
from sqlmodel import Session

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import LANGUAGES, translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.log import read_lines
from app.services.logtext import render_value
from app.services.player_links import own_view, shared_view
from app.services.rolls.requests import RollRequest
from tests.stores import campaign_target
from tests.unit.export.pdftext import text_of

HIDDEN = "Rook"  # the traitor: fights hidden
SECRETS = [HIDDEN, "SECRET-NOTE", "Phone link", "Bite mark"]
SHOWN = ["Mara", "Ana Reyes"]  # Mara is revealed to the players
#: a template's field left unfilled ("{outcome}", "{count|bala|balas}"): never in what players are given
MARKER = re.compile(r"\{\w+(\|[^{}]*)?\}")


@pytest.fixture
def evening(tmp_path, qapp):
    path = campaign_target(tmp_path, "evening.deadwatch")
    create_campaign(str(path), "Night at the mall", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=7))
    campaign = services.campaign
    campaign.start_session("The mall")
    rules = services.ruleset
    ids = {}
    for name, kind in (("Ana Reyes", "pc"), ("Ben", "pc"), (HIDDEN, "npc"), ("Mara", "npc")):
        sheet = rules.new_sheet()
        sheet["weapons"] = [{"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short",
                             "ammo": 6}]
        ids[name] = int(campaign.execute(CreateCharacter(name, kind, sheet)).changes[0]["id"])
    assert services.player_view.set_reveal(ids["Mara"], name=True)
    assert services.initiative.start(list(ids.values()))
    fighters = {c.character_id: c.id for c in services.initiative.view().combatants}
    assert services.initiative.declare(fighters[ids[HIDDEN]], "1", "shoots Ana in the back")
    assert services.initiative.declare(fighters[ids["Mara"]], "2", "runs for the door")
    # Ana shoots it out with the hidden Rook: a duel, his dice rolled beside hers
    assert services.rolls.roll(RollRequest("duel", ids["Ana Reyes"], {"item": "w0"}, ids[HIDDEN])) is not None
    rook_gun = services.ammo.stocks(ids[HIDDEN])[0].stock.key
    assert services.ammo.fire(ids[HIDDEN], rook_gun)
    mara_gun = services.ammo.stocks(ids["Mara"])[0].stock.key
    assert services.ammo.fire(ids["Mara"], mara_gun)
    assert services.characters.damage(ids["Ana Reyes"], {"damage": 1, "source": "attack", "armor": False},
                                      actor_id=ids[HIDDEN])
    assert services.characters.damage(ids[HIDDEN], {"damage": 1, "source": "attack", "armor": False},
                                      actor_id=ids["Ana Reyes"])
    assert services.characters.damage(ids["Mara"], {"damage": 1, "source": "attack", "armor": False})
    assert services.rolls.roll(RollRequest("expression", ids["Ben"], expression="2d6", secret=True)) is not None
    assert services.log.add_note("SECRET-NOTE: the gate opens at dawn", secret=True)
    assert services.log.add_note("The lights go out")
    assert services.player_links.issue(ids["Ana Reyes"])
    assert services.player_links.revoke(ids["Ana Reyes"])
    assert campaign.undo()  # "Undo: Phone link for Ana Reyes revoked": as secret as the revocation
    assert campaign.redo()
    assert services.handouts.add_text("Bite mark", "Ana sees the bite on Ben's arm.")  # for her eyes only
    assert services.player_links.issue(ids["Ana Reyes"])  # a new link: a handout for her phone needs one
    assert services.handouts.show(int(services.handouts.handouts()[0].id), "player", ids["Ana Reyes"])
    assert services.handouts.hide("player", ids["Ana Reyes"])
    assert campaign.undo()  # shown to her again
    yield services, ids, tmp_path
    services.close()


def exported(services, key, language, target):
    export_log(services.campaign.engine, ExportOptions(language=language, undone=True), key, target)
    return text_of(target) if key == "pdf" else target.read_text("utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_export_without_secrets_names_what_the_gm_kept_from_the_players(evening, language):
    services, _ids, tmp_path = evening
    for key, fmt in FORMATS.items():
        text = exported(services, key, language, tmp_path / f"evening-{language}{fmt.suffix}")
        for secret in SECRETS:
            assert secret not in text, f"{key} ({language}) names {secret!r}"
        for shown in SHOWN:
            assert shown in text, f"{key} ({language}) lost {shown!r}, which the players were shown"
        assert "The lights go out" in text
        assert not MARKER.search(text), f"{key} ({language}) holds {MARKER.search(text)[0]!r}"


def _duel(services):
    with Session(services.campaign.engine) as s:
        lines = read_lines(s, "kind IN ('roll', 'ammo')", {})  # a duel of shots spends a round: an ammo line
    return next(line for line in lines if line.payload.get("request", {}).get("kind") == "duel")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_duel_against_the_hidden_npc_tells_the_players_her_side_alone(evening, language):
    """Ana's duel with the hidden Rook: her dice and her result, never his pool, his successes or
    the damage he took ("Wins the duel, 2 against 1: 2 damage (…; base dice 2 3 4 …→ 1 success)")."""
    services, _ids, tmp_path = evening
    duel = _duel(services)
    tr = translator_for(language)
    hers, his = (render_value(part, tr) for part in duel.args["dice"])
    result = duel.args["result"]["args"]
    against = render_value({"t": "{mine} against {theirs}", "ctx": "rules", "args": result}, tr)
    won = render_value({"t": {"a": "Wins the duel", "b": "Loses the duel: takes {taken} damage", "both": "Both hit",
                              "none": "Nobody hits"}[_outcome(duel.args["result"]["t"])],
                        "ctx": "rules", "args": result}, tr)
    assert hers != his and his not in hers
    for key, fmt in FORMATS.items():
        text = exported(services, key, language, tmp_path / f"duel-{language}{fmt.suffix}")
        flat = " ".join(text.split()) if key == "pdf" else text
        assert his not in flat, f"{key} ({language}) holds the hidden NPC's dice: {his!r}"
        assert against not in flat, f"{key} ({language}) holds his successes: {against!r}"
        if key in ("md", "txt", "html", "bbcode"):
            assert hers in flat and won in flat, f"{key} ({language}) lost Ana's side of the duel"
    # the JSON's name of the line for Edit → Undo says her side as the line does: "Wins the duel", not
    # what it offered the hidden NPC (ru: «попадание, предложен урон 1»)
    offered = render_value(duel.payload["label"]["args"]["outcome"], tr)
    events = json.loads((tmp_path / f"duel-{language}.json").read_text("utf-8"))["sessions"][-1]["events"]
    label = next(e for e in events if (e["payload"].get("request") or {}).get("kind") == "duel")["payload"]["label"]
    assert offered not in label and won in label, label
    gm = tmp_path / f"gm-{language}.md"
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=True), "md", gm)
    assert his in gm.read_text("utf-8")  # the GM's copy keeps both sides


def _outcome(template):
    return next(key for key, start in (("a", "Wins"), ("b", "Loses"), ("both", "Both"), ("none", "Nobody"))
                if template.startswith(start))


def test_with_secrets_the_gm_keeps_everything(evening):
    services, _ids, tmp_path = evening
    target = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, undone=True), "json", target)
    text = target.read_text("utf-8")
    assert all(secret in text for secret in SECRETS)


def test_the_players_pages_name_no_hidden_npc(evening):
    services, ids, _tmp_path = evening
    pages = [shared_view(services), own_view(services, ids["Ana Reyes"]), own_view(services, ids["Ben"])]
    for page in pages:
        text = json.dumps(page, ensure_ascii=False)
        assert HIDDEN not in text and "SECRET-NOTE" not in text and "back" not in text
        assert "Mara" in text
    assert "Bite mark" in json.dumps(pages[1], ensure_ascii=False)  # Ana's handout, on her phone
    assert all("Bite mark" not in json.dumps(page, ensure_ascii=False) for page in (pages[0], pages[2]))


def test_taking_back_a_secret_action_is_as_secret_as_the_action(evening):
    services, _ids, _tmp_path = evening
    with Session(services.campaign.engine) as s:
        lines = read_lines(s, "1 = 1", {})
    by_id = {line.id: line for line in lines}
    replays = [line for line in lines if line.kind in ("undo", "redo")]
    assert replays
    for line in replays:
        assert line.secret == by_id[line.ref_id].secret, line


@pytest.mark.parametrize("key", ["md", "bbcode", "html", "json", "csv"])
def test_a_fights_list_of_fighters_leaves_the_hidden_out_without_an_unknown(evening, key):
    """Not "Fight 1 begins: Unknown, Ana Reyes, …": that tells the players someone hidden is there."""
    services, _ids, tmp_path = evening
    target = tmp_path / f"fight{FORMATS[key].suffix}"
    export_log(services.campaign.engine, ExportOptions(language="en", undone=True), key, target)
    text = target.read_text("utf-8")
    begins = re.findall(r"Fight 1 begins \([^)]*\): ([^\"<\n]*)", text)
    assert begins, key
    for fighters in begins:  # the line, and in JSON its arguments too
        assert sorted(fighters.strip().split(", ")) == ["Ana Reyes", "Ben", "Mara"], (key, fighters)


def test_the_json_without_secrets_has_no_row_of_a_hidden_fighter(evening):
    """Not a combatant "Unknown", hidden, with its initiative and place: the players would see that
    someone hidden acted first.  The hidden NPC's fighter rows are left out like his own rows."""
    services, ids, tmp_path = evening
    gm = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, undone=True), "json", gm)
    kept = [c for s in json.loads(gm.read_text("utf-8"))["sessions"] for e in s["events"] for c in e["changes"]]
    his = {c["id"] for c in kept if c["table"] == "combatant" and (c["after"] or {}).get("character_id") == ids[HIDDEN]}
    assert his and any(c["table"] == "combatant" and c["id"] in his and c["before"] for c in kept)  # he acted
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="en", undone=True), "json", target)
    rows = [c for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"] for c in e["changes"]]
    fighters = [c for c in rows if c["table"] == "combatant"]
    # the players' copy numbers the fighters' rows and the characters 1, 2, 3 (app.export.file_numbers):
    # his rows are known by his name, and the rows numbered are the others' alone
    everyone = {c["id"] for c in kept if c["table"] == "combatant"}
    assert fighters and {(c["after"] or {}).get("name") for c in fighters} - {None} == {"Ana Reyes", "Ben", "Mara"}
    assert {c["id"] for c in fighters} == set(range(1, len(everyone - his) + 1))
    assert {(c["after"] or {}).get("character_id") for c in fighters} - {None} == {1, 2, 3}  # three seen
    assert "Unknown" not in json.dumps(fighters) and '"hidden": true' not in json.dumps(fighters)
    assert not any(c["table"] == "character" and c["id"] not in (1, 2, 3) for c in rows)
