"""An NPC Deadwatch exported as a spreadsheet and as a Foundry actor, both in one batch: one
character, with no "the files disagree" line for a value both give alike.

A GM imported a party CSV and the Foundry actors Deadwatch wrote of the same party into a new
campaign: each NPC had a line per attribute and skill, "Strength: 3 in party.csv, 3 (Deadwatch's
sheet kept in the file) in gloria.json: gloria.json's is taken", though the values are equal."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
GLORIA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"


def _campaign(path: Path, qapp):  # noqa: ANN001, ANN202
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    return open_services(str(path), Dice(seed=3))


def exported_gloria(folder: Path, qapp, strength: int | None = None) -> tuple[Path, Path]:  # noqa: ANN001
    """Gloria the NPC as Deadwatch exports her: a spreadsheet and a Foundry actor (the spreadsheet's
    Strength ``strength`` when given)."""
    services = _campaign(folder / "first.deadwatch", qapp)
    try:
        assert services.characters.import_preview(services.characters.preview_import([str(GLORIA)]))
        ids = [c.id for c in services.characters.characters()]
        sheet, actor = folder / "party.csv", folder / "gloria.json"
        assert services.characters.export_file(str(sheet), ids, "csv")
        assert services.characters.export_file(str(actor), ids, "foundry")
    finally:
        services.close()
    if strength is not None:
        head, row, *rest = sheet.read_text("utf-8").splitlines()
        cells = row.split(",")
        at = head.split(",").index("Strength")
        cells[at] = str(strength)
        sheet.write_text("\n".join([head, ",".join(cells), *rest]) + "\n", "utf-8")
    return sheet, actor


@pytest.fixture
def services(tmp_path, qapp):
    opened = _campaign(tmp_path / "c.deadwatch", qapp)
    yield opened
    opened.close()


def test_equal_values_of_an_npc_in_two_files_are_no_disagreement(services, tmp_path, qapp):
    sheet, actor = exported_gloria(tmp_path, qapp)
    preview = services.characters.preview_import([str(sheet), str(actor)])
    [gloria] = [c for c in preview.characters if "Gloria" in c.name]
    said = [render(x["t"], x["args"]) for x in gloria.notices]
    assert said == [f"in {sheet.name} and {actor.name}: one character, imported once from {actor.name}"], said
    assert gloria.also_in == [sheet.name]


def test_a_value_the_two_files_give_otherwise_is_still_said(services, tmp_path, qapp):
    sheet, actor = exported_gloria(tmp_path, qapp, strength=5)
    preview = services.characters.preview_import([str(sheet), str(actor)])
    [gloria] = [c for c in preview.characters if "Gloria" in c.name]
    said = [render(x["t"], x["args"]) for x in gloria.notices]
    assert any(s.startswith(f"Strength: 5 in {sheet.name}, ") for s in said), said
    assert len(said) == 2, said
