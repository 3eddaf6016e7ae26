"""A character the GM has just made in the roster (Ins, Ctrl+D) becomes its chosen row: selected,
current and in view, and the window's selection (which the other docks follow) on it, so the next
key (Ctrl+D, F2, Esc then D) acts on it and not on the row chosen before.  So does the first
character an import brought in (Ctrl+I, Enter), or with none new the first it updated, in the
roster's order: the GM sees what the import did, wherever the focus is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QAbstractItemView, QTreeWidgetItemIterator

from app.services.row_ids import row_id

if TYPE_CHECKING:
    from ui.docks.characters_dock import CharactersDock


def character_ids(dock: CharactersDock) -> set[int]:
    """The campaign's characters now (before an action that makes some)."""
    return {row_id(c) for c in dock.bound.characters.characters()}


def select_new(dock: CharactersDock, before: set[int]) -> None:
    """The first character made since ``before`` becomes the roster's chosen row."""
    new = [cid for cid in (row_id(c) for c in dock.bound.characters.characters()) if cid not in before]
    if not new:
        return
    if new[0] not in dock.items:
        dock.rebind()
    item = dock.items.get(new[0])
    if item is not None:
        dock.tree.setCurrentItem(item)  # its row selected; the window's selection follows (_selected)
        dock.tree.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)


def select_imported(dock: CharactersDock, before: set[int]) -> None:
    """The first character an import added since ``before`` (none: the first it changed), in the
    roster's order, becomes its chosen row, in view."""
    new = {row_id(c) for c in dock.bound.characters.characters()} - before
    wanted = new or set(dock.bound.characters.updated_ids)
    if not wanted:
        return
    if not wanted & set(dock.items):
        dock.rebind()
    it = QTreeWidgetItemIterator(dock.tree)
    while (item := it.value()) is not None:
        if any(dock.items.get(cid) is item for cid in wanted):
            dock.tree.setCurrentItem(item)
            dock.tree.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)
            return
        it += 1
