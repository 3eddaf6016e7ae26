"""A Foundry twdu weapon whose range is no band of the sheet ("engaged") is read as Short and the
preview says so; an injury's description goes back to Foundry in the item's description."""

from __future__ import annotations

import json
from pathlib import Path

from app.services.imports.exporting import foundry_actors
from app.services.logtext import render

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "foundry"
TWDU_PC = FIXTURES / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def test_a_range_engaged_is_read_as_short_and_said(twdu, tmp_path):
    actor = json.loads(TWDU_PC.read_text("utf-8"))
    weapon = next(i for i in actor["items"] if i["type"] == "weapon" and i["system"]["range"] == "none")
    weapon["system"]["range"] = "engaged"
    path = tmp_path / "ana.json"
    path.write_text(json.dumps(actor), "utf-8")
    [ana] = twdu.characters.preview_import([str(path)]).characters
    assert f"“{weapon['name']}”: range “engaged” read as Short" in [text(n) for n in ana.ignored]
    [row] = [w for w in ana.person["sheet"]["weapons"] if w["name"] == weapon["name"]]
    assert row["range"] == "short"
    plain = twdu.characters.preview_import([str(TWDU_PC)]).characters[0]
    assert not any("read as" in text(n) for n in plain.ignored)  # "none", a close weapon's: nothing to say


def test_an_injury_s_description_is_exported_to_foundry(twdu, tmp_path):
    actor = json.loads(TWDU_PC.read_text("utf-8"))
    injury = next(i for i in actor["items"] if i["type"] == "criticalInjury")
    injury["system"]["effect"] = "-1 to Mobility & Force"
    path = tmp_path / "ana.json"
    path.write_text(json.dumps(actor), "utf-8")
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(path)]))
    [written] = foundry_actors(twdu.ruleset, twdu.characters.characters())
    [item] = [i for i in written["items"] if i["type"] == "criticalInjury"]
    assert item["system"]["description"].startswith("<p>-1 to Mobility &amp; Force</p>")
    assert "Time limit:" in item["system"]["description"] or "Recovery:" in item["system"]["description"]
