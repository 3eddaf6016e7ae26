"""Render the Deadwatch icon from its SVG into every file the packages need.

    python packaging/render_icons.py        (any Python with PySide6-Essentials)

Writes ``resources/icons/png/deadwatch-<size>.png`` (16 … 512 px, for Linux desktops and the
window icon), ``packaging/icons/deadwatch.ico`` (Windows: PNG images in an ICO container) and
``packaging/icons/deadwatch.icns`` (macOS: PNG images in an ICNS container).  Both containers are
written here byte by byte, so no image library beyond Qt is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "deadwatch.svg"
PNG_DIR = ROOT / "resources" / "icons" / "png"
ICON_DIR = ROOT / "packaging" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, by pixel size
ICNS_TYPES = ((16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08"), (512, b"ic09"))


def render_png(size: int) -> bytes:
    """The icon drawn at ``size`` × ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (read by Windows Vista and later)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = images[size]
        dim = 0 if size >= 256 else size  # 0 stands for 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + entries + blobs


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """An ICNS file whose elements are PNG images (read by macOS 10.7 and later)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[size])) + images[size] for size, kind in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    images = {size: render_png(size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *(s for s, _ in ICNS_TYPES)})}
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        (PNG_DIR / f"deadwatch-{size}.png").write_bytes(images[size])
    (ICON_DIR / "deadwatch.ico").write_bytes(ico_bytes({s: images[s] for s in ICO_SIZES}))
    (ICON_DIR / "deadwatch.icns").write_bytes(icns_bytes(images))
    print(f"render_icons: {len(PNG_SIZES)} PNG sizes, deadwatch.ico and deadwatch.icns from {SVG.name}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
