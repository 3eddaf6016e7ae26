"""A party as a spreadsheet (File → Import characters, File → Export the party): one row per
character, a column per sheet field.  Files as LibreOffice, Excel and Google Sheets write them
(tests/fixtures/csv) come in the same; Export the party writes CSV for a name ending in .csv and it
comes back as the same characters in every ruleset; bad input is refused naming the file, the
row and the column, and nothing changes."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.files import create_campaign
from app.services.imports.csv_state import conditions_text
from app.services.logtext import qt_translate, render, render_event
from tests.stores import dump_store

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "csv"
DEMOS = [("twdu", None), ("afmbe", "norms"), ("afmbe", "unisystem"), ("d10under", None), ("gridlimbs", None)]


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def campaign(tmp_path, qapp):
    opened = []

    def make(ruleset: str = "twdu", preset: str | None = None):
        path = tmp_path / f"c{len(opened)}.deadwatch"
        create_campaign(str(path), "Test", ruleset, preset, {}).engine.dispose()
        services = open_services(str(path), Dice(seed=3))
        refusals: list[str] = []
        services.characters.failed.connect(lambda ctx, msg: refusals.append(msg))
        opened.append(services)
        return path, services, refusals

    yield make
    for services in opened:
        services.close()


@pytest.mark.parametrize("name", ["twdu-party-libreoffice.csv", "twdu-party-excel-semicolon-bom.csv",
                                  "twdu-party-google-sheets.csv"])
def test_a_spreadsheet_from_libreoffice_excel_or_google_sheets_gives_the_same_party(campaign, name):
    _, services, _ = campaign()
    preview = services.characters.preview_import([str(FIXTURES / name)])
    assert preview.ready, [text(p) for p in preview.problems] + [text(r) for c in preview.characters for r in c.refused]
    people = {c.name: c.person for c in preview.characters}
    assert list(people) == ["Reyes, Ana", "Ben Okafor", "Gloria"]
    ana = people["Reyes, Ana"]
    assert (ana["kind"], ana["sheet"]["strength"], ana["sheet"]["medicine"], ana["sheet"]["armor_penalty"]) == (
        "pc", 4, 3, 1)
    assert ana["sheet"]["weapons"] == [
        {"name": "Hunting rifle", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 5},
        {"name": "Machete", "kind": "close", "bonus": 1, "damage": 2, "range": "short", "ammo": 0}]
    assert ana["sheet"]["gear"] == [{"name": "First aid kit", "skill": "medicine", "bonus": 1}]
    assert ana["notes"] == "Ex-army medic.\nKeeps a photo of her sister."
    assert people["Ben Okafor"]["sheet"]["weapons"] == [
        {"name": "Fire axe", "kind": "close", "bonus": 2, "damage": 2, "range": "short", "ammo": 0}]
    assert people["Gloria"]["kind"] == "npc"
    assert services.characters.import_preview(preview)
    assert [c.name for c in services.characters.characters()] == ["Reyes, Ana", "Ben Okafor", "Gloria"]


def test_excel_s_first_line_naming_the_separator_is_read_as_excel_means_it(campaign, tmp_path):
    """Excel writes "sep=;" above the headings of a file saved for another locale; it shows no such
    row, and it is not a heading."""
    _, services, _ = campaign()
    for sep in ";,":
        path = tmp_path / f"excel{sep == ','}.csv"
        path.write_text(f"sep={sep}\r\nName{sep}Kind{sep}Strength\r\nAna{sep}PC{sep}4\r\n", encoding="utf-8-sig")
        preview = services.characters.preview_import([str(path)])
        assert preview.ready, [text(p) for p in preview.problems]
        assert [(c.name, c.person["sheet"]["strength"]) for c in preview.characters] == [("Ana", 4)]


def test_an_afmbe_spreadsheet_reads_libreoffice_s_true_and_false(campaign):
    _, services, _ = campaign("afmbe", "norms")
    preview = services.characters.preview_import([str(FIXTURES / "afmbe-party-libreoffice.csv")])
    assert preview.ready, [text(r) for c in preview.characters for r in c.refused]
    tom, ada = (c.person["sheet"] for c in preview.characters)
    assert tom["weapons"][0] == {"name": "Pump shotgun", "damage": "d6×6", "damage_type": "bullet", "hands": "two",
                                 "either_pool": False, "ranged": True, "heavy_recoil": True, "ammo": 5,
                                 "automatic": False}
    assert ada["skills"][1] == {"name": "Language", "type": "English", "special": False, "level": 5,
                                "specializations": "", "native": True}
    assert ada["skills"][0]["special"] is True


def hurting(rules, character) -> dict:
    """The damage form's defaults with its first number of damage at 3."""
    form = rules.damage_rules().damage_form(character.sheet, character.state)
    request = {f.key: f.default for f in form if f.kind != "table"}
    request.update(rules.damage_rules().damage_defaults(character.sheet, character.state))
    amount = next(f for f in form if f.kind == "int" and (f.maximum is None or f.maximum >= 3))
    request[amount.key] = 3
    return request


