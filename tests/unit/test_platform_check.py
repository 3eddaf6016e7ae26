"""Before the window: a missing X11 library is named by Deadwatch, with its Debian package, in the
GM's language, and the start ends there with exit code 3 instead of Qt's "Aborted"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from ui.platform_check import missing_message, uses_xcb

ROOT = Path(__file__).resolve().parents[2]
X11 = {"DISPLAY": ":0"}


def without(*names: str):
    return lambda library: library not in names


def test_each_missing_library_is_named_with_the_package_to_install():
    message = missing_message("en", X11, without("libxcb-icccm.so.4", "libxkbcommon-x11.so.0"), "linux")
    assert message is not None
    assert "libxcb-icccm.so.4, libxkbcommon-x11.so.0" in message
    assert "sudo apt install libxcb-icccm4 libxkbcommon-x11-0" in message
    assert "libxcb-cursor0" not in message  # what is there is not blamed


def test_nothing_is_said_when_every_library_loads_or_qt_draws_elsewhere():
    assert missing_message("en", X11, lambda library: True, "linux") is None
    nothing = lambda library: False  # noqa: E731 - every library "missing"
    assert missing_message("en", {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, nothing, "linux") is None
    assert missing_message("en", X11, nothing, "darwin") is None
    assert missing_message("en", {}, nothing, "linux") is None  # no X display: Qt will not try X11
    assert not uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}, "linux")
    assert uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")


def test_the_message_is_in_the_gms_language():
    russian = missing_message("ru", X11, without("libxcb-cursor.so.0"), "linux")
    spanish = missing_message("es", X11, without("libxcb-cursor.so.0"), "linux")
    assert russian is not None and spanish is not None
    assert "Deadwatch не может открыть окно" in russian
    assert "Deadwatch no puede abrir su ventana" in spanish
    assert "sudo apt install libxcb-cursor0" in russian and "sudo apt install libxcb-cursor0" in spanish


def test_deadwatch_started_without_a_library_says_which_and_stops_before_qt(tmp_path):
    """The whole start, in a process of its own: the library that cannot load is named, exit code 3."""
    script = (
        "import ctypes, sys\n"
        "real = ctypes.CDLL\n"
        "def fake(name, *a, **k):\n"
        "    if name == 'libxcb-keysyms.so.1':\n"
        "        raise OSError(name + ': cannot open shared object file')\n"
        "    if name.startswith('libxcb') or name.startswith('libxkbcommon'):\n"
        "        return None  # the others there, whatever this machine has\n"
        "    return real(name, *a, **k)\n"
        "ctypes.CDLL = fake\n"
        "from app.__main__ import main\n"
        "sys.exit(main(['--smoke', '--lang', 'es', '--db', sys.argv[1]]))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":97", "HOME": str(tmp_path)}
    env.pop("XDG_CONFIG_HOME", None)
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "night.deadwatch")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 3, done.stderr
    assert "libxcb-keysyms.so.1" in done.stderr and "sudo apt install libxcb-keysyms1" in done.stderr
    assert "Deadwatch no puede abrir su ventana" in done.stderr
    assert not (tmp_path / "night.deadwatch").exists()  # nothing made before the window could open
