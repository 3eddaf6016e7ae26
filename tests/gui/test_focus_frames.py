"""The widget with the focus shows it in every theme: a frame of its own colour around it (around
the box of a check box or a radio button), that its unfocused twin beside it has not (in the dark
theme the heal dialog's fields, the dice dock's and the swarm's showed no sign of the focus, and
the GM pressed Space on the wrong one)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QTableWidget,
    QToolButton,
    QTreeWidget,
    QWidget,
)

from tests.gui.helpers import activate
from ui.themes import THEMES, apply_theme

MAKERS = {
    "line edit": lambda p: QLineEdit(p),
    "spin box": lambda p: QSpinBox(p),
    "double spin box": lambda p: QDoubleSpinBox(p),
    "combo box": lambda p: _combo(p),
    "check box": lambda p: QCheckBox("Use this character's supplies", p),
    "radio button": lambda p: QRadioButton("Small group", p),
    "push button": lambda p: QPushButton("Roll", p),
    "tool button": lambda p: _tool(p),
    "list": lambda p: QListWidget(p),
    "tree": lambda p: QTreeWidget(p),
    "table": lambda p: QTableWidget(2, 2, p),
    "text": lambda p: QPlainTextEdit(p),
}


def _combo(parent: QWidget) -> QComboBox:
    box = QComboBox(parent)
    box.addItems(["First aid (three rounds, one bandage)", "Painkillers"])
    return box


def _tool(parent: QWidget) -> QToolButton:
    button = QToolButton(parent)
    button.setText("Dice ±")
    return button


def _indicator(button: QCheckBox | QRadioButton) -> QRect:
    """The check box's (radio button's) box, as the style lays it out."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = (QStyle.SubElement.SE_CheckBoxIndicator if isinstance(button, QCheckBox)
               else QStyle.SubElement.SE_RadioButtonIndicator)
    return button.style().subElementRect(element, option, button)


def _far(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) >= 120


def framed(focused: QImage, twin: QImage, depth: int = 3) -> float:
    """The least share, over the four edges, of the points along an edge where the focused widget
    differs clearly from its twin within ``depth`` pixels of the edge: a frame changes every edge
    along its whole length (a text cursor or a coloured label does not)."""
    w, h = focused.width(), focused.height()

    def differs(x: int, y: int) -> bool:
        return _far(focused.pixelColor(x, y), twin.pixelColor(x, y))

    top = [any(differs(x, y) for y in range(depth)) for x in range(w)]
    bottom = [any(differs(x, y) for y in range(h - depth, h)) for x in range(w)]
    left = [any(differs(x, y) for x in range(depth)) for y in range(h)]
    right = [any(differs(x, y) for x in range(w - depth, w)) for y in range(h)]
    return min(sum(edge) / len(edge) for edge in (top, bottom, left, right))


@pytest.mark.parametrize("theme", [key for key, _ in THEMES])
@pytest.mark.parametrize("kind", list(MAKERS))
def test_the_focused_widget_has_a_frame_its_twin_has_not(qtbot, theme, kind):
    app = QApplication.instance()
    found = (app.styleSheet(), app.font(), app.palette(), app.property("deadwatchTheme"))  # as the test found it
    apply_theme(app, theme)
    try:
        window = QWidget()
        qtbot.addWidget(window)
        grid = QGridLayout(window)
        one, two = MAKERS[kind](window), MAKERS[kind](window)
        for widget in (one, two):
            tall = kind in ("list", "tree", "table", "text")
            widget.setFixedSize(220, 90 if tall else widget.sizeHint().height() + 6)
        grid.addWidget(one, 0, 0)
        grid.addWidget(two, 0, 1)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        one.setFocus()
        qtbot.waitUntil(one.hasFocus)
        QApplication.processEvents()
        focused, twin = one.grab().toImage(), two.grab().toImage()
        if isinstance(one, (QCheckBox, QRadioButton)):  # the frame goes round the box (its size kept)
            box = _indicator(one)
            focused, twin = focused.copy(box), twin.copy(box)
        depth = 6 if isinstance(one, QRadioButton) else 3  # a round frame leaves the corners of its square
        assert framed(focused, twin, depth) >= 0.8, f"{kind} in the {theme} theme shows no frame when focused"
    finally:  # the application as it was (its "dark" left the GM's 11 pt type to the next tests)
        app.setStyleSheet(found[0])
        app.setFont(found[1])
        app.setPalette(found[2])
        app.setProperty("deadwatchTheme", found[3])