@pytest.mark.parametrize(("ruleset", "preset"), DEMOS)
def test_deadwatch_to_csv_to_deadwatch_gives_the_same_characters(tmp_path, qapp, campaign, ruleset, preset):
    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", ruleset, preset)), Dice(seed=1))
    try:
        out = tmp_path / "party.csv"
        rules = demo.characters.ruleset
        for c in demo.characters.characters()[:2]:  # hurt (and in twdu stressed and injured) before the export
            assert demo.characters.damage(c.id, hurting(rules, c))
        hurt = [c for c in demo.characters.characters() if rules.track_values(c.sheet, c.state)
                != rules.track_values(c.sheet, rules.initial_state(c.sheet))]
        assert len(hurt) >= 2
        ids = [c.id for c in demo.characters.characters()]
        assert demo.characters.export_file(str(out), ids)  # a .csv name: a spreadsheet, whatever was chosen
        assert out.read_bytes().startswith(b"\xef\xbb\xbfName,Kind,")
        _, services, _ = campaign(ruleset, preset)
        preview = services.characters.preview_import([str(out)])
        assert preview.ready, [text(r) for c in preview.characters for r in c.refused]
        assert services.characters.import_preview(preview)
        assert [(c.name, c.kind, c.sheet, c.state, c.notes) for c in services.characters.characters()] == [
            (c.name, c.kind, c.sheet, c.state, c.notes) for c in demo.characters.characters()]
    finally:
        demo.close()


def test_a_spreadsheet_says_how_hurt_each_character_is_and_a_changed_health_is_read_back(tmp_path, qapp, campaign):
    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)), Dice(seed=1))
    try:
        out = tmp_path / "party.csv"
        assert demo.characters.export_file(str(out), [c.id for c in demo.characters.characters()])
        rows = list(csv.DictReader(io.StringIO(out.read_text("utf-8-sig"))))
        mia = next(r for r in rows if r["Name"] == "Mia Chen")
        assert (mia["Health (now)"], mia["Stress (now)"]) == ("1", "1")
        assert mia["Conditions"].startswith("Bitten forearm: −1 die; lethal in 3 hours")
        mia["Health (now)"] = "2"
        edited = io.StringIO()
        writer = csv.DictWriter(edited, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
        out.write_text(edited.getvalue(), "utf-8")
        _, services, _ = campaign()
        preview = services.characters.preview_import([str(out)])
        assert preview.ready, [text(r) for c in preview.characters for r in c.refused]
        read = next(c.person for c in preview.characters if c.name == "Mia Chen")
        assert (read["state"]["health"], read["state"]["injuries"][0]["name"]) == (2, "Bitten forearm")
        mia["Health (now)"] = "9"
        edited = io.StringIO()
        writer = csv.DictWriter(edited, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
        out.write_text(edited.getvalue(), "utf-8")
        preview = services.characters.preview_import([str(out)])
        assert not preview.ready
        assert "“Health (now)” is 9; on this sheet it runs from 0 to 3" in text(preview.first_refusal())
    finally:
        demo.close()


def refused(campaign, tmp_path, data: bytes, name: str = "party.csv") -> str:
    path, services, refusals = campaign()
    file = tmp_path / name
    file.write_bytes(data)
    before = dump_store(path)
    assert not services.characters.import_preview(services.characters.preview_import([str(file)]))
    assert dump_store(path) == before
    return refusals[-1]


def libreoffice(**changes: str) -> bytes:
    data = (FIXTURES / "twdu-party-libreoffice.csv").read_text("utf-8")
    for old, new in changes.items():
        data = data.replace(old.replace("_", " "), new, 1)
    return data.encode("utf-8")


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (libreoffice(**{"Ben Okafor,Player character,3": "Ben Okafor,Player character,9"}),
         "party.csv, row 3: “Strength” is 9; on this sheet it runs from 1 to 5"),
        (libreoffice(**{"Ben Okafor,Player character,3": "Ben Okafor,Player character,strong"}),
         "party.csv, row 3: “Strength”: “strong” is not what this field holds"),
        (libreoffice(**{"Ben Okafor,Player character": "Ben Okafor,Sidekick"}),
         "party.csv, row 3: “Kind”: “Sidekick” is not a kind of character"),
        (libreoffice(Name="Who"), "party.csv: it has no “Name” column"),  # the column “Who” is left out
        (libreoffice(**{"Ben Okafor": ""}), "party.csv, row 3: “Name” is empty: a character needs a name"),
        ((FIXTURES / "twdu-party-windows-1252.csv").read_bytes(),
         "party.csv: it is not UTF-8 text (row 2, column “Name”: “Ana Muñoz”)"),
        ("Name,Kind\r\nAna,pc\r\n".encode("utf-16"), "party.csv: it is UTF-16 text"),
    ],
)
def test_a_spreadsheet_that_does_not_fit_is_refused_naming_the_file_row_and_column(campaign, tmp_path, data, said):
    message = refused(campaign, tmp_path, data)
    assert said in message
    assert message.startswith("Nothing was imported: ")


