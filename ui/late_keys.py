"""Keys typed while a dialog closes: handed on to the window it came back to.

A GM types Enter in the damage form and V at once (a hit, then "the players see him"). The window
system sends V to the form, which still has the keyboard while it applies the damage; Qt reads V
after it has closed the form, whose window it has taken down meanwhile: on X11 the key was lost
about one time in two.  :func:`hand_on`, called as a dialog closes, first takes in every key the
window system already holds for it and hands each to the widget the focus returns to: the
window's key (a shortcut of the fight list, an action of the window) as if typed there, else the
key itself to that widget.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget


class LateKeys(QObject):
    """Watches one closing dialog's window: its keys go to ``home``'s window."""

    def __init__(self, dialog: QDialog, home: QWidget) -> None:
        super().__init__(dialog)
        self.home = home

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(event, QKeyEvent):
            return False
        if kind == QEvent.Type.ShortcutOverride:  # none of the closing dialog's own shortcuts: the key
            event.accept()                        # comes as a key press, handed on below
            return True
        hand_key(self.home.window(), event)
        return True


def hand_on(dialog: QDialog) -> None:
    """Call as ``dialog`` closes (its ``done``, before the dialog's own): the keys the window system
    holds for it (typed with the Enter that closes it) reach the window it came from."""
    handle = dialog.windowHandle()
    home = dialog.parentWidget()
    if handle is None or home is None or not dialog.isVisible():
        return
    late = LateKeys(dialog, home)
    handle.installEventFilter(late)
    try:
        QGuiApplication.sync()  # every key already typed, read and handed on before the window goes
    finally:
        handle.removeEventFilter(late)
        late.deleteLater()


def hand_key(window: QWidget, event: QKeyEvent) -> None:
    """``event`` as if typed in ``window``: the shortcut it is there, or the key to its focus."""
    target = window.focusWidget() or window
    typed = QKeySequence(event.keyCombination())
    for run in _shortcuts(window, target, typed):
        run()
        return
    QApplication.sendEvent(target, QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                                             event.isAutoRepeat(), event.count()))


def _shortcuts(window: QWidget, target: QWidget, typed: QKeySequence) -> list[Callable[[], object]]:
    """What ``typed`` triggers in ``window`` with the focus on ``target``: the nearest first."""
    found: list[tuple[int, Callable[[], object]]] = []
    for action in window.findChildren(QAction):
        if not action.isEnabled() or typed not in action.shortcuts():
            continue
        near = _nearness(action.shortcutContext(), _widgets_of(action), window, target)
        if near is not None:
            found.append((near, action.trigger))
    for shortcut in window.findChildren(QShortcut):
        if not shortcut.isEnabled() or typed not in shortcut.keys():
            continue
        parent = shortcut.parent()
        widgets = [parent] if isinstance(parent, QWidget) else []
        near = _nearness(shortcut.context(), widgets, window, target)
        if near is not None:
            found.append((near, shortcut.activated.emit))
    found.sort(key=lambda item: item[0])
    return [run for _near, run in found]


def _widgets_of(action: QAction) -> list[QWidget]:
    """The widgets an action's shortcut lives in (a menu's action: where its menu is)."""
    out: list[QWidget] = []
    for owner in action.associatedObjects():
        if isinstance(owner, QMenu):
            out += _widgets_of(owner.menuAction())
        elif isinstance(owner, QWidget):
            out.append(owner)
    return out


def _nearness(context: Qt.ShortcutContext, widgets: list[QWidget], window: QWidget, target: QWidget) -> int | None:
    """None when the shortcut does not apply with the focus on ``target``; else how far it is from
    the focus (0: on the focus widget itself), the nearest one winning as Qt's own would."""
    if context == Qt.ShortcutContext.ApplicationShortcut:
        return 1000
    best = None
    for widget in widgets:
        if widget.window() is not window or not widget.isVisible():
            continue
        if context == Qt.ShortcutContext.WidgetShortcut:
            near = 0 if widget is target else None
        elif context == Qt.ShortcutContext.WidgetWithChildrenShortcut:
            near = _depth(target, widget)
        else:  # the window's
            near = 500
        if near is not None and (best is None or near < best):
            best = near
    return best


def _depth(child: QWidget, ancestor: QWidget) -> int | None:
    """How many steps up from ``child`` ``ancestor`` is (None: not one of its ancestors)."""
    steps = 0
    node: QWidget | None = child
    while node is not None:
        if node is ancestor:
            return steps
        if node.isWindow():
            return None
        node = node.parentWidget()
        steps += 1
    return None
