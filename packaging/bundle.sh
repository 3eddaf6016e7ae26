#!/usr/bin/env bash
# Build the Deadwatch application bundle on Linux or macOS (`make bundle` runs this).
#
#   PYTHON=python3.11 packaging/bundle.sh
#
# 1. A clean virtual environment, build/bundle-venv, gets PyInstaller and Deadwatch's runtime
#    dependencies only (the [project] dependencies of pyproject.toml: PySide6-Essentials, not
#    PySide6; no test or lint tools).  It is made again when pyproject.toml changes.  Everything
#    comes from the package registry; nothing else is downloaded.
# 2. PyInstaller builds dist/Deadwatch/ (one folder: the `deadwatch` program and _internal/) from
#    packaging/deadwatch.spec; on macOS also dist/Deadwatch.app.
# 3. Linux: dist/deadwatch-<version>-linux-<arch>.tar.gz, the folder plus the .desktop file, the
#    icons, the licence and install.sh (per user into ~/.local, or system-wide with --prefix).
#    The same tree is laid out as an AppDir (build/Deadwatch.AppDir); where `appimagetool` is on
#    PATH it is packed into dist/Deadwatch-<version>-<arch>.AppImage.
#    macOS: where `hdiutil` exists, dist/Deadwatch-<version>-macos.dmg holding Deadwatch.app.
# 4. It prints the size of the bundle and of each archive.
#
# The compiled translations (i18n/*.qm) must exist: `make bundle` builds them first.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
VENV="${BUNDLE_VENV:-build/bundle-venv}"
PYINSTALLER_REQ="${PYINSTALLER_REQ:-pyinstaller>=6.10,<7}"
STAMP="$VENV/.installed"

say() { printf 'bundle: %s\n' "$*"; }
size_of() { du -sh "$1" | cut -f1; }

# ---------------------------------------------------------------- 1. clean build environment
if [[ ! -f "$STAMP" || pyproject.toml -nt "$STAMP" ]]; then
    say "creating the build environment $VENV"
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    mapfile -t DEPS < <("$VENV/bin/python" -c '
import tomllib
with open("pyproject.toml", "rb") as f:
    print("\n".join(tomllib.load(f)["project"]["dependencies"]))')
    "$VENV/bin/python" -m pip install -q --upgrade pip
    "$VENV/bin/python" -m pip install -q "$PYINSTALLER_REQ" "${DEPS[@]}"
    touch "$STAMP"
fi
if "$VENV/bin/python" -c 'import importlib.util, sys; sys.exit(importlib.util.find_spec("PySide6.QtWebEngineCore") is None)'; then
    echo "bundle: $VENV holds a Qt web engine (the PySide6 meta package?): remove it and run again" >&2
    exit 1
fi
VERSION="$("$VENV/bin/python" -c 'import sys; sys.path.insert(0, "."); from app.version import VERSION; print(VERSION)')"
ls i18n/deadwatch_*.qm >/dev/null 2>&1 || { echo "bundle: no i18n/*.qm: run 'make translations'" >&2; exit 1; }

# ---------------------------------------------------------------- 2. PyInstaller
say "building Deadwatch $VERSION with $("$VENV/bin/pyinstaller" --version)"
start=$(date +%s)
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/deadwatch.spec
cp packaging/COPYING dist/Deadwatch/COPYING
say "PyInstaller took $(( $(date +%s) - start )) s; dist/Deadwatch is $(size_of dist/Deadwatch)"

ARCH="$(uname -m)"
case "$(uname -s)" in
Linux)
    # ------------------------------------------------------------ 3. tarball and AppDir
    NAME="deadwatch-$VERSION-linux-$ARCH"
    STAGE="build/$NAME"
    rm -rf "$STAGE"
    mkdir -p "$STAGE/share/applications" "$STAGE/share/icons/hicolor/scalable/apps"
    cp -a dist/Deadwatch/. "$STAGE/"
    cp packaging/linux/deadwatch.desktop "$STAGE/share/applications/deadwatch.desktop"
    cp resources/icons/deadwatch.svg "$STAGE/share/icons/hicolor/scalable/apps/deadwatch.svg"
    for png in resources/icons/png/deadwatch-*.png; do
        px="${png##*-}"; px="${px%.png}"
        mkdir -p "$STAGE/share/icons/hicolor/${px}x${px}/apps"
        cp "$png" "$STAGE/share/icons/hicolor/${px}x${px}/apps/deadwatch.png"
    done
    cp packaging/linux/install.sh "$STAGE/install.sh"
    cp packaging/linux/README.txt "$STAGE/README.txt"
    chmod +x "$STAGE/install.sh" "$STAGE/deadwatch"
    tar -C build -czf "dist/$NAME.tar.gz" "$NAME"
    say "dist/$NAME.tar.gz is $(size_of "dist/$NAME.tar.gz")"

    APPDIR="build/Deadwatch.AppDir"
    rm -rf "$APPDIR"
    mkdir -p "$APPDIR/usr/lib/deadwatch" "$APPDIR/usr/share"
    cp -a dist/Deadwatch/. "$APPDIR/usr/lib/deadwatch/"
    cp -a "$STAGE/share/." "$APPDIR/usr/share/"
    cp packaging/linux/deadwatch.desktop "$APPDIR/deadwatch.desktop"
    cp resources/icons/png/deadwatch-256.png "$APPDIR/deadwatch.png"
    cp packaging/linux/AppRun "$APPDIR/AppRun"
    chmod +x "$APPDIR/AppRun"
    if command -v appimagetool >/dev/null 2>&1; then
        ARCH="$ARCH" appimagetool --no-appstream "$APPDIR" "dist/Deadwatch-$VERSION-$ARCH.AppImage"
        say "dist/Deadwatch-$VERSION-$ARCH.AppImage is $(size_of "dist/Deadwatch-$VERSION-$ARCH.AppImage")"
    else
        say "AppDir ready in $APPDIR; with appimagetool on PATH this also makes an AppImage:"
        say "  ARCH=$ARCH appimagetool --no-appstream $APPDIR dist/Deadwatch-$VERSION-$ARCH.AppImage"
    fi
    ;;
Darwin)
    # ------------------------------------------------------------ 3. disk image
    cp packaging/COPYING dist/Deadwatch.app/Contents/Resources/COPYING
    codesign --force --deep --sign - dist/Deadwatch.app  # ad hoc: runs on this Mac; see packaging/macos/README.md
    if command -v hdiutil >/dev/null 2>&1; then
        DMG="dist/Deadwatch-$VERSION-macos-$ARCH.dmg"
        rm -f "$DMG"
        hdiutil create -quiet -volname "Deadwatch $VERSION" -srcfolder dist/Deadwatch.app -ov -format UDZO "$DMG"
        say "$DMG is $(size_of "$DMG")"
    fi
    say "dist/Deadwatch.app is $(size_of dist/Deadwatch.app)"
    ;;
esac
say "bundle size: $(du -sk dist/Deadwatch | cut -f1) KiB in $(find dist/Deadwatch -type f | wc -l) files (dist/Deadwatch)"
