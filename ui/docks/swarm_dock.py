"""The swarm dock: the dead, the Swarm Size and Threat, and a swarm fight round by round.

Keys: Ctrl+Shift+W starts a swarm fight, Ctrl+Shift+C clears out an area, Ctrl+Alt+W rolls the
round (all in Fight).  In the count of dead, + and − add or take one.
Every step is a command of ``services.swarm``: one log line, undoable; the threat dial follows.

Before a round: up to three rollers (with the skill and extra dice of each), who rolls twice when
two fight, the Leadership roll and its dice, sacrifices (where the ruleset has them: what it
declares in :class:`app.rules.features.SwarmRules`); the exact odds of the round show as the setup
changes.  Faces typed from physical dice replace the roll, one field per roll.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import bounds
from app.services.changes import ChangeSet
from app.services.row_ids import row_id
from ui import i18n, keymap
from ui.docks import swarm_keys, swarm_modifiers, swarm_rows
from ui.docks.base import Dock
from ui.docks.refusal_line import RefusalLine
from ui.docks.swarm_outcome import OutcomePart
from ui.docks.swarm_round import ID_ROLE, RoundSetupPart, big, rules_tr, size_texts
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.labels import WrapLabel, clear_text
from ui.widgets.wheel_guard import CalmSpinBox

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.services.bundle import Services


class SwarmDock(RoundSetupPart, OutcomePart, Dock):
    """The swarm panel.  No signals of its own: every step goes to ``services.swarm``."""

    object_name = "swarmDock"
    title = QT_TRANSLATE_NOOP("Docks", "Swarm")
    area = Qt.DockWidgetArea.RightDockWidgetArea
    lazy = True  # behind the dice tab until a swarm turns up
    refuses = ("swarm",)

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._updating = False
        self._lead_spins: dict[int, QSpinBox] = {}
        self.act_start = self._action("actSwarmStart", "swarm.start", lambda: swarm_keys.go(self))
        self.act_clear = self._action("actSwarmClear", "swarm.clear", lambda: self._start(True))
        self.act_roll = self._action("actSwarmRoll", "swarm.roll", self.roll_round)
        self.last_odds: dict[str, Fraction] = {}

    def build(self) -> None:
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        body = QWidget(scroll)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)

        self.headline = WrapLabel(body)
        self.headline.setObjectName("swarmThreat")
        big(self.headline, 1.9)
        layout.addWidget(self.headline)
        # the swarm's counts, buttons and rounds: hidden for a ruleset without swarms
        self.fight_parts = QWidget(body)
        parts = QVBoxLayout(self.fight_parts)
        parts.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.fight_parts)
        self.sum_label = WrapLabel(body)
        self.sum_label.setObjectName("swarmSum")
        parts.addWidget(self.sum_label)
        counts = QFormLayout()
        self.dead = CalmSpinBox(body)
        self.dead.setObjectName("deadSpin")
        self.dead.setRange(*bounds.SWARM_DEAD)
        self.dead.setKeyboardTracking(False)
        self.dead.valueChanged.connect(self._dead_changed)
        self.dead.installEventFilter(self)
        self.size_spin = CalmSpinBox(body)
        self.size_spin.setObjectName("sizeSpin")
        self.size_spin.setRange(*bounds.SWARM_SIZE)
        self.size_spin.setKeyboardTracking(False)
        self.size_spin.valueChanged.connect(self._size_changed)
        self.dead_label, self.size_label = QLabel(body), QLabel(body)
        counts.addRow(self.dead_label, self.dead)
        counts.addRow(self.size_label, self.size_spin)
        parts.addLayout(counts)
        self.badges = WrapLabel(body)
        self.badges.setObjectName("swarmBadges")
        parts.addWidget(self.badges)
        buttons = FlowLayout()  # wraps in a narrow dock
        self.start_button = QPushButton(body)
        self.start_button.setObjectName("startSwarm")
        self.clear_button = QPushButton(body)
        self.clear_button.setObjectName("clearArea")
        self.call_off_button = QPushButton(body)
        self.call_off_button.setObjectName("callOff")
        for b in (self.start_button, self.clear_button, self.call_off_button):
            buttons.addWidget(b)
        parts.addLayout(buttons)
        self.start_button.clicked.connect(lambda: self.swarm.start(False))
        self.clear_button.clicked.connect(lambda: self.swarm.start(True))
        self.call_off_button.clicked.connect(lambda: self.swarm.call_off())

        self.status = self.refusal_line = RefusalLine(body, "swarmStatus")  # next to Fight the swarm
        parts.addWidget(self.status)
        self.outcome_box = QGroupBox(body)
        self.outcome_box.setObjectName("outcomeBox")
        self._build_outcome(self.outcome_box)
        parts.addWidget(self.outcome_box)
        self.round_box = QGroupBox(body)
        self.round_box.setObjectName("roundBox")
        self._build_round(self.round_box)
        parts.addWidget(self.round_box)
        layout.addStretch(1)
        scroll.setWidget(body)
        self.setWidget(scroll)
        swarm_keys.install(self)

    def _action(self, name: str, key_id: str, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        keymap.bind(action, key_id)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [("fight", self.act_start), ("fight", self.act_clear), ("fight", self.act_roll)]

    # ------------------------------------------------------------------ building
    # ------------------------------------------------------------------ binding
    def rebind(self) -> None:
        clear_text(self.status)
        self.setEnabled(self.swarm.available())
        self._fill_people()
        self._fill_skills()
        self._fill_choices()
        self._retranslate_outcome()
        self.refresh()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset or changes.characters_added_or_removed:
            self._fill_people()
        if changes.reset or changes.campaign or changes.characters:
            self.refresh()

    # ------------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) and self.built:
            self._size_texts()
        super().changeEvent(event)

    def _size_texts(self) -> None:
        """The Swarm Threat, the odds and the result bigger than the theme's text (legible from a metre)."""
        size_texts([self.headline, self.odds, self.result], self.dead.font().pointSizeF())

    def retranslate(self) -> None:
        super().retranslate()
        self.act_start.setText(self.tr("Fight the swarm"))
        self.act_start.setToolTip(self.tr("Start a swarm fight (Ctrl+Shift+W)"))
        self.act_clear.setText(self.tr("Clear out an area"))
        self.act_clear.setToolTip(self.tr("Attack the swarm before it spots you (Ctrl+Shift+C)"))
        self.act_roll.setText(self.tr("Roll the swarm round"))
        self.act_roll.setToolTip(self.tr("Roll the round as set up in the swarm dock"))
        if not self.built:  # behind its tab: the menu's texts alone
            return
        self._size_texts()
        self.dead_label.setText(self.tr("Dead"))
        self.dead.setToolTip(self.tr("How many dead: + and − add or take one"))
        self.size_label.setText(self.tr("Swarm Size"))
        self.size_spin.setToolTip(self.tr("The size the dead make; set 1-6 to override it"))
        self.start_button.setText(self.act_start.text())
        self.start_button.setToolTip(self.act_start.toolTip())
        self.clear_button.setText(self.act_clear.text())
        self.clear_button.setToolTip(self.act_clear.toolTip())
        self.call_off_button.setText(self.tr("Call off"))
        self.call_off_button.setToolTip(self.tr("End the swarm fight outside the rules"))
        self._retranslate_round()
        self._retranslate_outcome()
        if self.refill_texts():  # before a campaign opens, the texts alone; a new language, the contents too
            self._fill_skills()
            self._fill_people()
            self.refresh()

    # ------------------------------------------------------------------ lists
    def skill_label(self, key: str) -> str:
        return rules_tr(dict(self.swarm.skills()).get(key, key))

    def _fill_people(self) -> None:
        people = [(c.name, row_id(c)) for c in self.swarm.fighters()]
        nobody = self.tr("— nobody —")
        self._updating = True
        for combo in [who for who, _, _ in self.rollers] + [self.leader, self.sacrificer, self.victim]:
            current = combo.currentData(ID_ROLE)
            combo.clear()
            combo.addItem(nobody, None)
            for name, cid in people:
                combo.addItem(name, cid)
            index = combo.findData(current)
            combo.setCurrentIndex(max(0, index))
        self._updating = False
        self.update_odds()

    def _fill_skills(self) -> None:
        self._updating = True
        skills = self.swarm.skills() if self.swarm.available() else []
        for _, combo, _ in self.rollers:
            current = combo.currentData(ID_ROLE) or self.swarm.fight_skill()
            combo.clear()
            for key, label in skills:
                combo.addItem(rules_tr(label), key)
            combo.setCurrentIndex(max(0, combo.findData(current)))
        current = self.method.currentData(ID_ROLE)
        self.method.clear()
        for method in self.swarm.clearing_methods():
            self.method.addItem(rules_tr(method.label), method.value)
        self.method.setCurrentIndex(max(0, self.method.findData(current)))
        self._updating = False
        if self.swarm.available():
            swarm_rows.show_declared(self)
        self.update_odds()

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        swarm = self.swarm
        self.fight_parts.setVisible(swarm.available())
        if not swarm.available():
            self.headline.setText(self.tr("This ruleset has no swarms"))
            return
        fight = swarm.fight()
        active = swarm.active()
        self._updating = True
        self.dead.setValue(fight.dead)
        self.size_spin.setSpecialValueText(self.tr("Auto ({size})").format(size=swarm.counted_size()))
        self.size_spin.setValue(fight.size_override)
        self._updating = False
        self.headline.setText(self.tr("Swarm Threat {value}").format(value=fight.swarm_threat))
        self.sum_label.setText(
            i18n.plural(
                self.tr("= Swarm Size {size} + Threat {threat} − {attacks} {attacks|attack|attacks} made"),
                size=fight.size,
                threat=fight.threat_level,
                attacks=fight.attacks_made,
            )
        )
        badges = []
        if active:
            kind = self.tr("Clearing out an area") if fight.clearing else self.tr("Swarm fight")
            badges.append(self.tr("{kind}, round {round}").format(kind=kind, round=fight.round))
        elif fight.ending == "won":
            badges.append(self.tr("The fight was won"))
        elif fight.ending == "moved_on":
            badges.append(self.tr("The dead moved on"))
        else:
            badges.append(self.tr("No swarm fight running"))
        if active and fight.block and swarm.block_label():
            badges.append(rules_tr(swarm.block_label()))
        if active and fight.free_successes:
            badges.append(self.tr("Free success carried: {count}").format(count=fight.free_successes))
        self.badges.setText("\n".join(badges))
        self.start_button.setEnabled(not active)
        self.clear_button.setEnabled(not active)
        self.call_off_button.setEnabled(active)
        self.act_start.setEnabled(not active)
        self.act_clear.setEnabled(not active)
        rolling = active and not fight.pending
        self.round_box.setEnabled(rolling)
        self.act_roll.setEnabled(rolling)
        self.round_box.setTitle(self.tr("Round {round}").format(round=fight.round))
        self.method.setVisible(fight.clearing)
        self.method_label.setVisible(fight.clearing)
        prep = swarm.prep()
        self.leader_result.setText(
            i18n.plural(
                self.tr("{name} hands out {dice} {dice|die|dice} (at most {most} to one roller)"),
                name=prep["leader"],
                dice=prep.get("leadership", 0),
                most=swarm.max_dice_to_one,
            )
            if prep.get("leader")
            else ""
        )
        self.leader_button.setEnabled("leader" not in prep)
        self.sacrifice_result.setText(
            "\n".join(
                self.tr("{escaped} got away; {suffers} suffers the consequences").format(**s)
                for s in prep.get("sacrifices", [])
            )
        )
        self._show_outcome(fight, active)
        self.update_odds()

    # ------------------------------------------------------------------ actions
    def _dead_changed(self, value: int) -> None:
        if not self._updating and value != self.swarm.fight().dead:
            clear_text(self.status)
            self.swarm.set_dead(value)

    def _size_changed(self, value: int) -> None:
        if not self._updating and value != self.swarm.fight().size_override:
            clear_text(self.status)
            self.swarm.set_size(value)

    def _start(self, clearing: bool) -> None:
        """From the Fight menu: bring the panel forward (it may sit behind a tab) and start."""
        if self.parent() is not None:
            self.show()
            self.raise_()
        clear_text(self.status)
        if self.swarm.start(clearing):
            swarm_keys.focus_next(self)

    def roll_leadership(self) -> None:
        cid = self.leader.currentData(ID_ROLE)
        if cid is None:
            skill = self.skill_label(self.swarm.leadership_skill())
            self.status.setText(self.tr("Pick who rolls {skill}.").format(skill=skill))
            return
        clear_text(self.status)
        if self.swarm.leadership(int(cid), self.leader_faces.text()):
            self.leader_faces.clear()

    def roll_sacrifice(self) -> None:
        one, other = self.sacrificer.currentData(ID_ROLE), self.victim.currentData(ID_ROLE)
        if one is None or other is None:
            self.status.setText(self.tr("Pick who sacrifices whom."))
            return
        clear_text(self.status)
        if self.swarm.sacrifice(int(one), int(other), self.sacrificer_faces.text(), self.victim_faces.text()):
            self.sacrificer_faces.clear()
            self.victim_faces.clear()

    def roll_round(self) -> None:
        if not self.roll_button.isEnabled() or not self.round_box.isEnabled():
            self.status.setText(self.odds.text() if self.round_box.isEnabled() else self.tr("No round to roll now."))
            return
        clear_text(self.status)
        faces = [f.text() for _, f in self.plan_labels]
        if self.swarm.roll_round(self.setup(), faces):
            for _, f in self.plan_labels:
                f.clear()
            for spin in self._lead_spins.values():
                spin.setValue(0)
            swarm_modifiers.clear(self)  # the next round's modifiers are the rules' again
            swarm_keys.after_step(self)

    # ------------------------------------------------------------------ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """+ and − (swarm.deadMore, swarm.deadFewer) step the count of dead (before the window's
        threat shortcuts see them)."""
        if watched is self.dead and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            assert isinstance(event, QKeyEvent)
            more, fewer = keymap.pressed(event, "swarm.deadMore"), keymap.pressed(event, "swarm.deadFewer")
            step = 1 if more else -1 if fewer else 0
            if step:
                event.accept()
                if event.type() == QEvent.Type.KeyPress:
                    self.dead.stepBy(step)
                return True
        return super().eventFilter(watched, event)
