"""The initiative dock's keys: the fight's window actions (start, end, turns, initiative, the
round's end), the order list's row actions, their texts, and the typed dice they read.

:class:`FightKeys` is a member of :class:`ui.docks.initiative_dock.InitiativeDock` and owns those
actions; it is handed the dock (their owner), the order list (the row actions' home), a function
that returns the bound campaign's services, the list's rows (the chosen one) and the dialogs
(:class:`ui.docks.fight_flows.FightFlows`); the dock gives it the typed dice field once made."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QShortcut
from PySide6.QtWidgets import QLineEdit, QMainWindow, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui import keymap
from ui.disabled_keys import why_not
from ui.docks.fight_heading import round_ends_next
from ui.docks.order_tree import rules_tr
from ui.key_guard import to_fight

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Encounter
    from ui.docks.fight_flows import FightFlows
    from ui.docks.fight_rows import FightRows


class FightKeys:
    """The dock's keys: the window's fight actions and the list's row actions, their texts and the
    slots they run.  Its texts keep the ``InitiativeDock`` context."""

    def __init__(
        self, dock: QWidget, window: QWidget, services: Callable[[], Services], rows: FightRows, flows: FightFlows
    ) -> None:
        self.dock = dock
        self._services = services
        self.list = rows
        self.flows = flows
        self.faces: QLineEdit | None = None  # the typed dice (attach_faces)
        #: a round's end waits for its dice typed from the table (the GM rolls at the table)
        self.round_dice_asked = False
        #: what the last round's end said of the GM's calls awaited (said again after N's skipped turns)
        self.calls_said = ""
        self._make_fight_actions()
        self._make_row_actions()
        self._make_busy_start(window)

    @property
    def bound(self) -> Services:
        return self._services()

    def attach_faces(self, faces: QLineEdit) -> None:
        """The field of the dice typed from the table, that R, N and the round's end read; Ctrl+R
        there rolls here the dice a round's end asks for."""
        self.faces = faces
        self._faces_keys = _FacesKeys(self)
        faces.installEventFilter(self._faces_keys)

    def _make_fight_actions(self) -> None:
        self.fight_actions: dict[str, QAction] = {}
        for key, shortcut, slot in (
            ("start", "Ctrl+Shift+F", self.flows.start_fight),
            ("end", "Ctrl+Alt+F", lambda: self.bound.initiative.end()),
            ("next", "N", self._next_turn),  # a round's end reads the typed dice
            ("previous", "Shift+N", lambda: self.bound.initiative.previous_turn()),
            ("roll", "R", lambda: self._typed(self.bound.initiative.roll)),
            ("endRound", "Ctrl+Alt+N", lambda: self._typed(self.bound.initiative.end_round, ends_round=True)),
            ("declare", "Ctrl+Alt+I", self._declare),
        ):
            self.fight_actions[key] = self._make_action(key, shortcut, slot)
        self.fight_actions["declare"].setCheckable(True)
        self.fight_actions["declare"].setVisible(False)  # shown where the game has something to declare

    def _make_row_actions(self) -> None:
        self.row_actions: dict[str, QAction] = {}
        for key, shortcut, slot in (
            ("add", "Ins", self.flows.add_from_roster),
            ("extras", "Shift+Ins", self.flows.add_extras),
            ("remove", "Del", self._on_selected(lambda cid: self.bound.initiative.remove(cid))),
            ("value", "E", self.flows.enter_value),
            ("delay", "W", self._on_selected(lambda cid: self._wait(cid, ready=False))),
            ("hold", "Shift+W", self._on_selected(lambda cid: self._wait(cid, ready=True))),
            ("actNow", "A", self.flows.act_now),
            ("first", "S", self._on_selected(lambda cid: self.bound.initiative.mark(cid, "first"))),
            ("timer", "T", self.flows.add_timer),
            ("clearTimers", "Shift+T", self._on_selected(lambda cid: self.bound.initiative.clear_timers(cid))),
            ("hidden", "V", self._on_selected(lambda cid: self.bound.initiative.mark(cid, "hidden"))),
            ("up", "Ctrl+Up", lambda: self.flows.shift(-1)),
            ("down", "Ctrl+Down", lambda: self.flows.shift(1)),
        ):
            action = self._make_action(key, shortcut, slot)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.list.tree.addAction(action)
            self.row_actions[key] = action

    def _make_action(self, key: str, shortcut: str, slot: Callable[[], object]) -> QAction:
        action = QAction(self.dock)
        action.setObjectName(f"act_{key}")
        keymap.bind(action, f"fight.{key}")  # ``shortcut``: its default, as the keymap has it
        action.triggered.connect(lambda _=False: slot())
        return action

    def _typed(self, run: Callable[[str], bool], ends_round: bool = False, reads: bool = True) -> None:
        """Roll initiative or end the round with the faces typed (then cleared), else rolled here;
        a round's end that rolls dice, none typed while the GM rolls at the table, asks for them.
        ``reads``: whether the action reads the typed dice at all (N passing a turn that ends no round
        does not: a stray letter left there never blocks it).  Faces refused are said with the
        field's name."""
        faces = self.faces if reads else None
        typing = faces is not None and faces.hasFocus()
        if ends_round and faces is not None and not faces.text().strip() and self._ask_round_dice():
            return
        text = faces.text() if faces is not None else ""
        refused: list[tuple[str, str]] = []

        def heard(context: str, message: str) -> None:
            refused.append((context, message))

        failed = self.bound.initiative.failed
        failed.connect(heard)
        before = self.bound.initiative.encounter()
        round_ = before.round if before is not None else None
        from ui.docks.turns_told import TurnsTold  # a fight key's turn: loaded at its first

        told = TurnsTold(self.bound.campaign)
        try:
            done = run(text)
        finally:
            failed.disconnect(heard)
            told.stop()
        told.say(self.dock.window())
        self.calls_said = ""
        if done:
            self._round_dice_done()
            after = self.bound.initiative.encounter()
            if round_ is not None and after is not None and after.round > round_:
                from ui.docks.calls_awaited import say_calls

                self.calls_said = say_calls(self.dock.window(), self.bound)  # a fallen zombie's call awaited
                if self.calls_said and told.said():  # the turns passed over said first, the calls after
                    window = self.dock.window()
                    if isinstance(window, QMainWindow):
                        window.statusBar().showMessage(told.said(sentence=False) + " · " + self.calls_said, 15000)
            if faces is not None:
                faces.clear()
            if typing:  # the dice are read: the next key (N, D…) is for the fight list, not typed
                to_fight(self.dock)
        elif refused and text.strip() and refused[-1][0] == "rules":
            self._faces_refused(*refused[-1])

    def _faces_refused(self, context: str, message: str) -> None:
        """The typed dice refused ("Faces must be whole numbers."): the message line names the field."""
        line = getattr(self.dock, "message", None)
        if line is None:
            return
        line.setText(QCoreApplication.translate("InitiativeDock", "The fight's typed dice: {refusal}").format(
            refusal=QCoreApplication.translate(context, message)))

    def _ask_round_dice(self) -> bool:
        """The round's end rolls dice (the frantic-combat d4s) and the GM's last roll was typed from
        the table: the fight's dice field asks for them ("3 × d4"), the focus in it; Enter reads them,
        Ctrl+R rolls them here.  Whether it asked."""
        from app.services.logtext import qt_translate, render_value  # the services load with the campaign

        services = self.bound
        if self.faces is None or not services.rolls.typed_lately():
            return False
        wanted = services.initiative.round_end_dice()
        if wanted is None:
            return False
        self.round_dice_asked = True
        if self.faces is not None:
            from ui.field_keys import KEPT

            self.faces.setProperty(KEPT, ["dice.roll"])  # Ctrl+R rolls the round's dice here, not the dock's
        names = services.initiative.round_end_rollers()
        if names:  # whose die is which, in the order they are typed
            text = QCoreApplication.translate(
                "InitiativeDock", "The round's end rolls {dice} ({names}): type them from the table, then Enter; "
                "Ctrl+R rolls them here.").format(dice=render_value(wanted, qt_translate), names=", ".join(names))
        else:
            text = QCoreApplication.translate(
                "InitiativeDock", "The round's end rolls {dice}: type them from the table, then Enter; "
                "Ctrl+R rolls them here.").format(dice=render_value(wanted, qt_translate))
        hint = getattr(self.dock, "hint", None)
        if hint is not None:
            hint.setText(text)
        self.faces.setPlaceholderText(render_value(wanted, qt_translate))
        self.faces.setFocus(Qt.FocusReason.OtherFocusReason)
        window = self.dock.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)
        return True

    def _round_dice_done(self) -> None:
        if self.round_dice_asked and self.faces is not None:
            self.round_dice_asked = False
            from ui.field_keys import KEPT

            self.faces.setProperty(KEPT, [])
            from ui.widgets.typed_dice import fit_typed_hint

            fit_typed_hint(self.faces)

    def roll_round_dice_here(self) -> bool:
        """Ctrl+R in the fight's dice field while a round's end asks for its dice: rolled here."""
        if not self.round_dice_asked or self.faces is None:
            return False
        self.faces.clear()
        self._typed(self.bound.initiative.end_round)
        to_fight(self.dock)
        return True

    def _next_turn(self) -> None:
        """N (what it passed over is said in the status bar: :meth:`_typed`)."""
        ends = round_ends_next(self.bound, self.list, self.list.current_row())
        # the typed dice are read only for the round's end this turn brings
        self._typed(self.bound.initiative.next_turn, ends_round=ends, reads=ends)

    def wants_dice(self) -> bool:
        """Whether R would roll now (someone in the fight has no initiative yet)."""
        return self.fight_actions["roll"].isEnabled() and any(
            r.initiative is None for r in self.list.rows.values()
        )

    def typed_roll(self) -> None:
        """Enter in the typed dice: roll initiative with them, or end the round when all have one
        (nothing typed while the round's end asks for its dice: asked again, nothing rolled).  The
        dice a round's end asked for end the round, even with fighters still without initiative
        (added after R: their initiative is asked for after, by the next Enter or R)."""
        if self.wants_dice() and not self.round_dice_asked:
            self._typed(self.bound.initiative.roll)
        else:
            asked = self.round_dice_asked
            self._typed(self.bound.initiative.end_round, ends_round=asked)
            if self.round_dice_asked:
                return
            if asked and self.wants_dice():
                self._say_no_initiative()
        to_fight(self.dock)

    def _say_no_initiative(self) -> None:
        """Who is still without initiative once the round's dice are read: R rolls it, or typed."""
        names = [r.name for r in self.list.rows.values() if r.initiative is None]
        text = QCoreApplication.translate(
            "InitiativeDock", "No initiative yet: {names}. R rolls it, or type it from the table, then Enter."
        ).format(names=", ".join(names))
        hint = getattr(self.dock, "hint", None)
        if hint is not None:
            hint.setText(text)
        window = self.dock.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)

    def _declare(self) -> None:
        """Ctrl+Alt+I: declare the running fight as the game lets the GM (AFMBE's frantic combat: its
        rounds' ends burn the d4), or take it back; the box of the menu item follows the fight."""
        choices = self.bound.initiative.fight_declarations()
        if choices:
            key = str(choices[0].value)
            self.bound.initiative.declare_fight(key, key not in self.bound.initiative.fight_declared())
        self._show_declared(self.bound.initiative.view().encounter)

    def _show_declared(self, enc: Encounter | None) -> None:
        """The declaration's menu item: the game's own words, shown only where the game has one,
        ticked while it is in force, usable only during a fight."""
        action = self.fight_actions["declare"]
        choices = self.bound.initiative.fight_declarations() if self._has_services() else ()
        action.setVisible(bool(choices))
        if not choices:
            _enable(action, False)
            return
        label = rules_tr(choices[0].label)
        if action.text() != label:
            action.setText(label)
        on = enc is not None and str(choices[0].value) in (enc.state.get("declared") or ())
        if action.isChecked() != on:
            action.setChecked(on)
        _enable(action, enc is not None)

    def _has_services(self) -> bool:
        try:
            return self.bound is not None
        except (AttributeError, RuntimeError):
            return False

    def _on_selected(self, call: Callable[[int], object]) -> Callable[[], None]:
        def run() -> None:
            cid = self.list.current_id()
            if cid is not None:
                call(cid)

        return run

    def _wait(self, cid: int, ready: bool) -> None:
        """Delay the turn (W) or hold an action ready (H)."""
        from app.services.initiative import DELAYED, READY  # the services load with the campaign

        self.bound.initiative.wait(cid, READY if ready else DELAYED)

    def _make_busy_start(self, window: QWidget) -> None:
        """While a fight runs Start fight is greyed, and a greyed action's key goes nowhere: this
        shortcut, on the same key (as the GM bound it), says why instead."""
        self.busy_start = QShortcut(window)
        self.busy_start.setObjectName("busyStartShortcut")
        keymap.bind(self.busy_start, "fight.start")
        self.busy_start.setEnabled(False)
        self.busy_start.activated.connect(
            lambda: self.bound.initiative.failed.emit(  # in the fight list, the status bar and where the GM is
                "log", QT_TRANSLATE_NOOP("log", "A fight is already running: end it first.")
            )
        )

    def enable_actions(self, enc: Encounter | None) -> None:
        """The fight's actions as the fight allows: Start fight only between fights (its key then
        says why: :meth:`_make_busy_start`), the rest only during one, Roll initiative only in a
        mode that rolls or reads the sheets (not one whose rounds walk declared phases)."""
        has_fight = enc is not None
        for key in ("end", "next", "previous", "endRound"):
            _enable(self.fight_actions[key], has_fight)
        _enable(self.fight_actions["start"], not has_fight)
        self.busy_start.setEnabled(has_fight)
        for action in self.row_actions.values():
            _enable(action, has_fight)
        phases = enc is not None and bool(self.bound.initiative.phases(enc.mode))
        _enable(self.fight_actions["roll"], enc is not None and not phases)
        why_not(self.fight_actions["roll"], roll_refusal(phases))  # R's reason, in the status bar
        if self.faces is not None:
            # the fight's typed dice serve a rolled initiative and a round's end that rolls dice: in
            # a mode of declared phases that rolls none at its round's end they have no use
            useful = not phases or self.bound.initiative.round_end_rolls()
            if not useful:
                self.faces.clear()
            self.faces.setEnabled(useful)
        self._show_declared(enc)

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [("fight", self.fight_actions[k])
                for k in ("start", "end", "next", "previous", "roll", "endRound", "declare")]

    def retranslate(self) -> None:
        """Each action's label and tip in the language now set."""
        for key, (label, tip) in self.action_texts().items():
            action = self.fight_actions.get(key) or self.row_actions[key]
            action.setText(label)
            action.setToolTip(tip)
            action.setStatusTip(tip)
        if self._has_services():  # the declaration's own words, in the language now set
            self.fight_actions["declare"].setText("")
            self._show_declared(self.bound.initiative.view().encounter)

    def action_texts(self) -> dict[str, tuple[str, str]]:
        """Each action's label and tip, in the language shown."""
        return {
            "start": (
                QCoreApplication.translate("InitiativeDock", "Start fight"),
                QCoreApplication.translate(
                    "InitiativeDock", "Start a fight with characters from the roster (Ctrl+Shift+F)"
                ),
            ),
            "end": (
                QCoreApplication.translate("InitiativeDock", "End fight"),
                QCoreApplication.translate(
                    "InitiativeDock", "End the running fight; extras made for it leave (Ctrl+Alt+F)"
                ),
            ),
            "next": (
                QCoreApplication.translate("InitiativeDock", "Next turn"),
                QCoreApplication.translate("InitiativeDock", "The current combatant has acted; the next one is up (N)"),
            ),
            "previous": (
                QCoreApplication.translate("InitiativeDock", "Previous turn"),
                QCoreApplication.translate("InitiativeDock", "Back to the one who acted last (Shift+N)"),
            ),
            "roll": (
                QCoreApplication.translate("InitiativeDock", "Roll initiative"),
                QCoreApplication.translate(
                    "InitiativeDock", "Roll for everyone without initiative, or read the order off the sheets (R)"
                ),
            ),
            "endRound": (
                QCoreApplication.translate("InitiativeDock", "End round"),
                QCoreApplication.translate(
                    "InitiativeDock",
                    "Apply the end of the round (bleeding, stamina, checks due, timers) and start the next (Ctrl+Alt+N)",  # noqa: E501
                ),
            ),
            "declare": (
                QCoreApplication.translate("InitiativeDock", "Declare the fight"),
                QCoreApplication.translate(
                    "InitiativeDock", "Declare this fight as the game lets you, or take it back: its rounds' "
                                      "ends follow (Ctrl+Alt+I)"),
            ),
            "add": (
                QCoreApplication.translate("InitiativeDock", "Add from the roster…"),
                QCoreApplication.translate("InitiativeDock", "Bring roster characters into the fight (Ins)"),
            ),
            "extras": (
                QCoreApplication.translate("InitiativeDock", "Add extras…"),
                QCoreApplication.translate(
                    "InitiativeDock", "Make extras for this fight, such as 3 zombies (Shift+Ins)"
                ),
            ),
            "remove": (
                QCoreApplication.translate("InitiativeDock", "Remove from the fight"),
                QCoreApplication.translate("InitiativeDock", "Take the selected combatant out of the fight (Del)"),
            ),
            "value": (
                QCoreApplication.translate("InitiativeDock", "Initiative or declaration…"),
                QCoreApplication.translate("InitiativeDock", "Type an initiative, or declare a phase (E)"),
            ),
            "delay": (
                QCoreApplication.translate("InitiativeDock", "Delay"),
                QCoreApplication.translate("InitiativeDock", "Act later in this round; A brings them in (W)"),
            ),
            "hold": (
                QCoreApplication.translate("InitiativeDock", "Hold a ready action"),
                QCoreApplication.translate(
                    "InitiativeDock", "Ready an action to interrupt later; A brings them in (Shift+W)"
                ),
            ),
            "actNow": (
                QCoreApplication.translate("InitiativeDock", "Act now"),
                QCoreApplication.translate("InitiativeDock", "A delaying or holding combatant acts now (A)"),
            ),
            "first": (
                QCoreApplication.translate("InitiativeDock", "Started the violence"),
                QCoreApplication.translate("InitiativeDock", "Acts first in the first round (S)"),
            ),
            "timer": (
                QCoreApplication.translate("InitiativeDock", "Timed condition…"),
                QCoreApplication.translate("InitiativeDock", "A condition counted down at each round's end (T)"),
            ),
            "clearTimers": (
                QCoreApplication.translate("InitiativeDock", "Clear timed conditions"),
                QCoreApplication.translate("InitiativeDock", "Remove the combatant's timed conditions (Shift+T)"),
            ),
            "hidden": (
                QCoreApplication.translate("InitiativeDock", "Hide from players"),
                QCoreApplication.translate("InitiativeDock", "Hide from or show to the player display (V)"),
            ),
            "up": (
                QCoreApplication.translate("InitiativeDock", "Move up"),
                QCoreApplication.translate("InitiativeDock", "One place earlier in the order (Ctrl+Up, or drag)"),
            ),
            "down": (
                QCoreApplication.translate("InitiativeDock", "Move down"),
                QCoreApplication.translate("InitiativeDock", "One place later in the order (Ctrl+Down, or drag)"),
            ),
        }


