"""The foot of a dialog that acts: the line that says what the last action did, the line that
says why it was refused (in the danger colour), and Close."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QBoxLayout, QDialog, QDialogButtonBox, QLabel, QWidget

from ui.widgets.roll_result import DANGER


class CloseBox(QDialogButtonBox):
    """Close, with a letter of its own in every language (Qt's own «Закрыть», «Cerrar» had none, and
    Alt+З was the melee dialog's «Задать группы»); Esc closes the dialog too."""

    def __init__(self, dialog: QDialog) -> None:
        super().__init__(QDialogButtonBox.StandardButton.Close, dialog)
        self.setObjectName("closeBox")
        self.rejected.connect(dialog.close)
        self._word()

    def _word(self) -> None:
        button = self.button(QDialogButtonBox.StandardButton.Close)
        if button is not None:
            button.setText(QCoreApplication.translate("OutcomeLines", "&Close"))
            button.setToolTip(QCoreApplication.translate("OutcomeLines", "Close this window (Esc)"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)  # Qt words its standard button again: ours after it
        if event.type() == QEvent.Type.LanguageChange:
            self._word()


def outcome_lines(dialog: QDialog, layout: QBoxLayout, result_name: str, refusal_name: str) -> tuple[QLabel, QLabel]:
    """Add the result line, the refusal line and Close (which closes ``dialog``) to ``layout``."""
    result = QLabel(dialog)
    result.setObjectName(result_name)
    result.setWordWrap(True)
    layout.addWidget(result)
    refusal = QLabel(dialog)
    refusal.setObjectName(refusal_name)
    refusal.setWordWrap(True)
    refusal.setStyleSheet(f"color: {DANGER}; font-weight: bold;")
    layout.addWidget(refusal)
    close: QWidget = CloseBox(dialog)
    layout.addWidget(close)
    return result, refusal
