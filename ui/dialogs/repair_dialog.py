"""Repairing a damaged character: its sheet, with what did not fit the rules back at the defaults.

OK saves it as one undoable action with one log line ("Ana's damaged record repaired"); Cancel
leaves the row as it is (still marked in the roster, still kept from the rules).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.services.damaged import RepairCharacter, repair_sheet
from ui.dialogs.sheet_dialog import SheetDialog
from ui.docks.damage_text import damage_text

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.command import Command
    from app.services.damaged import Damage
    from app.store.models import Character


class RepairDialog(SheetDialog):
    """The sheet of a damaged character (``character_id``) to repair; see the module's text."""

    def __init__(self, services: Services, character_id: int, parent: QWidget | None = None) -> None:
        self.damage: Damage | None = None
        super().__init__(services, character_id, parent)
        self.setObjectName("repairDialog")
        name = self.name.text() or "?"
        self.setWindowTitle(self.tr("Repair {name}").format(name=name))
        note = QLabel(self)
        note.setObjectName("repairNote")
        note.setWordWrap(True)
        parts = [damage_text(self.damage)] if self.damage is not None else []
        parts.append(
            self.tr(
                "What did not fit the rules is back at the ruleset's defaults. OK saves the character as "
                "shown (Undo takes it back); Cancel leaves it as it is."
            )
        )
        note.setText("\n".join(parts))
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(0, note)

    def start_row(self, character_id: int | None) -> Character | None:
        found = self.services.characters.damaged(character_id) if character_id is not None else None
        if found is None:
            return super().start_row(character_id)  # repaired meanwhile: an ordinary sheet
        row, self.damage = found
        return row

    def start_sheet(self, row: Character | None) -> dict[str, Any]:
        if row is None or self.damage is None:
            return super().start_sheet(row)
        return repair_sheet(self.services.ruleset, row)

    def command(self, name: str, kind: str, sheet: dict[str, Any]) -> Command:
        if self.damage is None or self.character_id is None:
            return super().command(name, kind, sheet)
        return RepairCharacter(self.character_id, name, kind, sheet, notes=self.notes_changed())
