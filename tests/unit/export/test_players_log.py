"""The players' log (an export without secrets) names no one hidden, not even as "someone unseen":
his wounds (the blow they saw land included) are his health, left out; a line whose list of names
would be empty is left out whole; a hidden fighter's own dice are not in the Dice column; the charts
draw only the tracks the campaign uses and number the events as the header counts them."""

from __future__ import annotations

import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.cli import main as export_main
from app.export.language import translator_for
from app.export.unseen import DAMAGED, OBJECT, SUBJECT, WON_ALONE, Unseen
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from tests.stores import campaign_target
from tests.unit.export.pdftext import text_of

HIDDEN = "Rook"


@pytest.fixture
def night(tmp_path, qapp):
    """All Flesh: Ana and Ben fight Rook, whom the players were not shown; two walkers, hidden, join;
    Ana wounds Rook, the GM wounds him alone; Ana and Ben are wounded too."""
    path = campaign_target(tmp_path, "night.deadwatch")
    create_campaign(str(path), "Night", "afmbe").engine.dispose()
    services = open_services(str(path), Dice(seed=7))
    services.campaign.start_session("The ward")
    ids = {}
    for name, kind in (("Ana", "pc"), ("Ben", "pc"), (HIDDEN, "npc")):
        row = services.campaign.execute(CreateCharacter(name, kind, services.ruleset.new_sheet()))
        ids[name] = int(row.changes[0]["id"])
    assert services.initiative.start(list(ids.values()))
    assert services.initiative.roll()  # three d10, one each: Rook's is his own
    assert services.initiative.add_extras("Walkers", 2)  # hidden: no one the players see joins
    assert services.characters.damage(ids[HIDDEN], {"amount": 3}, actor_id=ids["Ana"])  # Ana's blow
    assert services.characters.damage(ids["Ben"], {"amount": 2})
    assert services.characters.damage(ids[HIDDEN], {"amount": 4})  # the GM alone, offscreen
    assert services.characters.damage(ids["Ana"], {"amount": 1})
    yield services, ids, tmp_path, path
    services.close()


def _export(services, key, language, target):
    export_log(services.campaign.engine, ExportOptions(language=language), key, target)
    return text_of(target) if key == "pdf" else target.read_text("utf-8")


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_every_format_leaves_his_wounds_out_names_no_one_unseen_and_no_empty_list(night, language):
    services, _ids, tmp_path, _path = night
    tr = translator_for(language)
    for key, fmt in FORMATS.items():
        text = " ".join(_export(services, key, language, tmp_path / f"players-{language}{fmt.suffix}").split())
        assert HIDDEN not in text and "Walkers" not in text, key
        assert "Unknown" not in text and "Неизвестн" not in text and "Desconocid" not in text, key
        for ctx, word in (SUBJECT, OBJECT, DAMAGED):  # not even Ana's blow on him: his health
            assert tr(ctx, word) not in text, (key, language)
        # "{names} join the fight" with every name hidden: no "Se unen al combate:" with nothing after it
        assert not re.search(r"(join the fight|вступают|se unen al combate)\s*[:\"<\n|]", text, re.I), key
    gm = tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(secrets=True), "md", gm)
    assert gm.read_text("utf-8").count(f"Damage to {HIDDEN}") == 2  # the GM's own log keeps both


def test_what_was_done_to_him_and_his_dice_stay_out(night):
    services, _ids, tmp_path, _path = night
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(), "json", target)
    events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
    hurt = [e["target"] for e in events if e["kind"] == "damage"]
    assert hurt == ["Ben", "Ana"]  # neither Ana's blow on him nor the GM's offscreen one
    initiative = next(e for e in events if e["kind"] == "initiative" and "—" in e["line"])
    gm = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True), "json", gm)
    all_faces = next(e for s in json.loads(gm.read_text("utf-8"))["sessions"] for e in s["events"]
                     if e["kind"] == "initiative" and e["args"].get("lines"))["faces"]
    assert len(all_faces) == 3 and len(initiative["faces"]) == 2  # Ana's and Ben's d10, not Rook's
    # the line as the players read it: Ana's and Ben's initiative, not Rook's
    assert re.findall(r"(\w+): initiative", initiative["line"]) == ["Ana", "Ben"], initiative["line"]


