"""A check box whose text wraps onto more lines when the dock is narrow, rather than push the dock
sideways (a QCheckBox is as wide as its text on one line: "Одиночная атака (случайная жертва)" in
the GM's 11 pt type made the swarm panel 349 px wide in a 323 px view).

The box paints its indicator and focus; the text is a word-wrapped label beside the indicator;
:meth:`text` and :meth:`setText` are the label's, and a click anywhere on the text ticks the box.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QSize, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSizePolicy, QStyle, QWidget


class WrapCheckBox(QCheckBox):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("wrapCheckText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label.setStyleSheet("background: transparent;")
        self._layout = QHBoxLayout(self)
        self._layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._indent()
        self.setText(text)

    def _indent(self) -> None:
        """The label beside the indicator (the theme's indicator and spacing)."""
        self._layout.setContentsMargins(self.indent(), 0, 0, 0)

    def indent(self) -> int:
        style = self.style()
        return style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, self) + style.pixelMetric(
            QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, self
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._indent()
            self.updateGeometry()
        super().changeEvent(event)

    def setText(self, text: str) -> None:  # noqa: N802
        self.label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def _least_height(self) -> int:
        return max(self.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, None, self),
                   self.label.fontMetrics().height())

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = self.label.sizeHint()
        return QSize(hint.width() + self.indent() + 2, max(self._least_height(), hint.height()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        words = self.label.text().split() or [""]
        widest = max(self.label.fontMetrics().horizontalAdvance(w) for w in words)
        return QSize(widest + self.indent() + 2, self._least_height())

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return max(self._least_height(), self.label.heightForWidth(max(1, width - self.indent() - 2)))

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802
        return self.rect().contains(pos)  # the text too, as a check box's
