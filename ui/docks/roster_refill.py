"""The roster filled again without making its rows anew: a character added or removed (here or at
another console), the campaign's rows read again.  The rows of the characters still there stay
(their items, their measured cells, their check buttons); a row is shown again only when its
character changed (its name, its sheet, its state, what the players see of it), a new character's
row is put in its place and a gone one's taken out.  A character gone to another group, a list in
another order, a damaged record: every row is made anew, as the first fill makes them.

So filling again costs the rows that changed, and the view paints the rows in sight."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from app.services.row_ids import row_id

if TYPE_CHECKING:
    from app.store.models import Character
    from ui.docks.characters_dock import CharactersDock

    Add = Callable[[Character, int], QTreeWidgetItem]
    Show = Callable[[QTreeWidgetItem, Character], None]


def new_groups(tree: QTreeWidget, groups: tuple[tuple[str, str], ...]) -> dict[str, QTreeWidgetItem]:
    """The roster's group headings ("Player characters"…), each a bold row over its characters."""
    made = {}
    for key, label in groups:
        group = QTreeWidgetItem(tree, [QCoreApplication.translate("CharactersDock", label)])
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = group.font(0)
        font.setBold(True)
        group.setFont(0, font)
        group.setFirstColumnSpanned(True)
        group.setExpanded(True)
        made[key] = group
    return made


def _shown_from(character: Character) -> tuple[Any, ...]:
    """What a row is shown from: when it is the same, the row shows the same."""
    return (character.name, character.kind, character.revealed, character.sheet, character.state)


class RosterRefill:
    """Each row's character as last shown, by id, and its group's order."""

    def __init__(self, dock: CharactersDock) -> None:
        self.dock = dock
        self._shown: dict[int, tuple[Any, ...]] = {}
        self._group: dict[int, str] = {}  # the group key of each row
        self._order: dict[str, list[int]] = {}  # each group's rows, in the list's order
        self._reveal: object = None  # what the players see of every character, when last shown
        self._widths: dict[tuple[str, str], int] = {}  # a name's width in the list's font

    def clear(self) -> None:
        """The rows are all made anew."""
        self._shown.clear()
        self._group.clear()
        self._order.clear()

    def placed(self, sound: list[Character]) -> None:
        """The list holds the rows of ``sound`` in its order now (and what the players see of each)."""
        order: dict[str, list[int]] = {}
        for character in sound:
            cid = row_id(character)
            order.setdefault(self._group.get(cid, "npc"), []).append(cid)
        self._order = order
        self._reveal = dict(self.dock.bound.campaign.campaign.state.get("reveal") or {})

    def reveal_moved(self) -> bool:
        """Whether what the players see of someone changed since the rows last showed it (a
        reveal in the fight list, its undo), taken as shown now."""
        reveal = dict(self.dock.bound.campaign.campaign.state.get("reveal") or {})
        moved = reveal != self._reveal
        self._reveal = reveal
        return moved

    def shown(self, character: Character) -> None:
        """The row of ``character`` shows it now."""
        cid = row_id(character)
        self._shown[cid] = _shown_from(character)
        dock = self.dock
        self._group[cid] = character.kind if character.kind in dock.groups else "npc"

    def keep(self, sound: list[Character], add: Add, show: Show) -> bool:
        """The rows of ``sound`` (the roster's characters in order) in place of those shown: the
        changed ones shown again, the new ones added, the gone ones taken out.  False (nothing
        done) when the rows cannot stay: a character moved to another group, or the order changed."""
        dock = self.dock
        groups = self._group
        rows = [(row_id(c), c) for c in sound]
        wanted: dict[str, list[tuple[int, Character]]] = {key: [] for key in dock.groups}
        for cid, character in rows:
            key = character.kind if character.kind in wanted else "npc"
            if groups.get(cid, key) != key:
                return False
            wanted[key].append((cid, character))
        ids = {cid for cid, _c in rows}
        for key, kept in wanted.items():
            if [c for c in self._order.get(key, []) if c in ids] != [cid for cid, _c in kept if cid in groups]:
                return False
        reveal = dock.bound.campaign.campaign.state.get("reveal") or {}
        every = reveal != self._reveal  # what the players see changed: every row's name tooltip again
        known = dock.alerts.known
        with QSignalBlocker(dock.tree):  # a row gone takes the current row along: chosen again after
            for cid in [c for c in self._shown if c not in ids]:
                item = dock.items.pop(cid, None)
                parent = item.parent() if item is not None else None
                if item is not None and parent is not None:
                    parent.removeChild(item)
                del self._shown[cid], groups[cid]
                known.pop(cid, None)
        items = dict(dock.items)
        shown = self._shown
        for kept in wanted.values():
            for index, (cid, character) in enumerate(kept):
                item = items.get(cid)
                if item is None:
                    known.pop(cid, None)
                    items[cid] = add(character, index)
                elif every or shown.get(cid) != _shown_from(character):
                    known.pop(cid, None)  # as a row made anew: no alert for what it shows
                    show(item, character)
        dock.items.clear()  # in the roster's order, as a fill makes them
        dock.items.update((cid, items[cid]) for cid, _c in rows)
        return True

    def names_width(self) -> int:
        """The widest name shown, in the list's font."""
        metrics = self.dock.tree.fontMetrics()
        font = self.dock.tree.font().key()
        widths = self._widths
        if len(widths) > 8192:
            widths.clear()
        widest = 0
        for shown in self._shown.values():
            width = widths.get((font, shown[0]))
            if width is None:
                width = widths[(font, shown[0])] = metrics.horizontalAdvance(shown[0])
            widest = max(widest, width)
        return widest
