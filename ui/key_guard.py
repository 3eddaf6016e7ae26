"""The window's focus rules, for a GM at the keyboard.

* A single-key shortcut (a letter, a digit, + or −, with or without Shift) never fires while the
  focus is where keys are typed (a text field, a spin box, a list box or an open popup): there the
  key is typed, so "Shambler" typed into a list neither blacks out the players' screen (B) nor
  passes the turn (N).  The threat's + and − (:func:`sign_for_window`) are the exception: they act
  anywhere but in a field that types them (a text field such as the typed dice, an editable list, a
  number that may go below zero such as a modifier); in a list box, or in a count that never goes
  below zero, − was lost (the dice dock's Kind of roll took it and did nothing).
* When the widget with the focus goes away (a button hidden after its click, a form rebuilt),
  the focus goes back to the fight list, not to whatever field Qt would pick next (the roster's
  filter, where N, F and R would be typed as text).
* :func:`to_fight` puts the focus on the fight list (Esc, and after an action is done).
* :func:`to_work` puts it where a campaign's first key is meant as it opens: the fight list during
  a fight, else the roster's list (Qt gave it to the first widget it found: a dock's tab bar).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QDoubleSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTextEdit,
    QWidget,
)

from ui import keymap
from ui.field_keys import WindowKeysInFields
from ui.undo_keys import UndoKeysInFields

TYPING = (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox, QComboBox)
#: a widget's property: keys are typed there too (a list where a typed name finds a row)
TYPED_HERE = "keysTypedHere"
#: a number field's property: the key guard lets the threat's signs it does not type pass it by
SIGNS_WATCHED = "signsWatched"
#: a field's property: + and − are its own keys (the swarm's count of dead steps by them)
SIGNS_OWN = "signsOwn"
CHORDS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier


def typed_key(event: QKeyEvent) -> bool:
    """A key that types a character (no Ctrl, Alt or Meta)."""
    if event.modifiers() & CHORDS:
        return False
    text = event.text()
    return bool(text) and text.isprintable()


def types_here(widget: QWidget | None) -> bool:
    """Whether keys pressed in ``widget`` are typed into it."""
    if QApplication.activePopupWidget() is not None:
        return True
    if widget is not None and widget.property(TYPED_HERE) is True:
        return widget.isEnabled()
    return isinstance(widget, TYPING) and widget.isEnabled()


def types_sign(widget: QWidget, sign: str) -> bool:
    """Whether ``widget`` (one where keys are typed) takes the sign ``sign`` (+, −) as its own: a
    text field, an editable list, a number that may go below zero (a modifier), a list box with a
    row starting with it. A number that never goes below zero neither types it nor steps by it."""
    if isinstance(widget, QComboBox) and not widget.isEditable():
        return any(widget.itemText(row).startswith(sign) for row in range(widget.count()))
    if isinstance(widget, QSpinBox | QDoubleSpinBox):
        return widget.minimum() < 0
    return True


def sign_for_window(widget: QWidget | None, event: QKeyEvent) -> bool:
    """Whether ``event`` is the threat's + or − pressed in a field that does not type it (see
    :func:`types_sign`): there it is the window's key, as anywhere else."""
    if (widget is None or QApplication.activePopupWidget() is not None or widget.property(TYPED_HERE) is True
            or widget.property(SIGNS_OWN) is True):
        return False
    if not (keymap.pressed(event, "threat.up") or keymap.pressed(event, "threat.down")):
        return False
    return isinstance(widget, TYPING) and not types_sign(widget, event.text())


def typed_into(widget: QWidget | None, event: QKeyEvent) -> bool:
    """Whether ``event`` types a character into ``widget`` (not a window key there)."""
    return typed_key(event) and types_here(widget) and not sign_for_window(widget, event)


def fight_dock(window: QWidget) -> QDockWidget | None:
    """The fight's dock of the main window ``window`` (None in any other window)."""
    dock = getattr(window, "docks", {}).get("initiativeDock")
    return dock if isinstance(dock, QDockWidget) else None


def fight_list(window: QWidget) -> QWidget | None:
    return getattr(fight_dock(window), "tree", None)


