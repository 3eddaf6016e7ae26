"""The underlined letters (Alt+letter) of one window: its buttons, check boxes, group boxes, labels
that lead to a field, tabs and, for the main window, the menu bar's titles; and those two of them
share (Qt then only moves the focus between them: Alt+letter presses neither); and whether a
letter's underline is seen at all."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMainWindow, QTabBar, QWidget


def mnemonic(text: str) -> str | None:
    """The underlined letter of a text ("F&ight" → "i"), None without one."""
    plain = text.replace("&&", "\0")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


def letters(window: QWidget) -> list[tuple[str, str]]:
    """(letter, text) for every widget of ``window`` shown with an underlined letter."""
    found: list[tuple[str, str]] = []

    def add(widget: QWidget, text: str) -> None:
        letter = mnemonic(text)
        if letter is not None and (widget is window or widget.isVisibleTo(window)):
            found.append((letter, text))

    for button in window.findChildren(QAbstractButton):
        add(button, button.text())
    for box in window.findChildren(QGroupBox):
        if box.isCheckable():
            add(box, box.title())
    for label in window.findChildren(QLabel):
        if label.buddy() is not None:
            add(label, label.text())
    for bar in window.findChildren(QTabBar):
        for index in range(bar.count()):
            if bar.isTabVisible(index):
                add(bar, bar.tabText(index))
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            if action.menu() is not None and action.isVisible():
                add(window, action.text())
    return found


def shared(window: QWidget) -> list[str]:
    """The letters two of ``window``'s widgets share, with their texts."""
    seen: dict[str, str] = {}
    out = []
    for letter, text in letters(window):
        if letter in seen:
            out.append(f"{window.objectName()}: {letter!r} in {seen[letter]!r} and {text!r}")
        else:
            seen[letter] = text
    return out


def underline_seen(text: str, font: QFont) -> bool:
    """Whether the line under the underlined letter of ``text``, in ``font``, is seen: clear of the
    letter (one reaching below it, «Д» or "p", hides it among its own strokes: «Дать» read as no
    letter at all) and at least half an "n" long (under an "l" or an "i" it is a dot)."""
    plain = text.replace("&&", "\0")
    at = plain.find("&")
    if not 0 <= at < len(plain) - 1:
        return False
    shown = plain[at + 1]
    metrics = QFontMetricsF(font)
    clear = metrics.tightBoundingRect(shown).bottom() <= metrics.underlinePos() + metrics.lineWidth()
    return clear and metrics.horizontalAdvance(shown) >= metrics.horizontalAdvance("n") / 2