def workbook() -> bytes:
    """A party saved as a workbook (.xlsx: a zip of XML parts) instead of CSV."""
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as book:
        book.writestr("[Content_Types].xml", "<Types/>")
        book.writestr("xl/worksheets/sheet1.xml", "<worksheet><sheetData/></worksheet>")
    return out.getvalue()


@pytest.mark.parametrize(
    ("name", "data", "said"),
    [
        ("party.xlsx", workbook(), "party.xlsx: it is a workbook (.xlsx, .ods) or an archive (.zip), not text: save "
                                   "a workbook as CSV (in LibreOffice: Save as, Text CSV; in Excel: Save As, CSV "
                                   "UTF-8)"),
        ("party.xls", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504),
         "party.xls: it is an Excel 97–2003 workbook (.xls), not text: save it as CSV"),
        ("map.json", (Path(__file__).resolve().parents[3] / "resources/icons/png/deadwatch-32.png").read_bytes(),
         "map.json: it is not text but a picture, a document or another program's file; Deadwatch imports "
         "spreadsheets (CSV), Foundry VTT actors and Deadwatch characters files (JSON)"),
        ("handout.pdf", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", "handout.pdf: it is not text but a picture"),
    ],
)
def test_a_workbook_or_a_picture_picked_by_mistake_says_what_it_is_and_what_to_do(campaign, tmp_path, name, data,
                                                                                said):
    """Not the spreadsheet advice about UTF-8 text: a workbook is saved as CSV, a picture is no party."""
    message = refused(campaign, tmp_path, data, name)
    assert said in message and "UTF-8 text" not in message


def test_a_row_out_of_bounds_in_a_table_cell_names_its_table(campaign, tmp_path):
    data = libreoffice(**{"Hunting rifle,Ranged,2,2": "Hunting rifle,Ranged,8,2"})
    assert "row 2: “Weapons[0].bonus” is 8; on this sheet it runs from 0 to 5" in refused(campaign, tmp_path, data)


@pytest.mark.parametrize("code", ["es", "ru"])
def test_headings_in_the_gm_s_language_or_in_english_both_read(campaign, tmp_path, code):
    from ui.i18n import set_language

    _, services, _ = campaign()
    english = services.characters.preview_import([str(FIXTURES / "twdu-party-libreoffice.csv")])
    assert set_language(code)
    try:
        assert services.characters.import_preview(english)
        out = tmp_path / "grupo.csv"
        ids = [c.id for c in services.characters.characters()]
        assert services.characters.export_file(str(out), ids)
        heading = out.read_text("utf-8-sig").splitlines()[0]
        assert not heading.startswith("Name,")  # in the GM's language
        _, other, _ = campaign()
        for name in (out, FIXTURES / "twdu-party-libreoffice.csv"):  # and English still reads
            preview = other.characters.preview_import([str(name)])
            assert preview.ready, [text(p) for p in preview.problems]
            assert [c.person["sheet"] for c in preview.characters] == [
                c.sheet for c in services.characters.characters()]
    finally:
        set_language("en")


@pytest.mark.parametrize(("written", "read"), [("ru", "es"), ("es", "ru"), ("ru", "en")])
def test_a_spreadsheet_exported_in_one_language_imports_in_another(tmp_path, qapp, campaign, written, read):
    from ui.i18n import set_language

    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)), Dice(seed=1))
    try:
        out = tmp_path / "party.csv"
        assert set_language(written)
        assert demo.characters.export_file(str(out), [c.id for c in demo.characters.characters()])
        assert set_language(read)
        _, services, _ = campaign()
        preview = services.characters.preview_import([str(out)])
        assert preview.ready, [text(p) for p in preview.problems] + [
            text(r) for c in preview.characters for r in c.refused]
        assert [(c.person["name"], c.person["kind"], c.person["sheet"], c.person["state"])
                for c in preview.characters] == [(c.name, c.kind, c.sheet, c.state)
                                                 for c in demo.characters.characters()]
    finally:
        set_language("en")
        demo.close()


def test_the_preview_shows_a_spreadsheet_s_notes(campaign):
    _, services, _ = campaign()
    preview = services.characters.preview_import([str(FIXTURES / "twdu-party-libreoffice.csv")])
    ana = preview.characters[0]
    assert [(f.label, f.value) for f in ana.fields if f.label == "Notes"] == [
        ("Notes", "Ex-army medic.\nKeeps a photo of her sister.")]


