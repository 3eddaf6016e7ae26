"""The swarm dock's damage of an attack that allows no roll (a mass attack): after the GM's picks,
the victim and a damage field, focused with the ruleset's default (:attr:`SwarmRules.harm_default`);
Enter (or the button) applies it through the damage rules, as the roster's damage does: undoable, one
line in the log.  The row goes once applied for that round; the next victim's row follows.  The threat
dock offers the same row for the harm of a failed single attack (:mod:`ui.docks.threat_single`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui.docks.refusal_line import RefusalLine
from ui.widgets.labels import WrapLabel
from ui.widgets.wheel_guard import CalmSpinBox
from ui.widgets.wrap_button import WrapButton

if TYPE_CHECKING:
    from app.services.swarm import SwarmService

#: the most damage the field takes (a few points kill anyone)
MOST = 20
MASS_ATTACK = QT_TRANSLATE_NOOP("SwarmDock", "Mass attack on {name}, no roll to avoid it: damage")


class HarmRow(QWidget):
    """The victim of the last round's attack that allows no roll, a damage field and Apply.

    Signal ``harm(int, int)``: the GM applies ``damage`` to the character ``id``."""

    harm = Signal(int, int)

    def __init__(
        self,
        parent: QWidget,
        swarm: Callable[[], SwarmService],
        due: Callable[[], list[tuple[int, str]]] | None = None,
        label: tuple[str, str] = ("SwarmDock", MASS_ATTACK),
    ) -> None:
        """``due``: whose damage waits, where another attack than the swarm's last round's mass attack
        is offered (the threat dock's failed single attack), a source that knows when the damage
        was dealt (undone: due again); ``label``: the row's words (context, source with ``{name}``)."""
        super().__init__(parent)
        self.setObjectName("harmRow")
        self._swarm = swarm
        self._due = due if due is not None else lambda: self._swarm().harm_due()
        self._remember = due is None  # the swarm's round does not say whose damage was dealt: kept here
        self._label = label
        self._done: set[tuple[object, int]] = set()  # (round, character) whose damage was applied
        self._round: object = None
        self._victim: tuple[int, str] | None = None
        # the words over the field and the button, both wrapping to the dock's width rather than
        # pushing it wider ("Apply 1 damage to Ben Okafor" beside the words left them a word a line)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = WrapLabel(self)
        self.label.setObjectName("harmLabel")
        layout.addWidget(self.label)
        row = QHBoxLayout()
        self.damage = CalmSpinBox(self)
        self.damage.setObjectName("harmDamage")
        self.damage.setRange(0, MOST)
        self.damage.installEventFilter(self)
        self.damage.valueChanged.connect(lambda _=0: self._texts())
        row.addWidget(self.damage, 0, Qt.AlignmentFlag.AlignTop)
        self.button = WrapButton("", self)
        self.button.setObjectName("applyHarm")
        self.button.clicked.connect(self.apply)
        row.addWidget(self.button, 1)
        layout.addLayout(row)
        # why the damage was refused ("The character is already dead."), under the button the GM pressed
        self.refusal = RefusalLine(self, "harmRefusal")
        layout.addWidget(self.refusal)
        self.hide()

    def refresh(self, last_round: object) -> bool:
        """The row for the first victim whose damage waits (shown), else hidden; True when shown."""
        swarm = self._swarm()
        if last_round != self._round:
            self._round = last_round
        due = [v for v in self._due() if (self._round, v[0]) not in self._done]
        victim = due[0] if due else None
        if victim != self._victim:
            self._victim = victim
            self.refusal.clear()
            if victim is not None:
                self.damage.setValue(swarm.harm_default())
        self._texts()
        return victim is not None

    def _texts(self) -> None:
        if self._victim is None:
            return
        name = self._victim[1]
        self.label.setText(QCoreApplication.translate(*self._label).format(name=name))
        self.button.setText(
            QCoreApplication.translate("SwarmDock", "Apply {damage} damage to {name}").format(
                damage=self.damage.value(), name=name
            )
        )

    def apply(self) -> None:
        if self._victim is None:
            return
        self.damage.interpretText()
        self.refusal.clear()
        character_id = self._victim[0]
        if self._remember:
            self._done.add((self._round, character_id))
        self.harm.emit(character_id, self.damage.value())

    def failed(self, character_id: int, why: str = "") -> None:
        """The damage was refused: its row comes back, saying ``why`` (translated) under its button."""
        self._done.discard((self._round, character_id))
        if why:
            self.refusal.setText(why)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.damage and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
                self.apply()
                return True
        return super().eventFilter(watched, event)

