"""Condition badges' colours painted within each badge's own line, not across the line's whole height.

A badge is a span of rich text on its colour (:func:`ui.widgets.roster_look.chip_html`).  Laid out
by Qt, a span's colour fills its line from top to bottom, so badges wrapped one a line touch: a
shorter badge between two longer ones left the row's colour after it boxed in by theirs, a dark
block that read as part of it, and two badges of one colour read as one.  Here each badge's colour
is painted as its own box, :data:`INSET` pixels inside its line at the top and at the bottom, and
the text is drawn over it with no colour of its own: the row's colour shows between two lines of
badges, and the lines are no taller than before (a gap added to them cost the grid game's roster
its third character on a laptop).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QTextCharFormat, QTextCursor, QTextDocument, QTextLine

#: the pixels a badge's colour keeps from its line's top and from its bottom
INSET = 1


def badge_boxes(document: QTextDocument) -> list[tuple[QRectF, QBrush]]:
    """Each badge's box on each line it takes in ``document`` (laid out), with its colour."""
    document.size()  # laid out
    boxes: list[tuple[QRectF, QBrush]] = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        origin = layout.position()
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            brush = fragment.charFormat().background()
            if brush.style() != Qt.BrushStyle.NoBrush:
                start = fragment.position() - block.position()
                end = start + fragment.length()
                for n in range(layout.lineCount()):
                    line = layout.lineAt(n)
                    first, last = max(start, line.textStart()), min(end, line.textStart() + line.textLength())
                    if first >= last:
                        continue
                    left, right = _x(line, first), _x(line, last)
                    box = QRectF(left, line.y() + INSET, right - left, line.height() - 2 * INSET)
                    boxes.append((box.translated(origin), brush))
            fragments += 1
        block = block.next()
    return _joined(boxes)


def _x(line: QTextLine, position: int) -> float:
    """Where ``position`` stands on ``line`` (PySide gives the position back beside it)."""
    found = line.cursorToX(position)
    return float(found[0] if isinstance(found, tuple) else found)  # type: ignore[arg-type]


def _joined(boxes: list[tuple[QRectF, QBrush]]) -> list[tuple[QRectF, QBrush]]:
    """A badge's pieces on one line (its padding, its words) as one box."""
    joined: list[tuple[QRectF, QBrush]] = []
    for box, brush in boxes:
        if joined:
            last, colour = joined[-1]
            touching = abs(last.right() - box.left()) < 0.5 and last.top() == box.top()
            if touching and colour == brush:
                joined[-1] = (last.united(box), colour)
                continue
        joined.append((box, brush))
    return joined


def paint_badge_boxes(painter: QPainter, document: QTextDocument) -> None:
    """The badges' colours, each in its own box, then left out of ``document``'s text (drawn next)."""
    boxes = badge_boxes(document)
    for box, brush in boxes:
        painter.fillRect(box, brush)
    if boxes:
        cursor = QTextCursor(document)
        cursor.select(QTextCursor.SelectionType.Document)
        plain = QTextCharFormat()
        plain.setBackground(QBrush(Qt.BrushStyle.NoBrush))
        cursor.mergeCharFormat(plain)