def test_copies_of_names_already_in_the_roster_get_the_next_free_number_said_in_the_preview(campaign):
    _, services, _ = campaign()
    party = [str(FIXTURES / "twdu-party-libreoffice.csv")]
    first = services.characters.preview_import(party)
    assert [c.notices for c in first.characters] == [[], [], []]
    assert services.characters.import_preview(first)
    services.characters.create("Ben Okafor (2)")  # taken: the newcomer is the third
    again = services.characters.preview_import(party)
    again.choose_copies(True)  # the GM asks for new copies, not updates of the roster's characters
    assert [text(n) for n in again.characters[0].notices] == [
        "“Reyes, Ana” is already in the roster: imported as “Reyes, Ana (2)”"]
    assert [c.name for c in again.characters] == ["Reyes, Ana (2)", "Ben Okafor (3)", "Gloria (2)"]
    assert again.ready and services.characters.import_preview(again)
    names = [c.name for c in services.characters.characters()]
    assert names == ["Reyes, Ana", "Ben Okafor", "Gloria", "Ben Okafor (2)", "Reyes, Ana (2)", "Ben Okafor (3)",
                     "Gloria (2)"]
    assert len(set(names)) == len(names)  # every row told apart, in the roster, the fight list and the log
    assert render_event(services.campaign.events()[-1]) == (
        "Imported 2 characters: “Reyes, Ana (2)”, Ben Okafor (3) — Not shown to the players: "
        "Imported 1 character: Gloria (2)")


def test_the_same_name_twice_in_one_batch_is_told_apart_in_one_undoable_action(campaign):
    _, services, _ = campaign()
    party = str(FIXTURES / "twdu-party-libreoffice.csv")
    preview = services.characters.preview_import([party, party])
    assert [c.name for c in preview.characters] == ["Reyes, Ana", "Ben Okafor", "Gloria", "Reyes, Ana (2)",
                                                    "Ben Okafor (2)", "Gloria (2)"]
    assert [text(n) for n in preview.characters[3].notices] == [
        "“Reyes, Ana” is in these files more than once: imported as “Reyes, Ana (2)”"]
    assert services.characters.import_preview(preview)
    assert [render_event(e) for e in services.campaign.events() if e.kind != "session"] == [
        "Imported 4 characters: “Reyes, Ana”, Ben Okafor, “Reyes, Ana (2)”, Ben Okafor (2) — Not shown to the "
        "players: Imported 2 characters: Gloria, Gloria (2)"]
    assert len(services.characters.characters()) == 6
    assert services.campaign.undo()
    assert services.characters.characters() == []


def test_a_wrong_heading_names_the_accepted_ones_and_a_field_is_named_in_the_gm_s_language(campaign, tmp_path):
    from ui.i18n import set_language

    path, services, refusals = campaign()
    assert set_language("ru")
    try:
        wrong = tmp_path / "wrong.csv"
        wrong.write_bytes(libreoffice(Kind="Тип"))
        preview = services.characters.preview_import([str(wrong)])
        said = " ".join(text(c) for c in preview.columns_left_out)
        assert said == "wrong.csv: 1 столбец — не поле этого листа, пропущен: Тип", said
        accepted = preview.columns_left_out[0]["args"]["accepted"]  # shown on demand
        assert "Имя, Вид, Сила, Ловкость" in accepted and "Оружие N: " in accepted, accepted
        strong = tmp_path / "strong.csv"
        strong.write_bytes(libreoffice(**{"Ben Okafor,Player character,3": "Ben Okafor,Player character,9"}))
        assert not services.characters.import_preview(services.characters.preview_import([str(strong)]))
        assert "«Сила (Strength)»" in refusals[-1] and "«Strength»" not in refusals[-1], refusals[-1]
    finally:
        set_language("en")


def test_fields_not_in_the_file_are_said_to_start_at_their_defaults(campaign, tmp_path):
    _, services, _ = campaign()
    file = tmp_path / "short.csv"
    file.write_text("Name,Strength,Agility,Wits,Empathy\nAna,3,3,3,3\n", "utf-8")
    preview = services.characters.preview_import([str(file)])
    said = [text(n) for n in preview.characters[0].ignored]
    [counted] = [n for n in preview.characters[0].ignored if n["args"].get("listed")]
    assert text(counted).endswith(" fields are not in the file: they start at their defaults"), said
    assert counted["args"]["listed"][:2] == ["Close Combat", "Endure"]  # a row each, folded under the line


