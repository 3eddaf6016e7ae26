"""Importing the same Foundry actor again keeps where a critical injury the character already has
stands: the time passed since it was taken (a lethal one's countdown) and whether it was tended.
Foundry's actor holds neither, so the re-import reset Ana's Deep cut to "just taken, untended" and a
GM who had let half an hour pass and tended it saw its full time limit again and could tend it twice.
The preview's row says the injury is kept as it stands.  A file that holds a later point of the
injury's course (Deadwatch's own export, written after more time passed) gives that one."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from app.export.language import translator_for
from app.rules.twdu import injuries as inj
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
HALF_HOUR = 30  # (her Deep cut is lethal in 2 hours: it does not kill her)


def text(line) -> str:
    return line if isinstance(line, str) else render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def services(twdu):  # noqa: ANN001, ANN201
    """The services' new twdu campaign (conftest), a session begun."""
    twdu.campaign.start_session("The mall")
    return twdu


def _write(tmp_path: Path, name: str, actor: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(actor), encoding="utf-8")
    return str(path)


def _deep_cut(services) -> inj.CriticalInjury:
    (row,) = services.characters.characters()
    (injury,) = [inj.CriticalInjury.from_dict(i) for i in row.state["injuries"]]
    return injury


def _tended_after_half_an_hour(services) -> tuple[int, inj.CriticalInjury]:
    (row,) = services.characters.characters()
    assert services.game_time.pass_time(HALF_HOUR)
    assert services.characters.heal(int(row.id), {"kind": "tend", "injury": 1, "successes": 1, "equipment": "B"})
    injury = _deep_cut(services)
    assert injury.elapsed_minutes == HALF_HOUR and injury.tended
    return int(row.id), injury


def test_the_same_actor_again_keeps_the_time_passed_and_the_tending(services, tmp_path):
    file = _write(tmp_path, "ana.json", json.loads(ANA.read_text("utf-8")))
    assert services.characters.import_preview(services.characters.preview_import([file]))
    ana, before = _tended_after_half_an_hour(services)
    left = before.minutes_left
    again = services.characters.preview_import([file])
    (read,) = again.characters
    assert read.updating
    (row,) = [f for f in read.fields if f.label == "Critical injury"]
    shown = text(row.value)
    assert "Deep cut" in shown and "kept as it stands" in shown, shown
    assert shown == "Deep cut: kept as it stands, 30 minutes since it was taken, tended"
    said = {lang: render(row.value["t"], row.value["args"], row.value["ctx"], translator_for(lang))
            for lang in ("ru", "es")}
    assert said == {"ru": "Deep cut: остаётся как есть: 30 минут с получения, уже лечили",
                    "es": "Deep cut: se mantiene como está: 30 minutos desde que se sufrió, ya tratada"}
    services.characters.import_preview(again)  # an update of something else, or nothing written
    after = _deep_cut(services)
    assert after.elapsed_minutes == HALF_HOUR and after.tended
    assert after.minutes_left == left  # the countdown where it was
    assert after.recovery == before.recovery
    # tended once: a second tending is still refused
    assert not services.characters.heal(ana, {"kind": "tend", "injury": 1, "successes": 1, "equipment": "B"})


def test_an_edited_actor_updates_and_still_keeps_the_injury_s_course(services, tmp_path):
    actor = json.loads(ANA.read_text("utf-8"))
    assert services.characters.import_preview(services.characters.preview_import([_write(tmp_path, "a.json", actor)]))
    _ana, before = _tended_after_half_an_hour(services)
    edited = copy.deepcopy(actor)
    edited["system"]["attributes"]["str"]["value"] += 1  # the GM raised her Strength in Foundry
    preview = services.characters.preview_import([_write(tmp_path, "b.json", edited)])
    assert not preview.characters[0].update.same
    assert services.characters.import_preview(preview)
    after = _deep_cut(services)
    assert (after.elapsed_minutes, after.tended, after.time_limit) == (HALF_HOUR, True, before.time_limit)
    assert services.campaign.undo()  # the update undone: the injury as it stood, still
    assert _deep_cut(services) == before


def test_a_file_with_a_later_point_of_the_course_gives_it(services, tmp_path):
    actor = json.loads(ANA.read_text("utf-8"))
    assert services.characters.import_preview(services.characters.preview_import([_write(tmp_path, "a.json", actor)]))
    (row,) = services.characters.characters()
    exported = tmp_path / "ana-out.json"
    assert services.game_time.pass_time(HALF_HOUR)
    assert services.characters.export_file(str(exported), [int(row.id)], "foundry")  # written half an hour later
    written = json.loads(exported.read_text("utf-8"))
    assert services.campaign.undo()  # back to the first hour: the file is later than the roster
    assert _deep_cut(services).elapsed_minutes == 0
    preview = services.characters.preview_import([_write(tmp_path, "later.json", written)])
    assert services.characters.import_preview(preview)
    assert _deep_cut(services).elapsed_minutes == HALF_HOUR
    # and an older file than the roster leaves the roster's point
    assert services.game_time.pass_time(HALF_HOUR)
    preview = services.characters.preview_import([_write(tmp_path, "older.json", written)])
    services.characters.import_preview(preview)
    assert _deep_cut(services).elapsed_minutes == 2 * HALF_HOUR
