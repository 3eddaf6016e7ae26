"""Actors a GM wrote by hand for Foundry's twdu system (tests/fixtures/gm) taken into Deadwatch and
exported to Foundry again come back with what they went in with: archetype, drive and anchors in
their own fields, the armor's name, the injury's rolled time limit, an NPC's master level and its
hostile token.  The preview speaks the GM's language: no raw keys, no "−0 dice", fields by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.services.imports.csv_state import conditions_text
from app.services.logtext import qt_translate, render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"
JULES = GM / "fvtt-Actor-jules-tanaka-AbC123.json"
GOVERNOR = GM / "fvtt-Actor-the-governor-XyZ789.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def services_characters(services) -> list:
    return list(services.characters.characters())


def round_trip(services, tmp_path, source: Path) -> dict:
    preview = services.characters.preview_import([str(source)])
    assert preview.ready, [text(r) for c in preview.characters for r in c.refused]
    assert services.characters.import_preview(preview)
    character = next(c for c in services.characters.characters() if c.name == preview.characters[0].name)
    out = tmp_path / f"{source.stem}-out.json"
    assert services.characters.export_file(str(out), [character.id], "foundry")
    return json.loads(out.read_text("utf-8"))


def test_a_hand_written_character_comes_back_with_its_archetype_drive_anchor_armor_and_time_limit(twdu, tmp_path):
    original = json.loads(JULES.read_text("utf-8"))
    actor = round_trip(twdu, tmp_path, JULES)
    system = actor["system"]
    assert (system["archetype"], system["drive"], system["pcAnchor"]) == ("Cop", "Protect the kids", "Ana")
    assert "Archetype" not in system["notes"]["value"] and "Drive" not in system["notes"]["value"]
    armor = [i for i in actor["items"] if i["type"] == "armor"]
    assert [(a["name"], a["system"]["protection"]) for a in armor] == [("Riot vest", 2)]
    injury = next(i for i in actor["items"] if i["type"] == "criticalInjury")
    limit = injury["flags"]["world"]["deadwatch"]["injury"]["time_limit"]
    assert 1 <= limit <= 6
    recovery = injury["flags"]["world"]["deadwatch"]["injury"]["recovery"]  # a lethal injury's recovery rolled too
    assert (injury["system"]["timeLimit"], injury["system"]["description"]) == (
        "hours", f"Time limit: {limit} hours. Recovery: {recovery} days.")
    assert actor["prototypeToken"]["disposition"] == original["prototypeToken"]["disposition"]
    jules = next(c for c in services_characters(twdu) if c.name == "Jules Tanaka")
    badges = conditions_text(twdu.characters.ruleset, jules.sheet, jules.state, qt_translate)
    assert badges.startswith(f"Bleeding gut: lethal in {limit} hours; needs ") and "−0" not in badges, badges
    copy = twdu.characters.preview_import([str(tmp_path / "fvtt-Actor-jules-tanaka-AbC123-out.json")])
    copy.choose_copies(True)  # beside the roster's Jules, not updating her
    twdu.characters.import_preview(copy)
    again = [c for c in twdu.characters.characters() if c.name.startswith("Jules Tanaka")]
    assert again[0].notes == again[1].notes and again[0].sheet == again[1].sheet  # and back in once more


def test_a_hand_written_npc_keeps_its_master_level_and_its_hostile_token(twdu, tmp_path):
    governor = twdu.characters.preview_import([str(GOVERNOR)]).characters[0]
    assert ("Leadership: 10 dice in Foundry, 9 on the sheet (an attribute and a skill hold at most 5 each); the "
            "Foundry export writes it back as master while the sheet keeps 9 dice") in [
        text(n) for n in governor.ignored]
    actor = round_trip(twdu, tmp_path, GOVERNOR)
    original = json.loads(GOVERNOR.read_text("utf-8"))
    assert {k: v["level"] for k, v in actor["system"]["skills"].items()} == {
        k: v["level"] for k, v in original["system"]["skills"].items()}
    assert actor["system"]["skills"]["leadership"]["level"] == "master"
    assert actor["prototypeToken"]["disposition"] == -1


def test_an_npc_whose_sheet_changed_in_deadwatch_is_written_with_the_level_of_its_dice(twdu, tmp_path):
    from app.rules.foundry import foundry_format

    round_trip(twdu, tmp_path, GOVERNOR)
    governor = next(c for c in twdu.characters.characters() if c.name == "The Governor")
    sheet = {**governor.sheet, "leadership": governor.sheet["leadership"] - 3}  # 6 dice: trained, not master
    write = foundry_format("twdu").write
    actor = write(governor.name, governor.kind, sheet, governor.state, governor.notes)
    assert actor["system"]["skills"]["leadership"]["level"] == "trained"


def test_an_injury_that_takes_no_dice_says_no_minus_zero_and_no_raw_key_is_shown(twdu):
    preview = twdu.characters.preview_import([str(JULES)])
    jules = preview.characters[0]
    said = [text(n) for n in jules.ignored] + [text(f.value) if isinstance(f.value, dict) else str(f.value)
                                                for f in jules.fields]
    assert not [s for s in said if "−0" in s], said
    assert [s for s in said if s.startswith("Bleeding gut: lethal in ") and "(D6 rolled on import: " in s], said
    assert "Experience: Deadwatch does not track it; the Foundry export writes it back as read" not in said, said
    assert ("Unspent experience points", 4) in [(f.label, f.value) for f in jules.fields]  # the campaign's now
    assert not [s for s in said if s.startswith("experience")], said


@pytest.mark.parametrize(("code", "untracked", "bound"), [
    ("es", "Puntos de experiencia sin gastar", None),
    ("ru", None, "«Сила (system.attributes.str.value)» равно 9; на этом листе — от 1 до 5"),
])
def test_the_preview_names_fields_in_the_gm_s_language(twdu, code, untracked, bound):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        jules = twdu.characters.preview_import([str(JULES)]).characters[0]
        ivan = twdu.characters.preview_import([str(GM / "fvtt-Actor-ivan-bad.json")]).characters[0]
        if untracked is not None:  # the experience read, by its row's label
            assert untracked in [qt_translate("rules", f.label) for f in jules.fields]
        if bound is not None:
            assert bound in [text(r) for r in ivan.refused]
    finally:
        set_language("en")


def test_an_npc_deadwatch_wrote_and_the_gm_raised_to_master_in_foundry_goes_back_a_master(twdu, tmp_path):
    edited = GM / "governor-edited-in-foundry.json"
    levels = {k: v["level"] for k, v in json.loads(edited.read_text("utf-8"))["system"]["skills"].items()}
    actor = round_trip(twdu, tmp_path, edited)
    assert {k: v["level"] for k, v in actor["system"]["skills"].items()} == levels
    assert levels["stealth"] == "master"
