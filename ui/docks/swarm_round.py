"""The swarm dock's round box: up to three rollers (with the skill and extra dice of each), who rolls
twice when two fight, the Leadership roll and its dice, sacrifices, the planned rolls with their
typed dice, and the exact odds of the round as the setup changes.

:class:`RoundBox` is the box itself, a member of :class:`ui.docks.swarm_dock.SwarmDock`: it owns
its widgets and what the GM typed in them, and asks the swarm service for the odds.  The dock
connects its buttons (roll the round, the Leadership roll, the sacrifice) to what they do.  The
widgets' texts are in the context ``SwarmDock``, as the rest of the dock's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.numbers import signed
from app.services import bounds
from app.services.logtext import qt_translate, render_value
from ui import i18n
from ui.docks import swarm_modifiers, swarm_repeats
from ui.docks.swarm_look import ID_ROLE, NAME_ROLE, big, narrow, percent, rules_tr, skill_label
from ui.messages import command_message
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.labels import WrapLabel
from ui.widgets.typed_dice import POOL_DICE, fit_typed_hint, typed_dice_field
from ui.widgets.wheel_guard import CalmComboBox, CalmSpinBox

if TYPE_CHECKING:
    from app.rules.features.swarm import SwarmState
    from app.services.swarm import RoundPlan, RoundSetup, SwarmService

class RoundBox(QGroupBox):
    """The round box of the swarm dock: the rollers, the Leadership and sacrifice rows, the planned
    rolls with their modifiers and typed dice, the odds and Roll.  ``swarm`` returns the bound
    campaign's swarm service (the box acts only once a campaign is bound).

    Signals: ``fieldsMade()`` — a field was made for a fighter (a Leadership die to hand out): the
    panel's Tab order takes it in its place."""

    fieldsMade = Signal()

    def __init__(self, parent: QWidget, swarm: Callable[[], SwarmService]) -> None:
        super().__init__(parent)
        self.setObjectName("roundBox")
        self._swarm = swarm
        #: True while the box fills its own fields (their signals then change nothing)
        self.updating = False
        self._lead_spins: dict[int, QSpinBox] = {}
        self.last_odds: dict[str, Fraction] = {}
        self.dice_wanted: list[int] = []  # the dice each planned roll takes, in the order of the fields
        self.row_names: list[str] = []  # who rolls each planned roll, in the order of the fields
        self._build()

    @property
    def swarm(self) -> SwarmService:
        return self._swarm()

    def skill_label(self, key: str) -> str:
        return skill_label(self.swarm, key)

    def _combo(self, parent: QWidget, name: str) -> QComboBox:
        combo = narrow(CalmComboBox(parent))
        combo.setObjectName(name)
        combo.currentIndexChanged.connect(self.update_odds)
        return combo

    def _build(self) -> None:
        box = self
        grid = QGridLayout(box)
        for col in range(2):  # who and which skill share the width; the extra dice as narrow as they can
            grid.setColumnStretch(col, 1)
        self.round_heads = [QLabel(box) for _ in range(3)]
        # why one fighter rolls more than once, when fewer roll than the round has rolls: over the
        # boxes that pick who rolls, in sight while the GM picks (under the rows it was scrolled away)
        self.repeats = WrapLabel(box)
        self.repeats.setObjectName("swarmRepeats")
        self.repeats.hide()
        grid.addWidget(self.repeats, 0, 0, 1, 3)
        grid.addWidget(self.round_heads[0], 1, 0, 1, 2)  # who rolls (and, under each, the skill)
        grid.addWidget(self.round_heads[2], 1, 2)
        self.round_heads[1].hide()  # the skill's box says its skill, the whole dock wide
        self.rollers: list[tuple[QComboBox, QComboBox, QSpinBox]] = []
        for i in range(3):
            who = self._combo(box, f"roller{i}")
            skill = self._combo(box, f"skill{i}")
            extra = CalmSpinBox(box)
            extra.setObjectName(f"extra{i}")
            extra.setRange(*bounds.SWARM_EXTRA)
            extra.valueChanged.connect(self.update_odds)
            grid.addWidget(who, 2 * i + 2, 0, 1, 2)
            grid.addWidget(extra, 2 * i + 2, 2)
            grid.addWidget(skill, 2 * i + 3, 0, 1, 3)  # a row of its own: "Combate cuerpo a cuerpo" whole
            self.rollers.append((who, skill, extra))
        row = 8
        self.twice_label = QLabel(box)
        self.twice = self._combo(box, "twice")
        grid.addWidget(self.twice_label, row, 0)
        grid.addWidget(self.twice, row, 1, 1, 2)
        row += 1
        self.leader_label = QLabel(box)
        self.leader = narrow(CalmComboBox(box))
        self.leader.setObjectName("leader")
        self.leader_faces = QLineEdit(box)
        self.leader_faces.setObjectName("leaderFaces")
        self.leader_button = QPushButton(box)
        self.leader_button.setObjectName("leaderButton")
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
        self.sacrificer = narrow(CalmComboBox(box))
        self.sacrificer.setObjectName("sacrificer")
        self.victim = narrow(CalmComboBox(box))
        self.victim.setObjectName("victim")
        self.sacrifice_button = QPushButton(box)
        self.sacrifice_button.setObjectName("sacrificeButton")
        grid.addWidget(self.sacrifice_label, row, 0, 1, 3)
        row += 1
        grid.addWidget(self.sacrificer, row, 0)  # the two boxes under the skills: the third column narrow
        grid.addWidget(self.victim, row, 1, 1, 2)
        row += 1
        self.sacrificer_faces = QLineEdit(box)
        self.sacrificer_faces.setObjectName("sacrificerFaces")
        self.victim_faces = QLineEdit(box)
        self.victim_faces.setObjectName("victimFaces")
        grid.addWidget(self.sacrificer_faces, row, 0)
        grid.addWidget(self.victim_faces, row, 1, 1, 2)
        row += 1
        grid.addWidget(self.sacrifice_button, row, 0, 1, 3)
        row += 1
        self.sacrifice_result = WrapLabel(box)
        self.sacrifice_result.setObjectName("sacrificeResult")
        grid.addWidget(self.sacrifice_result, row, 0, 1, 3)
        row += 1
        self.method_label = QLabel(box)
        self.method = self._combo(box, "clearingMethod")
        grid.addWidget(self.method_label, row, 0)
        grid.addWidget(self.method, row, 1, 1, 2)
        row += 1
        # what a running block costs the rolls it hinders (shown under a block)
        self.typed_block_cost: int | None = None
        self.block_cost = swarm_modifiers.block_field(self, box)
        grid.addWidget(self.block_cost, row, 0, 1, 3)
        row += 1
        # each planned roll: what it is on a row of its own, then its modifier and its typed dice
        self.plan_labels: list[tuple[QLabel, QLineEdit]] = []
        self.plan_mods: list[QSpinBox] = []
        self.typed_modifiers: dict[int, int] = {}
        self.modifier_basis: tuple[tuple[int, ...], int | None, int] | tuple[()] = ()
        for i in range(3):
            label = WrapLabel(box)
            label.setObjectName(f"plan{i}")
            faces = typed_dice_field(box, name=f"faces{i}")
            modifier = swarm_modifiers.modifier_field(self, box, i)
            grid.addWidget(label, row, 0, 1, 3)
            # the modifier and the typed dice share a row of their own, not the columns above: a
            # modifier's long words ("Grupo pequeño: −4") spread over the columns by their stretch
            # would push the panel sideways (its width then depended on the order texts arrived in);
            # the dice take the rest of the row, or the next line where 8 dice would not show whole
            pair = FlowLayout()
            pair.addWidget(modifier)
            pair.addWidget(faces)
            grid.addLayout(pair, row + 1, 0, 1, 3)
            self.plan_labels.append((label, faces))
            faces.textChanged.connect(self.update_odds)  # the odds given the dice typed
            self.plan_mods.append(modifier)
            row += 2
        self.odds = WrapLabel(box)
        self.odds.setObjectName("swarmOdds")
        big(self.odds, 1.25)
        grid.addWidget(self.odds, row, 0, 1, 3)
        row += 1
        self.roll_button = QPushButton(box)
        self.roll_button.setObjectName("rollRound")
        grid.addWidget(self.roll_button, row, 0, 1, 3)

    def retranslate(self) -> None:
        for head, text in zip(
            self.round_heads,
            (
                QCoreApplication.translate("SwarmDock", "Who rolls"),
                QCoreApplication.translate("SwarmDock", "Skill"),
                QCoreApplication.translate("SwarmDock", "Dice ±"),
            ),
            strict=True,
        ):
            head.setText(text)
        for who, skill, extra in self.rollers:
            extra.setToolTip(
                QCoreApplication.translate("SwarmDock", "Help (one die per helper), gear bonus and other modifiers")
            )
            who.setToolTip(QCoreApplication.translate(
                "SwarmDock", "Who rolls: Up and Down or a name's first letters; Tab: the dice ±, then the skill"))
            skill.setToolTip(QCoreApplication.translate(
                "SwarmDock", "The skill rolled: Up and Down; Shift+Tab: back to the dice ± and who rolls"))
        self.twice_label.setText(QCoreApplication.translate("SwarmDock", "Rolls twice"))
        self.sacrifice_label.setText(QCoreApplication.translate("SwarmDock", "Sacrifice"))
        self.method_label.setText(QCoreApplication.translate("SwarmDock", "Clearing by"))
        # each typed-dice field reads a pool of 8 dice whole, its hint the longest that fits
        fields = [self.leader_faces, self.sacrificer_faces, self.victim_faces] + [f for _, f in self.plan_labels]
        for field in fields:
            fit_typed_hint(field, dice=POOL_DICE)
        self.roll_button.setText(QCoreApplication.translate("SwarmDock", "Roll the round (Ctrl+Alt+W)"))

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
        method = self.method.currentData(ID_ROLE) or ""
        return RoundSetup(
            tuple(rollers),
            None if twice is None else int(twice),
            allocation,
            str(method),
            swarm_modifiers.modifiers(self),
            self.typed_block_cost,
        )

    @property
    def lead_dice(self) -> dict[int, int]:
        """Leadership dice handed out, read from the spin boxes next to the planned rolls."""
        return {cid: spin.value() for cid, spin in self._lead_spins.items()}

    def update_odds(self) -> None:
        from app.services.command import CommandError
        from app.services.refusals import refusal_text

        if self.updating or not self.swarm.available():
            return
        self._sync_twice()
        setup = self.setup()
        sacrifices = len(self.swarm.prep().get("sacrifices", []))
        rollers = tuple(r.character_id for r in setup.rollers)
        if swarm_modifiers.follow_rollers(self, (rollers, setup.twice, sacrifices)):
            setup = self.setup()
        if not setup.rollers:
            self._show_plan(None)
            self.odds.setText(QCoreApplication.translate("SwarmDock", "Pick who rolls against the swarm"))
            self.roll_button.setEnabled(False)
            self.last_odds = {}
            return
        typed = [faces.text() for _, faces in self.plan_labels]
        try:
            plan, odds = self.swarm.odds(setup, typed)
        except CommandError as exc:
            self._show_plan(None)
            self.odds.setText(command_message(exc.context, refusal_text(exc)))
            self.roll_button.setEnabled(False)
            self.last_odds = {}
            return
        self._show_plan(plan)
        self.row_names = [swarm_repeats.row_name(plan, index) for index in range(len(plan.rolls))]
        for index, ((label, _faces), roll) in enumerate(zip(self.plan_labels, plan.rolls, strict=False)):
            said = self.swarm.dice_said(roll)  # "2 dice: 1 base, 1 stress", in the order the field reads them
            if said is not None:
                text = QCoreApplication.translate("SwarmDock", "{name}, {skill}: {dice}").format(
                    name=swarm_repeats.row_name(plan, index), skill=self.skill_label(roll.skill),
                    dice=render_value(said, qt_translate))
            else:
                text = i18n.plural(
                    QCoreApplication.translate("SwarmDock", "{name}, {skill}: {dice} {dice|die|dice}"),
                    name=swarm_repeats.row_name(plan, index),
                    skill=self.skill_label(roll.skill),
                    dice=roll.dice,
                )
            why = self.swarm.rolls_nothing(roll.character_id)  # Broken: every roll fails
            if why:
                text = QCoreApplication.translate("SwarmDock", "{line} — {why}").format(
                    line=text, why=QCoreApplication.translate("rules", why))
            if roll.modifier:
                text += f" ({signed(roll.modifier)})"
            if roll.leadership:
                text += " " + QCoreApplication.translate("SwarmDock", "incl. {dice} {skill}").format(
                    dice=roll.leadership, skill=self.skill_label(self.swarm.leadership_skill())
                )
            label.setText(text)
        self.last_odds = odds
        # once dice are typed the odds are those given them (a roll typed whole counts what it shows)
        given = any(text.strip() for text in typed[: len(plan.rolls)])
        self.odds.setText(
            (QCoreApplication.translate(
                "SwarmDock", "With the dice typed: win {win} · almost {almost} · lose {lose} (Swarm Threat {threat})")
             if given else QCoreApplication.translate(
                "SwarmDock", "Win {win} · almost {almost} · lose {lose} (Swarm Threat {threat})")
            ).format(
                win=percent(odds["win"]),
                almost=percent(odds["almost"]),
                lose=percent(odds["lose"]),
                threat=plan.swarm_threat,
            )
        )
        self.roll_button.setEnabled(True)

    def _show_plan(self, plan: RoundPlan | None) -> None:
        """A line, its dice field and its modifier for each planned roll, the block's cost while a
        block hinders the round; the rest hidden.  Each is set once, to what it ends as: a widget
        hidden and shown again lays out the dock and the window at once (six rows a refresh)."""
        count = len(plan.rolls) if plan is not None else 0
        self.dice_wanted = [r.dice for r in plan.rolls] if plan is not None else []
        modifier = self.swarm.roll_modifier()
        note = swarm_repeats.note(plan, rules_tr(modifier.label) if modifier is not None else "")
        if note != self.repeats.text() or bool(note) != self.repeats.isVisibleTo(self):
            self.repeats.setText(note)
            self.repeats.setVisible(bool(note))
        for index, (label, faces) in enumerate(self.plan_labels):
            label.setVisible(index < count)
            faces.setVisible(index < count)
        swarm_modifiers.show(self, plan)
        swarm_modifiers.show_block(self, plan)

    def _sync_twice(self) -> None:
        """ "Rolls twice" lists the fighters when as many fight as the ruleset has one of them roll
        twice (:attr:`SwarmRules.rolls_twice_with`); the Leadership dice spin boxes follow the rollers."""
        chosen = [
            (str(who.currentData(NAME_ROLE) or who.currentText()), who.currentData(ID_ROLE))
            for who, _, _ in self.rollers
            if who.currentData(ID_ROLE) is not None
        ]
        self.updating = True
        current = self.twice.currentData(ID_ROLE)
        self.twice.clear()
        for name, cid in chosen:
            self.twice.addItem(name, cid)
        self.twice.setCurrentIndex(max(0, self.twice.findData(current)))
        two = bool(chosen) and len(chosen) == self.swarm.rolls_twice_with()
        self.twice.setVisible(two)
        self.twice_label.setVisible(two)
        self.updating = False
        self._sync_lead_spins(chosen)

    def _sync_lead_spins(self, chosen: list[tuple[str, int]]) -> None:
        prep = self.swarm.prep()
        has_leader = "leader" in prep
        wanted = [cid for _, cid in chosen] if has_leader else []
        for cid in list(self._lead_spins):
            if cid not in wanted:
                spin = self._lead_spins.pop(cid)
                spin.hide()
                spin.deleteLater()
        made = False
        for name, cid in chosen:
            if has_leader and cid not in self._lead_spins:
                spin = CalmSpinBox(self)
                spin.setObjectName(f"lead_{cid}")
                spin.setRange(0, self.swarm.max_dice_to_one)
                prefix = QCoreApplication.translate("SwarmDock", "{skill} dice to {name}: ")
                spin.setPrefix(prefix.format(skill=self.skill_label(self.swarm.leadership_skill()), name=name))
                spin.valueChanged.connect(self.update_odds)
                self.lead_layout.addWidget(spin)
                self._lead_spins[cid] = spin
                made = True
        if made:
            self.fieldsMade.emit()

    def show_fight(self, fight: SwarmState, rolling: bool) -> None:
        """The round's number, whether it may be rolled now, and what the Leadership roll and the
        sacrifices of this round gave."""
        swarm = self.swarm
        self.setEnabled(rolling)
        self.setTitle(QCoreApplication.translate("SwarmDock", "Round {round}").format(round=fight.round))
        self.method.setVisible(fight.clearing)
        self.method_label.setVisible(fight.clearing)
        prep = swarm.prep()
        self.leader_result.setText(
            i18n.plural(
                QCoreApplication.translate(
                    "SwarmDock", "{name} hands out {dice} {dice|die|dice} (at most {most} to one roller)"
                ),
                name=prep["leader"],
                dice=prep.get("leadership", 0),
                most=swarm.max_dice_to_one,
            )
            if prep.get("leader")
            else ""
        )
        self.leader_button.setEnabled("leader" not in prep)
        got_away = QCoreApplication.translate("SwarmDock", "{escaped} got away; {suffers} suffers the consequences")
        self.sacrifice_result.setText("\n".join(got_away.format(**s) for s in prep.get("sacrifices", [])))

    def rolled(self) -> None:
        """The round was rolled: its typed dice and handed-out dice cleared, the next round's
        modifiers the rules' again."""
        for _, f in self.plan_labels:
            f.clear()
        for spin in self._lead_spins.values():
            spin.setValue(0)
        swarm_modifiers.clear(self)

    def typed_aside(self) -> list[str]:
        """The dice typed for the round's planned rolls, "Ana Reyes 6 6 6" for each field typed in:
        what a call-off sets aside with the fight (undone, they are there again)."""
        out: list[str] = []
        for (_label, faces), name in zip(self.plan_labels, self.row_names, strict=False):
            typed = " ".join(p for p in re.split(r"[\s,;]+", faces.text().strip()) if p)
            if typed and faces.isVisibleTo(self):
                out.append(f"{name} {typed}")
        return out

    def miscounted_field(self) -> QLineEdit | None:
        """The first shown dice field whose faces typed are not as many as its roll takes (the one a
        refusal of the round's count speaks of), None when every typed one fits."""
        for (_label, faces), wanted in zip(self.plan_labels, self.dice_wanted, strict=False):
            typed = [p for p in re.split(r"[\s,;]+", faces.text().strip()) if p]
            if typed and len(typed) != wanted:
                return faces
        return None
