"""Before the window: the system libraries Qt's X11 platform needs, named by Deadwatch itself.

Without one of them Qt cannot load its ``xcb`` platform plugin and ends the process ("Aborted"),
naming ``libxcb-cursor0`` whatever is really missing.  :func:`missing_message` looks each library
up before the application object exists and, when some are missing, returns a message that names
them with the Debian packages that bring them; :mod:`ui.launch` prints it and stops with exit code 3.
Nothing is looked up on other systems, or when Qt is told to use another platform (offscreen,
Wayland).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

from PySide6.QtCore import QLocale, QTranslator

from app.paths import base_dir
from app.rules.text import QT_TRANSLATE_NOOP

#: The libraries the ``xcb`` plugin loads beyond libxcb itself, with their Debian packages (the order
#: of Qt's own list in its deployment notes).
XCB_LIBRARIES: tuple[tuple[str, str], ...] = (
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
)

MISSING = QT_TRANSLATE_NOOP(
    "Launch",
    "Deadwatch cannot open its window: Qt's X11 platform needs system libraries this computer lacks "
    "({libraries}).",
)
INSTALL = QT_TRANSLATE_NOOP("Launch", "On Debian or Ubuntu, install them with:")
OTHER = QT_TRANSLATE_NOOP(
    "Launch", "On another system, install its packages of the same names, then start Deadwatch again."
)


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will load its X11 (``xcb``) platform plugin in this environment."""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":", 1)[0].split(";", 1)[0] == "xcb"
    wayland = environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland"
    return bool(environ.get("DISPLAY")) and not wayland


def _loads(name: str) -> bool:
    import ctypes  # only where Qt will use X11: elsewhere (Windows, macOS, Wayland) a start never loads it

    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_libraries(loads: Callable[[str], bool] = _loads) -> list[tuple[str, str]]:
    """The (library, Debian package) pairs of :data:`XCB_LIBRARIES` the system cannot load."""
    return [(library, package) for library, package in XCB_LIBRARIES if not loads(library)]


def _translator(language: str) -> QTranslator | None:
    """The catalog of ``language`` (no application object exists yet, so it is asked directly)."""
    if language == "en":
        return None
    translator = QTranslator()
    return translator if translator.load(str(base_dir() / "i18n" / f"deadwatch_{language}.qm")) else None


def missing_message(
    language: str | None,
    environ: Mapping[str, str] = os.environ,
    loads: Callable[[str], bool] = _loads,
    platform: str = sys.platform,
) -> str | None:
    """What to print before giving up, in the GM's language (``None``: the system's); ``None`` when
    Qt will find what it needs (or does not use X11 here)."""
    if not uses_xcb(environ, platform):
        return None
    missing = missing_libraries(loads)
    if not missing:
        return None
    code = language or QLocale.system().name()[:2]
    translator = _translator(code) if code in {"ru", "es"} else None

    def tr(text: str) -> str:
        return (translator.translate("Launch", text) if translator else "") or text

    packages = " ".join(package for _, package in missing)
    return "\n".join(
        (
            tr(MISSING).format(libraries=", ".join(library for library, _ in missing)),
            tr(INSTALL),
            f"    sudo apt install {packages}",
            tr(OTHER),
        )
    )
