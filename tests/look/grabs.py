"""Pictures of the main window in a fight, drawn offscreen (``QWidget.grab``), to compare before and
after a change that must leave the screens as they were.

For each demo the window is opened at 1366×768 on a copy of the demo campaign, a fight is started
with everyone and three extras ("Crawler"), initiative rolled and the first turn passed (as
``tests/gui/shared_windows.open_window`` does), with the dice seeded: two runs on the same code draw
the same pixels but for the session log's clock.  Saved as ``<demo>.png`` (the window) and
``<demo>_fight.png`` (the fight dock alone), ``<demo>_<dock>.png`` (each dock)::

    .venv/bin/python -m tests.look.grabs --out shots/before [--lang en] [--demo twdu ...] [--theme dark]

Compare two folders with ImageMagick: ``compare -metric AE before/twdu.png after/twdu.png diff.png``.
No X server is needed.  Not a test: pytest collects no ``test_`` module here.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

from tests.look.shots import DEMOS, LANGS

SIZE = (1366, 768)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default="shots/grabs")
    p.add_argument("--lang", default="en", choices=LANGS)
    p.add_argument("--demo", nargs="*", default=list(DEMOS))
    p.add_argument("--theme", default="", help="the theme's style sheet on the application (default: none)")
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="dw-grabs-"))
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")
    try:
        shoot(out, args.lang, args.demo, home, args.theme)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


def shoot(out: Path, lang: str, demos: list[str], home: Path, theme: str = "") -> None:
    from PySide6.QtCore import QEvent, QSettings
    from PySide6.QtWidgets import QApplication

    from app.rules import dice
    from app.services.demo import demo_path
    from ui import i18n, open_main_window
    from ui.main_window import MainWindow

    unseeded = dice.Dice.__init__

    def seeded(self: dice.Dice, rng: random.Random | None = None, *, seed: int | None = None) -> None:
        unseeded(self, rng, seed=1 if seed is None and rng is None else seed)

    dice.Dice.__init__ = seeded  # type: ignore[method-assign]  # the same rolls at every run
    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.set_language(lang)
    if theme:
        from ui.themes import apply_theme

        assert isinstance(app, QApplication)
        apply_theme(app, theme)
    for demo in demos:
        ruleset, _, preset = demo.partition("/")
        folder = Path(tempfile.mkdtemp(dir=home))
        source = demo_path(ruleset, preset or None, folder / "demos")
        window = open_main_window(str(source), QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat))
        assert isinstance(window, MainWindow)
        window.setGeometry(0, 0, *SIZE)
        window.show()
        for _ in range(5):
            app.processEvents()
        services = window.services
        assert services is not None  # opened with its campaign
        services.initiative.start([int(c.id) for c in services.characters.characters() if c.id is not None])
        services.initiative.add_extras("Crawler", 3)
        services.initiative.roll()
        services.initiative.next_turn()
        for _ in range(10):
            app.processEvents()
        stem = demo.replace("/", "-")
        window.grab().save(str(out / f"{stem}.png"))
        window.docks["initiativeDock"].grab().save(str(out / f"{stem}_fight.png"))
        for name, dock in window.docks.items():  # each dock as it is drawn, those behind tabs too
            dock.grab().save(str(out / f"{stem}_{name}.png"))
        window.close()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        print(out / f"{stem}.png", flush=True)


if __name__ == "__main__":
    sys.exit(main())
