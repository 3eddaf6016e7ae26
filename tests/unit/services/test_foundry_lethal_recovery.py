"""A lethal twdu critical injury whose item gives no unit for its time limit nor its recovery time
("Cracked ribs", ``fatal: true, timeLimit: "", recovery: ""``): both are rolled as the preview is
read (the rules give every critical injury a recovery time), each said once on its row as what was
done, with no contradicting "left out" line; the export writes the recovery number; and a
re-import says the roster's numbers with their units ("3 hours"), not bare numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def plural(value: int, one: str, many: str) -> str:
    return f"{value} {one if value == 1 else many}"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=5))
    yield opened
    opened.close()


@pytest.fixture
def ribs(tmp_path) -> Path:
    actor = json.loads(ANA.read_text("utf-8"))
    for item in actor["items"]:
        if item["type"] == "criticalInjury":
            item["name"] = "Cracked ribs"
            item["system"].update({"fatal": True, "timeLimit": "", "recovery": ""})
    file = tmp_path / "ribs.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    return file


def test_a_lethal_injury_with_no_units_has_both_numbers_rolled_and_said_once(services, ribs, tmp_path):
    (ana,) = services.characters.preview_import([str(ribs)]).characters
    injury = ana.person["state"]["injuries"][0]
    limit, recovery = injury["time_limit"], injury["recovery"]
    assert 1 <= limit <= 6 and 1 <= recovery <= 6 and injury["recovery_unit"] == "days"
    rows = {f.label: text(f.value) for f in ana.fields if f.label in ("Critical injury", "Recovery")}
    assert rows == {
        "Critical injury": f"Cracked ribs: −1 die; lethal in {plural(limit, 'hour', 'hours')}, the file giving no "
                           f"unit (D6 rolled on import: {limit})",
        "Recovery": f"Cracked ribs: recovery in {plural(recovery, 'day', 'days')}, the file giving no unit (D6 "
                    f"rolled on import: {recovery})"}
    assert not [n for n in ana.ignored if "Cracked ribs" in text(n)], [text(n) for n in ana.ignored]
    preview = services.characters.preview_import([str(ribs)])
    assert services.characters.import_preview(preview)
    (row,) = services.characters.characters()
    assert row.state["injuries"][0]["recovery"] >= 1
    out = tmp_path / "out.json"
    assert services.characters.export_file(str(out), [row.id], "foundry")
    item = next(i for i in json.loads(out.read_text("utf-8"))["items"] if i["type"] == "criticalInjury")
    number = row.state["injuries"][0]["recovery"]
    assert item["system"]["recovery"] == "days" and f"Recovery: {number} days" in item["system"]["description"]


def test_a_re_import_says_the_roster_s_numbers_with_their_units(services, ribs):
    assert services.characters.import_preview(services.characters.preview_import([str(ribs)]))
    (row,) = services.characters.characters()
    injury = row.state["injuries"][0]
    (ana,) = services.characters.preview_import([str(ribs)]).characters
    assert ana.updating
    rows = {f.label: text(f.value) for f in ana.fields if f.label in ("Critical injury", "Recovery")}
    assert rows == {
        "Critical injury": f"Cracked ribs: lethal in {plural(injury['time_limit'], 'hour', 'hours')} as the roster "
                           "has it, not rolled again",
        "Recovery": f"Cracked ribs: recovery in {plural(injury['recovery'], 'day', 'days')} as the roster has it, "
                    "not rolled again"}


def test_a_lethal_injury_s_recovery_in_days_is_rolled_said_and_kept(services):
    """"Deep cut" (``timeLimit: "hours"``, ``recovery: "days"``): the recovery is said on a row of its
    own as the lethal limit is, and the character imported has those days; before, only the limit was."""
    preview = services.characters.preview_import([str(ANA)])
    (ana,) = preview.characters
    recovery = ana.person["state"]["injuries"][0]["recovery"]
    rows = {f.label: text(f.value) for f in ana.fields if f.label == "Recovery"}
    assert rows == {"Recovery": f"Deep cut: recovery in {plural(recovery, 'day', 'days')} (D6 rolled on import: "
                                f"{recovery})"}
    assert services.characters.import_preview(preview)
    (row,) = services.characters.characters()
    assert (row.state["injuries"][0]["recovery"], row.state["injuries"][0]["recovery_unit"]) == (recovery, "days")
