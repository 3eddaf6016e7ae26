"""The status bar's permanent labels read whole at any width.

On a 1366 px laptop in Spanish, with the players' screen blacked out, the labels asked for more
than the bar has and each was cut mid-word ("Campaña: The Walking Dead: afueras de At",
"Pantalla de los jugadores: a oscuras (B").  When they do not fit, a label with a shorter form
(its ``SHORT`` property: the blackout's "A oscuras (B)") shows it, then the labels that may lose
words (``WORDS``: the campaign's and the ruleset's) give up their last words, the widest first,
ending in "…"; a label shortened has its whole text in its tooltip.  A label given a new text
(another campaign, another language) starts whole again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QSizeGrip, QStatusBar, QWidget

#: a label's shorter form, set by its owner with its text (same language)
SHORT = "statusShort"
#: a label whose last words may give way (a name the GM typed)
WORDS = "statusWords"
_WHOLE = "statusWhole"  # the text its owner set
_SHOWN = "statusShown"  # the text the fit put in its place
_TIP = "statusTip"  # its owner's tooltip, under the whole text
#: the bar's margins and size grip, and the room between two of its widgets (px)
MARGIN, SPACING = 24, 6
ELLIPSIS = "…"


def _whole(label: QLabel) -> str:
    """The text the label's owner set last (the fit's own text stands for it)."""
    shown = label.property(_SHOWN)
    if shown is not None and label.text() == shown:
        return str(label.property(_WHOLE))
    label.setProperty(_WHOLE, label.text())
    label.setProperty(_SHOWN, None)
    label.setProperty(_TIP, label.toolTip())
    return label.text()


def fewer_words(text: str) -> str | None:
    """``text`` without its last word, with "…" ("Campaña: The Walking…"); None when only its
    first two words are left."""
    words = text.removesuffix(ELLIPSIS).split(" ")
    if len(words) <= 2:
        return None
    return " ".join(words[:-1]).rstrip(",:;·—-") + ELLIPSIS


class StatusFit(QObject):
    """Fits the permanent widgets of ``bar`` in its width whenever it lays them out."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self._busy = False
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.bar and event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
            self.fit()
        return False

    def _shown(self) -> list[QWidget]:
        return [w for w in self.bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                if not w.isHidden() and not isinstance(w, QSizeGrip) and w.objectName() != "qt_statusbar_message"]

    def fit(self) -> None:
        if self._busy:
            return
        self._busy = True
        try:
            self._fit()
        finally:
            self._busy = False

    def _fit(self) -> None:
        widgets = self._shown()
        labels = [w for w in widgets if isinstance(w, QLabel)]
        texts = {id(label): _whole(label) for label in labels}
        room = self.bar.width() - MARGIN - SPACING * len(widgets)

        def width(widget: QWidget) -> int:
            if isinstance(widget, QLabel):
                margins = widget.contentsMargins()
                extra = widget.sizeHint().width() - widget.fontMetrics().horizontalAdvance(widget.text())
                extra = max(extra, margins.left() + margins.right())
                return widget.fontMetrics().horizontalAdvance(texts[id(widget)]) + extra
            return widget.sizeHint().width()

        def total() -> int:
            return sum(width(w) for w in widgets)

        if total() > room:
            for label in labels:
                short = label.property(SHORT)
                if short:
                    texts[id(label)] = str(short)
        while total() > room:
            words = [label for label in labels if label.property(WORDS)]
            widest = sorted(words, key=lambda label: -label.fontMetrics().horizontalAdvance(texts[id(label)]))
            for label in widest:
                fewer = fewer_words(texts[id(label)])
                if fewer is not None:
                    texts[id(label)] = fewer
                    break
            else:
                break  # nothing left to give: as short as they go
        for label in labels:
            whole = str(label.property(_WHOLE))
            text = texts[id(label)]
            if text == whole:
                if label.property(_SHOWN) is not None:
                    label.setProperty(_SHOWN, None)
                    label.setText(whole)
                    label.setToolTip(str(label.property(_TIP) or ""))
                continue
            tip = str(label.property(_TIP) or "")
            label.setProperty(_SHOWN, text)
            label.setText(text)
            label.setToolTip(whole + ("\n" + tip if tip and tip != whole else ""))
