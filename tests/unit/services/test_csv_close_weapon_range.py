"""Deadwatch's own spreadsheet of a twdu party: a close combat weapon's Range and Ammo, which the
sheet keeps for a ranged weapon alone, are written empty, so the unedited file read back says
nothing of them (it said the Fire axe's Range “Short” was left out); a ranged weapon's are written."""

from __future__ import annotations

import csv
import io

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.imports.csv_party import write_csv
from app.services.logtext import render


def test_the_exported_party_reads_back_without_a_close_weapon_s_range_left_out(twdu, tmp_path):
    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)), Dice(seed=1))
    try:
        text = write_csv(demo.characters.ruleset, demo.characters.characters(), separator=",")
    finally:
        demo.close()
    head, *rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    at = {column: head.index(f"Weapons 1: {column}") for column in ("Weapon", "Range", "Ammo")}
    cells = {row[at["Weapon"]]: (row[at["Range"]], row[at["Ammo"]]) for row in rows}
    assert cells["Fire axe"] == ("", "")
    assert cells["Revolver"] == ("Long", "6")
    path = tmp_path / "party.csv"
    path.write_text(text, encoding="utf-8")
    preview = twdu.characters.preview_import([str(path)])
    said = [render(n["t"], n["args"], n.get("ctx", "log")) for c in preview.characters for n in c.ignored]
    assert not any("Range" in line or "Ammo" in line for line in said), said
