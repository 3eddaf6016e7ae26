"""The window's picture reader for handouts (:data:`app.services.handouts.PictureReader`): a file's
bytes decoded, scaled down to fit a 4K screen, and a copy for the phones, at most 720 pixels wide."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage

from app.services.handouts import MAX_SIDE, PHONE_WIDTH, Picture


def _encoded(image: QImage, png: bool) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG" if png else "JPEG", -1 if png else 88)  # type: ignore[call-overload]  # PySide takes str
    return bytes(buffer.data().data())


def read_picture_bytes(data: bytes) -> Picture | None:
    """``data`` as a handout's picture, or None when it is not a picture Qt can read.  A picture with
    transparency stays PNG; any other becomes JPEG (a phone's photo stays small)."""
    image = QImage()
    if not data or not image.loadFromData(QByteArray(data)) or image.isNull():
        return None
    if image.width() > MAX_SIDE[0] or image.height() > MAX_SIDE[1]:
        image = image.scaled(MAX_SIDE[0], MAX_SIDE[1], Qt.AspectRatioMode.KeepAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)
    png = image.hasAlphaChannel()
    phone = image if image.width() <= PHONE_WIDTH else image.scaledToWidth(
        PHONE_WIDTH, Qt.TransformationMode.SmoothTransformation)
    return Picture(_encoded(image, png), _encoded(phone, png), "image/png" if png else "image/jpeg",
                   image.width(), image.height())
