"""Damaged characters in the roster: a marked row with the reason, and nothing the rules would do.

A character whose stored sheet or state does not fit the rules (see :mod:`app.services.damaged`)
is listed in its group with a warning sign, in red, with what is wrong in its tooltip and a hint in
place of its tracks.  Enter (or F2) opens its repair; Del removes it; damage, healing, copies and
what the players see are refused with a message in the status bar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTreeWidgetItem

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.row_ids import row_id
from ui.docks.damage_text import damage_text

if TYPE_CHECKING:
    from app.services.damaged import Damage
    from app.store.models import Character
    from ui.docks.characters_dock import CharactersDock

ID_ROLE = Qt.ItemDataRole.UserRole
# a damaged row's item holds its damage's reason (a source string, context rules) in this role
DAMAGED_ROLE = Qt.ItemDataRole.UserRole + 1
MARK = "⚠ "
DAMAGED_COLOUR = "#e04848"
REFUSED = QT_TRANSLATE_NOOP(
    "CharactersDock", "This character's record is damaged: repair it first (Enter) or remove it (Del)."
)


def add_damaged_row(dock: CharactersDock, row: Character, damage: Damage) -> QTreeWidgetItem:
    """The roster row of a damaged character, in its group (NPCs when its kind is unknown)."""
    group = dock.groups.get(row.kind, dock.groups["npc"])
    hint = QCoreApplication.translate("CharactersDock", "Damaged record: Enter repairs it, Del removes it")
    item = QTreeWidgetItem(group, [MARK + (row.name or "?"), hint])
    item.setData(0, ID_ROLE, row_id(row))
    item.setData(0, DAMAGED_ROLE, damage.reason)
    keys = QCoreApplication.translate(
        "CharactersDock", "Enter: repair it (the fields that do not fit go back to the defaults). Del: remove it."
    )
    tip = damage_text(damage) + "\n" + keys
    brush = QBrush(QColor(DAMAGED_COLOUR))
    for column in (0, 1):
        item.setToolTip(column, tip)
        item.setForeground(column, brush)
    item.setFirstColumnSpanned(False)
    dock.damaged[row_id(row)] = item
    return item


def sound_id(dock: CharactersDock, cid: int | None = None) -> int | None:
    """The selected character (or ``cid``) for an action the rules carry out; None (and the reason
    said) when that row is damaged."""
    cid = dock.current_id() if cid is None else cid
    if cid is not None and cid in dock.damaged:
        dock.bound.characters.failed.emit("CharactersDock", REFUSED)
        return None
    return cid


def repair(dock: CharactersDock, character_id: int) -> None:
    from ui.dialogs.repair_dialog import RepairDialog  # with the store's models: not before the first paint

    RepairDialog(dock.bound, character_id, dock).exec()
