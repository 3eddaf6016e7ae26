"""One character in two files of a batch, the spreadsheet last: what the actor brings stays.

Ana Reyes's Foundry actor (a Deep cut, poisoned, Health 2) and a spreadsheet row of her attributes
with no Conditions nor "Deadwatch state" column, picked together, the spreadsheet last: the preview
showed no Critical injury nor Poisoned row, she came in with neither, and the actor's "left out"
lines (the talent, the lucky coin the export writes back) were gone from the preview.  Father Tom's
actor and the party's spreadsheet lost the actor's left-out lines and said nothing of Endurance (now)
taken from the actor.  The actor last brought it all: so must the spreadsheet last."""

from __future__ import annotations

from app.services.logtext import render
from tests.unit.services.import_batch import ANA, ANAS_ROW, FIXTURES, TOM, anas_row, on_roster, previewed, texts

AFMBE_PARTY = FIXTURES / "csv" / "afmbe-party-libreoffice.csv"


def test_the_actors_injury_and_conditions_come_in_with_the_spreadsheet_last(twdu, tmp_path):
    row = anas_row(tmp_path)
    preview = twdu.characters.preview_import([str(ANA), str(row)])
    ana = previewed(preview, "Ana Reyes")
    rows = {f.label: f for f in ana.fields}
    assert "Critical injury" in rows and "Poisoned" in rows, [f.label for f in ana.fields]
    assert "Deep cut" in render(rows["Critical injury"].value["t"], rows["Critical injury"].value["args"], "rules")
    assert rows["Poisoned"].value is True and rows["Poisoned"].source == "effects[0].statuses"
    [taken] = [s for s in texts(ana.notices) if "taken from" in s]
    assert "Health (now), Stress (now), Critical injury, Recovery, Poisoned" in taken, taken
    assert taken.endswith(f"not in {row.name}: taken from {ANA.name}"), taken
    left_out = texts(ana.ignored)  # the actor's own left-out lines, its file named
    assert f"{ANA.name}: “Combat Medic” (talent): talents are not on a Deadwatch sheet; the Foundry export writes " \
           f"them back as read" in left_out, left_out
    assert any(s.startswith(f"{ANA.name}: “Lucky coin” (small item)") for s in left_out), left_out
    assert twdu.characters.import_preview(preview)
    her = on_roster(twdu, "Ana Reyes")
    assert [i["name"] for i in her.state["injuries"]] == ["Deep cut"]
    assert her.state["poisoned"] is True
    assert twdu.ruleset.track_values(her.sheet, her.state) == {"health": 2, "stress": 3}


def test_an_update_by_the_two_files_sets_the_actors_injury_and_conditions(twdu, tmp_path):
    row = anas_row(tmp_path)
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(row)]))
    assert on_roster(twdu, "Ana Reyes").state["injuries"] == []  # unhurt: the spreadsheet's alone
    preview = twdu.characters.preview_import([str(ANA), str(row)])
    ana = previewed(preview, "Ana Reyes")
    assert ana.updating
    assert twdu.characters.import_preview(preview)
    her = on_roster(twdu, "Ana Reyes")
    assert [i["name"] for i in her.state["injuries"]] == ["Deep cut"] and her.state["poisoned"] is True


def test_the_spreadsheets_conditions_column_is_taken_over_the_actors(twdu, tmp_path):
    """The later file's own words stay its own: "Sick" written, the actor's poison not taken; the injury is."""
    row = anas_row(tmp_path, ANAS_ROW.replace("Empathy\n", "Empathy,Conditions\n").replace(",2\n", ",2,Sick\n"))
    preview = twdu.characters.preview_import([str(ANA), str(row)])
    ana = previewed(preview, "Ana Reyes")
    assert "Poisoned" not in [f.label for f in ana.fields]
    assert twdu.characters.import_preview(preview)
    her = on_roster(twdu, "Ana Reyes")
    assert (her.state["poisoned"], her.state["sick"]) == (False, True)
    assert [i["name"] for i in her.state["injuries"]] == ["Deep cut"]


def test_father_toms_left_out_lines_and_endurance_now_are_said_with_the_party_last(afmbe, tmp_path):
    party = tmp_path / "party.csv"
    party.write_text("\n".join(AFMBE_PARTY.read_text("utf-8-sig").splitlines()[:2]) + "\n", "utf-8")
    preview = afmbe.characters.preview_import([str(TOM), str(party)])
    tom = previewed(preview, "Father Tom")
    [taken] = [s for s in texts(tom.notices) if "taken from" in s]
    assert "Life Points (now), Endurance (now)" in taken and taken.endswith(f"taken from {TOM.name}"), taken
    left_out = texts(tom.ignored)
    assert f"{TOM.name}: “Blessing” (power): metaphysics is not on a Deadwatch sheet" in left_out, left_out
    assert f"{TOM.name}: “Rosary” (item): this kind of item is not on the sheet" in left_out, left_out
    assert any(s.startswith(f"{TOM.name}: Life Points: 28 of 34 in Foundry") for s in texts(tom.notices)), \
        texts(tom.notices)
    assert afmbe.characters.import_preview(preview)
    tom_row = on_roster(afmbe, "Father Tom")  # the 6 points lost of Foundry's 34, lost of the 40 here
    assert afmbe.ruleset.track_values(tom_row.sheet, tom_row.state)["life_points"] == 34


def test_the_earlier_spreadsheets_conditions_stay_when_the_later_has_no_conditions_column(twdu, tmp_path):
    """Two spreadsheets of Ana: the first says "Poisoned" in its Conditions column, the later one has none."""
    poisoned = tmp_path / "a.csv"
    poisoned.write_text("Name,Kind,Strength,Conditions\nAna Reyes,Player character,4,Poisoned\n", "utf-8")
    later = tmp_path / "b.csv"
    later.write_text(ANAS_ROW, "utf-8")
    preview = twdu.characters.preview_import([str(poisoned), str(later)])
    ana = previewed(preview, "Ana Reyes")
    assert f"Conditions: not in {later.name}: taken from {poisoned.name}" in texts(ana.notices), texts(ana.notices)
    assert [f.value for f in ana.fields if f.label == "Conditions"] == ["Poisoned: −1 die on every roll."]
    assert twdu.characters.import_preview(preview)
    assert on_roster(twdu, "Ana Reyes").state["poisoned"] is True


def test_an_update_by_two_spreadsheets_sets_the_earliers_conditions(twdu, tmp_path):
    poisoned = tmp_path / "a.csv"
    poisoned.write_text("Name,Kind,Strength,Conditions\nAna Reyes,Player character,4,Poisoned\n", "utf-8")
    later = tmp_path / "b.csv"
    later.write_text(ANAS_ROW.replace(",4,3,3,2", ",4,3,3,3"), "utf-8")
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(later)]))
    assert on_roster(twdu, "Ana Reyes").state["poisoned"] is False
    later.write_text(ANAS_ROW, "utf-8")
    preview = twdu.characters.preview_import([str(poisoned), str(later)])
    assert previewed(preview, "Ana Reyes").updating
    assert twdu.characters.import_preview(preview)
    assert on_roster(twdu, "Ana Reyes").state["poisoned"] is True
