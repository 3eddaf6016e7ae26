"""Exports of the large session (10,000 events) in every format: seconds, from reading the campaign
to the file written (``app.export.export_log``, what the Export dialog and ``deadwatch export`` run)."""

from __future__ import annotations

import time
from pathlib import Path

from app.export import FORMATS, ExportOptions, export_log
from app.store.database import open_store

#: the whole session: secret events and undone actions too (struck through), all 10,000 lines
EVERYTHING = ExportOptions(secrets=True, undone=True)
EVENTS = 10_000


def time_exports(path: Path, folder: Path, runs: int = 3) -> dict[str, list[float]]:
    """{format: the seconds of each take}, with ``runs`` takes of every format taken in turns (md,
    bbcode, …, pdf, md, …), so that a slow minute of the shared machine falls on every format alike.
    The figure of a format is its quickest take (the same work each time, as ``timeit`` reports)."""
    store = open_store(str(path))
    out: dict[str, list[float]] = {key: [] for key in FORMATS}
    try:
        for _ in range(runs):
            for key, fmt in FORMATS.items():
                start = time.perf_counter()
                count = export_log(store.engine, EVERYTHING, key, folder / f"night{fmt.suffix}")
                out[key].append(time.perf_counter() - start)
                if count != EVENTS:
                    raise RuntimeError(f"the {key} export wrote {count} events, not {EVENTS}")
    finally:
        store.engine.dispose()
    return out


def time_players_copy(path: Path, folder: Path, runs: int = 3,
                      keys: tuple[str, ...] = ("md", "json")) -> dict[str, list[float]]:
    """{format: seconds of each take} of the copy for the players (no secrets, no undone actions: the
    fighters hidden from them left out, the fight's places counted among the others)."""
    store = open_store(str(path))
    out: dict[str, list[float]] = {key: [] for key in keys}
    try:
        for _ in range(runs):
            for key in keys:
                start = time.perf_counter()
                export_log(store.engine, ExportOptions(), key, folder / f"players{FORMATS[key].suffix}")
                out[key].append(time.perf_counter() - start)
    finally:
        store.engine.dispose()
    return out
