"""Another game's spreadsheet (a D&D party: Name, Class, Level, STR, DEX, HP) imported into a campaign
of each ruleset is refused naming the file and what is wrong: its own columns are none of this
campaign's sheet (or, in an AFMBE campaign, whose STR and DEX are its own abbreviations, which
columns are not its sheet's), then the sheet's first columns in the GM's language, all of them one
key away.  It is never said to be of a campaign of All Flesh Must Be Eaten because its STR and DEX
are Unisystem's abbreviations: a Strength of 16 is no Unisystem value.  A spreadsheet whose
headings and values do fit another game is still named as that game's."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

#: a D&D party as a GM types it in each language (the abbreviations of its six abilities, its HP)
DND = {
    "en": ("Name,Class,Level,STR,DEX,HP\nThorin,Fighter,5,16,12,44\nAria,Wizard,5,8,14,22\n", "Class, Level, STR…"),
    "ru": ("Имя;Класс;Уровень;СИЛ;ЛОВ;ХП\nТорин;Воин;5;16;12;44\n", "Класс, Уровень, СИЛ…"),
    "es": ("Nombre;Clase;Nivel;FUE;DES;PG\nThorin;Guerrero;5;16;12;44\n", "Clase, Nivel, FUE…"),
}
#: the same with CON and INT too: most of its headings are Unisystem's abbreviations
DND_MORE = {
    "en": "Name,Class,Level,STR,DEX,CON,INT,HP\nThorin,Fighter,5,16,12,15,10,44\n",
    "ru": "Имя;Класс;Уровень;СИЛ;ЛОВ;ТЕЛ;ИНТ;ХП\nТорин;Воин;5;16;12;15;10;44\n",
    "es": "Nombre;Clase;Nivel;FUE;DES;CON;INT;PG\nThorin;Guerrero;5;16;12;15;10;44\n",
}
NO_COLUMN = {
    "en": "its columns ({columns}) are none of this campaign's sheet: it looks like another game's sheet; the "
          "sheet's columns are {taken} and more",
    "ru": "его столбцы ({columns}) — не столбцы листа этой кампании: похоже, это лист другой игры; столбцы листа: "
          "{taken} и другие",
    "es": "sus columnas ({columns}) no son de la hoja de esta campaña: parece la hoja de otro juego; las columnas "
          "de la hoja son {taken} y otras",
}
NOT_THIS = {
    "en": "its columns {columns} are not this sheet's: it looks like a spreadsheet of another game; the sheet's "
          "columns are {taken} and more",
    "ru": "его столбцы {columns} — не столбцы этого листа: похоже, это таблица другой игры; столбцы листа: {taken} "
          "и другие",
    "es": "sus columnas {columns} no son de esta hoja: parece una hoja de cálculo de otro juego; las columnas de la "
          "hoja son {taken} y otras",
}
#: the first columns of each sheet, as the GM reads them
TAKEN = {
    "twdu": {"en": "Strength, Agility, Wits, Empathy", "ru": "Сила, Ловкость, Смекалка, Эмпатия",
             "es": "Fuerza, Agilidad, Astucia, Empatía"},
    "afmbe": {"en": "Strength, Dexterity, Constitution, Intelligence",
              "ru": "Сила, Ловкость, Телосложение, Интеллект", "es": "Fuerza, Destreza, Constitución, Inteligencia"},
    "d10under": {"en": "Strength, Agility, Endurance, Perception", "ru": "Сила, Ловкость, Выносливость, Восприятие",
                 "es": "Fuerza, Agilidad, Resistencia, Percepción"},
    "gridlimbs": {"en": "Max HP, Strength, Speed, Max Stamina", "ru": "Макс. ОЗ, Сила, Скорость, Макс. запас сил",
                  "es": "PV máximos, Fuerza, Velocidad, Aguante máximo"},
}
#: the Name heading of the GM's language, first of the headings taken
NAME = {"en": "Name", "ru": "Имя", "es": "Nombre"}
CAMPAIGNS = [("twdu", None), ("afmbe", "norms"), ("afmbe", "unisystem"), ("d10under", None), ("gridlimbs", None)]


@pytest.fixture
def speaking(qapp):  # noqa: ANN001, ANN201
    """Set the GM's language for the test; English again after it."""
    from ui.i18n import set_language

    def speak(code: str) -> None:
        assert set_language(code)
    yield speak
    set_language("en")


