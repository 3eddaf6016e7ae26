"""``python -m tests.bench``: every benchmark, one line per figure (name, value, unit, floor or limit, ratio).

    python -m tests.bench                 # everything (a few minutes)
    python -m tests.bench --quick         # fewer runs and samples
    python -m tests.bench latency odds    # some sections only

Sections: startup (and memory), usable (against the store floor), coldstart (no bytecode cache;
the bundle), latency, exports, imports, odds, handouts (a picture on the phones).
docs/benchmarks.md says what each figure
measures and records a run with the machine it ran on.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
# the GM's laptop and a projector (1920x1080 each), before Qt starts; children inherit it
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={HERE / 'screens.json'}"
os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")

SECTIONS = ("startup", "usable", "coldstart", "latency", "exports", "imports", "odds", "handouts")


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m tests.bench", description="Deadwatch's benchmarks.")
    p.add_argument("sections", nargs="*", metavar="SECTION", help=f"{', '.join(SECTIONS)} (default: all)")
    p.add_argument("--quick", action="store_true", help="fewer runs and samples (a rough look)")
    args = p.parse_args(argv)
    unknown = set(args.sections) - set(SECTIONS)
    if unknown:
        p.error(f"unknown section {', '.join(sorted(unknown))}; choose from {', '.join(SECTIONS)}")
    return args


def section(title: str) -> None:
    print(f"\n# {title}", flush=True)


def bench_startup(folder: Path, large: Path, year: Path, quick: bool) -> None:
    from tests.bench import startup
    from tests.bench.report import Figure, emit, median
    from ui.docks.every_dock import DOCKS

    runs = 3 if quick else 9  # taken in turns with the floor; the median of 9 steadies a noisy machine
    docks = len(DOCKS)
    section(
        f"start-up: process start to first paint / every dock drawn; median of {runs} runs, floor = "
        f"bare PySide6 window with {docks} empty docks"
    )
    floor, with_orm, demo, big, years = startup.interleaved(
        [
            startup.floor_program(docks, folder, runs),
            startup.floor_program(docks, folder, runs, "--quick-hook", "sqlmodel"),
            startup.deadwatch_program(["--demo", "twdu"], folder, runs),
            startup.deadwatch_program(["--db", str(large)], folder, max(1, runs - 2)),
            startup.deadwatch_program(["--db", str(year)], folder, max(1, runs - 4)),
        ]
    )
    floor_shown = median([r.shown for r in floor])
    floor_drawn = median([r.drawn for r in floor])
    emit(Figure("startup.floor.first_paint", floor_shown * 1000, "ms"))
    orm_drawn = median([r.drawn for r in with_orm]) * 1000
    emit(Figure("startup.floor_importing_sqlmodel (drawn)", orm_drawn, "ms", "floor", floor_drawn * 1000))
    emit(
        Figure(
            "startup.first_paint (demo, limit 2.5x floor)",
            median([r.shown for r in demo]) * 1000,
            "ms",
            "floor",
            floor_shown * 1000,
        )
    )
    emit(Figure("startup.demo_drawn", median([r.drawn for r in demo]) * 1000, "ms", "floor", floor_drawn * 1000))
    emit(
        Figure(
            "startup.large_drawn (10,000 events)",
            median([r.drawn for r in big]) * 1000,
            "ms",
            "floor",
            floor_drawn * 1000,
        )
    )
    emit(
        Figure(
            "startup.year_drawn (100,000 events)",
            median([r.drawn for r in years]) * 1000,
            "ms",
            "floor",
            floor_drawn * 1000,
        )
    )
    heavy = demo[-1].heavy
    print(f"startup.heavy_imports_before_first_paint       {len(heavy):>10}       {' '.join(heavy) or '-'}")
    print(f"startup.docks_drawn (visible, demo/floor)      {demo[-1].docks:>10}       floor {floor[-1].docks}")
    section("memory: peak resident set of the start-up processes (each one's VmHWM)")
    floor_mib = median([r.peak_kib for r in floor]) / 1024
    emit(Figure("memory.floor", floor_mib, "MiB"))
    orm_mib = median([r.peak_kib for r in with_orm]) / 1024
    emit(Figure("memory.floor_importing_sqlmodel", orm_mib, "MiB", "floor", floor_mib))
    emit(Figure("memory.demo", median([r.peak_kib for r in demo]) / 1024, "MiB", "floor", floor_mib))
    emit(Figure("memory.large_session_open", median([r.peak_kib for r in big]) / 1024, "MiB", "floor", floor_mib))
    emit(
        Figure(
            "memory.year_open (100,000 events)", median([r.peak_kib for r in years]) / 1024, "MiB", "floor", floor_mib
        )
    )
    print(f"(runs counted: floor and demo {runs}, 10,000-event session {max(1, runs - 2)}, year {max(1, runs - 4)})")


def bench_latency(folder: Path, large: Path, ids: dict[str, int], quick: bool, what: str = "") -> None:
    """The GM actions on ``large``; ``what`` names a campaign other than the 10,000-event one (its
    figures are ``latency.<what>.…``)."""
    from PySide6.QtWidgets import QApplication

    from tests.bench import latency
    from tests.bench.report import Figure, emit, median, p95

    # a pass is two rounds of the 40-combatant fight, so that sample i is the same turn in every pass;
    # its p95 is the fourth-worst sample: the two round ends are not it
    count = 40 if quick else 80
    passes = 2 if quick else 3
    app = QApplication.instance() or QApplication(sys.argv[:1])
    copy = folder / f"latency{what}.deadwatch"
    shutil.copy(large, copy)
    start = time.perf_counter()
    window, services = latency.open_window(copy, folder)
    latency.settle(app)
    opened = time.perf_counter() - start
    log = "a year: 50 nights, 100,000 events, the open night's 2,000" if what else "10,000-event log"
    prefix = f"latency.{what}." if what else "latency."
    section(
        f"GM action latency: call to committed and repainted (window + player display); 40 combatants, "
        f"{log}; {count} samples each, {passes} passes taken in turns, each sample the quickest of its "
        f"{passes} takes"
    )
    emit(Figure(f"{prefix}open_window ({what or 'large'} campaign)", opened * 1000, "ms"))
    counter = latency.QueryCounter(services.campaign.engine)
    actions = latency.actions(services, ids)
    collected = len(latency.COLLECTOR.passes)
    latency.measure_in_turns(app, window, actions, count, counter, passes)
    inside = latency.COLLECTOR.passes[collected:]
    print(
        f"{prefix}collector_passes_inside_actions{'':<12} {len(inside):>10d}       "
        f"(longest {max(inside, default=0.0):.1f} ms; each action's takes, resets included)"
    )
    for action in actions:
        key = prefix[len("latency.") :] + action.name.replace(" ", "_").replace("+", "plus")
        samples = action.quickest
        emit(Figure(f"latency.{key}.median", median(samples), "ms", "limit", latency.FRAME_MS))
        emit(Figure(f"latency.{key}.p95", p95(samples), "ms", "limit", latency.FRAME_MS))
        emit(Figure(f"latency.{key}.worst", max(samples), "ms", "limit", latency.FRAME_MS))
        emit(Figure(f"latency.{key}.p95_of_every_take", p95(action.every), "ms", "limit", latency.FRAME_MS))
        print(f"latency.{key}.sql_statements{'':<22} {median(action.queries):>10.0f}       (median per action)")
        emit(Figure(f"latency.{key}.sql_time.median", median(action.sql_ms), "ms", "limit", latency.FRAME_MS))
        if action.reset_name:
            key = prefix[len("latency.") :] + action.reset_name.split()[0]
            resets = action.reset_quickest
            emit(Figure(f"latency.{key}.median", median(resets), "ms", "limit", latency.FRAME_MS))
            emit(Figure(f"latency.{key}.p95", p95(resets), "ms", "limit", latency.FRAME_MS))
            emit(Figure(f"latency.{key}.worst", max(resets), "ms", "limit", latency.FRAME_MS))
            emit(Figure(f"latency.{key}.p95_of_every_take", p95(action.reset_samples), "ms", "limit", latency.FRAME_MS))
    repaint = latency.full_repaint(app, window, count)
    emit(Figure(f"{prefix}full_repaint_no_change.median", median(repaint), "ms", "limit", latency.FRAME_MS))
    if not what:  # a frame of the screens' animations, a threat step's sweep and alarm (CPU time)
        frames = latency.animation_frames(app, window, services)
        emit(Figure("latency.animation_frame_cpu.median", median(frames), "ms", "limit", latency.FRAME_MS))
        emit(Figure("latency.animation_frame_cpu.worst", max(frames), "ms", "limit", latency.FRAME_MS))
        print(f"(animation frames counted: {len(frames)})")
    window.close()
    window.player.display.close()
    services.close()
    window.deleteLater()
    latency.settle(app)
    latency.delete_now(app)


def bench_exports(folder: Path, large: Path, quick: bool) -> None:
    from PySide6.QtWidgets import QApplication

    from tests.bench.exports import time_exports
    from tests.bench.report import Figure, emit

    QApplication.instance() or QApplication(sys.argv[:1])
    runs = 1 if quick else 3
    takes_text = f"the quickest of {runs} takes, the formats taken in turns" if runs > 1 else "one take each"
    section(f"exports of the 10,000-event session: {takes_text}")
    takes = time_exports(large, folder, runs)
    for key, seconds in takes.items():
        emit(Figure(f"export.{key} (10000 events)", min(seconds), "s", "limit", 1.0))
    slowest = max(takes, key=lambda k: max(takes[k]))
    emit(Figure(f"export.slowest_take ({slowest})", max(takes[slowest]), "s", "limit", 1.0))
    from tests.bench.exports import time_players_copy

    for key, seconds_ in time_players_copy(large, folder, runs).items():  # hidden fighters left out, places counted
        emit(Figure(f"export.{key} players' copy", min(seconds_), "s", "limit", 1.0))


def bench_handouts(folder: Path, quick: bool) -> None:
    from tests.bench.phone_handout import measure
    from tests.bench.report import Figure, emit

    runs = 5 if quick else 20
    section(f"a 4K photo handout on the phones: each request the quickest of {runs} takes (tests/bench/phone_handout)")
    for name, value in measure(folder / "handouts", runs).items():
        emit(Figure(f"handout.{name}", value, "B" if name.endswith("bytes") else "ms"))


def bench_imports(folder: Path, large: Path, quick: bool) -> None:
    from tests.bench.imports import EVENTS, time_imports
    from tests.bench.report import Figure, emit

    runs = 1 if quick else 3
    section(
        f"importing a session log of {EVENTS:,} events (File → Import a session log, into a new campaign): "
        + (f"the quickest of {runs} takes" if runs > 1 else "one take")
    )
    takes = time_imports(large, folder, runs)
    emit(Figure(f"import.session_log ({EVENTS} events)", min(w for w, _ in takes), "s", "limit", 2.0))
    emit(Figure(f"import.session_log CPU ({EVENTS} events)", min(c for _, c in takes), "s", "limit", 2.0))
    print("  takes (wall / CPU s): " + ", ".join(f"{w:.2f} / {c:.2f}" for w, c in takes))


def bench_coldstart(folder: Path, quick: bool) -> None:
    from tests.bench import cold
    from tests.bench.report import Figure, emit, median
    from ui.docks.every_dock import DOCKS

    runs = 1 if quick else 3
    section(
        f"first start after install (no bytecode cache; every run a first one) beside the warm start; median of "
        f"{runs} runs taken in turns"
    )
    got = cold.cold_runs(folder / "cold", len(DOCKS), runs)
    floor = median([r.drawn for r in got["floor"]]) * 1000
    cold_floor = median([r.drawn for r in got["floor, nothing compiled"]]) * 1000
    emit(Figure("cold.floor (warm)", floor, "ms"))
    emit(Figure("cold.floor, nothing compiled", cold_floor, "ms", "floor", floor))
    for name, reference, against in (
        ("demo", floor, "floor"),
        ("demo, own sources uncompiled", floor, "floor"),
        ("demo, nothing compiled", cold_floor, "cold"),
    ):
        shown = median([r.shown for r in got[name]]) * 1000
        drawn = median([r.drawn for r in got[name]]) * 1000
        label = name.replace("demo", "").strip(", ") or "warm"
        emit(Figure(f"cold.first_paint ({label})", shown, "ms", against, reference))
        emit(Figure(f"cold.demo_drawn ({label})", drawn, "ms", against, reference))
    section("the packaged application: `deadwatch --smoke --demo twdu`, process start to exit (300 ms idle in it)")
    program = cold.bundle_program()
    if program is None:
        print(
            "bundle: skipped: no dist/Deadwatch/deadwatch; build it with `make bundle` "
            "(or name a built one with DEADWATCH_BUNDLE=/path/to/Deadwatch/deadwatch)"
        )
        return
    built = time.strftime("%Y-%m-%d %H:%M", time.localtime(program.stat().st_mtime))
    print(f"bundle: {program} (built {built})")
    first, bundle, sources = cold.bundle_runs(program, folder / "bundle", 1 if quick else 5)
    source_s = median([t for t, _ in sources]) * 1000
    emit(Figure("bundle.smoke (median)", median([t for t, _ in bundle]) * 1000, "ms", "source", source_s))
    emit(Figure("bundle.smoke, first run", first[0] * 1000, "ms", "source", source_s))
    source_mib = median([k for _, k in sources]) / 1024
    emit(Figure("bundle.memory (peak RSS)", median([k for _, k in bundle]) / 1024, "MiB", "source", source_mib))


def bench_odds(quick: bool) -> None:
    from tests.bench import odds, odds_questions
    from tests.bench.report import Figure, emit

    seconds = 0.1 if quick else 0.5
    takes = 1 if quick else 3
    section(
        f"exact odds: microseconds per call (mean over a batch of setups, "
        f"{'the quickest of ' + str(takes) + ' takes' if takes > 1 else 'one take'}, "
        "Deadwatch, dyce and icepool in turns); the answers asserted equal"
    )
    missing = odds.missing_libraries()
    questions = [
        ("swarm_round (3 pools <= 12d6)", odds.SWARM_ROUNDS, odds.deadwatch_swarm, odds.dyce_swarm, odds.icepool_swarm),
        (
            "twdu_pool_pushed* (stress dice)",
            odds_questions.PUSH_POOLS,
            odds_questions.deadwatch_push,
            odds_questions.dyce_push,
            odds_questions.icepool_push,
        ),
        (
            "afmbe_levels (norms)",
            [t for t in odds.TASKS if t[1] == "norms"],
            odds.deadwatch_levels,
            odds.dyce_levels,
            odds.icepool_levels,
        ),
        (
            "afmbe_levels (unisystem)",
            [t for t in odds.TASKS if t[1] == "unisystem"],
            odds.deadwatch_levels,
            odds.dyce_levels,
            odds.icepool_levels,
        ),
        (
            "d10under_exchange (1 vs 3)",
            odds_questions.EXCHANGES,
            odds_questions.deadwatch_exchange,
            odds_questions.dyce_exchange,
            odds_questions.icepool_exchange,
        ),
    ]
    if missing:
        print(f"odds: {', '.join(missing)} not installed (pip install -e '.[bench]'): Deadwatch alone, no comparison")
    for name, cases, ours, *theirs in questions:
        libraries = [] if missing else list(zip(("dyce", "icepool"), theirs, strict=True))
        fns = [ours, odds.without_caches(ours)] + [fn for _, fn in libraries]
        best = odds.quickest_in_turns(fns, cases, seconds, takes)
        if not libraries:
            emit(Figure(f"odds.{name}", best[0], "us"))
            emit(Figure(f"odds.{name} cold", best[1], "us"))
        for (library, _), their_us in zip(libraries, best[2:], strict=True):
            emit(Figure(f"odds.{name} vs {library}", best[0], "us", library, their_us))
        if libraries:
            library, their_us = min(zip(("dyce", "icepool"), best[2:], strict=True), key=lambda x: x[1])
            emit(Figure(f"odds.{name} cold vs {library}", best[1], "us", library, their_us))
    print(
        "(* a PC's roll pushed whenever no walker shows: app.rules.twdu.pool.pushed_pool_distribution; "
        "cold: Deadwatch's caches of counts emptied before every call, against the quicker library)"
    )
    if not missing:
        compared = odds.check_exact() + odds_questions.check()
        print(
            f"odds.equal_to_dyce_and_icepool                 {compared:>10}       answers, Fractions equal key by key"
        )
    case = odds.SWARM_ROUNDS[0]
    swarm = odds.per_call_us(odds.deadwatch_swarm, odds.SWARM_ROUNDS, seconds)
    start = time.perf_counter()
    odds.monte_carlo_swarm(case)
    mc = (time.perf_counter() - start) * 1e6
    emit(Figure(f"odds.swarm_round vs Monte Carlo {odds.MONTE_CARLO_ROLLS} rolls", swarm, "us", "MC", mc))
    print(f"odds.monte_carlo_largest_error                 {odds.monte_carlo_error():10.4f}       (exact: 0)")
    from tests.bench import expression_odds

    section("dice expressions: exact odds on the GUI thread (cheap) and on the worker (100d1000)")
    takes = 2 if quick else 5
    slowest, cheap_ms = expression_odds.worst_within_budget(takes)
    emit(Figure(f"odds.expression_within_budget ({slowest})", cheap_ms, "ms", "limit", 16.7))
    emit(Figure("odds.expression 100d1000 (worker thread)", expression_odds.largest(), "ms"))
    key_ms, stall_ms, idle_ms = expression_odds.keystroke(takes)
    emit(Figure("odds.keystroke 100d1000 (dice dock)", key_ms, "ms", "limit", 16.7))
    emit(Figure("odds.gui_stall while 100d1000 is worked out", stall_ms, "ms", "floor", idle_ms))


def load() -> str:
    """The machine's load averages over 1, 5 and 15 minutes (what `uptime` says)."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    wanted = args.sections or list(SECTIONS)
    from PySide6.QtWidgets import QApplication

    from tests.bench.report import machine

    info = machine()
    print("Deadwatch benchmarks: " + ", ".join(f"{k} {v}" for k, v in info.items()), flush=True)
    print(f"(load average at the start {load()}: other jobs on the machine slow every figure; they are indicative)")
    print(f"{'figure':<44} {'value':>10} unit  floor/limit          ratio")
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="deadwatch-bench-"))
    total = time.perf_counter()
    try:
        large = ids = year = year_ids = None
        if set(wanted) & {"startup", "latency", "exports", "imports"}:
            from tests.bench.campaign import build

            start = time.perf_counter()
            large, ids = build(folder)
            print(f"(large campaign built in {time.perf_counter() - start:.1f} s: {large.stat().st_size / 1e6:.1f} MB)")
        if set(wanted) & {"startup", "latency"}:
            from tests.bench.campaign import build_year

            start = time.perf_counter()
            year, year_ids = build_year(folder)
            print(
                f"(a year's campaign built in {time.perf_counter() - start:.1f} s: {year.stat().st_size / 1e6:.1f} MB)"
            )
        if "startup" in wanted:
            bench_startup(folder, large, year, args.quick)
        if "usable" in wanted:
            from tests.bench import usable

            section("start to usable (window drawn, a threat step committed) against the store floor (issue 43)")
            usable.main(["--runs", "2" if args.quick else "5"])
        if "coldstart" in wanted:
            bench_coldstart(folder, args.quick)
        if "latency" in wanted:
            bench_latency(folder, large, ids, args.quick)
            bench_latency(folder, year, year_ids, args.quick, "year")
        if "exports" in wanted:
            bench_exports(folder, large, args.quick)
        if "imports" in wanted:
            bench_imports(folder, large, args.quick)
        if "odds" in wanted:
            bench_odds(args.quick)
        if "handouts" in wanted:
            bench_handouts(folder, args.quick)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"\n(benchmarks took {time.perf_counter() - total:.0f} s; load average at the end {load()})")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
