"""Several files imported at once, one of them bad: the good files are imported as one undoable
action with one log line, the bad one is refused whole with its reason (file, row, field), and
nothing at all is imported only when no file is good."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render, render_event

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
PARTY = FIXTURES / "csv" / "twdu-party-libreoffice.csv"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def bad_spreadsheet(folder: Path) -> Path:
    """The party's spreadsheet with Ben Okafor's Strength at 99 (row 3)."""
    rows = list(csv.DictReader(io.StringIO(PARTY.read_text("utf-8-sig"))))
    next(r for r in rows if r["Name"] == "Ben Okafor")["Strength"] = "99"
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]))
    writer.writeheader()
    writer.writerows(rows)
    path = folder / "bad-party.csv"
    path.write_text(out.getvalue(), "utf-8")
    return path


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_one_bad_file_leaves_the_good_ones_to_import_as_one_action(services, tmp_path):
    bad = bad_spreadsheet(tmp_path)
    broken = tmp_path / "notes.json"
    broken.write_text("{ not json", "utf-8")
    preview = services.characters.preview_import([str(ANA), str(bad), str(broken)])
    assert preview.ready
    assert preview.refused_files() == {"bad-party.csv", "notes.json"}
    assert [c.name for c in preview.importable()] == ["Ana Reyes"]
    refusal = next(r for c in preview.characters for r in c.refused)
    assert text(refusal) == "“Strength” is 99; on this sheet it runs from 1 to 5"
    ben = next(c for c in preview.characters if c.name == "Ben Okafor")
    assert text(ben.place()) == "bad-party.csv, row 3"
    assert services.characters.import_preview(preview)
    assert [c.name for c in services.characters.characters()] == ["Ana Reyes"]
    # Ana's lethal injury's time limit and recovery time, rolled as the preview was read, are said after the line
    [said] = [render_event(e) for e in services.campaign.events() if e.kind != "session"]
    assert re.fullmatch(r"Imported 1 character: Ana Reyes — Ana Reyes: Deep cut: −1 die; lethal in (\d) hours? "
                        r"\(D6 rolled on import: \1\); Ana Reyes: Deep cut: recovery in (\d) days? \(D6 rolled on "
                        r"import: \2\)", said), said
    assert services.campaign.undo()
    assert services.characters.characters() == []


def test_nothing_is_imported_when_no_file_is_good(services, tmp_path):
    bad = bad_spreadsheet(tmp_path)
    refusals: list[str] = []
    services.characters.failed.connect(lambda ctx, msg: refusals.append(msg))
    preview = services.characters.preview_import([str(bad)])
    assert not preview.ready and preview.importable() == []
    assert not services.characters.import_preview(preview)
    assert refusals and "bad-party.csv, row 3" in refusals[0]
    assert services.characters.characters() == []


def test_a_missing_file_a_folder_and_an_unreadable_file_are_named_with_why_and_the_rest_imported(
    services, tmp_path, monkeypatch
):
    from app.services import picked_files

    folder = tmp_path / "actors"
    folder.mkdir()
    locked = tmp_path / "locked.csv"
    locked.write_text(PARTY.read_text("utf-8-sig"), "utf-8")
    import builtins

    real_open = builtins.open

    def refused(path, *args, **kwargs):  # noqa: ANN001, ANN202 - the system's refusal, as without permission
        if str(path) == str(locked):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(picked_files, "open", refused, raising=False)
    preview = services.characters.preview_import([str(ANA), str(tmp_path / "gone.csv"), str(folder), str(locked)])
    assert [text(p) for p in preview.problems] == [
        "gone.csv: not found (moved, renamed or deleted?)",
        "actors: it is a folder, not a file: pick the files in it",
        "locked.csv: it cannot be read (Permission denied)",
    ]
    assert preview.ready and [c.name for c in preview.importable()] == ["Ana Reyes"]
    assert services.characters.import_preview(preview)
    assert [c.name for c in services.characters.characters()] == ["Ana Reyes"]