@pytest.fixture
def campaign_of(tmp_path, qapp):  # noqa: ANN001, ANN201
    opened = []

    def make(ruleset: str, preset: str | None):  # noqa: ANN202
        path = tmp_path / f"{ruleset}-{preset}.deadwatch"
        create_campaign(str(path), "Test", ruleset, preset, {}).engine.dispose()
        opened.append(open_services(str(path), Dice(seed=3)))
        return opened[-1]
    yield make
    for services in opened:
        services.close()


def _said(services, path) -> list[str]:  # noqa: ANN001
    preview = services.characters.preview_import([str(path)])
    assert not preview.ready and not preview.columns_left_out
    return [render(p["t"], p["args"], p.get("ctx", "log")) for p in preview.problems]


@pytest.mark.parametrize("code", ["en", "ru", "es"])
@pytest.mark.parametrize("ruleset, preset", CAMPAIGNS)
def test_a_d_and_d_party_is_refused_naming_the_file_and_the_columns_the_sheet_takes(
        campaign_of, speaking, tmp_path, ruleset, preset, code):
    speaking(code)
    services = campaign_of(ruleset, preset)
    text, strange = DND[code]
    party = tmp_path / "dnd-party.csv"
    party.write_text(text, encoding="utf-8")
    if ruleset == "afmbe":  # STR and DEX are its own (FUE, DES; СИЛ, ЛОВ): the other columns are not
        strange = {"en": "Class, Level, HP", "ru": "Класс, Уровень, ХП", "es": "Clase, Nivel, PG"}[code]
        said = NOT_THIS[code].format(columns=strange, taken=TAKEN[ruleset][code])
    else:
        said = NO_COLUMN[code].format(columns=strange, taken=TAKEN[ruleset][code])
    assert _said(services, party) == [f"dnd-party.csv: {said}"]
    accepted = services.characters.preview_import([str(party)]).problems[0]["args"]["accepted"]
    assert accepted.startswith(NAME[code] + ", ")  # every heading taken, one key away in the preview
    assert TAKEN[ruleset][code].rstrip("") in accepted


@pytest.mark.parametrize("code", ["en", "ru", "es"])
@pytest.mark.parametrize("ruleset, preset", [c for c in CAMPAIGNS if c[0] != "afmbe"])
def test_a_d_and_d_party_with_most_of_unisystem_s_abbreviations_is_not_said_to_be_an_afmbe_campaign_s(
        campaign_of, speaking, tmp_path, ruleset, preset, code):
    speaking(code)
    services = campaign_of(ruleset, preset)
    party = tmp_path / "dnd.csv"
    party.write_text(DND_MORE[code], encoding="utf-8")
    said = NO_COLUMN[code].format(columns=DND[code][1], taken=TAKEN[ruleset][code])
    assert _said(services, party) == [f"dnd.csv: {said}"]


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_in_an_afmbe_campaign_the_d_and_d_row_is_refused_for_its_strength_not_another_campaign_s(
        campaign_of, tmp_path, preset):
    services = campaign_of("afmbe", preset)
    party = tmp_path / "dnd.csv"
    party.write_text(DND_MORE["en"], encoding="utf-8")
    preview = services.characters.preview_import([str(party)])
    said = [render(r["t"], r["args"], r.get("ctx", "log")) for r in preview.refusals()]
    assert not preview.ready and len(said) == 1 and said[0].startswith("dnd.csv, row 2: "), said
    assert "Strength" in said[0] and "campaign of" not in said[0], said


@pytest.mark.parametrize("ruleset, preset", [c for c in CAMPAIGNS if c[0] != "afmbe"])
def test_a_spreadsheet_that_fits_afmbe_headings_and_values_is_named_as_afmbe_s(campaign_of, tmp_path, ruleset,
                                                                                 preset):
    services = campaign_of(ruleset, preset)
    party = tmp_path / "crew.csv"
    party.write_text("Name,STR,DEX,HP\nAnn,3,4,30\n", encoding="utf-8")  # HP alone is not AFMBE's: its own
    said = _said(services, party)
    ours = {"twdu": "The Walking Dead Universe RPG", "d10under": "Roll-under d10", "gridlimbs": "Grid and limbs"}
    assert said == [f"crew.csv: this spreadsheet is of a campaign of All Flesh Must Be Eaten; this campaign plays "
                    f"{ours[ruleset]}: import it into a campaign of All Flesh Must Be Eaten"], said
    party.write_text("Name,STR,DEX,HP\nThorin,16,12,44\n", encoding="utf-8")  # the same headings, D&D's values
    assert _said(services, party) == [
        "crew.csv: " + NO_COLUMN["en"].format(columns="STR, DEX, HP", taken=TAKEN[ruleset]["en"])]
