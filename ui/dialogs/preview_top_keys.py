"""The import preview's top, whole when it fits, scrolled by keys when it does not.

The top (what will be imported, the refused files and their reasons) shows all its lines while
they take no more than a quarter of the dialog (a few lines at the least), so that it never buries
the list: five refused files and a long reason read whole at 1366×768.  When its lines do not all
fit, a line under it says so (where the lines not in sight are, below, above or both, as the GM
scrolls) and names the keys: Alt+Page Down and Alt+Page Up scroll it from
anywhere in the dialog, the focus staying where it is (the list, Enter importing).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui.dialogs.preview_top import TOP_LINES

#: the share of the dialog's height the top may take (the list keeps the rest)
SHARE = 4
#: the hint as the top is scrolled: the lines not in sight below it (at the top), above it (at the
#: end), or both (in between)
MORE_BELOW = QT_TRANSLATE_NOOP("ImportPreview", "More lines below: Alt+Page Down and Alt+Page Up scroll them")
MORE = QT_TRANSLATE_NOOP("ImportPreview", "More lines above: Alt+Page Down and Alt+Page Up scroll them")
MORE_BOTH = QT_TRANSLATE_NOOP("ImportPreview", "More lines above and below: Alt+Page Down and Alt+Page Up "
                                               "scroll them")


class TopKeys(QObject):
    """The hint under the top and the keys that scroll it."""

    def __init__(self, area: QScrollArea, summary: QLabel, dialog: QWidget) -> None:
        super().__init__(dialog)
        self.area = area
        self.summary = summary
        self.hint = QLabel(QCoreApplication.translate("ImportPreview", MORE_BELOW), dialog)
        self.hint.setObjectName("importSummaryMore")
        self.hint.setWordWrap(True)
        self.hint.setVisible(False)
        font = self.hint.font()
        font.setItalic(True)
        self.hint.setFont(font)
        margins = summary.contentsMargins()
        self._extra = margins.top() + margins.bottom()
        for keys, step in (("Alt+PgDown", 1), ("Alt+PgUp", -1)):
            shortcut = QShortcut(QKeySequence(keys), dialog)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda step=step: self.scroll(step))
        self.dialog = dialog
        bar = area.verticalScrollBar()
        bar.valueChanged.connect(self._say_where)
        bar.rangeChanged.connect(self._say_where)
        area.installEventFilter(self)
        dialog.installEventFilter(self)

    def _lines(self, count: int) -> int:
        return self.summary.fontMetrics().lineSpacing() * count + self._extra

    def scroll(self, step: int) -> None:
        """Scroll the top by its height less a line (a line of the last view stays in sight)."""
        bar = self.area.verticalScrollBar()
        page = max(self.summary.fontMetrics().lineSpacing(), self.area.viewport().height()
                   - self.summary.fontMetrics().lineSpacing())
        bar.setValue(bar.value() + step * page)

    def _say_where(self, *_args: object) -> None:
        """The hint's words: the lines not in sight below the top, above it, or both."""
        bar = self.area.verticalScrollBar()
        above, below = bar.value() > bar.minimum(), bar.value() < bar.maximum()
        words = MORE_BOTH if above and below else MORE if above else MORE_BELOW
        self.hint.setText(QCoreApplication.translate("ImportPreview", words))

    def update(self) -> None:
        """Show the hint (and the top a line shorter) when the top's lines do not all fit."""
        width = self.area.viewport().width()
        layout = self.dialog.layout()
        if not self.area.isVisible() and layout is not None:  # not laid out yet: the dialog's width inside its margins
            margins = layout.contentsMargins()
            width = self.dialog.width() - margins.left() - margins.right()
        needed = self.summary.heightForWidth(width) if width > 0 else self.summary.sizeHint().height()
        room = max(TOP_LINES, self.dialog.height() // SHARE // self.summary.fontMetrics().lineSpacing())
        cut = needed > self._lines(room)
        self.area.setMaximumHeight(min(needed, self._lines(room - 1)) if cut else max(needed, self._lines(1)))
        self.hint.setVisible(cut)
        self._say_where()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched in (self.area, self.dialog) and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.update)  # once the area has laid out its viewport at the new width
        return False
