"""A dialog's buttons keep their English Alt+letter in every language.

A translated button underlines a letter of its own words: the Russian «Добавить как &новые копии»
answers Alt+Н, which a GM whose keyboard is on its Latin layout while playing (most are) cannot
type, though the README, written in English, says Alt+N.  :func:`latin_key` gives such a button
the English letter too, beside its own: both keys press it, as its underlined letter does (the
focus on it, then a click).  Where the translation underlines that same letter (the Spanish
"copias &nuevas"), or another button or field of the dialog already answers it (the Spanish
"&Con los PNJ" takes Alt+C), the button keeps its own key alone: one key never presses two things.
:func:`working_key` is the key a hint names: the English one wherever it works."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar, QWidget

_KEY = "latinKey"  # the QShortcut a button was given, by this object name among the button's children


def letter(text: str) -> str | None:
    """The underlined letter of ``text`` ("Add as &new copies" → "n"); None without one."""
    plain = text.replace("&&", "\0")
    at = plain.find("&")
    return plain[at + 1].casefold() if 0 <= at < len(plain) - 1 else None


def taken(window: QWidget, but: QWidget) -> set[str]:
    """The underlined letters of ``window``'s buttons, checkable group boxes, labels of a field
    and tabs, ``but`` left out."""
    found: list[str | None] = []
    for button in window.findChildren(QAbstractButton):
        if button is not but:
            found.append(letter(button.text()))
            found += [shortcut.objectName()[len(_KEY) + 1:] for shortcut in button.findChildren(QShortcut)
                      if shortcut.objectName().startswith(_KEY)]
    found += [letter(box.title()) for box in window.findChildren(QGroupBox) if box.isCheckable()]
    found += [letter(label.text()) for label in window.findChildren(QLabel) if label.buddy() is not None]
    for bar in window.findChildren(QTabBar):
        found += [letter(bar.tabText(i)) for i in range(bar.count())]
    return {f for f in found if f}


def latin_key(button: QAbstractButton, source: str) -> QKeySequence | None:
    """Give ``button`` (its text the translation of ``source``, the English text with its "&")
    the English Alt+letter too, when its translation underlines another letter and no other
    widget of its window answers that one; the key given, or None."""
    english = letter(source)
    if english is None or not ("a" <= english <= "z") or letter(button.text()) == english:
        return None
    if english in taken(button.window(), button):
        return None
    key = QKeySequence(f"Alt+{english.upper()}")
    shortcut = QShortcut(key, button)
    shortcut.setObjectName(f"{_KEY}:{english}")
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(lambda: _press(button))
    return key


def _press(button: QAbstractButton) -> None:
    """As its underlined letter presses it: the focus on it, then an animated click."""
    if not button.isVisible() or not button.isEnabled():
        return
    if button.focusPolicy() & Qt.FocusPolicy.TabFocus:
        button.setFocus(Qt.FocusReason.ShortcutFocusReason)
    button.animateClick()


def working_key(button: QAbstractButton) -> str:
    """The key a hint names for ``button``, as the GM's keyboard writes it: its English Alt+letter
    where :func:`latin_key` gave it one, else its own underlined letter ("" without one)."""
    for shortcut in button.findChildren(QShortcut):
        if shortcut.objectName().startswith(_KEY):
            return shortcut.key().toString(QKeySequence.SequenceFormat.NativeText)
    return QKeySequence.mnemonic(button.text()).toString(QKeySequence.SequenceFormat.NativeText)

