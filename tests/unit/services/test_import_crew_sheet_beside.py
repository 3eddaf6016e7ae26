"""The crew's GM sheet (Billy Joe) picked with another file over the Unisystem demo: read beside it,
never dropped.

A broken actor refused, a D&D party refused, or the party's spreadsheet read: each file of the batch
is either read (its characters in the preview) or refused by its name."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render

FILES = Path(__file__).resolve().parents[2] / "fixtures"
CREW = FILES / "csv" / "afmbe-crew-gm-sheet.csv"


@pytest.mark.parametrize("other", [FILES / "gm" / "broken-actor.json", FILES / "gm" / "dnd-party.csv",
                                   FILES / "csv" / "afmbe-party-libreoffice.csv"], ids=lambda p: p.name)
@pytest.mark.parametrize("crew_first", [True, False], ids=["crew-first", "crew-second"])
def test_billy_joe_is_read_beside_another_file(qapp, tmp_path, other, crew_first):
    path = build_demo(tmp_path / "demo.deadwatch", "afmbe", "unisystem")
    services = open_services(str(path))
    try:
        crew = Path(shutil.copy(CREW, tmp_path / CREW.name))
        paths = [str(crew), str(other)] if crew_first else [str(other), str(crew)]
        preview = services.characters.preview_import(paths)
        names = [c.name for c in preview.characters]
        problems = [render(p["t"], p["args"]) for p in preview.problems]
        assert "Billy Joe" in names, (names, problems)
        for path in paths:  # every file picked is read or refused by its name
            file = Path(path).name
            assert any(c.file == file for c in preview.characters) or any(p.startswith(f"{file}:") for p in problems), \
                (file, names, problems)
    finally:
        services.close()
