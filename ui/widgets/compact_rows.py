"""A form's inputs on as few rows as its width allows: each label beside its input, two inputs a row
where both fit in half the width, a long label above its input only where it leaves the input no room.

A roll whose kind says so (``RollKind.compact``: AFMBE's attack) lays its form out this way in the
dice dock: one input a row, each label above a list box, the attack's setup ran past a laptop's
dock, and its odds, the typed dice and Roll lay under the fold.  :class:`CompactRows` is a member of
:class:`ui.widgets.field_form.FieldForm`; it owns the grid the form's rows are put in and puts them
there again when the form's width or the rows shown change.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

#: a row of the form: its label (None: the widget takes the whole width, a note or the "More"
#: toggle) and its input
Row = tuple[QLabel | None, QWidget]
#: the form's columns: a label, an input, a label, an input
COLUMNS = 4
PAIR, BESIDE, WRAPPED, ABOVE = range(4)
#: the pixels between two rows: the boxes' own frames keep them apart
ROW_GAP = 2


def _one_line(label: QLabel) -> int:
    """The width ``label`` takes on one line."""
    margins = label.contentsMargins()
    edges = margins.left() + margins.right() + 2 * label.margin() + 4
    return label.fontMetrics().horizontalAdvance(label.text()) + edges


def _input_width(widget: QWidget) -> int:
    """The width ``widget`` asks for (a list box: a dozen letters; its longer entries wrap in it)."""
    return max(widget.minimumSizeHint().width(), widget.sizeHint().width())


class CompactRows:
    """The grid of a compact form.  ``rows()`` gives the form's rows in reading order, the hidden
    ones included (they are left out of the grid)."""

    def __init__(self, grid: QGridLayout, rows: Callable[[], Sequence[Row]]) -> None:
        self.grid = grid
        self._rows = rows
        self._plan: tuple[tuple[int, ...], ...] | None = None
        self._pairs: list[QHBoxLayout] = []
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        grid.setVerticalSpacing(ROW_GAP)

    @staticmethod
    def _mode(line: tuple[Row, ...], width: int, half: int, spacing: int) -> int:
        """How a grid row holds its form row(s): side by side, a label beside its input, a long
        label wrapped beside a small input, or above it."""
        label, widget = line[0]
        if len(line) == 2 or label is None:
            return PAIR
        if _one_line(label) <= half and _one_line(label) + spacing + _input_width(widget) <= width:
            return BESIDE
        return WRAPPED if _input_width(widget) <= half else ABOVE

    def arrange(self, width: int, force: bool = False) -> None:
        """The rows shown put in the grid for a form ``width`` wide (nothing moves when the plan
        is the one in place)."""
        spacing = max(0, self.grid.horizontalSpacing())
        half = (width - spacing) // 2
        shown = [(label, widget) for label, widget in self._rows() if not widget.isHidden()]
        plan: list[tuple[Row, ...]] = []  # each grid row: one row of the form, or two side by side
        index = 0
        while index < len(shown):
            label, widget = shown[index]
            nxt = shown[index + 1] if index + 1 < len(shown) else None
            if label is not None and nxt is not None and nxt[0] is not None and _one_line(label) + _input_width(
                    widget) + _one_line(nxt[0]) + _input_width(nxt[1]) + 3 * spacing <= width:
                plan.append(((label, widget), nxt))
                index += 2
            else:
                plan.append(((label, widget),))
                index += 1
        key = tuple((*(id(part) for row in line for part in row), self._mode(line, width, half, spacing))
                    for line in plan)
        if key == self._plan and not force:
            return
        self._plan = key
        for box in self._pairs:  # the rows of two laid out before: emptied, then dropped
            while box.count():
                box.takeAt(0)
        while self.grid.count():
            self.grid.takeAt(0)
        self._pairs = []
        row = 0
        for line in plan:
            if len(line) == 2:  # two inputs side by side, each label beside its own
                box = QHBoxLayout()
                for label, widget in line:
                    if label is not None:
                        box.addWidget(label)
                    box.addWidget(widget, 1)
                self._pairs.append(box)
                self.grid.addLayout(box, row, 0, 1, COLUMNS)
                row += 1
                continue
            label, widget = line[0]
            mode = self._mode(line, width, half, spacing)
            if label is None:  # a note, the "More" toggle: the whole width
                self.grid.addWidget(widget, row, 0, 1, COLUMNS)
            elif mode == BESIDE:  # beside it, the input the rest of the row
                self.grid.addWidget(label, row, 0)
                self.grid.addWidget(widget, row, 1, 1, COLUMNS - 1)
            elif mode == WRAPPED:  # a long label wrapped beside a small input
                self.grid.addWidget(label, row, 0, 1, COLUMNS - 1)
                self.grid.addWidget(widget, row, COLUMNS - 1)
            else:  # a long label above a wide input
                self.grid.addWidget(label, row, 0, 1, COLUMNS)
                row += 1
                self.grid.addWidget(widget, row, 0, 1, COLUMNS)
            row += 1
