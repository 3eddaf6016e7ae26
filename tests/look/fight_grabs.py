"""Pictures of the fight list at the steps of a fight, drawn offscreen (``QWidget.grab``), to compare
before and after a change to the list that must leave its screens as they were.

For each demo (twdu, AFMBE's Unisystem, gridlimbs) the window is opened at 1366×768 on a copy of
the demo campaign, dice seeded, and a fight started as ``tests.look.grabs`` starts it (everyone and
three extras, initiative rolled, the first turn passed).  The initiative dock and its list are
saved at each step: ``first`` (that first turn), ``three`` (three turns on), ``round`` (the round's
end), ``forty`` (walkers added up to forty combatants, their initiative rolled, the turns passed up
to the round's last, the list following the turn down), ``forty_round`` (that round's end: the turn
back at the top), ``forty_foot`` (the list scrolled to its foot) and, for gridlimbs, ``map`` (the
map taking the list's room, Ctrl+9)::

    .venv/bin/python -m tests.look.fight_grabs --out shots/after
    (cd /tmp/old && /path/to/.venv/bin/python /path/to/tests/look/fight_grabs.py --out shots/before)

Then ``python -m tests.look.fight_grabs --compare shots/before shots/after`` counts the pictures and
the pixels that differ.  Not a test: pytest collects no ``test_`` module here.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

SIZE = (1366, 768)
DEMOS = ("twdu", "afmbe/unisystem", "gridlimbs")
FORTY = 40


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default="shots/fight")
    p.add_argument("--demo", nargs="*", default=list(DEMOS))
    p.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"), help="count the pixels that differ")
    args = p.parse_args()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")
    if args.compare:
        return compare(Path(args.compare[0]), Path(args.compare[1]))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="dw-fight-grabs-"))
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    try:
        shoot(out, args.demo, home)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


def compare(before: Path, after: Path) -> int:
    """Print each picture whose pixels differ and the totals; 1 when any differs."""
    from PySide6.QtGui import QImage

    pictures = sorted(p.name for p in before.glob("*.png"))
    differ = 0
    for name in pictures:
        one, two = QImage(str(before / name)), QImage(str(after / name))
        if one.size() != two.size():
            print(f"{name}: {one.width()}×{one.height()} against {two.width()}×{two.height()}")
            differ += 1
            continue
        one = one.convertToFormat(QImage.Format.Format_ARGB32)
        two = two.convertToFormat(QImage.Format.Format_ARGB32)
        a, b = bytes(one.constBits()), bytes(two.constBits())
        pixels = sum(1 for i in range(0, len(a), 4) if a[i : i + 4] != b[i : i + 4]) if a != b else 0
        if pixels:
            print(f"{name}: {pixels} pixels differ")
            differ += 1
    print(f"{len(pictures)} pictures, {differ} differ")
    return 1 if differ else 0


def round_end(initiative: object) -> None:
    """Turns passed until the round ends."""
    view = initiative.view()  # type: ignore[attr-defined]
    start = view.encounter.round if view.encounter is not None else 0
    for _ in range(FORTY * 2):
        initiative.next_turn()  # type: ignore[attr-defined]
        view = initiative.view()  # type: ignore[attr-defined]
        if view.encounter is None or view.encounter.round != start:
            return


def shoot(out: Path, demos: list[str], home: Path) -> None:
    from PySide6.QtCore import QEvent, QSettings
    from PySide6.QtWidgets import QApplication

    from app.rules import dice
    from app.services.demo import demo_path
    from ui import open_main_window
    from ui.main_window import MainWindow

    unseeded = dice.Dice.__init__

    def seeded(self: dice.Dice, rng: random.Random | None = None, *, seed: int | None = None) -> None:
        unseeded(self, rng, seed=1 if seed is None and rng is None else seed)

    dice.Dice.__init__ = seeded  # type: ignore[method-assign]  # the same rolls at every run
    app = QApplication.instance() or QApplication(sys.argv[:1])

    def settle() -> None:
        for _ in range(10):
            QApplication.sendPostedEvents()
            app.processEvents()

    for demo in demos:
        ruleset, _, preset = demo.partition("/")
        folder = Path(tempfile.mkdtemp(dir=home))
        source = demo_path(ruleset, preset or None, folder / "demos")
        window = open_main_window(str(source), QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat))
        assert isinstance(window, MainWindow)
        window.setGeometry(0, 0, *SIZE)
        window.show()
        settle()
        services = window.services
        assert services is not None  # opened with its campaign
        initiative = services.initiative
        dock = window.docks["initiativeDock"]
        stem = demo.replace("/", "-")

        def grab(step: str, stem: str = stem, dock: object = dock) -> None:
            settle()
            dock.grab().save(str(out / f"{stem}_{step}_dock.png"))  # type: ignore[attr-defined]
            dock.tree.grab().save(str(out / f"{stem}_{step}_list.png"))  # type: ignore[attr-defined]

        initiative.start([int(c.id) for c in services.characters.characters() if c.id is not None])
        initiative.add_extras("Crawler", 3)
        initiative.roll()
        initiative.next_turn()
        grab("first")
        for _ in range(3):
            initiative.next_turn()
        grab("three")
        round_end(initiative)
        grab("round")
        initiative.add_extras("Walker", FORTY - len(initiative.view().combatants))
        initiative.roll()
        settle()
        view = initiative.view()
        while view.encounter is not None and any(
            not r.acted and r.position != view.encounter.turn for r in view.combatants
        ):  # up to the round's last turn, the list following the turn down
            before = view.encounter.round
            initiative.next_turn()
            settle()
            view = initiative.view()
            if view.encounter is None or view.encounter.round != before:
                break
        grab("forty")
        round_end(initiative)
        grab("forty_round")
        dock.tree.scrollToBottom()  # type: ignore[attr-defined]
        grab("forty_foot")
        if ruleset == "gridlimbs":
            window.docks["mapDock"].focus_map()  # type: ignore[attr-defined]  # Ctrl+9
            grab("map")
        window.close()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        print(out / stem, flush=True)


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    sys.exit(main())
