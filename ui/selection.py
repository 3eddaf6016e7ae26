"""Which character the GM has selected, shared by every dock of the window.

Signals: ``characterChanged(int)`` — a dock (roster, initiative list) selected a character;
the dice dock, ammo ledger and others follow it.  ``rollInputs(int, dict, int | None)`` — a dock
that knows some of a roll's inputs (the map: a shot's distance, and its target) offers them for
that character's roll.  ``rollAsked(int, str, dict)`` — a dock asks for that character's roll of
that kind with those inputs (F fired a weapon: the attack that makes the shot).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, Signal


class Selection(QObject):
    characterChanged = Signal(int)
    rollInputs = Signal(int, object, object)
    rollAsked = Signal(int, str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.character_id: int | None = None

    def select_character(self, character_id: int) -> None:
        if character_id != self.character_id:
            self.character_id = character_id
            self.characterChanged.emit(character_id)

    def offer_roll_inputs(
        self, character_id: int, inputs: Mapping[str, object], opponent_id: int | None = None
    ) -> None:
        """Select the character and offer ``inputs`` (roll field key → value) to its roll, with
        ``opponent_id`` as the roll's opponent (the shot's target) when the roll has one."""
        self.select_character(character_id)
        if inputs:
            self.rollInputs.emit(character_id, dict(inputs), opponent_id)

    def ask_roll(self, character_id: int, kind: str, inputs: Mapping[str, object]) -> None:
        """Ask the dice dock for ``character_id``'s roll of ``kind`` with ``inputs`` (F fired a
        weapon: the attack that makes the shot, with that weapon and that kind of shot)."""
        self.rollAsked.emit(character_id, kind, dict(inputs))