def test_conditions_without_the_state_column_are_said_to_be_left_out(tmp_path, qapp, campaign):
    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)), Dice(seed=1))
    try:
        out = tmp_path / "party.csv"
        assert demo.characters.export_file(str(out), [c.id for c in demo.characters.characters()])
        rows = list(csv.DictReader(io.StringIO(out.read_text("utf-8-sig"))))
        for row in rows:
            row["Deadwatch state"] = ""
        edited = io.StringIO()
        writer = csv.DictWriter(edited, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
        out.write_text(edited.getvalue(), "utf-8")
        _, services, _ = campaign()
        preview = services.characters.preview_import([str(out)])
        mia = next(c for c in preview.characters if c.name == "Mia Chen")
        assert (mia.person["state"]["health"], mia.person["state"]["injuries"]) == (1, [])  # the track is read
        assert "“Conditions”: the conditions come from the “Deadwatch state” column, which is empty: the " \
               "character has none" in [text(n) for n in mia.ignored]
    finally:
        demo.close()


@pytest.mark.parametrize(("file", "ruleset", "preset", "said"), [
    ("twdu-party-libreoffice.csv", "afmbe", "norms",
     "this spreadsheet is of a campaign of The Walking Dead Universe RPG; this campaign plays All Flesh Must Be "
     "Eaten (Norms): import it into a campaign of The Walking Dead Universe RPG"),
    ("afmbe-party-libreoffice.csv", "twdu", None,
     "this spreadsheet is of a campaign of All Flesh Must Be Eaten; this campaign plays The Walking Dead "
     "Universe RPG: import it into a campaign of All Flesh Must Be Eaten"),
    ("twdu-party-libreoffice.csv", "d10under", None,
     "this spreadsheet is of a campaign of The Walking Dead Universe RPG; this campaign plays Roll-under d10: "
     "import it into a campaign of The Walking Dead Universe RPG"),
])
def test_a_spreadsheet_of_another_game_is_named_as_such(campaign, file, ruleset, preset, said):
    _, services, _ = campaign(ruleset, preset)
    preview = services.characters.preview_import([str(FIXTURES / file)])
    assert [text(p) for p in preview.problems] == [f"{file}: {said}"]


def test_a_spreadsheet_of_another_game_in_russian_is_named_in_russian_and_spanish(tmp_path, qapp, campaign):
    from ui.i18n import set_language

    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)), Dice(seed=1))
    try:
        assert set_language("ru")
        out = tmp_path / "party.csv"
        assert demo.characters.export_file(str(out), [c.id for c in demo.characters.characters()])
        _, services, _ = campaign("afmbe", "unisystem")
        said = [text(p) for p in services.characters.preview_import([str(out)]).problems]
        assert said == ["party.csv: эта таблица — из кампании по игре The Walking Dead Universe RPG, а эта кампания "
                        "идёт по игре All Flesh Must Be Eaten (Unisystem): импортируйте её в кампанию по игре The "
                        "Walking Dead Universe RPG"], said
        assert set_language("es")  # what to do, as the Foundry actor's refusal says it
        said = [text(p) for p in services.characters.preview_import([str(out)]).problems]
        assert said[0].endswith("(Unisystem): impórtala en una campaña de The Walking Dead Universe, el juego "
                                "de rol"), said
    finally:
        set_language("en")
        demo.close()


def test_another_game_s_spreadsheet_with_a_heading_typed_by_hand_is_still_named(campaign, tmp_path):
    typed = tmp_path / "typed.csv"
    typed.write_bytes(libreoffice(**{"Ranged Combat": "Shooting"}))
    _, afmbe, _ = campaign("afmbe", "norms")
    assert [text(p) for p in afmbe.characters.preview_import([str(typed)]).problems] == [
        "typed.csv: this spreadsheet is of a campaign of The Walking Dead Universe RPG; this campaign plays All "
        "Flesh Must Be Eaten (Norms): import it into a campaign of The Walking Dead Universe RPG"]
    _, twdu, _ = campaign("twdu")
    preview = twdu.characters.preview_import([str(typed)])
    said = [text(c) for c in preview.columns_left_out]
    assert preview.ready and not preview.problems  # in the campaign's own game the column is left out
    assert said == ["typed.csv: 1 column is no field of this sheet, left out: Shooting"], said


@pytest.mark.parametrize(("heading", "number"), [("Salud", 10), ("Стрельба", 10)])
def test_a_column_that_is_no_field_is_left_out_said_at_the_top_and_the_rest_imports(campaign, tmp_path, heading,
                                                                                     number):
    from ui.i18n import set_language

    _, services, _ = campaign()
    assert set_language("es")
    try:
        file = tmp_path / "es-party.csv"
        file.write_text("sep=;\nNombre;Tipo;Fuerza;Agilidad;Astucia;Empatía;Combate cuerpo a cuerpo;"
                        f"Combate a distancia;Medicina;{heading};Salud (ahora)\n"
                        "Lucía García;Personaje jugador;3;3;4;2;0;2;3;2;3\n", "utf-8")
        preview = services.characters.preview_import([str(file)])
        said = [text(c) for c in preview.columns_left_out]
        assert said == [f"es-party.csv: 1 columna no es un campo de esta hoja, se deja fuera: {heading}"], said
        assert "Salud (ahora)" in preview.columns_left_out[0]["args"]["accepted"]
        assert preview.ready and services.characters.import_preview(preview)
        lucia = services.characters.characters()[0]
        assert (lucia.sheet["wits"], lucia.sheet["medicine"]) == (4, 3)
        # a wrong value still refuses its character
        file.write_text(file.read_text("utf-8").replace(";4;2;0;", ";fuerte;2;0;"), "utf-8")
        assert not services.characters.preview_import([str(file)]).ready
    finally:
        set_language("en")


