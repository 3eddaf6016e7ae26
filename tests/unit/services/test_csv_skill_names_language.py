"""A party exported as a spreadsheet while Deadwatch speaks Spanish writes the skills the rules know
by their Spanish names under the Spanish headings ("Armas de fuego", not "Guns"), and reading that
file back gives the same characters (skills in English, as the sheet stores them) whatever language
the GM reads it in: an update of the same party changes nothing, removes no skill."""

from __future__ import annotations

import csv
import io

import pytest

from app.rules.afmbe.catalog import SKILLS_BY_NAME
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.files import create_campaign
from app.services.logtext import qt_translate, render


def _said(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.mark.parametrize("reader", ["es", "en", "ru"])
def test_skills_go_out_in_spanish_and_come_back_as_the_same_characters(tmp_path, qapp, reader):
    from ui.i18n import set_language

    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "afmbe", "norms")), Dice(seed=1))
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", "norms", {}).engine.dispose()
    fresh = open_services(str(path), Dice(seed=3))
    try:
        out = tmp_path / "party.csv"
        assert set_language("es")
        assert demo.characters.export_file(str(out), [c.id for c in demo.characters.characters()])
        rows = list(csv.reader(io.StringIO(out.read_text("utf-8-sig")), delimiter=";"))
        head = rows[0]
        skill_columns = [n for n, h in enumerate(head) if h.startswith("Habilidades ") and h.endswith(": Habilidad")]
        assert skill_columns, head
        written = {r[n] for r in rows[1:] for n in skill_columns if r[n]}
        known = [w for w in written if w.casefold() in SKILLS_BY_NAME]
        assert not known, f"skills written in English under Spanish headings: {known}"
        spanish = {qt_translate("rules", s.name) for s in SKILLS_BY_NAME.values()}
        assert written & spanish, written
        assert set_language(reader)
        preview = fresh.characters.preview_import([str(out)])
        assert preview.ready, [_said(r) for c in preview.characters for r in c.refused]
        assert [c.person["sheet"] for c in preview.characters] == [c.sheet for c in demo.characters.characters()]
        again = demo.characters.preview_import([str(out)])  # the same party read over itself
        assert again.ready
        for c in again.characters:
            assert c.update is not None, c.name
            assert c.update.same, (c.name, [_said(x) for x in c.update.changes])
    finally:
        set_language("en")
        demo.close()
        fresh.close()
