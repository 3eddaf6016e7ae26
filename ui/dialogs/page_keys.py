"""Ctrl+Tab and Ctrl+Shift+Tab through a dialog's pages from anywhere in it, the focus landing on
the page's first field with its value selected, so the digit typed next replaces it (a sheet's
skills start at 0: a 3 typed there is 3, not 30 or refused)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QTabWidget, QWidget


def first_field(page: QWidget) -> QWidget | None:
    """The first widget of ``page`` in the focus chain that Tab would reach."""
    widget = page.nextInFocusChain()
    for _ in range(2000):  # the chain is a ring: once round at most
        if widget is None or widget is page:
            return None
        if (
            page.isAncestorOf(widget)
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.isEnabled()
            and widget.isVisibleTo(page)
        ):
            return widget
        widget = widget.nextInFocusChain()
    return None


def focus_page(tabs: QTabWidget) -> None:
    """The focus on the current page's first field, its value selected."""
    page = tabs.currentWidget()
    field = first_field(page) if page is not None else None
    if field is None:
        return
    parent = field.parentWidget()
    owner = parent if isinstance(parent, QAbstractSpinBox) else field
    owner.setFocus(Qt.FocusReason.TabFocusReason)
    if isinstance(owner, (QAbstractSpinBox, QLineEdit)):
        owner.selectAll()


class PageKeys:
    """Ctrl+Tab (next page) and Ctrl+Shift+Tab (previous) in ``dialog`` for ``tabs``, wherever
    the focus is in the dialog; a page shown by them gives its first field the focus."""

    def __init__(self, dialog: QWidget, tabs: QTabWidget) -> None:
        self.tabs = tabs
        self.shortcuts: list[QShortcut] = []
        for sequence, step in (("Ctrl+Tab", 1), ("Ctrl+Shift+Tab", -1), ("Ctrl+Backtab", -1)):
            shortcut = QShortcut(QKeySequence(sequence), dialog)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda step=step: self.turn(step))
            self.shortcuts.append(shortcut)

    def turn(self, step: int) -> None:
        count = self.tabs.count()
        if count:
            self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % count)
            focus_page(self.tabs)
