"""One character in two files of a batch: the value now of a track, and the notes an actor lacks.

Father Tom's Foundry actor (Life Points 28 of 34 in Foundry: 34 of 40 here) and a short spreadsheet of his
attributes, picked together: the skills and notes came from the actor, but he came in at full
Life Points, the spreadsheet having no "Life Points (now)" column.  Ana Reyes's actor (Health 2,
Stress 3) and the party's spreadsheet without its state columns: unhurt.  And an actor with no
notes' keys kept the roster's notes unsaid, where a spreadsheet with no Notes column says "Notes:
not in the file"."""

from __future__ import annotations

import json
from pathlib import Path

from tests.unit.services.import_batch import ANA, TOM, anas_row, on_roster, previewed, texts, write

SHORT = "Name,Kind,Strength,Dexterity,Constitution,Intelligence,Perception,Willpower\n" \
        "Father Tom,Player character,3,2,3,2,2,2\n"


def _tracks(services, name: str) -> dict[str, int]:
    row = on_roster(services, name)
    return services.ruleset.track_values(row.sheet, row.state)


def test_life_points_now_the_spreadsheet_lacks_are_the_actors(afmbe, tmp_path):
    short = write(tmp_path, "short.csv", SHORT)
    preview = afmbe.characters.preview_import([str(TOM), str(short)])
    tom = previewed(preview, "Father Tom")
    assert f"Skills, Qualities and drawbacks, Weapons, Armor, Life Points (now), Endurance (now), Notes: " \
           f"not in {short.name}: " \
           f"taken from {TOM.name}" in texts(tom.notices), texts(tom.notices)
    rows = {(f.label, f.now): f for f in tom.fields}
    assert rows[("Life Points", True)].value == 34, tom.fields  # the row shows what is written: 6 lost of 40
    assert rows[("Life Points", True)].source == "system.secondaryAttributes.hp.value"
    assert afmbe.characters.import_preview(preview)
    assert _tracks(afmbe, "Father Tom")["life_points"] == 34  # 6 lost of Foundry's 34: 6 lost of 40 here


def test_the_later_files_own_value_now_is_taken_over_the_earliers(afmbe, tmp_path):
    """31 as the spreadsheet says, not 28 from the actor, nor 37 (31 and the 6 points of Life Points
    his qualities, taken from the actor, add to the sheet's)."""
    short = write(tmp_path, "short.csv", SHORT.replace("Willpower\n", "Willpower,Life Points (now)\n")
                  .replace(",2\n", ",2,31\n"))
    preview = afmbe.characters.preview_import([str(TOM), str(short)])
    tom = previewed(preview, "Father Tom")
    assert not any("Life Points (now)" in s and "taken from" in s for s in texts(tom.notices)), texts(tom.notices)
    assert afmbe.characters.import_preview(preview)
    assert _tracks(afmbe, "Father Tom")["life_points"] == 31


def test_an_update_by_the_two_files_sets_the_value_now_the_earlier_gives(afmbe, tmp_path):
    short = write(tmp_path, "short.csv", SHORT)
    assert afmbe.characters.import_preview(afmbe.characters.preview_import([str(short)]))
    assert _tracks(afmbe, "Father Tom")["life_points"] != 28  # unhurt: the spreadsheet's alone
    preview = afmbe.characters.preview_import([str(TOM), str(short)])
    tom = previewed(preview, "Father Tom")
    assert tom.updating
    assert afmbe.characters.import_preview(preview)
    assert _tracks(afmbe, "Father Tom")["life_points"] == 34  # 6 lost of Foundry's 34: 6 lost of 40 here


def test_twdu_health_and_stress_now_come_from_the_actor(twdu, tmp_path):
    row = anas_row(tmp_path)
    preview = twdu.characters.preview_import([str(ANA), str(row)])
    ana = previewed(preview, "Ana Reyes")
    [taken] = [s for s in texts(ana.notices) if "taken from" in s]
    assert "Health (now), Stress (now)" in taken and taken.endswith(f"not in {row.name}: taken from {ANA.name}"), taken
    assert twdu.characters.import_preview(preview)
    assert _tracks(twdu, "Ana Reyes") == {"health": 2, "stress": 3}


