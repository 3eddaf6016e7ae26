"""A character imported beside one of the same name takes the next free number of its base name:
importing "Ana Reyes (2)" again gives "Ana Reyes (3)", never "Ana Reyes (2) (2)"."""

from __future__ import annotations

import json
from pathlib import Path

from app.services.imports.free_names import SAME_NAME, free_name

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"


def names(services) -> list[str]:
    return sorted(c.name for c in services.characters.characters())


def test_importing_a_numbered_name_again_takes_the_next_number_of_its_base_name(twdu, tmp_path):
    for _ in range(2):  # as new copies, not updating the roster's Ana
        read = twdu.characters.preview_import([str(GM / "ana-foundry.json")])
        read.choose_copies(True)
        assert twdu.characters.import_preview(read)
    assert names(twdu) == ["Ana Reyes", "Ana Reyes (2)"]
    second = next(c for c in twdu.characters.characters() if c.name == "Ana Reyes (2)")
    out = tmp_path / "ana-2.json"
    assert twdu.characters.export_file(str(out), [second.id], "foundry")
    assert json.loads(out.read_text("utf-8"))["name"] == "Ana Reyes (2)"
    preview = twdu.characters.preview_import([str(out)])
    preview.choose_copies(True)
    assert [c.name for c in preview.characters] == ["Ana Reyes (3)"]
    assert twdu.characters.import_preview(preview)
    assert names(twdu) == ["Ana Reyes", "Ana Reyes (2)", "Ana Reyes (3)"]


def test_the_number_counts_on_from_the_names_own_and_skips_taken_ones():
    taken = {"ana reyes", "ana reyes (2)", "ana reyes (3)"}
    assert free_name("Ana Reyes (2)", SAME_NAME, taken) == "Ana Reyes (4)"
    assert free_name("Ana Reyes", SAME_NAME, taken) == "Ana Reyes (4)"
    # a name in another language's pattern, and a bracket that is not a number, stay as they are
    assert free_name("Ана (2)", "{name} ({number})", {"ана (2)"}) == "Ана (3)"
    assert free_name("Room (B)", SAME_NAME, {"room (b)"}) == "Room (B) (2)"
