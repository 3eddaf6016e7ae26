"""A letter several buttons of the share dialog share goes from one to the next, top to bottom.

Each player's row has its "Give a phone link" (or "New link", "Revoke", "Copy"): with three
players, three buttons underline the same letter.  Qt sends such a letter to one of them in an
order of its own (the order the buttons' shortcuts were made in, from a count of its own, not from
where the focus is): a Spanish GM who had just given Ana her link, the focus on her Copy, pressed
Alt+M and reached Mia, the last player, before Ben.  :class:`LetterCycle` takes such a letter
itself, the translation's own one and the README's English one alike (:mod:`ui.dialogs.share_keys`):
the focus goes to the first of those buttons after the focus, in the order they are seen in (top
to bottom, then left to right; the players' list one block at its place, so that from a field
beside it the letter goes to its first player, and its rows counted as if it were not scrolled),
and back to the first one after the last.  Space then presses it.  A player's button goes the same
way when it is the only one left: with one player still without a link, Alt+G once gave it at once
and put the focus on its Copy, so the Space the GM pressed next, as for any other player, copied
it.  A letter of one of the dialog's own buttons (Start sharing, Close) is left to Qt (the button
pressed at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QWidget

from ui.latin_keys import letter

if TYPE_CHECKING:
    from ui.dialogs.share_keys import EnglishKeys

#: a button's property: a player's "Give a phone link" of one never given a link (not revoked)
FRESH = "freshPlayer"
#: the highest key code that is a character (Qt's other keys, F1, Home…, are above it)
_LAST_CHARACTER = 0x10FFFF


def seen_at(widget: QWidget, dialog: QWidget) -> tuple[tuple[int, int], ...]:
    """Where ``widget`` is seen in ``dialog``: (top, left) in it, and for a widget of a scrolled
    list the list's place then its own in the list, unscrolled (the list is one block: from a button
    beside it, the next is the list's first)."""
    places: list[tuple[int, int]] = []
    inner = widget
    parent = widget.parentWidget()
    while parent is not None and parent is not dialog:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(inner):
            point = inner.mapTo(parent.viewport(), QPoint(0, 0))
            point += QPoint(parent.horizontalScrollBar().value(), parent.verticalScrollBar().value())
            places.insert(0, (point.y(), point.x()))
            inner = parent
        parent = parent.parentWidget()
    point = inner.mapTo(dialog, QPoint(0, 0))
    places.insert(0, (point.y(), point.x()))
    return tuple(places)


def in_list(widget: QWidget, dialog: QWidget) -> bool:
    """Whether ``widget`` is in a scrolled list of ``dialog`` (a player's row of the players' list)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not dialog:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def after(buttons: list[QAbstractButton], focus: QWidget | None, dialog: QWidget) -> QAbstractButton:
    """The first of ``buttons`` (not empty) seen after ``focus``, else the first of all.  From
    outside the players' list, a player's button marked :data:`FRESH` comes first: Alt+G goes to a
    new player's "Give a phone link" before one whose link the GM revoked (he stays revoked until
    the GM goes on to him)."""
    ordered = sorted(buttons, key=lambda b: seen_at(b, dialog))
    if focus is None or not in_list(focus, dialog):
        fresh = [b for b in ordered if b.property(FRESH) is True and in_list(b, dialog)]
        if fresh and (focus is None or focus not in fresh):
            return fresh[0]
    if focus is None or not (focus is dialog or dialog.isAncestorOf(focus)):
        return ordered[0]
    here = seen_at(focus, dialog)
    return next((b for b in ordered if b is not focus and seen_at(b, dialog) > here), ordered[0])


def typed_letter(event: QKeyEvent) -> str | None:
    """The letter of Alt and a letter (any alphabet), None for any other key."""
    if event.modifiers() != Qt.KeyboardModifier.AltModifier:
        return None
    key = event.key()
    if not (0x20 < key <= _LAST_CHARACTER):
        return None
    char = chr(key)
    return char.casefold() if char.isalpha() else None


class LetterCycle(QObject):
    """Takes Alt and a letter several shown buttons of ``dialog`` answer: the focus to the next one."""

    def __init__(self, dialog: QWidget, english: EnglishKeys) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._english = english
        if dialog.isVisible():
            self.watch(True)

    def watch(self, on: bool) -> None:
        """Watch the keys (the dialog shown) or stop (hidden): the focus widget, whichever it is,
        gets a key first, so the keys are watched at the top, the application's."""
        app = QApplication.instance()
        if app is None:
            return
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def buttons(self, typed: str) -> list[QAbstractButton]:
        """The buttons shown and enabled that Alt+``typed`` reaches: by their underlined letter, or
        by their English one where the dialog gives it."""
        found = [b for b in self._dialog.findChildren(QAbstractButton)
                 if b.isVisible() and b.isEnabled() and letter(b.text()) == typed]
        if typed in self._english.keys:
            found += [b for b in self._english.buttons(typed) if b not in found]
        return found

    def _shared(self, watched: QObject, event: QEvent) -> list[QAbstractButton]:
        """The buttons the key ``event`` reaches when it is Alt and a letter two or more share."""
        if not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget):
            return []
        if not (watched is self._dialog or self._dialog.isAncestorOf(watched)):
            return []
        typed = typed_letter(event)
        if typed is None:
            return []
        found = self.buttons(typed)
        return found if len(found) > 1 or (found and all(in_list(b, self._dialog) for b in found)) else []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            if self._shared(watched, event):
                event.accept()  # not Qt's shortcut: the key comes here as a key press
                return True
        elif kind == QEvent.Type.KeyPress:
            found = self._shared(watched, event)
            if found:
                after(found, QApplication.focusWidget(), self._dialog).setFocus(Qt.FocusReason.ShortcutFocusReason)
                self._dialog.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)  # the focus shown
                return True
        return False
