"""The fight list at forty and at four hundred combatants, side by side:
``python -m tests.bench.fight_list [--instructions] [--samples 5] [--sizes 40 400] [--jump]``.

For each size, a campaign (the latency bench's ruleset) whose fight holds that many characters
(six PCs, four NPCs, the rest walkers), and a window holding the initiative dock alone at
1366×768 (offscreen, the dark theme), the dock given the width and height it has beside the
roster: about fifteen rows in sight, whatever the size of the fight.  Two actions, each from the
call to the last repaint (``latency.settle``):

- **build**: the fight list made from nothing (``InitiativeDock.rebind``: what opening a campaign
  mid-fight, or showing the dock after a change behind another tab, costs the list);
- **round's end**: the dock's part of N on the round's last turn: its slot for the change set
  the service sent (every row's turn and order mark change) and the repaint.  The service's own
  transaction (which walks every combatant) is not counted: the turns before it, and the turn
  itself, are taken with the dock not listening; the dock catches up once (a build) before the
  last turn and is handed its change set, counted, after it.

Printed: the median of ``--samples`` samples of each (process time, milliseconds) and, with
``--instructions``, the instructions of the samples together as callgrind counts them (the stable
measure: ``tests.bench.instructions`` explains why), each size in a process of its own.  The
ratio column says how many times the 400's cost is the 40's: a list whose cost follows its rows
in sight keeps it near 1, one that builds and updates every row comes near 10.
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SIZES = (40, 400)
ACTIONS = ("build", "round's end")


def make_campaign(folder: Path, size: int) -> Path:
    """A campaign whose running fight holds ``size`` characters (set up through the services)."""
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.characters import CreateCharacter
    from app.services.files import create_campaign
    from tests.bench.campaign import NPCS, PC_SHEET, PCS, RULESET

    path = folder / f"fight{size}.deadwatch"
    create_campaign(str(path), "The fence", RULESET).engine.dispose()
    services = open_services(str(path), Dice(seed=7))
    try:
        services.campaign.start_session("The long night")
        people = [(n, "pc") for n in PCS] + [(n, "npc") for n in NPCS]
        people += [(f"Walker {i}", "zombie") for i in range(1, size - len(people) + 1)]
        ids = []
        for name, kind in people:
            sheet = services.ruleset.new_sheet()
            if kind != "zombie":
                sheet.update(PC_SHEET)
            event = services.campaign.execute(CreateCharacter(name, kind, sheet))
            ids.append(int(event.changes[0]["id"]))
        for start in range(0, len(ids), 400):  # a command's ids: at most ITEMS_MAX
            if start == 0:
                assert services.initiative.start(ids[:400], name="The fence")
            else:
                assert services.initiative.add(ids[start : start + 400])
    finally:
        services.close()
    return path


def child(path: Path, samples: int, counted: bool, warmups: int = 2, jump: bool = False) -> None:
    """The samples, in this process: ``warmups`` untimed first, as the caches warm.  ``counted``: each
    sample runs inside ``itertools.starmap`` (what callgrind is told to count within).  ``jump``: the
    round's last turn reached by one write to the store and the campaign read again (as after
    another console's write), not by the turns one by one (four hundred turns under callgrind take
    many minutes); the dock's part of the round's end is the same."""
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={HERE / 'screens.json'}"
    os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.changes import ChangeSet
    from tests.bench.latency import settle
    from ui.docks.initiative_dock import InitiativeDock
    from ui.themes import apply_theme

    found = QApplication.instance()
    app = found if isinstance(found, QApplication) else QApplication(sys.argv[:1])
    apply_theme(app, "dark")
    services = open_services(str(path), Dice(seed=11))
    window = QMainWindow()
    window.setCentralWidget(QWidget(window))
    dock = InitiativeDock(None, window)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.resize(1366, 768)
    window.resizeDocks([dock], [620], Qt.Orientation.Horizontal)
    window.show()
    dock.bind(services)
    settle(app)
    initiative = services.initiative

    def build(_i: int) -> None:
        dock.rebind()
        settle(app)

    changes: list[ChangeSet] = []

    def last_turn_written() -> None:
        view = initiative.view()
        assert view.encounter is not None
        last = len(view.combatants) - 1
        with sqlite3.connect(str(path)) as db:
            db.execute("UPDATE combatant SET acted = (position < ?) WHERE encounter_id = ?", (last, view.encounter.id))
            db.execute("UPDATE encounter SET turn = ? WHERE id = ?", (last, view.encounter.id))
        db.close()
        services.campaign.forget()
        services.campaign.tell(ChangeSet.everything())

    def before_round_end(_i: int) -> None:
        dock.hide()
        enc = initiative.view().encounter
        assert enc is not None
        start = enc.round
        if jump:
            last_turn_written()
        while True:  # up to the round's last turn, unseen
            view = initiative.view()
            if view.encounter is None or view.encounter.round != start:
                break
            left = [r for r in view.combatants if not r.acted and r.position != view.encounter.turn]
            if not left:
                break
            assert initiative.next_turn()
        dock.show()
        settle(app)
        services.campaign.changed.disconnect(dock._changed)
        services.campaign.changed.connect(changes.append)
        assert initiative.next_turn()  # the round ends; the dock not told yet
        services.campaign.changed.disconnect(changes.append)
        services.campaign.changed.connect(dock._changed)

    def round_end(_i: int) -> None:
        for change in changes:
            dock._changed(change)
        changes.clear()
        settle(app)

    for name, prepare, action in (("build", None, build), ("round's end", before_round_end, round_end)):
        times = []
        for i in range(warmups + samples):
            if prepare is not None:
                prepare(i)
            if i < warmups:
                action(i)
                continue
            since = time.process_time()
            if counted:
                list(itertools.starmap(action, [(i,)]))
            else:
                action(i)
            times.append((time.process_time() - since) * 1000)
        print(f"TIME {name}\t{statistics.median(times):.2f}", flush=True)
        print(f"DUMP {name}", flush=True)
    print("DONE", flush=True)
    os._exit(0)  # the window's teardown is not measured


def run(
    path: Path, samples: int, instructions: bool, out: Path, warmups: int = 2, jump: bool = False
) -> dict[str, tuple[float, int | None]]:
    """{action: (median milliseconds, instructions a sample or None)} for one campaign."""
    args = [sys.executable, str(Path(__file__).resolve()), "--child", str(path), "--samples", str(samples)]
    args += ["--warmups", str(warmups)] + (["--jump"] if jump else [])
    if instructions:
        args = [
            "valgrind",
            "--tool=callgrind",
            "--collect-atstart=no",
            "--toggle-collect=starmap_next",
            "--dump-after=starmap_next",
            f"--callgrind-out-file={out}",
            *args,
            "--counted",
        ]
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(ROOT))
    got = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    if got.returncode != 0 or "DONE" not in got.stdout:
        raise SystemExit(f"the fight list's bench exited {got.returncode}: {got.stderr[-2000:]}")
    times = dict(re.findall(r"^TIME (.+)\t([\d.]+)$", got.stdout, re.MULTILINE))
    counts: list[int] = []
    if instructions:
        for part in sorted(out.parent.glob(out.name + ".*"), key=lambda p: int(p.suffix[1:])):
            summary = re.search(r"^summary: (\d+)", part.read_text(errors="replace"), re.MULTILINE)
            if summary and int(summary.group(1)) > 100_000:  # a sample (the dumps between hold a few hundred)
                counts.append(int(summary.group(1)))
    out_counts: dict[str, int | None] = {name: None for name in ACTIONS}
    if counts:  # the counted samples, in the order they ran: the builds, then the round's ends
        per = len(counts) // len(ACTIONS)
        for k, name in enumerate(ACTIONS):
            out_counts[name] = sum(counts[k * per : (k + 1) * per]) // max(1, per)
    return {name: (float(times[name]), out_counts[name]) for name in ACTIONS}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.bench.fight_list", description=__doc__.splitlines()[0])
    p.add_argument("--samples", type=int, default=5, help="samples of each action (default 5)")
    p.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), help="the fights' sizes (default 40 400)")
    p.add_argument("--instructions", action="store_true", help="count instructions under callgrind too")
    p.add_argument("--warmups", type=int, default=2, help="untimed samples first (default 2)")
    p.add_argument("--jump", action="store_true", help="reach the round's last turn by one write, not turn by turn")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--counted", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child is not None:
        sys.path.insert(0, os.getcwd())
        child(args.child, args.samples, args.counted, args.warmups, args.jump)
        return 0
    if args.instructions and shutil.which("valgrind") is None:
        print("valgrind is not installed: apt-get install valgrind", file=sys.stderr)
        return 2
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="deadwatch-fight-list-"))
    paths = {size: make_campaign(folder, size) for size in args.sizes}
    del app
    results = {
        size: run(path, args.samples, args.instructions, folder / f"{size}.callgrind", args.warmups, args.jump)
        for size, path in paths.items()
    }
    first, last = args.sizes[0], args.sizes[-1]
    print(f"{'':14}" + "".join(f"{size:>10} ms" for size in args.sizes) + f"{'ratio':>8}", end="")
    print("".join(f"{size:>10} M" for size in args.sizes) + f"{'ratio':>8}" if args.instructions else "")
    for name in ACTIONS:
        ms = [results[size][name][0] for size in args.sizes]
        line = f"{name:14}" + "".join(f"{v:13.2f}" for v in ms) + f"{ms[-1] / ms[0]:8.1f}"
        if args.instructions:
            counts = [results[size][name][1] or 0 for size in args.sizes]
            line += "".join(f"{c / 1e6:12.2f}" for c in counts)
            line += f"{counts[-1] / counts[0]:8.1f}" if counts[0] else ""
        print(line)
    print(f"(the fights of {first} and {last} combatants; files in {folder})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