@pytest.mark.parametrize(("code", "cell", "said"), [
    ("es", "Chaleco antibalas", "Chaleco antibalas"),
    ("es", "Pistola (un cargador de quince balas)", "Pistola (un cargador de quince balas)"),
    ("en", "Bulletproof vest", "Bulletproof vest"),
    ("en", "pistol", "Pistol (one clip of fifteen rounds)"),
])
def test_a_choice_is_shown_in_the_preview_by_its_label_in_the_gm_s_language(campaign, tmp_path, code, cell, said):
    from ui.i18n import set_language

    _, services, _ = campaign("gridlimbs")
    assert set_language(code)
    try:
        heads = ("Nombre;Tipo;PV máximos;Fuerza;Objeto inicial" if code == "es"
                 else "Name;Kind;Max HP;Strength;Starting item")
        file = tmp_path / "grid.csv"
        file.write_text(f"sep=;\n{heads}\nMarisa;{'Personaje jugador' if code == 'es' else 'pc'};6;3;{cell}\n",
                        "utf-8")
        preview = services.characters.preview_import([str(file)])
        assert preview.ready, [text(p) for p in preview.problems]
        item = next(f.value for f in preview.characters[0].fields if f.source in ("Objeto inicial", "Starting item"))
        assert isinstance(item, dict) and text(item) == said  # not the stored "vest" or "pistol"
    finally:
        set_language("en")


@pytest.mark.parametrize(("code", "kind", "cell", "said"), [
    ("ru", "Вид", "Игрок", None),
    ("es", "Tipo", "Jugador", None),
    ("en", "Kind", "Player", None),
    ("ru", "Вид", "Сосед", "«Вид»: «Сосед» — не вид персонажа; виды: Персонаж игрока, Неигровой персонаж, Зомби"),
    ("es", "Tipo", "Vecino", "«Tipo»: «Vecino» no es un tipo de personaje; los tipos son: Personaje jugador, PNJ, "
                             "Zombi"),
])
def test_a_kind_takes_the_word_player_and_a_wrong_one_names_the_kinds(campaign, tmp_path, code, kind, cell, said):
    from ui.i18n import set_language

    _, services, _ = campaign()
    assert set_language(code)
    try:
        file = tmp_path / "kinds.csv"
        file.write_text(f"Name,{kind},Strength\nOlga,{cell},3\n", "utf-8")
        preview = services.characters.preview_import([str(file)])
        if said is None:
            assert preview.ready and preview.characters[0].person["kind"] == "pc"
        else:
            assert [text(r) for r in preview.characters[0].refused] == [said]
    finally:
        set_language("en")


@pytest.mark.parametrize(("code", "kind", "cell", "written"), [
    ("ru", "Вид", "НПС", "Неигровой персонаж"), ("ru", "Вид", "неигровой персонаж", "Неигровой персонаж"),
    ("es", "Tipo", "Personaje no jugador", "PNJ"), ("en", "Kind", "NPCs", "NPC"),
])
def test_a_non_player_character_is_written_under_one_name_and_read_under_its_abbreviation(
        campaign, tmp_path, code, kind, cell, written):
    """The Kind column writes the Russian name in full beside «Персонаж игрока» (no Latin "NPC", no
    «НПС» beside a spelt-out kind); a GM typing the abbreviation «НПС» is read as one too."""
    from types import SimpleNamespace

    from app.services.imports.csv_party import write_csv
    from ui.i18n import set_language

    _, services, _ = campaign()
    assert set_language(code)
    try:
        olga = SimpleNamespace(name="Olga", kind="npc", sheet={}, state={}, notes="")
        row = next(csv.reader(io.StringIO(write_csv(services.characters.ruleset, [olga], separator=",")
                                          .lstrip("\ufeff").splitlines()[1])))
        assert row[:2] == ["Olga", written]
        file = tmp_path / "kinds.csv"
        file.write_text(f"Name,{kind},Strength\nOlga,{cell},3\n", "utf-8")
        preview = services.characters.preview_import([str(file)])
        assert preview.ready, [text(p) for p in preview.problems]
        assert preview.characters[0].person["kind"] == "npc"
    finally:
        set_language("en")


@pytest.mark.parametrize(("code", "head", "said"), [
    ("es", "Nombre;Tipo;Fuerza", " campos no están en el archivo: empiezan con sus valores por defecto"),
    ("ru", "Имя;Вид;Сила", " полей, начинаются со значений по умолчанию"),
    ("en", "Name;Kind;Strength", " fields are not in the file: they start at their defaults"),
])
def test_the_fields_a_file_lacks_are_said_in_the_plural_they_are(campaign, tmp_path, code, head, said):
    from ui.i18n import set_language

    _, services, _ = campaign()
    assert set_language(code)
    try:
        file = tmp_path / "short.csv"
        file.write_text(f"{head}\nLucía;pc;3\n", "utf-8")
        [lucia] = services.characters.preview_import([str(file)]).characters
        assert [text(i) for i in lucia.ignored if said in text(i)], [text(i) for i in lucia.ignored]
    finally:
        set_language("en")


