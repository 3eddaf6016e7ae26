"""A single attack from the threat dock: whom it falls on, and its victim's roll.

twdu, "Threat Level": instead of a step up the GM may "Let a PC or NPC suffer a single attack from
the dead"; "Single attacks": "A single attack is resolved with one skill roll by you".  After the
dial's "Instead: a single attack" the dock asks on whom (1-9 or a click, Esc cancels); after that
pick, or after the GM gives a single attack to one who failed to avoid the dead, the focus lands on
"Roll <name>'s single attack": Space puts that roll in the dice dock with the focus on its typed
dice (Enter rolls them, Ctrl+R rolls here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLineEdit, QWidget

from app.services.row_ids import row_id
from ui.widgets.wrap_button import WrapButton

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.selection import Selection


def single_attack_key() -> str:
    """The dial's "Instead: a single attack" (imported when asked: the services' modules load after
    the window paints)."""
    from app.services.threat.dial import SINGLE_ATTACK

    return SINGLE_ATTACK


def victims(services: Services) -> list[tuple[int, str]]:
    """Who a single attack may fall on: the PCs, then the NPCs (not the dead themselves), roster order."""
    rows = [c for c in services.characters.characters() if c.kind != "zombie"]
    rows.sort(key=lambda c: c.kind != "pc")
    return [(row_id(c), c.name) for c in rows]


class Victim(NamedTuple):
    """One a single attack may fall on, as the dock's question offers it."""

    character_id: int
    name: str


class SingleAttackRoll:
    """The button that asks for a single attack's roll: shown once the GM gave one, gone once asked."""

    def __init__(self, parent: QWidget, selection: Selection, services: Callable[[], Services]) -> None:
        self.selection = selection
        self.services = services
        self.character_id: int | None = None
        self.name = ""
        self.button = WrapButton("", parent)
        self.button.setObjectName("threatSingleAttackRoll")
        self.button.clicked.connect(self.ask)
        self.button.hide()

    def retranslate(self) -> None:
        if self.character_id is not None:
            text = QCoreApplication.translate("ThreatDock", "Roll {name}'s single attack (a skill roll)")
            self.button.setText(text.format(name=self.name))
            tip = QCoreApplication.translate(
                "ThreatDock", "Space: the roll in the dice dock, the focus on its typed dice; Enter rolls them")
            self.button.setToolTip(tip)

    def offer(self, character_id: int, name: str) -> None:
        """A single attack fell on ``name``: the button for its roll, with the focus."""
        self.character_id, self.name = character_id, name
        self.retranslate()
        self.button.show()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def clear(self) -> None:
        self.character_id, self.name = None, ""
        self.button.hide()

    def ask(self) -> None:
        """The roll in the dice dock, in front, the focus on its typed dice; the button goes."""
        character_id = self.character_id
        roll = self.services().swarm.single_attack_roll()
        if character_id is None or roll is None:
            return
        self.clear()
        self.selection.ask_roll(character_id, roll[0], roll[1])
        dice = getattr(self.button.window(), "docks", {}).get("diceDock")
        faces = getattr(dice, "faces_edit", None)
        if dice is None or not isinstance(faces, QLineEdit):
            return
        dice.show()
        dice.raise_()
        faces.setFocus(Qt.FocusReason.ShortcutFocusReason)
