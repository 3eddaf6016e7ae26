"""A played window against a fresh one: what the screens keep between actions (pictures of the
log's rows, the dials' layers, the players' layouts, the fight list's sizes) must draw what a window
opened afresh on the same campaign draws.

In a real X window (Xvfb + openbox, as ``tests.look.shots``), a demo's fight is started and played
with keys only: turns through two round's ends, the threat up and down, an undo and a redo; the
screen is captured (``<demo>_<lang>_played.png``), Deadwatch is closed and opened again on the same
campaign, and the screen is captured again (``…_fresh.png``).  The pixels that differ are drawn red
on the fresh capture (``…_diff.png``), and their count printed: the clock of the log's lines may
differ, and what the restart itself changes (the focus, the current row); nothing else.

    .venv/bin/python -m tests.look.fresh [--out DIR] [--size 1366x768] [--lang ru] [--demo twdu ...]

Not a test: pytest collects no ``test_`` module here.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from tests.look.shots import fresh_home, grab, key, start, wait_windows, x_screen, xdo


def players(app: subprocess.Popen[bytes], env: dict[str, str], path: Path) -> None:
    """The players' display (F5), captured on the laptop's screen, then closed (F5 again)."""
    shown = len(xdo(env, "search", "--onlyvisible", "--pid", str(app.pid)).split())
    key(env, "F5")
    wait_windows(env, app.pid, shown + 1, timeout=15)
    time.sleep(4)  # its sweep and alarm, if any, end
    grab(env, path)
    key(env, "F5", pause=1.5)


def stop(app: subprocess.Popen[bytes], env: dict[str, str], main: str) -> None:
    xdo(env, "windowactivate", "--sync", main)
    key(env, "ctrl+q", pause=2)
    try:
        app.wait(20)
    except subprocess.TimeoutExpired:
        app.terminate()
        app.wait(20)


def differ(a: Path, b: Path, diff: Path) -> tuple[int, tuple[int, int, int, int] | None]:
    """How many pixels of ``a`` and ``b`` differ, the box around them (x0, y0, x1, y1), and ``diff``:
    ``b`` dimmed with those pixels red."""
    from PySide6.QtGui import QColor, QImage

    one, two = QImage(str(a)), QImage(str(b))
    marked = two.convertToFormat(QImage.Format.Format_RGB32)
    count, xs, ys = 0, [], []
    for y in range(min(one.height(), two.height())):
        for x in range(min(one.width(), two.width())):
            if one.pixel(x, y) != two.pixel(x, y):
                count += 1
                xs.append(x)
                ys.append(y)
                marked.setPixelColor(x, y, QColor("red"))
    marked.save(str(diff))
    return count, (min(xs), min(ys), max(xs), max(ys)) if xs else None


def play(demo: str, lang: str, out: Path, env: dict[str, str]) -> None:
    home, run_env = fresh_home(env, "dw-fresh-")
    stem = f"{demo.replace('/', '-')}_{lang}"
    try:
        app, main = start(demo, lang, run_env)
        shown = len(xdo(run_env, "search", "--onlyvisible", "--pid", str(app.pid)).split())
        key(run_env, "ctrl+shift+f")
        wait_windows(run_env, app.pid, shown + 1)
        key(run_env, "ctrl+a", "Return")
        time.sleep(1.5)
        key(run_env, "r", pause=1.5)
        for _ in range(18):  # two round's ends and more, with the fight's four or more fighters
            key(run_env, "n", pause=0.5)
        # the threat up three times and down once, each for its first reason (= is +'s key unshifted)
        key(run_env, "equal", "1", "equal", "1", "equal", "1", "minus", "1", pause=1.5)
        key(run_env, "ctrl+z", "ctrl+shift+z", "n", pause=1.5)
        time.sleep(6)  # the players' screen's sweep and its alarm end
        grab(run_env, out / f"{stem}_played.png")
        players(app, run_env, out / f"{stem}_players_played.png")
        stop(app, run_env, main)
        app, main = start(demo, lang, run_env)
        time.sleep(3)
        grab(run_env, out / f"{stem}_fresh.png")
        players(app, run_env, out / f"{stem}_players_fresh.png")
        stop(app, run_env, main)
        for part in ("", "_players"):
            count, box = differ(*(out / f"{stem}{part}_{x}.png" for x in ("played", "fresh", "diff")))
            print(f"{stem}{part}: {count} pixels differ, within {box}", flush=True)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default="shots")
    p.add_argument("--size", default="1366x768")
    p.add_argument("--lang", nargs="*", default=["ru"])
    p.add_argument("--demo", nargs="*", default=["twdu"])
    p.add_argument("--display", default=":9")
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, DISPLAY=args.display)
    env.pop("QT_QPA_PLATFORM", None)
    with x_screen(args.display, args.size, env):
        for demo in args.demo:
            for lang in args.lang:
                try:
                    play(demo, lang, out, env)
                except (TimeoutError, subprocess.SubprocessError) as error:
                    print(f"{demo} {lang}: {error}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
