"""What the Deadwatch bundle leaves out: Qt plugins, libraries and translations it never uses.

``deadwatch.spec`` passes every collected file's destination path (inside the bundle, with
forward or back slashes) through ``keep_binary`` or ``keep_data``.  The rules are plain data so
that a test can check them without running PyInstaller.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterable
from pathlib import Path

#: interface languages besides English (ui/i18n.py LANGUAGES); Qt's own catalogs are kept for these
LANGUAGES = ("ru", "es")

#: Qt plugin folders Deadwatch needs: windowing, style, image and icon formats, input methods
PLUGIN_DIRS = {
    "platforms",
    "platformthemes",
    "platforminputcontexts",
    "styles",
    "imageformats",
    "iconengines",
    "xcbglintegrations",
    "wayland-shell-integration",
    "wayland-decoration-client",
    "wayland-graphics-integration-client",
}

#: platform themes left out: the GTK one loads GTK, Cairo and Pango into the bundle only to draw
#: GTK file dialogs; Qt's own dialogs (or the desktop portal's) serve a GM as well
PLATFORM_THEMES_DROPPED = ("gtk3",)

#: platform plugins for embedded screens and remote sessions, which a GM's laptop never uses
PLATFORM_PLUGINS_DROPPED = ("eglfs", "linuxfb", "vnc", "minimalegl", "vkkhrdisplay", "directfb", "bsdfb")

#: image formats kept (the icon is SVG and PNG; Qt reads PNG without a plugin)
IMAGE_FORMATS_KEPT = ("svg", "ico", "icns")

#: Qt libraries that only the dropped plugins or unused modules load
LIBRARIES_DROPPED = (
    "Qt6Qml",
    "Qt6Quick",
    "Qt6Pdf",
    "Qt6Network",
    "Qt6VirtualKeyboard",
    "Qt6EglFsKmsSupport",
    "Qt6EglFSDeviceIntegration",
    "Qt6EglFsKmsGbmSupport",
    "Qt6Multimedia",
    "Qt6Test",
    "Qt6Sql",
    # the C++ runtime comes from the system: an older bundled copy would be loaded first and break
    # the system's graphics drivers, which need the system's own
    "libstdc++",
    "libgcc_s",
)


def _parts(dest: str) -> list[str]:
    return dest.replace("\\", "/").split("/")


def keep_binary(dest: str) -> bool:
    """False for a Qt plugin or library the bundle does without."""
    parts = _parts(dest)
    name = parts[-1]
    if "plugins" in parts:
        folder = parts[parts.index("plugins") + 1] if parts.index("plugins") + 1 < len(parts) - 1 else ""
        if folder not in PLUGIN_DIRS:
            return False
        if folder == "platforms" and any(f"q{p}" in name for p in PLATFORM_PLUGINS_DROPPED):
            return False
        if folder == "platformthemes" and any(f"q{t}" in name for t in PLATFORM_THEMES_DROPPED):
            return False
        if folder == "imageformats" and not any(f"q{f}" in name for f in IMAGE_FORMATS_KEPT):
            return False
        return True
    return not any(name.startswith(lib if lib.startswith("lib") else (lib, f"lib{lib}")) for lib in LIBRARIES_DROPPED)


def keep_data(dest: str) -> bool:
    """False for Qt translations of languages Deadwatch does not offer, for Qt's own catalogs of
    modules it does not use (only qtbase is loaded, by ui/i18n.py), and for Python caches."""
    parts = _parts(dest)
    name = parts[-1]
    if "__pycache__" in parts:
        return False
    if parts[0] == "PySide6" and "translations" in parts and name.endswith(".qm"):
        return any(name == f"qtbase_{code}.qm" for code in LANGUAGES)
    return True


def is_library(dest: str) -> bool:
    """A shared library the bundle holds only because something else links to it (as opposed to
    the program, Python's extension modules and Qt's plugins, which are loaded by name)."""
    parts = _parts(dest)
    name = parts[-1]
    in_lib_dir = len(parts) == 1 or parts[:-1] == ["PySide6", "Qt", "lib"]
    return in_lib_dir and name.startswith("lib") and ".so" in name and not name.startswith("libpython")


def prune_unused(kept: list, dropped: list, imports: Callable[[str], Iterable[str]]) -> list:
    """Drop the shared libraries that only the dropped plugins and modules needed.

    ``kept`` and ``dropped`` are PyInstaller TOC tuples ``(dest, source, typecode)``;
    ``imports(source)`` names the libraries (file names) a binary loads, directly or through
    others (ldd's view).  A library that something kept still links to stays, and so does one
    that PyInstaller collected for another reason (such as a library Qt opens at run time);
    the symbolic links to what went are dropped by ``drop_dangling_links``."""

    def needs(entries: list) -> set[str]:
        names: set[str] = set()
        for _dest, source, typecode in entries:
            if typecode != "SYMLINK" and source:
                names.update(Path(n).name for n in imports(source))
        return names

    unused = needs(dropped) - needs([e for e in kept if not is_library(e[0])])
    return [e for e in kept if e[2] == "SYMLINK" or not is_library(e[0]) or _parts(e[0])[-1] not in unused]


def drop_dangling_links(entries: list, collected: list) -> list:
    """``entries`` without the SYMLINK entries whose target is not among ``collected``."""
    present = {"/".join(_parts(e[0])) for e in collected if e[2] != "SYMLINK"}
    return [e for e in entries if e[2] != "SYMLINK" or _link_target(e) in present]


def _link_target(entry: tuple) -> str:
    """Where a SYMLINK entry points, as a destination path (its target is relative to its folder)."""
    dest, target = _parts(entry[0]), entry[1].replace("\\", "/")
    return posixpath.normpath("/".join([*dest[:-1], target]))
