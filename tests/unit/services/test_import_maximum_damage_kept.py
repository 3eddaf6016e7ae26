"""An update whose sheet changes a track's maximum keeps the damage the file says: the GM raises
Dana Cruz's Strength in the exported spreadsheet, and she comes back unhurt at her new maximum
(30/30 became 30/34, looking wounded); 6 below the old maximum stays 6 below the new one.  The
preview says the maximum's change ("Life Points: 30 → 34 (maximum)")."""

from __future__ import annotations

import csv
import io

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", "unisystem", {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _edited(services, tmp_path, **cells: str) -> str:
    out = tmp_path / "party.csv"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()], "csv")
    rows = list(csv.reader(io.StringIO(out.read_text("utf-8-sig"))))
    for heading, value in cells.items():
        rows[1][rows[0].index(heading.replace("_", " "))] = value
    buf = io.StringIO()
    csv.writer(buf).writerows(rows)
    out.write_text(buf.getvalue(), "utf-8")
    return str(out)


def _tracks(services) -> tuple[int, int]:
    (dana,) = services.characters.characters()
    return dana.state["life_points"], dana.state["endurance"]


def test_a_raised_strength_leaves_the_unhurt_unhurt_and_says_the_new_maximum(services, tmp_path):
    assert services.characters.create("Dana Cruz", "pc")
    before = _tracks(services)
    (dana,) = services.characters.characters()
    strength = dana.sheet["str"]
    essence = services.ruleset.derived(dana.sheet)["essence"]
    preview = services.characters.preview_import([_edited(services, tmp_path, Strength=str(strength + 1))])
    (read,) = preview.characters
    said = [render(x["t"], x["args"]) for x in preview.changes_of(read)[0]]
    assert said == [f"Strength: {strength} → {strength + 1}",
                    f"Essence: {essence} → {essence + 1} (worked out by the sheet)",
                    f"Life Points: {before[0]} → {before[0] + 4} (maximum)",
                    f"Endurance: {before[1]} → {before[1] + 3} (maximum)"], said
    assert services.characters.import_preview(preview)
    assert _tracks(services) == (before[0] + 4, before[1] + 3)


def test_six_below_the_old_maximum_stays_six_below_the_new(services, tmp_path):
    assert services.characters.create("Dana Cruz", "pc")
    most, _ = _tracks(services)
    (dana,) = services.characters.characters()
    path = _edited(services, tmp_path, Strength=str(dana.sheet["str"] + 1), **{"Life_Points_(now)": str(most - 6)})
    preview = services.characters.preview_import([path])
    said = [render(x["t"], x["args"]) for x in preview.changes_of(preview.characters[0])[0]]
    # the maximum that changes is a change of its own beside the value now (Padre Tom's 34 → 40 was unsaid)
    assert f"Life Points: {most} → {most + 4} (maximum)" in said, said
    assert f"Life Points (now): {most} → {most + 4 - 6}" in said, said
    assert services.characters.import_preview(preview)
    assert _tracks(services)[0] == most + 4 - 6


def test_the_unedited_file_again_leaves_her_unhurt_at_the_lowered_maximum(services, tmp_path):
    """The file exported before the GM raised her Strength, imported again after the raised one:
    30 of 30 in the file is 30 of 30, not 26 of 30 (the 34 written taken as 4 points lost)."""
    assert services.characters.create("Dana Cruz", "pc")
    before = _tracks(services)
    (dana,) = services.characters.characters()
    first = tmp_path / "first.csv"
    assert services.characters.export_file(str(first), [dana.id], "csv")
    raised = _edited(services, tmp_path, Strength=str(dana.sheet["str"] + 1))
    assert services.characters.import_preview(services.characters.preview_import([raised]))
    assert _tracks(services) == (before[0] + 4, before[1] + 3)
    preview = services.characters.preview_import([str(first)])
    (read,) = preview.characters
    said = [render(x["t"], x["args"]) for x in preview.changes_of(read)[0]]
    assert f"Life Points: {before[0] + 4} → {before[0]} (maximum)" in said, said
    assert services.characters.import_preview(preview)
    assert _tracks(services) == before