def test_a_choice_not_taken_names_the_choices_in_the_gm_s_language(campaign, tmp_path):
    from ui.i18n import set_language

    _, services, _ = campaign("gridlimbs")
    assert set_language("es")
    try:
        file = tmp_path / "grid.csv"
        file.write_text("sep=;\nNombre;Tipo;Objeto inicial\nTomás;Personaje jugador;Escopeta\n", "utf-8")
        said = [text(r) for r in services.characters.preview_import([str(file)]).characters[0].refused]
        assert said == ["«Objeto inicial»: «Escopeta» no es una de las opciones de este campo: Pistola (un cargador "
                        "de quince balas), Katana, Chaleco antibalas, Dos granadas, Cuatro cargadores de quince "
                        "balas, Ninguno (un zombi no lleva nada)"], said
    finally:
        set_language("en")



@pytest.mark.parametrize(("code", "separator", "first"),
                         [("en", ",", "Name"), ("ru", ";", "Имя"), ("es", ";", "Nombre")])
def test_an_exported_spreadsheet_is_separated_as_excel_in_the_gm_s_language_splits_it(
        tmp_path, qapp, campaign, code, separator, first):
    from ui.i18n import set_language

    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)), Dice(seed=1))
    try:
        out = tmp_path / "party.csv"
        assert set_language(code)
        assert demo.characters.export_file(str(out), [c.id for c in demo.characters.characters()])
        data = out.read_bytes()
        assert data.startswith(b"\xef\xbb\xbf")  # UTF-8, as Excel can tell
        heading = data.decode("utf-8-sig").split("\r\n", 1)[0]
        columns = next(csv.reader(io.StringIO(heading), delimiter=separator))
        assert columns[0] == first and len(columns) > 10, columns  # one cell per field, not one long column
        other = ";" if separator == "," else ","
        assert len(next(csv.reader(io.StringIO(heading), delimiter=other))) < len(columns)
        _, services, _ = campaign()
        preview = services.characters.preview_import([str(out)])
        assert preview.ready, [text(p) for p in preview.problems]
        assert [(c.person["name"], c.person["sheet"], c.person["state"]) for c in preview.characters] == [
            (c.name, c.sheet, c.state) for c in demo.characters.characters()]
    finally:
        set_language("en")
        demo.close()


@pytest.mark.parametrize(("code", "libreoffice", "excel"), [
    ("en", "in LibreOffice: Save as", "in Excel: Save As, CSV UTF-8"),
    ("ru", "в LibreOffice: Сохранить как", "в Excel: Сохранить как, CSV UTF-8"),
    ("es", "en LibreOffice: Guardar como", "en Excel: Guardar como, CSV UTF-8"),
])
def test_a_spreadsheet_in_russian_excel_s_encoding_is_refused_saying_how_excel_saves_utf_8(
        tmp_path, qapp, campaign, code, libreoffice, excel):
    from ui.i18n import set_language

    cp1251 = tmp_path / "party.csv"
    cp1251.write_bytes("Имя;Вид\r\nОльга Петрова;pc\r\n".encode("cp1251"))
    _, services, _ = campaign()
    try:
        assert set_language(code)
        preview = services.characters.preview_import([str(cp1251)])
        said = [text(p) for p in preview.problems]
        assert len(said) == 1 and "UTF-8" in said[0], said
        assert libreoffice in said[0] and excel in said[0], said
    finally:
        set_language("en")
    assert services.characters.characters() == []


