"""Where Ctrl+1 puts the roster's current row: the character selected in any dock (the fight's
turn, the map's token), else the row already current, else the first character shown, never a
group's heading, so the key after Ctrl+1 (F2, Del, Ctrl+D, D) acts on a character at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidgetItem, QTreeWidgetItemIterator

if TYPE_CHECKING:
    from ui.docks.characters_dock import CharactersDock


def _shown(item: QTreeWidgetItem | None) -> bool:
    while item is not None:
        if item.isHidden():
            return False
        item = item.parent()
    return True


def _first_character(dock: CharactersDock) -> QTreeWidgetItem | None:
    rows = set(map(id, [*dock.items.values(), *dock.damaged.values()]))
    it = QTreeWidgetItemIterator(dock.tree)
    while (item := it.value()) is not None:
        if id(item) in rows and _shown(item):
            return item
        it += 1
    return None


def land(dock: CharactersDock) -> None:
    """The focus in the roster's list, its current row on a character (if it lists any)."""
    tree = dock.tree
    tree.setFocus(Qt.FocusReason.ShortcutFocusReason)
    dock.search.begin()  # already there by the window's choice: Ctrl+1 still makes the letters a search
    chosen = dock.items.get(dock.selection.character_id) if dock.selection.character_id is not None else None
    if chosen is None or not _shown(chosen):
        current = tree.currentItem()
        chosen = current if dock.current_id() is not None and _shown(current) else _first_character(dock)
    if chosen is not None and chosen is not tree.currentItem():
        tree.setCurrentItem(chosen)
    if chosen is not None:
        parent = chosen.parent()
        while parent is not None:  # a row inside a folded group: the group opens to show it
            parent.setExpanded(True)
            parent = parent.parent()
        tree.scrollToItem(chosen)