def test_an_actor_with_no_biography_says_notes_are_not_in_the_file(afmbe, tmp_path):
    actor = json.loads(TOM.read_text("utf-8"))
    del actor["system"]["bio"]["biography"]
    bare = write(tmp_path, "tom.json", json.dumps(actor))
    preview = afmbe.characters.preview_import([str(bare)])
    tom = previewed(preview, "Father Tom")
    assert "Notes: none (the file has none)" in texts(tom.ignored), texts(tom.ignored)
    assert afmbe.characters.import_preview(preview)
    preview = afmbe.characters.preview_import([str(bare)])  # again: an update keeps the roster's notes
    assert "Notes: kept (the file has none)" in texts(previewed(preview, "Father Tom").ignored)
    with_notes = write(tmp_path, "tom.csv", "Name,Kind,Notes\nFather Tom,Player character,Parish priest.\n")
    preview = afmbe.characters.preview_import([str(with_notes), str(bare)])  # a batch giving them: not listed
    tom = previewed(preview, "Father Tom")
    assert not any("Notes" in s for s in texts(tom.ignored)), texts(tom.ignored)
    assert f"Notes: not in {bare.name}: taken from {with_notes.name}" in texts(tom.notices), texts(tom.notices)
    assert afmbe.characters.import_preview(preview)
    assert next(c for c in afmbe.characters.characters() if c.name == "Father Tom").notes == "Parish priest."


def test_a_twdu_actor_with_no_notes_keys_says_so_in_the_gms_language(twdu, tmp_path, qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    actor = json.loads(ANA.read_text("utf-8"))
    for key in ("archetype", "drive", "pcAnchor", "npcAnchor", "description", "notes"):
        actor["system"].pop(key, None)
    bare = write(tmp_path, "ana.json", json.dumps(actor))
    assert "Notes: none (the file has none)" in \
        texts(previewed(twdu.characters.preview_import([str(bare)]), "Ana Reyes").ignored)
    translator = QTranslator()
    assert translator.load(str(Path(__file__).resolve().parents[3] / "i18n" / "deadwatch_es.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        preview = twdu.characters.preview_import([str(bare)])
        said = texts(previewed(preview, "Ana Reyes").ignored)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert "Notas: ninguna (el archivo no trae)" in said, said


def test_in_spanish_the_fields_taken_agree_with_their_count(afmbe, tmp_path):
    """«Notas: no está en…» of one field, «…, Notas: no están en…: se toman de…» of several."""
    from ui.i18n import set_language

    short = write(tmp_path, "short.csv", SHORT)
    actor = json.loads(TOM.read_text("utf-8"))
    del actor["system"]["bio"]["biography"]
    tom_json = write(tmp_path, "tom.json", json.dumps(actor))
    with_notes = write(tmp_path, "tom.csv", "Name,Kind,Notes\nFather Tom,Player character,Parish priest.\n")
    assert set_language("es")
    try:
        many = texts(previewed(afmbe.characters.preview_import([str(TOM), str(short)]), "Father Tom").notices)
        one = texts(previewed(afmbe.characters.preview_import([str(with_notes), str(tom_json)]), "Father Tom").notices)
    finally:
        set_language("en")
    assert f"Habilidades, Cualidades y defectos, Armas, Blindaje, Puntos de Vida (ahora), Resistencia (ahora), " \
           f"Notas: no están en {short.name}: se toman de {TOM.name}" in many, many
    assert any(s.startswith("Notas: no está en tom.json: se toma de tom.csv") for s in one), one


def test_an_actor_without_its_tracks_takes_the_spreadsheets_value_now(afmbe, tmp_path):
    """The spreadsheet first ("Life Points (now)" 12), then an actor with no secondary attributes."""
    actor = json.loads(TOM.read_text("utf-8"))
    del actor["system"]["secondaryAttributes"]
    bare = write(tmp_path, "tom.json", json.dumps(actor))
    hurt = write(tmp_path, "hurt.csv", "Name,Kind,Life Points (now)\nFather Tom,Player character,12\n")
    preview = afmbe.characters.preview_import([str(hurt), str(bare)])
    tom = previewed(preview, "Father Tom")
    assert f"Life Points (now): not in {bare.name}: taken from {hurt.name}" in texts(tom.notices), texts(tom.notices)
    assert afmbe.characters.import_preview(preview)
    assert _tracks(afmbe, "Father Tom")["life_points"] == 12


def test_the_actors_health_and_the_spreadsheets_health_now_are_compared(twdu, tmp_path):
    """Ana's actor at Health 2, the spreadsheet at "Health (now)" 3: the line says which is taken, as
    it does of Strength (the actor's row was "Health", the spreadsheet's "Health (now)": not compared)."""
    row = write(tmp_path, "ana.csv", "Name,Kind,Strength,Health (now),Stress (now)\n"
                                     "Ana Reyes,Player character,4,3,3\n")
    preview = twdu.characters.preview_import([str(ANA), str(row)])
    said = texts(previewed(preview, "Ana Reyes").notices)
    assert f"Health (now): 2 in {ANA.name}, 3 in {row.name}: {row.name}'s is taken" in said, said
    assert not any(s.startswith("Stress") for s in said), said  # 3 in both
    assert twdu.characters.import_preview(preview)
    assert _tracks(twdu, "Ana Reyes") == {"health": 3, "stress": 3}