def roll_refusal(phases: bool) -> str:
    """Why Roll initiative cannot act: a fight of declared phases, or no fight."""
    if phases:
        text = QCoreApplication.translate(
            "InitiativeDock",
            "No initiative to roll: this fight goes by declared phases ({key} declares for the chosen row).",
        )
        return text.format(key=keymap.first_shown("fight.value"))
    text = QCoreApplication.translate("InitiativeDock", "No fight running: {key} starts one.")
    return text.format(key=keymap.first_shown("fight.start"))


def _enable(action: QAction, on: bool) -> None:
    """Enable or disable an action only when that changes it: every change notice makes the tool
    bar showing it lay itself out again, once per turn otherwise."""
    if action.isEnabled() != on:
        action.setEnabled(on)


class _FacesKeys(QObject):
    """Ctrl+R (the dice dock's Roll key, as the GM bound it) in the fight's dice field while a
    round's end asks for its dice: those dice rolled here, not the dice dock's roll."""

    def __init__(self, keys: FightKeys) -> None:
        super().__init__(keys.faces)
        self._keys = keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and self._keys.round_dice_asked \
                and isinstance(event, QKeyEvent) and keymap.pressed(event, "dice.roll"):
            event.accept()
            if kind == QEvent.Type.KeyPress:
                self._keys.roll_round_dice_here()
            return True
        return False
