"""A push button whose text wraps onto more lines when the dock is narrow, rather than push the dock
sideways (a QPushButton is as wide as its text on one line: "Esquivar a los muertos
(Ctrl+Shift+A)" made the threat dock 347 px wide in a 339 px view).

The text is drawn by a word-wrapped label inside the button (the button paints its frame, focus and
pressed look); :meth:`text` and :meth:`setText` are the label's, so the button reads as any other.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

#: the label's margins inside the button's frame (px)
PAD_X, PAD_Y = 8, 4


class WrapButton(QPushButton):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("wrapButtonText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setStyleSheet("background: transparent;")  # the button's own look under it
        layout = QHBoxLayout(self)
        layout.setContentsMargins(PAD_X, PAD_Y, PAD_X, PAD_Y)
        layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self.label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def set_alignment(self, alignment: Qt.AlignmentFlag) -> None:
        self.label.setAlignment(alignment)

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = self.label.sizeHint()
        return QSize(hint.width() + 2 * PAD_X + 4, max(super().sizeHint().height(), hint.height() + 2 * PAD_Y))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        words = self.label.text().split() or [""]
        widest = max(self.label.fontMetrics().horizontalAdvance(w) for w in words)
        return QSize(widest + 2 * PAD_X + 4, QPushButton.sizeHint(self).height())  # its height: heightForWidth

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        inner = self.label.heightForWidth(max(1, width - 2 * PAD_X - 4))
        one_line = QPushButton.sizeHint(self).height()
        return max(one_line, inner + 2 * PAD_Y)
