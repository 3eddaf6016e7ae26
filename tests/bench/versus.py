"""Start-up of these sources against another copy's, in turns: ``python -m tests.bench.versus OTHER``.

``OTHER`` is a folder holding another version of Deadwatch's sources (``git archive main | tar -x
-C /tmp/main``; copy its ``i18n/*.qm`` too).  The floor, then for each campaign (the demo, the
10,000-event session, a year of 100,000 events) the other sources and these, are run in turns
(``floor, other demo, this demo, other 10k, this 10k, …``) after one warm-up each, so that a
drift of the machine's speed moves them together.  Printed: each one's median and range of
"drawn", of the child's CPU time and of its peak memory (VmHWM), with the load average at the
start and the end.  The campaign files are built once by these sources and opened by both.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={HERE / 'screens.json'}"
os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.bench.versus", description=__doc__.splitlines()[0])
    p.add_argument("other", type=Path, help="the folder of the other sources")
    p.add_argument("--runs", type=int, default=5, help="counted runs of each (default 5)")
    p.add_argument("--only", choices=["demo", "large", "year"], nargs="*", help="campaigns (default: all)")
    args = p.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from tests.bench.campaign import build, build_year
    from tests.bench.report import median
    from tests.bench.startup import ROOT, Run, run_child
    from ui.docks.every_dock import DOCKS

    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="deadwatch-versus-"))
    wanted = args.only or ["demo", "large", "year"]
    try:
        campaigns: dict[str, list[str]] = {"demo": ["--demo", "twdu"]}
        if "large" in wanted:
            campaigns["large"] = ["--db", str(build(folder)[0])]
        if "year" in wanted:
            campaigns["year"] = ["--db", str(build_year(folder)[0])]
        print(f"load average at the start {load()}", flush=True)
        floor_program = ("floor", "tests.bench.floor_window", [str(len(DOCKS))], ROOT)
        programs: list[tuple[str, str, list[str], Path]] = [floor_program]
        for name in wanted:
            programs.append((f"{name}, other", "tests.bench.app_window", campaigns[name], args.other.resolve()))
            programs.append((f"{name}, this", "tests.bench.app_window", campaigns[name], ROOT))
        homes = {label: folder / label.replace(", ", "-") for label, *_ in programs}
        for label, module, argv_, root in programs:  # warm-up, not counted
            run_child(module, argv_, homes[label], root=root)
        runs: dict[str, list[Run]] = {label: [] for label, *_ in programs}
        for _ in range(args.runs):
            for label, module, argv_, root in programs:
                runs[label].append(run_child(module, argv_, homes[label], root=root))
        print(f"load average at the end {load()}")
        floor = median([r.drawn for r in runs["floor"]])
        floor_cpu = median([r.cpu for r in runs["floor"]])
        print(f"{'':<14} {'drawn ms: median (range)':<24} x floor  {'CPU ms: median (range)':<24} x floor  peak MiB")
        for label, got in runs.items():
            drawn = sorted(r.drawn * 1000 for r in got)
            cpu = sorted(r.cpu * 1000 for r in got)
            mib = median([r.peak_kib for r in got]) / 1024
            drawn_text = f"{median(drawn):.0f} ({drawn[0]:.0f}-{drawn[-1]:.0f})"
            cpu_text = f"{median(cpu):.0f} ({cpu[0]:.0f}-{cpu[-1]:.0f})"
            print(
                f"{label:<14} {drawn_text:<24} {median(drawn) / 1000 / floor:7.2f}  "
                f"{cpu_text:<24} {median(cpu) / 1000 / floor_cpu:7.2f}  {mib:8.1f}"
            )
        shown = ", ".join(f"{k} {median([r.shown for r in v]) * 1000:.0f}" for k, v in runs.items())
        print(f"first paint ms, median: {shown}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
