"""Screenshots of the real window, for a GM's look (issue 20: "a screen a GM can read").

Each demo campaign is opened in a real X window (Xvfb + openbox), a fight is started and run with
keys only (xdotool), and the screen is captured:

- ``<demo>_<lang>_<W>x<H>.png``: the window in a fight (Ctrl+Shift+F, Ctrl+A ticks everyone, Enter;
  Esc, Shift+Ins adds three extras "Crawler"; R rolls the initiative; N passes the first turn);
- ``…_damage.png``: the damage dialog of the acting combatant (D);
- ``…_f11.png``: the fight layout (F11);
- ``…_players.png``: the players' display (F5), on the same screen.

Run from the worktree root (it needs Xvfb, openbox and xdotool; nothing is installed)::

    .venv/bin/python -m tests.look.shots [--out DIR] [--size 1366x768 ...]
        [--lang en ...] [--demo twdu ...]

Each run of the window gets a fresh XDG_CONFIG_HOME and XDG_DATA_HOME, so no saved layout, language
or campaign of the GM's interferes.  Not a test: pytest collects no ``test_`` module here.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DEMOS = ("twdu", "afmbe/norms", "afmbe/unisystem", "d10under", "gridlimbs")
LANGS = ("en", "ru", "es")
SIZES = ("1366x768", "1920x1080")
DISPLAY = ":9"

GRAB = (
    "import sys\n"
    "from PySide6.QtGui import QGuiApplication\n"
    "app = QGuiApplication(sys.argv)\n"
    "ok = QGuiApplication.primaryScreen().grabWindow(0).save(sys.argv[1])\n"
    "sys.exit(0 if ok else 1)\n"
)


@contextmanager
def x_screen(display: str, size: str, env: dict[str, str]) -> Iterator[None]:
    """An X server of one screen of ``size`` on ``display``, with openbox, for the time of the block."""
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(2)
    wm = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(2)
    try:
        yield
    finally:
        wm.terminate()
        server.terminate()
        wm.wait(10)
        server.wait(10)


def xdo(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=60)
    return done.stdout.strip()


def windows(env: dict[str, str], pid: int) -> list[str]:
    return xdo(env, "search", "--onlyvisible", "--pid", str(pid)).split()


def wait_windows(env: dict[str, str], pid: int, count: int, timeout: float = 60) -> list[str]:
    """Wait until ``pid`` shows ``count`` windows or more (a dialog opened) and the screen settles."""
    end = time.time() + timeout
    while time.time() < end:
        found = windows(env, pid)
        if len(found) >= count:
            time.sleep(1.5)
            return found
        time.sleep(0.3)
    raise TimeoutError(f"{count} windows of {pid} not shown in {timeout} s")


def key(env: dict[str, str], *keys: str, pause: float = 0.8) -> None:
    for k in keys:
        xdo(env, "key", "--clearmodifiers", k)
        time.sleep(pause)


def grab(env: dict[str, str], path: Path) -> None:
    subprocess.run([sys.executable, "-c", GRAB, str(path)], env=env, check=True, timeout=60)
    print(path, flush=True)


def fresh_home(env: dict[str, str], prefix: str) -> tuple[Path, dict[str, str]]:
    """A folder of its own for a run's settings, data and cache (no saved layout, language or campaign
    of the GM's interferes), and the environment that points Deadwatch at it."""
    home = Path(tempfile.mkdtemp(prefix=prefix))
    run_env = dict(env, XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
                   XDG_CACHE_HOME=str(home / "cache"), QT_QPA_PLATFORM="xcb")
    return home, run_env


def start(demo: str, lang: str, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], str]:
    """Deadwatch on ``demo`` in ``lang``, its campaign open and its window active: (process, window)."""
    app = subprocess.Popen([sys.executable, "-m", "app", "--demo", demo, "--lang", lang, "--theme", "dark"],
                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        main = wait_windows(env, app.pid, 1, timeout=120)[0]
        end = time.time() + 120  # the campaign loads after the first paint: then its name is the title's
        while " — " not in xdo(env, "getwindowname", main) and time.time() < end:
            time.sleep(0.5)
        time.sleep(2)
        xdo(env, "windowactivate", "--sync", main)
    except BaseException:
        app.kill()
        raise
    return app, main


def shoot(demo: str, lang: str, size: str, out: Path, env: dict[str, str]) -> None:
    home, run_env = fresh_home(env, "dw-shots-")
    stem = f"{demo.replace('/', '-')}_{lang}_{size}"
    app = None
    try:
        app, _main = start(demo, lang, run_env)
        shown = len(windows(run_env, app.pid))
        key(run_env, "ctrl+shift+f")
        wait_windows(run_env, app.pid, shown + 1)
        key(run_env, "ctrl+a", "Return")
        time.sleep(1.5)
        key(run_env, "Escape", "shift+Insert")  # extras: three of the ruleset's default kind
        wait_windows(run_env, app.pid, shown + 1)
        xdo(run_env, "type", "Crawler")
        key(run_env, "Tab")
        xdo(run_env, "type", "3")
        key(run_env, "Return")
        time.sleep(1.5)
        key(run_env, "r", "n", pause=1.5)
        grab(run_env, out / f"{stem}.png")
        key(run_env, "d")
        wait_windows(run_env, app.pid, shown + 1)
        grab(run_env, out / f"{stem}_damage.png")
        key(run_env, "Escape")
        time.sleep(1)
        key(run_env, "F11", pause=2)
        grab(run_env, out / f"{stem}_f11.png")
        key(run_env, "F11", pause=1.5)
        key(run_env, "F5")
        try:
            wait_windows(run_env, app.pid, shown + 1, timeout=15)
            grab(run_env, out / f"{stem}_players.png")
        except TimeoutError:
            print(f"{stem}: no players' display", flush=True)
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(20)
            except subprocess.TimeoutExpired:
                app.kill()
        shutil.rmtree(home, ignore_errors=True)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default="shots")
    p.add_argument("--size", nargs="*", default=list(SIZES))
    p.add_argument("--lang", nargs="*", default=list(LANGS))
    p.add_argument("--demo", nargs="*", default=list(DEMOS))
    p.add_argument("--display", default=DISPLAY)
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, DISPLAY=args.display)
    env.pop("QT_QPA_PLATFORM", None)
    for size in args.size:
        with x_screen(args.display, size, env):
            for demo in args.demo:
                for lang in args.lang:
                    try:
                        shoot(demo, lang, size, out, env)
                    except (TimeoutError, subprocess.SubprocessError) as error:
                        print(f"{demo} {lang} {size}: {error}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
