"""The threat dock: the dial, the reason for every change, the session's timeline, avoiding the dead.

Keys: + / − (anywhere in the window: Fight → Threat up / Threat down) ask for a step; the dock then
offers the reasons for that direction: a digit (1–3 for three) or a click picks one, Enter takes "GM's call", Esc
cancels.  Clicking the dial's right or left half, or the mouse wheel, asks the same way.
Ctrl+Shift+A rolls to avoid the dead (Threat 1-2) for the character picked, which follows the
character selected in any dock.

Rulesets without a Threat Level show a plain 0-6 tension meter once the GM switches it on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import bounds
from app.services.changes import ChangeSet
from app.services.row_ids import row_id
from ui import keymap
from ui.disabled_keys import why_not
from ui.docks import threat_dial_room, threat_offer, threat_question, threat_single
from ui.docks.base import Dock
from ui.docks.refusal_line import RefusalLine
from ui.docks.row_room import Loan
from ui.docks.threat_avoid_plan import AvoidPlan
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.labels import clear_text, kept_numbers
from ui.widgets.placeholder_fit import fit_placeholder
from ui.widgets.threat_dial import ThreatDial, ThreatTimeline
from ui.widgets.wrap_button import WrapButton
from ui.widgets.wrap_group import WrapGroupBox

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.threat import Reason

ID_ROLE = Qt.ItemDataRole.UserRole
CAPTIONS = (QT_TRANSLATE_NOOP("ThreatDock", "Threat"), QT_TRANSLATE_NOOP("ThreatDock", "Tension"))


def log_tr(text: str) -> str:
    return QCoreApplication.translate("log", text)


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


class ThreatDock(Dock):
    """The dial and what moves it.  No signals of its own: every change goes to ``services.threat``."""

    object_name = "threatDock"
    title = QT_TRANSLATE_NOOP("Docks", "Threat")
    area = Qt.DockWidgetArea.RightDockWidgetArea
    refuses = ("threat",)

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        #: the room borrowed from the docks of its column while a step's question is asked (threat_question)
        self.room_loan: Loan | None = None
        #: the widget that had the focus before + or − asked (Esc gives it back: take_back)
        self.focus_before: QWidget | None = None
        body = self.new_body()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        self.meter_toggle = QCheckBox(body)
        self.meter_toggle.setObjectName("tensionMeterToggle")
        self.meter_toggle.toggled.connect(self._toggle_meter)
        layout.addWidget(self.meter_toggle)
        # the dial's row: the session's timeline beside it where the dock is short (threat_dial_room)
        self.dial_row = QWidget(body)
        row = QHBoxLayout(self.dial_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.dial = ThreatDial(self.dial_row)
        self.dial.setObjectName("threatDial")
        self.dial.stepRequested.connect(self.ask_reason)
        self.dial.installEventFilter(self)
        # its height follows the dock's view alone (threat_dial_room), whatever else the dock shows
        self.dial.hint_height = threat_dial_room.DIAL
        self.dial.setFixedHeight(threat_dial_room.DIAL)
        self.dial_row.setFixedHeight(threat_dial_room.DIAL)
        self.dial.words_beside = True  # short and wide (under AFMBE's tall dice dock): its words beside the arc
        self.dial.min_text_px = threat_dial_room.READABLE_PX
        row.addWidget(self.dial, 1)
        layout.addWidget(self.dial_row)

        self.pending = 0
        self.prompt = QLabel(body)
        self.prompt.setObjectName("threatPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.prompt)
        # the reasons in a view of their own under the question: the dial's title and the question stay
        # in sight while they scroll (threat_question sizes it; PgUp/PgDn and the arrows scroll it)
        self.reason_scroll = QScrollArea(body)
        self.reason_scroll.setObjectName("threatReasons")
        self.reason_scroll.setWidgetResizable(True)
        self.reason_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.reason_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reason_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reason_scroll.hide()
        self.reason_box = QWidget(self.reason_scroll.viewport())  # made where it stays (Dock.new_body)
        self.reason_layout = QVBoxLayout(self.reason_box)
        self.reason_layout.setContentsMargins(0, 0, 0, 0)
        self.reason_layout.setSpacing(1)
        self.reason_buttons: list[tuple[Reason | threat_single.Victim, QPushButton]] = []
        self.reason_layout.addStretch(1)  # the reasons at the top of their view
        self.reason_scroll.setWidget(self.reason_box)
        layout.addWidget(self.reason_scroll)
        self.victim_pick = False  # the question is whom a single attack falls on
        self.single_roll = threat_single.SingleAttackRoll(body, self.selection, lambda: self.bound)
        layout.addWidget(self.single_roll.button)
        self.single_harm = threat_single.SingleAttackHarm(body, lambda: self.bound)  # a failed roll's harm
        layout.addWidget(self.single_harm.row)

        # the timeline under its title, one block: under the dial's row, or in it (threat_dial_room)
        self.timeline_box = QWidget(body)
        self.timeline_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        timeline_layout = QVBoxLayout(self.timeline_box)
        timeline_layout.setContentsMargins(0, 0, 0, 0)
        self.timeline_label = QLabel(self.timeline_box)
        timeline_layout.addWidget(self.timeline_label)
        self.timeline = ThreatTimeline(self.timeline_box)
        self.timeline.setObjectName("threatTimeline")
        timeline_layout.addWidget(self.timeline)
        layout.addWidget(self.timeline_box)

        self.avoid_box = WrapGroupBox(body)  # its title wraps: the dock is narrow
        self.avoid_box.setObjectName("avoidBox")
        form = QFormLayout(self.avoid_box)
        form.addRow(self.avoid_box.heading)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # each field under its label: the dock is narrow
        self.avoid_who = WholeListBox(self.avoid_box)
        self.avoid_who.setObjectName("avoidCharacter")
        self.avoid_skill = WholeListBox(self.avoid_box)
        self.avoid_skill.setObjectName("avoidSkill")
        for combo in (self.avoid_who, self.avoid_skill):  # as narrow as the dock (the popup shows them whole)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
        self.avoid_mod = QSpinBox(self.avoid_box)
        self.avoid_mod.setObjectName("avoidModifier")
        self.avoid_mod.setRange(*bounds.MODIFIER)
        self.avoid_faces = QLineEdit(self.avoid_box)
        self.avoid_faces.setObjectName("avoidFaces")
        self.avoid_button = WrapButton("", self.avoid_box)
        self.avoid_button.setObjectName("avoidButton")
        self.avoid_button.clicked.connect(self.avoid)
        self.form_labels = [QLabel(self.avoid_box) for _ in range(4)]
        for label, field in zip(
            self.form_labels, (self.avoid_who, self.avoid_skill, self.avoid_mod, self.avoid_faces), strict=True
        ):
            form.addRow(label, field)
        self.avoid_plan = AvoidPlan(self, self.avoid_box)  # its dice and odds, before Enter rolls it
        form.addRow(self.avoid_plan.label)
        form.addRow(self.avoid_button)
        self.avoid_pending = QLabel(self.avoid_box)
        self.avoid_pending.setObjectName("avoidPending")
        self.avoid_pending.setWordWrap(True)
        form.addRow(self.avoid_pending)
        picks = QHBoxLayout()
        self.pick_raise = QPushButton(self.avoid_box)
        self.pick_raise.setObjectName("avoidRaise")
        self.pick_raise.clicked.connect(lambda: self.bound.threat.resolve_avoid("raise"))
        self.pick_attack = QPushButton(self.avoid_box)
        self.pick_attack.setObjectName("avoidAttack")
        self.pick_attack.clicked.connect(self._avoid_attack)
        picks.addWidget(self.pick_raise)
        picks.addWidget(self.pick_attack)
        form.addRow(picks)
        layout.addWidget(self.avoid_box)

        self.status = self.refusal_line = RefusalLine(body, "threatStatus")
        layout.addWidget(self.status)
        # a tall view's room left under it all (the fight layout's column spread it between the
        # meter's switch, the dial and the timeline, its title far from it); the refusal line keeps
        # over it (threat_question)
        layout.addStretch(1)
        self.setWidget(body)
        self.dial_room = threat_dial_room.DialRoom(self)  # the dial as tall as the dock's view leaves it
        self.offer_fit = threat_offer.OfferFit(self)  # a single attack's roll or harm in view as it waits

        self.act_up = self._action("actThreatUp", "threat.up", lambda: self.ask_reason(1))
        self.act_down = self._action("actThreatDown", "threat.down", lambda: self.ask_reason(-1))
        self.act_avoid = self._action("actAvoidDead", "threat.avoid", self._avoid_key)
        self.selection.characterChanged.connect(self._follow_selection)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """No shorter than its view's least for the meter's switch and the dial's row whole
        (threat_dial_room.least_view): the docks of its column stop there when they take its room."""
        hint = super().minimumSizeHint()
        scroll = self.widget()
        if getattr(self, "dial_room", None) is None or not isinstance(scroll, QScrollArea) or self.isFloating():
            return hint
        chrome = hint.height() - scroll.minimumSizeHint().height()  # its title and frame
        hint.setHeight(max(hint.height(), chrome + threat_dial_room.least_view(self)))
        return hint

    def _action(self, name: str, key_id: str, slot: Callable[..., object]) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        keymap.bind(action, key_id)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [("fight", self.act_up), ("fight", self.act_down), ("fight", self.act_avoid)]

    def action_feature(self, action: QAction) -> str:
        # the dial is every ruleset's (a plain tension meter where it names no levels); avoiding the
        # dead is the Threat Level's
        return "threat" if action is self.act_avoid else ""

    # ------------------------------------------------------------------ binding
    def rebind(self) -> None:
        self.cancel()
        threat_single.follow(self, False)
        clear_text(self.status)
        self._fill_characters()
        self._fill_skills()
        self.refresh()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset or changes.characters_added_or_removed:
            self._fill_characters()
        if changes.reset or changes.campaign or changes.session:
            self.refresh()
        threat_single.on_changed(self, changes)  # a single attack's roll, its harm, its pick undone

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        super().retranslate()
        self.meter_toggle.setText(self.tr("Use a 0-6 tension meter"))
        self.meter_toggle.setToolTip(
            self.tr("This ruleset has no Threat Level: show the dial as a plain tension meter")
        )
        self.dial.setToolTip(
            self.tr("Right half or + raises, left half or − lowers; the wheel too. Every change asks for its reason.")
        )  # noqa: E501
        self.timeline_label.setText(self.tr("This session"))
        if hasattr(self, "dial_room"):
            self.dial_room.refit()  # the words around it in another language
        self.timeline.setToolTip(self.tr("The level over the session, oldest on the left"))
        for label, text in zip(
            self.form_labels, (self.tr("Who"), self.tr("Skill"), self.tr("Dice ±"), self.tr("Typed dice")), strict=True
        ):
            label.setText(text)
        self.avoid_mod.setToolTip(self.tr("Help (one die per helper), gear and other modifiers"))
        fit_placeholder(  # whole in a narrow dock: the longest wording that fits
            self.avoid_faces,
            self.tr("empty: roll here; or type the faces, base dice first"),
            self.tr("empty: roll here; or the faces"),
            self.tr("empty: roll here"),
        )
        self.avoid_button.setText(self.tr("Roll to avoid the dead (Ctrl+Shift+A)"))
        self.avoid_button.setToolTip(
            self.tr("A failure lets the GM raise the Threat or give a single attack; a mess-up brings both")
        )  # noqa: E501
        self.pick_raise.setText(self.tr("Threat +1"))
        self.pick_attack.setText(self.tr("Single attack"))
        self._name_steps()
        self.act_avoid.setText(self.tr("Avoid the dead"))
        self.act_avoid.setToolTip(self.tr("Roll to sneak past the dead, at the Threat Levels the ruleset allows it"))
        self.single_roll.retranslate()
        if self.services is not None:
            self.single_harm.retranslate()
        if self.refill_texts():  # before a campaign opens, the texts alone; a new language, the contents too
            self._fill_skills()
            self.refresh()
            if self.pending:
                self.ask_reason(self.pending)

    def _avoid_title(self, levels: list[int]) -> str:
        """The avoid box's title, with the Threat Levels the ruleset lets the dead be avoided at."""
        if not levels:
            return self.tr("Avoid the dead")
        if levels == list(range(levels[0], levels[-1] + 1)) and len(levels) > 1:
            shown = f"{levels[0]}-{levels[-1]}"
        else:
            shown = ", ".join(str(level) for level in levels)
        return self.tr("Avoid the dead (Threat {levels})").format(levels=shown)

    def caption(self) -> str:
        caption = CAPTIONS[0] if self.bound.threat.has_levels() else CAPTIONS[1]
        return QCoreApplication.translate("ThreatDock", caption)

    def goto_text(self) -> str:
        """View → Go to's item, after the dock's title: "Go to the tension meter" where the dock
        holds the 0-6 tension meter (the title "Tension"), else "" (the menu's own "Go to the threat")."""
        if self.windowTitle() != QCoreApplication.translate("ThreatDock", CAPTIONS[1]):
            return ""
        return QCoreApplication.translate("Docks", "Go to the tension meter")

    def defer_bind(self, services: Services) -> None:
        """Waiting for the campaign: its tab already named for it ("Tension" where it has no levels)."""
        super().defer_bind(services)
        self.retranslate_title()

    def retranslate_title(self) -> None:
        """"Threat", or "Tension" where the ruleset has no Threat Level and the dock holds its 0-6
        tension meter (a grid game's dock read "Threat" over "Tension 3 · Tense"); from the campaign
        it waits for too, its tab named as it will read once opened (AFMBE's read "Threat" until then)."""
        services = self.campaign_services
        if services is None or services.threat.has_levels():
            super().retranslate_title()
        else:
            self.setWindowTitle(QCoreApplication.translate("ThreatDock", CAPTIONS[1]))

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        threat = self.bound.threat
        has_rules = "threat" in self.bound.ruleset.features
        self.retranslate_title()
        self.meter_toggle.setVisible(not has_rules)
        self.meter_toggle.blockSignals(True)
        self.meter_toggle.setChecked(threat.enabled())
        self.meter_toggle.blockSignals(False)
        enabled = threat.enabled()
        self.dial.setEnabled(enabled)
        self.act_up.setEnabled(enabled)
        self.act_down.setEnabled(enabled)
        # short, its keys whole in the status bar beside a fight's labels at 1366×768 (it named the box
        # too, «…Ctrl+7, затем Пробел на…» was all a Russian GM read; Ctrl+7 puts the focus on the box)
        said_off = self.tr(
            "The tension meter is off: {goto}, then Space, turns it on."
        ).format(goto=keymap.first_shown("view.threatDock"))
        off = "" if enabled or has_rules else said_off
        for action in (self.act_up, self.act_down):
            why_not(action, off)  # + and − with the meter off say how to turn it on
        if enabled:  # switched on: the status bar's word that it is off is taken back
            self._take_back(said_off, log_tr("Switch the tension meter on first."))
        self._name_steps()
        spec = threat.level_spec()
        word = threat.level_word() if enabled else ""  # a tension meter's step named as the room reads it
        # the room under the arc the ruleset's levels take (a situation under a Threat Level's name, a
        # meter's word alone), on or off: the arc one size
        self.dial.text_share = 0.36 if has_rules else 0.16
        self.dial_room.refit()  # (the meter's switch shown or hidden above it)
        self.dial.set_level(
            threat.level(),
            rules_tr(word) if word else "",
            rules_tr(spec.situation) if spec.situation else "",
            # a meter switched off reads so, not "Tension 0" as if it stood at 0
            self.caption() if enabled or has_rules else self.tr("Tension meter off"),
        )
        self.timeline.set_points([level for level, _ in threat.timeline()])
        self.avoid_box.setVisible(has_rules)
        self.avoid_box.setTitle(self._avoid_title(threat.avoid_levels()))
        self.avoid_plan.update()
        can = threat.can_avoid()
        pending = threat.avoid_pending()
        self.avoid_button.setEnabled(can and pending is None)
        self.act_avoid.setEnabled(can and pending is None)
        self.pick_raise.setVisible(pending is not None)
        self.pick_attack.setVisible(pending is not None)
        self.avoid_pending.setVisible(pending is not None)
        if pending is not None:
            self.avoid_pending.setText(
                self.tr("{name} failed: the GM picks Threat +1 or a single attack.").format(
                    name=pending.get("character", "")
                )
            )

    def _take_back(self, *said: str) -> None:
        """The window's status bar cleared while it still shows one of ``said`` (no longer true)."""
        window = self.window()
        if isinstance(window, QMainWindow) and window.statusBar().currentMessage() in said:
            window.statusBar().clearMessage()

    def _name_steps(self) -> None:
        """The Fight menu's + and − named as the ruleset names its dial: Threat, or Tension."""
        if self.services is None or self.bound.threat.has_levels():
            self.act_up.setText(self.tr("Threat up (+)"))
            self.act_up.setToolTip(self.tr("Raise the threat dial one step; the dock asks for the reason"))
            self.act_down.setText(self.tr("Threat down (−)"))
            self.act_down.setToolTip(self.tr("Lower the threat dial one step; the dock asks for the reason"))
            return
        self.act_up.setText(self.tr("Tension up (+)"))
        self.act_up.setToolTip(self.tr("Raise the tension meter one step; the dock asks for the reason"))
        self.act_down.setText(self.tr("Tension down (−)"))
        self.act_down.setToolTip(self.tr("Lower the tension meter one step; the dock asks for the reason"))

    def _fill_characters(self) -> None:
        current = self.avoid_who.currentData(ID_ROLE)
        self.avoid_who.blockSignals(True)
        self.avoid_who.clear()
        for character in self.bound.characters.characters():
            if character.kind != "zombie":
                self.avoid_who.addItem(character.name, row_id(character))
        self.avoid_who.blockSignals(False)
        wanted = current if current is not None else self.selection.character_id
        self._follow_selection(wanted)

    def _fill_skills(self) -> None:
        if "threat" not in self.bound.ruleset.features:
            self.avoid_skill.clear()
            return
        current = self.avoid_skill.currentData(ID_ROLE)
        self.avoid_skill.clear()
        for key, label in self.bound.threat.skills():
            self.avoid_skill.addItem(rules_tr(label), key)
        index = self.avoid_skill.findData(current) if current else 0
        self.avoid_skill.setCurrentIndex(max(0, index))

    def _follow_selection(self, character_id: int | None) -> None:
        if character_id is None:
            return
        index = self.avoid_who.findData(character_id)
        if index >= 0:
            self.avoid_who.setCurrentIndex(index)

    # ------------------------------------------------------------------ asking for the reason
    def ask_reason(self, step: int) -> None:
        """A step was asked for: offer the reasons for that direction (one click or a digit)."""
        threat = self.bound.threat
        if not threat.enabled():
            return
        clear_text(self.status)
        if not self.isVisible() and self.parent() is not None:
            self.show()
        self.raise_()
        focus = QApplication.focusWidget()
        if not self.pending and (focus is None or not self.isAncestorOf(focus)):  # where Esc brings it back
            self.focus_before = focus
        self.dial.setFocus(Qt.FocusReason.ShortcutFocusReason)
        new = threat.preview(step)
        old = threat.level()
        if new == old:
            self.cancel()
            threat_question.under_dial(self)  # said under the dial, both in view (it scrolled to the dock's bottom)
            low, high = threat.dial_range()
            text = self.tr("The dial is already at {level}: it runs from {low} to {high}.")
            self.status.setText(kept_numbers(text.format(level=old, low=low, high=high)))  # "6." never alone
            return
        self.pending = step
        self.dial.set_pending(step)
        app = QApplication.instance()
        if app is not None:  # Esc in any field of the dock takes the step back (removed with the question)
            app.installEventFilter(self)
        instead = threat.alternatives() if step > 0 else []  # "Instead: …": said with what each does
        offered = threat.reasons(step) + instead
        # the digits that answer, as many as the reasons offered ("1–3"; it said "1-9" over three reasons)
        text = self.tr("{caption} {old} → {new}: why? {digits} or a click; {gm}: GM's call; {cancel}: cancel")
        gm, cancel = keymap.first_shown("threat.gmCall"), keymap.first_shown("threat.cancel")  # as the GM bound them
        self.prompt.setText(text.format(caption=self.caption(), old=old, new=new, gm=gm, cancel=cancel,
                                        digits=threat_question.digits(len(offered))))
        self.prompt.show()
        self._clear_reasons()
        for n, reason in enumerate(offered, start=1):
            # wraps (the dock is narrow) and sits tight: eight reasons fit a laptop's dock
            why = rules_tr(threat.reason_refusal(reason.key)) if step < 0 else ""
            effect, args = (self.bound.swarm.instead_effect(reason.key) if reason in instead
                            else threat.reason_effect(reason.key, step))  # said before the pick: each PC's stress…
            does = log_tr(effect).format(**args) if effect else ""
            said = f"{n}  {log_tr(reason.label)}" + (f" — {why}" if why else "") + (f" — {does}" if does else "")
            button = WrapButton(said, self.reason_box, pad_y=1)
            button.setObjectName(f"reason_{reason.key}")
            if why:  # offered greyed with why (its digit has the service say so): the numbers stay put
                button.setEnabled(False)
                button.setToolTip(why)
            button.set_alignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, key=reason.key: self.choose(key))
            self.reason_layout.insertWidget(len(self.reason_buttons), button)
            self.reason_buttons.append((reason, button))
        self.reason_box.show()
        self.reason_scroll.show()
        threat_question.fit(self)  # the question and its reasons in view under the dial

    def _clear_reasons(self) -> None:
        for _, button in self.reason_buttons:  # out of the layout at once: the next question's reasons
            self.reason_layout.removeWidget(button)  # are measured without them (a scroll bar beside four)
            button.hide()
            button.deleteLater()
        self.reason_buttons.clear()

    def choose(self, key: str) -> None:
        step = self.pending
        if not step:
            return
        if key == threat_single.single_attack_key() and not self.victim_pick:  # on whom? the dial keeps asking
            threat_single.ask_victim(self)  # the question of whom, in place of the reasons
            return
        self.cancel()
        if key in {r.key for r in self.bound.threat.alternatives()}:  # the dial stays: a single attack…
            self.bound.swarm.instead_of_threat(key)
            return
        self.bound.threat.step(step, key)

    def _avoid_attack(self) -> None:
        """After a failed roll to avoid the dead, the GM gives the single attack: its roll next."""
        pending = self.bound.threat.avoid_pending() or {}
        cid = pending.get("character_id")
        if self.bound.threat.resolve_avoid("single_attack") and isinstance(cid, int):
            self.single_roll.offer(cid, str(pending.get("character", "")))

    def cancel(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.victim_pick = False
        self.pending = 0
        self.dial.set_pending(0)
        self.prompt.hide()
        self._clear_reasons()
        self.reason_box.hide()
        self.reason_scroll.hide()
        threat_question.release(self)
        self.offer_fit.refit()

    def take_back(self) -> None:
        """Esc on the question: the step taken back and the focus where it was before + or − (the
        fight list in a fight: the next keys are its own, not the avoid-the-dead form's fields)."""
        self.cancel()
        before, self.focus_before = self.focus_before, None
        if before is not None and shiboken6.isValid(before) and before.isVisible() and before.isEnabled() \
                and before.window() is self.window():
            before.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the dial asks why: a digit picks that reason, threat.gmCall (Enter) steps without
        one, threat.cancel (Esc) takes the step back; the question's keys before the window's."""
        if self.pending and watched is not self.dial and event.type() in (QEvent.Type.ShortcutOverride,
                                                                          QEvent.Type.KeyPress):
            # Esc takes the step back wherever the focus is in the dock (Shift+Tab left the dial)
            focus = QApplication.focusWidget()
            if isinstance(event, QKeyEvent) and focus is watched and self.isAncestorOf(focus) \
                    and keymap.pressed(event, "threat.cancel"):
                event.accept()
                if event.type() == QEvent.Type.KeyPress:
                    self.take_back()
                return True
            return super().eventFilter(watched, event)
        asking = watched is self.dial and self.pending
        if asking and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            assert isinstance(event, QKeyEvent)
            ids = ("threat.reason", "threat.gmCall", "threat.cancel")
            answered = next((key_id for key_id in ids if keymap.pressed(event, key_id)), None)
            if answered is None and threat_question.scrolls(self, event):  # PgUp/PgDn, the arrows: the reasons
                return True
            if answered is None:
                return super().eventFilter(watched, event)
            event.accept()
            if event.type() == QEvent.Type.KeyPress:
                self._answer(answered, event)
            return True
        return super().eventFilter(watched, event)

    def _answer(self, key_id: str, event: QKeyEvent) -> None:
        if key_id == "threat.gmCall":
            if not self.victim_pick:  # whom a single attack falls on is the GM's pick: no default
                self.choose("gm")
        elif key_id == "threat.cancel":
            self.take_back()
        else:  # a digit: the reason of that number
            index = keymap.keys_of("threat.reason").index(QKeySequence(event.key()).toString())
            if index >= len(self.reason_buttons):  # no reason of that number: say which digits answer
                threat_question.no_such_reason(self)
            else:
                reason, button = self.reason_buttons[index]
                if button.isEnabled():
                    button.click()
                elif self.pending and not isinstance(reason, threat_single.Victim):
                    # refused at this level: the dock and the status bar say why, the question stays
                    self.bound.threat.step(self.pending, reason.key)
                    # said once: the refusal under the reasons, the greyed reason its words alone
                    button.setText(button.text().removesuffix(f" — {button.toolTip()}"))
                    threat_question.fit(self, button)  # the refusal and that reason in view under the question

    # ------------------------------------------------------------------ actions
    def _toggle_meter(self, on: bool) -> None:
        self.bound.threat.set_tension_meter(on)
        self.refresh()

    def _avoid_key(self) -> None:
        """Ctrl+Shift+A: in the avoid form it rolls (as Enter); elsewhere it sets the roll up there,
        its dice and odds shown, for Enter to roll."""
        if self.avoid_plan.in_form():
            self.avoid()
        else:
            self.avoid_plan.set_up()

    def avoid(self) -> None:
        cid = self.avoid_who.currentData(ID_ROLE)
        skill = self.avoid_skill.currentData(ID_ROLE)
        if cid is None or skill is None:
            threat_question.under_dial(self, False)  # said at the dock's bottom, by the form it speaks of
            self.status.setText(self.tr("Pick who tries to avoid the dead."))
            return
        clear_text(self.status)
        threat = self.bound.threat
        before = threat.level()
        if threat.avoid(int(cid), str(skill), self.avoid_mod.value(), self.avoid_faces.text()):
            self.avoid_faces.clear()
            if threat.avoid_pending() is not None:  # the GM's pick is the next key
                self.pick_raise.setFocus(Qt.FocusReason.OtherFocusReason)
            elif threat.level() != before:  # failed and messed up: the Threat rose and a single attack comes
                self.single_roll.offer(int(cid), self.avoid_who.currentText())
