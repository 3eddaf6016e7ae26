"""The dice dock: any roll of the campaign's ruleset, its exact odds first, rolled here or typed
from the dice rolled on the table; free expressions; recent rolls to repeat; secret rolls.

The form is built from the ruleset's roll declarations (``RollRules.roll_kinds``); the odds come
from the rules through the roll service.  Keys: Ctrl+R roll, Ctrl+Shift+R repeat the last roll,
Ctrl+Shift+D focus the dock; Enter in the faces or expression box rolls; Enter on a recent roll
repeats it.

Signals: none of its own; it follows the shared Selection (``characterChanged``) and asks the
roll, character and threat services.  Where the rules fight melee in groups, a button (and
Ctrl+Alt+G) opens the fight's melee groups (:mod:`ui.docks.melee_entry`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet
from app.services.logtext import qt_translate, render, render_value
from ui import i18n, keymap
from ui.docks import dice_room, dice_sight, swarm_keys
from ui.docks.base import Dock
from ui.docks.dice_chosen import roll_for_the_due
from ui.docks.dice_compact import ExplainingLines
from ui.docks.dice_counts import TurnCounts
from ui.docks.dice_due import DueRolls
from ui.docks.dice_forget import forget_campaign
from ui.docks.dice_forms import KIND_ROLE, DiceForms, usable
from ui.docks.dice_left import NothingLeft
from ui.docks.dice_map_shot import MapShot
from ui.docks.dice_odds import OddsRunner, cannot_succeed, next_roll, odds_text
from ui.docks.dice_parts import factors_text, pool_lines
from ui.docks.dice_real import odd_dice_note
from ui.docks.dice_rolling import DiceRolling, RollWidgets
from ui.docks.dice_secret import SecretBox, SecretCheck
from ui.docks.dice_target_words import single_attack_text
from ui.docks.dice_turn import DiceTurn
from ui.docks.dice_waiting import WaitingOffers
from ui.docks.melee_entry import MeleeEntry
from ui.docks.refusal_line import RefusalLine
from ui.focus_in_view import bring_into_view
from ui.selection import ANSWERS
from ui.widgets.accent_label import AccentLabel
from ui.widgets.field_form import FieldForm
from ui.widgets.labels import clear_text
from ui.widgets.placeholder_fit import fit_placeholder
from ui.widgets.roll_result import DANGER, RollResultView

if TYPE_CHECKING:
    from app.rules.rolling import Chance
    from app.services.bundle import Services
    from app.services.odds import OddsJob
    from app.services.rolls import Rolled, RollRequest

#: the log kinds that change the recent rolls: a roll, a roll that fired a weapon (an ammunition
#: line: the grid game's shot), a secret mark, an import; each one's undo and redo too
RECENT_KINDS = frozenset({"roll", "ammo", "secret", "import"})

__all__ = ["KIND_ROLE", "RECENT_KINDS", "DiceDock", "usable"]


class DiceDock(Dock):
    """The dice dock: it holds its widgets, its choosers and forms (``forms``,
    :class:`ui.docks.dice_forms.DiceForms`) and its rolls (``rolls``,
    :class:`ui.docks.dice_rolling.DiceRolling`), and wires them: the forms' ``edited`` works out
    the odds, Roll and Enter roll what the forms ask for."""

    object_name = "diceDock"
    title = QT_TRANSLATE_NOOP("Docks", "Dice")
    area = Qt.DockWidgetArea.RightDockWidgetArea

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._whose = ""  # the roller the faces field's hint names ("" for none)
        #: the last turn's roller as the fight ended: the faces field's hint no longer names him (his
        #: turn is over), until another roller is picked
        self.fight_roller_over: int | None = None
        self._swarms = True  # the campaign's ruleset has swarms (or none is open): Ctrl+K's words say so
        scroll = QScrollArea(self)
        self.roll_scroll = scroll
        scroll.setWidgetResizable(True)
        body = QWidget(scroll.viewport())  # made where it stays: see Dock.new_body
        self.body = body
        layout = self.body_layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        #: why the roll set up cannot be made, as the odds line says it ("" when it can)
        self.cannot_roll = ""
        #: the odds say the roll cannot succeed (every chance 0%): Ctrl+R warns once, again rolls
        self.zero_odds = False
        #: the roll whose 0% the GM was warned of (the next Ctrl+R on it rolls)
        self.zero_warned: RollRequest | None = None
        #: the roll a refusal on screen was said for (who, kind, at whom) and its words
        self.refused: tuple[tuple[int | None, str | None, int | None], str] | None = None
        #: the roll a turn's start set up (who, kind, at whom): why it cannot be made yet is said
        #: plainly, not as a red refusal, until the GM acts (another roll set up, or Ctrl+R)
        self.set_up_for_turn: tuple[int | None, str | None, int | None] | None = None
        self.forms = forms = DiceForms(body, lambda: self.bound, self.selection)
        #: a brawl's turn with nothing left to roll: its action settled by the duel rolled on the
        #: other's turn, or made already and its target down since (ui.docks.dice_left)
        self.nothing_left = NothingLeft(self)
        forms.kind_combo.activated.connect(self._kind_chosen)  # the GM's own pick
        forms.edited.connect(self.refresh_odds)
        self.character_label, self.character_combo = forms.character_label, forms.character_combo
        self.kind_label, self.kind_combo = forms.kind_label, forms.kind_combo
        self.expression_label, self.expression_edit = forms.expression_label, forms.expression_edit
        self.opponent_label, self.opponent_combo = forms.opponent_label, forms.opponent_combo
        self.expression_edit.returnPressed.connect(self.roll)
        layout.addLayout(forms.top)
        # what is rolled, then its form (weapon, modifier, shots this turn), the odds, the faces and
        # Roll, then the result and its offers: the screen's order is the Tab order
        layout.addLayout(forms.form_box)
        layout.addLayout(forms.opponent_box)
        # what the roller and the one he rolls against did this turn ("Dana Cruz this turn: 2 attacks,
        # 1 defence, 0 other actions"): where "Action this turn" and a free or dear defence come from
        self.turn_label = QLabel(body)
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setWordWrap(True)
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.turn_label.hide()
        layout.addWidget(self.turn_label)
        self.odds_label = AccentLabel(body)  # "Éxito 42,1%": the accent whole above the bold line
        self.odds_label.setObjectName("oddsLabel")
        self.odds_label.setWordWrap(True)
        self.odds_label.setTextFormat(Qt.TextFormat.RichText)
        font = self.odds_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.odds_label.setFont(font)
        layout.addWidget(self.odds_label)
        #: the odds last shown (None while the line says something else): after a roll they are the
        #: next roll's, and the line says so above the result (:meth:`_label_odds`)
        self._odds_said: str | None = None
        self.parts_label = QLabel(body)  # where the roller's dice come from: "8 × d6 = Agility 4 + …"
        self.parts_label.setObjectName("partsLabel")
        self.parts_label.setWordWrap(True)
        self.parts_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.parts_label)
        self._parts_said = ""  # the parts last shown, before "Next roll:" over a result (:meth:`_label_parts`)
        # works out on a worker thread the odds that would take more than a few milliseconds
        self.odds_runner = OddsRunner(self)
        self.odds_runner.answered.connect(self._odds_ready)
        faces_row = QHBoxLayout()
        self.faces_edit = QLineEdit(body)
        self.faces_edit.setObjectName("facesEdit")
        self.faces_edit.returnPressed.connect(self.faces_entered)
        faces_row.addWidget(self.faces_edit, 1)
        self.secret_check = SecretCheck(body)
        self.secret_check.setObjectName("secretCheck")
        faces_row.addWidget(self.secret_check)
        self.roll_button = QPushButton(body)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.clicked.connect(self.roll)
        faces_row.addWidget(self.roll_button)
        layout.addLayout(faces_row)
        self.wanted_label = QLabel(body)  # how many dice the faces field takes: "6 × d6"
        self.wanted_label.setObjectName("wantedLabel")
        self.wanted_label.setWordWrap(True)
        layout.addWidget(self.wanted_label)
        self.refusal_label = self.refusal_line = RefusalLine(body, "refusalLabel")
        forms.targetMoved.connect(self._target_moved)  # "Against" went on by itself: said here
        layout.addWidget(self.refusal_label)
        self.result_view = RollResultView(body)
        self.result_view.setObjectName("rollResult")
        self.result_view.shownChanged.connect(lambda _shown: self._label_odds())
        layout.addWidget(self.result_view)
        self.melee = MeleeEntry(body, lambda: self.services)  # the fight's melee groups, where the rules have them
        layout.addWidget(self.melee.button)
        self.recent_label = QLabel(body)
        layout.addWidget(self.recent_label)
        self.recent_list = QListWidget(body)
        self.recent_list.setObjectName("recentList")
        self.recent_list.setWordWrap(True)
        self.recent_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.recent_list, 1)
        scroll.setWidget(body)
        self.setWidget(scroll)
        #: why the target defends so, the turn's line, the dice's parts: under Roll for a compact form
        self.explaining = ExplainingLines(layout, self.wanted_label, (
            (forms.opponent_note, forms.opponent_box, None), (self.turn_label, layout, self.odds_label),
            (self.parts_label, layout, faces_row)))
        self.room = dice_room.DiceRoom(self)  # a wider form takes its room back from the map
        self.faces_sight = dice_sight.FacesInSight(scroll, self.odds_label, self.faces_edit,
                                                 self.wanted_label)  # typed in sight
        forms.tab_head = [self.faces_edit, self.secret_check, self.roll_button]  # Tab as the dock reads
        forms.tab_tail = [self.melee.button, self.recent_list]
        self.rolls = rolls = DiceRolling(
            RollWidgets(
                self.character_combo,
                self.faces_edit,
                self.secret_check,
                self.refusal_label,
                self.recent_list,
                self.result_view,
                scroll,
                body,
                self.wanted_label,
            ),
            lambda: self.bound,
            self.request,
            lambda: forms.target.box_target,  # the GM's own pick in the box: not a row looked at
        )
        self.waiting_offers = WaitingOffers.under_result(self)  # earlier rolls' damage of the round, to apply
        rolls.life.against = forms.opponent_id  # a target down: the other hits go to the box's next one
        rolls.typed_push.keep_with_focus_on(self.roll_button)  # a push waiting for its dice: Roll rolls them here
        rolls.typed_push.on_change = self._push_waits  # while it waits, its own odds and whose dice it takes
        rolls.damage_dice.keep_damage_with.append(self.roll_button)  # a damage waiting for its dice: the same
        # another kind picked: the last roll's result, of another kind, goes
        forms.kind_combo.currentIndexChanged.connect(
            lambda: rolls.kind_picked(None if forms.building else forms.kind_combo.currentData(KIND_ROLE)))
        self.result_view.followUpRequested.connect(rolls.making.follow_up)
        self.result_view.damageRequested.connect(rolls.offer_pressed)  # typed roll: its damage's dice asked
        self.result_view.damageTyped.connect(rolls.damage_dice.damage_typed)  # the table's die typed on its button
        self.result_view.damageFocused.connect(rolls.damage_dice.damage_dice_said)
        self.result_view.threatRequested.connect(rolls.offers.raise_threat)
        self.result_view.insteadRequested.connect(rolls.offers.instead_of_threat)
        rolls.offers.single_attack = self._single_attack
        forms.tab_offers, rolls.retab = rolls.offer_buttons, forms.tab_order  # Tab as the dock reads
        self.recent_list.itemActivated.connect(rolls.making.repeat_item)
        self.opponent_combo.currentIndexChanged.connect(lambda _index: rolls.recheck())
        self.opponent_combo.activated.connect(lambda _index: rolls.recheck())  # the GM's own pick

        self.act_roll = QAction(self)
        self.act_roll.setObjectName("actRoll")
        keymap.bind(self.act_roll, "dice.roll")
        self.act_roll.triggered.connect(self.roll)
        self.act_repeat = QAction(self)
        self.act_repeat.setObjectName("actRepeatRoll")
        keymap.bind(self.act_repeat, "dice.repeat")
        self.act_repeat.triggered.connect(self.repeat_last)
        self.act_focus = QAction(self)
        self.act_focus.setObjectName("actFocusDice")
        keymap.bind(self.act_focus, "dice.focus")
        self.act_focus.triggered.connect(self.focus_dice)
        self.act_faces = QAction(self)
        self.act_faces.setObjectName("actTypedDice")
        keymap.bind(self.act_faces, "dice.faces")
        self.act_faces.triggered.connect(self.focus_faces)
        self.selection.characterChanged.connect(self._follow_selection)
        self.character_combo.currentIndexChanged.connect(self._keep_own_result)
        #: the Secret box: as the GM set it until the turn passes, ticked and greyed for a hidden roller
        self.secret = SecretBox(self.secret_check, self.character_id, self._hidden_roller, self.opponent_id)
        rolls.shown = self._rolled_shown
        rolls.making.made = forms.roll_made
        self.character_combo.currentIndexChanged.connect(self.secret.roller_changed)
        self.opponent_combo.currentIndexChanged.connect(self.secret.roller_changed)  # a hidden target: said
        self.map_shot = MapShot(lambda: self.services, forms)  # the map's shot, kept up with the map
        self.selection.rollInputs.connect(self.map_shot.remember)
        self.selection.rollInputs.connect(forms.take_inputs)
        forms.edited.connect(self.map_shot.follow)  # another roller, target or kind: the map's distance
        self.selection.rollAsked.connect(self._one_roll_asked)
        self.selection.rollTyped.connect(self._typed_roll_asked)
        self.selection.rollSeries.connect(self._series_asked)
        self.due = DueRolls(self)  # the rolls a time passing calls for, set up in turn
        self.selection.rollsDue.connect(self.due.asked)
        self.selection.target_check = self._has_target
        #: a fire of several attacks: the roller, the rolls still to set up, and how many in all
        self.series: tuple[int, list[tuple[str, dict[str, object]]], int] | None = None
        self.series_number = 0
        self.series_first: tuple[str, dict[str, object]] | None = None  # the fire's first roll, put back at its end
        rolls.damage_dice.note = self._series_note
        rolls.damage_dice.faces_for = self._damage_faces_hint
        self.turn = DiceTurn(self)  # a new turn sets the roll up for its character
        self.counts = TurnCounts(self)  # the action and shot of this turn, counted from the log

    def _follow_selection(self, character_id: int) -> None:
        """The roller (or the fight's target) follows the selection; a dock still waiting behind its
        tab reads the selection when it is bound."""
        if self.services is not None:
            self.forms.follow_selection(character_id, aim=self.selection.aiming)

    def _roll_asked(self, character_id: int, kind: str, inputs: dict[str, object]) -> None:
        """Another dock asks for a roll (F: the attack that makes the shot fired): the dock comes
        forward from behind its tab (the Threat's, the fight list's) with the focus on its Roll
        button, so the GM sees the roll F set up and Space rolls it (Ctrl+K: the typed dice); the
        view on the odds and the typed dice."""
        if self.campaign_services is not None:
            self.ensure_built()  # a dock still waiting behind its tab is bound first
            self.catch_up()  # out of date behind its tab: read again now, not over the roll on coming forward
            self.forms.take_roll(character_id, kind, inputs)
            if self.character_id() == character_id:
                self.show()
                self.raise_()
                self.roll_button.setFocus(Qt.FocusReason.OtherFocusReason)
                dice_sight.odds_and_faces(self.roll_scroll, self.odds_label, self.faces_edit)

    def roll_asked_here(self, character_id: int, kind: str, inputs: dict[str, object]) -> None:
        """Set up ``character_id``'s roll of ``kind`` as one another dock asks for (:meth:`_roll_asked`),
        for a part of the dock's own (the rolls a time passing calls for, :mod:`ui.docks.dice_due`)."""
        self._roll_asked(character_id, kind, inputs)

    def _has_target(self, character_id: int, kind: str) -> bool:
        """Whether ``character_id``'s roll of ``kind`` set up now would find its opponent."""
        if self.campaign_services is None:
            return True
        self.ensure_built()
        self.catch_up()
        return self.forms.target.has_target(character_id, kind)

    def _one_roll_asked(self, character_id: int, kind: str, inputs: dict[str, object]) -> None:
        """A fire of one attack (a burst, a shot): a fire of several before it is over.  The roll of
        a single attack from the dead says what it is for."""
        self.series = None
        self.due.clear()  # the rolls a time passing called for give way to the roll asked
        self.series_number = 0
        self._roll_asked(character_id, kind, inputs)
        answers = inputs.get(ANSWERS)
        if isinstance(answers, int) and self.character_id() == character_id:
            self._say_single_attack(character_id, answers)

    def _say_single_attack(self, character_id: int, event_id: int | None) -> None:
        """The message line says whose single attack from the dead the roll set up answers, the
        swarm's or the Threat dial's, in place of what it said for the fight's turn (a declared
        target dead since), which is no word of this roll."""
        attack = next((a for a in self.bound.threat.single_attacks() if a.event_id == event_id), None)
        row = self.bound.characters.character(character_id)
        said = single_attack_text(row.name if row is not None else "", attack is not None and not attack.dial)
        self.refusal_label.say_hint(said)
        self.refused = (self._roll_key(), said)  # for this roll only: another roller or kind takes it back

    def end_series(self) -> None:
        """The turn passed (or the round ended): the attacks of a fire not rolled yet are not
        rolled at all, and the dock says so; the next fire starts at its first shot."""
        series, self.series, self.series_number = self.series, None, 0
        first, self.series_first = self.series_first, None
        if series is None or self.services is None:
            return
        who, rest, _count = series
        if first is not None:  # the attack set up goes back to a first shot: no count left from this fire
            self.forms.put_back(who, *first)
        row = self.services.characters.character(who)
        name, count = (row.name if row is not None else "?"), len(rest) + 1

        def said() -> str:
            text = self.tr(
                "The turn is over: {count} {count|attack|attacks} of {name}'s fire not rolled "
                "{count|ends|end} with it. The next fire starts at its first shot.")
            return i18n.plural(text, count=count, name=name)

        self.refusal_label.say_again(said)
        self.refusal_label.show()
        # said of the fire set up now: another kind of roll or roller takes it back
        self.refused = (self._roll_key(), self.refusal_label.text())

    def _series_asked(self, character_id: int, rolls: list[tuple[str, dict[str, object]]]) -> None:
        """A fire of several attacks (three single shots, two bursts): the first set up as F sets one
        up, the others each once the one before is rolled (:meth:`_rolled_shown`)."""
        self.due.clear()
        self.series = (character_id, list(rolls[1:]), len(rolls))
        self.series_first = rolls[0]
        self._roll_asked(character_id, *rolls[0])
        self._say_series(1)

    def _say_series(self, number: int) -> None:
        if self.series is None:
            return
        self.series_number = number
        self.refusal_label.say_again(self._series_note, hint=True)  # information: never in alarm red
        self.refusal_label.show()

    def _series_note(self) -> str:
        """The fire's line kept above a damage offer's dice while its attacks are rolled."""
        if self.series is None or not self.series_number:
            return ""
        return self.tr("Attack {number} of {count} of this fire: each is its own roll, the next set up "
                       "once this one is rolled.").format(number=self.series_number, count=self.series[2])

    def _rolled_shown(self, rolled: Rolled) -> None:
        """A roll shown: the Secret box follows its roller; the next attack of a fire of several set
        up (its damage offers stay above it until used); an odds line that turned to a refusal as the
        roll changed the roller (a check answered) is read again with the roll now known."""
        self.secret.rolled(rolled)
        self.nothing_left.rolled()
        if self.cannot_roll:
            self.refresh_odds()
        self.due.rolled(rolled)  # the next roll a time passing called for, set up
        series = self.series
        if series is None:
            return
        who, rest, count = series
        if rolled.request.character_id != who or not rest:
            self.series = None
            return
        kind, inputs = rest.pop(0)
        self.forms.take_roll(who, kind, inputs)
        self._say_series(count - len(rest))
        if not rest:
            self.series = (who, [], count)  # said; gone with the next roll

    def _typed_roll_asked(self, character_id: int, kind: str, inputs: dict[str, object]) -> None:
        """Another dock asks for a roll to be made with the table's dice (a check due, from the
        roster): set up here, the focus on the typed dice, the line below it saying how many dice of
        which kind; Enter reads the faces typed, Ctrl+R lets the console roll."""
        if self.campaign_services is None:
            return
        self.due.clear()
        self.ensure_built()
        self.catch_up()
        self.forms.take_roll(character_id, kind, inputs)
        if self.character_id() == character_id:
            self.show()
            self.raise_()
            self.window().activateWindow()  # asked from a dialog just closed: the typing comes here
            self.faces_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            # again once the queued events have run: a dialog closing gives the focus back after
            QTimer.singleShot(0, self.faces_edit, lambda: self.faces_edit.setFocus(Qt.FocusReason.OtherFocusReason))
            dice_sight.odds_and_faces(self.roll_scroll, self.odds_label, self.faces_edit)

    def _single_attack(self, character_id: int) -> None:
        """A mess-up's single attack given: its victim's roll in the form, the focus on its typed dice."""
        roll = self.bound.swarm.single_attack_roll()
        if roll is None:
            return
        attack = self.bound.threat.roll_due_of(character_id)  # the roll answers that attack, no other
        self.forms.take_roll(character_id, roll[0], {**roll[1], ANSWERS: attack.event_id} if attack else roll[1])
        if attack is not None and self.character_id() == character_id:
            self._say_single_attack(character_id, attack.event_id)
        self.faces_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        dice_sight.odds_and_faces(self.roll_scroll, self.odds_label, self.faces_edit)

    # the parts' state, as the dock's (read by the window and the tests)
    @property
    def form(self) -> FieldForm | None:
        """The form of the chosen kind of roll (None for a dice expression)."""
        return self.forms.form

    @property
    def opponent_form(self) -> FieldForm | None:
        return self.forms.opponent_form

    @property
    def last(self) -> Rolled | None:
        """The roll shown (None before the first)."""
        return self.rolls.last

    def character_id(self) -> int | None:
        return self.forms.character_id()

    def opponent_id(self) -> int | None:
        return self.forms.opponent_id()

    def _hidden_roller(self, character_id: int) -> bool:
        """Whether the players see nothing of the character (his rolls are secret anyway)."""
        services = self.services
        return services is not None and not services.player_view.reveal(character_id)["name"]

    def roll(self) -> None:
        """Roll the form's roll, or read the faces typed (Ctrl+R from anywhere: the dock comes
        forward first, so that its result and offers are laid out in view and take the focus)."""
        self.in_front()
        set_up, self.set_up_for_turn = self.set_up_for_turn, None  # the GM acts: a refusal from now on is his roll's
        if self.rolls.typed_push.waiting is not None:  # a typed roll's push: its dice typed, else rolled here
            self.rolls.making.roll()
            return
        damage = self.rolls.damage_dice
        if damage.take_waiting_damage(rolled_here=True):  # a damage offer's dice: the console rolls them
            return
        focused = QApplication.focusWidget()
        buttons = self.result_view.damage_buttons
        if focused in buttons and focused.isVisible() and self._rolls_offer(buttons.index(focused)):
            damage.console_damage(buttons.index(focused))  # Ctrl+R on this roll's damage: its dice rolled
            return
        said = self._roll_key()
        if self.cannot_roll and set_up is not None:  # the plain refusal under the odds: in red now, his roll's
            self.refresh_odds()
        if self.cannot_roll:  # the odds line says why already: said here, not in the dock the key came from too
            self.refusal_label.setText(self.cannot_roll)
            self.refusal_label.show()
            # refused before the services are asked: the result shown is not this roll's answer either
            self.rolls.refused_roll()
        elif self.zero_odds and self.zero_warned != self.request():
            # nothing can come of it, yet the rules let it be made (a shot still spends its round):
            # the GM is told, and the same key again rolls it
            self.zero_warned = self.request()
            self.refusal_label.say_again(lambda: self.tr(
                "This roll cannot succeed (0%): {key} again rolls it anyway.").format(
                key=keymap.first_shown("dice.roll")))
            self.refusal_label.show()
        else:
            self.zero_warned = None
            self.rolls.making.roll()
        # a refusal holds for this roll only: another kind, roller or target takes it back
        self.refused = (said, self.refusal_label.text()) if not self.refusal_label.isHidden() else None

    def _rolls_offer(self, index: int) -> bool:
        """Whether Ctrl+R on damage offer ``index`` (it has the focus) rolls that damage's dice: only
        an offer of the roll the form stands at (its roller's) whose damage takes dice.  A leftover of
        an earlier turn's roll, kept for its damage, or a damage of fixed points is no roll: Ctrl+R
        rolls the form's roll (Rook's "Both hit" left on Ana's turn took Ctrl+R as "apply 2 damage to
        Rook", credited to her).  Such an offer is applied by Enter or Space on it."""
        last = self.rolls.last
        if last is None or self.rolls.standing.superseded or last.request.character_id != self.character_id():
            return False
        return self.rolls.damage_dice.offer_wanted(index) is not None

    def _kind_chosen(self, _index: int) -> None:
        """The GM picked a kind of roll himself: a check's roll goes to one it is due for (the D66 of
        Ben's injury on Rook's turn: Ben's), a kind the turn's declared action rolls takes its inputs
        (:mod:`ui.docks.dice_chosen`); that one is his to roll."""
        if not roll_for_the_due(self):
            self.turn.kind_chosen()
        self.nothing_left.chosen()

    def _target_moved(self, said: str) -> None:
        """"Against" went on by itself (its target down): said on the message line, for this setup
        only: another roller or kind of roll takes the line back (:meth:`_drop_stale_refusal`).  Said
        plainly: nothing was refused."""
        self.refusal_label.say_hint(said)
        self.refused = (self._roll_key(), said) if said else None

    def turn_set_up(self) -> None:
        """The roll shown is what a turn's start set up: why it cannot be made is said plainly, not in
        red (in the words Ctrl+R then says in red) until the GM acts (a fight's first turn showed "Cannot
        roll: Out of melee reach" in red before the GM had done anything)."""
        self.set_up_for_turn = self._roll_key()
        if self.cannot_roll:
            self.refresh_odds()

    def roll_key(self) -> tuple[int | None, str | None, int | None]:
        """The roll the dock stands at: its roller, kind and opponent."""
        return self._roll_key()

    def _roll_key(self) -> tuple[int | None, str | None, int | None]:
        kind = self.forms.kind()
        return self.character_id(), kind.key if kind is not None else None, self.opponent_id()

    def _drop_stale_refusal(self) -> None:
        """The refusal said for another roll (a strike out of reach, then the shot picked) goes."""
        refused = self.refused
        if refused is None or refused[0] == self._roll_key():
            return
        self.refused = None
        if not self.refusal_label.isHidden() and self.refusal_label.text() == refused[1]:
            clear_text(self.refusal_label)
            self.refusal_label.hide()
        window = self.window()
        bar = window.statusBar() if isinstance(window, QMainWindow) else None
        if bar is not None and refused[1] and bar.currentMessage() == refused[1]:  # said there too
            bar.clearMessage()

    def faces_entered(self) -> None:
        """Enter in the faces field: the roll (:meth:`roll`), or the faces of a push waiting for
        them asked again when none are typed (only Ctrl+R rolls them here)."""
        if self.rolls.typed_push.waiting is not None and not self.faces_edit.text().strip():
            self.rolls.making.faces_entered()
            return
        if self.rolls.damage_dice.damage_waiting is not None:
            if self.faces_edit.text().strip():
                self.rolls.damage_dice.take_waiting_damage(rolled_here=False)  # the damage's dice typed from the table
            else:
                self.rolls.damage_dice.ask_damage_again()  # none typed: asked again, never rolled here without a word
            return
        self.roll()

    def repeat_last(self) -> None:
        self.in_front()
        self.rolls.making.repeat_last()

    def in_front(self) -> None:
        """The dock shown and its tab in front (behind the Swarm tab, a roll was only in the log)."""
        if self.visibleRegion().isEmpty():
            self.show()
            self.raise_()

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [
            ("session", self.act_roll),
            ("session", self.act_repeat),
            ("view", self.act_focus),
            ("view", self.act_faces),
            ("fight", self.melee.action),
        ]

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        super().retranslate()
        self.character_label.setText(self.tr("Roll for"))
        self.character_combo.setToolTip(
            self.tr("The character who rolls: the one selected, in a fight the one whose turn it is")
        )
        self.kind_label.setText(self.tr("Kind of roll"))
        self.kind_combo.setToolTip(self.tr("What to roll (Ctrl+Shift+D comes here)"))
        self.expression_label.setText(self.tr("Expression"))
        self.expression_edit.setPlaceholderText(self.tr("2d6+3, d6×4, d4×STR"))
        self.expression_edit.setToolTip(self.tr("Dice, numbers and the character's values joined by + and −"))
        self.forms.name_opponent()  # "Against", or "On" for first aid
        self.opponent_combo.setToolTip(
            self.tr("The target: in a fight, the row chosen in the fight list; \"(no one)\": the roll goes at "
                    "no character, its result applied to no one. Shift+Tab from the typed dice")
        )
        self._fit_faces_hint()
        self.faces_edit.setToolTip(
            self.tr("Type the faces of the physical dice in the order the roll uses them; Enter rolls")
        )
        self.secret.retranslate((
            self.tr("Secret"),
            self.tr("The GM's eyes only: kept off the player display, the phones and the players' exports, and so "
                    "is what it leads to (a kill's score shows on no phone until you make the roll public in the "
                    "log). It stays as you set it, whoever rolls, until the turn passes; the rolls of a character "
                    "hidden from the players are secret anyway (ticked and greyed)"),
            self.tr("Hidden", "the Secret box for a roller hidden from the players"),
            self.tr("Secret anyway: this roller is hidden from the players. The box is back as you set it for "
                    "the next roller"),
            self.tr("Secret anyway: the target is hidden from the players, and the roll's line names him. The box "
                    "is back as you set it for a target they see"),
        ))
        self.roll_button.setText(self.tr("Roll"))
        self.roll_button.setToolTip(self.tr("Roll, or read the typed faces (Ctrl+R)"))
        self.recent_label.setText(self.tr("Recent rolls (Enter repeats)"))
        self.act_roll.setText(self.tr("&Roll the dice"))
        self.act_roll.setToolTip(self.tr("Roll the dice dock's roll, or read the faces typed there"))
        self.act_repeat.setText(self.tr("Repeat the &last roll"))
        self.act_repeat.setToolTip(self.tr("Roll the latest roll of the session again"))
        self.act_focus.setText(self.tr("Focus &dice"))
        self.act_focus.setToolTip(self.tr("Show the dice dock and pick a roll"))
        self._faces_text()
        self.melee.retranslate()
        self.forms.name_no_one()  # "(no one)" in the new language too
        if self.refill_texts():  # before a campaign opens, the texts alone; a new language, the contents too
            self.forms.fill_kinds()
            self.rolls.making.fill_recent()
            self.rolls.render_last()
            self.waiting_offers.render()

    def follow_features(self, features: frozenset[str] | set[str]) -> None:
        self._swarms = "swarm" in features
        self._faces_text()

    def _faces_text(self) -> None:
        """Ctrl+K's menu entry: the swarm round's typed dice named only where the ruleset has swarms."""
        self.act_faces.setText(keymap.text(keymap.BY_ID["dice.faces"].label) if self._swarms
                               else self.tr("Go to the typed dice"))

    # ------------------------------------------------------------------ content
    def rebind(self) -> None:
        self.odds_runner.cancel()
        if getattr(self, "_forms_of", None) is not self.services:  # another campaign: nothing of the last
            self._forms_of = self.services
            forget_campaign(self.forms)
        self.counts.log_changed()  # its rolls read again (another campaign's fighters have the same ids)
        self.rolls.last = None
        self.rolls.kept.clear()
        self.waiting_offers.clear()
        self.result_view.clear()
        clear_text(self.refusal_label)
        self.refusal_label.hide()
        self.forms.fill_characters()
        self.rolls.making.fill_recent()
        self.melee.refresh()
        self.turn.key = None
        self.map_shot.forget()
        self.turn.follow()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.characters and not (changes.reset or changes.characters_added_or_removed):
            self.forms.target.shape_opponents()  # one destroyed: out of the Against list
            self.forms.target.shape_rollers()  # and out of the Roll for list
        if changes.reset or changes.characters_added_or_removed:
            self.forms.fill_characters()
        elif (self.character_id() in changes.characters or self.opponent_id() in changes.characters
              or self.forms.target.fallen_target() in changes.characters):  # a target down, back up by an undo
            self.forms.fill_kinds(keep_same=True)
        elif changes.campaign and not (changes.encounter or changes.session or changes.of_kind(*RECENT_KINDS)):
            # the campaign's options change what a roll spends and its odds; a new round or turn and
            # another session do too (a weapon that paid for the round fires free only in that
            # round): their odds are read once, below, after the turn's counts
            self.refresh_odds()
        if changes.characters or changes.reset:
            self.secret.roller_changed()  # the roller hidden from the players or shown to them
        if changes.reset or changes.session or changes.encounter or changes.of_kind(*RECENT_KINDS):
            self.counts.log_changed()  # a roll made or undone, the turn passed: counted again
            self.refresh_odds()
        # the recent rolls are the session's roll events: only a roll (or its undo), a secret mark,
        # an import or another session changes them
        if changes.reset or changes.session or changes.of_kind(*RECENT_KINDS):
            self.rolls.making.fill_recent()
        if not self.rolls.stands(changes):
            self.rolls.forget()
        else:
            self.rolls.offers.follow_offers(changes)
            self.rolls.offers.spend_dealt(changes)  # the hit dealt through the Damage dialog: not offered again
        self.rolls.bring_back(changes)  # an undo: the roll shown before the undone step, its offers open
        self._keep_own_result()
        if changes.reset or changes.encounter or changes.session:
            self.rolls.recheck()  # a hit of a round that has ended is no longer offered
            self.turn.follow()
        elif changes.characters:
            self.rolls.recheck()  # the single attack's harm dealt, the roller Broken: no push of the roll
        if not (changes.reset or changes.encounter or changes.session) and changes.of_kind(*RECENT_KINDS):
            self.turn.follow()  # a duel rolled or undone: the other's turn it settled offers it no more, or again

        self.map_shot.follow()  # a move undone or made: the map's shot read again
        self.waiting_offers.refresh()  # applied, dropped or undone; the round's end names what it left
        self.turn.say_declared_again()  # the change emptied the message line: the turn's word on his declaration stays

    def _keep_own_result(self) -> None:
        """The result shown is the roller's: another roller (the turn passed, another picked) shows
        none, nor its offers, unless damage is still offered there (a burst's other hits): that
        result stays, and the message line says whose roll it is."""
        last = self.rolls.last
        if last is not None and not self.forms.building and last.request.character_id != self.character_id():
            if not self.rolls.keep_open_offers():  # its damage not yet rolled stays, said whose it is
                self.rolls.forget()
        elif last is not None and not self.forms.building:
            self.result_view.say_whose("")  # his own roll again: no heading sets it apart

    # ------------------------------------------------------------------ odds
    def request(self) -> RollRequest:
        """The roll the forms ask for now, secret when the box is ticked."""
        return self.forms.request(self.secret.chosen())

    def refresh_odds(self) -> None:
        """Show the odds of the inputs as they are now: at once when they are cheap, else
        "Computing odds…" until the worker thread has them (see ui.docks.dice_odds)."""
        from app.services.command import CommandError
        from app.services.rolls import EXPRESSION
        from app.services.rolls.command_parts import DEAD_ROLL

        if self.forms.building:
            return
        self.counts.put()  # this turn's action and shot in their fields before the odds read them
        kind = self.forms.kind()
        self.explaining.place(bool(kind and kind.compact))  # under Roll for a compact form
        summary = self.counts.summary()
        self.turn_label.setText(summary)
        self.turn_label.setVisible(bool(summary))
        self._drop_stale_refusal()
        self._odds_said = None
        self.odds_runner.cancel()
        self.cannot_roll = ""
        self.zero_odds = False
        request = self.request()
        self.show_wanted(request)
        self.show_parts(request)
        self.forms.show_opponent_note(request)
        left = self.nothing_left.said()
        if left:  # this turn's action settled or made already: no roll of his waits
            self.cannot_roll = left
            self.wanted_label.hide()
            self.parts_label.hide()  # nor the dice of the kind shown, none of his to roll
            self.odds_label.setText(left)
            return
        if request.kind == EXPRESSION and not request.expression.strip():
            self.odds_label.setText(self.tr("Type an expression such as 2d6+3"))
            return
        try:
            job = self.bound.rolls.odds_job(request)
            chances = job.run() if job.cheap else None
        except CommandError as exc:
            self.cannot_roll = render(exc.message, exc.args_, exc.context)
            if self._check_just_rolled(request, exc.message):  # its roll answered it: no red refusal
                self.odds_label.setText(self.tr("Rolled: the character's state calls for this check no more."))
                return
            if self._no_foe_left(request):  # the last foe down: no roll the GM is making, said plainly
                self.odds_label.setText(self.tr(
                    "Nobody is left standing to roll against: pick another target, or another kind of roll."))
                return
            if self.set_up_for_turn is not None and self.set_up_for_turn == self._roll_key():
                # the turn's start set it up, the GM has done nothing yet: why it cannot be rolled, plainly
                # (not red), in the words Ctrl+R then says in red (not "Not yet": a close combat weapon's
                # reach is no matter of time); the dead's turn (an undo brought it back): why, bare
                if exc.message == DEAD_ROLL:
                    self.odds_label.setText(self.cannot_roll)
                    return
                self.odds_label.setText(
                    self.tr("Cannot roll: {reason}").format(reason=self._after_colon(self.cannot_roll)))
                return
            self.odds_label.setText(
                f'<span style="color:{DANGER}">'
                + self.tr("Cannot roll: {reason}").format(reason=self._after_colon(self.cannot_roll))
                + "</span>"
            )
            return
        self._say_odds(odds_text(job.summary, chances, job.notes))
        self.zero_odds = cannot_succeed(chances)
        if chances is None:
            self.odds_runner.start(job)

    def _no_foe_left(self, request: RollRequest) -> bool:
        """Whether the roll shown is refused only for want of an opponent while none of the other
        side stands (the last zombie down): the form waits for no roll the GM is making, so the
        odds line says so plainly rather than a red refusal."""
        kind = self.forms.kind()
        me = request.character_id
        if kind is None or me is None or not kind.opposed or kind.opponent_optional or kind.no_opponent \
                or not kind.hostile:  # first aid: its patient need not stand
            return False
        return request.opponent_id is None and not self.forms.target.foe_standing(me)

    def _say_odds(self, text: str) -> None:
        self._odds_said = text
        self._label_odds()

    def _push_waits(self) -> None:
        """A push started or stopped waiting for its dice: the odds line and the faces hint say the
        push's (its odds, the pusher's name), then the form's again."""
        self._label_odds()
        self._fit_faces_hint()

    def _label_odds(self) -> None:
        """The odds line, led by "Next roll:" while a result shows under it: the form stands at the
        roll Ctrl+R makes next (a fire's next attack, its second's −2), not at the roll just made
        ("Hit 50% … − several actions 2" over "Total 9 against 9: hit" read as that roll's odds).
        Under another fighter's result (the turn passed) it names whose roll it is ("Shambler's roll:
        Hit 15.6%"): "Next roll" read as a second roll of the fighter whose result showed below."""
        push = self.rolls.typed_push
        if push.waiting is not None and push.whose:  # the push's own odds, not a fresh roll's
            self.odds_label.setText(self.tr("{name}'s push: {odds}").format(name=push.whose, odds=push.odds)
                                    if push.odds else self.tr("{name}'s push").format(name=push.whose))
            return
        self._label_parts()
        if self._odds_said is None:
            return
        self.odds_label.setText(self._over_result(self._odds_said))

    def _over_result(self, text: str) -> str:
        """``text`` (the odds, or the working of the roll the form stands at) as said over a result:
        led by "Next roll:", or by whose roll it is after the turn passed; as it is with no result."""
        if self.result_view.isHidden():
            return text
        last = self.rolls.last
        roller = self.character_id()
        if last is not None and roller is not None and last.request.character_id != roller:
            return self.tr("{name}'s roll: {odds}").format(name=self.character_combo.currentText(), odds=text)
        return next_roll(text)

    def _label_parts(self) -> None:
        """The working of the roll the form stands at, where a compact form (AFMBE's attack) puts it
        under Roll, right over the result: led by "Next roll:" as the odds are, the odds themselves
        above the typed dice and out of sight after the roll ("d10 + Dexterity 2 … = d10 +3" over
        "Total 11 against 9: hit" read as the working of the roll just made)."""
        text = self._parts_said
        self.parts_label.setText(self._over_result(text) if text and self.explaining.compact else text)

    def _check_just_rolled(self, request: RollRequest, message: str) -> bool:
        """Whether the refusal is a check no longer due right after this roller rolled it (a
        Survival check passed: its state calls for none now, which is no fault to show in red)."""
        from app.rules.features.check_kinds import NOT_DUE

        last = self.rolls.last
        return (message == NOT_DUE and last is not None and last.request.kind == request.kind
                and last.request.character_id == request.character_id)

    def _after_colon(self, reason: str) -> str:
        """``reason`` after "Cannot roll:" read on from it («Бросить нельзя: эта проверка…»), a
        character's name kept as it is («Дана …»)."""
        from app.services.after_colon import read_on

        return read_on(reason, keep=[c.name for c in self.bound.characters.characters()])

    def show_wanted(self, request: RollRequest) -> None:
        """Beside the faces field, the dice it takes ("Table dice: 6 × d6"); nothing when the roll
        cannot be made as it stands (the odds line says why)."""
        wanted = self.bound.rolls.dice_wanted(request)
        self.show_whose(request.character_id)
        self.wanted_label.setVisible(wanted is not None)
        self.wanted_label.setToolTip(self.tr(
            "The dice to roll at the table for this roll, their faces typed below in the order the roll "
            "reads them; a die whose face asks for one more (as the line says) has that one typed next."))
        if wanted is not None:
            said = self.tr("Table dice: {wanted}").format(wanted=render_value(wanted, qt_translate))
            note = odd_dice_note(wanted)  # a d7 no set of dice has: rolled here
            self.wanted_label.setText(f"{said}\n{note}" if note else said)

    def show_whose(self, character_id: int | None) -> None:
        """The empty faces field says whose roll its faces are for ("Faces of Ivan's roll, e.g. 10 8"):
        a turn passed clears it, and the next fighter's name is what the GM sees there."""
        if character_id != self.fight_roller_over:
            self.fight_roller_over = None  # another roller picked: named again
        row = self.bound.characters.character(character_id) if character_id is not None else None
        whose = row.name if row is not None and character_id != self.fight_roller_over else ""
        if whose != self._whose:
            self._whose = whose
            self._fit_faces_hint()

    def _damage_faces_hint(self, wanted: str | None, name: str) -> None:
        """While a damage waits for the table's dice, the faces field says so, the dice it takes
        ("Dice to type, in this order: 1 × d10 (Armor), for the damage to Vera"); with None, whose
        roll it is again."""
        if wanted is None:
            self._fit_faces_hint()
            return
        whose = [self.tr("Damage dice for {name} → {target}: {wanted}").format(
            name=self._whose, target=name, wanted=wanted)] if name and self._whose else []
        named = [self.tr("{wanted}, for the damage to {name}").format(wanted=wanted, name=name)] if name else []
        fit_placeholder(self.faces_edit, *whose, *named, wanted, self.tr("Damage dice"), focused=True)

    def _fit_faces_hint(self) -> None:
        """The faces field's hint, whole in a narrow dock (the longest wording that fits), with the
        roller's name where there is one and room for it."""
        push = self.rolls.typed_push
        if push.waiting is not None and push.whose:  # the pushed dice are the pusher's
            # the field no wider than its own least (the table's faces, as for any roll): the push's
            # «Форсированные кубики» widened the dock and rewrapped the roster beside it
            fit_placeholder(self.faces_edit, self.tr("Faces of {name}'s push").format(name=push.whose),
                            self.tr("Pushed dice"), self.tr("Faces at the table"), focused=True)
            return
        name = self._whose
        named = [self.tr("Faces rolled at the table for {name}, e.g. 10 8 (empty: roll here)").format(name=name),
                 self.tr("Faces of {name}'s roll, e.g. 10 8").format(name=name),
                 self.tr("Faces of {name}'s roll").format(name=name)] if name else []
        fit_placeholder(
            self.faces_edit,
            *named,
            self.tr("Faces rolled at the table, e.g. 10 8 (empty: roll here)") if not name else "",
            self.tr("Faces at the table, e.g. 10 8") if not name else "",
            self.tr("Faces at the table"),
            focused=True,  # typed in with its hint in sight: «Грани со сто…» with the focus's frame
        )

    def least_width(self) -> int:
        """The narrowest the map may make the dock (:mod:`ui.docks.dice_room`)."""
        return dice_room.least_width(self)

    def show_parts(self, request: RollRequest) -> None:
        """Under the odds, the roller's dice and where they come from, as the ruleset names them
        ("8 × d6 = Agility 4 + Ranged Combat 3 + gear 1"), and the opponent's in a duel; for a roll
        whose numbers are not a pool, its factors each named ("Accuracy 6 × Right hand 60% × 2 = d7");
        nothing for a roll without either."""
        parts = self.bound.rolls.roll_parts(request)
        text = pool_lines(parts, self.bound.rolls.opponent_parts(request))
        if not text:
            text = factors_text(self.bound.rolls.roll_factors(request))
        self.parts_label.setVisible(bool(text))
        self._parts_said = text
        self._label_parts()

    def _odds_ready(self, job: OddsJob, chances: list[Chance]) -> None:
        self._say_odds(odds_text(job.summary, chances, job.notes))
        self.zero_odds = cannot_succeed(chances)

    def focus_faces(self) -> None:
        """Ctrl+K: the typed dice, of the swarm round during a swarm fight; from the fight list, its
        own (initiative, the round's end) while someone has no initiative yet; else of this dock."""
        docks = getattr(self.window(), "docks", {})
        swarm = docks.get("swarmDock")
        if swarm is not None and swarm_keys.to_faces(swarm):
            return
        fight = docks.get("initiativeDock")
        focus = QApplication.focusWidget()
        if fight is not None and focus is not None and fight.isAncestorOf(focus) and fight.wants_dice():
            fight.faces.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        buttons = self.result_view.damage_buttons
        damage = self.rolls.damage_dice
        if focus in buttons and focus.isVisible() and damage.offer_wanted(buttons.index(focus)) is not None:
            damage.wait_for_damage(buttons.index(focus))  # from a damage offer: the field takes its dice
            return
        prompted = damage.prompt_standing() if damage.damage_waiting is None and self._own_result() else None
        if prompted is not None:  # the line asks for a damage's table dice: Ctrl+K types them, not a new roll
            self.show()
            self.raise_()
            damage.wait_for_damage(prompted)
            return
        self.show()
        self.raise_()
        self.faces_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _own_result(self) -> bool:
        """Whether the roll shown is the roller's own: another's (Dana's damage still offered on the
        zombie's turn) takes its dice from its own button alone, never by Ctrl+K or Ctrl+R meant for
        the roller's roll."""
        last = self.rolls.last
        return last is None or last.request.character_id == self.character_id()

    def focus_dice(self) -> None:
        self.show()
        self.raise_()
        self.focus_kind()

    def focus_landing(self) -> None:
        """Where Ctrl+5 lands: out of a fight on "Roll for" (the GM picks who rolls first, then Tab to
        the kind); in a fight, where the roller follows the turn, on the kind of roll."""
        services = self.services
        if (services is not None and services.initiative.current() is not None) \
                or not self.character_combo.isEnabled():
            self.focus_kind()
            return
        self.character_combo.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._roller_in_view()
        QTimer.singleShot(0, self, self._roller_in_view)  # again once a dock raised by the key is laid out

    def _roller_in_view(self) -> None:
        if self.character_combo.hasFocus():
            bring_into_view(self.character_combo)

    def focus_kind(self) -> None:
        """The focus on the kind of roll (Ctrl+Shift+D; Ctrl+5 in a fight), with the "Roll for" row above it in
        view too: the GM sees who rolls before picking what (scrolled down to the form or the result
        before, the kind alone came into view, the roller's row still scrolled off the top)."""
        self.kind_combo.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._top_in_view()
        QTimer.singleShot(0, self, self._top_in_view)  # again once a dock raised by the key is laid out

    def _top_in_view(self) -> None:
        if self.kind_combo.hasFocus():
            bring_into_view(self.character_combo)
            bring_into_view(self.kind_combo)
