"""A link as a QR code the players' phones can scan (the share dialog's address, each player's own)."""

from __future__ import annotations

import base64

from PySide6.QtGui import QPixmap


def qr_pixmap(text: str, scale: int = 6) -> QPixmap:
    import segno

    data = segno.make(text, error="m").png_data_uri(scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(base64.b64decode(data.split(",", 1)[1]), "PNG")
    return pixmap
