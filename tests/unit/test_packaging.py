"""Packaging without building: data folders in a frozen bundle, the version, the bundle's filters,
the icons, the desktop entry and the recipes' references (the build itself: tests/packaging)."""

from __future__ import annotations

import configparser
import importlib.util
import struct
import sys
import tomllib
from pathlib import Path

import pytest

import app.paths
from app.version import VERSION

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load_filter():
    spec = importlib.util.spec_from_file_location("bundle_filter", PACKAGING / "bundle_filter.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------- data folders and version
def test_data_folders_are_beside_the_packages_in_a_checkout():
    assert app.paths.base_dir() == ROOT
    assert app.paths.resource_dir("themes", "dark.qss").is_file()


def test_a_frozen_bundle_finds_its_data_under_meipass(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert app.paths.base_dir() == tmp_path
    assert app.paths.resource_dir("demo") == tmp_path / "resources" / "demo"


def test_every_data_folder_the_code_reads_goes_into_the_bundle():
    from app.services.demo import DEMO_DIR
    from app.store.database import MIGRATIONS
    from ui.i18n import I18N_DIR
    from ui.themes import THEME_DIR

    spec = (PACKAGING / "deadwatch.spec").read_text("utf-8")
    for folder in (DEMO_DIR, MIGRATIONS, I18N_DIR, THEME_DIR):
        assert folder.is_dir()
        relative = folder.relative_to(ROOT).as_posix()
        bundled = relative if relative.startswith(("app/", "i18n")) else relative.split("/")[0]
        assert f'"{bundled}"' in spec, relative


def test_the_version_is_written_once_and_read_by_pyproject():
    with open(ROOT / "pyproject.toml", "rb") as f:
        project = tomllib.load(f)
    assert "version" in project["project"]["dynamic"]
    assert "version" not in project["project"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "app.version.VERSION"}
    assert VERSION.count(".") == 2 and all(part.isdigit() for part in VERSION.split("."))


# ---------------------------------------------------------------- what the bundle leaves out
@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", False),
        ("PySide6\\Qt\\plugins\\sqldrivers\\qsqlite.dll", False),
        ("PySide6/Qt/lib/libQt6Quick.so.6", False),
        ("PySide6/Qt/lib/libQt6Qml.so.6", False),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("PySide6/Qt/lib/libQt6Svg.so.6", True),
        ("libstdc++.so.6", False),
        ("libsqlite3.so.0", True),
        ("PySide6/QtWidgets.abi3.so", True),
    ],
)
def test_binaries_kept_and_dropped(dest, kept):
    assert load_filter().keep_binary(dest) is kept


def test_only_qt_catalogs_of_the_offered_languages_are_kept():
    keep = load_filter().keep_data
    assert keep("PySide6/Qt/translations/qtbase_ru.qm")
    assert keep("PySide6/Qt/translations/qtbase_es.qm")
    assert not keep("PySide6/Qt/translations/qtbase_de.qm")
    assert not keep("PySide6/Qt/translations/qtdeclarative_ru.qm")
    assert keep("i18n/deadwatch_ru.qm")
    assert keep("resources/demo/twdu.json")
    assert not keep("app/store/migrations/versions/__pycache__/0001_first_schema.cpython-311.pyc")


def test_libraries_only_a_dropped_plugin_needed_go_with_it():
    bf = load_filter()
    links = {
        "/site/qxcb.so": ["libQt6XcbQpa.so.6", "libQt6Gui.so.6", "libxcb-cursor.so.0"],
        "/site/qgtk3.so": ["libQt6Gui.so.6", "libcairo.so.2", "libpango-1.0.so.0"],
        "/sys/libcairo.so.2": ["libpixman-1.so.0"],
    }
    kept = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/site/qxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/site/libQt6Gui.so.6", "BINARY"),
        ("libxcb-cursor.so.0", "/sys/libxcb-cursor.so.0", "BINARY"),
        ("libcairo.so.2", "/sys/libcairo.so.2", "BINARY"),
        ("libpango-1.0.so.0", "/sys/libpango-1.0.so.0", "BINARY"),
        ("libdbus-1.so.3", "/sys/libdbus-1.so.3", "BINARY"),  # opened at run time, linked by nothing
    ]
    dropped = [("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/site/qgtk3.so", "BINARY")]
    result = bf.prune_unused(kept, dropped, lambda source: links.get(source, []))
    assert [dest for dest, _, _ in result] == [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "libxcb-cursor.so.0",
        "libdbus-1.so.3",
    ]


