"""The status bar's permanent labels read whole at any width: they give way whole, never cut.

On a 1366 px laptop in Spanish, with the players' screen blacked out, the labels asked for more
than the bar has and each was cut mid-word ("Campaña: The Walking Dead: afueras de At",
"Pantalla de los jugadores: a oscuras (B"); later, with the turn timer shown, they were cut at a
word («Кампания: Ходячие…», «Reglamento: The Walking Dead Universe, el…»), which read as broken
all the same.  When they do not fit, a label with a shorter form (its ``SHORT`` property: the
blackout's "A oscuras (B)", a die for the ruleset) shows it, then the labels that may give way
(``WAY``: the ruleset's first, then the campaign's, by the step set as its value) step aside whole,
the least needed first: the campaign's word "Campaign:" goes (its ``WAY_SHORT`` form, the name
alone), then its name for its sign (``WAY_ICON``: a flag), then the ruleset, then the campaign.
What gave way is said in the tooltip of the last label still shown (the session's).  The bar keeps
:data:`MESSAGE_ROOM` for a message, up or not (on a 1366 px laptop in Russian the campaign and the
ruleset in full left a message ~350 px); a message up keeps its width, up to :data:`MESSAGE_SHARE`
of the bar, where that is more («Abierto twdu.deadwatch» beside the blackout's label was left four
letters): the same labels give way to it, and come back when it goes.  A label given a new text
(another campaign, another language) starts whole again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QSizeGrip, QStatusBar, QWidget

#: a label's shorter form, set by its owner with its text (same language)
SHORT = "statusShort"
#: a label that gives way whole when the bar is short, at the step its value says (1 first)
WAY = "statusWay"
#: a label's form without its word ("The Walking Dead: afueras de Atlanta" for "Campaña: …"),
#: shown at the step before the one it gives way at
WAY_SHORT = "statusWayShort"
#: a label's sign ("⚑" for the campaign), shown where even its short form leaves the bar too little
#: room; its owner gives the label its whole words as its accessible name
WAY_ICON = "statusWayIcon"
#: the old name of :data:`WAY` (a label that may lose its last words: it now gives way whole)
WORDS = WAY
_AWAY = "statusAway"  # set while the fit keeps the label hidden
_WHOLE = "statusWhole"  # the text its owner set
_SHOWN = "statusShown"  # the text the fit put in its place
_TIP = "statusTip"  # its owner's tooltip, under the whole text
_GONE_TIP = "statusGoneTip"  # what gave way, said in this label's tooltip
_GONE_OWN = "statusGoneOwn"  # the label's own tooltip under it
#: the bar's margins and size grip, and the room between two of its widgets (px)
MARGIN, SPACING = 24, 6
ELLIPSIS = "…"
#: the share of the bar's width a message up may take from the labels that give way, and the room
#: around it (where the bar paints it: ui.status_whole); a long message wraps onto a second line
#: (ui.status_whole) rather than take the ruleset's place (it took 40% of the bar: the ruleset went for it)
MESSAGE_SHARE = 0.12
MESSAGE_MARGIN = 12
#: the room kept for a message whether one is up or not, and the most of the bar it takes: on a
#: 1366 px laptop in Russian the campaign's and the ruleset's labels in full left a message ~350 px
#: («Кампания: Бросок под характеристику: ночь в депо», «Правила: Бросок d10 под характеристику»)
MESSAGE_ROOM, MESSAGE_MOST = 720, 0.55


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
        bar.messageChanged.connect(lambda _text: self.fit())  # a message up takes its share of the bar

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.bar and event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
            self.fit()
        return False

    def _shown(self) -> list[QWidget]:
        """The bar's permanent widgets shown, and the labels the fit keeps aside (they may come back)."""
        return [w for w in self.bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                if (not w.isHidden() or w.property(_AWAY)) and not isinstance(w, QSizeGrip)
                and w.objectName() != "qt_statusbar_message"]

    def _message_share(self) -> int:
        """The room kept for a message, up or not: :data:`MESSAGE_ROOM` pixels, at most
        :data:`MESSAGE_MOST` of the bar (the labels take their short forms for it, the same whether a
        message is up or not); a message up keeps its width, up to :data:`MESSAGE_SHARE` of the bar,
        where that is more (the least needed labels give way whole for it, and come back when it goes;
        the session and the round stay)."""
        kept = min(MESSAGE_ROOM, int(self.bar.width() * MESSAGE_MOST))
        text = self.bar.currentMessage()
        if not text:
            return kept
        return max(kept, min(self.bar.fontMetrics().horizontalAdvance(text) + MESSAGE_MARGIN,
                             int(self.bar.width() * MESSAGE_SHARE)))

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
        away: set[int] = set()
        room = self.bar.width() - MARGIN - self._message_share()

        def width(widget: QWidget) -> int:
            if id(widget) in away:
                return 0
            if isinstance(widget, QLabel):
                margins = widget.contentsMargins()
                extra = widget.sizeHint().width() - widget.fontMetrics().horizontalAdvance(widget.text())
                extra = max(extra, margins.left() + margins.right())
                return widget.fontMetrics().horizontalAdvance(texts[id(widget)]) + extra + SPACING
            return widget.sizeHint().width() + SPACING

        def total() -> int:
            return sum(width(w) for w in widgets)

        if total() > room:
            for label in labels:
                short = label.property(SHORT)
                if short:
                    texts[id(label)] = str(short)
        ways = sorted((int(label.property(WAY)), n) for n, label in enumerate(labels) if label.property(WAY))
        for _step, n in ways:  # the least needed first: its word goes ("Campaign:"), the name stays
            shorter = labels[n].property(WAY_SHORT)
            if total() > room and shorter:
                texts[id(labels[n])] = str(shorter)
        for _step, n in ways:  # ... then its sign ("⚑"), its words on the mouse
            icon = labels[n].property(WAY_ICON)
            if total() > room and icon:
                texts[id(labels[n])] = str(icon)
        for _step, n in ways:  # ... then each whole, the least needed first
            if total() <= room:
                break
            away.add(id(labels[n]))
        gone: list[str] = []
        for label in labels:
            whole = str(label.property(_WHOLE))
            if id(label) in away:
                gone.append(whole)
                if not label.property(_AWAY):
                    label.setProperty(_AWAY, True)
                    label.hide()
                continue
            if label.property(_AWAY):
                label.setProperty(_AWAY, None)
                label.show()
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
        self._say_gone(labels, away, gone)

    def _say_gone(self, labels: list[QLabel], away: set[int], gone: list[str]) -> None:
        """What gave way, in the tooltip of the last label still shown (the round's, the session's)."""
        shown = [label for label in labels if id(label) not in away and not label.property(WAY)]
        keeper = shown[-1] if shown else None
        for label in labels:
            said = "\n".join(gone) if label is keeper else ""
            if label.property(_GONE_TIP) != said:
                own = str(label.property(_GONE_OWN) or "") if label.property(_GONE_TIP) else label.toolTip()
                label.setProperty(_GONE_OWN, own)
                label.setProperty(_GONE_TIP, said or None)
                label.setToolTip("\n".join(t for t in (said, own) if t))
