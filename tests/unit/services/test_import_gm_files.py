"""Files a GM wrote by hand or edited after an export (tests/fixtures/gm), imported as a GM who
never read the code expects: another game's spreadsheet is named as that game's, a file that is not
what its name says is said to be so."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.logtext import render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"
AFMBE_TWDU = ("this spreadsheet is of a campaign of All Flesh Must Be Eaten; this campaign plays The Walking Dead "
              "Universe RPG: import it into a campaign of All Flesh Must Be Eaten")


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.mark.parametrize("head", [
    None,  # the GM's own file: Name, Strength, Dexterity, …, Life Points, Endurance Points, Essence
    "Nombre,Fuerza,Destreza,Constitución,Inteligencia,Percepción,Voluntad,Puntos de vida,Puntos de aguante,Esencia",
    "Имя,Сила,Ловкость,Телосложение,Интеллект,Восприятие,Сила воли,Очки жизни,Выносливость,Сущность",
])
def test_a_hand_written_afmbe_spreadsheet_is_named_as_afmbe_s_in_a_twdu_campaign(twdu, tmp_path, head):
    source = (GM / "afmbe_crew.csv").read_text(encoding="utf-8")
    path = GM / "afmbe_crew.csv"
    if head is not None:
        path = tmp_path / "afmbe_crew.csv"
        path.write_text(head + "\n" + source.splitlines()[1] + "\n", encoding="utf-8")
    preview = twdu.characters.preview_import([str(path)])
    assert [text(p) for p in preview.problems] == [f"afmbe_crew.csv: {AFMBE_TWDU}"]
    assert not preview.characters and not preview.columns_left_out


def test_a_short_russian_afmbe_spreadsheet_is_named_as_afmbe_s(twdu):
    preview = twdu.characters.preview_import([str(GM / "afmbe_short_ru.csv")])
    assert [text(p) for p in preview.problems] == [f"afmbe_short_ru.csv: {AFMBE_TWDU}"]


def test_a_json_file_that_does_not_parse_is_said_to_be_no_json_with_its_line_and_column(twdu):
    preview = twdu.characters.preview_import([str(GM / "broken-actor.json")])
    assert [text(p) for p in preview.problems] == [
        "broken-actor.json: it is not a JSON file (Foundry actor or party file): line 1, column 1"]
    assert not preview.columns_left_out and not preview.characters


def test_a_json_file_broken_on_its_third_line_names_that_line(twdu, tmp_path):
    broken = tmp_path / "actor.json"
    broken.write_text('{\n  "name": "Rick",\n  "type": character\n}\n', encoding="utf-8")
    assert [text(p) for p in twdu.characters.preview_import([str(broken)]).problems] == [
        "actor.json: its JSON is broken at line 3, column 11"]


def test_a_json_file_cut_in_half_is_said_cut_short_where_it_ends(twdu, tmp_path):
    cut = tmp_path / "half-ana.json"
    cut.write_text('{\n  "name": "Ana Reyes",\n  "type": "character",\n  "system": {"attribute": "w', encoding="utf-8")
    assert [text(p) for p in twdu.characters.preview_import([str(cut)]).problems] == [
        "half-ana.json: its JSON is cut short: it ends at line 4, column 28 before it is whole (saved or copied "
        "only in part?)"]


def test_a_spreadsheet_of_too_many_rows_says_how_many_and_that_it_is_no_party(twdu, tmp_path):
    big = tmp_path / "big.csv"
    big.write_text("Name,Strength\n" + "The walkers are coming,3\n" * 1001, encoding="utf-8")
    assert [text(p) for p in twdu.characters.preview_import([str(big)]).problems] == [
        "big.csv: it holds 1,001 rows under its headings, more than the 1,000 of a party's spreadsheet (a row for "
        "each character): it is not a party"]


def test_a_large_count_of_rows_is_grouped_as_the_gm_s_language_writes_it(twdu, tmp_path):
    from ui.i18n import set_language

    big = tmp_path / "big.csv"
    big.write_text("Name,Strength\n" + "The walkers are coming,3\n" * 1251, encoding="utf-8")
    try:
        assert set_language("ru")
        said = text(twdu.characters.preview_import([str(big)]).problems[0])
    finally:
        set_language("en")
    assert "1\u00a0251" in said and "1\u00a0000" in said, said


def test_a_file_that_is_neither_a_spreadsheet_nor_json_is_said_to_be_so_plainly(twdu, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_bytes((GM / "broken-actor.json").read_bytes())
    preview = twdu.characters.preview_import([str(notes)])
    assert [text(p) for p in preview.problems] == [
        "notes.txt: it is neither a spreadsheet of characters (CSV with a “Name” column) nor a JSON file "
        "(Foundry actor or party file)"]
    assert not preview.columns_left_out


def _read(services, path):
    preview = services.characters.preview_import([str(path)])
    return preview, {c.name: c for c in preview.characters}


def test_an_edited_conditions_cell_of_an_exported_spreadsheet_is_read_and_said_to_win(twdu):
    preview, people = _read(twdu, GM / "night-party-edited.csv")
    marcus = people["Marcus Cole"]
    assert preview.ready, [text(r) for c in preview.characters for r in c.refused]
    assert marcus.person["state"]["poisoned"] is True
    assert "“Conditions” says Poisoned, the “Deadwatch state” column does not: the “Conditions” column wins" in [
        text(n) for n in marcus.applied]  # applied: a note of the preview, not among what is left out
    assert not any("wins" in text(n) for n in marcus.ignored)
    shown = {f.label: (f.value, f.source) for f in marcus.fields}
    assert shown["Conditions"] == ("Poisoned: −1 die on every roll.", "Conditions")
    assert people["Ana Reyes"].person["state"]["poisoned"] is False  # her cell is empty: the state says it
    twdu.characters.import_preview(preview)
    roster = {c.name: c for c in twdu.characters.characters()}
    assert roster["Marcus Cole"].state["poisoned"] is True


@pytest.mark.parametrize("words", ["poisoned", "POISONED", "Poisoned: −1 die on every roll.", "sick, poisoned"])
def test_conditions_written_in_words_in_a_hand_made_spreadsheet_are_read(twdu, tmp_path, words):
    sheet = tmp_path / "hand.csv"
    sheet.write_text(f'Name,Strength,Conditions\nRick,3,"{words}"\n', encoding="utf-8")
    preview, people = _read(twdu, sheet)
    rick = people["Rick"]
    assert preview.ready, [text(r) for r in rick.refused]
    assert rick.person["state"]["poisoned"] is True
    assert rick.person["state"]["sick"] is ("sick" in words)
    assert not any("come from the" in text(n) for n in rick.ignored), [text(n) for n in rick.ignored]


def test_conditions_in_the_gm_s_language_or_in_english_are_read_in_russian(twdu, tmp_path):
    from ui.i18n import set_language

    sheet = tmp_path / "hand.csv"
    sheet.write_text('Имя;Сила;Состояния\nРик;3;отравлен\nКарл;2;Sick\n', encoding="utf-8")
    try:
        assert set_language("ru")
        preview, people = _read(twdu, sheet)
    finally:
        set_language("en")
    assert preview.ready
    assert (people["Рик"].person["state"]["poisoned"], people["Карл"].person["state"]["sick"]) == (True, True)


def test_a_word_that_is_no_condition_refuses_the_row_naming_the_conditions(twdu, tmp_path):
    sheet = tmp_path / "hand.csv"
    sheet.write_text('Name,Strength,Conditions\nGlenn,2,"hungry, poisoned"\n', encoding="utf-8")
    preview, people = _read(twdu, sheet)
    assert not preview.ready
    assert [text(r) for r in people["Glenn"].refused] == [
        "“Conditions”: “hungry” is not a condition of this sheet; the conditions written in words are: Poisoned, "
        "Sick, Dead"]
    assert people["Glenn"].person is None


def test_an_emptied_conditions_cell_beside_a_poisoned_state_cures_the_character_and_says_so(twdu, tmp_path):
    edited = tmp_path / "night-party.csv"
    edited.write_text((GM / "night-party.csv").read_text("utf-8-sig").replace(
        '""poisoned"":false', '""poisoned"":true', 1), "utf-8")
    preview, people = _read(twdu, edited)
    ana = people["Ana Reyes"]
    assert ana.person["state"]["poisoned"] is False
    assert [(f.label, text(f.value)) for f in ana.fields if f.label == "Conditions"] == [
        ("Conditions", "none (the cell was emptied; the Deadwatch state had Poisoned)")]


def test_lucia_s_emptied_poisoned_cell_in_a_spanish_export_comes_in_cured(twdu, tmp_path):
    """The GM's own export (Spanish headings): Lucía's "Envenenado: −1 dado…" cell cleared."""
    source = (GM / "noche-party.csv").read_text("utf-8-sig")
    assert "Envenenado: −1 dado en cada tirada.;" in source
    edited = tmp_path / "noche-party.csv"
    edited.write_text(source.replace(";Envenenado: −1 dado en cada tirada.;", ";;", 1), "utf-8")
    preview, people = _read(twdu, edited)
    lucia = people["Lucía Morales"]
    assert lucia.person["state"]["poisoned"] is False
    assert [text(f.value) for f in lucia.fields if f.label == "Conditions"] == [
        "none (the cell was emptied; the Deadwatch state had Poisoned)"]
    tomas = people["Tomás Vidal"]  # his cell untouched: as it was
    assert tomas.person["state"]["poisoned"] is True and tomas.person["state"]["sick"] is True


@pytest.mark.parametrize("code, said", [
    ("en", "dnd-party.csv: its columns (Class, Level, STR…) are none of this campaign's sheet: it looks like another "
           "game's sheet; the sheet's columns are Strength, Agility, Wits, Empathy and more"),
    ("es", "dnd-party.csv: sus columnas (Class, Level, STR…) no son de la hoja de esta campaña: parece la hoja de "
           "otro juego; las columnas de la hoja son Fuerza, Agilidad, Astucia, Empatía y otras"),
])
def test_a_spreadsheet_of_another_game_whose_headings_are_not_this_sheet_s_is_refused_as_such(twdu, code, said):
    from ui.i18n import set_language
    try:
        assert set_language(code)
        preview = twdu.characters.preview_import([str(GM / "dnd-party.csv")])
        assert [text(p) for p in preview.problems] == [said]
        assert not preview.characters and not preview.columns_left_out and not preview.ready
        accepted = preview.problems[0]["args"]["accepted"]  # the headings taken, one key away
        assert "Strength" in accepted or "Fuerza" in accepted
    finally:
        set_language("en")


@pytest.mark.parametrize("preset", ["unisystem", "norms"])
def test_a_d_and_d_party_in_an_afmbe_campaign_is_said_to_be_another_game_s_not_refused_by_its_strength(
        tmp_path, qapp, preset):
    # Thorin's STR 16, DEX 12, CON 15 are Unisystem's abbreviations but no Unisystem values, and his
    # INT 10 alone would be read: the sheet is another game's, as a twdu campaign says, nothing imported
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.files import create_campaign
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Crew", "afmbe", preset).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        preview = services.characters.preview_import([str(GM / "dnd-party.csv")])
        assert [text(p) for p in preview.problems] == [
            "dnd-party.csv: its columns Class, Level, WIS… are not this sheet's: it looks like a spreadsheet of "
            "another game; the sheet's columns are Strength, Dexterity, Constitution, Intelligence and more"]
        assert not preview.characters and not preview.ready
    finally:
        services.close()


def test_an_afmbe_spreadsheet_with_columns_of_its_own_and_good_values_is_still_read(tmp_path, qapp):
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.files import create_campaign
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Crew", "afmbe", "unisystem").engine.dispose()
    sheet = tmp_path / "crew.csv"
    sheet.write_text("Name,Player,Hair,Eyes,STR,DEX\nAnn,Kim,red,green,3,4\n", encoding="utf-8")
    services = open_services(str(path), Dice(seed=3))
    try:
        preview = services.characters.preview_import([str(sheet)])
        assert not preview.problems and [c.name for c in preview.characters] == ["Ann"]
    finally:
        services.close()


def test_a_spreadsheet_saved_with_a_json_name_is_read_as_the_spreadsheet(twdu, tmp_path):
    path = tmp_path / "party-csv-as.json"
    path.write_text("Name,Kind,Strength,Agility,Wits,Empathy\nBen Okafor,Player character,4,3,2,3\n",
                    encoding="utf-8")
    preview = twdu.characters.preview_import([str(path)])
    assert not preview.problems
    assert [c.name for c in preview.characters] == ["Ben Okafor"]