def test_links_to_dropped_libraries_are_dropped():
    bf = load_filter()
    collected = [("PySide6/Qt/lib/libQt6Gui.so.6", "/site/libQt6Gui.so.6", "BINARY")]
    links = [
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/libQt6Gui.so", "libQt6Gui.so.6", "SYMLINK"),
    ]
    assert bf.drop_dangling_links(links, collected + links) == [links[0], links[2]]


# ---------------------------------------------------------------- icons and desktop entry
def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_png_icons_are_drawn_at_every_size():
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert png_size(ROOT / "resources" / "icons" / "png" / f"deadwatch-{size}.png") == (size, size)


def test_windows_and_macos_icon_containers_hold_the_sizes():
    ico = (PACKAGING / "icons" / "deadwatch.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    widths = [ico[6 + 16 * i] or 256 for i in range(count)]
    assert widths == [16, 24, 32, 48, 64, 128, 256]
    icns = (PACKAGING / "icons" / "deadwatch.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, offset = [], 8
    while offset < len(icns):
        kinds.append(icns[offset : offset + 4])
        offset += struct.unpack(">I", icns[offset + 4 : offset + 8])[0]
    assert kinds == [b"icp4", b"icp5", b"icp6", b"ic07", b"ic08", b"ic09"]


def test_committed_icons_are_what_the_svg_draws_now(qapp):
    """After a change to deadwatch.svg, `make icons` must be run: the PNGs follow the SVG."""
    from PySide6.QtGui import QImage

    spec = importlib.util.spec_from_file_location("render_icons", PACKAGING / "render_icons.py")
    render = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render)
    for size in (16, 48):
        fresh = QImage.fromData(render.render_png(size))
        committed = QImage(str(ROOT / "resources" / "icons" / "png" / f"deadwatch-{size}.png"))
        assert (fresh.width(), committed.width()) == (size, size)
        diff = 0
        for y in range(size):
            for x in range(size):
                a, b = fresh.pixelColor(x, y), committed.pixelColor(x, y)
                diff += abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.alpha() - b.alpha())
        assert diff / (size * size) < 6, f"resources/icons/png/deadwatch-{size}.png is out of date: make icons"
    ico = render.ico_bytes({16: render.render_png(16), 32: render.render_png(32)})
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 2)


def test_desktop_entry_starts_deadwatch_with_its_icon():
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str
    entry.read(PACKAGING / "linux" / "deadwatch.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Name"] == "Deadwatch"
    assert desktop["Exec"] == "deadwatch"
    assert desktop["Icon"] == "deadwatch"
    assert desktop["Terminal"] == "false"
    assert desktop["Categories"].endswith(";")
    assert {"Comment[ru]", "Comment[es]"} <= set(desktop)


def test_installers_name_the_version_and_the_bundle_folder():
    iss = (PACKAGING / "windows" / "deadwatch.iss").read_text("utf-8")
    assert "dist\\Deadwatch\\*" in iss
    assert "deadwatch.exe" in iss
    build = (PACKAGING / "windows" / "build.ps1").read_text("utf-8")
    assert "app.version" in build and "deadwatch.spec" in build
    assert "pyinstaller" in build.lower()
    assert "Deadwatch.app" in (PACKAGING / "macos" / "README.md").read_text("utf-8")
