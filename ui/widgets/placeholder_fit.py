"""A field's hint that shows whole: the longest of its wordings that fits the field ("Faces rolled
at the table, e.g. 10 8 (empty: roll here)" on a wide screen, "Faces at the table" in a narrow
dock), never one cut to "Грани, выпавшие н…".  The longest wording stays in the tooltip."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame

#: the room a line edit leaves each side of its text, inside its contents (Qt's horizontal margin)
_SIDE = 2
#: how much wider the themes draw a focused field's frame each side (2 px against 1)
FOCUS_WIDER = 1


def text_room(field: QLineEdit, focused_too: bool = True) -> int:
    """The width the field shows its text (and hint) in, in pixels; ``focused_too``: with the focus
    or without it, whichever is less (the theme draws a focused field's frame wider, 2 px against
    1, and a hint measured without the focus was cut as the focus came: "кубики со стола (пусто:
    бросок зде…")."""
    option = QStyleOptionFrame()
    field.initStyleOption(option)
    rooms = []
    for focused in (False, True) if focused_too else (False,):
        if focused:
            option.state |= QStyle.StateFlag.State_HasFocus
        else:
            option.state &= ~QStyle.StateFlag.State_HasFocus
        rooms.append(field.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, field).width())
    margins = field.textMargins()
    return min(rooms) - margins.left() - margins.right() - 2 * _SIDE


class FittingPlaceholder(QObject):
    """Keeps ``field``'s placeholder the longest of ``texts`` (longest first) that fits it, the
    shortest when none does; the field is never narrower than the wording ``least`` (by default
    the shortest) needs, nor than ``dice`` typed dice ("6 6 6 6 6 6 6 6") need."""

    def __init__(self, field: QLineEdit, texts: Sequence[str] = (), least: int = -1, dice: int = 0,
                 focused: bool = False) -> None:
        super().__init__(field)
        self.field = field
        self.least = least
        self.dice = dice
        self.focused = focused
        self.texts: list[str] = []
        field.installEventFilter(self)
        if texts:
            self.set_texts(texts)

    def set_texts(self, texts: Sequence[str]) -> None:
        """The wordings, longest first (on a change of language, the translated ones)."""
        self.texts = [t for t in texts if t]
        if not self.texts:
            return
        # the least as it always was (a narrow panel: its shortest wording, its dice, unfocused); a
        # field whose least is its longest wording (``least=0``) shows it whole with the focus too:
        # the focus's wider frame cut «Грани со стола, в порядке бойцов (пусто — бросить зде…»; so
        # does one the GM types in with its hint in sight (``focused``: the dice dock's faces, cut to
        # «Грани со сто…» in a narrow dock).  A field not focused yet is measured with its frame as
        # it is: the theme's focus frame, 1 px wider each side, is counted on top.
        focused = self.least == 0 or self.focused
        least = self.width_for(self.texts[self.least], focused_too=focused)
        if self.focused:
            least = max(least, self.width_for(self.texts[self.least], focused_too=False) + 2 * FOCUS_WIDER)
        if self.dice:  # the typed dice read whole, not only the hint
            least = max(least, self.width_for(" ".join(["6"] * self.dice), focused_too=False))
        self.field.setMinimumWidth(least)
        if isinstance(self.field, HintedLineEdit):  # as wide as its longest wording, where there is room
            self.field.setMaximumWidth(max(self.field.minimumWidth(), self.width_for(self.texts[0])))
            self.field.updateGeometry()
        self.fit()

    def width_for(self, text: str, focused_too: bool = True) -> int:
        """The field's width that shows ``text`` whole (``focused_too``: with the focus too)."""
        padding = self.field.width() - text_room(self.field, focused_too)
        return self.field.fontMetrics().horizontalAdvance(text) + padding + 2

    def fit(self) -> None:
        if not self.texts:
            return
        metrics = self.field.fontMetrics()
        room = text_room(self.field)
        # whole as the field draws it (Qt elides the hint to its room, counting a pixel's fraction)
        chosen = next((t for t in self.texts if metrics.elidedText(t, Qt.TextElideMode.ElideRight, room) == t),
                      self.texts[-1])
        if self.field.placeholderText() != chosen:
            self.field.setPlaceholderText(chosen)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.field and kind in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.set_texts(self.texts)  # the theme's type: other widths
        elif watched is self.field and kind in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit()
        return False


class HintedLineEdit(QLineEdit):
    """A line edit that asks for the width of its longest hint (see :func:`fit_placeholder`): a
    layout gives it that where it has the room, and the hint fits whatever width it gets."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        size = super().sizeHint()
        found = self.findChild(FittingPlaceholder)
        if isinstance(found, FittingPlaceholder) and found.texts:
            size.setWidth(max(self.minimumWidth(), found.width_for(found.texts[0])))
        return size


def fit_placeholder(field: QLineEdit, *texts: str, least: int = -1, dice: int = 0,
                    focused: bool = False) -> FittingPlaceholder:
    """Give ``field`` the longest of ``texts`` that fits it (longest first), now and at every
    resize; calling it again (a new language) replaces the wordings.  ``dice``: the field is wide
    enough for that many typed dice; ``focused``: its least wording whole with the focus in it too."""
    found = field.findChild(FittingPlaceholder)
    if isinstance(found, FittingPlaceholder):
        found.least = least
        found.dice = dice
        found.focused = focused
        found.set_texts(texts)
        return found
    return FittingPlaceholder(field, texts, least, dice, focused)
