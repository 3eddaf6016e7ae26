"""Where the status bar's message reads: whole beside the bar's permanent labels on one line, whole
on the lines the bar always keeps for it, or past those to its last whole word and "…", whole in
the bar's tooltip (nothing laid over the docks: a band above the bar hid their tab rows)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSizeGrip, QWidget

from ui.status_whole import BEFORE, LEFT


def painted_room(bar) -> int:  # noqa: ANN001
    """Where the bar paints its message: from its left to just before the first widget it shows."""
    shown = [w for w in bar.findChildren(QWidget) if w.parent() is bar and w.isVisible()
             and not isinstance(w, QSizeGrip) and w.objectName() != "qt_statusbar_message"]
    return min(w.x() for w in shown) - BEFORE - LEFT


def above(window) -> QLabel | None:  # noqa: ANN001
    """A band over the docks above the bar, if any is shown (there must be none)."""
    band = window.findChild(QLabel, "statusWhole")
    return band if band is not None and band.isVisible() else None


def where_whole(window, text: str) -> str:  # noqa: ANN001
    """"bar" when ``text`` fits where the bar paints it on one line; "lines" when the bar paints it
    whole on its lines; "elided" when it paints it to a last whole word and "…"
    on its last line, its whole words in the bar's tooltip; else what is wrong."""
    bar = window.statusBar()
    if above(window) is not None:
        return "a band over the docks"
    room = painted_room(bar)
    metrics = bar.fontMetrics()
    if metrics.horizontalAdvance(text) <= room:
        return "bar"
    status = window.status.whole
    lines = status.lines()
    if any(metrics.horizontalAdvance(line) > room for line in lines):
        return f"{lines!r} wider than {room} px"
    if bar.height() < len(lines) * metrics.lineSpacing():
        return f"{len(lines)} lines in a bar {bar.height()} px tall"
    shown = " ".join(lines)
    if shown == " ".join(text.split()):
        return "lines"
    if not shown.endswith("…"):
        return f"{text!r} painted as {shown!r} in {room} px"
    if not text.startswith(shown.removesuffix("…")) or text[len(shown) - 1:][:1] not in (" ", ",", ":", ";", "—", "·"):
        return f"{shown!r} cut mid-word of {text!r}"
    if not bar.toolTip().startswith(shown.removesuffix("…")) or len(bar.toolTip()) <= len(shown):
        return f"the tooltip {bar.toolTip()!r}, not the whole {text!r}"
    return "elided"
