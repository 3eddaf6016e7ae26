"""Start-up: Deadwatch against a bare PySide6 window with the same number of docks, in child processes.

Each run is a fresh ``python`` process under QT_QPA_PLATFORM=offscreen; the parent notes the wall
clock just before starting it and the child (tests/bench/probe.py) reports the wall clock at the
first paint of the main window and once every visible dock has painted.  The programs' runs are taken in
turns, so that a drift of the shared machine's speed moves the floor with them.  One warm-up run of each
program is not counted (Python writes its bytecode caches, the OS caches the files; Deadwatch's
first run also creates the demo campaign).  The peak resident memory of each child is its own
VmHWM, which it reports (``os.wait4``'s ru_maxrss included the benchmark's own size).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Run:
    shown: float  # seconds from process start to the main window's first paint
    drawn: float  # ... to every visible dock painted
    peak_kib: int  # peak resident memory (the child's VmHWM; ru_maxrss where there is none)
    docks: int
    heavy: tuple[str, ...]
    cpu: float = 0.0  # the child's CPU seconds to its exit (user + system): steadier on a busy machine


def child_env(home: Path, root: Path = ROOT) -> dict[str, str]:
    """The environment of a child: offscreen, its own settings and data folders, ``root`` importable."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        PYTHONPATH=str(root),
    )
    # as installed (pip compiles every module; the bundle ships them compiled): the warm-up run
    # writes the bytecode caches that the counted runs read
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_child(
    module: str,
    args: list[str],
    home: Path,
    *,
    root: Path = ROOT,
    flags: tuple[str, ...] = (),
    env_extra: dict[str, str] | None = None,
) -> Run:
    """One run of ``python [flags] -m module args`` from ``root`` (the sources it imports)."""
    env = child_env(home, root) | (env_extra or {})
    start = time.time()
    proc = subprocess.Popen(
        [sys.executable, *flags, "-m", module, *args],
        cwd=root,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdout is not None
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    lines = [line for line in out.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"{module} {' '.join(args)} exited {proc.returncode}: {out[-500:]}")
    data = json.loads(lines[-1])
    peak = data.get("peak_kib") or usage.ru_maxrss  # ru_maxrss counts the benchmark's own size: see probe.peak_kib
    cpu = usage.ru_utime + usage.ru_stime
    return Run(data["shown"] - start, data["drawn"] - start, int(peak), data["docks"], tuple(data["heavy"]), cpu)


def interleaved(programs: list[tuple[str, list[str], Path, int]]) -> list[list[Run]]:
    """Each program's runs, taken in turns (floor, demo, large, floor, demo, …) after one warm-up
    each: on a shared machine whose speed drifts, a floor measured before the programs compared
    with it made their ratio drift too (2.2–3.1 for the same build within minutes)."""
    for module, args, home, _count in programs:
        run_child(module, args, home)  # warm-up, not counted
    out: list[list[Run]] = [[] for _ in programs]
    for round_ in range(max(count for *_, count in programs)):
        for i, (module, args, home, count) in enumerate(programs):
            if round_ < count:
                out[i].append(run_child(module, args, home))
    return out


def floor_program(docks: int, home: Path, count: int, *imports: str) -> tuple[str, list[str], Path, int]:
    """The bare floor; with ``imports`` (``"sqlmodel"``, ``"--quick-hook"``: see tests/bench/floor_window.py)
    the floor of a program that loads them before it is usable."""
    return ("tests.bench.floor_window", [str(docks), *imports], home / "floor", count)


def deadwatch_program(args: list[str], home: Path, count: int) -> tuple[str, list[str], Path, int]:
    return ("tests.bench.app_window", args, home / "deadwatch", count)
