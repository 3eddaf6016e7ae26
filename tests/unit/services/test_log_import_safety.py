"""A session log read from outside: whatever its texts hold, the campaign still opens, shows its
log and exports it; a damaged log is refused with the reason and leaves the file as it was."""

from __future__ import annotations

import json
import sqlite3
import time
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.log import ImportLog, parse_log_document
from app.services.logtext import render, render_event
from ui.messages import command_message

#: what made every later opening of a campaign fail or hang when a log line held it
NASTY = ["{", "}", "{a:>999999999}", "{0}", "{a.__class__}", "{a[0]}", "{a!r}", "}{", "{{a}"]


def dump(path: Path) -> list[str]:
    """Every table and row of a campaign file, as SQL text."""
    with closing(sqlite3.connect(path)) as db:
        return list(db.iterdump())


def event(text: str, args: dict | None = None, **more) -> dict:
    return {"time": "2026-11-30T20:00:00+00:00", "kind": "note", "text": text, "args": args or {}, **more}


def log_document(*events: dict, **session) -> dict:
    head = {"number": 1, "title": "Elsewhere", "started": "2026-11-30T19:00:00Z", "ended": None}
    return {
        "format": "deadwatch-session-log",
        "version": 1,
        "campaign": {"name": "The other table"},
        "sessions": [{**head, **session, "events": list(events)}],
    }


