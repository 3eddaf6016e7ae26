"""The GM actions' CPU time, these sources against another copy's, in turns:
``python -m tests.bench.latency_cpu OTHER [--runs 3] [--profile ACTION]``.

The latency bench's samples (``tests.bench.latency``: 40 combatants, the 10,000-event session, the
main window and the players' screen offscreen, each sample from the service's call to every window
repainted), timed with ``time.process_time()`` as well as the wall clock: on a machine shared with
other jobs the process's own CPU time moves much less than the wall clock (it leaves out the
commit's fsync and the time the other jobs take the core).  ``OTHER`` is a folder of other sources
(``git archive main | tar -x -C /tmp/main``); one child process per run, from that folder's sources
or from these, alternating (other, this, other, this, …), on copies of one campaign file built by
these sources.  Printed: each run's median / p95 / worst per action in CPU ms (the quickest of
the passes' takes of each sample, as the latency bench takes them), the range over the runs, the
wall-clock figures and the load average at the start and the end.

``--profile ACTION`` (``damage``, ``next turn``, …) runs these sources once with cProfile on
around each of that action's samples only (from the call to the repaint) and prints the top of
the profile by own time and by cumulative time.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={HERE / 'screens.json'}"
os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")


def child(
    db: Path, ids: dict[str, int], count: int, passes: int, profile: str, out: Path | None, worst: bool = False
) -> None:
    """One run in this process (its ``sys.path`` holds the sources measured)."""
    import cProfile

    from PySide6.QtWidgets import QApplication

    from tests.bench import latency

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window, services = latency.open_window(db, db.parent)
    latency.settle(app)
    actions = latency.actions(services, ids)
    profiler = cProfile.Profile() if profile else None
    kept = [0.0, None]  # with ``worst``: the slowest sample's CPU time and its profile
    cpu: dict[str, list[list[float]]] = {}
    wall: dict[str, list[list[float]]] = {}

    def one(name: str, call, i: int) -> None:  # noqa: ANN001
        nonlocal profiler
        on = profiler is not None and name == profile
        on = on and (not worst or len(cpu[name]) == passes)  # the last pass: caches warm
        if on and worst:
            profiler = cProfile.Profile()
        if hasattr(latency, "pause"):  # the GM's pause before the action (older sources have none)
            latency.pause()
        w, c = time.perf_counter(), time.process_time()
        if on:
            profiler.enable()
        ok = call(i)
        latency.settle(app)
        if on:
            profiler.disable()
        c, w = time.process_time() - c, time.perf_counter() - w
        if on and worst and c > kept[0]:
            kept[:] = [c, profiler]
        if ok is False:
            raise RuntimeError(f"{name} was refused")
        cpu[name][-1].append(c * 1000)
        wall[name][-1].append(w * 1000)

    def run_pass(action, first: bool) -> None:  # noqa: ANN001
        # the GM's dock for it, in front (as tests.bench.latency's Action.dock, which older sources lack)
        window.docks["swarmDock" if action.name == "swarm round" else "diceDock"].raise_()
        latency.settle(app)
        for i in range(3 if first else 0):  # warm-up, not counted
            action.do(i)
            latency.settle(app)
            if action.reset is not None:
                action.reset(i)
                latency.settle(app)
        for name in filter(None, (action.name, action.reset_name)):
            cpu.setdefault(name, []).append([])
            wall.setdefault(name, []).append([])
        for i in range(3, 3 + count):
            one(action.name, action.do, i)
            if action.reset_name:
                one(action.reset_name, action.reset, i)
            elif action.reset is not None:
                action.reset(i)
                latency.settle(app)

    display = window.player.display
    for p in range(passes):
        for action in actions:
            run_pass(action, p == 0)
            while display.animating():
                latency.settle(app)
                time.sleep(0.01)
            latency.settle(app)
    if worst and kept[1] is not None:
        profiler = kept[1]
    if profiler is not None and out is not None:
        profiler.dump_stats(str(out))

    def quickest(passes_: list[list[float]]) -> list[float]:
        return [min(t) for t in zip(*passes_, strict=True)]

    print(
        json.dumps({"cpu": {k: quickest(v) for k, v in cpu.items()}, "wall": {k: quickest(v) for k, v in wall.items()}})
    )
    window.close()
    display.close()
    services.close()


def run(
    root: Path,
    db: Path,
    ids: dict[str, int],
    count: int,
    passes: int,
    profile: str = "",
    out: str = "",
    worst: bool = False,
) -> dict:
    env = dict(os.environ, PYTHONPATH=str(root))
    args = [sys.executable, str(HERE / "latency_cpu.py"), "--child", str(db), "--ids", json.dumps(ids)]
    args += ["--count", str(count), "--passes", str(passes)]
    if profile:
        args += ["--profile", profile, "--out", out] + (["--worst"] if worst else [])
    got = subprocess.run(args, cwd=root, env=env, capture_output=True, text=True, check=False)
    lines = [line for line in got.stdout.splitlines() if line.startswith("{")]
    if got.returncode != 0 or not lines:
        raise RuntimeError(f"child in {root} exited {got.returncode}: {got.stderr[-2000:]}")
    return json.loads(lines[-1])


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.bench.latency_cpu", description=__doc__.splitlines()[0])
    p.add_argument("other", type=Path, nargs="?", help="the folder of the other sources")
    p.add_argument("--runs", type=int, default=3, help="runs of each (default 3)")
    p.add_argument("--count", type=int, default=40, help="samples a pass (default 40: two rounds)")
    p.add_argument("--passes", type=int, default=2, help="passes (default 2)")
    p.add_argument("--profile", default="", help="one run of these sources, cProfile around this action's samples")
    p.add_argument(
        "--worst", action="store_true", help="with --profile: the profile of the last pass's slowest sample only"
    )
    p.add_argument("--top", type=int, default=35, help="with --profile: lines of each listing (default 35)")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--ids", default="{}", help=argparse.SUPPRESS)
    p.add_argument("--out", default="", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child is not None:
        sys.path.insert(0, os.getcwd())
        child(
            args.child,
            json.loads(args.ids),
            args.count,
            args.passes,
            args.profile,
            Path(args.out) if args.out else None,
            args.worst,
        )
        return 0
    from PySide6.QtWidgets import QApplication

    from tests.bench.campaign import build
    from tests.bench.report import median, p95

    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="deadwatch-cpu-"))
    try:
        large, ids = build(folder)
        del app
        if args.profile:
            import pstats

            db = folder / "profile.deadwatch"
            shutil.copy(large, db)
            out = folder / "profile.pstats"
            run(ROOT, db, ids, args.count, args.passes, args.profile, str(out), args.worst)
            stats = pstats.Stats(str(out))
            if os.environ.get("DEADWATCH_KEEP_PROFILE"):  # a path: the profile is copied there
                shutil.copy(out, os.environ["DEADWATCH_KEEP_PROFILE"])
            stats.sort_stats("tottime").print_stats(args.top)
            stats.sort_stats("cumulative").print_stats(args.top * 2)
            return 0
        trees = [("other", args.other.resolve()), ("this", ROOT)] if args.other else [("this", ROOT)]
        print(f"load average at the start {load()}", flush=True)
        got: dict[str, list[dict]] = {name: [] for name, _ in trees}
        for r in range(args.runs):
            for name, root in trees:
                db = folder / f"{name}-{r}.deadwatch"
                shutil.copy(large, db)
                got[name].append(run(root, db, ids, args.count, args.passes))
                db.unlink()
                print(f"  run {r + 1} {name} done, load {load()}", flush=True)
        print(f"load average at the end {load()}")
        for clock in ("cpu", "wall"):
            print(f"\n{clock} ms: median / p95 / worst, each run; then the ranges")
            for action in got[trees[0][0]][0][clock]:
                for name, _ in trees:
                    figures = [
                        (median(x[clock][action]), p95(x[clock][action]), max(x[clock][action])) for x in got[name]
                    ]
                    each = "  ".join(f"{a:.1f}/{b:.1f}/{c:.1f}" for a, b, c in figures)
                    ranges = " / ".join(
                        f"{min(f[k] for f in figures):.1f}–{max(f[k] for f in figures):.1f}" for k in range(3)
                    )
                    print(f"{action:<15} {name:<6} {each:<40} | {ranges}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
