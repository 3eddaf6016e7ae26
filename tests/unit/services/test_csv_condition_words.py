"""A spreadsheet's Conditions cell written by a GM in the word form their language gives the
character ("Envenenada" for Lucía, «Больна» for Olga), and a word that names no condition: it
refuses its row, and the file whole as the README says, the message saying the other rows are not
imported."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.logtext import render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def _edited(tmp_path: Path, name: str, old: str, new: str) -> Path:
    source = (GM / name).read_text(encoding="utf-8")
    assert old in source
    path = tmp_path / name
    path.write_text(source.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("code", ["en", "es", "ru"])
@pytest.mark.parametrize("name, old, new, who, poisoned, sick", [
    ("partida-es.csv", ";Envenenado;", ";Envenenada;", "Lucía Morales", True, False),
    ("partida-es.csv", '"Envenenado, Enfermo"', '"envenenados, Enfermos"', "Tomás Vidal", True, True),
    ("partida-ru.csv", ",Болен,", ",Больна,", "Ольга Петрова", False, True),
    ("partida-ru.csv", '"Отравлен, Болен"', '"Отравлена, больны"', "Гриша Соколов", True, True),
    ("partida-ru.csv", '"Отравлен, Болен"', '"Отравлен, больной"', "Гриша Соколов", True, True),
    ("partida-ru.csv", ",Болен,", ",больная,", "Ольга Петрова", False, True),
    ("partida-ru.csv", '"Отравлен, Болен"', '"отравленный, Больные"', "Гриша Соколов", True, True),
])
def test_a_condition_in_another_word_form_is_read(twdu, tmp_path, code, name, old, new, who, poisoned, sick):
    from ui.i18n import set_language
    try:
        assert set_language(code)
        preview = twdu.characters.preview_import([str(_edited(tmp_path, name, old, new))])
        assert not preview.problems and preview.ready
        [character] = [c for c in preview.characters if c.name == who]
        assert not character.refused
        assert (character.person["state"]["poisoned"], character.person["state"]["sick"]) == (poisoned, sick)
    finally:
        set_language("en")


def test_a_row_refused_for_its_word_says_the_other_rows_are_not_imported(twdu, tmp_path):
    path = _edited(tmp_path, "partida-es.csv", ";Envenenado;", ";Mareada;")
    preview = twdu.characters.preview_import([str(path)])
    assert not preview.ready and preview.refused_files() == {"partida-es.csv"}
    [said] = [text(r) for r in preview.refusals()]
    assert said.startswith("partida-es.csv, row 2: “Conditions (Estados)”: “Mareada” is not a condition of this sheet")
    assert said.endswith("; the file is refused whole: its other 2 characters are not imported")


#: what a refused row says of the rest of its file, by language, with one and with two other rows
OTHERS_SAID = {
    ("en", 1): "; the file is refused whole: its other character is not imported",
    ("en", 2): "; the file is refused whole: its other 2 characters are not imported",
    ("ru", 1): "; файл отклонён целиком: другой персонаж из него не импортируется",
    ("ru", 2): "; файл отклонён целиком: ещё 2 персонажа из него не импортируются",
    ("es", 1): "; el archivo se rechaza entero: su otro personaje no se importa",
    ("es", 2): "; el archivo se rechaza entero: los otros 2 personajes del archivo no se importan",
}


@pytest.mark.parametrize("code, others", sorted(OTHERS_SAID))
def test_the_other_rows_of_a_refused_file_are_counted_in_the_gms_words(twdu, tmp_path, code, others):
    """"its other 1 character is not imported" said a file of two rows; «другие персонажи из него
    (1)», «los demás personajes del archivo (1)» in Russian and Spanish."""
    from ui.i18n import set_language

    path = _edited(tmp_path, "partida-es.csv", ";Envenenado;", ";Mareada;")
    if others == 1:  # Ana Reyes's row taken out: Lucía's file holds Tomás besides her
        path.write_text("".join(path.read_text("utf-8").splitlines(keepends=True)[:-1]), "utf-8")
    try:
        assert set_language(code)
        [said] = [text(r) for r in twdu.characters.preview_import([str(path)]).refusals()]
    finally:
        set_language("en")
    assert said.endswith(OTHERS_SAID[code, others])


@pytest.mark.parametrize("code", ["en", "es", "ru"])
@pytest.mark.parametrize("name, old, new, who", [
    ("partida-es.csv", ";Envenenado;", ";Muerta;", "Lucía Morales"),
    ("partida-es.csv", '"Envenenado, Enfermo"', '"Muerto"', "Tomás Vidal"),
    ("partida-ru.csv", ",Болен,", ",Мертва,", "Ольга Петрова"),
    ("partida-ru.csv", '"Отравлен, Болен"', '"мёртв"', "Гриша Соколов"),
    ("partida-es.csv", ";Envenenado;", ";Dead;", "Lucía Morales"),
])
def test_dead_written_in_words_is_read_with_no_health_left(twdu, tmp_path, code, name, old, new, who):
    from ui.i18n import set_language
    try:
        assert set_language(code)
        preview = twdu.characters.preview_import([str(_edited(tmp_path, name, old, new))])
        [character] = [c for c in preview.characters if c.name == who]
        assert not character.refused and preview.ready
        assert (character.person["state"]["dead"], character.person["state"]["health"]) == (True, 0)
        assert twdu.characters.import_preview(preview)
        [row] = [c for c in twdu.characters.characters() if c.name == who]
        assert [c.key for c in twdu.ruleset.conditions(row.sheet, row.state)] == ["dead"]
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "es", "ru"])
def test_a_dead_character_exported_reads_back_dead_from_the_words_alone(twdu, tmp_path, code):
    """The export writes Dead in the GM's language; a GM who deletes the "Deadwatch state" column
    (a hand-kept spreadsheet) still gets the character back dead."""
    import csv
    import io

    from app.services.imports.csv_party import write_csv
    from app.services.imports.csv_state import STATE
    from app.services.logtext import qt_translate
    from ui.i18n import set_language
    try:
        assert set_language(code)
        path = _edited(tmp_path, "partida-es.csv", ";Envenenado;", ";Muerta;")
        assert twdu.characters.import_preview(twdu.characters.preview_import([str(path)]))
        exported = write_csv(twdu.ruleset, twdu.characters.characters(), separator=",")
        rows = list(csv.reader(io.StringIO(exported.removeprefix("\ufeff"))))
        state = rows[0].index(qt_translate("log", STATE))
        kept = tmp_path / "kept.csv"
        kept.write_text("\n".join(",".join(f'"{c}"' for c in r[:state] + r[state + 1:]) for r in rows), "utf-8")
        preview = twdu.characters.preview_import([str(kept)])
        assert preview.ready and not preview.problems
        [lucia] = [c for c in preview.characters if c.name.startswith("Lucía Morales")]  # "(2)": in the roster
        assert not lucia.refused
        assert (lucia.person["state"]["dead"], lucia.person["state"]["health"]) == (True, 0)
        others = [c for c in preview.characters if c is not lucia]
        assert others and not any(c.person["state"]["dead"] for c in others)
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "es", "ru"])
def test_two_conditions_are_joined_without_a_stray_full_stop_and_read_back(twdu, tmp_path, code):
    """"Poisoned: −1 die on every roll.; Sick: …" read ".;" between the two in the preview and the
    exported cell: the first loses its full stop; the cell still reads back as both."""
    import csv
    import io

    from app.services.imports.csv_party import write_csv
    from app.services.imports.csv_state import CONDITIONS, STATE
    from app.services.logtext import qt_translate
    from ui.i18n import set_language
    try:
        assert set_language(code)
        preview = twdu.characters.preview_import([str(GM / "partida-es.csv")])
        [tomas] = [c for c in preview.characters if c.name == "Tomás Vidal"]
        [shown] = [f.value for f in tomas.fields if f.label == CONDITIONS]
        assert ".;" not in shown and shown.count(";") >= 2, shown
        assert twdu.characters.import_preview(preview)
        exported = write_csv(twdu.ruleset, twdu.characters.characters(), separator=",")
        rows = list(csv.reader(io.StringIO(exported.removeprefix("\ufeff"))))
        cell = rows[0].index(qt_translate("log", CONDITIONS))
        assert not any(".;" in r[cell] for r in rows[1:])
        state = rows[0].index(qt_translate("log", STATE))
        kept = tmp_path / "kept.csv"
        kept.write_text("\n".join(",".join(f'"{c}"' for c in r[:state] + r[state + 1:]) for r in rows), "utf-8")
        again = twdu.characters.preview_import([str(kept)])
        [back] = [c for c in again.characters if c.name.startswith("Tomás Vidal")]
        assert not back.refused and not back.ignored, [*back.refused, *back.ignored]
        assert (back.person["state"]["poisoned"], back.person["state"]["sick"]) == (True, True)
    finally:
        set_language("en")


def test_a_row_s_bad_word_and_its_value_out_of_bounds_are_said_together(twdu, tmp_path):
    """Every problem of a row at once: Strength 14 and "Mareada" in one preview, not the word only
    after the GM fixed the number."""
    path = _edited(tmp_path, "partida-es.csv", "Lucía Morales;Personaje jugador;3;",
                   "Lucía Morales;Personaje jugador;14;")
    path.write_text(path.read_text("utf-8").replace(";Envenenado;", ";Mareada, Envenenada;", 1), "utf-8")
    preview = twdu.characters.preview_import([str(path)])
    [lucia] = [c for c in preview.characters if c.name == "Lucía Morales"]
    reasons = [text(r) for r in lucia.refused]
    assert "“Strength (Fuerza)” is 14; on this sheet it runs from 1 to 5" in reasons, reasons
    assert any("“Mareada” is not a condition of this sheet" in r for r in reasons), reasons
    assert not any("Envenenada" in r for r in reasons), reasons
