"""A name typed in the roster's list finds the character: the letters typed in quick succession
(within the application's keyboard input interval, as Qt's own keyboard search) make one search,
so "Father" finds Father Tom and "Wa" the first Walker.

While the list has the focus every printable key without Ctrl, Alt or Meta is typed there: none of
the window's single keys fires (H would heal, A act now, R roll the initiative while the GM looks
for Father Tom, Mia or a Walker), not even for the first letter.  The search lands on characters
only, never on a group's heading ("Z" finds the first zombie, not "Zombies"); a letter typed again
on its own ("ZZ") goes on to the next name with that letter.  The roster's actions on the found
character are its chords (Ins, F2 or Enter, Ctrl+D, Del, Ctrl+P), its context menu (the Menu key)
and, once the GM is back in the fight list (Esc), D and H.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTreeWidget, QTreeWidgetItem, QTreeWidgetItemIterator

from ui.key_guard import TYPED_HERE, typed_key

#: the item data role that holds a character's id (a group's heading has none)
ID_ROLE = Qt.ItemDataRole.UserRole


class RosterSearch(QObject):
    """Installed on the roster's list (see the module)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree
        self.typed = ""
        self.clock = QElapsedTimer()
        tree.setProperty(TYPED_HERE, True)  # the window's key guards leave its typed keys alone
        tree.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.tree or event.type() not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        assert isinstance(event, QKeyEvent)
        if not typed_key(event):
            return False
        event.accept()  # typed: not a window shortcut
        if event.type() == QEvent.Type.KeyPress:
            self.find(event.text())
        return True

    def rows(self) -> list[QTreeWidgetItem]:
        """The characters' rows shown, top to bottom (no headings, no row hidden by the filter)."""
        found = []
        it = QTreeWidgetItemIterator(self.tree, QTreeWidgetItemIterator.IteratorFlag.NotHidden)
        while it.value() is not None:
            item = it.value()
            if item.data(0, ID_ROLE) is not None:
                found.append(item)
            it += 1
        return found

    def find(self, text: str) -> None:
        """``text`` typed: the search goes on (within the interval) or starts again."""
        going_on = self.clock.isValid() and self.clock.elapsed() <= QApplication.keyboardInputInterval()
        self.typed = self.typed + text if going_on else text
        self.clock.start()
        rows = self.rows()
        if not rows:
            return
        current = self.tree.currentItem()
        at = rows.index(current) if current in rows else -1
        needle = self.typed.casefold()
        # a new search starts below the current row; one that goes on may stay on it
        start = at if going_on and at >= 0 else at + 1
        item = self._first(rows, start, needle)
        if item is None and len(set(needle)) == 1:  # "ZZ": the next name with that letter
            item = self._first(rows, at + 1, needle[0])
        if item is not None:
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    @staticmethod
    def _first(rows: list[QTreeWidgetItem], start: int, needle: str) -> QTreeWidgetItem | None:
        for i in range(len(rows)):
            item = rows[(start + i) % len(rows)]
            if item.text(0).casefold().lstrip("⚠ ").startswith(needle):
                return item
        return None
