"""The character sheet as wide as its tables' headings need, within the screen.

The sheet opens 760 pixels wide; a table whose headings read whole need more (AFMBE's weapons in
Spanish: «Puntos de Vida o Resistencia (*)» … «Munición») scrolled sideways, its last heading cut
at the edge («Municio»).  Whenever a page of the sheet shows, the dialog grows by what its
tables lack, as far as the screen (or the main window, whichever is wider) allows; it never
shrinks, so a page does not jump back and forth.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QTableWidget

from ui.widgets.table_headings import wanted_width


def widen_for(dialog: QDialog, tables: Sequence[QTableWidget]) -> None:
    """Grow ``dialog`` by what the shown ``tables`` lack to show their headings whole."""
    lacking = max((wanted_width(t) - t.width() for t in tables if t.isVisible()), default=0)
    if lacking <= 0:
        return
    screen = dialog.screen()
    room = screen.availableGeometry().width() if screen is not None else dialog.width() + lacking
    width = min(dialog.width() + lacking, room)
    if width > dialog.width():  # the tables fit their columns again as they are resized
        dialog.resize(width, dialog.height())
