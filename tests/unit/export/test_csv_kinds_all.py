"""The Spanish CSV's "Tipo" column read "ammo" for a shot's ammunition event (and "redo" for a
redone action): every kind the log stores is written in the export's language."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

import pytest

from app.export import ExportOptions, collect, render_text
from app.export.kinds import KIND_WORDS
from app.services.bundle import Services
from tests.audit.helpers import add, campaign
from tests.unit.services.test_ammo_points_rolled import GUNS, RIFLE, shoot

#: kinds spelled alike in English and the language (no word to put instead)
ALIKE = {"ru": set(), "es": set()}


@pytest.fixture
def night(tmp_path, qapp) -> Iterator[Services]:
    with campaign(tmp_path, "afmbe", "norms") as services:
        cid = add(services, "Rifleman", dex=3, skills=[GUNS], weapons=[RIFLE])
        zed = add(services, "Biter", "zombie")
        assert services.initiative.start([cid, zed], name="Yard")
        shoot(services, cid, zed)  # the shot's ammunition event
        assert services.campaign.undo() and services.campaign.redo()
        yield services


@pytest.mark.parametrize("language", ["ru", "es"])
def test_no_kind_in_the_csv_is_the_stored_english_id(night, language):
    stored = {e.kind for e in night.campaign.events()}
    assert {"ammo", "redo", "undo"} <= stored, stored
    text = render_text(collect(night.campaign.engine, ExportOptions(language=language, secrets=True)), "csv")
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    column = {row[4] for row in rows[1:]}
    assert not (stored - ALIKE[language] - {"time", "round", "map"}) & column, column


def test_the_ammunition_and_redo_kinds_have_words():
    assert {"ammo", "redo"} <= set(KIND_WORDS)
