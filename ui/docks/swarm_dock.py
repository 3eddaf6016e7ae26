"""The swarm dock: the dead, the Swarm Size and Threat, and a swarm fight round by round.

Keys: Ctrl+Shift+W starts a swarm fight (Threat 3+), Ctrl+Shift+C clears out an area (Threat 2),
Ctrl+Alt+W rolls the round (all in Fight).  In the count of dead, + and − add or take one.
Every step is a command of ``services.swarm``: one log line, undoable; the threat dial follows.

Before a round: up to three rollers (with the skill and extra dice of each), who rolls twice when
two fight, the Leadership roll and its dice, sacrifices; the exact odds of the round show as the
setup changes.  Faces typed from physical dice replace the roll, one field per roll.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.numbers import signed
from app.services import bounds
from app.services.changes import ChangeSet
from app.services.logtext import render_value
from ui import i18n, keymap
from ui.docks import swarm_keys
from ui.docks.base import Dock
from ui.messages import command_message
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.swarm import RoundSetup

ID_ROLE = Qt.ItemDataRole.UserRole
PICKS = ("threat", "size", "single_attack", "block", "mass_attack")
PICK_TEXTS = {
    "threat": QT_TRANSLATE_NOOP("SwarmDock", "Threat +1"),
    "size": QT_TRANSLATE_NOOP("SwarmDock", "Swarm Size +1"),
    "single_attack": QT_TRANSLATE_NOOP("SwarmDock", "Single attack (random victim)"),
    "block": QT_TRANSLATE_NOOP("SwarmDock", "Block"),
    "mass_attack": QT_TRANSLATE_NOOP("SwarmDock", "Mass attack (random victim)"),
}


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def percent(p: Fraction) -> str:
    return f"{float(p) * 100:.1f}%"


def big(label: QLabel, scale: float) -> None:
    """Bigger, bold text (a stylesheet, so that the theme's font size is the base)."""
    label.setProperty("scale", scale)


def size_texts(labels: list[QLabel], base: float) -> None:
    for label in labels:
        size = max(9.0, base * float(label.property("scale") or 1.0))
        label.setStyleSheet(f"font-size: {size:.0f}pt; font-weight: bold;")


def narrow(combo: QComboBox) -> QComboBox:
    """A combo box that may shrink to a few characters (the dock can be narrow)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(6)
    return combo


class SwarmDock(Dock):
    """The swarm panel.  No signals of its own: every step goes to ``services.swarm``."""

    object_name = "swarmDock"
    title = QT_TRANSLATE_NOOP("Docks", "Swarm")
    area = Qt.DockWidgetArea.RightDockWidgetArea
    lazy = True  # behind the dice tab until a swarm turns up

    def __init__(self, services, parent=None) -> None:  # noqa: ANN001
        super().__init__(services, parent)
        self._updating = False
        self._lead_spins: dict[int, QSpinBox] = {}
        self.act_start = self._action("actSwarmStart", "swarm.start", lambda: swarm_keys.go(self))
        self.act_clear = self._action("actSwarmClear", "swarm.clear", lambda: self._start(True))
        self.act_roll = self._action("actSwarmRoll", "swarm.roll", self.roll_round)
        self._bound = None
        self.last_odds: dict[str, Fraction] = {}

    def build(self) -> None:
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        body = QWidget(scroll)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)

        self.headline = QLabel(body)
        self.headline.setObjectName("swarmThreat")
        self.headline.setWordWrap(True)
        big(self.headline, 1.9)
        layout.addWidget(self.headline)
        # the swarm's counts, buttons and rounds: hidden for a ruleset without swarms
        self.fight_parts = QWidget(body)
        parts = QVBoxLayout(self.fight_parts)
        parts.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.fight_parts)
        self.sum_label = QLabel(body)
        self.sum_label.setObjectName("swarmSum")
        self.sum_label.setWordWrap(True)
        parts.addWidget(self.sum_label)
        counts = QFormLayout()
        self.dead = QSpinBox(body)
        self.dead.setObjectName("deadSpin")
        self.dead.setRange(*bounds.SWARM_DEAD)
        self.dead.setKeyboardTracking(False)
        self.dead.valueChanged.connect(self._dead_changed)
        self.dead.installEventFilter(self)
        self.size = QSpinBox(body)
        self.size.setObjectName("sizeSpin")
        self.size.setRange(*bounds.SWARM_SIZE)
        self.size.setKeyboardTracking(False)
        self.size.valueChanged.connect(self._size_changed)
        self.dead_label, self.size_label = QLabel(body), QLabel(body)
        counts.addRow(self.dead_label, self.dead)
        counts.addRow(self.size_label, self.size)
        parts.addLayout(counts)
        self.badges = QLabel(body)
        self.badges.setObjectName("swarmBadges")
        self.badges.setWordWrap(True)
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
        self.start_button.clicked.connect(lambda: self.services.swarm.start(False))
        self.clear_button.clicked.connect(lambda: self.services.swarm.start(True))
        self.call_off_button.clicked.connect(lambda: self.services.swarm.call_off())

        self.status = QLabel(body)
        self.status.setObjectName("swarmStatus")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #ff7b7b;")
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

    def _action(self, name: str, key_id: str, slot) -> QAction:  # noqa: ANN001
        action = QAction(self)
        action.setObjectName(name)
        keymap.bind(action, key_id)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [("fight", self.act_start), ("fight", self.act_clear), ("fight", self.act_roll)]

    # ------------------------------------------------------------------ building
    def _combo(self, parent: QWidget, name: str) -> QComboBox:
        combo = narrow(QComboBox(parent))
        combo.setObjectName(name)
        combo.currentIndexChanged.connect(self.update_odds)
        return combo

    def _build_round(self, box: QGroupBox) -> None:
        grid = QGridLayout(box)
        self.round_heads = [QLabel(box) for _ in range(3)]
        for col, head in enumerate(self.round_heads):
            grid.addWidget(head, 0, col)
        self.rollers: list[tuple[QComboBox, QComboBox, QSpinBox]] = []
        for i in range(3):
            who = self._combo(box, f"roller{i}")
            skill = self._combo(box, f"skill{i}")
            extra = QSpinBox(box)
            extra.setObjectName(f"extra{i}")
            extra.setRange(*bounds.SWARM_EXTRA)
            extra.valueChanged.connect(self.update_odds)
            grid.addWidget(who, i + 1, 0)
            grid.addWidget(skill, i + 1, 1)
            grid.addWidget(extra, i + 1, 2)
            self.rollers.append((who, skill, extra))
        row = 4
        self.twice_label = QLabel(box)
        self.twice = self._combo(box, "twice")
        grid.addWidget(self.twice_label, row, 0)
        grid.addWidget(self.twice, row, 1, 1, 2)
        row += 1
        self.leader_label = QLabel(box)
        self.leader = narrow(QComboBox(box))
        self.leader.setObjectName("leader")
        self.leader_faces = QLineEdit(box)
        self.leader_faces.setObjectName("leaderFaces")
        self.leader_button = QPushButton(box)
        self.leader_button.setObjectName("leaderButton")
        self.leader_button.clicked.connect(self.roll_leadership)
        grid.addWidget(self.leader_label, row, 0)
        grid.addWidget(self.leader, row, 1, 1, 2)
        row += 1
        grid.addWidget(self.leader_faces, row, 0, 1, 3)
        row += 1
        grid.addWidget(self.leader_button, row, 0, 1, 3)  # a row of its own: the dock can be narrow
        row += 1
        self.leader_result = QLabel(box)
        self.leader_result.setObjectName("leaderResult")
        grid.addWidget(self.leader_result, row, 0, 1, 3)
        row += 1
        self.lead_box = QWidget(box)
        self.lead_layout = QVBoxLayout(self.lead_box)
        self.lead_layout.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.lead_box, row, 0, 1, 3)
        row += 1
        self.sacrifice_label = QLabel(box)
        self.sacrificer = narrow(QComboBox(box))
        self.sacrificer.setObjectName("sacrificer")
        self.victim = narrow(QComboBox(box))
        self.victim.setObjectName("victim")
        self.sacrifice_button = QPushButton(box)
        self.sacrifice_button.setObjectName("sacrificeButton")
        self.sacrifice_button.clicked.connect(self.roll_sacrifice)
        grid.addWidget(self.sacrifice_label, row, 0)
        grid.addWidget(self.sacrificer, row, 1)
        grid.addWidget(self.victim, row, 2)
        row += 1
        self.sacrificer_faces = QLineEdit(box)
        self.sacrificer_faces.setObjectName("sacrificerFaces")
        self.victim_faces = QLineEdit(box)
        self.victim_faces.setObjectName("victimFaces")
        grid.addWidget(self.sacrificer_faces, row, 1)
        grid.addWidget(self.victim_faces, row, 2)
        row += 1
        grid.addWidget(self.sacrifice_button, row, 0, 1, 3)
        row += 1
        self.sacrifice_result = QLabel(box)
        self.sacrifice_result.setObjectName("sacrificeResult")
        self.sacrifice_result.setWordWrap(True)
        grid.addWidget(self.sacrifice_result, row, 0, 1, 3)
        row += 1
        self.method_label = QLabel(box)
        self.method = self._combo(box, "clearingMethod")
        grid.addWidget(self.method_label, row, 0)
        grid.addWidget(self.method, row, 1, 1, 2)
        row += 1
        self.plan_labels: list[tuple[QLabel, QLineEdit]] = []
        for i in range(3):
            label = QLabel(box)
            label.setObjectName(f"plan{i}")
            faces = QLineEdit(box)
            faces.setObjectName(f"faces{i}")
            grid.addWidget(label, row, 0, 1, 2)
            grid.addWidget(faces, row, 2)
            self.plan_labels.append((label, faces))
            row += 1
        self.odds = QLabel(box)
        self.odds.setObjectName("swarmOdds")
        self.odds.setWordWrap(True)
        big(self.odds, 1.25)
        grid.addWidget(self.odds, row, 0, 1, 3)
        row += 1
        self.roll_button = QPushButton(box)
        self.roll_button.setObjectName("rollRound")
        self.roll_button.clicked.connect(self.roll_round)
        grid.addWidget(self.roll_button, row, 0, 1, 3)

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
            button.clicked.connect(lambda _=False, lv=level: swarm_keys.won(self, lv))
            won.addWidget(button)
            self.won_buttons.append(button)
        layout.addLayout(won)

    # ------------------------------------------------------------------ binding
    def bind(self, services) -> None:  # noqa: ANN001
        if self._bound is not None:
            try:
                self._bound.failed.disconnect(self.show_refusal)
            except (RuntimeError, TypeError):
                pass
        services.swarm.failed.connect(self.show_refusal)
        self._bound = services.swarm
        super().bind(services)

    def rebind(self) -> None:
        clear_text(self.status)
        self.setEnabled(self.services.swarm.available())
        self._fill_people()
        self._fill_skills()
        self.refresh()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset or changes.characters_added_or_removed:
            self._fill_people()
        if changes.reset or changes.campaign or changes.characters:
            self.refresh()

    def show_refusal(self, context: str, message: str) -> None:
        self.status.setText(command_message(context, message))

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
        self.act_start.setToolTip(self.tr("Start a swarm fight (Threat 3 or more) (Ctrl+Shift+W)"))
        self.act_clear.setText(self.tr("Clear out an area"))
        self.act_clear.setToolTip(self.tr("Attack the swarm before it spots you, at Threat 2 (Ctrl+Shift+C)"))
        self.act_roll.setText(self.tr("Roll the swarm round"))
        self.act_roll.setToolTip(self.tr("Roll the round as set up in the swarm dock"))
        if not self.built:  # behind its tab: the menu's texts alone
            return
        self._size_texts()
        self.dead_label.setText(self.tr("Dead"))
        self.dead.setToolTip(self.tr("How many dead: + and − add or take one"))
        self.size_label.setText(self.tr("Swarm Size"))
        self.size.setToolTip(self.tr("The size the dead make; set 1-6 to override it"))
        self.start_button.setText(self.act_start.text())
        self.start_button.setToolTip(self.act_start.toolTip())
        self.clear_button.setText(self.act_clear.text())
        self.clear_button.setToolTip(self.act_clear.toolTip())
        self.call_off_button.setText(self.tr("Call off"))
        self.call_off_button.setToolTip(self.tr("End the swarm fight outside the rules"))
        for head, text in zip(
            self.round_heads, (self.tr("Who rolls"), self.tr("Skill"), self.tr("Dice ±")), strict=True
        ):
            head.setText(text)
        for _, _, extra in self.rollers:
            extra.setToolTip(self.tr("Help (one die per helper), gear bonus and other modifiers"))
        self.twice_label.setText(self.tr("Rolls twice"))
        self.leader_label.setText(self.tr("Leadership"))
        self.leader_faces.setPlaceholderText(self.tr("typed dice (empty: roll here)"))
        self.leader_button.setText(self.tr("Roll Leadership"))
        self.leader_button.setToolTip(
            self.tr("One who is not rolling barks orders: one die per success, at most 3 to one roller")
        )  # noqa: E501
        self.sacrifice_label.setText(self.tr("Sacrifice"))
        self.sacrifice_button.setText(self.tr("Roll the sacrifice (Force)"))
        self.sacrificer_faces.setPlaceholderText(self.tr("typed dice"))
        self.victim_faces.setPlaceholderText(self.tr("typed dice"))
        self.sacrifice_button.setToolTip(
            self.tr("Throw the victim to the dead: an opposed Force roll; it takes one of the round's three rolls")
        )
        self.method_label.setText(self.tr("Clearing by"))
        for _, faces in self.plan_labels:
            faces.setPlaceholderText(self.tr("typed dice"))
        self.roll_button.setText(self.tr("Roll the round (Ctrl+Alt+W)"))
        self.outcome_box.setTitle(self.tr("Last round"))
        for key, check in self.pick_boxes.items():
            check.setText(QCoreApplication.translate("SwarmDock", PICK_TEXTS[key]))
        self.apply_picks.setText(self.tr("Apply the GM's picks"))
        self.won_label.setText(self.tr("Won: the GM sets the Threat Level"))
        for level, button in enumerate(self.won_buttons):
            button.setText(self.tr("Threat {level}").format(level=level))
        if self.services is not None:  # before a campaign opens, the texts alone
            self._fill_skills()
            self._fill_people()
            self.refresh()

    # ------------------------------------------------------------------ lists
    def skill_label(self, key: str) -> str:
        return rules_tr(dict(self.services.swarm.skills()).get(key, key))

    def _fill_people(self) -> None:
        people = [(c.name, int(c.id)) for c in self.services.swarm.fighters()]  # type: ignore[arg-type]
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
        skills = self.services.swarm.skills() if self.services.swarm.available() else []
        for _, combo, _ in self.rollers:
            current = combo.currentData(ID_ROLE) or "close_combat"
            combo.clear()
            for key, label in skills:
                combo.addItem(rules_tr(label), key)
            combo.setCurrentIndex(max(0, combo.findData(current)))
        current = self.method.currentData(ID_ROLE)
        self.method.clear()
        from app.services.swarm import CLEARING_LABELS  # the services load with the campaign

        for key, label in CLEARING_LABELS.items():
            self.method.addItem(QCoreApplication.translate("log", label), key)
        self.method.setCurrentIndex(max(0, self.method.findData(current)))
        self._updating = False
        self.update_odds()

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        swarm = self.services.swarm
        self.fight_parts.setVisible(swarm.available())
        if not swarm.available():
            self.headline.setText(self.tr("This ruleset has no swarms"))
            return
        fight = swarm.fight()
        active = swarm.active()
        self._updating = True
        self.dead.setValue(fight.dead)
        self.size.setSpecialValueText(self.tr("Auto ({size})").format(size=swarm.counted_size()))
        self.size.setValue(fight.size_override)
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
        if active and fight.block:
            badges.append(self.tr("Block: Mobility and Stealth need one more success"))
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
                self.tr("{name} hands out {dice} {dice|die|dice} (at most 3 to one roller)"),
                name=prep["leader"],
                dice=prep.get("leadership", 0),
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

    def _show_outcome(self, fight, active: bool) -> None:  # noqa: ANN001
        last = self.services.swarm.last_round()
        self.outcome_box.setVisible(bool(last))
        if last:
            word = self.tr("won") if last["won"] else self.tr("lost")
            self.result.setText(
                self.tr("Round {round}: {total} against Swarm Threat {needed} — {word}").format(
                    round=last["round"], total=last["total"], needed=last["needed"], word=word
                )
            )
            details = [render_value(last["outcome"], QCoreApplication.translate)]
            for r in last.get("rolls", []):
                details.append(
                    i18n.plural(
                        self.tr("{name}, {skill}: {dice} {dice|die|dice} → {roll}"),
                        name=r["name"],
                        skill=self.skill_label(r["skill"]),
                        dice=r["dice"],
                        roll=r["roll"],
                    )
                )
            if last.get("almost"):
                details.append(self.tr("Almost made it: one free success next round"))
            for name in last.get("single_attacks", []):
                details.append(self.tr("{name} messed up: a single attack").format(name=name))
            for attack in last.get("attacks", []):
                if attack["victim"]:
                    details.append(
                        self.tr("{attack}: {name}").format(
                            attack=QCoreApplication.translate("SwarmDock", PICK_TEXTS[attack["kind"]]),
                            name=attack["victim"],
                        )
                    )
            self.details.setText("\n".join(details))
        picking = active and fight.pending == "loss_picks"
        self.picks_label.setVisible(picking)
        self.picks_label.setText(self.tr("The dead win: the GM picks {count}").format(count=fight.picks_due))
        for check in self.pick_boxes.values():
            check.setVisible(picking)
            if not picking:
                check.setChecked(False)
        self.apply_picks.setVisible(picking)
        self._show_pushes(last if picking else {})
        swarm_keys.show_picks(self, picking)
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
                    self.tr("Push {name}'s roll: win {win}, mess-up {messup}").format(
                        name=rolls[index]["name"], win=percent(odds["win"]), messup=percent(odds["messup"])
                    )
                )
        self.push_faces.setVisible(shown)
        self.push_faces.setPlaceholderText(self.tr("typed dice for the push (empty: roll here)"))

    def push_roll(self, index: int) -> None:
        if self.services.swarm.push(index, self.push_faces.text()):
            self.push_faces.clear()

    def _picks_changed(self) -> None:
        fight = self.services.swarm.fight()
        chosen = sum(1 for c in self.pick_boxes.values() if c.isChecked())
        self.apply_picks.setEnabled(fight.pending == "loss_picks" and chosen == fight.picks_due)

    # ------------------------------------------------------------------ the round's setup and odds
    def setup(self) -> RoundSetup:
        from app.services.swarm import RollerSpec, RoundSetup

        rollers = []
        allocation: dict[int, int] = {}
        for who, skill, extra in self.rollers:
            cid = who.currentData(ID_ROLE)
            if cid is not None:
                rollers.append(RollerSpec(int(cid), str(skill.currentData(ID_ROLE)), extra.value()))
        twice = self.twice.currentData(ID_ROLE)
        for cid, dice in self.lead_dice.items():
            if dice:
                allocation[cid] = dice
        method = self.method.currentData(ID_ROLE) or "shooting"
        return RoundSetup(tuple(rollers), None if twice is None else int(twice), allocation, str(method))

    @property
    def lead_dice(self) -> dict[int, int]:
        """Leadership dice handed out, read from the spin boxes next to the planned rolls."""
        return {cid: spin.value() for cid, spin in self._lead_spins.items()}

    def update_odds(self) -> None:
        from app.services.command import CommandError

        if self._updating or not self.services.swarm.available():
            return
        self._sync_twice()
        setup = self.setup()
        for label, faces in self.plan_labels:
            label.setVisible(False)
            faces.setVisible(False)
        if not setup.rollers:
            self.odds.setText(self.tr("Pick who rolls against the swarm"))
            self.roll_button.setEnabled(False)
            self.last_odds = {}
            return
        try:
            plan, odds = self.services.swarm.odds(setup)
        except CommandError as exc:
            self.odds.setText(command_message(exc.context, exc.message))
            self.roll_button.setEnabled(False)
            self.last_odds = {}
            return
        for (label, faces), roll in zip(self.plan_labels, plan.rolls, strict=False):
            text = i18n.plural(
                self.tr("{name}, {skill}: {dice} {dice|die|dice}"),
                name=roll.name,
                skill=self.skill_label(roll.skill),
                dice=roll.dice,
            )
            if roll.modifier:
                text += f" ({signed(roll.modifier)})"
            if roll.leadership:
                text += " " + self.tr("incl. {dice} Leadership").format(dice=roll.leadership)
            label.setText(text)
            label.setVisible(True)
            faces.setVisible(True)
        self.last_odds = odds
        self.odds.setText(
            self.tr("Win {win} · almost {almost} · lose {lose} (Swarm Threat {threat})").format(
                win=percent(odds["win"]),
                almost=percent(odds["almost"]),
                lose=percent(odds["lose"]),
                threat=plan.swarm_threat,
            )
        )
        self.roll_button.setEnabled(True)

    def _sync_twice(self) -> None:
        """ "Rolls twice" lists the two fighters when exactly two fight; the Leadership dice spin
        boxes follow the rollers."""
        chosen = [
            (who.currentText(), who.currentData(ID_ROLE))
            for who, _, _ in self.rollers
            if who.currentData(ID_ROLE) is not None
        ]
        self._updating = True
        current = self.twice.currentData(ID_ROLE)
        self.twice.clear()
        for name, cid in chosen:
            self.twice.addItem(name, cid)
        self.twice.setCurrentIndex(max(0, self.twice.findData(current)))
        two = len(chosen) == 2
        self.twice.setVisible(two)
        self.twice_label.setVisible(two)
        self._updating = False
        self._sync_lead_spins(chosen)

    def _sync_lead_spins(self, chosen: list) -> None:  # noqa: ANN001
        prep = self.services.swarm.prep()
        has_leader = "leader" in prep
        wanted = [cid for _, cid in chosen] if has_leader else []
        for cid in list(self._lead_spins):
            if cid not in wanted:
                spin = self._lead_spins.pop(cid)
                spin.hide()
                spin.deleteLater()
        for name, cid in chosen:
            if has_leader and cid not in self._lead_spins:
                spin = QSpinBox(self.round_box)
                spin.setObjectName(f"lead_{cid}")
                spin.setRange(0, self.services.swarm.max_dice_to_one)
                spin.setPrefix(self.tr("Leadership dice to {name}: ").format(name=name))
                spin.valueChanged.connect(self.update_odds)
                self.lead_layout.addWidget(spin)
                self._lead_spins[cid] = spin

    # ------------------------------------------------------------------ actions
    def _dead_changed(self, value: int) -> None:
        if not self._updating and value != self.services.swarm.fight().dead:
            clear_text(self.status)
            self.services.swarm.set_dead(value)

    def _size_changed(self, value: int) -> None:
        if not self._updating and value != self.services.swarm.fight().size_override:
            clear_text(self.status)
            self.services.swarm.set_size(value)

    def _start(self, clearing: bool) -> None:
        """From the Fight menu: bring the panel forward (it may sit behind a tab) and start."""
        if self.parent() is not None:
            self.show()
            self.raise_()
        clear_text(self.status)
        if self.services.swarm.start(clearing):
            swarm_keys.focus_next(self)

    def roll_leadership(self) -> None:
        cid = self.leader.currentData(ID_ROLE)
        if cid is None:
            self.status.setText(self.tr("Pick who rolls for Leadership."))
            return
        clear_text(self.status)
        if self.services.swarm.leadership(int(cid), self.leader_faces.text()):
            self.leader_faces.clear()

    def roll_sacrifice(self) -> None:
        one, other = self.sacrificer.currentData(ID_ROLE), self.victim.currentData(ID_ROLE)
        if one is None or other is None:
            self.status.setText(self.tr("Pick who sacrifices whom."))
            return
        clear_text(self.status)
        if self.services.swarm.sacrifice(int(one), int(other), self.sacrificer_faces.text(), self.victim_faces.text()):
            self.sacrificer_faces.clear()
            self.victim_faces.clear()

    def roll_round(self) -> None:
        if not self.roll_button.isEnabled() or not self.round_box.isEnabled():
            self.status.setText(self.odds.text() if self.round_box.isEnabled() else self.tr("No round to roll now."))
            return
        clear_text(self.status)
        faces = [f.text() for _, f in self.plan_labels]
        if self.services.swarm.roll_round(self.setup(), faces):
            for _, f in self.plan_labels:
                f.clear()
            for spin in self._lead_spins.values():
                spin.setValue(0)
            swarm_keys.after_step(self)

    def send_picks(self) -> None:
        picks = [key for key, check in self.pick_boxes.items() if check.isChecked()]
        clear_text(self.status)
        if self.services.swarm.loss_picks(picks, swarm_keys.victim_faces(self)):
            swarm_keys.after_step(self)

    # ------------------------------------------------------------------ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """+ and − step the count of dead (before the window's threat shortcuts see them)."""
        if watched is self.dead and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
                event.accept()
                if event.type() == QEvent.Type.KeyPress:
                    self.dead.stepBy(1 if key != Qt.Key.Key_Minus else -1)
                return True
        return super().eventFilter(watched, event)
