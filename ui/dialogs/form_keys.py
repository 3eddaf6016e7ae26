"""Forms answered at table speed: a list picked by its letter keeps the focus (the same letter
again goes on to the next item starting with it, however quickly it is pressed), and a digit
typed there, which no item of the list starts with, moves on to the next field that takes a
number and is typed into it: "L 5" in the damage form is the left arm and 5 damage, "B 4" in the
heal form is Bob and his die."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget


def next_text_field(widget: QWidget, within: QWidget) -> QWidget | None:
    """The next spin box or line edit after ``widget`` in the focus chain, inside ``within``."""
    candidate = widget.nextInFocusChain()
    while candidate is not None and candidate is not widget:
        if (
            isinstance(candidate, (QAbstractSpinBox, QLineEdit))
            and within.isAncestorOf(candidate)
            and candidate.isVisibleTo(within)
            and candidate.isEnabled()
            and not (isinstance(candidate, QLineEdit) and isinstance(candidate.parent(), QAbstractSpinBox))
        ):
            return candidate
        candidate = candidate.nextInFocusChain()
    return None


class DigitsMoveOn(QObject):
    """The event filter of a form's lists (see the module's text)."""

    def __init__(self, form: QWidget) -> None:
        super().__init__(form)
        self.form = form
        #: a list whose digit goes to a field of the form's choosing rather than the next one
        self.onto: dict[QComboBox, QWidget] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QComboBox):
            return False
        assert isinstance(event, QKeyEvent)
        text = event.text()
        if len(text) != 1 or watched.isEditable() or watched.view().isVisible():
            return False
        if text.isalpha() and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return self._next_with(watched, text)
        if not text.isdigit():
            return False
        if any(watched.itemText(i).startswith(text) for i in range(watched.count())):
            return False
        target = self.onto.get(watched) or next_text_field(watched, self.form)
        if target is None:
            return False
        target.setFocus()
        if isinstance(target, QAbstractSpinBox):
            target.selectAll()  # the digit replaces the default
        elif isinstance(target, QLineEdit):
            target.end(False)  # the digit goes after what is typed there
        copy = QKeyEvent(event.type(), event.key(), event.modifiers(), text)
        QApplication.sendEvent(target, copy)
        return True

    @staticmethod
    def _next_with(combo: QComboBox, letter: str) -> bool:
        """The next item after the current one starting with ``letter`` (round to the first): the
        same letter pressed again, however quickly, goes on rather than searching for "LL"."""
        count = combo.count()
        start = combo.currentIndex()
        for step in range(1, count + 1):
            index = (start + step) % count
            if combo.itemText(index)[:1].casefold() == letter.casefold():
                if index != start:
                    combo.setCurrentIndex(index)
                return True
        return False


def digits_move_on(form: QWidget) -> DigitsMoveOn:
    """Let every list of ``form`` hand a digit on to the next number field."""
    keys = DigitsMoveOn(form)
    for combo in form.findChildren(QComboBox):
        combo.installEventFilter(keys)
    return keys