def test_the_charts_number_the_events_as_the_header_counts_them_and_draw_no_unused_meter(night):
    services, _ids, tmp_path, _path = night
    target = tmp_path / "players.html"
    export_log(services.campaign.engine, ExportOptions(), "html", target)
    page = target.read_text("utf-8")
    count = int(re.search(r"(\d+) events", page).group(1))
    axis = [int(n) for n in re.findall(r">event (\d+)<", page)]
    assert axis and max(axis) == count
    assert "Threat level" not in page and "Tension" not in page  # All Flesh, the tension meter never on
    assert services.threat.set_tension_meter(True)
    assert services.threat.step(1, "noise")
    export_log(services.campaign.engine, ExportOptions(language="es"), "html", target)
    page = target.read_text("utf-8")
    assert "Tensión" in page and "Nivel de amenaza" not in page


def test_a_melee_exchange_won_against_the_hidden_alone_is_won_against_no_one_without_their_dice():
    """Vera against two hidden walkers: "Vera: won the exchange", and only Vera's three dice."""
    result = {"t": "{winners}: won the exchange against {losers} ({why})", "ctx": "rules",
              "args": {"winners": "Vera", "losers": "Zombie 2, Walker 1", "why": "best die 9 against 7"}}
    dice = {"t": "{mine} against {theirs}", "ctx": "rules", "args": {
        "mine": {"t": "{name} rolled {dice}", "ctx": "rules", "args": {"name": "Vera", "dice": "3 8 9"}},
        "theirs": [{"t": "{name} rolled {dice}", "ctx": "rules", "args": {"name": "Zombie 2", "dice": "2"}},
                   {"t": "{name} rolled {dice}", "ctx": "rules", "args": {"name": "Walker 1", "dice": "7"}}]}}
    args = {"result": result, "dice": dice}
    rewrite = Unseen(re.compile(r"(?<!\w)(?:Zombie 2|Walker 1)(?!\w)"))
    kept = rewrite.args("Melee exchange: {result} ({dice})", args)
    assert kept is not None
    assert kept["result"] == {"t": WON_ALONE, "ctx": "rules",
                              "args": {"winners": "Vera"}}  # nothing of why: their 7 is theirs
    assert kept["dice"] == dice["args"]["mine"]  # "Vera rolled 3 8 9", no "against" with no one after it
    faces = [[10, 3], [10, 8], [10, 9], [10, 2], [10, 7]]
    assert rewrite.faces(args, faces) == [[10, 3], [10, 8], [10, 9]]


def test_the_command_line_says_what_it_wrote_in_the_exports_language(night, capsys):
    _services, _ids, tmp_path, path = night
    target = tmp_path / "cli.md"
    assert export_main(["--db", str(path), "--format", "md", "--lang", "ru",
                        "-o", str(target)]) == 0
    err = capsys.readouterr().err
    count = len([line for line in target.read_text("utf-8").splitlines() if line.startswith("- `")])
    assert f"{count} событий записано в {target}" in err or f"{count} события записано в {target}" in err
    assert "events written" not in err


def test_a_join_line_with_one_name_left_says_joins(tmp_path, qapp):
    # "Ben, Rook join the fight" with Rook hidden from the players: "Ben joins the fight", not "join"
    path = campaign_target(tmp_path, "join.deadwatch")
    create_campaign(str(path), "Join", "afmbe").engine.dispose()
    services = open_services(str(path), Dice(seed=7))
    try:
        services.campaign.start_session("The ward")
        ids = {}
        for name, kind in (("Ana", "pc"), ("Ben", "pc"), (HIDDEN, "npc")):
            row = services.campaign.execute(CreateCharacter(name, kind, services.ruleset.new_sheet()))
            ids[name] = int(row.changes[0]["id"])
        assert services.initiative.start([ids["Ana"]])
        assert services.initiative.add([ids["Ben"], ids[HIDDEN]])
        text = _export(services, "md", "en", tmp_path / "players.md")
        assert HIDDEN not in text and "Ben joins the fight" in text, text
    finally:
        services.close()
