"""Which character the GM has selected, shared by every dock of the window.

Signals: ``characterChanged(int)`` — a dock (roster, initiative list) selected a character;
the dice dock, ammo ledger and others follow it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Selection(QObject):
    characterChanged = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.character_id: int | None = None

    def select_character(self, character_id: int) -> None:
        if character_id != self.character_id:
            self.character_id = character_id
            self.characterChanged.emit(character_id)