def test_a_condition_the_values_read_bring_is_listed_in_the_preview_before_the_roster_shows_it(tmp_path, qapp,
                                                                                                 campaign):
    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "gridlimbs", None)), Dice(seed=1))
    try:
        out = tmp_path / "party.csv"
        assert demo.characters.export_file(str(out), [c.id for c in demo.characters.characters()])
        rows = list(csv.DictReader(io.StringIO(out.read_text("utf-8-sig"))))
        kit = next(r for r in rows if r["Name"] == "Kit")
        assert kit["Head (now)"] == "4" and "Bleeding" not in kit["Conditions"]  # the demo's kill is Kit's: "Score 1"
        kit["Head (now)"] = "2"  # at half its most: the head bleeds by the rules
        edited = io.StringIO()
        writer = csv.DictWriter(edited, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
        out.write_text(edited.getvalue(), "utf-8")
        _, services, _ = campaign("gridlimbs")
        preview = services.characters.preview_import([str(out)])
        read = next(c for c in preview.characters if c.name == "Kit")
        listed = [(f.value, f.source) for f in read.fields if f.label == "Conditions"]
        assert services.characters.import_preview(preview)
        imported = next(c for c in services.characters.characters() if c.name == "Kit")
        badges = conditions_text(services.characters.ruleset, imported.sheet, imported.state, qt_translate)
        assert badges.startswith("Bleeding: Head")
        assert listed == [(badges, "worked out from the values read")]
    finally:
        demo.close()


@pytest.mark.parametrize(("code", "head", "said"), [
    ("en", "Name,Kind,Strength,Agility,Wits,Empathy,health,STRESS",
     ("“health”, read as “Health (now)”", "“STRESS”, read as “Stress (now)”")),
    ("es", "Nombre;Tipo;Fuerza;Agilidad;Astucia;Empatía;Salud;Estres",
     ("«Salud», leído como «Salud (ahora)»", "«Estres», leído como «Estrés (ahora)»")),
    ("ru", "Имя;Вид;Сила;Ловкость;Смекалка;Эмпатия;Здоровье;стресс",
     ("столбец «Здоровье» прочитан как «Здоровье (сейчас)»", "столбец «стресс» прочитан как «Стресс (сейчас)»")),
])
def test_a_track_s_plain_heading_is_read_as_the_track_and_its_row_says_so(campaign, tmp_path, code, head, said):
    from ui.i18n import set_language

    _, services, _ = campaign()
    assert set_language(code)
    try:
        sep = ";" if ";" in head else ","
        file = tmp_path / "party.csv"
        file.write_text(f"{head}\nLucía Vega{sep}pc{sep}3{sep}3{sep}2{sep}4{sep}2{sep}1\n", "utf-8")
        preview = services.characters.preview_import([str(file)])
        assert preview.columns_left_out == []
        lucia = preview.characters[0]
        assert [(f.value, f.source) for f in lucia.fields if f.now] == [(2, said[0]), (1, said[1])]
        assert (lucia.person["state"]["health"], lucia.person["state"]["stress"]) == (2, 1)
    finally:
        set_language("en")


def test_a_row_with_two_errors_lists_both_and_shows_the_file_s_values_refused(campaign, tmp_path):
    from ui.i18n import set_language

    _, services, _ = campaign()
    assert set_language("ru")
    try:
        file = tmp_path / "ru.csv"
        file.write_text("sep=;\nИмя;Вид;Сила;Ловкость;Смекалка;Эмпатия;Здоровье (сейчас)\n"
                        "Ольга;Бандит;3;3;2;2;5\n", "utf-8")
        preview = services.characters.preview_import([str(file)])
        olga = preview.characters[0]
        said = [text(r) for r in olga.refused]
        assert len(said) == 2, said
        assert said[0].startswith("«Вид»: «Бандит»") and "«Здоровье (сейчас)»" in said[1] and "5" in said[1], said
        assert olga.kind == "Бандит"
        assert [(f.value, f.refused) for f in olga.fields if f.now] == [(5, True)]
        assert not preview.ready
    finally:
        set_language("en")


@pytest.mark.parametrize("code, said", [
    ("en", "it is not UTF-8 text (row 2, column “Name”: “Ana Muñoz”)"),
    ("ru", "это не текст UTF-8 (строка 2, столбец «Name»: «Ana Muñoz»)"),
    ("es", "no es texto UTF-8 (fila 2, columna «Name»: «Ana Muñoz»)"),
])
def test_a_windows_spreadsheet_is_refused_naming_the_row_and_the_column_s_heading(campaign, code, said):
    """Not «строка 2, столбец 7» (a character's place): the row, the column's heading, the cell."""
    from app.rules import get_ruleset
    from app.services.imports.reading import preview_files
    from app.services.logtext import render
    from ui.i18n import set_language

    try:
        assert set_language(code)
        preview = preview_files([str(FIXTURES / "twdu-party-windows-1252.csv")], get_ruleset("twdu"))
        [problem] = [render(p["t"], p["args"]) for p in preview.problems]
        assert said in problem, problem
    finally:
        set_language("en")


@pytest.mark.parametrize(("code", "heads"), [("en", "Name;Kind;Stamina;Stamina (now)"),
                                             ("es", "Nombre;Tipo;Aguante;Aguante (ahora)")])
def test_a_grid_game_spreadsheet_s_stamina_column_is_the_sheet_s_max_stamina(campaign, tmp_path, code, heads):
    """The sheet names the stat "Max Stamina" now (the roster shows what is left: "Stamina 2/5"); a
    file headed "Stamina", as one written before was, still gives the sheet's maximum, and "Stamina
    (now)" what is left."""
    from ui.i18n import set_language

    _, services, _ = campaign("gridlimbs")
    assert set_language(code)
    try:
        file = tmp_path / "grid.csv"
        file.write_text(f"sep=;\n{heads}\nMarisa;{'Personaje jugador' if code == 'es' else 'pc'};5;2\n", "utf-8")
        preview = services.characters.preview_import([str(file)])
        assert preview.ready, [text(p) for p in preview.problems]
        assert services.characters.import_preview(preview)
    finally:
        set_language("en")
    [marisa] = services.characters.characters()
    assert marisa.sheet["stamina"] == 5 and marisa.state["stamina"] == 2
