"""Where the status bar's message reads whole: beside the bar's permanent labels, or above the bar
(:class:`ui.status_whole.WholeOverlay`), the bar then blank where it paints a message."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSizeGrip, QWidget

from ui.status_whole import BEFORE, LEFT


def painted_room(bar) -> int:  # noqa: ANN001
    """Where the bar paints its message: from its left to just before the first widget it shows."""
    shown = [w for w in bar.findChildren(QWidget) if w.parent() is bar and w.isVisible()
             and not isinstance(w, QSizeGrip) and w.objectName() != "qt_statusbar_message"]
    return min(w.x() for w in shown) - BEFORE - LEFT


def above(window) -> QLabel | None:  # noqa: ANN001
    """The message's band above the bar, if shown."""
    band = window.findChild(QLabel, "statusWhole")
    return band if band is not None and band.isVisible() else None


def blank(bar) -> bool:  # noqa: ANN001
    """Whether the bar shows nothing where it paints a message (one colour from its left edge to its
    first permanent widget shown, or its size grip)."""
    image = bar.grab().toImage()
    right = min([w.x() for w in bar.children() if getattr(w, "isVisible", lambda: False)()]
                + [bar.width() - 14])
    colours = {image.pixel(x, y) for x in range(2, right) for y in range(2, bar.height() - 2)}
    return len(colours) == 1


def where_whole(window, text: str) -> str:  # noqa: ANN001
    """"bar" when ``text`` fits where the bar paints it, "above" when the band above the bar shows
    it whole (every word, no line cut off) and the bar nothing of it; else what is wrong."""
    bar = window.statusBar()
    if bar.fontMetrics().horizontalAdvance(text) <= painted_room(bar):
        return "bar"
    band = above(window)
    if band is None:
        return f"{text!r} cut at {painted_room(bar)} px, and nothing above the bar"
    if band.text().split() != text.split():
        return f"above the bar: {band.text()!r}, not {text!r}"
    if band.heightForWidth(band.width()) > band.height() or band.geometry().bottom() >= bar.geometry().top():
        return "the band above the bar cut or over the bar"
    if not blank(bar):
        return "the bar repeats the message under its whole text"
    return "above"
