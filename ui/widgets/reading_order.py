"""A panel's Tab order as it reads: top to bottom, and left to right along a row.

The order is the panel's layouts walked as they place their widgets: a box layout in its order, a
grid row by row and each row by column, a form row by row (its label's side first).  A widget that
takes Tab is a stop (its own inner parts, a spin box's field or a button's label, are not); one that
does not (a group box, a plain container) is walked through its own layout.  Fields a panel makes
later (a Leadership die for each fighter, the picks of a lost round) take their place once the
order is set again."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGridLayout, QLayout, QLayoutItem, QWidget


def takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)


def _place(layout: QLayout, index: int) -> tuple[int, int]:
    """Where the item ``index`` of ``layout`` stands: its (row, column) in a grid, (row, side) in a
    form, its index in any other layout."""
    if isinstance(layout, QGridLayout):
        row, column, _rows, _columns = cast("tuple[int, int, int, int]", layout.getItemPosition(index))
        return row, column
    if isinstance(layout, QFormLayout):
        row, role = cast("tuple[int, QFormLayout.ItemRole]", layout.getItemPosition(index))
        return row, int(role.value)
    return index, 0


def _items(layout: QLayout) -> list[QLayoutItem]:
    found = [(_place(layout, i), layout.itemAt(i)) for i in range(layout.count())]
    return [item for _place_of, item in sorted(found, key=lambda pair: pair[0]) if item is not None]


def _walk(layout: QLayout, out: list[QWidget]) -> None:
    for item in _items(layout):
        widget = item.widget()
        if widget is not None:
            stops(widget, out)
            continue
        inner = item.layout()
        if inner is not None:
            _walk(inner, out)


def stops(widget: QWidget, out: list[QWidget] | None = None) -> list[QWidget]:
    """The widgets that take Tab in ``widget`` (itself, if it does), in the order they read."""
    found: list[QWidget] = [] if out is None else out
    if takes_tab(widget):
        found.append(widget)
        return found
    layout = widget.layout()
    if layout is not None:
        _walk(layout, found)
    return found


def chain(widgets: list[QWidget]) -> None:
    """Tab goes from each of ``widgets`` to the next."""
    for first, second in zip(widgets, widgets[1:], strict=False):
        QWidget.setTabOrder(first, second)
