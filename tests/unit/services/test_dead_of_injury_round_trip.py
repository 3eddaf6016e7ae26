"""A character who died of a lethal injury (its time ran out while time passed) keeps the Health
she had: the rules kill her with Health left.  Deadwatch's own exports of her (a spreadsheet and a
Foundry actor) must come back in: her row accepted, dead with that Health, and the spreadsheet's
other character not lost.  A death with Health left and no lethal injury on her is still refused,
and the refusal reads as one sentence (no ".;")."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
NIGHT = 7 * 60  # her Deep cut is lethal in D6 hours (rolled on import), untended


def _open(tmp_path: Path, name: str):
    path = tmp_path / name
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    opened.campaign.start_session("The mall")
    return opened


@pytest.fixture
def services(tmp_path, qapp):
    opened = _open(tmp_path, "c.deadwatch")
    yield opened
    opened.close()


@pytest.fixture
def other(tmp_path, qapp):
    opened = _open(tmp_path, "other.deadwatch")
    yield opened
    opened.close()


def _dead_of_her_cut(services, tmp_path: Path) -> int:
    """Ana imported with her Deep cut, killed by it in the night, a second character beside her."""
    src = tmp_path / "ana.json"
    src.write_text(ANA.read_text("utf-8"), encoding="utf-8")
    assert services.characters.import_preview(services.characters.preview_import([str(src)]))
    assert services.game_time.pass_time(NIGHT)
    (ana,) = services.characters.characters()
    assert ana.state["dead"] and ana.state["health"] > 0  # dead of the cut, Health left
    from app.services.characters import CreateCharacter
    services.campaign.execute(CreateCharacter("Hank", "npc", services.ruleset.new_sheet()))
    return int(ana.state["health"])


def _imported(other, paths: list[str]):
    preview = other.characters.preview_import(paths)
    assert not preview.refusals(), [render(r["t"], r.get("args", {}), r.get("ctx", "log")) for r in preview.refusals()]
    assert other.characters.import_preview(preview)
    return {c.name: c for c in other.characters.characters()}


def test_her_spreadsheet_comes_back_with_the_other_row(services, other, tmp_path):
    health = _dead_of_her_cut(services, tmp_path)
    out = tmp_path / "party.csv"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()], "csv")
    rows = _imported(other, [str(out)])
    assert set(rows) == {"Ana Reyes", "Hank"}
    assert rows["Ana Reyes"].state["dead"] and rows["Ana Reyes"].state["health"] == health


def test_her_foundry_actor_comes_back(services, other, tmp_path):
    health = _dead_of_her_cut(services, tmp_path)
    ana = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "party.json"
    assert services.characters.export_file(str(out), [ana.id], "foundry")
    written = [str(p) for p in folder.iterdir()]
    rows = _imported(other, written)
    assert rows["Ana Reyes"].state["dead"] and rows["Ana Reyes"].state["health"] == health


def test_dead_with_health_and_no_lethal_injury_is_refused_in_one_sentence(services, other, tmp_path):
    _dead_of_her_cut(services, tmp_path)
    out = tmp_path / "party.csv"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()], "csv")
    with out.open(encoding="utf-8-sig", newline="") as f:
        table = list(csv.reader(f))
    state_col = table[0].index("Deadwatch state")
    ana = next(r for r in table if r[0] == "Ana Reyes")
    state = json.loads(ana[state_col])
    state["injuries"] = []
    ana[state_col] = json.dumps(state)
    with out.open("w", encoding="utf-8-sig", newline="") as f:
        csv.writer(f).writerows(table)
    preview = other.characters.preview_import([str(out)])
    (reason,) = preview.refusals()
    for lang in ("en", "ru", "es"):
        text = render(reason["t"], reason.get("args", {}), reason.get("ctx", "log"), translator_for(lang))
        assert ".;" not in text, text
    assert "lethal injury" in render(reason["t"], reason.get("args", {}), reason.get("ctx", "log"),
                                     translator_for("en"))
