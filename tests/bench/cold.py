"""The first start after install (no bytecode cache) and the packaged application's start.

* **No bytecode cache.**  The warm figures (:mod:`tests.bench.startup`) read the bytecode caches a
  warm-up run wrote, as an installed Deadwatch does.  Two first starts are measured beside them,
  each run with ``PYTHONDONTWRITEBYTECODE=1`` so that every run is a first one:

  - *own sources*: a fresh copy of Deadwatch's sources (``app``, ``ui``, ``i18n``, ``resources``
    and the bench's probe) in an empty folder, imported from there: Python compiles every
    Deadwatch module; the libraries keep the caches pip wrote when it installed them (a source
    checkout's first start);
  - *nothing compiled*: ``python -X pycache_prefix=<empty folder>``, so Python finds no cache for
    any module, PySide6's, SQLAlchemy's and pydantic's included, and compiles them all (the
    standard library's frozen start-up modules aside): the worst first start there is.  The bare
    PySide6 floor is run the same way, as its reference.

  The OS file cache is warm in both (the bench cannot drop it without root).

* **The bundle** (``make bundle``: ``dist/Deadwatch/deadwatch``, or the program ``DEADWATCH_BUNDLE``
  names): ``deadwatch --smoke --demo twdu`` — the window opens, the demo campaign is opened into it,
  300 ms later it closes — from process start to exit, against the same command from the sources
  (``python -m app --smoke --demo twdu``, caches warm), taken in turns; the bundle's first run is
  printed apart.  The probe cannot be put into a frozen program, so this is the one figure that
  is not "first paint"/"drawn"; the 300 ms are in both.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from tests.bench.startup import ROOT, Run, child_env, run_child
from tests.bench.vmhwm import vm_hwm_kib

#: what a fresh copy of the sources holds: what the application and the probe import or read
SOURCES = ("app", "ui", "i18n", "resources", "tests/__init__.py", "tests/bench")
COLD = {"PYTHONDONTWRITEBYTECODE": "1"}


def fresh_sources(dest: Path) -> Path:
    """A copy of Deadwatch's sources in ``dest``, without any ``__pycache__``; returns ``dest``."""
    for name in SOURCES:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


def pycache_count(root: Path) -> int:
    return sum(1 for _ in root.rglob("__pycache__"))


def cold_runs(folder: Path, docks: int, count: int) -> dict[str, list[Run]]:
    """{variant: runs}: the floor and the demo warm, the demo with its own sources uncompiled, and
    the floor and the demo with nothing compiled, taken in turns after one warm-up of the warm ones."""
    sources = fresh_sources(folder / "fresh-sources")
    empty = folder / "empty-pycache"
    empty.mkdir()
    home = folder / "cold-home"
    nothing = {"flags": ("-X", f"pycache_prefix={empty}"), "env_extra": COLD}
    programs = {
        "floor": ("tests.bench.floor_window", [str(docks)], {}),
        "demo": ("tests.bench.app_window", ["--demo", "twdu"], {}),
        "demo, own sources uncompiled": (
            "tests.bench.app_window",
            ["--demo", "twdu"],
            {"root": sources, "env_extra": COLD},
        ),
        "floor, nothing compiled": ("tests.bench.floor_window", [str(docks)], nothing),
        "demo, nothing compiled": ("tests.bench.app_window", ["--demo", "twdu"], nothing),
    }
    for module, args, how in list(programs.values())[:2]:
        run_child(module, args, home, **how)  # the warm ones' caches, the demo campaign, the file cache
    out: dict[str, list[Run]] = {name: [] for name in programs}
    for _ in range(count):
        for name, (module, args, how) in programs.items():
            out[name].append(run_child(module, args, home, **how))
    if pycache_count(sources) or any(empty.iterdir()):
        raise RuntimeError("a cold run wrote bytecode caches: the next cold run would not be cold")
    return out


# --------------------------------------------------------------------------- the bundle


def bundle_program() -> Path | None:
    """The bundle's program: ``DEADWATCH_BUNDLE``, else ``dist/Deadwatch/deadwatch``; None without one."""
    named = os.environ.get("DEADWATCH_BUNDLE")
    path = Path(named) if named else ROOT / "dist" / "Deadwatch" / "deadwatch"
    return path if path.is_file() and os.access(path, os.X_OK) else None


def smoke(command: list[str], home: Path) -> tuple[float, int]:
    """(seconds from process start to exit, peak resident KiB) of ``command --smoke --demo twdu``.

    The peak is the child's own VmHWM, as :func:`tests.bench.probe.peak_kib` reads it, but from
    here (a frozen bundle cannot run the probe): read every 10 ms while it runs, the last reading
    counts (the peak only grows).  Not ``wait4``'s ru_maxrss: the kernel keeps in it the resident
    size of the process that started the child, the benchmark's own (144 MiB against a bare
    window's 57)."""
    env = child_env(home)
    if not command[0].endswith("python") and command[0] != sys.executable:
        env.pop("PYTHONPATH", None)  # the bundle holds its own modules
    start = time.time()
    proc = subprocess.Popen(
        [*command, "--smoke", "--demo", "twdu"], cwd=home, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    peak = 0
    while True:
        peak = max(peak, vm_hwm_kib(proc.pid) or 0)
        pid, status = os.waitpid(proc.pid, os.WNOHANG)
        if pid:
            break
        time.sleep(0.01)
    seconds = time.time() - start
    proc.returncode = code = os.waitstatus_to_exitcode(status)
    if code != 0:
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        raise RuntimeError(f"{' '.join(command)} --smoke exited {code}: {err[-500:]}")
    if proc.stderr:
        proc.stderr.close()
    return seconds, peak


def bundle_runs(
    program: Path, folder: Path, count: int
) -> tuple[tuple[float, int], list[tuple[float, int]], list[tuple[float, int]]]:
    """(the bundle's first run, its counted runs, the sources' counted runs), taken in turns."""
    home_bundle, home_source = folder / "bundle-home", folder / "source-home"
    home_bundle.mkdir(parents=True)
    home_source.mkdir(parents=True)
    source = [sys.executable, "-m", "app"]
    first = smoke([str(program)], home_bundle)
    smoke(source, home_source)  # warm-up, not counted
    bundle, sources = [], []
    for _ in range(count):
        bundle.append(smoke([str(program)], home_bundle))
        sources.append(smoke(source, home_source))
    return first, bundle, sources
