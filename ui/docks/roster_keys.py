"""The roster's fight keys, which work anywhere in the window (Edit menu): D damages and H heals
the character selected in any dock (the roster's row, the fight list's row or the one whose turn
it is, whichever the GM selected last)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from ui import keymap

if TYPE_CHECKING:
    from ui.docks.characters_dock import CharactersDock


def fight_actions(dock: CharactersDock) -> tuple[QAction, QAction]:
    damage = QAction(dock)
    damage.setObjectName("actDamage")
    keymap.bind(damage, "characters.damage")
    damage.triggered.connect(lambda _=False: dock.damage())
    heal = QAction(dock)
    heal.setObjectName("actHeal")
    keymap.bind(heal, "characters.heal")
    heal.triggered.connect(lambda _=False: dock.heal())
    return damage, heal


def retranslate_actions(dock: CharactersDock) -> None:
    for action, key_id in ((dock.act_damage, "characters.damage"), (dock.act_heal, "characters.heal")):
        action.setText(keymap.text(keymap.BY_ID[key_id].label) + "…")
        action.setToolTip(action.text())
