"""A character the GM has just made in the roster (Ins, Ctrl+D) becomes its chosen row: selected,
current and in view, and the window's selection (which the other docks follow) on it, so the next
key (Ctrl+D, F2, Esc then D) acts on it and not on the row chosen before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QAbstractItemView

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