def to_fight(widget: QWidget | None) -> None:
    """Put the focus on the fight list of ``widget``'s window (brought forward if behind a tab)."""
    if widget is None:
        return
    window = widget.window()
    tree = fight_list(window)
    if tree is None:
        return
    dock = fight_dock(window)
    if dock is not None and not dock.isVisible():
        dock.show()
    if dock is not None:
        dock.raise_()
    tree.setFocus(Qt.FocusReason.ShortcutFocusReason)


def in_dock(widget: QWidget) -> bool:
    """Whether ``widget`` is inside a dock's contents (not a tab bar of docks, not a title bar)."""
    parent: QWidget | None = widget
    while parent is not None:
        if isinstance(parent, QDockWidget):
            contents = parent.widget()
            return contents is not None and (widget is contents or contents.isAncestorOf(widget))
        parent = parent.parentWidget()
    return False


def to_work(window: QWidget) -> None:
    """A campaign opened in ``window``: the focus on the fight list if a fight runs, else on the
    roster's list, unless the GM has it in a dock already (a campaign opened from the menu)."""
    focus = window.focusWidget()
    if focus is not None and focus.isEnabled() and in_dock(focus):
        return
    dock = fight_dock(window)
    if dock is not None and getattr(dock, "encounter", None) is not None:
        to_fight(window)
        return
    roster = getattr(getattr(window, "docks", {}).get("charactersDock"), "tree", None)
    if isinstance(roster, QWidget):
        roster.setFocus(Qt.FocusReason.OtherFocusReason)


class KeyGuard(QObject):
    """Installed once per main window (see the module's rules)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        # a key the focus widget does not take goes up to its window (the main window, or a floating
        # dock): watched there, not on every event of the application
        window.installEventFilter(self)
        app.focusChanged.connect(self._focus_changed)
        self.undo_keys = UndoKeysInFields(window)  # Ctrl+Z from a spin box is the window's Undo
        self.window_keys = WindowKeysInFields(window)  # Ctrl+E from a text field is the window's Export

    def watch(self, widget: QWidget) -> None:
        """Watch a dock too (floating, it is a window of its own)."""
        widget.installEventFilter(self)

    def _mine(self, widget: QObject | None) -> bool:
        return isinstance(widget, QWidget) and widget.window() is self.window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        assert isinstance(event, QKeyEvent)
        if watched is not self.window and watched.property(SIGNS_WATCHED) is True:
            if watched is QApplication.focusWidget() and sign_for_window(watched, event):
                event.ignore()  # the number field would take the sign and do nothing with it: it
                return True     # goes on up (the window's Threat up or down, the swarm's dead)
            return False
        if kind == QEvent.Type.ShortcutOverride:
            if typed_into(QApplication.focusWidget(), event):
                event.accept()  # typed into the field, not a window shortcut
                return True
        return False

    def _watch_signs(self, widget: QWidget | None) -> None:
        """A number field takes every printable key's shortcut for itself (Qt's line edit in it):
        watched, the threat's signs it does not type pass it by."""
        if (isinstance(widget, QSpinBox | QDoubleSpinBox) and widget.property(SIGNS_WATCHED) is not True
                and self._mine(widget)):
            widget.setProperty(SIGNS_WATCHED, True)
            widget.installEventFilter(self)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        self.undo_keys.watch(new)
        self.window_keys.watch(new)
        self._watch_signs(new)
        if old is None or not self._mine(old) or not self.window.isVisible():
            return
        try:
            gone = not old.isVisible() or not old.isEnabled()
        except RuntimeError:  # being destroyed
            gone = True
        tree = fight_list(self.window)
        if not gone or tree is None or new is tree:
            return
        if new is not None and not self._mine(new):
            return  # a dialog or another window took it
        try:
            row = old.parentWidget()
        except RuntimeError:
            row = None
        sibling = isinstance(new, QPushButton) and row is not None and new.parentWidget() is row
        if not sibling:  # not the next button of the same row (the next damage offer)
            QTimer.singleShot(0, lambda: self._back(new))

    def _back(self, fallen: QWidget | None) -> None:
        """Where Qt moved the focus by itself, unless the panel put it somewhere since: back to the
        fight list."""
        focus = QApplication.focusWidget()
        if QApplication.activeWindow() is self.window and focus is fallen:
            to_fight(self.window)
