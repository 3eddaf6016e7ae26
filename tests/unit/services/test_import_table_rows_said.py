"""What an update does to a table, row by row, as the preview and the log say it: a number changed
named by its column ("Brawling: Level 2 → 3"), a row added with its number named too ("Guns (Rifle)
added (Level 2)": no bare number left for the GM to guess), a row of a name two rows share told apart by its type
("Guns (Rifle)"), other cells by their columns, a row replaced in its place, a row removed; a table
whose rows have no names says how many it ends with, as before."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.services.imports.table_changes import changed
from app.services.logtext import render

SKILLS = next(f for f in get_ruleset("afmbe", "norms").sheet_fields() if f.key == "skills")
LABEL = {"t": SKILLS.label, "ctx": "rules", "args": {}}


def _skill(name: str, level: int, kind: str = "", special: bool = False, specializations: str = "") -> dict:
    return {"name": name, "type": kind, "special": special, "level": level, "specializations": specializations,
            "native": False}


def said(before: list, after: list, columns=SKILLS.columns) -> str:  # noqa: ANN001
    line = changed(LABEL, before, after, columns)
    return render(line["t"], line["args"], line.get("ctx", "log"))


BRAWLING, PISTOL = _skill("Brawling", 2), _skill("Guns", 3, "Handgun")


@pytest.mark.parametrize(("after", "text"), [
    ([_skill("Brawling", 3), PISTOL, _skill("Guns", 2, "Rifle")],
     "Skills: Brawling: Level 2 → 3; Guns (Rifle) added (Level 2)"),
    ([BRAWLING, _skill("Guns", 4, "Handgun", special=True)], "Skills: Guns: Special no → yes, Level 3 → 4"),
    ([BRAWLING, _skill("Guns", 3, "Handgun", specializations="Revolver")],
     "Skills: Guns: Specializations none → Revolver"),
    ([BRAWLING, _skill("Dodge", 2)], "Skills: Guns → Dodge"),
    ([PISTOL], "Skills: Brawling removed"),
    ([PISTOL, BRAWLING], "Skills: changed, 2 rows"),
])
def test_each_row_changed_is_said(after, text):
    assert said([BRAWLING, PISTOL], after) == text


def test_rows_without_names_are_counted_as_before():
    assert said([{"name": ""}], [{"name": ""}, {"name": ""}]) == "Skills: changed, 2 rows"
    assert said([BRAWLING], [BRAWLING, _skill("Guns", 1)], ()) == "Skills: changed, 2 rows"


def test_a_weapon_added_names_its_gear_bonus_and_an_ammo_count_changed_names_its_column():
    weapons = next(f for f in get_ruleset("twdu").sheet_fields() if f.key == "weapons")
    label = {"t": weapons.label, "ctx": "rules", "args": {}}
    rifle = {"name": "Hunting Rifle", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 5}
    machete = {"name": "Machete", "kind": "close", "bonus": 1, "damage": 2}
    line = changed(label, [rifle], [{**rifle, "ammo": 3}, machete], weapons.columns)
    # "Machete added 1", "Hunting Rifle 5 → 3" left the GM to guess what the numbers were
    assert render(line["t"], line["args"], "log") == \
        "Weapons: Hunting Rifle: Ammo 5 → 3; Machete added (Gear bonus 1)"


@pytest.mark.parametrize(("code", "text"), [
    ("ru", "Оружие: Револьвер → Hunting Rifle; добавлено: Machete (Бонус снаряжения 1)"),
    ("es", "Armas: Revólver → Hunting Rifle; se añade Machete (Bonificación de equipo 1)"),
])
def test_a_row_added_is_said_in_the_language_of_the_log_and_its_export(code, text):
    """Issue 42: «Machete added (Бонус снаряжения 1)» stayed English in Russian and Spanish (the
    catalogs had lost the template): the log and an export in ``code`` say it in ``code``."""
    from app.export.language import translator_for

    weapons = next(f for f in get_ruleset("twdu").sheet_fields() if f.key == "weapons")
    label = {"t": weapons.label, "ctx": "rules", "args": {}}
    revolver = {"name": "Револьвер" if code == "ru" else "Revólver", "kind": "ranged", "bonus": 2, "damage": 1}
    rifle = {"name": "Hunting Rifle", "kind": "ranged", "bonus": 2, "damage": 2}
    machete = {"name": "Machete", "kind": "close", "bonus": 1, "damage": 2}
    line = changed(label, [revolver], [rifle, machete], weapons.columns)
    assert render(line["t"], line["args"], "log", translator_for(code)) == text
