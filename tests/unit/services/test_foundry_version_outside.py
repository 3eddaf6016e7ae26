"""A twdu actor of a system version outside those the reading follows (3.0–4.0.3): one whose fields
are where those versions hold them is read with a warning row saying the version, the tested range
and how many fields were read; one none of whose sheet values can be read is refused; an actor of a
tested version gets no warning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.imports.foundry_versions import outside
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _preview(services, tmp_path: Path, version: str, change=None):
    actor = json.loads(ANA.read_text("utf-8"))
    actor["_stats"]["systemVersion"] = version
    if change:
        change(actor["system"])
    file = tmp_path / f"ana-{version}.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    return services.characters.preview_import([str(file)])


def test_an_actor_of_version_2_1_0_is_read_with_a_warning_saying_what_was_read(services, tmp_path):
    preview = _preview(services, tmp_path, "2.1.0")
    (ana,) = preview.characters
    (warning,) = [text(w) for w in ana.warnings]
    assert warning == (f"twdu 2.1.0 is outside the versions this reading is tested with (3.0–4.0.3): {len(ana.fields)} "
                       "fields were read where those versions hold them; check the values before importing")
    assert preview.ready and ana.person is not None


def test_an_actor_of_another_data_model_is_refused(services, tmp_path):
    def other_model(system):
        system["attributes"] = {"strength": 3}
        system["skills"] = {k: {"rank": 1} for k in system["skills"]}

    (ana,) = _preview(services, tmp_path, "2.1.0", other_model).characters
    assert ana.person is None
    assert ("twdu 2.1.0 is outside the versions this reading follows (3.0–4.0.3) and none of the sheet's values "
            "could be read: its data model differs") in [text(r) for r in ana.refused]


@pytest.mark.parametrize(("version", "out"), [("2.1.0", True), ("3.0", False), ("3.0.3", False), ("4.0.3", False),
                                              ("4.0.4", True), ("4.1", True), ("", False)])
def test_which_versions_are_outside(version, out):
    assert outside(version, "3.0–4.0.3") is out


def test_a_tested_version_gets_no_warning(services, tmp_path):
    (ana,) = _preview(services, tmp_path, "4.0.3").characters
    assert ana.warnings == []
