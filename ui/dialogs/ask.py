"""Short questions (a number, a name) in a dialog whose title shows whole: Qt's own
``QInputDialog.getInt`` is as narrow as its field, and the window manager cut its title to
"Iniciativa … eadwatch".  Each question here is a ``QInputDialog`` at least as wide as its title
and the application's name need (:func:`ui.dialogs.title_room.title_width`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QInputDialog, QLabel, QWidget

from ui.dialogs.title_room import title_width

if TYPE_CHECKING:
    from collections.abc import Callable


#: the widest a question's note makes its line before it wraps (pixels)
NOTE_WIDTH = 560


class TitledInput(QInputDialog):
    """A ``QInputDialog`` as wide as its title bar needs ("Iniciativa — Deadwatch" whole): its
    layout (made as it is shown) sizes it by its widgets, so the question's line is made that wide."""

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's name)
        super().setVisible(visible)  # Qt lays the dialog out here, first
        text = self.findChild(QLabel)
        layout = self.layout()
        if visible and text is not None and layout is not None:
            margins = layout.contentsMargins()
            needed = title_width(self, app_name=True) - margins.left() - margins.right()
            if text.minimumWidth() < needed:
                text.setMinimumWidth(needed)
                layout.activate()
                self.resize(max(self.width(), self.minimumSizeHint().width()), self.height())


def _dialog(parent: QWidget | None, title: str, label: str) -> QInputDialog:
    dialog = TitledInput(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    return dialog


def ask_int(parent: QWidget | None, title: str, label: str, value: int, low: int, high: int) -> tuple[int, bool]:
    """A whole number from ``low`` to ``high`` (``value`` first); (the number, whether the GM said OK)."""
    dialog = _dialog(parent, title, label)
    dialog.setInputMode(QInputDialog.InputMode.IntInput)
    dialog.setIntRange(low, high)
    dialog.setIntValue(value)
    ok = dialog.exec() == QDialog.DialogCode.Accepted
    result = dialog.intValue()
    dialog.deleteLater()
    return result, ok


def ask_text(parent: QWidget | None, title: str, label: str, text: str = "",
             said: Callable[[str], str] | None = None) -> tuple[str, bool]:
    """A line of text (``text`` first); (the text, whether the GM said OK).  ``said``: what the text
    typed will do, under the question as it is typed (said before Enter, never after)."""
    dialog = _dialog(parent, title, label)
    dialog.setInputMode(QInputDialog.InputMode.TextInput)
    dialog.setTextValue(text)
    if said is not None:
        def follow(typed: str) -> None:
            note = said(typed)
            dialog.setLabelText(f"{label}\n\n{note}" if note else label)
            shown = dialog.findChild(QLabel)
            if shown is not None:  # a long note (the rolls the time calls for) wraps, the dialog on the screen,
                shown.setWordWrap(True)  # the question itself on one line as far as it goes
                wide = min(shown.fontMetrics().horizontalAdvance(label) + 8, NOTE_WIDTH)
                shown.setMinimumWidth(max(shown.minimumWidth(), wide))

        follow(text)
        dialog.textValueChanged.connect(follow)
    ok = dialog.exec() == QDialog.DialogCode.Accepted
    result = dialog.textValue()
    dialog.deleteLater()
    return result, ok
