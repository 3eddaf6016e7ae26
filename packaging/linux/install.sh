#!/bin/sh
# Install Deadwatch from this folder.
#
#   ./install.sh                    for you alone: ~/.local/opt/deadwatch, ~/.local/bin/deadwatch
#   sudo ./install.sh --prefix /usr/local       for everyone on this computer
#   ./install.sh --uninstall [--prefix DIR]     remove it again (campaign files are kept)
#
# The program lands in PREFIX/opt/deadwatch, a `deadwatch` command in PREFIX/bin, the menu entry
# in PREFIX/share/applications and the icons in PREFIX/share/icons/hicolor.
set -eu

HERE="$(cd "$(dirname "$0")" && pwd)"
PREFIX="${HOME}/.local"
ACTION=install
while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) PREFIX="$2"; shift 2 ;;
    --prefix=*) PREFIX="${1#--prefix=}"; shift ;;
    --uninstall) ACTION=uninstall; shift ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
done

OPT="$PREFIX/opt/deadwatch"
BIN="$PREFIX/bin/deadwatch"
DESKTOP="$PREFIX/share/applications/deadwatch.desktop"
ICONS="$PREFIX/share/icons/hicolor"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$PREFIX/share/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$ICONS" 2>/dev/null || true
}

if [ "$ACTION" = uninstall ]; then
    rm -rf "$OPT"
    rm -f "$BIN" "$DESKTOP"
    find "$ICONS" -name 'deadwatch.png' -o -name 'deadwatch.svg' 2>/dev/null | while read -r f; do rm -f "$f"; done
    refresh
    echo "Deadwatch removed from $PREFIX (your campaigns are untouched)."
    exit 0
fi

mkdir -p "$OPT" "$PREFIX/bin" "$PREFIX/share/applications" "$ICONS"
rm -rf "$OPT"
mkdir -p "$OPT"
cp -a "$HERE/deadwatch" "$HERE/_internal" "$HERE/COPYING" "$OPT/"
ln -sf "$OPT/deadwatch" "$BIN"
cp -a "$HERE/share/icons/hicolor/." "$ICONS/"
sed "s|^Exec=deadwatch|Exec=$OPT/deadwatch|" "$HERE/share/applications/deadwatch.desktop" > "$DESKTOP"
refresh
echo "Deadwatch installed in $OPT; start it from the menu or with: $BIN"
case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "($PREFIX/bin is not on your PATH; add it to start 'deadwatch' by name.)" ;; esac
