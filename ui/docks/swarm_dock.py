"""The swarm dock: the dead, the Swarm Size and Threat, and a swarm fight round by round.

Keys: Ctrl+Shift+W starts a swarm fight, Ctrl+Shift+C clears out an area, Ctrl+Alt+W rolls the
round (all in Fight).  + and − add or take one dead anywhere in the panel but its other number
fields (:mod:`.swarm_dead_keys`).
Every step is a command of ``services.swarm``: one log line, undoable; the threat dial follows.

The Swarm Threat stays above the panel's view (:class:`ui.widgets.pinned_heading.PinnedHeading`);
while a fight runs the round comes first and the counts and Call off follow it.

Before a round: up to three rollers (with the skill and extra dice of each), who rolls twice when
two fight, the Leadership roll and its dice, sacrifices (where the ruleset has them: what it
declares in :class:`app.rules.features.SwarmRules`); the exact odds of the round show as the setup
changes.  Faces typed from physical dice replace the roll, one field per roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import bounds
from app.services.changes import ChangeSet
from app.services.row_ids import row_id
from ui import i18n, keymap
from ui.disabled_keys import why_not
from ui.docks import row_room, swarm_keys
from ui.docks.base import Dock
from ui.docks.refusal_line import RefusalLine
from ui.docks.swarm_dead_keys import DeadKeys
from ui.docks.swarm_look import ID_ROLE, big, rules_tr, size_texts, skill_label
from ui.focus_in_view import keep_in_view
from ui.key_guard import SIGNS_OWN
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.labels import WrapLabel, clear_text, kept_numbers
from ui.widgets.wheel_guard import CalmSpinBox

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.services.bundle import Services
    from app.services.swarm import SwarmService


class SwarmDock(Dock):
    """The swarm panel.  No signals of its own: every step goes to ``services.swarm``.

    It holds the counts and the fight's buttons itself, and two boxes that own their widgets: the
    round to roll (``round_box``, :class:`ui.docks.swarm_round.RoundBox`) and the last round
    (``outcome_box``, :class:`ui.docks.swarm_outcome.OutcomeBox`); the keys are :mod:`.swarm_keys`."""

    object_name = "swarmDock"
    title = QT_TRANSLATE_NOOP("Docks", "Swarm")
    area = Qt.DockWidgetArea.RightDockWidgetArea
    lazy = True  # behind the dice tab until a swarm turns up
    refuses = ("swarm",)
    feature = "swarm"

    def absent_reason(self) -> str:
        return QCoreApplication.translate("log", "This ruleset has no swarms.")

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._updating = False
        self._stepping = False  # a step of + or − on the count of dead (not a typed count)
        #: the room the panel took from the dial above it for the fight (given back when it ends)
        self.room_loan: row_room.Loan | None = None
        #: the fighters who roll nothing at all (Broken), as last seen: one who becomes so is left out
        #: of the rollers picked, one the GM picks anyway stays
        self._out: set[int] = set()
        self.act_start = self._action("actSwarmStart", "swarm.start", lambda: swarm_keys.go(self))
        self.act_clear = self._action("actSwarmClear", "swarm.clear", lambda: self._start(True))
        self.act_roll = self._action("actSwarmRoll", "swarm.roll", self.roll_round)
        self.act_call_off = self._action("actSwarmCallOff", "swarm.callOff", self.call_off)

    def build(self) -> None:
        # the round's and the outcome's panels are imported with the dock's widgets (when first shown)
        from ui.docks.swarm_outcome import OutcomeBox
        from ui.docks.swarm_round import RoundBox
        from ui.widgets.pinned_heading import PinnedHeading

        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        body = QWidget(scroll.viewport())  # made where it stays: see Dock.new_body
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)

        # the Swarm Threat above the view, in sight however far the round scrolls it (a laptop's view
        # scrolled to the dice typed, the picks of a lost round)
        self.headline = WrapLabel(scroll)
        self.headline.setObjectName("swarmThreat")
        self.headline.setContentsMargins(6, 6, 6, 0)
        big(self.headline, 1.9)
        self.pinned = PinnedHeading(scroll, self.headline)
        # the swarm's counts, buttons and rounds: hidden for a ruleset without swarms; each part made in
        # the box it stays in (a widget moved to another parent is styled again: tests/gui/test_docks_built_in_place.py)
        self.fight_parts = QWidget(body)
        parts = QVBoxLayout(self.fight_parts)
        parts.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.fight_parts)
        self.sum_label = WrapLabel(self.fight_parts)
        self.sum_label.setObjectName("swarmSum")
        parts.addWidget(self.sum_label)
        self.badges = WrapLabel(self.fight_parts)
        self.badges.setObjectName("swarmBadges")
        parts.addWidget(self.badges)
        self.pinned.keep_whole(self.sum_label, self.badges)  # never half cut under the Swarm Threat
        # the counts and the fight's buttons: above the round before a fight (what starts one), under
        # it while one runs (the round is what the GM does next: the first Tab's, the first in view)
        self.counts_box = QWidget(self.fight_parts)
        self.counts_box.setObjectName("swarmCounts")
        counts_parts = QVBoxLayout(self.counts_box)
        counts_parts.setContentsMargins(0, 0, 0, 0)
        parts.addWidget(self.counts_box)
        counts = QFormLayout()
        self.dead = CalmSpinBox(self.counts_box)
        self.dead.setObjectName("deadSpin")
        self.dead.setRange(*bounds.SWARM_DEAD)
        self.dead.setKeyboardTracking(False)
        self.dead.valueChanged.connect(self._dead_changed)
        self.dead.installEventFilter(self)
        self.dead.setProperty(SIGNS_OWN, True)  # + and − count the dead here, never the threat
        self.size_spin = CalmSpinBox(self.counts_box)
        self.size_spin.setObjectName("sizeSpin")
        self.size_spin.setRange(*bounds.SWARM_SIZE)
        self.size_spin.setKeyboardTracking(False)
        self.size_spin.valueChanged.connect(self._size_changed)
        self.dead_label, self.size_label = QLabel(self.counts_box), QLabel(self.counts_box)
        counts.addRow(self.dead_label, self.dead)
        counts.addRow(self.size_label, self.size_spin)
        # the size's parts under it where a step or the GM's size is on top of the count ("2 for 15 dead
        # + 1 step up"): the number in the box and the table's agree, and the sum's above
        self.size_parts = WrapLabel(self.counts_box)
        self.size_parts.setObjectName("swarmSizeParts")
        counts.addRow(self.size_parts)
        counts_parts.addLayout(counts)
        buttons = FlowLayout()  # wraps in a narrow dock
        self.start_button = QPushButton(self.counts_box)
        self.start_button.setObjectName("startSwarm")
        self.clear_button = QPushButton(self.counts_box)
        self.clear_button.setObjectName("clearArea")
        self.call_off_button = QPushButton(self.counts_box)
        self.call_off_button.setObjectName("callOff")
        for b in (self.start_button, self.clear_button, self.call_off_button):
            buttons.addWidget(b)
        counts_parts.addLayout(buttons)
        self.start_button.clicked.connect(lambda: self.swarm.start(False))
        self.clear_button.clicked.connect(lambda: self.swarm.start(True))
        self.call_off_button.clicked.connect(self.call_off)

        self.status = self.refusal_line = RefusalLine(self.fight_parts, "swarmStatus")  # next to Fight the swarm
        parts.addWidget(self.status)
        self._counts_under = False  # the counts under the round (a fight runs)
        self.outcome_box = OutcomeBox(self.fight_parts, lambda: self.swarm, self.skill_label, self.status)
        self.outcome_box.wonLevel.connect(lambda level: swarm_keys.won(self, level))
        self.outcome_box.stepped.connect(lambda: swarm_keys.after_step(self, picked=True))
        self.outcome_box.choicesMade.connect(lambda: swarm_keys.tab_chain(self))
        self.outcome_box.harm_row.harm.connect(lambda cid, damage: swarm_keys.harm(self, cid, damage))
        self.outcome_box.singleAttack.connect(lambda cid, kind, args: swarm_keys.single_attack(self, cid, kind, args))
        parts.addWidget(self.outcome_box)
        self.round_box = RoundBox(self.fight_parts, lambda: self.swarm)
        self.round_box.roll_button.clicked.connect(self.roll_round)
        self.round_box.fieldsMade.connect(lambda: swarm_keys.tab_chain(self))
        self.round_box.leader_button.clicked.connect(self.roll_leadership)
        self.round_box.sacrifice_button.clicked.connect(self.roll_sacrifice)
        parts.addWidget(self.round_box)
        layout.addStretch(1)
        scroll.setWidget(body)
        self.setWidget(scroll)
        swarm_keys.install(self)
        self.dead_keys = DeadKeys(self)  # + and − in the panel count the dead

    @property
    def swarm(self) -> SwarmService:
        """The open campaign's swarm service; the panel acts only once a campaign is bound."""
        return self.bound.swarm

    def _action(self, name: str, key_id: str, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        keymap.bind(action, key_id)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def wants_front(self) -> bool:
        """In front of the dice in the fight layout (F11) while a swarm fight runs."""
        services = self.campaign_services  # (bound or waiting to be)
        return services is not None and services.swarm.available() and services.swarm.active()

    def keeps_room(self) -> bool:
        """Lends no height to the docks of its column while its fight runs (the round needs it all)."""
        return self.wants_front()

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [("fight", self.act_start), ("fight", self.act_clear), ("fight", self.act_roll),
                ("fight", self.act_call_off)]

    # ------------------------------------------------------------------ building
    # ------------------------------------------------------------------ binding
    def rebind(self) -> None:
        from ui.docks import swarm_rows  # the panel's lists, loaded with its widgets

        clear_text(self.status)
        self.setEnabled(self.swarm.available())
        self._fill_people()
        swarm_rows.fill_skills(self.round_box)
        self.outcome_box.fill_choices()
        self.outcome_box.retranslate()
        self.refresh()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset or changes.characters_added_or_removed or changes.characters:
            self._fill_people()  # one who died leaves the boxes; one Broken says so in the rollers' boxes
        if changes.reset or changes.campaign or changes.characters:
            self.refresh()

    # ------------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) and self.built:
            self._size_texts()
        super().changeEvent(event)

    def _size_texts(self) -> None:
        """The Swarm Threat, the odds and the result bigger than the theme's text (legible from a metre)."""
        size_texts([self.headline, self.round_box.odds, self.outcome_box.result], self.dead.font().pointSizeF())

    def retranslate(self) -> None:
        super().retranslate()
        self.act_start.setText(self.tr("Fight the swarm"))
        self.act_start.setToolTip(self.tr("Start a swarm fight (Ctrl+Shift+W)"))
        self.act_clear.setText(self.tr("Clear out an area"))
        self.act_clear.setToolTip(self.tr("Attack the swarm before it spots you (Ctrl+Shift+C)"))
        self.act_roll.setText(self.tr("Roll the swarm round"))
        self.act_roll.setToolTip(self.tr("Roll the round as set up in the swarm dock"))
        self.act_call_off.setText(self.tr("Call off the swarm fight"))
        self.act_call_off.setToolTip(self.tr("End the swarm fight outside the rules ({key})").format(
            key=keymap.first_shown("swarm.callOff")))
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
        self.call_off_button.setToolTip(self.act_call_off.toolTip())
        self.round_box.retranslate()
        self.outcome_box.retranslate()
        if self.refill_texts():  # before a campaign opens, the texts alone; a new language, the contents too
            from ui.docks import swarm_rows  # the panel's lists, loaded with its widgets

            swarm_rows.fill_skills(self.round_box)
            self._fill_people()
            self.refresh()

    # ------------------------------------------------------------------ lists
    def skill_label(self, key: str) -> str:
        return skill_label(self.swarm, key)

    def _fill_people(self) -> None:
        from ui.docks import swarm_rows  # the panel's lists, loaded with its widgets

        swarm = self.swarm
        fighters = swarm.fighters()
        why = {row_id(c): swarm.rolls_nothing(row_id(c)) or "" for c in fighters}
        swarm_rows.fill_people(self.round_box, [(c.name, row_id(c)) for c in fighters], why)
        self._leave_out()

    def _leave_out(self) -> None:
        """One who has come to roll nothing at all since last seen (Broken: every roll fails) is no
        longer picked to roll against the swarm (kept from the round or the fight before); the GM may
        pick him again, and his row says why he rolls nothing."""
        from ui.docks import swarm_rows  # the panel's lists, loaded with its widgets

        swarm = self.swarm
        if not swarm.available():
            return
        out = {row_id(c) for c in swarm.fighters() if swarm.rolls_nothing(row_id(c))}
        newly, self._out = out - self._out, out
        if newly:
            swarm_rows.leave_out(self.round_box, newly)

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        swarm = self.swarm
        if self.room_loan is not None and not swarm.active():  # the fight is over: the dial's room back
            row_room.give_back(self.room_loan)
            self.room_loan = None
        self.fight_parts.setVisible(swarm.available())
        if not swarm.available():
            self.headline.setText(self.tr("This ruleset has no swarms"))
            return
        fight = swarm.fight()
        active = swarm.active()
        self._updating = True
        self.dead.setValue(fight.dead)
        # one Swarm Size everywhere: the box shows the size that counts (the GM's with the rounds' and
        # the dial's steps on it), the sum above adds the same number; its parts are said under it
        self.size_spin.setSpecialValueText(self.tr("Auto ({size})").format(size=fight.size))
        self.size_spin.setValue(fight.size if fight.size_override else 0)
        self._updating = False
        parts = swarm.size_parts()
        self.size_parts.setText(parts)
        self.size_parts.setVisible(bool(parts))
        self.headline.setText(self.tr("Swarm Threat {value}").format(value=fight.swarm_threat))
        # the sum with its parts, each number kept on the line of its words (a narrow panel never reads a
        # line of "attacks made" alone); outside a fight no attack is made: the sum reads without them
        self.sum_label.setText(kept_numbers(
            i18n.plural(
                self.tr("= Swarm Size {size} + Threat {threat} − {attacks} {attacks|attack|attacks} made"),
                size=fight.size,
                threat=fight.threat_level,
                attacks=fight.attacks_made,
            )
            if active
            else self.tr("= Swarm Size {size} + Threat {threat}").format(size=fight.size, threat=fight.threat_level)
        ))
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
        self._place_counts(active)
        self.act_call_off.setEnabled(active)
        why_not(self.act_call_off, self.tr("No swarm fight to call off."))
        # Ctrl+Shift+W stays: while a fight runs it goes back to the panel
        self.act_clear.setEnabled(not active)
        why_not(self.act_clear, self.tr("A swarm fight is running: end it before clearing out an area."))
        rolling = active and not fight.pending
        self.round_box.show_fight(fight, rolling)
        self.act_roll.setEnabled(rolling)
        why_not(self.act_roll, self.tr("No swarm round to roll now: Ctrl+Shift+W starts a swarm fight.") if not active
                else self.tr("Answer what the last round asks first (in the swarm panel)."))
        self.outcome_box.show_outcome(fight, active)
        self.round_box.update_odds()

    def _place_counts(self, active: bool) -> None:
        """While a fight runs, the counts and Call off under the round, Fight the swarm and Clear out
        (off) hidden: on a laptop the round's rollers came under two rows of buttons that did
        nothing, three Tabs from the panel's first; before a fight, the counts and what starts one
        on top, Call off hidden.  The Tab order follows the new reading order."""
        for button, shown in ((self.start_button, not active), (self.clear_button, not active),
                              (self.call_off_button, active)):
            if button.isHidden() == shown:
                button.setVisible(shown)
        if self._counts_under == active:
            return
        self._counts_under = active
        parts = self.fight_parts.layout()
        assert isinstance(parts, QVBoxLayout)
        parts.removeWidget(self.counts_box)
        place = parts.indexOf(self.round_box) + 1 if active else parts.indexOf(self.badges) + 1
        parts.insertWidget(place, self.counts_box)
        swarm_keys.tab_chain(self)

    # ------------------------------------------------------------------ actions
    def _dead_changed(self, value: int) -> None:
        if not self._updating and value != self.swarm.fight().dead:
            clear_text(self.status)
            self.swarm.set_dead(value, stepped=self._stepping)

    def _size_changed(self, value: int) -> None:
        fight = self.swarm.fight()
        if not self._updating and value != (fight.size if fight.size_override else 0):
            clear_text(self.status)
            self.swarm.set_size(value)

    def _start(self, clearing: bool) -> None:
        """From the Fight menu: bring the panel forward (it may sit behind a tab) and start; a count of
        dead typed without Enter counts first (it is what the GM sees)."""
        self.ensure_built()
        if not self.swarm.active():
            self.dead.interpretText()
        if self.parent() is not None:
            self.show()
            self.raise_()
        clear_text(self.status)
        if self.swarm.start(clearing):
            swarm_keys.focus_next(self)

    def call_off(self) -> None:
        """The fight ended outside the rules (a button, the Fight menu, Ctrl+Alt+X): one undoable
        line of the log; the focus back on the fight list."""
        self.ensure_built()
        if not self.swarm.active():
            self.status.setText(self.tr("No swarm fight to call off."))
            return
        clear_text(self.status)
        waiting = self.swarm.single_attacks_waiting()  # their rolls go with the fight: said, and undone with it
        typed = self.round_box.typed_aside()  # the round's dice typed go out of sight with it: said too
        if self.swarm.call_off():
            key = keymap.first_shown("edit.undo")
            if waiting and typed:
                self.status.say_hint(i18n.plural(self.tr(
                    "Swarm fight called off: {count|a single attack|single attacks} dropped before {count|its|their} "
                    "roll: {names}; the dice typed for the round set aside: {dice} ({key} brings them all back)"),
                    count=len(waiting), names=", ".join(waiting), dice=", ".join(typed), key=key))
            elif waiting:
                self.status.say_hint(i18n.plural(self.tr(
                    "Swarm fight called off: {count|a single attack|single attacks} dropped before {count|its|their} "
                    "roll: {names} ({key} brings {count|it|them} back)"),
                    count=len(waiting), names=", ".join(waiting), key=key))
            elif typed:
                self.status.say_hint(self.tr(
                    "Swarm fight called off: the dice typed for the round set aside: {dice} ({key} brings them back)"
                ).format(dice=", ".join(typed), key=key))
            swarm_keys.after_step(self)

    def roll_leadership(self) -> None:
        box = self.round_box
        cid = box.leader.currentData(ID_ROLE)
        if cid is None:
            skill = self.skill_label(self.swarm.leadership_skill())
            self.status.setText(self.tr("Pick who rolls {skill}.").format(skill=skill))
            return
        clear_text(self.status)
        if self.swarm.leadership(int(cid), box.leader_faces.text()):
            box.leader_faces.clear()

    def roll_sacrifice(self) -> None:
        box = self.round_box
        one, other = box.sacrificer.currentData(ID_ROLE), box.victim.currentData(ID_ROLE)
        if one is None or other is None:
            self.status.setText(self.tr("Pick who sacrifices whom."))
            return
        clear_text(self.status)
        if self.swarm.sacrifice(int(one), int(other), box.sacrificer_faces.text(), box.victim_faces.text()):
            box.sacrificer_faces.clear()
            box.victim_faces.clear()

    def roll_round(self) -> None:
        box = self.round_box
        if not box.roll_button.isEnabled() or not box.isEnabled():
            self.status.setText(box.odds.text() if box.isEnabled() else self.tr("No round to roll now."))
            return
        clear_text(self.status)
        faces = [f.text() for _, f in box.plan_labels]
        if self.swarm.roll_round(box.setup(), faces):
            box.rolled()
            self.show()
            self.raise_()  # rolled from another dock (Ctrl+Alt+W): the round's result and the picks in front
            swarm_keys.after_step(self)
            return
        field = box.miscounted_field()  # too few or too many faces (the status bar says whose, how many)
        if field is not None:  # the focus in that field, in view (not the panel's top, where the line is)
            keep_in_view(field)

    # ------------------------------------------------------------------ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """+ and − (swarm.deadMore, swarm.deadFewer) step the count of dead (before the window's
        threat shortcuts see them); steps until the focus leaves the count are one action, one line."""
        if watched is self.dead and event.type() == QEvent.Type.FocusOut and self.services is not None:
            self.swarm.campaign.end_burst()  # the count let go: its next step is a new line of the log
        if watched is self.dead and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            assert isinstance(event, QKeyEvent)
            more, fewer = keymap.pressed(event, "swarm.deadMore"), keymap.pressed(event, "swarm.deadFewer")
            step = 1 if more else -1 if fewer else 0
            if step:
                event.accept()
                if event.type() == QEvent.Type.KeyPress:
                    self.step_dead(step)
                return True
        return super().eventFilter(watched, event)

    def step_dead(self, step: int) -> None:
        """One more (or one fewer) dead, as a step of + or − held (one change while it lasts)."""
        self._stepping = True
        try:
            self.dead.stepBy(step)
        finally:
            self._stepping = False
