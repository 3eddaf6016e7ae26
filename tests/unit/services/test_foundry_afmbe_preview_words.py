"""Father Tom's Foundry actor in the preview, as the sheet and the roster say him: his Life Points
and Endurance are their values now ("Life Points (now)", not the maximum the sheet shows), the
maximum Foundry holds (34) beside the one the rules work out (40, Hard to Kill counted) and why;
"Endurance", the sheet's word, not "Endurance Points"; the rosary he does not wear is said left out,
not dropped unsaid; the bat's damage in the GM's language ("d6×FUE"), not "d6×STR"."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

TOM = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / \
    "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", "unisystem", {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _text(value) -> str:
    return render(value["t"], value.get("args", {}), value.get("ctx", "log")) if isinstance(value, dict) else str(value)


def test_the_tracks_are_their_values_now_with_both_maximums_and_why(services):
    [tom] = services.characters.preview_import([str(TOM)]).characters
    tracks = [(f.label, f.now, f.value) for f in tom.fields if f.label in ("Life Points", "Endurance",
                                                                           "Endurance Points")]
    # the rows show what is written (6 lost of the 40 here), the note says why it is not Foundry's 28
    assert tracks == [("Life Points", True, 34), ("Endurance", True, 29)]
    [maximum] = [_text(n) for n in tom.notices if "Foundry" in _text(n)]
    assert maximum.startswith("Life Points: 28 of 34 in Foundry, 6 lost: 34 of 40 here (Deadwatch works the "
                              "maximum out")


@pytest.mark.parametrize(("code", "said", "endurance"), [("en", "34 of 40 (Foundry: 28 of 34)", "29 of 29"),
                                                         ("ru", "34 из 40 (в Foundry: 28 из 34)", "29 из 29"),
                                                         ("es", "34 de 40 (en Foundry: 28 de 34)", "29 de 29")])
def test_the_life_points_row_itself_says_foundry_s_number(services, code, said, endurance):
    """The row, not a note seventeen rows below it, says the 28 of 34 Foundry had; the Endurance row
    beside it its maximum too (es «Resistencia (ahora): 29», it read, beside «34 de 40»)."""
    from ui.i18n import set_language

    assert set_language(code)
    try:
        [tom] = services.characters.preview_import([str(TOM)]).characters
        [life] = [f for f in tom.fields if f.label == "Life Points" and f.now]
        assert life.value == 34 and life.shown is not None
        assert _text(life.shown) == said
        [rest] = [f for f in tom.fields if f.label == "Endurance" and f.now]
        assert rest.shown is not None and _text(rest.shown) == endurance
    finally:
        set_language("en")


def test_the_unworn_rosary_is_said_left_out(services):
    [tom] = services.characters.preview_import([str(TOM)]).characters
    assert "“Rosary” (item): this kind of item is not on the sheet" in [_text(x) for x in tom.ignored]


@pytest.mark.parametrize(("code", "damage"), [("en", "d6×STR"), ("es", "d6×FUE"), ("ru", "d6×СИЛ")])
def test_the_bat_s_damage_is_in_the_gm_s_words(services, code, damage):
    from ui.i18n import set_language

    assert set_language(code)
    try:
        [tom] = services.characters.preview_import([str(TOM)]).characters
        weapons = next(f for f in tom.fields if f.label == "Weapons")
        bat = dict(weapons.rows[0])
        assert _text(next(v for k, v in bat.items() if k == "Damage")) == damage
    finally:
        set_language("en")


@pytest.mark.parametrize(("code", "said", "essence"), [
    ("en", "Character type, Encumbrance: Deadwatch does not track them",
     "Essence: 15 in the actor — the sheet works it out from the attributes, not read"),
    ("es", "Tipo de personaje, Carga: Deadwatch no lleva la cuenta de esto",
     "Esencia: 15 en el actor — la hoja lo calcula a partir de los atributos, no se lee"),
])
def test_the_fields_left_out_are_named_in_the_gm_s_words(services, code, said, essence):
    """Essence was said untracked while the sheet shows it (worked out from the attributes): it is said
    worked out by the sheet, as a spreadsheet's Essence column is."""
    from app.rules.afmbe.character import essence as worked_out
    from ui.i18n import set_language

    assert set_language(code)
    try:
        [tom] = services.characters.preview_import([str(TOM)]).characters
        lines = [_text(x) for x in tom.ignored]
        assert said in lines and essence in lines, lines
        assert worked_out(tom.person["sheet"]) > 0  # the sheet shows Essence: not untracked
    finally:
        set_language("en")


def test_the_hands_foundry_does_not_give_are_said_as_read(services):
    preview = services.characters.preview_import([str(TOM)])
    [tom] = preview.characters
    said = [_text(x) for x in tom.ignored]
    assert "“Baseball bat”: Foundry does not say how many hands it takes; read as one-handed" in said, said
    assert "“Pump shotgun”: Foundry does not say how many hands it takes; read as two-handed, as a shotgun" \
        in said, said
    assert services.characters.import_preview(preview)
    [row] = services.characters.characters()
    assert [(w["name"], w["hands"]) for w in row.sheet["weapons"]] == [("Baseball bat", "one"),
                                                                       ("Pump shotgun", "two")]
