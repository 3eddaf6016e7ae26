"""The character sheet as wide as its tables' headings need, within the screen.

The sheet opens 760 pixels wide; a table whose headings read whole need more (AFMBE's weapons in
Spanish: «Puntos de Vida o Resistencia (*)» … «Munición») scrolled sideways, its last heading cut
at the edge («Municio»).  As the sheet opens, the dialog grows by what its widest page's tables
lack, as far as the screen (or the main window, whichever is wider) allows: it keeps that one
size as the GM turns the pages (it grew when the weapons page showed, and the page jumped).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QScrollArea, QStyle, QTableWidget

from ui.widgets.table_headings import wanted_width


def widen_for(dialog: QDialog, tables: Sequence[QTableWidget]) -> None:
    """Grow ``dialog`` by what ``tables`` (on every page, shown or not) lack to show their headings
    whole."""
    lacking = max((wanted_width(t) - table_room(t) for t in tables), default=0)
    if lacking <= 0:
        return
    screen = dialog.screen()
    room = screen.availableGeometry().width() if screen is not None else dialog.width() + lacking
    width = min(dialog.width() + lacking, room)
    if width > dialog.width():  # the tables fit their columns again as they are resized
        dialog.resize(width, dialog.height())


def table_room(table: QTableWidget) -> int:
    """The width ``table`` has on its page at the dialog's size now, the page shown or not (a page
    not shown keeps the size it had when it last showed): the pages' stack's width less the page's
    frame, its scroll bar and the margins of what holds the table."""
    widget = table.parentWidget()
    taken = 0
    while widget is not None and not isinstance(widget, QScrollArea):
        margins = widget.contentsMargins()
        taken += margins.left() + margins.right()
        layout = widget.layout()
        if layout is not None:
            inner = layout.contentsMargins()
            taken += inner.left() + inner.right()
        widget = widget.parentWidget()
    stack = widget.parentWidget() if widget is not None else None
    if widget is None or stack is None:
        return table.width()
    bar = widget.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, widget)
    return stack.width() - 2 * widget.frameWidth() - bar - taken
