"""A spreadsheet's gear or weapon row whose bonus cell is left blank comes in with no bonus (0),
not the +1 a new row of the sheet starts with: the preview and the sheet never show a bonus the
file never wrote."""

from __future__ import annotations


def test_a_blank_gear_bonus_is_no_bonus(twdu, tmp_path):
    sheet = tmp_path / "party.csv"
    sheet.write_text("Name,Strength,Gear 1: Item,Gear 1: Skill,Gear 1: Gear bonus,Weapons 1: Weapon,"
                     "Weapons 1: Gear bonus,Weapons 1: Damage\n"
                     "Ana,3,Rope,Survival,,Crowbar,,2\n"
                     "Ben,2,Medkit,Medicine,2,Knife,1,1\n", "utf-8")
    preview = twdu.characters.preview_import([str(sheet)])
    assert preview.ready, preview.refusals()
    people = {c.name: c.person for c in preview.characters}
    assert people["Ana"]["sheet"]["gear"] == [{"name": "Rope", "skill": "survival", "bonus": 0}]
    assert (people["Ana"]["sheet"]["weapons"][0]["bonus"], people["Ana"]["sheet"]["weapons"][0]["damage"]) == (0, 2)
    assert people["Ben"]["sheet"]["gear"] == [{"name": "Medkit", "skill": "medicine", "bonus": 2}]
    shown = [cells for c in preview.characters if c.name == "Ana" for f in c.fields for cells in f.rows]
    assert all(value != 1 for cells in shown for label, value in cells if label == "Gear bonus"), shown


def test_a_bonus_column_the_file_does_not_have_starts_at_the_sheet_s_default(twdu, tmp_path):
    sheet = tmp_path / "party.csv"
    sheet.write_text("Name,Gear 1: Item,Gear 1: Skill\nAna,Rope,Survival\n", "utf-8")
    preview = twdu.characters.preview_import([str(sheet)])
    assert preview.characters[0].person["sheet"]["gear"][0]["bonus"] == 1
