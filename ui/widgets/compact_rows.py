"""A form's inputs on as few rows as its width allows: each label beside its input, two inputs a row
where both fit in half the width, a long label above its input only where it leaves the input no room.

A roll whose kind says so (``RollKind.compact``: AFMBE's attack) lays its form out this way in the
dice dock: one input a row, each label above a list box, the attack's setup ran past a laptop's
dock, and its odds, the typed dice and Roll lay under the fold.  :class:`CompactRows` is a member of
:class:`ui.widgets.field_form.FieldForm`; it owns the column of row boxes the form's rows are put in
and puts them there again when the form's width or the rows shown change.  (A grid gave a wrapped
label spanning its columns a row as high as its lines in the first column alone: a gap of several
empty lines round it; a box of its own lays each label out at the width it has.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

#: a row of the form: its label (None: the widget takes the whole width, a note or the "More"
#: toggle) and its input
Row = tuple[QLabel | None, QWidget]
PAIR, BESIDE, WRAPPED, ABOVE = range(4)
#: the pixels between two rows: the boxes' own frames keep them apart
ROW_GAP = 2
#: the pixels between a label and its input, and between two inputs side by side
SPACING = 6


def _one_line(label: QLabel) -> int:
    """The width ``label`` takes on one line."""
    margins = label.contentsMargins()
    edges = margins.left() + margins.right() + 2 * label.margin() + 4
    return label.fontMetrics().horizontalAdvance(label.text()) + edges


def _input_width(widget: QWidget) -> int:
    """The width ``widget`` asks for (a list box: a dozen letters; its longer entries wrap in it)."""
    return max(widget.minimumSizeHint().width(), widget.sizeHint().width())


class CompactRows:
    """The column of a compact form's rows.  ``rows()`` gives the form's rows in reading order, the
    hidden ones included (they are left out)."""

    def __init__(self, column: QVBoxLayout, rows: Callable[[], Sequence[Row]]) -> None:
        self.column = column
        self._rows = rows
        self._plan: tuple[tuple[int, ...], ...] | None = None
        self._boxes: list[QBoxLayout] = []
        column.setSpacing(ROW_GAP)

    @staticmethod
    def _mode(line: tuple[Row, ...], width: int, half: int, spacing: int) -> int:
        """How a row of the column holds its form row(s): side by side, a label beside its input, a
        long label wrapped beside a small input, or above it."""
        label, widget = line[0]
        if len(line) == 2 or label is None:
            return PAIR  # side by side, or a widget the row's whole width
        if _one_line(label) <= half and _one_line(label) + spacing + _input_width(widget) <= width:
            return BESIDE
        return WRAPPED if _input_width(widget) <= half else ABOVE

    def arrange(self, width: int, force: bool = False) -> None:
        """The rows shown put in the column for a form ``width`` wide (nothing moves when the plan
        is the one in place)."""
        spacing = SPACING
        half = (width - spacing) // 2
        shown = [(label, widget) for label, widget in self._rows() if not widget.isHidden()]
        plan: list[tuple[Row, ...]] = []  # each row of the column: one row of the form, or two side by side
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
        modes = [self._mode(line, width, half, spacing) for line in plan]
        # the labels beside their inputs one a row line up: as wide as the widest of them
        beside = max((_one_line(line[0][0]) for line, mode in zip(plan, modes, strict=True)
                      if mode == BESIDE and line[0][0] is not None), default=0)
        key = tuple((*(id(part) for row in line for part in row), mode) for line, mode in zip(plan, modes, strict=True))
        if key == self._plan and not force:
            return
        self._plan = key
        for old in self._boxes:  # the rows laid out before: emptied, then dropped
            while old.count():
                old.takeAt(0)
        while self.column.count():
            self.column.takeAt(0)
        self._boxes = []
        for line, mode in zip(plan, modes, strict=True):
            box: QBoxLayout = QVBoxLayout() if mode == ABOVE else QHBoxLayout()
            box.setSpacing(spacing if mode != ABOVE else ROW_GAP)
            for label, widget in line:
                if label is not None:
                    label.setMinimumWidth(beside if mode == BESIDE else 0)
                    box.addWidget(label, 1 if mode == WRAPPED else 0)
                box.addWidget(widget, 0 if mode == WRAPPED else 1)
            self._boxes.append(box)
            self.column.addLayout(box)
        self.column.addStretch(1)  # room the form is given beyond its rows goes under them
