"""A demo's party exported in one language and imported into the same preset's demo in another: what
differs only because the demo was built in that language (the characters' names, their weapons' and
armor's names, a skill's type) is no change.  The Russian unisystem party read into the Spanish demo
said «Дана Крус → Dana Cruz … 7 cambios» ("Armas: Pistola de 9 mm → 9-мм пистолет") and Father Tom,
never edited, two changes; Enter wrote the Russian words into the Spanish sheets.  The preview's rows
say the words Enter writes (the Spanish "Tipo: Porra", not the file's "Club" or «Дубинка»)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render


@pytest.fixture
def demos(tmp_path, qapp):
    def build(ruleset: str, preset: str | None, language: str) -> Path:
        return build_demo(tmp_path / f"{ruleset}-{preset}-{language}.deadwatch", ruleset, preset, language=language)
    return build


def _export(path: Path, out: Path, form: str, strength_of: str = "") -> None:
    services = open_services(str(path), Dice(seed=3))
    try:
        ids = [int(c.id) for c in services.characters.characters()]
        assert services.characters.export_file(str(out), ids, form)
    finally:
        services.close()
    if strength_of:  # the player raised one character's Strength in the file
        party = json.loads(out.read_text("utf-8"))
        for person in party["characters"]:
            if person["name"] == strength_of:
                person["sheet"]["str"] += 1
        out.write_text(json.dumps(party, ensure_ascii=False), "utf-8")


@pytest.mark.parametrize("preset, source, target, dana, tom", [
    ("unisystem", "ru", "es", "Дана Крус", "Отец Том"),
    ("norms", "ru", "es", "Дана Крус", "Отец Том"),
    ("unisystem", "es", "en", "Dana Cruz", "Padre Tom"),
])
def test_a_demo_s_party_from_another_language_changes_only_what_the_gm_changed(demos, tmp_path, preset, source,
                                                                              target, dana, tom):
    out = tmp_path / "party.json"
    _export(demos("afmbe", preset, source), out, "deadwatch", strength_of=dana)
    services = open_services(str(demos("afmbe", preset, target)), Dice(seed=3))
    try:
        before = {c.name: (c.sheet, c.notes) for c in services.characters.characters()}
        preview = services.characters.preview_import([str(out)])
        assert preview.ready
        by_name = {c.read_name or c.name: c for c in preview.characters}
        father = by_name[tom]
        assert father.update is not None and preview.change_count(father) == 0, \
            [render(x["t"], x["args"]) for x in father.update.changes]
        # and its rows say the words Enter writes, the roster's: «Porra», not the file's «Дубинка» (nor "Club")
        roster = next(c for c in services.characters.characters() if c.id == father.update.id)
        rows = {f.label: [dict(r) for r in f.rows] for f in preview.fields_of(father) if f.rows}
        assert [r["Weapon"] for r in rows["Weapons"]] == [w["name"] for w in roster.sheet["weapons"]], rows
        assert [r["Type"] for r in rows["Skills"] if r["Type"]] == [s["type"] for s in roster.sheet["skills"]
                                                                    if s["type"]], rows
        cruz = by_name[dana]
        assert cruz.update is not None
        said = [render(x["t"], x["args"]) for x in cruz.update.changes]
        assert any(s.startswith("Strength: ") for s in said), said
        text = " ".join(said)
        for word in ("Пистолет", "пистолет", "Кожаная", "Pistola", "Chaqueta", "Handgun", "pistol", "jacket"):
            assert word not in text, said
        assert services.characters.import_preview(preview)
        after = {c.name: (c.sheet, c.notes) for c in services.characters.characters()}
        assert set(after) == set(before), "the characters took the file's names"
        for name, (sheet, _notes) in after.items():
            kept = before[name][0]
            assert {k: v for k, v in sheet.items() if k != "str"} == {k: v for k, v in kept.items() if k != "str"} \
                or name.startswith("Dana"), name
            assert sheet.get("skills") == kept.get("skills") and sheet.get("weapons") == kept.get("weapons"), name
    finally:
        services.close()


@pytest.mark.parametrize("preset, source, target", [("norms", "es", "en"), ("unisystem", "ru", "es")])
def test_a_demo_s_party_spreadsheet_from_another_language_changes_nothing(demos, tmp_path, preset, source, target):
    out = tmp_path / "party.csv"
    _export(demos("afmbe", preset, source), out, "csv")
    services = open_services(str(demos("afmbe", preset, target)), Dice(seed=3))
    try:
        preview = services.characters.preview_import([str(out)])
        assert preview.ready
        said = {c.name: [render(x["t"], x["args"]) for x in c.update.changes] for c in preview.characters
                if c.update is not None and preview.change_count(c)}
        assert said == {}, said
    finally:
        services.close()


def test_a_weapon_named_in_another_language_of_the_demo_is_the_same_weapon(demos, tmp_path):
    """Issue 42: the English twdu party's spreadsheet into the Russian demo: Ben Okafor (a name the
    same in every language) kept his «Пожарный топор»; it read «Оружие: Пожарный топор → Fire axe»,
    a change, and Enter renamed the Russian campaign's axe in English."""
    out = tmp_path / "party.csv"
    _export(demos("twdu", None, "en"), out, "csv")
    services = open_services(str(demos("twdu", None, "ru")), Dice(seed=3))
    try:
        preview = services.characters.preview_import([str(out)])
        (ben,) = [c for c in preview.characters if c.name == "Ben Okafor"]
        assert ben.update is not None and preview.change_count(ben) == 0, \
            [render(x["t"], x["args"]) for x in ben.update.changes]
        assert services.characters.import_preview(preview) is not None
        (row,) = [c for c in services.characters.characters() if c.name == "Ben Okafor"]
        assert [w["name"] for w in row.sheet["weapons"]] == ["Пожарный топор"]
    finally:
        services.close()
