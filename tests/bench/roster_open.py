"""Opening a campaign of forty characters and one of four hundred, side by side:
``python -m tests.bench.roster_open [OTHER] [--cpu] [--runs 5]``.

Two campaigns of the same make (TWDU: a tenth PCs, a tenth NPCs, the rest walkers; every third one
hurt, every fifth with a condition badge) differ only in their number of characters.  Each is opened
in a window already on the screen at a laptop's 1366×768 (the window before a campaign, as the GM
first sees it), and two things are counted:

- **open**: from the services' opening to the window drawn with every dock filled (the docks behind
  tabs included: they fill once the others have painted);
- **roster**: the characters dock filled again and painted (what a new character, a removed one or
  another console's change costs it);
- **added**: a walker added to the campaign (written to the store, the docks told, the window drawn
  again): the whole of what a GM's Ins costs, the roster's part included.

The roster shows some twenty rows at 768 pixels: a roster whose cost follows its visible rows costs
about the same for four hundred characters as for forty, where one that builds every row's widgets
costs ten times as much.

The stable measure is the count of instructions (valgrind's callgrind, as :mod:`tests.bench.instructions`:
only the measured call is counted).  Without valgrind, or with ``--cpu``, the process's CPU time,
the median of ``--runs`` fresh processes.  ``OTHER``: a folder of other sources, counted the same
way on copies of the same campaigns.  Not a figure of ``make bench``: a tool for comparing sources.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SIZES = (40, 400)
MEASURES = ("open", "roster", "added")
HIT = {"damage": 1, "source": "attack", "armor": False}
INJURY = {"injury_name": "Bitten forearm", "injury_penalty": 1, "injury_lethal": True, "injury_time_unit": "hours"}


def build(path: Path, count: int) -> Path:
    """A TWDU campaign of ``count`` characters: a tenth PCs, a tenth NPCs, the rest walkers; every
    fifth one with a critical injury (a badge), some others hurt."""
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.characters import CreateCharacter
    from app.services.files import create_campaign

    create_campaign(str(path), f"{count} characters", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=5))
    try:
        services.campaign.start_session("Opening")
        for i in range(count):
            kind = "pc" if i % 10 == 0 else "npc" if i % 10 == 1 else "zombie"
            event = services.campaign.execute(CreateCharacter(f"{kind.title()} {i + 1}", kind))
            cid = int(event.changes[0]["id"])
            if i % 5 == 0:  # broken with a critical injury, then patched up (a badge)
                services.characters.damage(cid, dict(HIT, damage=3, **INJURY))
                services.characters.heal(cid, {"kind": "first_aid", "successes": 1})
            elif i % 3 == 0:
                services.characters.damage(cid, HIT)
    finally:
        services.close()
    return path


def child(db: Path, measure: str, repeat: int, counted: bool) -> None:
    """In this process (valgrind's, or a plain one): an empty window on the screen, then the measure."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app.services.bundle import open_services
    from tests.bench.latency import settle
    from ui.main_window import MainWindow
    from ui.themes import apply_theme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_theme(app, "dark")
    window = MainWindow(None, QSettings(str(db.parent / f"{db.stem}.ini"), QSettings.Format.IniFormat))
    window.resize(1366, 768)
    window.show()
    settle(app)

    def opening() -> None:
        window.set_services(open_services(str(db)))
        for _ in range(3):  # the docks behind tabs fill a turn after the paint
            settle(app)

    def roster() -> None:
        dock = window.docks["charactersDock"]
        dock.rebind()
        dock.repaint()
        settle(app)

    def added() -> None:
        services = window.services
        assert services is not None
        services.characters.create(f"Newcomer {services.characters.characters().__len__()}", "zombie")
        settle(app)

    runs: list[Callable[[], None]] = [opening]
    if measure in ("roster", "added"):  # the campaign open (not counted), then the roster filled again
        opening()
        runs = [roster if measure == "roster" else added] * repeat
    times = []
    for run in runs:
        start = time.process_time()
        if counted:  # callgrind collects inside starmap_next only
            list(itertools.starmap(run, [()]))
        else:
            run()
        times.append(time.process_time() - start)
    print("DONE " + json.dumps(times), flush=True)
    os._exit(0)  # the window's teardown is not counted either way; skip it


def run_child(root: Path, db: Path, measure: str, repeat: int, callgrind: Path | None) -> list[float]:
    """Instructions (with ``callgrind``: one figure per run) or CPU seconds of each run."""
    args = []
    if callgrind is not None:
        args = [
            "valgrind",
            "--tool=callgrind",
            "--collect-atstart=no",
            "--toggle-collect=starmap_next",
            "--dump-after=starmap_next",
            f"--callgrind-out-file={callgrind}",
        ]
    args += [sys.executable, str(Path(__file__).resolve()), "--child", str(db), "--measure", measure]
    args += ["--repeat", str(repeat)] + (["--counted"] if callgrind is not None else [])
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(root))
    got = subprocess.run(args, cwd=root, env=env, capture_output=True, text=True, check=False)
    done = [line for line in got.stdout.splitlines() if line.startswith("DONE ")]
    if got.returncode != 0 or not done:
        raise SystemExit(f"{measure} in {root} exited {got.returncode}: {got.stderr[-2000:]}")
    if callgrind is None:
        return [float(t) for t in json.loads(done[-1][5:])]
    counts = []
    for part in sorted(callgrind.parent.glob(callgrind.name + ".*"), key=lambda p: int(p.suffix[1:])):
        summary = re.search(r"^summary: (\d+)", part.read_text(errors="replace"), re.MULTILINE)
        if summary and int(summary.group(1)) > 100_000:  # a run (the dumps between hold a few hundred)
            counts.append(float(summary.group(1)))
        part.unlink()
    return counts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.bench.roster_open", description=__doc__.splitlines()[0])
    p.add_argument("other", type=Path, nargs="?", help="the folder of other sources, counted too")
    p.add_argument("--cpu", action="store_true", help="CPU time (median of --runs processes), not instructions")
    p.add_argument("--runs", type=int, default=5, help="processes a figure with --cpu (default 5)")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--measure", default="open", help=argparse.SUPPRESS)
    p.add_argument("--repeat", type=int, default=3, help=argparse.SUPPRESS)
    p.add_argument("--counted", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child is not None:
        sys.path.insert(0, os.getcwd())
        child(args.child, args.measure, args.repeat, args.counted)
        return 0
    cpu = args.cpu or shutil.which("valgrind") is None
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="deadwatch-roster-"))
    made = {n: build(folder / f"made-{n}.deadwatch", n) for n in SIZES}
    del app
    sources = [("this", ROOT)] + ([("other", args.other.resolve())] if args.other else [])
    unit = "ms CPU, median" if cpu else "M instructions"
    print(f"roster_open: {unit}; open = the campaign into a shown 1366x768 window; roster = filled again, painted")
    for measure in MEASURES:
        for name, root in sources:
            figures = []
            for n in SIZES:
                values: list[float] = []
                for run in range(args.runs if cpu else 1):
                    db = folder / f"{name}-{n}-{measure}-{run}.deadwatch"
                    shutil.copy(made[n], db)
                    out = None if cpu else folder / "cg.out"
                    got = run_child(root, db, measure, 1 if measure == "open" else 3, out)
                    values.append(got[0] if measure == "open" else got[-1])  # the others: the last of three
                value = statistics.median(values) * (1000 if cpu else 1e-6)
                figures.append(value)
            ratio = figures[1] / figures[0] if figures[0] else float("nan")
            print(
                f"roster_open.{measure:6} {name:5}  {SIZES[0]} characters {figures[0]:9.1f}   "
                f"{SIZES[1]} characters {figures[1]:9.1f}   ×{ratio:.2f}",
                flush=True,
            )
    print(f"campaigns in {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
