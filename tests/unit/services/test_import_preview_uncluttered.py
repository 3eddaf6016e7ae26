"""The preview says much in few lines: six "Levels of X bought with drawback points" on one "Left
out" line became a count, the fields a row each folded under it; "Weapons: changed, 1 row" when
the file's one weapon replaces the roster's two now names the weapon removed."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

PARTY = Path(__file__).resolve().parents[2] / "fixtures" / "csv" / "twdu-party-libreoffice.csv"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _said(lines) -> list[str]:
    return [render(x["t"], x["args"]) for x in lines]


def test_many_fields_not_in_the_file_are_counted_with_the_list_folded(services, tmp_path):
    file = tmp_path / "short.csv"
    file.write_text("Name,Strength,Agility,Wits,Empathy,Close Combat,Endure,Force,Mobility,Ranged Combat,Stealth,"
                    "Scout,Survival,Tech,Leadership,Manipulation,Medicine,Notes\nAna,3,3,3,3,1,1,1,1,1,1,1,1,1,1,1,1,\n",
                    "utf-8")
    [ana] = services.characters.preview_import([str(file)]).characters
    assert _said(ana.ignored) == ["Armor Level, Armor penalty (Mobility), Rations: not in the file: start at their "
                                  "defaults (0, 0, 0)"], "three fields are still named on the line"
    file.write_text("Name,Strength,Agility,Wits,Empathy\nAna,3,3,3,3\n", "utf-8")
    [ana] = services.characters.preview_import([str(file)]).characters
    [line, notes] = ana.ignored
    assert render(line["t"], line["args"]) == "15 fields are not in the file: they start at their defaults"
    assert line["args"]["listed"][:3] == ["Close Combat", "Endure", "Force"]
    assert len(line["args"]["listed"]) == 15 and "Notes" not in line["args"]["listed"]
    # the notes, which the file has no column of, on a line of their own: what Enter does with them
    assert render(notes["t"], notes["args"]) == "Notes: none (the file has none)"


def test_a_table_that_loses_rows_names_those_removed(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    text = PARTY.read_text("utf-8").replace("Machete,Close combat,1,2,Short,0,", ",,,,,,", 1)
    edited = tmp_path / "party.csv"
    edited.write_text(text, "utf-8")
    preview = services.characters.preview_import([str(edited)])
    ana = next(c for c in preview.characters if c.name == "Reyes, Ana")
    assert "Weapons: Machete removed" in _said(ana.update.changes), _said(ana.update.changes)


@pytest.mark.parametrize("code, said", [
    ("en", "Weapons: Machete \u2192 Fire axe"),
    ("ru", "Оружие: Machete \u2192 Fire axe"),
    ("es", "Armas: Machete \u2192 Fire axe"),
])
def test_a_row_renamed_in_its_place_reads_as_replaced_not_removed(services, tmp_path, code, said):
    """The file's "Fire axe" where the roster's "Machete" was: both names, not "removed: Machete"."""
    from ui.i18n import set_language

    assert services.characters.import_preview(services.characters.preview_import([str(PARTY)]))
    text = PARTY.read_text("utf-8").replace("Machete,Close combat,", "Fire axe,Close combat,", 1)
    edited = tmp_path / "party.csv"
    edited.write_text(text, "utf-8")
    try:
        assert set_language(code)
        preview = services.characters.preview_import([str(edited)])
        ana = next(c for c in preview.characters if c.name == "Reyes, Ana")
        lines = _said(ana.update.changes)
        assert said in lines, lines
        assert not any("removed" in x or "убрано" in x or "quita" in x for x in lines), lines
    finally:
        set_language("en")
