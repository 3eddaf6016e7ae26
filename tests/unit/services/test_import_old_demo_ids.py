"""A demo built by a Deadwatch older than the demos' own ids: each of its characters was given a random
id as a newer Deadwatch opened it.  Its party exported and imported into a new demo of the same game in
another language updated no one: the English demo's "Father Tom" came in new beside «Отец Том» (the ids
told them apart and the names did not match).  A demo's character is also found by its name in any of
the demo's languages, whichever side an older Deadwatch made: the old English demo's party updates the
new Russian demo's, the new English demo's updates the old Russian one's, and the old demo's own
export still updates its own characters by their ids."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render


@pytest.fixture
def demos(tmp_path, qapp):
    def build(language: str, old: bool) -> Path:
        path = build_demo(tmp_path / f"afmbe-{language}-{'old' if old else 'new'}.deadwatch", "afmbe", "unisystem",
                          language=language)
        if old:  # as migration 0007 left a demo built before the demos' ids: an id of its own for each
            with sqlite3.connect(path) as db:
                for (cid,) in db.execute("SELECT id FROM character").fetchall():
                    db.execute("UPDATE character SET uid = ? WHERE id = ?", (os.urandom(16).hex(), cid))
        return path
    return build


def _export(path: Path, out: Path) -> None:
    services = open_services(str(path), Dice(seed=3))
    try:
        assert services.characters.export_file(str(out), [int(c.id) for c in services.characters.characters()])
    finally:
        services.close()


def _imported_into(path: Path, out: Path) -> list[tuple[str, str]]:
    """Each character of the file ``out`` read in the campaign ``path``: the roster's name it updates,
    or "new"; then Enter, and the roster is checked to hold no one more."""
    services = open_services(str(path), Dice(seed=3))
    try:
        before = [(c.id, c.name) for c in services.characters.characters()]
        preview = services.characters.preview_import([str(out)])
        assert preview.ready, [render(r["t"], r["args"]) for r in preview.refusals()]
        found = [(c.read_name or c.name, c.update.name if c.updating and c.update else "new")
                 for c in preview.importable()]
        services.characters.import_preview(preview)
        assert [(c.id, c.name) for c in services.characters.characters()] == before, "a character came in twice"
        return found
    finally:
        services.close()


PARTY = [("Dana Cruz", "Дана Крус"), ("Father Tom", "Отец Том"), ("Orderly Vic", "Санитар Вик"),
         ("Shambler", "Шатун")]


@pytest.mark.parametrize("old_side", ["file", "roster", "both"])
def test_a_demo_party_updates_the_other_languages_demo_whichever_side_is_old(demos, tmp_path, old_side):
    english = demos("en", old=old_side in ("file", "both"))
    russian = demos("ru", old=old_side in ("roster", "both"))
    out = tmp_path / "party.json"
    _export(english, out)
    assert _imported_into(russian, out) == PARTY


def test_an_old_demos_own_export_updates_its_own_characters(demos, tmp_path):
    old = demos("en", old=True)
    out = tmp_path / "party.json"
    _export(old, out)
    assert _imported_into(old, out) == [(en, en) for en, _ru in PARTY]
