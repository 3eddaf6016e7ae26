"""Exports of the large session (10,000 events) in every format: seconds, from reading the campaign
to the file written (``app.export.export_log``, what the Export dialog and ``deadwatch export`` run)."""

from __future__ import annotations

import time
from pathlib import Path

from app.export import FORMATS, ExportOptions, export_log
from app.store.database import open_store

#: the whole session: secret events and undone actions too (struck through), all 10,000 lines
EVERYTHING = ExportOptions(secrets=True, undone=True)


def time_exports(path: Path, folder: Path, runs: int = 3) -> dict[str, tuple[float, int]]:
    """{format: (median seconds, events written)}."""
    store = open_store(str(path))
    out: dict[str, tuple[float, int]] = {}
    try:
        for key, fmt in FORMATS.items():
            times = []
            count = 0
            for _ in range(runs):
                start = time.perf_counter()
                count = export_log(store.engine, EVERYTHING, key, folder / f"night{fmt.suffix}")
                times.append(time.perf_counter() - start)
            out[key] = (sorted(times)[len(times) // 2], count)
    finally:
        store.engine.dispose()
    return out
