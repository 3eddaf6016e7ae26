"""A push button whose text wraps onto more lines when the dock is narrow, rather than push the dock
sideways (a QPushButton is as wide as its text on one line: "Esquivar a los muertos
(Ctrl+Shift+A)" made the threat dock 347 px wide in a 339 px view).

The text is drawn by a word-wrapped label inside the button (the button paints its frame, focus and
pressed look); :meth:`text` and :meth:`setText` are the label's, so the button reads as any other.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

#: the label's margins inside the button's frame (px)
PAD_X, PAD_Y = 8, 4


class WrapButton(QPushButton):
    def __init__(self, text: str = "", parent: QWidget | None = None, pad_y: int = PAD_Y) -> None:
        super().__init__(parent)
        self.pad_y = pad_y  # a list of many (the threat's reasons) sits tighter
        self._laid_width: int | None = None  # the width the layout last gave it
        self.label = QLabel(self)
        self.label.setObjectName("wrapButtonText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setStyleSheet("background: transparent;")  # the button's own look under it
        layout = QHBoxLayout(self)
        layout.setContentsMargins(PAD_X, pad_y, PAD_X, pad_y)
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
        """Its text on as few lines as it takes; once laid out, as tall as its text wraps at the
        width it was given: a layout holds a button of a fixed height to the height of its hint,
        not of its height for the width (the Spanish push buttons of the swarm panel, five lines in a
        narrow column, kept the three lines' height, cut at the top and bottom)."""
        width = self.natural_width() + 2 * PAD_X + 4
        if self._laid_width is not None and self._laid_width < width:
            return QSize(width, self.heightForWidth(self._laid_width))
        return QSize(width, self.heightForWidth(width))

    def natural_width(self) -> int:
        """Its text's width on one line (each line's, where it has several).  Not the label's own hint:
        a word-wrapping label's hint wraps a text of more than some twenty letters at a quarter of
        eighty letters' width, so «Критическая травма (D66)» asked for half its width and two lines;
        and a padding in the button's style sheet pads the label inside it as well."""
        metrics = self.label.fontMetrics()
        margins = self.label.contentsMargins()  # a style sheet's padding given to the button reaches its label too
        widest = max((metrics.horizontalAdvance(line) for line in self.label.text().split("\n")), default=0)
        return widest + 1 + margins.left() + margins.right()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        old = self._laid_width
        self._laid_width = event.size().width()
        if old is None or self.heightForWidth(old) != self.heightForWidth(self._laid_width):
            self.updateGeometry()  # its height for the new width: the layout asks again
        super().resizeEvent(event)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        words = self.label.text().split() or [""]
        widest = max(self.label.fontMetrics().horizontalAdvance(w) for w in words)
        return QSize(widest + 2 * PAD_X + 4, self.one_line())  # its height: heightForWidth

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        inner = self.label.heightForWidth(max(1, width - 2 * PAD_X - 4))
        return max(self.one_line(), inner + 2 * self.pad_y)

    def one_line(self) -> int:
        """The height of one line of text: a push button's, or less when the button sits tighter."""
        if self.pad_y < PAD_Y:
            return self.label.fontMetrics().height() + 2 * self.pad_y + 2
        return QPushButton.sizeHint(self).height()
