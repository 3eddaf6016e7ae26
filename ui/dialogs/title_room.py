"""Room for a dialog's title: a dialog is at least as wide as its title bar needs to show the title
whole beside the window's icon and its buttons (a window manager cuts a title that does not fit:
"Какому иг…" on a 200 px question)."""

from __future__ import annotations

import math

from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QApplication, QStyle, QWidget

#: the icon and the three buttons (minimize, maximize, close) of a title bar, in button widths
BUTTONS = 4
#: a title bar's button, at least: most window managers draw them this wide, or wider for larger type
BUTTON_PX = 28
#: a title bar's own font runs larger or bolder than the dialog's: its title is measured this much wider
TITLE_SCALE = 1.15


def shown_title(widget: QWidget) -> str:
    """The title as the title bar shows it: Qt adds the application's name to a window's own title
    ("Какому игроку? — Deadwatch"), unless the title names it already."""
    title, name = widget.windowTitle(), QGuiApplication.applicationDisplayName()
    return f"{title} — {name}" if name and name not in title else title


def title_width(widget: QWidget, app_name: bool = False, title: str | None = None) -> int:
    """How wide ``widget``'s title bar must be for its title (``title``: this one instead), its icon
    and its buttons."""
    font = QFont(QApplication.font(widget))  # the window system's title font follows the application's
    font.setBold(True)
    metrics = QFontMetrics(font)
    button = max(BUTTON_PX, widget.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight),
                 math.ceil(metrics.height() * 1.6))
    if title is None:
        title = shown_title(widget) if app_name else widget.windowTitle()
    return math.ceil(metrics.horizontalAdvance(title) * TITLE_SCALE) + BUTTONS * button + 2 * metrics.height()


def title_fits(widget: QWidget, title: str) -> bool:
    """Whether ``widget``'s title bar, as wide as the widget, shows ``title`` whole."""
    return title_width(widget, title=title) <= widget.width()


def fit_title(widget: QWidget, app_name: bool = False) -> None:
    """``widget`` at least as wide as its title needs (call again when its title changes); with
    ``app_name``, its title and the application's name the title bar adds (a short question's title)."""
    widget.setMinimumWidth(max(widget.minimumWidth(), title_width(widget, app_name)))
