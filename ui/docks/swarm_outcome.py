"""The swarm dock's last round: the result and its details, the GM's picks after a lost round, the
push buttons (with the chances after a push) and the Threat Level after a won fight.

The widgets' texts are in the context ``SwarmDock``, as the rest of the dock's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render_value
from ui import i18n
from ui.docks import swarm_keys
from ui.docks.swarm_round import big, percent
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from ui.docks.base import Dock as _DockPart  # to a type checker the part is the dock's
    from ui.docks.swarm_dock import SwarmDock
else:
    _DockPart = object

PICKS = ("threat", "size", "single_attack", "block", "mass_attack")
PICK_TEXTS = {
    "threat": QT_TRANSLATE_NOOP("SwarmDock", "Threat +1"),
    "size": QT_TRANSLATE_NOOP("SwarmDock", "Swarm Size +1"),
    "single_attack": QT_TRANSLATE_NOOP("SwarmDock", "Single attack (random victim)"),
    "block": QT_TRANSLATE_NOOP("SwarmDock", "Block"),
    "mass_attack": QT_TRANSLATE_NOOP("SwarmDock", "Mass attack (random victim)"),
}


class OutcomePart(_DockPart):
    """The last round's box of :class:`ui.docks.swarm_dock.SwarmDock` (a part of the dock)."""

    # what the rest of the dock holds and does, that the last round's box uses
    status: QLabel
    outcome_box: QGroupBox
    if TYPE_CHECKING:

        def skill_label(self, key: str) -> str: ...

    def _build_outcome(self, box: QGroupBox) -> None:
        layout = QVBoxLayout(box)
        self.result = QLabel(box)
        self.result.setObjectName("roundResult")
        self.result.setWordWrap(True)
        big(self.result, 1.3)
        layout.addWidget(self.result)
        self.details = QLabel(box)
        self.details.setObjectName("roundDetails")
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        self.picks_label = QLabel(box)
        self.picks_label.setObjectName("picksLabel")
        layout.addWidget(self.picks_label)
        self.pick_boxes: dict[str, QCheckBox] = {}
        for key in PICKS:
            check = QCheckBox(box)
            check.setObjectName(f"pick_{key}")
            check.toggled.connect(self._picks_changed)
            layout.addWidget(check)
            self.pick_boxes[key] = check
        self.apply_picks = QPushButton(box)
        self.apply_picks.setObjectName("applyPicks")
        self.apply_picks.clicked.connect(self.send_picks)
        layout.addWidget(self.apply_picks)
        # a PC's roll of the lost round may be pushed before the picks (below them: the result, the picks and
        # Apply fit a laptop's panel together); each button shows the odds after
        self.push_faces = QLineEdit(box)
        self.push_faces.setObjectName("pushFaces")
        layout.addWidget(self.push_faces)
        self.push_buttons: list[QPushButton] = []
        for index in range(3):
            button = QPushButton(box)
            button.setObjectName(f"push_{index}")
            button.clicked.connect(lambda _=False, i=index: self.push_roll(i))
            layout.addWidget(button)
            self.push_buttons.append(button)
        self.won_label = QLabel(box)
        layout.addWidget(self.won_label)
        won = QHBoxLayout()
        self.won_buttons = []
        for level in (0, 1, 2):
            button = QPushButton(box)
            button.setObjectName(f"won_{level}")
            button.clicked.connect(lambda _=False, lv=level: swarm_keys.won(cast("SwarmDock", self), lv))
            won.addWidget(button)
            self.won_buttons.append(button)
        layout.addLayout(won)

    def _retranslate_outcome(self) -> None:
        self.outcome_box.setTitle(QCoreApplication.translate("SwarmDock", "Last round"))
        for key, check in self.pick_boxes.items():
            check.setText(QCoreApplication.translate("SwarmDock", PICK_TEXTS[key]))
        self.apply_picks.setText(QCoreApplication.translate("SwarmDock", "Apply the GM's picks"))
        self.won_label.setText(QCoreApplication.translate("SwarmDock", "Won: the GM sets the Threat Level"))
        for level, button in enumerate(self.won_buttons):
            button.setText(QCoreApplication.translate("SwarmDock", "Threat {level}").format(level=level))

    def _show_outcome(self, fight, active: bool) -> None:  # noqa: ANN001
        last = self.services.swarm.last_round()
        self.outcome_box.setVisible(bool(last))
        if last:
            word = (
                QCoreApplication.translate("SwarmDock", "won")
                if last["won"]
                else QCoreApplication.translate("SwarmDock", "lost")
            )
            self.result.setText(
                QCoreApplication.translate(
                    "SwarmDock", "Round {round}: {total} against Swarm Threat {needed} — {word}"
                ).format(round=last["round"], total=last["total"], needed=last["needed"], word=word)
            )
            details = [render_value(last["outcome"], QCoreApplication.translate)]
            for r in last.get("rolls", []):
                details.append(
                    i18n.plural(
                        QCoreApplication.translate("SwarmDock", "{name}, {skill}: {dice} {dice|die|dice} → {roll}"),
                        name=r["name"],
                        skill=self.skill_label(r["skill"]),
                        dice=r["dice"],
                        roll=r["roll"],
                    )
                )
            if last.get("almost"):
                details.append(QCoreApplication.translate("SwarmDock", "Almost made it: one free success next round"))
            for name in last.get("single_attacks", []):
                details.append(
                    QCoreApplication.translate("SwarmDock", "{name} messed up: a single attack").format(name=name)
                )
            for attack in last.get("attacks", []):
                if attack["victim"]:
                    details.append(
                        QCoreApplication.translate("SwarmDock", "{attack}: {name}").format(
                            attack=QCoreApplication.translate("SwarmDock", PICK_TEXTS[attack["kind"]]),
                            name=attack["victim"],
                        )
                    )
            self.details.setText("\n".join(details))
        picking = active and fight.pending == "loss_picks"
        self.picks_label.setVisible(picking)
        self.picks_label.setText(
            QCoreApplication.translate("SwarmDock", "The dead win: the GM picks {count}").format(count=fight.picks_due)
        )
        for check in self.pick_boxes.values():
            check.setVisible(picking)
            if not picking:
                check.setChecked(False)
        self.apply_picks.setVisible(picking)
        self._show_pushes(last if picking else {})
        swarm_keys.show_picks(cast("SwarmDock", self), picking)
        self._picks_changed()
        choosing = active and fight.pending == "threat_choice"
        self.won_label.setVisible(choosing)
        for button in self.won_buttons:
            button.setVisible(choosing)

    def _show_pushes(self, last: dict) -> None:  # noqa: ANN001
        """A push button, with the chances after the push, for each roll of the lost round that may be pushed."""
        from app.services.command import CommandError

        rolls = last.get("rolls", [])
        shown = False
        for index, button in enumerate(self.push_buttons):
            odds = None
            if index < len(rolls):
                try:
                    odds = self.services.swarm.push_odds(index)
                except CommandError:
                    odds = None
            button.setVisible(odds is not None)
            if odds is not None:
                shown = True
                button.setText(
                    QCoreApplication.translate("SwarmDock", "Push {name}'s roll: win {win}, mess-up {messup}").format(
                        name=rolls[index]["name"], win=percent(odds["win"]), messup=percent(odds["messup"])
                    )
                )
        self.push_faces.setVisible(shown)
        self.push_faces.setPlaceholderText(
            QCoreApplication.translate("SwarmDock", "typed dice for the push (empty: roll here)")
        )

    def push_roll(self, index: int) -> None:
        if self.services.swarm.push(index, self.push_faces.text()):
            self.push_faces.clear()

    def _picks_changed(self) -> None:
        fight = self.services.swarm.fight()
        chosen = sum(1 for c in self.pick_boxes.values() if c.isChecked())
        self.apply_picks.setEnabled(fight.pending == "loss_picks" and chosen == fight.picks_due)

    def send_picks(self) -> None:
        picks = [key for key, check in self.pick_boxes.items() if check.isChecked()]
        clear_text(self.status)
        if self.services.swarm.loss_picks(picks, swarm_keys.victim_faces(cast("SwarmDock", self))):
            swarm_keys.after_step(cast("SwarmDock", self))
