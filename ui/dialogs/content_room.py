"""Room for a dialog's words: a dialog sized to what its labels, hints and fields need to read whole
(a Russian encounter hint, a Spanish "Quién combate (Espacio marca, Ctrl+A marca a todos):"), never
narrower than its usual size nor wider than the screen it opens on (a 1366×768 laptop included).

A dialog whose minimum width is set (its title's room, see :mod:`ui.dialogs.title_room`) no longer
takes its layout's minimum from Qt, so a fixed ``resize`` would cut the words of a longer language."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

#: the room kept between the dialog and the screen's edges (its frame and a margin)
SCREEN_MARGIN = 48


def screen_width(widget: QWidget) -> int:
    """The width of the screen ``widget`` opens on (its parent's screen), or of the primary screen."""
    screen = (widget.parentWidget() or widget).screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().width() if screen is not None else 1366


def one_line_width(widget: QWidget) -> int:
    """The width ``widget``'s layout needs with each word-wrapped label on one line."""
    layout = widget.layout()
    if layout is None:
        return widget.sizeHint().width()
    need = layout.sizeHint().width()
    margins = layout.contentsMargins()
    for label in widget.findChildren(QLabel):
        if label.wordWrap() and not label.isHidden() and label.text():
            text = label.fontMetrics().horizontalAdvance(label.text()) + 2 * label.margin() + 2
            need = max(need, text + margins.left() + margins.right())
    return need


def fit_content(widget: QWidget, width: int, height: int) -> None:
    """Give ``widget`` at least ``width`` × ``height``, wider where its words need it, within the screen."""
    widget.ensurePolished()  # the theme's type, which measures the words
    room = screen_width(widget) - SCREEN_MARGIN
    need = min(room, max(width, one_line_width(widget)))
    widget.setMinimumWidth(max(widget.minimumWidth(), min(need, max(room, widget.minimumWidth()))))
    widget.resize(max(need, widget.minimumWidth()), max(height, widget.sizeHint().height()))
