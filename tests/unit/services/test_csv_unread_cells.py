"""A spreadsheet's column whose heading is no field of the sheet («Condiciones» where the Spanish
sheet says «Estados»): the top names it once for the file, and each row whose cell in it holds
something says what of its own is lost, with the field the heading is close to."""

from __future__ import annotations

import pytest

from app.services.logtext import render

PARTY = ("sep=;\n"
         "Nombre;Tipo;Fuerza;Agilidad;Astucia;Empatía;Combate cuerpo a cuerpo;Movilidad;Combate a distancia;"
         "Medicina;Salud (ahora);{conditions};Apodo;Notas\n"
         "Carmen Ruiz;Personaje jugador;3;4;3;2;1;2;2;0;2;Envenenada;La Pastora;Pastora de Sevilla\n"
         'Diego Álvarez;Personaje jugador;4;3;2;2;3;1;0;0;3;;;"Mecánico; habla poco"\n')


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def twdu(twdu):  # noqa: ANN001, ANN201
    """The services' new twdu campaign (conftest), the interface in Spanish."""
    from ui.i18n import set_language

    assert set_language("es")
    yield twdu
    set_language("en")


def test_each_row_says_what_of_its_own_an_unknown_column_loses(twdu, tmp_path):
    path = tmp_path / "partida.csv"
    path.write_text(PARTY.format(conditions="Condiciones"), encoding="utf-8")
    preview = twdu.characters.preview_import([str(path)])
    assert [text(c) for c in preview.columns_left_out] == [
        "partida.csv: 2 columnas no son campos de esta hoja, se dejan fuera: Condiciones, Apodo"]
    carmen, diego = preview.characters
    assert [text(n) for n in carmen.ignored][:2] == [
        "Condiciones: Envenenada — no se lee: ningún campo de esta hoja se llama así; ¿querías decir Estados?",
        "Apodo: La Pastora — no se lee: ningún campo de esta hoja se llama así"]
    assert not any("Condiciones" in text(n) or "Apodo" in text(n) for n in diego.ignored)  # its cells are empty


def test_a_known_column_loses_nothing(twdu, tmp_path):
    path = tmp_path / "partida.csv"
    path.write_text(PARTY.format(conditions="Estados"), encoding="utf-8")
    carmen = twdu.characters.preview_import([str(path)]).characters[0]
    assert not any("Estados" in text(n) for n in carmen.ignored)
    assert carmen.person["state"]["poisoned"]
