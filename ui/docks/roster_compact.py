"""The roster in a dock too short for all of it (a fight on a laptop: the fight list takes three
quarters of the column, and the roster kept a row and a half of characters under its filter,
headings and buttons, which scrolled out of sight).

While the dock is shorter than its filter, headings, rows and buttons need, the characters get
the room: the column headings and the buttons go (their keys, the Edit menu and the row's context
menu do what they did), the filter shows only while it is used (Ctrl+F brings it, it stays while
it holds a text), the groups' headings are a short line of their bold names in capitals, unpadded but for the top one's
room above its letters (their tops were lost under the dock's edge and focus frame), each bar shows its
short name and numbers, and a body of named parts is drawn as the bars of its main pool and of the parts
that are hurt (the fight list beside it draws the whole figure): a row a line high, mostly.
A taller dock shows everything again.

Out of a fight, a dock tall enough for its filter and buttons may be too short for every row with
its body figure (the grid game's roster at 1366×768: Kit's figure and Dov's filled it, the zombies
out of view): the rows then go on one line each, as above (``lines``), the headings and buttons kept;
the sheet (Enter) has every part.  A dock with the room for every row whole draws the figures again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QSizePolicy

from ui.widgets.roster_heading import capitals, scaled

if TYPE_CHECKING:
    from ui.docks.characters_dock import CharactersDock


HEADING_SCALE = 0.7  # a compact roster's group heading: its line as tall as the rows' font's at this size
MIN_POINTS, MIN_PIXELS = 7.5, 10  # ... and never smaller than this
TOP_PAD = 3  # ... and the top one, against the dock's edge and its focus frame, this room more
INDENT = 8  # a compact roster's rows under their group's heading: the names and bars keep the room


class CompactRoster(QObject):
    """Follows the dock's height; ``on``: the roster is compact now."""

    def __init__(self, dock: CharactersDock, groups: dict[str, str]) -> None:
        """``groups``: each group's heading by its key, untranslated."""
        super().__init__(dock)
        self.dock = dock
        self.groups = groups
        self.on = False
        #: the rows a line high, the dock's headings and buttons kept: every row whole had not the room
        self.lines = False
        self._extra = 0  # how much taller the rows were drawn whole than on a line each, last measured
        self._asked = False  # the GM brought the filter up (Ctrl+F) and is in it
        self._indent = dock.tree.indentation()
        self._frame = dock.tree.frameShape()
        self._full = 0  # the height the whole dock's contents need, as last measured in full
        self._rows_view = dock.tree.viewport()
        dock.installEventFilter(self)  # shown
        self._viewport = getattr(dock.widget(), "viewport", dock.widget)()
        self._viewport.installEventFilter(self)  # resized (the dock's own resize comes before its contents')
        dock.filter.installEventFilter(self)
        self._rows_view.installEventFilter(self)  # the list's own room: every row whole, or on a line each

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if (watched is self.dock and kind == QEvent.Type.Show) or (
            watched is self._viewport and kind == QEvent.Type.Resize
        ):
            self.update()
        elif watched is self._rows_view and kind == QEvent.Type.Resize:
            self.fit_rows()
        elif watched is self.dock.filter and kind == QEvent.Type.FocusOut:
            self._show_filter()
        return False

    def update(self) -> None:
        dock = self.dock
        body = dock.widget()
        if body is None:
            return
        contents = getattr(body, "widget", lambda: body)()
        if not dock.isVisible():  # its sizes are not the screen's yet
            return
        if not self.on:
            width = self._viewport.width()
            hfw = contents.heightForWidth(width) if contents.hasHeightForWidth() else -1
            self._full = max(hfw, contents.minimumSizeHint().height())
        short = self._viewport.height() < self._full
        if short == self.on:
            self.fit_rows()
            return
        self.on = short
        dock.tree.header().setHidden(short)
        body = dock.widget()
        layout = getattr(body, "widget", lambda: body)().layout()
        if layout is not None:  # compact: the list to the dock's edges, with no frame
            layout.setContentsMargins(*((0, 0, 0, 0) if short else (4, 4, 4, 4)))
        dock.tree.setFrameShape(QFrame.Shape.NoFrame if short else self._frame)
        dock.tree.setIndentation(INDENT if short else self._indent)
        policy = dock.tree.sizePolicy()  # compact: the tree as tall as the dock leaves it, not its own wish
        policy.setVerticalPolicy(QSizePolicy.Policy.Ignored if short else QSizePolicy.Policy.Expanding)
        dock.tree.setSizePolicy(policy)
        for button in dock.buttons.values():
            button.setHidden(short)
        self._show_filter()
        self.dress_groups()
        self.lines = False  # measured again, whole, once the dock is whole again
        dock.refresh_rows()  # the bodies drawn in one line, or whole again
        self.fit_rows()

    @property
    def one_line(self) -> bool:
        """Whether the rows are drawn a line high (compact, or short of room for every row whole)."""
        return self.on or self.lines

    def fit_rows(self, again: bool = False) -> None:
        """Out of a fight, not compact: every row drawn whole when the list has the room for them all,
        else the body figures each on one line (a fight's short roster is compact, above).
        ``again``: the rows changed (one added, removed): measured whole anew."""
        dock = self.dock
        if self.on or not dock.isVisible():
            return
        services = dock.services
        fight = services is None or services.initiative.encounter() is not None
        if (again or fight) and self.lines:
            self._lines(False)
        if fight:
            return
        room = dock.tree.viewport().height()
        if self.lines:  # whole, they would be as much taller as they were when they went on one line
            if self._rows_height() + self._extra > room:
                return
            self._lines(False)
        whole = self._rows_height()
        if whole > room and self._figures():
            self._lines(True)
            self._extra = whole - self._rows_height()

    def _figures(self) -> bool:
        """Whether a row shown draws a body figure (only those go on one line)."""
        dock = self.dock
        return any(not item.isHidden() and getattr(dock.tracks(cid), "body", ()) for cid, item in dock.items.items())

    def _lines(self, on: bool) -> None:
        self.lines = on
        self.dock.refresh_rows()

    def _rows_height(self) -> int:
        """The height of every row shown, the groups' headings with them, as the list lays them out."""
        tree = self.dock.tree
        total = 0
        for i in range(tree.topLevelItemCount()):
            group = tree.topLevelItem(i)
            if group is None or group.isHidden():
                continue
            total += tree.visualItemRect(group).height()
            if not group.isExpanded():
                continue
            for j in range(group.childCount()):
                child = group.child(j)
                if child is not None and not child.isHidden():
                    total += tree.visualItemRect(child).height()
        return total

    def dress_groups(self) -> None:
        """Compact: each group's heading ("ZOMBIES") one short line of its bold name in capitals as tall
        as the line holds (:mod:`ui.widgets.roster_heading`), no padding (but the top one's room above
        it), between the groups (its name whole: a thin gap read as a dark line); else the heading's row
        again."""
        first = next((key for key, group in self.dock.groups.items() if not group.isHidden()), "")
        for key, group in self.dock.groups.items():
            name = QCoreApplication.translate("CharactersDock", self.groups.get(key, ""))
            group.setText(0, name)
            group.setToolTip(0, "")
            font = QFont(self.dock.tree.font())
            font.setBold(True)
            room = QFontMetrics(font).height()
            if self.on and font.pointSizeF() > 0:  # a shorter line: the characters keep the room
                room = QFontMetrics(scaled(font, max(MIN_POINTS, font.pointSizeF() * HEADING_SCALE))).height()
                font = capitals(font, room)
            elif self.on and font.pixelSize() > 0:
                room = QFontMetrics(scaled(font, pixels=max(MIN_PIXELS, round(font.pixelSize() * HEADING_SCALE))))\
                    .height()
                font = capitals(font, room)
            group.setFont(0, font)
            line = room + (TOP_PAD if key == first else 0)
            group.setTextAlignment(0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            for column in range(self.dock.tree.columnCount()):
                group.setSizeHint(column, QSize(0, line) if self.on else QSize())

    def _show_filter(self) -> None:
        """Compact: the filter shows while it holds a text or the GM asked for it (Ctrl+F)."""
        line = self.dock.filter
        if not line.hasFocus():
            self._asked = False
        line.setHidden(self.on and not line.text() and not self._asked)

    def focus_filter(self) -> None:
        """Ctrl+F: the filter, shown if it was not."""
        line = self.dock.filter
        self._asked = True
        line.show()
        line.setFocus()
        line.selectAll()
