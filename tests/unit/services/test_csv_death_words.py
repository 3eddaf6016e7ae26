"""A death word («Мёртв», "Muerta", "Dead") written in the Conditions cell of an exported and edited
spreadsheet, in a ruleset that works death out from its tracks: it either sets the values its rules
make death with, or the preview says it is not applied and why; never a character silently alive."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.imports.csv_state import CONDITIONS
from app.services.logtext import qt_translate, render


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def language():
    from ui.i18n import set_language
    yield set_language
    set_language("en")


def _exported_with(tmp_path: Path, services, word: str, row: int = 1) -> tuple[Path, str]:
    """The party exported to CSV, the Conditions cell of its ``row`` (the first character's by
    default) replaced by ``word``."""
    out = tmp_path / "party.csv"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()])
    written = out.read_text("utf-8-sig")
    separator = ";" if written.split("\n", 1)[0].count(";") > written.split("\n", 1)[0].count(",") else ","
    rows = list(csv.reader(io.StringIO(written), delimiter=separator))
    column = rows[0].index(qt_translate("log", CONDITIONS))
    rows[row][column] = word
    buffer = io.StringIO()
    csv.writer(buffer, delimiter=separator).writerows(rows)
    edited = tmp_path / "edited.csv"
    edited.write_text(buffer.getvalue(), "utf-8")
    return edited, rows[row][0]


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
@pytest.mark.parametrize("code, word", [("ru", "Мёртв"), ("ru", "Dead"), ("es", "Muerta"), ("en", "dead")])
def test_afmbe_dead_in_words_comes_in_dead_at_the_survival_threshold(tmp_path, qapp, language, preset, code, word):
    assert language(code)
    services = open_services(str(build_demo(tmp_path / "demo.deadwatch", "afmbe", preset)), Dice(seed=1))
    try:
        path, who = _exported_with(tmp_path, services, word)
        preview = services.characters.preview_import([str(path)])
        assert preview.ready, [text(r) for c in preview.characters for r in c.refused]
        [character] = [c for c in preview.characters if c.name.startswith(who)]
        state = character.person["state"]
        assert state["dead"] and state["life_points"] <= -10
        rules = services.characters.ruleset
        shown = [f.value if isinstance(f.value, str) else text(f.value) for f in character.fields
                 if f.label == CONDITIONS]
        assert shown == [qt_translate("rules", "Dead")]
        others = [c for c in preview.characters if c is not character]
        assert others and not any(c.person["state"]["dead"] for c in others)
        assert services.characters.import_preview(preview)
        [row] = [c for c in services.characters.characters() if c.name == character.name]
        assert [c.key for c in rules.conditions(row.sheet, row.state)] == ["dead"]
    finally:
        services.close()


@pytest.mark.parametrize("ruleset", ["d10under", "gridlimbs"])
@pytest.mark.parametrize("code, word", [("ru", "Мертва"), ("es", "Muerto"), ("en", "Dead")])
def test_dead_in_words_empties_the_track_the_rules_make_death_with(tmp_path, qapp, language, ruleset, code, word):
    """d10-under: 0 Health; grid-and-limbs: the main pool at 0, the other parts as the file has them."""
    assert language(code)
    services = open_services(str(build_demo(tmp_path / "demo.deadwatch", ruleset, None)), Dice(seed=1))
    try:
        path, who = _exported_with(tmp_path, services, word)
        preview = services.characters.preview_import([str(path)])
        assert preview.ready, [text(r) for c in preview.characters for r in c.refused]
        [character] = [c for c in preview.characters if c.name.startswith(who)]
        rules = services.characters.ruleset
        assert rules.is_dead(character.person["sheet"], character.person["state"])
        before = [rules.is_dead(c.sheet, c.state) for c in services.characters.characters()]
        after = [rules.is_dead(c.person["sheet"], c.person["state"]) for c in preview.characters]
        assert after == [True, *before[1:]] and not before[0]  # the others as they were
        assert services.characters.import_preview(preview)
        [row] = [c for c in services.characters.characters() if c.name == character.name]
        assert "dead" in [c.key for c in rules.conditions(row.sheet, row.state)]
    finally:
        services.close()


def test_dead_in_words_of_a_character_the_values_make_dead_is_no_disagreement(tmp_path, qapp, language):
    """A character at 0 Health, its cell saying Dead in English in a Russian file: the words and
    the state agree, the preview adds no note that the words win."""
    assert language("ru")
    services = open_services(str(build_demo(tmp_path / "demo.deadwatch", "d10under", None)), Dice(seed=1))
    try:
        rules = services.characters.ruleset
        dead = [i for i, c in enumerate(services.characters.characters()) if rules.is_dead(c.sheet, c.state)]
        assert dead
        path, who = _exported_with(tmp_path, services, "Dead", dead[0] + 1)
        preview = services.characters.preview_import([str(path)])
        [character] = [c for c in preview.characters if c.name.startswith(who)]
        assert preview.ready and not character.applied and not character.refused
        assert rules.is_dead(character.person["sheet"], character.person["state"])
    finally:
        services.close()
