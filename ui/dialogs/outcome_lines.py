"""The foot of a dialog that acts: the line that says what the last action did, the line that
says why it was refused (in the danger colour), and Close."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QDialog, QDialogButtonBox, QLabel

from ui.widgets.roll_result import DANGER


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
    close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    close.rejected.connect(dialog.close)
    layout.addWidget(close)
    return result, refusal
