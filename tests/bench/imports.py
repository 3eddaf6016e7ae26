"""Importing a session log of 20,000 events (File → Import a session log): seconds from the file
picked to the action committed (``LogService.import_file``: the file read as it streams in, each
event checked and written as it comes, in one transaction), into a new campaign each take.

The file is the JSON export of the large campaign's 10,000-event session, its session given twice:
every kind of line a night writes, with its dice and the rows each action changed (which the import
reads and leaves out).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from app.export import ExportOptions, export_log
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.store.database import open_store

EVENTS = 20_000


def log_file(large: Path, folder: Path) -> Path:
    """The 20,000-event session log, written once."""
    target = folder / "log-20000.json"
    if not target.exists():
        single = folder / "log-10000.json"
        store = open_store(str(large))
        try:
            export_log(store.engine, ExportOptions(secrets=True, undone=True), "json", single)
        finally:
            store.engine.dispose()
        doc = json.loads(single.read_text("utf-8"))
        doc["sessions"] = doc["sessions"] * 2
        target.write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    return target


def time_imports(large: Path, folder: Path, runs: int = 3) -> list[tuple[float, float]]:
    """(wall seconds, CPU seconds) of each take, each into a campaign of its own."""
    source = log_file(large, folder)
    out = []
    refused: list[str] = []
    for take in range(runs):
        path = folder / f"imported-{take}.deadwatch"
        create_campaign(str(path), "Imported", "twdu").engine.dispose()
        services = open_services(str(path))
        services.log.failed.connect(lambda _context, message: refused.append(message))
        try:
            wall, cpu = time.perf_counter(), time.process_time()
            done = services.log.import_file(str(source))
            out.append((time.perf_counter() - wall, time.process_time() - cpu))
        finally:
            services.close()
        if not done:
            raise RuntimeError(f"the import was refused: {refused}")
        store = open_store(str(path))
        try:
            with store.engine.connect() as db:  # the imported sessions are ended; the one the import opened is not
                count = db.exec_driver_sql(
                    "SELECT count(*) FROM log_event "
                    "WHERE session_id IN (SELECT id FROM game_session WHERE ended IS NOT NULL)"
                ).scalar()
        finally:
            store.engine.dispose()
        if count != EVENTS:
            raise RuntimeError(f"the import wrote {count} events, not {EVENTS}")
    return out
