"""GM notes and secret marks are undoable actions; an exported JSON log imports into another campaign file."""

from __future__ import annotations

import json

from sqlalchemy import text
from sqlmodel import Session

from app.export import ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.log import read_changes_json
from app.services.logtext import render_event

FIELDS = ("seq", "kind", "text", "args", "actor", "target", "round", "faces", "secret", "undone", "time")


def snapshot(event):
    payload = dict(event.payload)
    return (*(getattr(event, f) for f in FIELDS), payload.get("ctx", "log"), render_event(event))


def test_a_note_is_an_event_that_can_be_undone(services):
    refusals = []
    services.log.failed.connect(lambda ctx, msg: refusals.append(msg))
    assert not services.log.add_note("   ")
    assert refusals == ["A note needs some text."]
    assert services.log.add_note("The  barn\nis on fire", secret=True)
    note = services.campaign.events()[-1]
    assert (note.kind, render_event(note), note.secret) == ("note", "Note: The barn is on fire", True)
    assert services.campaign.undo_target().text == "Note: {text}"
    services.campaign.undo()
    assert [e.undone for e in services.campaign.events() if e.kind == "note"] == [True]


def test_marking_secret_is_undoable_and_its_own_line_is_secret(services):
    services.log.add_note("Rations are short")
    note = services.campaign.events()[-1]
    assert services.log.set_secret(note.id)
    line = services.campaign.events()[-1]
    assert render_event(line) == "Marked secret: Note: Rations are short" and line.secret
    assert services.log.events_by_id([note.id])[0].secret
    refusals = []
    services.log.failed.connect(lambda ctx, msg: refusals.append(msg))
    assert not services.log.set_secret(note.id)
    assert refusals == ["That event is secret already."]
    services.campaign.undo()
    assert not services.log.events_by_id([note.id])[0].secret
    services.campaign.redo()
    assert services.log.events_by_id([note.id])[0].secret
    assert services.log.set_secret(note.id, False)
    assert not services.log.events_by_id([note.id])[0].secret


def test_events_after_reads_only_the_new_slice(services):
    for i in range(5):
        services.log.add_note(f"note {i}")
    session = services.log.shown_session()
    tail = services.log.events_after(session.id, 4)
    assert [render_event(e) for e in tail] == ["Note: note 3", "Note: note 4"]


def test_json_round_trips_into_a_new_campaign_file(played, tmp_path):
    services, _ids = played
    path = tmp_path / "log.json"
    options = ExportOptions(first=1, last=2, secrets=True, undone=True)
    count = export_log(services.campaign.engine, options, "json", path)
    source = [e for g in services.campaign.sessions() for e in services.campaign.events(g.id)]
    assert count == len(source)

    other = tmp_path / "other.deadwatch"
    create_campaign(str(other), "Other table", "twdu").engine.dispose()
    target = open_services(str(other), Dice(seed=2))
    try:
        assert target.log.import_file(str(path))
        games = target.campaign.sessions()
        imported = [g for g in games if g.title in {"First night", "The mall"}]
        assert [g.title for g in imported] == ["First night", "The mall"]
        assert all(g.ended is not None for g in imported)
        events = [e for g in imported for e in target.campaign.events(g.id)]
        assert [snapshot(e) for e in events] == [snapshot(e) for e in source]
        undo_line = next(e for e in events if e.kind == "undo")
        assert next(e for e in events if e.id == undo_line.ref_id).undone
        line = render_event(target.campaign.events(games[0].id)[-1])  # in the open session
        assert line == f"Imported the log of Test campaign: {count} events, now session 2, 3"
        assert target.campaign.undo_target() is None  # imported lines name rows of the other file
    finally:
        target.close()


def test_a_damaged_or_newer_log_is_refused_and_nothing_changes(played, tmp_path):
    services, _ids = played
    refusals = []
    services.log.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = len(services.campaign.sessions())
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not services.log.import_file(str(bad))
    path = tmp_path / "log.json"
    export_log(services.campaign.engine, ExportOptions(), "json", path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({**doc, "version": 99}), encoding="utf-8")
    assert not services.log.import_file(str(newer))
    doc["sessions"][0]["events"][0]["time"] = "yesterday"
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(doc), encoding="utf-8")
    assert not services.log.import_file(str(broken))
    assert not services.log.import_file(str(tmp_path / "missing.json"))
    assert refusals == [
        "This file is not a Deadwatch session log: it is not JSON (line 1, column 2). Nothing was imported.",
        "This session log was written by a newer Deadwatch (version 99; this one reads up to 1). "
        "Update Deadwatch to import it.",
        "This session log is damaged (event 1: “time” is not a date and time); nothing was imported.",
        "The file cannot be read.",
    ]
    assert len(services.campaign.sessions()) == before


def test_json_holds_each_actions_row_changes_as_stored_with_names_as_written(played, tmp_path):
    services, ids = played
    services.characters.damage(ids["Ana"], {"amount": 5})
    services.campaign.execute(CreateCharacter("Ёжик «Ünïcödé»", "npc"))
    path = tmp_path / "log.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, undone=True), "json", path)
    text = path.read_text(encoding="utf-8")
    assert "Ёжик «Ünïcödé»" in text and "\\u0401" not in text  # readable, as the rest of the file
    events = json.loads(text)["sessions"][0]["events"]
    stored = {e.id: e.changes for e in services.log.events_by_id(e["id"] for e in events)}
    assert [e["changes"] for e in events] == [stored[e["id"]] for e in events]
    assert any(e["changes"] for e in events)


def test_row_changes_sqlite_cannot_read_are_written_as_python_reads_them(played, tmp_path):
    services, _ids = played
    session = services.log.shown_session()
    last = services.campaign.events()[-1]
    with Session(services.campaign.engine) as s:
        s.execute(text("UPDATE log_event SET changes = :c WHERE id = :id"), {"c": '[{"v": NaN}]', "id": last.id})
        s.commit()
        found = read_changes_json(s, int(session.id))
    assert found[last.id] == '[{"v":NaN}]'
    assert all(v.startswith("[") and ", " not in v for v in found.values())
    path = tmp_path / "log.json"
    export_log(services.campaign.engine, ExportOptions(), "json", path)
    assert '"changes":[{"v":NaN}]}' in path.read_text(encoding="utf-8")


def test_a_note_made_secret_takes_its_undo_and_redo_lines_with_it(services):
    """A public note undone and redone, then marked secret: its "Undo: Note: …" and "Redo: Note: …"
    lines quote it, and stayed public in the GM's log (the players' copy left them out)."""
    services.log.add_note("The cellar key is under the mat")
    note = services.campaign.events()[-1]
    services.campaign.undo()
    services.campaign.redo()
    told = [e for e in services.campaign.events() if e.kind in ("undo", "redo")]
    assert [render_event(e) for e in told] == ["Undo: Note: The cellar key is under the mat",
                                               "Redo: Note: The cellar key is under the mat"]
    assert [e.secret for e in told] == [False, False]
    assert services.log.set_secret(note.id)
    assert [e.secret for e in services.log.events_by_id([e.id for e in told])] == [True, True]
    services.campaign.undo()  # public again, and so are its lines
    assert [e.secret for e in services.log.events_by_id([e.id for e in told])] == [False, False]
