"""The application's style with the title bars' standard icons kept.

Qt's Fusion style builds a standard icon from its image files each time it is asked for one
(``QIcon::addFile``, which probes the files' formats), and the style asks for two of them at every
paint of a dock's title bar, only to measure where the float and close buttons go.  A swarm round
repainted the swarm dock whole, title included: 3 % of the round's instructions went to reading the
same two icons again.  :class:`KeptIcons` wraps the style the application has and keeps the icons
of title bars by kind and direction; every other question goes to the style as before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

SP = QStyle.StandardPixmap
#: the icons a title bar asks for (a dock's and a floating window's)
KEPT = frozenset(
    {
        SP.SP_TitleBarCloseButton,
        SP.SP_TitleBarNormalButton,
        SP.SP_TitleBarMaxButton,
        SP.SP_TitleBarMinButton,
        SP.SP_DockWidgetCloseButton,
    }
)


class KeptIcons(QProxyStyle):
    def __init__(self, base: str) -> None:
        super().__init__(base)  # a new instance of the style named (the application deletes the one it replaces)
        self._icons: dict[tuple[SP, Qt.LayoutDirection], QIcon] = {}

    def standardIcon(  # noqa: N802 (Qt's name)
        self, which: SP, option: QStyleOption | None = None, widget: QWidget | None = None
    ) -> QIcon:
        if which not in KEPT:
            return super().standardIcon(which, option, widget)
        if option is not None:
            direction = option.direction
        else:
            direction = widget.layoutDirection() if widget is not None else QApplication.layoutDirection()
        key = (which, direction)
        icon = self._icons.get(key)
        if icon is None:
            icon = self._icons[key] = super().standardIcon(which, option, widget)
        return icon


def keep_icons(app: QApplication) -> None:
    """Wrap the application's style once (before its windows are made: a new style polishes every
    widget again)."""
    if app.property("deadwatchKeptIcons"):
        return  # (a style sheet's style stands in front of it: ``app.style()`` is not it)
    app.setStyle(KeptIcons(app.style().name()))
    app.setProperty("deadwatchKeptIcons", True)