@pytest.fixture
def campaign(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    create_campaign(str(path), "Night", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("Tonight")
    services.log.add_note("The fence holds")
    yield path, services
    services.close()


def reopen_and_export(path: Path, folder: Path) -> list[str]:
    """Open the file again, render its whole log and write every export format; the lines."""
    started = time.perf_counter()
    services = open_services(str(path), Dice(seed=4))
    try:
        games = services.campaign.sessions()
        lines = [render_event(e) for g in games for e in services.campaign.events(g.id)]
        numbers = [g.number for g in games]
        options = ExportOptions(first=min(numbers), last=max(numbers), secrets=True, undone=True)
        for key, fmt in FORMATS.items():
            assert export_log(services.campaign.engine, options, key, folder / f"log{fmt.suffix}") == len(lines)
    finally:
        services.close()
    assert time.perf_counter() - started < 30
    return lines


def test_a_log_whose_templates_hold_stray_braces_is_refused_with_the_reason_and_changes_nothing(campaign, tmp_path):
    path, services = campaign
    refusals = []
    services.log.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = dump(path)
    for text in NASTY:
        doc = log_document(event("Fine"), event(f"Look: {text}", {"a": "x"}))
        assert not services.log.import_text(json.dumps(doc))
    assert not services.log.import_text(json.dumps(log_document(*[event("ok")] * 11, event("{x} waits", {"y": 1}))))
    assert dump(path) == before
    assert refusals[0] == (
        "This session log is damaged (event 2: “text” has a brace that is not a field: {); nothing was imported."
    )
    assert refusals[2] == (
        "This session log is damaged (event 2: “text” has a brace that is not a field: {a:>999999999}); "
        "nothing was imported."
    )
    assert (
        refusals[-1]
        == "This session log is damaged (event 12: “text” names {x}, which it does not give); nothing was imported."
    )
    assert reopen_and_export(path, tmp_path)[-1] == "Note: The fence holds"


def test_stray_braces_in_arguments_are_stored_and_shown_as_written(campaign, tmp_path):
    path, services = campaign
    nested = {"t": "{who} reads the sign", "ctx": "log", "args": {"who": "{a[0]}"}}
    doc = log_document(
        *[event("Note: {text}", {"text": text}) for text in NASTY], event("Undo: {action}", {"action": nested})
    )
    assert services.log.import_text(json.dumps(doc))
    services.close()
    lines = reopen_and_export(path, tmp_path)
    imported = lines[lines.index("Note: {") :]
    assert imported == [*(f"Note: {text}" for text in NASTY), "Undo: {a[0]} reads the sign"]


def test_whatever_is_stored_the_campaign_opens_renders_and_exports(campaign, tmp_path):
    """Lines written past the import's checks (an older Deadwatch, another program): the renderer
    fills in only {name} fields and shows every other brace as written."""
    path, services = campaign
    deep: dict = {"t": "{x}", "args": {}}
    for _ in range(100):
        deep = {"t": "[{x}]", "args": {"x": deep}}
    rows = [
        {
            **e,
            "id": None,
            "seq": None,
            "round": None,
            "actor": "",
            "target": "",
            "payload": {},
            "faces": [],
            "secret": False,
            "undone": False,
            "ref_id": None,
        }
        for e in parse_log_document(json.dumps(log_document(event("x"))))["sessions"][0]["events"]
    ]
    stored = []
    for text in [*NASTY, "{a:%Y}", "{a:{b}}", "{b:>9999999999999999999999}", "{count|one|many}"]:
        stored.append({**rows[0], "text": f"Look: {text} {{a}}", "args": {"a": 7, "count": 3, "b": "{c}"}})
    stored.append({**rows[0], "text": "Deep: {x}", "args": {"x": deep}})
    stored.append({**rows[0], "text": "Odd: {x}", "args": ["not", "an", "object"]})
    services.campaign.execute(
        ImportLog(
            {
                "campaign": "x",
                "sessions": [{"number": 1, "title": "", "started": None, "ended": None, "events": stored}],
            }
        )
    )
    services.close()
    lines = reopen_and_export(path, tmp_path)
    shown = lines[lines.index("Look: { 7") :]
    assert shown[:4] == ["Look: { 7", "Look: } 7", "Look: {a:>999999999} 7", "Look: {0} 7"]
    assert "Look: {b:>9999999999999999999999} 7" in shown and "Look: many 7" in shown
    assert shown[-2].startswith("Deep: [[[") and shown[-2].endswith("]]]") and "…" in shown[-2]
    assert shown[-1] == "Odd: {x}"


def test_sizes_encodings_and_nesting_of_a_log_are_checked(campaign, monkeypatch):
    path, services = campaign
    refusals = []
    services.log.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = dump(path)
    long_note = event("Note: {text}", {"text": "x" * 10_001})
    deep: dict = {"t": "end"}
    for _ in range(8):
        deep = {"t": "({x})", "args": {"x": deep}}
    for data in (
        json.dumps(log_document(event("ok"), long_note)),
        json.dumps(log_document(event("Undo: {x}", {"x": deep}))),
        json.dumps(log_document(event("ok", secret="yes"))),
        json.dumps(log_document(event("ok", round=-1))),
        b"\xef\xbb\xbf" + json.dumps(log_document(event("ok", time="0001-01-01T00:00:00+05:00"))).encode(),
        "caf\u00e9".encode("latin-1"),
        json.dumps([1, 2]),
        json.dumps({**log_document(event("ok")), "sessions": []}),
    ):
        assert not services.log.import_text(data)
    monkeypatch.setattr("app.services.validate_import.EVENT_LIMIT", 3)
    assert not services.log.import_text(json.dumps(log_document(*[event("ok")] * 4)))
    assert dump(path) == before
    thousands = QLocale().toString(10_000)
    assert refusals == [
        f"This session log is damaged (event 2: “args.text” is longer than {thousands} characters); "
        "nothing was imported.",
        "This session log is damaged (event 1: “args.x" + ".args.x" * 8 + "” holds lines nested more than 8 deep); "
        "nothing was imported.",
        "This session log is damaged (event 1: “secret” should be yes or no); nothing was imported.",
        f"This session log is damaged (event 1: “round” should run from 0 to {QLocale().toString(1_000_000)}); "
        "nothing was imported.",
        "This session log is damaged (event 1: “time” is not a date and time); nothing was imported.",
        "This file is not a Deadwatch session log: it is not UTF-8 text (byte 3). Nothing was imported.",
        "This file is not a Deadwatch session log: it is JSON of another kind. Nothing was imported.",
        "This session log holds no session.",
        "This session log is too large to import (session 1: “events” holds more than 3 items); nothing was imported.",
    ]
    assert services.log.import_text(
        b"\xef\xbb\xbf" + json.dumps(log_document(event("Note: {text}", {"text": "é"}))).encode()
    )


def test_a_refusal_and_its_reason_are_in_the_gms_language(campaign, qapp):
    _path, services = campaign
    refusals = []
    services.log.failed.connect(lambda ctx, msg: refusals.append(command_message(ctx, msg)))
    russian = QTranslator()
    assert russian.load(str(Path(__file__).parents[3] / "i18n" / "deadwatch_ru.qm"))
    qapp.installTranslator(russian)
    try:
        assert not services.log.import_text(json.dumps(log_document(event("ok"), event("{x} waits", {"y": 1}))))
    finally:
        qapp.removeTranslator(russian)
    assert refusals == [
        "Журнал сессии повреждён (событие 2: «text» называет {x}, но не даёт его значения); ничего не импортировано."
    ]


def test_a_translation_context_that_is_not_text_is_refused_and_renders_anyway(campaign, tmp_path):
    path, services = campaign
    refusals = []
    services.log.failed.connect(lambda ctx, msg: refusals.append(msg))
    assert not services.log.import_text(json.dumps(log_document(event("ok", payload={"ctx": False}))))
    assert refusals == ["This session log is damaged (event 1: “payload.ctx” should be text); nothing was imported."]
    row = {
        "id": None,
        "seq": None,
        "round": None,
        "actor": "",
        "target": "",
        "faces": [],
        "secret": False,
        "undone": False,
        "ref_id": None,
        "time": parse_log_document(json.dumps(log_document(event("x"))))["sessions"][0]["events"][0]["time"],
    }
    stored = {**row, "kind": "note", "text": "Note: {text}", "args": {"text": "odd"}, "payload": {"ctx": 7}}
    services.campaign.execute(
        ImportLog(
            {
                "campaign": "x",
                "sessions": [{"number": 1, "title": "", "started": None, "ended": None, "events": [stored]}],
            }
        )
    )
    services.close()
    assert reopen_and_export(path, tmp_path)[-1] == "Note: odd"
    assert render("Note: {text}", {"text": "odd"}, 7) == "Note: odd"  # as the history dock and the menus call it
