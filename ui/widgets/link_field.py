"""A link shown whole, on one line, however narrow the dialog: never wrapped (an address broken at its
"?" read as two: "http://192.0.2.2:8765/?" over "t=phm3fpw9x2w5") nor cut, its text smaller when
the field is too narrow for it at its own size (down to :data:`SMALLEST_PT`, and the field never
narrower than the link at that size); a message that is no link wraps at its words.  Selectable,
and with a Copy button that puts the exact link on the clipboard and says so:
it reads "Copied" for a moment (:data:`COPIED_MS`), and ``copied(True)`` / ``copied(False)`` tell
the dialog when it does and when it reads Copy again.

A field made with ``elide=True`` (a player's row in the share dialog) never widens what holds it: a
link too long for it at the smallest size is shown cut in its middle ("http://192.0.2.2:8765/p/…x2w5",
its whole text in the tooltip), and Copy and :meth:`LinkField.text` give it whole."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QGuiApplication, QResizeEvent, QTextOption
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPlainTextEdit, QPushButton, QSizePolicy, QWidget

#: how long Copy reads "Copied" after it copied the link (ms)
COPIED_MS = 2500
#: the smallest a link's text gets in a narrow field (points): still read off a laptop's screen
SMALLEST_PT = 8.0


class LinkField(QWidget):
    """``setText(text, link=True)``: the text, every character of it on screen; Copy for a link."""

    #: True: the link was just copied (the button reads "Copied"); False: it reads Copy again
    copied = Signal(bool)

    def __init__(self, parent: QWidget | None = None, point_size: float = 0, elide: bool = False) -> None:
        super().__init__(parent)
        #: a link too long for the field is shown cut in its middle, the field no wider for it
        self._elide = elide
        #: the whole text (a link shown cut keeps it here)
        self._full = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.view = QPlainTextEdit(self)
        self.view.setObjectName("linkText")
        self.view.setReadOnly(True)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.viewport().setAutoFillBackground(False)
        self.view.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        #: the text's own size (points), which a link too long for the field shrinks from
        self._point_size = point_size or self.view.font().pointSizeF()
        if point_size:
            font = self.view.font()
            font.setPointSizeF(point_size)
            self.view.setFont(font)
        self.view.document().documentLayout().documentSizeChanged.connect(lambda _size: self._fit())
        layout.addWidget(self.view, 1)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copyLinkButton")
        self.copy_button.clicked.connect(self.copy)
        layout.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignTop)
        if elide:  # its room kept while it is hidden: a link shown later does not widen the field
            policy = self.copy_button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            self.copy_button.setSizePolicy(policy)
        self._link = False
        self._shown_copied = QTimer(self)
        self._shown_copied.setSingleShot(True)
        self._shown_copied.setInterval(COPIED_MS)
        self._shown_copied.timeout.connect(self._copy_again)
        self.retranslate()
        self.setText("")

    def retranslate(self) -> None:
        copied = self._shown_copied.isActive()
        # "Copied" keeps Copy's letter: Alt and it, pressed again at once, copies this link again
        # (without it the key went to another Copy, the only one left with the letter, and copied that)
        self.copy_button.setText(self.tr("&Copied") if copied else self.tr("&Copy"))
        self.copy_button.setToolTip(self.tr("Copy the whole link, to send it to a player"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        return self._full

    def setText(self, text: str, link: bool = False) -> None:  # noqa: N802 - QLabel's name, which it replaces
        self._link = link
        # a link on one line (smaller when it must), a message wrapped at its words
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap if link
                                  else QPlainTextEdit.LineWrapMode.WidgetWidth)
        self._full = text
        self.view.setPlainText(text)
        self.view.setToolTip(text if link and self._elide else "")
        self.copy_button.setVisible(link)
        if self._shown_copied.isActive() and not link:
            self._shown_copied.stop()
            self._copy_again()
        self._fit()
        self._cut()

    def copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if self._link and clipboard is not None:
            clipboard.setText(self.text())
            self._shown_copied.start()
            self.retranslate()
            self.copied.emit(True)

    def _copy_again(self) -> None:
        self.retranslate()
        self.copied.emit(False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
        if self._elide:  # laid out anew first: the view's width is the field's new one
            QTimer.singleShot(0, self, self._cut)

    def _link_size(self) -> None:
        """A link's text at its own size when it fits the field on one line, else smaller, down to
        :data:`SMALLEST_PT`; the field no narrower than the link at that size."""
        font = self.view.font()
        if self._point_size <= 0 or font.pointSizeF() <= 0:  # a font sized in pixels: kept as it is
            return
        text = self._full
        slack = 2 * self.view.document().documentMargin() + 2 * self.view.frameWidth() + 4  # and the cursor
        smallest = min(SMALLEST_PT, self._point_size)
        font.setPointSizeF(smallest)
        least = int(QFontMetricsF(font).horizontalAdvance(text) + slack) + 1 if self._link and not self._elide else 0
        if self.view.minimumWidth() != least:
            self.view.setMinimumWidth(least)
        size = self._point_size
        if self._link:
            room = self.view.width() - slack
            while size > smallest:
                font.setPointSizeF(size)
                if QFontMetricsF(font).horizontalAdvance(text) <= room:
                    break
                size = max(smallest, size - 0.5)
        if self.view.font().pointSizeF() != size:
            font.setPointSizeF(size)
            self.view.setFont(font)

    def _cut(self) -> None:
        """A link of an ``elide`` field cut in its middle where it does not fit at the smallest size
        (never from the document's own signals: its text is not changed while it lays itself out)."""
        if not (self._link and self._elide):
            return
        slack = 2 * self.view.document().documentMargin() + 2 * self.view.frameWidth() + 4
        shown = QFontMetrics(self.view.font()).elidedText(self._full, Qt.TextElideMode.ElideMiddle,
                                                          max(0, int(self.view.width() - slack)))
        if shown != self.view.toPlainText():
            self.view.setPlainText(shown)

    def _fit(self) -> None:
        """As tall as its text: every line of it shown, none scrolled away (a link: one line)."""
        self._link_size()
        document = self.view.document()
        lines = max(1, int(document.documentLayout().documentSize().height()))
        margins = self.view.contentsMargins()
        height = (lines * self.view.fontMetrics().lineSpacing() + 2 * int(document.documentMargin())
                  + 2 * self.view.frameWidth() + margins.top() + margins.bottom() + 4)
        if self.view.height() != height:
            self.view.setFixedHeight(height)
