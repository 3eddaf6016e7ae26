"""The swarm dock's last round: the result and its details, the GM's picks after a lost round, the
push buttons (with the chances after a push) and the Threat Level after a won fight.

The picks and the Threat Levels after a win are the ruleset's (:meth:`SwarmRules.loss_picks`,
:meth:`SwarmRules.won_threat_levels`): their widgets are made again when another ruleset is bound.

:class:`OutcomeBox` is the box itself, a member of :class:`ui.docks.swarm_dock.SwarmDock`: it owns
its widgets (the random victim's typed die among them) and tells the dock by its signals when a
step is done and when its Tab stops changed.  The widgets' texts are in the context ``SwarmDock``,
as the rest of the dock's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.rules.numbers import signed
from app.services.logtext import render_value
from ui import i18n
from ui.docks import swarm_repeats
from ui.docks.swarm_harm import HarmRow
from ui.docks.swarm_look import big, percent, rules_tr
from ui.docks.swarm_mess_ups import lost_mess_ups
from ui.focus_in_view import keep_in_view
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.labels import WrapLabel, clear_text
from ui.widgets.typed_dice import POOL_DICE, fit_typed_hint, typed_dice_field
from ui.widgets.wrap_button import WrapButton
from ui.widgets.wrap_check import WrapCheckBox

if TYPE_CHECKING:
    from app.rules.features.swarm import SwarmState
    from app.services.swarm import SwarmService

NO_LIMIT = 16777215  # Qt's QWIDGETSIZE_MAX

class OutcomeBox(QGroupBox):
    """The last round's box of the swarm dock.  ``swarm`` returns the bound campaign's swarm service,
    ``skill_label`` names a skill, ``status`` is the dock's message line (emptied as the GM acts).

    Signals: ``wonLevel(int)`` — the GM set the Threat Level after a won fight (a button);
    ``stepped()`` — the GM's picks were applied; ``choicesMade()`` — the ruleset's picks and
    Threat buttons were made again (the dock's Tab order follows); ``singleAttack(int, str, dict)`` —
    the GM asks for the roll (character, kind, inputs) of a single attack one who messed up suffers.
    """

    singleAttack = Signal(int, str, dict)
    wonLevel = Signal(int)
    stepped = Signal()
    choicesMade = Signal()

    def __init__(
        self, parent: QWidget, swarm: Callable[[], SwarmService], skill_label: Callable[[str], str], status: QLabel
    ) -> None:
        super().__init__(parent)
        self.setObjectName("outcomeBox")
        self._swarm = swarm
        self.skill_label = skill_label
        self.status = status
        self._box_held = False  # the box hidden while its widgets change (see show_outcome)
        self._build()

    @property
    def swarm(self) -> SwarmService:
        return self._swarm()

    def _build(self) -> None:
        box = self
        layout = QVBoxLayout(box)
        self.result = WrapLabel(box)
        self.result.setObjectName("roundResult")
        big(self.result, 1.3)
        layout.addWidget(self.result)
        self.details = WrapLabel(box)
        self.details.setObjectName("roundDetails")
        layout.addWidget(self.details)
        self.picks_label = WrapLabel(box)
        self.picks_label.setObjectName("picksLabel")
        layout.addWidget(self.picks_label)
        self.pick_boxes: dict[str, QCheckBox] = {}  # the ruleset's picks by value, in the order of the digits
        self.pick_labels: dict[str, str] = {}
        self.lone_labels: dict[str, str] = {}  # a random victim's pick when one alone fights: him, named
        self.random_victim_picks: set[str] = set()
        self.picks_holder = QWidget(box)
        self.picks_layout = QVBoxLayout(self.picks_holder)
        self.picks_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.picks_holder)
        self.apply_picks = QPushButton(box)
        self.apply_picks.setObjectName("applyPicks")
        self.apply_picks.clicked.connect(self.send_picks)
        layout.addWidget(self.apply_picks)
        self.harm_row = HarmRow(box, self._swarm)  # a mass attack's damage, after the picks
        layout.addWidget(self.harm_row)
        # a PC's roll of the lost round may be pushed before the picks (below them: the result, the picks and
        # Apply fit a laptop's panel together); each button shows the odds after
        self.push_faces = QLineEdit(box)
        self.push_faces.setObjectName("pushFaces")
        layout.addWidget(self.push_faces)
        # one who messed up suffers a single attack: its roll, by keys (Tab, Space: the dice dock on it)
        self.single_buttons: list[QPushButton] = []
        for index in range(3):  # (as many as a round's rolls)
            button = WrapButton("", box)
            button.setObjectName(f"singleAttack_{index}")
            button.clicked.connect(lambda _=False, i=index: self._single(i))
            layout.addWidget(button)
            self.single_buttons.append(button)
        self._single_ids: list[tuple[int, int]] = []  # (place in the round's attacks, character) of each button
        self._single_round: object = None  # the round the buttons are for
        self._asked: set[tuple[object, int]] = set()  # (round, place of the attack) whose roll the GM asked for
        self._picking = False  # the GM was picking a lost round's consequences when last shown
        self.push_buttons: list[QPushButton] = []
        for index in range(3):
            button = WrapButton("", box)  # a long name and its dice wrap rather than push the panel sideways
            button.setObjectName(f"push_{index}")
            button.clicked.connect(lambda _=False, i=index: self.push_roll(i))
            layout.addWidget(button)
            self.push_buttons.append(button)
        self.won_label = WrapLabel(box)
        layout.addWidget(self.won_label)
        self.won_holder = QWidget(box)
        self.won_layout = FlowLayout(self.won_holder)  # "Угроза 0 Угроза 1 Угроза 2" wraps in a narrow panel
        self.won_buttons: list[QPushButton] = []
        self.won_levels: list[int] = []  # the Threat Level each button sets (its digit)
        layout.addWidget(self.won_holder)
        # the random victim's die (a single or mass attack) typed from the table, next to Apply
        self.victim_die = typed_dice_field(self, self.apply_if_ready, "victimDie")
        self.victim_die.setMaximumWidth(NO_LIMIT)  # the panel's width: its hint in full
        layout.insertWidget(layout.indexOf(self.apply_picks), self.victim_die)
        # what the die is and whom each face names ("1 × d3: 1 Ana Reyes, 2 Ben Okafor, 3 Mia Chen")
        self.victim_die_says = WrapLabel(self)
        self.victim_die_says.setObjectName("victimDieSays")
        layout.insertWidget(layout.indexOf(self.victim_die), self.victim_die_says)
        self.victim_die.installEventFilter(self)  # a digit there while picks remain is a pick
        self.apply_picks.setAutoDefault(True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A digit typed in the random victim's die while the GM still owes picks ticks a pick, as
        it does anywhere else in the panel: the die is typed once every pick is made."""
        if watched is self.victim_die and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            text = event.text()
            fight = self.swarm.fight()
            chosen = sum(c.isChecked() for c in self.pick_boxes.values())
            owed = fight.pending == "loss_picks" and chosen < fight.picks_due
            if owed and len(text) == 1 and text.isdigit() and 1 <= int(text) <= len(self.pick_boxes):
                self.answer(int(text))
                return True
        return super().eventFilter(watched, event)

    def fill_choices(self) -> None:
        """The ruleset's picks and Threat Levels after a win, made again if they changed."""
        swarm = self.swarm
        picks = swarm.pick_choices()
        if [p.value for p in picks] != list(self.pick_boxes):
            for check in self.pick_boxes.values():
                check.hide()
                check.deleteLater()
            self.pick_boxes = {}
            for pick in picks:
                check = WrapCheckBox("", self.picks_holder)  # "Одиночная атака (случайная жертва)" wraps
                check.setObjectName(f"pick_{pick.value}")
                check.toggled.connect(self._picks_changed)
                self.picks_layout.addWidget(check)
                self.pick_boxes[pick.value] = check
        self.pick_labels = {p.value: p.label for p in picks}
        self.lone_labels = {p.value: p.lone_label for p in picks if p.lone_label}
        self.random_victim_picks = {p.value for p in picks if p.random_victim}
        levels = swarm.won_threat_levels()
        if levels != self.won_levels:
            for button in self.won_buttons:
                button.hide()
                button.deleteLater()
            self.won_buttons = []
            for level in levels:
                button = QPushButton(self.won_holder)
                button.setObjectName(f"won_{level}")
                button.clicked.connect(lambda _=False, lv=level: self.wonLevel.emit(lv))
                self.won_layout.addWidget(button)
                button.show()  # shown with the row (a child made later is not)
                self.won_buttons.append(button)
            self.won_levels = list(levels)
        self.choicesMade.emit()

    def pick_label(self, value: str) -> str:
        """A pick's label as the panel shows it (the value itself if the ruleset no longer has it)."""
        return rules_tr(self.pick_labels[value]) if value in self.pick_labels else value

    def pick_text(self, value: str) -> str:
        """A pick's check box: an attack on a random victim names the one it falls on when only one
        fights (no die picks him: "Single attack on Ana, the only one fighting"), else its label."""
        lone = self.lone_labels.get(value)
        if lone and self.swarm.fight().pending == "loss_picks":
            names = self.swarm.victim_candidates()
            if len(names) == 1:
                return rules_tr(lone).format(name=names[0])
        return self.pick_label(value)

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("SwarmDock", "Last round"))
        for key, check in self.pick_boxes.items():
            check.setText(self.pick_text(key))
        self.apply_picks.setText(QCoreApplication.translate("SwarmDock", "Apply the GM's picks"))
        full = QCoreApplication.translate("SwarmDock", "typed dice for the push (empty: roll here)")
        fit_typed_hint(self.push_faces, dice=POOL_DICE, full=full)  # never "кубы для форсирования (пусто: бросить зд"
        fit_typed_hint(self.victim_die)  # the random victim's die: its hint and tooltip in the language now
        self.won_label.setText(QCoreApplication.translate("SwarmDock", "Won: the GM sets the Threat Level"))
        for level, button in zip(self.won_levels, self.won_buttons, strict=True):
            button.setText(QCoreApplication.translate("SwarmDock", "Threat {level}").format(level=level))

    def show_outcome(self, fight: SwarmState, active: bool) -> None:
        """The box's widgets shown or hidden while the box itself is hidden, then the box shown
        once: a widget shown in a window on screen lays out every layout above it at once (the
        dock, the window), and a round shows or hides a dozen (the picks, the pushes, the Threat
        choice): 5 ms of the round's 30 with the dock in front.  The box is hidden only when one
        of them changes (:meth:`_show_in_box`): a change that leaves them as they were lays out nothing."""
        last = self.swarm.last_round()
        box = self
        focus = QApplication.focusWidget()
        self._box_held = False
        try:
            self._show_last(fight, active, last)
        finally:
            self._box_held = False
            box.setVisible(bool(last))  # shown again if it was hidden for its widgets
        if focus is not None and focus is not QApplication.focusWidget() and box.isAncestorOf(focus):
            if focus.isVisible() and focus.isEnabled():
                focus.setFocus()  # hiding the box took the focus from the widget the GM was on
            else:  # the widget itself went (a pushed roll's button): on to the next thing to do here
                self._focus_next()

    def _focus_next(self) -> None:
        """The focus on the first pick, else a push still offered, else a Threat Level, else the box."""
        for widget in (*self.pick_boxes.values(), self.harm_row.damage, *self.push_buttons, *self.won_buttons):
            if widget.isVisible() and widget.isEnabled():
                widget.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        if self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_in_box(self, widget: QWidget, on: bool) -> None:
        """Show or hide one of the box's widgets, the box hidden first (until the end of
        :meth:`_show_outcome`) when it changes."""
        if widget.isHidden() != on:
            return  # as it is
        if not self._box_held and self.isVisible():
            self._box_held = True
            self.setVisible(False)
        widget.setVisible(on)

    def _show_last(self, fight: SwarmState, active: bool, last: dict[str, Any]) -> None:
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
            rolls = last.get("rolls", [])
            who = [r.get("character_id", r["name"]) for r in rolls]
            shown = swarm_repeats.names(list(zip(who, [r["name"] for r in rolls], strict=True)))
            why = swarm_repeats.reasons(self.swarm, who, [r["name"] for r in rolls],
                                        len(rolls) + int(last.get("sacrifices", 0)))
            for r, name, again in zip(rolls, shown, why, strict=True):
                dice = i18n.plural(QCoreApplication.translate("SwarmDock", "{dice} {dice|die|dice}"), dice=r["dice"])
                if r.get("modifier"):  # the penalty of a roll again (or the GM's own): said on its row
                    dice += f" ({signed(r['modifier'])})"
                details.append(
                    QCoreApplication.translate("SwarmDock", "{name}, {skill}: {dice} → {roll}").format(
                        name=name,
                        skill=self.skill_label(r["skill"]),
                        dice=dice,
                        roll=render_value(r["roll"], QCoreApplication.translate),  # the faces, named
                    )
                    + (f"\n    {again}" if again else "")  # beside a further roll: why it is made
                )
            if last.get("almost"):
                details.append(QCoreApplication.translate("SwarmDock", "Almost made it: one free success next round"))
            for name in last.get("single_attacks", []):
                details.append(
                    QCoreApplication.translate("SwarmDock", "{name} messed up: a single attack").format(name=name)
                )
            details += lost_mess_ups(last)
            lone = len(last.get("participants", [])) == 1  # no die picked the victim: the pick names him
            for attack in last.get("attacks", []):
                if attack["victim"] and lone and attack["kind"] in self.lone_labels:
                    details.append(rules_tr(self.lone_labels[attack["kind"]]).format(name=attack["victim"]))
                elif attack["victim"]:
                    details.append(
                        QCoreApplication.translate("SwarmDock", "{attack}: {name}").format(
                            attack=self.pick_label(attack["kind"]),
                            name=attack["victim"],
                        )
                    )
            self.details.setText("\n".join(details))
        picking = active and fight.pending == "loss_picks"
        self._show_in_box(self.picks_label, picking)
        self.picks_label.setText("\n".join([  # while the round's dice give way to the picks: why two
            i18n.plural(QCoreApplication.translate("SwarmDock", "The dead win: the GM picks {count}"),
                        count=fight.picks_due),
            *lost_mess_ups(last),
        ]))
        self._show_in_box(self.picks_holder, picking)
        for key, check in self.pick_boxes.items():
            if picking and key in self.lone_labels:  # one alone fighting: the attack names him
                check.setText(self.pick_text(key))
            self._show_in_box(check, picking)
            if not picking:
                check.setChecked(False)
        self._show_in_box(self.apply_picks, picking)
        self._show_pushes(last if picking else {})
        harmed = active and not picking and bool(last) and self.harm_row.refresh(last.get("round"))
        self._show_in_box(self.harm_row, harmed)  # a mass attack's damage waits
        self._show_singles(last if active else {}, picking)
        self._show_picks(picking)
        self._picks_changed()
        choosing = active and fight.pending == "threat_choice"
        self._show_in_box(self.won_label, choosing)
        self._show_in_box(self.won_holder, choosing)

    def _show_pushes(self, last: dict[str, Any]) -> None:
        """A push button, with the chances after the push, for each roll of the lost round that may be pushed."""
        from app.services.command import CommandError

        rolls = last.get("rolls", [])
        shown = False
        for index, button in enumerate(self.push_buttons):
            odds = None
            if index < len(rolls):
                try:
                    odds = self.swarm.push_odds(index)
                except CommandError:
                    odds = None
            self._show_in_box(button, odds is not None)
            if odds is not None:
                shown = True
                # short lines (a narrow dock shows them whole), the roll named by its dice (one
                # roller may roll three times), then the dice the push rolls by kind, as the dice
                # dock's push says them ("5 pushed dice: 4 base, 1 stress")
                said = self.swarm.pushed_dice(index)
                text = QCoreApplication.translate(
                    "SwarmDock", "Push {name}'s roll of {dice} {dice|die|dice}\n{pushed}\nwin {win}, mess-up {messup}"
                ) if said else QCoreApplication.translate(
                    "SwarmDock", "Push {name}'s roll of {dice} {dice|die|dice}\nwin {win}, mess-up {messup}"
                )
                button.setText(
                    i18n.plural(
                        text,
                        name=rolls[index]["name"],
                        dice=rolls[index]["dice"],
                        pushed=render_value(said, QCoreApplication.translate) if said else "",
                        win=percent(odds["win"]),
                        messup=percent(odds["messup"]),
                    )
                )
        self._show_in_box(self.push_faces, shown)

    def _show_singles(self, last: dict[str, Any], picking: bool = False) -> None:
        """A button for the roll of each single attack the round gave and the GM has not asked for
        yet: a PC who messed up (one for each mess-up: a fighter who rolls twice may mess up twice),
        the victim of a single attack the GM picked.  What was asked for is forgotten with the round
        it was for: no fight (a new one starts at round 1 again), a round undone (shown again when
        rolled again), the picks undone or to make (the attacks picked again are new ones)."""
        held = last.get("round")
        if not isinstance(held, int):
            self._asked.clear()
        else:
            self._asked = {(r, p) for r, p in self._asked
                           if isinstance(r, int) and (r < held or (r == held and not (picking and not self._picking)))}
        self._picking = picking
        due = self.swarm.single_attacks_due() if last else []
        roll = self.swarm.single_attack_roll() if due else None
        # each attack by its place in the round's list: two on one victim are two rolls
        unrolled = set(self.swarm.single_attacks_unrolled()) if roll is not None else set()  # a roll made stays made
        self._single_ids = [(place, cid) for place, (cid, _) in enumerate(due)
                            if (held, place) not in self._asked and place in unrolled] if roll is not None else []
        numbers = swarm_repeats.places([cid for cid, _ in due])
        for index, button in enumerate(self.single_buttons):
            shown = index < len(self._single_ids)
            self._show_in_box(button, shown)
            if shown:
                place = self._single_ids[index][0]
                number, count = numbers[place]
                text = QCoreApplication.translate(  # which of their attacks this roll is for, if more than one
                    "SwarmDock", "Roll {name}'s single attack {number} of {count} (a skill roll)"
                ) if count > 1 else QCoreApplication.translate(
                    "SwarmDock", "Roll {name}'s single attack (a skill roll)")
                button.setText(text.format(name=due[place][1], number=number, count=count))
        self._single_round = held

    def next_single(self) -> QPushButton | None:
        """The first single attack's roll still to ask for (what the GM does next), None when none waits."""
        return next((b for b in self.single_buttons if not b.isHidden()), None)

    def _single(self, index: int) -> None:
        roll = self.swarm.single_attack_roll()
        if roll is not None and index < len(self._single_ids):
            place, character_id = self._single_ids[index]
            self._asked.add((self._single_round, place))  # asked for: its button goes, the victim's next stays
            self.single_buttons[index].hide()
            self.singleAttack.emit(character_id, roll[0], roll[1])

    def push_roll(self, index: int) -> None:
        if self.swarm.push(index, self.push_faces.text()):
            self.push_faces.clear()
        elif self.push_faces.text().strip():  # the faces typed refused: corrected where they are, in view
            keep_in_view(self.push_faces)

    def _picks_changed(self) -> None:
        fight = self.swarm.fight()
        chosen = sum(1 for c in self.pick_boxes.values() if c.isChecked())
        self.apply_picks.setEnabled(fight.pending == "loss_picks" and chosen == fight.picks_due)
        if fight.pending == "loss_picks" and chosen > fight.picks_due:  # ticked by the mouse: why Apply is off
            self.status.setText(self._too_many(fight.picks_due))
        elif self.status.text() == self._too_many(fight.picks_due):
            clear_text(self.status)
        self._say_victim_die()

    @staticmethod
    def _too_many(due: int) -> str:
        return i18n.plural(QCoreApplication.translate(
            "SwarmDock", "The GM picks only {count} {count|option|options}: untick one first (its digit again)."),
            count=due)

    def _say_victim_die(self) -> None:
        """Beside the random victim's die: how many dice of how many faces, and whom each face names."""
        if self.victim_die.isHidden():
            return
        names = self.swarm.victim_candidates()
        if not names:  # every one of the round's fighters has died since: no random attack to make
            self.victim_die_says.setText(QCoreApplication.translate("rules", "Nobody to attack."))
            return
        randoms = sum(1 for k, c in self.pick_boxes.items() if c.isChecked() and k in self.random_victim_picks)
        self.victim_die_says.setText(
            QCoreApplication.translate("SwarmDock", "{count} × d{faces}: {names}").format(
                count=max(1, randoms),
                faces=len(names),
                names=", ".join(f"{i} {n}" for i, n in enumerate(names, start=1)),
            )
        )

    def send_picks(self) -> None:
        picks = [key for key, check in self.pick_boxes.items() if check.isChecked()]
        clear_text(self.status)
        if self.swarm.loss_picks(picks, self.victim_die.text()):  # the die typed, else rolled here
            self.stepped.emit()

    def apply_if_ready(self) -> None:
        """Apply the picks (Enter in the victim's die, Ctrl+Enter) when they may be applied."""
        if self.apply_picks.isVisible() and self.apply_picks.isEnabled():
            self.apply_picks.click()

    def answer(self, n: int) -> None:
        """A digit in the panel: tick pick n after a lost round; Threat n after a win."""
        fight = self.swarm.fight()
        if fight.pending == "loss_picks" and 1 <= n <= len(self.pick_boxes):
            box = list(self.pick_boxes.values())[n - 1]
            ticked = sum(1 for c in self.pick_boxes.values() if c.isChecked())
            if not box.isChecked() and ticked >= fight.picks_due:  # one more than the GM may pick: refused, said why
                self.status.setText(self._too_many(fight.picks_due))
                return
            box.setChecked(not box.isChecked())
            chosen = [key for key, check in self.pick_boxes.items() if check.isChecked()]
            random_victim = len(chosen) == fight.picks_due and bool(self.random_victim_picks.intersection(chosen))
            # once every pick is made, an attack on a random victim: next, its die from the table (Enter
            # applies), or Enter to roll it; while picks remain the focus stays on them (their digits).
            # The only one fighting is the victim, no die asked: Apply next
            target = (self.apply_picks if self._alone() else self.victim_die) if random_victim else box
            target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif fight.pending == "threat_choice" and n in self.won_levels:
            self.won_buttons[self.won_levels.index(n)].click()

    def _alone(self) -> bool:
        """Whether the lost round's only fighter is the one any random attack falls on (no die)."""
        return len(self.swarm.victim_candidates()) == 1

    def _show_picks(self, picking: bool) -> None:
        """While the GM picks, the round's dice give way to the picks (they are in the log), so that
        the result and the picks fit a laptop's panel together."""
        # a die only for a random victim, and only when there is more than one to fall on
        die = picking and bool(self.random_victim_picks) and not self._alone()
        self._show_in_box(self.victim_die, die)
        self._show_in_box(self.victim_die_says, die)
        self._show_in_box(self.details, not picking)
        if not picking:
            self.victim_die.clear()
