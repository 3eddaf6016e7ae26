"""A spreadsheet cut inside a row (a copy broken off, a line pasted in part) is refused whole,
naming the file, the row and where it ends: its short row's missing cells are no blanks that would
wipe half a character's sheet ("Tech 2 → 0", the weapons removed)."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render


def test_a_party_spreadsheet_cut_inside_a_row_is_refused_naming_where_it_ends(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu")), Dice(seed=1))
    try:
        party = tmp_path / "party.csv"
        assert services.characters.export_file(str(party), [c.id for c in services.characters.characters()])
        lines = party.read_text("utf-8-sig").splitlines()
        third = lines[3].split(",")
        cut = tmp_path / "half-party.csv"
        cut.write_text("\r\n".join([*lines[:3], ",".join(third[:13])]), "utf-8")
        before = {c.name: dict(c.sheet) for c in services.characters.characters()}

        preview = services.characters.preview_import([str(cut)])

        said = [render(p["t"], p["args"], p.get("ctx", "log")) for p in preview.problems]
        total = len(lines[0].split(","))
        assert said == [f"half-party.csv: row 4 ends after the column “Scout”: 13 of {total} columns; the file "
                        "looks cut short, none of its rows is imported"], said
        assert not preview.characters and not preview.ready
        assert {c.name: dict(c.sheet) for c in services.characters.characters()} == before
    finally:
        services.close()
