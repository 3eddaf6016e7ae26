"""Deadwatch's own export read back (tests/fixtures/gm/noche-party.csv, a Spanish export) by a GM
in Russian: the conditions it wrote are read, not reported.  A row refused for a real error (a
Strength of 9) is refused for that alone, not also for the "letal en 6 horas" of its critical
injury; the Sick description's own ";" ("−1 dado en cada tirada; sin curación.") is no second
word, even after the label an older export gave it ("Enfermo:"); a word that is no condition
still refuses its row."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.logtext import render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture(params=["en", "ru", "es"])
def language(request):
    from ui.i18n import set_language
    assert set_language(request.param)
    yield request.param
    set_language("en")


def _read(twdu, tmp_path, edit=lambda s: s):
    source = edit((GM / "noche-party.csv").read_text("utf-8-sig"))
    file = tmp_path / "noche-party.csv"
    file.write_text(source, "utf-8")
    return {c.name: c for c in twdu.characters.preview_import([str(file)]).characters}


def test_the_sick_description_s_own_semicolon_is_not_a_word_left_out(twdu, tmp_path, language):
    people = _read(twdu, tmp_path)
    for name in ("Ольга Петрова", "Гриша Соколов", "Tomás Vidal"):
        said = [text(x) for x in (*people[name].ignored, *people[name].refused)]
        assert not any("sin curación" in s for s in said), (name, said)
        assert people[name].person["state"]["sick"] is True
    assert people["Гриша Соколов"].person["state"]["poisoned"] is True


def test_a_row_refused_for_its_strength_is_refused_for_that_alone(twdu, tmp_path, language):
    def edit(source: str) -> str:
        source = source.replace("Tomás Vidal;Personaje jugador;2;", "Tomás Vidal;Personaje jugador;9;")
        return source.replace("Ana Reyes (2);Personaje jugador;3;", "Ana Reyes (2);Personaje jugador;9;")

    people = _read(twdu, tmp_path, edit)
    for name in ("Tomás Vidal", "Ana Reyes (2)"):
        refused = [text(x) for x in people[name].refused]
        assert len(refused) == 1 and "5" in refused[0], (name, refused)


def test_a_word_that_is_no_condition_still_refuses_a_refused_row(twdu, tmp_path):
    def edit(source: str) -> str:
        source = source.replace("Tomás Vidal;Personaje jugador;2;", "Tomás Vidal;Personaje jugador;9;")
        return source.replace("sin curación.\";\"{\"\"dead\"\":false,\"\"health\"\":3,\"\"injuries\"\":[],"
                              "\"\"poisoned\"\":true", "sin curación.; Mordido\";\"{\"\"dead\"\":false,"
                              "\"\"health\"\":3,\"\"injuries\"\":[],\"\"poisoned\"\":true", 1)

    refused = [text(x) for x in _read(twdu, tmp_path, edit)["Tomás Vidal"].refused]
    assert len(refused) == 2 and "“Mordido”" in refused[1] and "curación" not in refused[1], refused
