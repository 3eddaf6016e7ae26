"""twdu: a critical injury taken unnamed, its D66 rolled, read "D66 52" on the chip, and the GM had
nowhere to type the name read off the book's table (the text refers to a table it does not print:
"All critical injuries give you a penalty"; Deadwatch invents none).  The heal form's "Name an
injury" now stores the name the GM types: one log line ("Ana: critical injury D66 52 — Broken
leg"), undoable, kept with its D66 on the chip, in the campaign file and in the exports; a blank
name is refused and changes nothing."""

from __future__ import annotations

import json

from app.rules.dice import Dice, TypedDice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render
from tests.stores import campaign_target
from tests.unit.services.twdu_party import lines, twdu_services

NAME = {"kind": "name", "injury": 1, "injury_name": "Broken leg"}


def _broken_and_rolled(tmp_path, path: str | None = None):  # noqa: ANN202
    if path is None:
        services, ids = twdu_services(tmp_path)
    else:  # a campaign opened again from where it was made
        create_campaign(path, "Night", "twdu").engine.dispose()
        services = open_services(path, Dice(seed=1))
        assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
        ids = {"Ana": next(int(c.id) for c in services.characters.characters())}
    services.campaign.start_session("The mall")
    # Broken 2 minutes; then the D66: 5 tens, 2 units; then, as it is named, its entry's recovery D6: 3 days
    services.campaign.dice = TypedDice([2, 5, 2, 3])
    assert services.characters.damage(ids["Ana"], {"damage": 3, "armor": False})
    assert services.characters.roll_check(ids["Ana"], "critical_injury")
    return services, ids["Ana"]


def _chips(services, cid: int) -> list[tuple[str, str]]:
    row = services.characters.character(cid)
    return [(render(c.label, dict(c.args), "rules"), render(c.detail, dict(c.args), "rules"))
            for c in services.ruleset.conditions(row.sheet, row.state) if c.key.startswith("injury:")]


def test_the_gm_names_the_injury_read_off_the_table_after_its_d66(tmp_path, qapp):
    services, ana = _broken_and_rolled(tmp_path)
    assert _chips(services, ana) == [("Critical injury 52",
                                      "read entry 52 on the table: H, Name an injury (−1 die for now)")]
    count = len(lines(services))
    assert services.characters.heal(ana, NAME)
    assert len(lines(services)) == count + 1  # one line
    assert lines(services)[-1] == ("Ana: critical injury D66 52 — Broken leg — Recovery time 3 days (1 D6 of its "
                                   "entry, the GM's secret roll)."), lines(services)[-1]
    assert _chips(services, ana) == [("Broken leg", "D66 52: −1 die; recovery 3 days")]
    assert services.campaign.undo()
    assert _chips(services, ana) == [("Critical injury 52",
                                      "read entry 52 on the table: H, Name an injury (−1 die for now)")]
    assert services.campaign.redo()
    assert _chips(services, ana)[0][0] == "Broken leg"
    services.close()


def test_a_blank_name_is_refused_and_nothing_changes(tmp_path, qapp):
    services, ana = _broken_and_rolled(tmp_path)
    count = len(lines(services))
    assert not services.characters.heal(ana, {**NAME, "injury_name": "   "})
    assert len(lines(services)) == count
    assert _chips(services, ana)[0][0] == "Critical injury 52"  # the injury rolled, by its number
    services.close()


def test_the_name_is_kept_in_the_campaign_file_and_the_exports(tmp_path, qapp):
    path = campaign_target(tmp_path, "named.deadwatch")
    services, ana = _broken_and_rolled(tmp_path, path)
    assert services.characters.heal(ana, NAME)
    out = tmp_path / "out"
    out.mkdir()
    assert services.characters.export_file(str(out / "party.json"), [ana], "foundry")
    assert services.characters.export_file(str(out / "party.csv"), [ana], "csv")
    services.close()
    again = open_services(str(path), Dice(seed=1))
    assert _chips(again, ana) == [("Broken leg", "D66 52: −1 die; recovery 3 days")]
    (actor,) = [p for p in out.iterdir() if p.suffix == ".json"]
    items = json.loads(actor.read_text("utf-8"))["items"]
    assert [i["name"] for i in items if i["type"] == "criticalInjury"] == ["Broken leg"]
    assert "Broken leg" in (out / "party.csv").read_text("utf-8")
    preview = again.characters.preview_import([str(actor)])
    (read,) = preview.characters
    assert [i["name"] for i in read.person["state"]["injuries"]] == ["Broken leg"]
    again.close()


def test_an_injury_named_on_the_damage_form_is_renamed_with_its_old_name_said(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    services.campaign.dice = TypedDice([3, 2])
    assert services.characters.damage(ids["Ben"], {"damage": 3, "armor": False, "injury_name": "Cut"})
    assert services.characters.heal(ids["Ben"], {**NAME, "injury_name": "Deep cut"})
    assert lines(services)[-1] == "Ben: critical injury Cut — now Deep cut", lines(services)[-1]
    services.close()
