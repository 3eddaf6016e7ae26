"""Start-up to usable against the store floor (issue 43): ``python -m tests.bench.usable [--other DIR]``.

**Usable**: the campaign's window drawn and a first GM action (a threat step) committed
(tests/bench/usable_child.py).  **The store floor**: a bare main window with as many docks as
Deadwatch's that first imports SQLModel, creates an engine on the campaign file and runs one query
through a Session (``tests/bench/floor_window.py --store``).  The bare window (no SQLModel) is
printed too.  Each figure is measured from process start in fresh processes, the programs taken in
turns (bare floor, store floor, demo, 10,000 events, a year, …) after one warm-up each; printed are
the median and range of the wall time to usable, of the child's CPU time, of its peak memory
(VmHWM), each against the store floor's.  ``--instructions`` adds each program's instructions from
start to usable, counted once under valgrind's callgrind (they hold still on a loaded machine).
``--other DIR`` runs another copy of the sources (``git archive COMMIT | tar -x -C DIR``, with its
``i18n/*.qm``) beside these, in the same turns: each campaign then has an "other" and a "this".
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={HERE / 'screens.json'}"
os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")


@dataclass(frozen=True)
class Program:
    label: str
    argv: list[str]  # after ``python``
    root: Path  # the sources it imports (PYTHONPATH, the working folder)
    home: Path


@dataclass(frozen=True)
class Usable:
    usable: float  # seconds from process start
    cpu: float  # the child's CPU seconds to its exit
    peak_kib: int


def run(
    program: Program, env_extra: dict[str, str] | None = None, prefix: list[str] | None = None
) -> tuple[dict[str, Any], str]:
    from tests.bench.startup import child_env

    env = child_env(program.home, program.root) | (env_extra or {})
    start = time.time()
    proc = subprocess.Popen(
        [*(prefix or []), sys.executable, *program.argv],
        cwd=program.root,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    out, err = proc.communicate()
    lines = [line for line in out.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines or "usable" not in lines[-1]:
        raise RuntimeError(f"{program.label} exited {proc.returncode}: {out[-500:]} {err[-1500:]}")
    data = json.loads(lines[-1])
    data["start"] = start
    return data, err


def timed(program: Program) -> Usable:
    before = os.times()
    data, _ = run(program)
    after = os.times()
    cpu = after.children_user - before.children_user + after.children_system - before.children_system
    return Usable(data["usable"] - data["start"], cpu, int(data["peak_kib"] or 0))


def instructions(program: Program) -> int:
    """Instructions from the process's start to usable (it leaves at once there), under callgrind,
    with the address space not randomised where ``setarch -R`` is there: randomised, two counts of
    the same start differed by up to 40 M (some objects hashed by their address); not, by 0.1 M."""
    steady = ["setarch", "-R"] if shutil.which("setarch") else []
    prefix = [*steady, "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    _, err = run(program, {"DEADWATCH_BENCH_EXIT": "1", "PYTHONHASHSEED": "0"}, prefix)
    found = re.findall(r"Collected : (\d+)", err)
    if not found:
        raise RuntimeError(f"{program.label}: no count from callgrind: {err[-500:]}")
    return int(found[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.bench.usable", description=__doc__.splitlines()[0])
    p.add_argument("--other", type=Path, help="another copy of the sources, run beside these")
    p.add_argument("--runs", type=int, default=5, help="counted runs of each (default 5)")
    p.add_argument("--only", choices=["demo", "large", "year"], nargs="*", help="campaigns (default: all)")
    p.add_argument("--instructions", action="store_true", help="also count instructions (callgrind, once each)")
    args = p.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from tests.bench.campaign import build, build_year
    from tests.bench.report import median

    docks = "8"  # the floor: eight docks
    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="deadwatch-usable-"))
    wanted = args.only or ["demo", "large", "year"]
    try:
        large = build(folder)[0]
        campaigns: dict[str, list[str]] = {"demo": ["--demo", "twdu"], "large": ["--db", str(large)]}
        if "year" in wanted:
            campaigns["year"] = ["--db", str(build_year(folder)[0])]
        floor_db = folder / "floor.deadwatch"
        shutil.copy(large, floor_db)
        programs = [
            Program("bare window", ["-m", "tests.bench.floor_window", docks], ROOT, folder / "bare"),
            Program(
                "store floor",
                ["-m", "tests.bench.floor_window", docks, "--store", str(floor_db)],
                ROOT,
                folder / "store",
            ),
        ]
        child = str(HERE / "usable_child.py")
        sources = [("this", ROOT)] + ([("other", args.other.resolve())] if args.other else [])
        for name in wanted:
            for which, root in reversed(sources):
                label = f"{name}, {which}" if args.other else name
                programs.append(Program(label, [child, *campaigns[name]], root, folder / label.replace(", ", "-")))
        print(f"load average at the start {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
        for program in programs:  # warm-up: bytecode caches, the demo campaign made, the file cache
            timed(program)
        runs: dict[str, list[Usable]] = {pr.label: [] for pr in programs}
        for _ in range(args.runs):
            for program in programs:
                runs[program.label].append(timed(program))
        print(f"load average at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
        counts = {pr.label: instructions(pr) for pr in programs} if args.instructions else {}
        store = runs["store floor"]
        ref_wall = median([r.usable for r in store])
        ref_cpu = median([r.cpu for r in store])
        ref_mem = median([float(r.peak_kib) for r in store])
        ref_ins = counts.get("store floor", 0)
        print(
            f"{'':<14} {'usable ms (range)':<20} {'x store':>7}  {'CPU ms (range)':<20} {'x store':>7}  "
            f"{'peak MiB':>8} {'x store':>7}" + ("  instructions  x store" if counts else "")
        )
        for label, got in runs.items():
            wall = sorted(r.usable * 1000 for r in got)
            cpu = sorted(r.cpu * 1000 for r in got)
            mem = median([float(r.peak_kib) for r in got])
            line = (
                f"{label:<14} {f'{median(wall):.0f} ({wall[0]:.0f}-{wall[-1]:.0f})':<20} "
                f"{median(wall) / 1000 / ref_wall:7.2f}  {f'{median(cpu):.0f} ({cpu[0]:.0f}-{cpu[-1]:.0f})':<20} "
                f"{median(cpu) / 1000 / ref_cpu:7.2f}  {mem / 1024:8.1f} {mem / ref_mem:7.2f}"
            )
            if counts:
                line += f"  {counts[label] / 1e6:9.0f} M {counts[label] / ref_ins:7.2f}"
            print(line, flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
