"""Drawing and putting away a weapon by key (Fight → Draw a weapon, Ctrl+Alt+D; Put a weapon away,
Ctrl+Alt+S): the ruleset's rolls marked ``wield`` (the grid game's "Draw a concealed katana" and
"Put a drawn katana away"), for the character D and H act on.  Nothing is asked and nothing rolled:
the key records it through the rolls service, one undoable action and one line in the log, as the
dice dock's roll of the same kind does; what the rules refuse (nothing drawn to put away, a katana
still being drawn) is said in the status bar and nothing changes.  Each action is enabled only
while that character carries something to draw or put away, and named as the ruleset names it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction

from ui import keymap
from ui.disabled_keys import why_not

if TYPE_CHECKING:
    from app.rules.rolling import RollKind
    from ui.docks.characters_dock import CharactersDock

DRAW = "draw"
PUT_AWAY = "put_away"
#: each wield's action: its object name and its key's id
ACTIONS = {DRAW: ("actDrawWeapon", "characters.draw"), PUT_AWAY: ("actPutAwayWeapon", "characters.putAway")}


class WieldActions:
    """The two actions of the roster's character (a part of the characters dock): each finds the
    ruleset's roll of its wield for the character D and H act on, and makes it."""

    def __init__(self, dock: CharactersDock) -> None:
        self.dock = dock
        self._due = False  # an update is queued
        self.actions: dict[str, QAction] = {}
        for wield, (name, key_id) in ACTIONS.items():
            action = QAction(dock)
            action.setObjectName(name)
            keymap.bind(action, key_id)
            action.setEnabled(False)
            action.triggered.connect(lambda _=False, w=wield: self.act(w))
            self.actions[wield] = action

    def kind(self, wield: str) -> RollKind | None:
        """The roll of ``wield`` the character D and H act on can make, None when there is none."""
        dock = self.dock
        cid = dock.target_id()
        if dock.services is None or cid is None or cid not in dock.items:
            return None
        return next((k for k in dock.bound.rolls.kinds(cid) if k.wield == wield), None)

    def update_later(self) -> None:
        """:meth:`update` once the events queued now are done (a campaign bound: the window drawn
        before the character's rolls are looked at)."""
        if not self._due:
            self._due = True
            QTimer.singleShot(0, self.dock, self.update)

    def update(self) -> None:
        """Each action enabled while the character has its roll, named as the ruleset names it;
        disabled, its key says why."""
        self._due = False
        for wield, action in self.actions.items():
            kind = self.kind(wield)
            key_label = keymap.text(keymap.BY_ID[ACTIONS[wield][1]].label)
            action.setEnabled(kind is not None)
            if kind is not None:
                action.setText(QCoreApplication.translate("rules", kind.label))
                action.setToolTip(QCoreApplication.translate("rules", kind.help) if kind.help else key_label)
                continue
            action.setText(key_label)
            action.setToolTip(key_label)
            why_not(action, self._why_not(wield))

    def _why_not(self, wield: str) -> str:
        dock = self.dock
        cid = dock.target_id()
        character = dock.bound.characters.character(cid) if dock.services is not None and cid is not None else None
        if character is None:
            return QCoreApplication.translate("CharactersDock", "Select a character in the roster first.")
        if wield == DRAW:
            text = QCoreApplication.translate("CharactersDock", "{name} carries no weapon to draw.")
        else:
            text = QCoreApplication.translate("CharactersDock", "{name} carries no weapon to put away.")
        return text.format(name=character.name)

    def act(self, wield: str) -> None:
        """Draw or put away: the rolls service records it, or says in the status bar why not."""
        from app.services.rolls import RollRequest  # with the services, once a campaign is open

        kind = self.kind(wield)
        cid = self.dock.target_id()
        if kind is None or cid is None:
            return
        self.dock.bound.rolls.roll(RollRequest(kind.key, cid, {}))
