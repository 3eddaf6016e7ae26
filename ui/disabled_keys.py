"""A key that cannot act says why.

Qt drops the key of a disabled action without a word: Ctrl+Alt+W with no swarm round to roll, R
in a mode of declared phases, did nothing and said nothing.  :class:`DisabledKeys` watches the keys
that reach the window's widgets unused; one that is the key of a disabled action of the window
puts the reason in the status bar: the action's own (``why_not(action, text)``, set where the dock
disables it) or "Roll the swarm round: not now."  A key typed into a text field is typing, not a
shortcut, and is left alone (see :mod:`ui.key_guard`); an Alt+letter that nothing took is no
typing either: it types nothing (in the sheet it typed its letter over the character's name), in
the main window and in its dialogs alike.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from ui.key_guard import typed_into, types_here

WHY_NOT = "whyNot"


def why_not(action: QAction, reason: str) -> None:
    """The words the status bar says when the key of ``action`` is pressed while it is disabled
    (already translated; "" for the plain "not now")."""
    action.setProperty(WHY_NOT, reason)


def plain(text: str) -> str:
    """A menu text without its mnemonic ("F&ight" → "Fight") or the key the menu shows after a tab."""
    return text.split("\t", 1)[0].replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def pressed_as(event: QKeyEvent) -> list[QKeyCombination]:
    """The key pressed as a shortcut may name it: as it came, and for a sign typed with Shift or on
    the keypad ("+" is Shift+= on most keyboards, or the keypad's +) without those modifiers, as Qt
    matches an enabled shortcut."""
    combination = event.keyCombination()
    key = combination.key()
    found = [combination]
    loose = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
    modifiers = combination.keyboardModifiers()
    if modifiers & loose and not Qt.Key.Key_A <= key <= Qt.Key.Key_Z and key < Qt.Key.Key_Escape:
        found.append(QKeyCombination(modifiers & ~loose, key))
    return found


def alt_letter_unclaimed(event: QKeyEvent) -> bool:
    """Alt and a letter alone, which reached the focus unused (no shortcut, menu or underlined letter
    took it): a field would type the letter (an AltGr sign is no letter and still types)."""
    key = event.key()
    return (event.modifiers() == Qt.KeyboardModifier.AltModifier and Qt.Key.Key_A <= key <= Qt.Key.Key_Z
            and event.text().lower() == chr(key).lower())


class DisabledKeys(QObject):
    """Says in ``window``'s status bar why the key of a disabled action did nothing."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        # it watches the widget with the focus only (the keys reach it first), not every event of
        # the application: ten thousand events cross into Python at start for nothing otherwise
        self._watched: QWidget | None = None
        #: the disabled action whose reason the status bar says now, and those words
        self._said: tuple[QAction, str] | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
            self._focus_changed(None, QApplication.focusWidget())

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self._watched is not None:
            try:
                self._watched.removeEventFilter(self)
            except RuntimeError:  # (gone already: Qt dropped the filter with it)
                pass
        self._watched = new
        if new is not None:
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent) or event.isAutoRepeat():
            return False
        focus = QApplication.focusWidget()
        if focus is None or watched is not focus:
            return False
        if alt_letter_unclaimed(event) and types_here(focus):
            event.accept()  # Alt+X that no key of the window took does not type an "x" over a name
            return True
        if focus.window() is not self.window:
            return False  # once, at the widget with the focus, in this window
        if typed_into(focus, event):
            return False  # a letter typed into a field: no key of the window (searched for nothing)
        action = self.disabled_action(event)
        if action is not None:
            self.say(action)
        return False

    def disabled_action(self, event: QKeyEvent) -> QAction | None:
        pressed = [QKeySequence(combination) for combination in pressed_as(event)]
        if not pressed or pressed[0].isEmpty():
            return None
        for action in self.window.findChildren(QAction):
            if action.isEnabled() or not action.shortcuts():
                continue
            if not action.isVisible() and not action.property(WHY_NOT):
                continue  # (a hidden action is not the campaign's ruleset's: its key is no word of it,
                #          unless it says why itself: "Melee groups: this game fights no melee in groups.")
            exact = QKeySequence.SequenceMatch.ExactMatch
            if any(key.matches(p) == exact for key in action.shortcuts() for p in pressed):
                return action
        return None

    def say(self, action: QAction) -> None:
        reason = action.property(WHY_NOT)
        if not isinstance(reason, str) or not reason:
            reason = QCoreApplication.translate("DisabledKeys", "{action}: not now.").format(
                action=plain(action.text())
            )
        self.window.statusBar().setStyleSheet("")
        self.window.statusBar().showMessage(reason, 10000)
        # the words go once the key works again (the meter turned on): no longer true
        self._forget_said()
        self._said = (action, reason)
        action.changed.connect(self._said_changed)

    def _forget_said(self) -> None:
        said, self._said = self._said, None
        if said is not None:
            try:
                said[0].changed.disconnect(self._said_changed)
            except (RuntimeError, TypeError):  # (gone already)
                pass

    def _said_changed(self) -> None:
        """The action whose refusal the status bar says changed: enabled now, the words go."""
        said = self._said
        if said is None or not said[0].isEnabled():
            return
        bar = self.window.statusBar()
        if bar.currentMessage() == said[1]:
            bar.clearMessage()
        self._forget_said()
