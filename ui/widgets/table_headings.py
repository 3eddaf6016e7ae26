"""A sheet table's columns sized to their headings: each column at least as wide as its heading
read whole (and its cell's field, a name typed in whole: "Machete", not "achete"), the room left
given to the columns of names typed in (or shared out equally); when even that does not fit, the
table scrolls sideways rather than cut a heading ("Бонус снаряжения", not "нус снаряжен").  A table
with a :class:`~ui.widgets.wrap_header.WrapHeader` needs only its headings' longest words: the
rest wraps onto a second line."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox, QHeaderView, QLineEdit, QStyle, QStyleOptionComboBox, QTableWidget

from ui.widgets.wrap_header import WrapHeader

#: room beside a heading's text besides the style's margins (the grid line, a sort mark's gap)
SLACK = 8
#: a line edit's own space either side of its text (Qt's horizontal margin, 2 px a side)
LINE_EDIT_MARGIN = 4


def heading_width(table: QTableWidget, column: int) -> int:
    """The width the heading of ``column`` needs to be read whole (a heading that wraps: its
    longest word, the rest on a line under it)."""
    header = table.horizontalHeader()
    if isinstance(header, WrapHeader):
        return header.word_width(column)
    item = table.horizontalHeaderItem(column)
    text = item.text() if item is not None else ""
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return header.fontMetrics().horizontalAdvance(text) + 2 * margin + SLACK


def choice_width(box: QComboBox) -> int:
    """The width ``box`` shows its chosen entry whole in (a box in a table may be narrower)."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    text = QSize(box.fontMetrics().horizontalAdvance(box.currentText()), box.fontMetrics().height())
    return box.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text, box).width() + SLACK


def _whole_heading(table: QTableWidget, column: int) -> int:
    header = table.horizontalHeader()
    if isinstance(header, WrapHeader):
        return header.whole_width(column)
    return heading_width(table, column)


def text_width(edit: QLineEdit) -> int:
    """The width ``edit`` shows its whole text in ("Machete", not "achete"): the text, the
    field's frame and its own margins."""
    frame = edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, edit)
    margins = edit.textMargins()
    return (edit.fontMetrics().horizontalAdvance(edit.text()) + 2 * frame + LINE_EDIT_MARGIN
            + margins.left() + margins.right() + SLACK)


def fit_headings(table: QTableWidget, wide: Sequence[int] = ()) -> None:
    """Size ``table``'s columns so that no heading is cut (see the module's text); the room left
    goes to the ``wide`` columns (the names typed in) when there are any."""
    header = table.horizontalHeader()
    columns = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
    if not columns:
        return
    need = _needs(table, columns)
    room = table.width() - _chrome(table)
    whole = _needs(table, columns, whole=True)
    if sum(whole.values()) <= room:  # every heading on one line where the table has the room
        need = whole
    elif whole != need:  # else the room shared out to the headings that wrap, the most wrapped first
        spare = room - sum(need.values())
        for column in sorted(columns, key=lambda c: need[c] - whole[c]):
            give = min(max(0, spare), whole[column] - need[column])
            need[column] += give
            spare -= give
    spare = max(0, room - sum(need.values()))
    takers = [c for c in columns if c in wide] or columns
    share, left = divmod(spare, len(takers))
    for column in columns:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        extra = share + (1 if column in takers[:left] else 0) if column in takers else 0
        header.resizeSection(column, need[column] + extra)


def _needs(table: QTableWidget, columns: Sequence[int], whole: bool = False) -> dict[int, int]:
    """Each column's width with its heading read whole (on one line with ``whole``, else as its
    header wraps it) and its fields' texts shown whole."""
    need = {}
    for column in columns:
        cells = [table.cellWidget(r, column) for r in range(table.rowCount())]
        field = max((w.minimumSizeHint().width() for w in cells if w is not None), default=0)
        typed = max((text_width(w) for w in cells if isinstance(w, QLineEdit)), default=0)
        heading = _whole_heading(table, column) if whole else heading_width(table, column)
        chosen = max((choice_width(w) for w in cells if isinstance(w, QComboBox)), default=0) if whole else 0
        need[column] = max(heading, field, typed, chosen)
    return need


def _chrome(table: QTableWidget) -> int:
    """The table's width beside its columns: its frame and the vertical scroll bar, reserved always
    (showing as rows are added, it would narrow the room)."""
    return 2 * table.frameWidth() + table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, table)


def wanted_width(table: QTableWidget) -> int:
    """The width ``table`` needs to show every heading whole without scrolling sideways."""
    columns = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
    return sum(_needs(table, columns).values()) + _chrome(table)
