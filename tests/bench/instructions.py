"""The instructions one GM action executes, counted by valgrind (Debian's ``valgrind``):
``python -m tests.bench.instructions ACTION [OTHER] [--samples 10] [--each]``.

On a shared machine the wall clock and even the process's CPU time move by a third from one run
to the next; the count of instructions does not (two runs of the same sources differ by a few
tenths of a percent), so a change of a few percent shows.  The latency bench's campaign and window
(``tests.bench.latency``: 40 combatants, the 10,000-event session, the players' screen, offscreen)
run under ``valgrind --tool=callgrind`` with collection off, then ``--samples`` samples of the
action, each from the service's call to the last repaint, are counted (only the samples: each runs
inside ``itertools.starmap``, the function callgrind is told to count within; the GM's pause
before it and the resetting after it are not counted).  ``OTHER``: a folder of other sources (as
for ``tests.bench.latency_cpu``), counted the same way on a copy of the same campaign.  With
``--each``, each sample's count, and the slowest sample named (a round's end among turns).
Callgrind runs the program some fifty times slower: ten samples take about two minutes.  Not a
figure of ``make bench``: a tool for comparing sources, like ``latency_cpu`` and ``phases``.
The callgrind files are left in the temporary folder printed, for ``callgrind_annotate``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def child(db: Path, ids: dict[str, int], action_name: str, samples: int) -> None:
    """The samples, in this process (valgrind's): four untimed first, as the caches warm."""
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={HERE / 'screens.json'}"
    os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")
    from PySide6.QtWidgets import QApplication

    from tests.bench import latency

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window, services = latency.open_window(db, db.parent)
    actions = {a.name: a for a in latency.actions(services, ids)}
    if action_name not in actions:
        print(f"no such action; the bench's are: {', '.join(actions)}", file=sys.stderr)
        os._exit(2)
    action = actions[action_name]
    window.docks[action.dock].raise_()
    latency.settle(app)

    def sample(i: int) -> None:
        action.do(i)
        latency.settle(app)

    for i in range(4 + samples):
        latency.pause()
        if i < 4:
            sample(i)
        else:  # counted: callgrind collects inside starmap_next only
            list(itertools.starmap(sample, [(i,)]))
        if action.reset is not None:
            action.reset(i)
            latency.settle(app)
    print("DONE", flush=True)
    os._exit(0)  # the window's teardown is not counted either way; skip it


def count(root: Path, db: Path, ids: dict[str, int], action: str, samples: int, out: Path, each: bool) -> list[int]:
    """The instructions of each sample (with ``each``) or of all of them together, from ``root``'s sources."""
    args = [
        "valgrind",
        "--tool=callgrind",
        "--collect-atstart=no",
        "--toggle-collect=starmap_next",
        f"--callgrind-out-file={out}",
    ]
    if each:
        args.append("--dump-after=starmap_next")
    args += [
        sys.executable,
        str(Path(__file__).resolve()),  # this file, on the other's sources too (it may have none)
        action,
        "--child",
        str(db),
        "--ids",
        json.dumps(ids),
        "--samples",
        str(samples),
    ]
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(root))
    got = subprocess.run(args, cwd=root, env=env, capture_output=True, text=True, check=False)
    if got.returncode != 0 or "DONE" not in got.stdout:
        raise SystemExit(f"valgrind in {root} exited {got.returncode}: {got.stderr[-2000:]}")
    if not each:
        found = re.findall(r"Collected : (\d+)", got.stderr)
        return [int(found[-1])]
    counts = []
    for part in sorted(out.parent.glob(out.name + ".*"), key=lambda p: int(p.suffix[1:])):
        summary = re.search(r"^summary: (\d+)", part.read_text(errors="replace"), re.MULTILINE)
        if summary and int(summary.group(1)) > 100_000:  # a sample (the dumps between hold a few hundred)
            counts.append(int(summary.group(1)))
    return counts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.bench.instructions", description=__doc__.splitlines()[0])
    p.add_argument("action", help='an action of the latency bench: "damage", "next turn", "swarm round", …')
    p.add_argument("other", type=Path, nargs="?", help="the folder of other sources, counted too")
    p.add_argument("--samples", type=int, default=10, help="samples counted (default 10)")
    p.add_argument("--each", action="store_true", help="each sample's count, and the slowest named")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--ids", default="{}", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child is not None:
        sys.path.insert(0, os.getcwd())
        child(args.child, json.loads(args.ids), args.action, args.samples)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: apt-get install valgrind", file=sys.stderr)
        return 2
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from tests.bench.campaign import build

    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="deadwatch-instructions-"))
    large, ids = build(folder)
    del app
    sources = [("this", ROOT)] + ([("other", args.other.resolve())] if args.other else [])
    for name, root in sources:
        db = folder / f"{name}.deadwatch"
        shutil.copy(large, db)
        counts = count(root, db, ids, args.action, args.samples, folder / f"{name}.callgrind", args.each)
        total = sum(counts)
        per = total / args.samples
        print(f"{args.action:14} {name:5}  {per / 1e6:8.2f} M instructions a sample ({total:,} in {args.samples})")
        if args.each and counts:
            worst = max(range(len(counts)), key=counts.__getitem__)
            print("   each (M): " + " ".join(f"{c / 1e6:.1f}" for c in counts))
            print(f"   the slowest: sample {worst + 1}, {counts[worst] / 1e6:.2f} M")
    print(f"callgrind files in {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
