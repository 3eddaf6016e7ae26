"""The dice dock's rolling half: rolling the form's roll (or reading the faces typed), showing the
last roll with its follow-ups, damage and threat offers, and the recent rolls to repeat.

:class:`DiceRolling` is a member of :class:`ui.docks.dice_dock.DiceDock`, handed the widgets it
shows the rolls in (:class:`RollWidgets`: the result, the faces field, the refusal line, the recent
rolls…) and a function that gives the roll the form asks for; it keeps the last roll and what of its
offers was taken (``last``, ``applied_offers``, ``threat_raised``).  Its texts keep the ``DiceDock``
translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QWidget,
)

from app.rules.records import record
from app.services.logtext import qt_translate, render, render_event, render_value
from ui import i18n, keymap
from ui.docks.dice_damage_words import damage_dice_words
from ui.docks.dice_kept import KeptRolls, Shown
from ui.docks.dice_offers import OfferLife
from ui.docks.dice_push_typed import TypedPush, asks_faces
from ui.docks.dice_sight import OfferInSight
from ui.focus_in_view import bring_into_view
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.changes import ChangeSet
    from app.services.rolls import Rolled, RollRequest
    from ui.docks.refusal_line import RefusalLine
    from ui.widgets.roll_result import RollResultView

REQUEST_ROLE = Qt.ItemDataRole.UserRole + 1


@record(frozen=True)
class RollWidgets:
    """The dice dock's widgets the rolls are shown in and read from."""

    character_combo: QComboBox  # who rolls: the names of the damage offers' targets
    faces_edit: QLineEdit
    secret_check: QCheckBox
    refusal_label: RefusalLine
    recent_list: QListWidget
    result_view: RollResultView
    roll_scroll: QScrollArea
    body: QWidget
    #: the dice the form's roll takes ("Table dice: 15 dice"): hidden while a push asks for its own
    wanted_label: QLabel | None = None


class FocusWatch(QObject):
    """Tells ``moved(old, now)`` each time the focus moves in the application, while ``parent`` lives."""

    def __init__(self, parent: QWidget, moved: Callable[[QWidget | None, QWidget | None], None]) -> None:
        super().__init__(parent)
        self._moved = moved
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._changed)

    def _changed(self, old: QWidget | None, now: QWidget | None) -> None:
        self._moved(old, now)


class DiceRolling:
    """Rolls, follow-ups, offers and recent rolls of the dice dock.

    ``services`` returns the bound campaign's services; ``request`` the roll the form asks for now;
    ``picked`` the target the GM picked himself (see :class:`OfferLife`)."""

    def __init__(
        self,
        widgets: RollWidgets,
        services: Callable[[], Services],
        request: Callable[[], RollRequest],
        picked: Callable[[], int | None],
    ) -> None:
        self.w = widgets
        self._services = services
        self.request = request
        self.last: Rolled | None = None
        #: damage offers of the last roll already applied, and whether its mess-up raised the threat
        self.applied_offers: set[int] = set()
        #: the damage event each offer of the last roll wrote when applied: its undo offers it again
        self.offer_events: dict[int, int] = {}
        #: the line of the roll the last one followed up (its push), for an undo and redo of the push
        self.follows: int | None = None
        #: the GM accepted the last roll as it is ("No push: accept the roll"): its damage is open; till
        #: then, while a player may still push it, its damage offers wait (the push comes first)
        self.accepted = False
        #: the hint said while the damage waits for the push's answer (taken back once answered)
        self.held_said = ""
        widgets.result_view.acceptRequested.connect(self.accept_roll)
        #: the offers of the last roll whose hit the log holds applied (after undo and redo, another
        #: console): not offered, whatever the dock remembers
        self.taken_offers: frozenset[int] = frozenset()
        self.threat_raised = False
        #: the log line of the last roll's mess-up pick (Threat +1, or instead…): its undo offers them again
        self.threat_event: int | None = None
        #: the rolls shown before, for an undo to bring back (:mod:`ui.docks.dice_kept`)
        self.kept = KeptRolls(services)
        #: puts the dock's widgets and the offers in the Tab order (the dock's forms: DiceForms.tab_order)
        self.retab: Callable[[], None] | None = None
        #: asks the roll of a single attack on the character given (the dock's own form, its typed dice)
        self.single_attack: Callable[[int], None] | None = None
        #: told of each roll (or push) shown: the dock's Secret box follows its roller
        self.shown: Callable[[Rolled], None] | None = None
        #: told of each roll made from the form: its inputs for one roll only are emptied
        self.made: Callable[[], None] | None = None
        #: the round the last roll was made in, and whether its offers still stand (its round
        #: over, another target picked); the offers gone now and the line that says why
        self.life = OfferLife(services, picked)
        self.gone_offers: set[int] = set()
        #: the follow-ups of the roll shown that no longer stand (a push of a spent roll), hidden
        self.spent_follow: frozenset[str] = frozenset()
        self.gone_said = ""
        #: a roll was refused since the result shown: that result is the roll before's, kept only for
        #: the damage it still offers (its push and the like not offered: they answer no roll asked now)
        self.superseded = False
        #: a push of a typed roll, waiting for its dice typed from the table
        self.typed_push = TypedPush(widgets.faces_edit, widgets.refusal_label, widgets.wanted_label)
        #: the damage offer whose dice the GM is typing (a digit typed on its button, Enter on it after
        #: a roll typed from the table, Ctrl+K on it): Enter in the faces field applies it with them,
        #: Ctrl+R lets the console roll it
        self.damage_waiting: int | None = None
        #: whether the form's "Table dice" line showed before a damage asked for its own dice
        self.wanted_was_shown = False
        #: told what the faces field takes while a damage waits for its dice (its dice said, the
        #: target's name), or None when the field is the form's roll's again: its hint says so
        self.faces_for: Callable[[str | None, str], None] | None = None
        #: the roll, damage offer and words of the message line's last "Table dice for this damage"
        #: (while the line says it, Ctrl+K types that damage's dice: :meth:`prompt_standing`)
        self.prompted: tuple[Rolled, int, Callable[[], str]] | None = None
        #: a damage offer pressed by Ctrl+R: the console rolls its dice, nothing is asked
        self.console_rolls = False
        #: the damage offer the dock itself is applying (a damage line written meanwhile is its own)
        self.applying: int | None = None
        #: where the focus may go from the faces field with a damage still waiting (the Roll button)
        self.keep_damage_with: list[QWidget] = []
        self._watch = FocusWatch(widgets.faces_edit, self._focus_moved)  # gone with the field
        #: a line the message line keeps above the damage's dice (a fire's "Attack 2 of 3")
        self.note: Callable[[], str] | None = None

    @property
    def bound(self) -> Services:
        return self._services()

    def _show(self, rolled: Rolled) -> None:
        self.typed_push.drop()
        self.release_damage()
        clear_text(self.w.refusal_label)
        self.w.refusal_label.hide()
        # read: emptied with no text undo of its own left, so Ctrl+Z there is the window's Undo
        self.w.faces_edit.setText("")
        self._keep(replaced_by=rolled.event_id)
        self.last = rolled
        self.follows = None
        self.accepted = False
        self.applied_offers = set()
        self.taken_offers = frozenset()
        self.offer_events = {}
        self.threat_raised = False
        self.threat_event = None
        self.life.start()
        self.gone_said = ""
        self.superseded = False
        self.render_last()
        QTimer.singleShot(0, self.w.result_view, self.result_in_view)  # a new roll: its result in sight, laid out
        if self.shown is not None:
            self.shown(rolled)
        self._place_focus()
        self._reveal_result()
        # once its new lines are laid out (not once the dock is gone)
        QTimer.singleShot(0, self.w.result_view, self._reveal_result)

    def forget(self) -> None:
        """No result shown, nor any offer built from it (its roll was taken back, or another rolls);
        kept for an undo to bring back."""
        self.typed_push.drop()
        self.release_damage()
        self._keep()
        self.last = None
        self.follows = None
        self.accepted = False
        self.applied_offers = set()
        self.taken_offers = frozenset()
        self.offer_events = {}
        self.threat_raised = False
        self.threat_event = None
        self.superseded = False
        self.w.result_view.clear()

    def _keep(self, replaced_by: int | None = None) -> None:
        if self.last is not None:
            self.kept.keep(Shown(self.last, set(self.applied_offers), dict(self.offer_events),
                                 self.threat_raised, self.threat_event, replaced_by, self.superseded, self.follows,
                                 self.accepted))

    def bring_back(self, changes: ChangeSet) -> bool:
        """After an undo left the dock without a roll (the push taken back, the form set up for a
        mess-up's single attack): the roll shown before the undone step, with its offers as the log
        has them (:meth:`KeptRolls.back_after`); True when one came back."""
        if self._bring_forward(changes):
            return True
        if self.last is not None:
            return False
        shown = self.kept.back_after(changes)
        if shown is None:
            return False
        self._restore(shown)
        return True

    def _bring_forward(self, changes: ChangeSet) -> bool:
        """After a redo of a push of the roll shown (or of a roll none shows now): the pushed roll
        again, with its offers as the log has them; the roll before it was shown kept for the next
        undo.  (The dock kept the roll before the push, its push spent and its damage not the
        pushed roll's.)"""
        shown = self.kept.forward_after(changes, self.last.event_id if self.last is not None else None)
        if shown is None:
            return False
        self.typed_push.drop()
        self.release_damage()
        self._keep(replaced_by=shown.rolled.event_id)
        self._restore(shown)
        return True

    def _restore(self, shown: Shown) -> None:
        """The roll ``shown`` before, shown again as it was (its offers taken as the log has them)."""
        self.last = shown.rolled
        self.applied_offers, self.offer_events = set(shown.applied_offers), dict(shown.offer_events)
        self.threat_raised, self.threat_event = shown.threat_raised, shown.threat_event
        self.follows, self.accepted = shown.follows, shown.accepted
        self.superseded = False
        self.render_last()
        if shown.superseded:  # as it was before the undone roll: the roll before, kept for its damage
            self.set_up_anew()
        if self.retab is not None:
            self.retab()
        QTimer.singleShot(0, self.w.result_view, self._reveal_result)
        # its damage still waiting for the table's dice: the line asks for them again, in view (once
        # the undo's own change has emptied the message line)
        QTimer.singleShot(0, self.w.result_view, self._ask_damage_again)

    def _ask_damage_again(self) -> None:
        """The roll brought back by an undo still offers a damage that takes the table's dice: the
        message line says which (Ctrl+K types them), scrolled into view."""
        rolled = self.last
        if rolled is None or not rolled.typed or self.damage_waiting is not None:
            return
        buttons = self.w.result_view.damage_buttons
        index = next((i for i, b in enumerate(buttons) if b.isEnabled() and self.offer_wanted(i) is not None), None)
        if index is None:
            return
        line = self.w.refusal_label
        before = line.words() if not line.isHidden() and line.text() else None  # "Below: the roll before…"
        # in the dock alone: the status bar says what the undo took back («Отмена: Урон 4 — Дана Крус
        # (Очки жизни 26 → 30)» gave way to the question it brought back)
        self.damage_dice_said(index, bar=False)
        if before is not None and self.prompted is not None:
            prompt = line.words()
            line.say_again(lambda: f"{before()}\n{prompt()}", bar=False)
            self.prompted = (rolled, index, line.words())
        bring_into_view(line)

    def offer_wanted(self, index: int) -> dict[str, Any] | None:
        """The table's dice damage offer ``index`` of the roll shown takes (how many of which, what
        for), None when it takes none or no longer stands."""
        rolled = self.last
        if rolled is None or rolled.result is None or not 0 <= index < len(rolled.result.damage):
            return None
        offer = rolled.result.damage[index]
        target = rolled.request.opponent_id if offer.to == "opponent" else rolled.request.character_id
        if target is None:
            return None
        return self.bound.characters.dice_wanted(target, dict(offer.request), offer.heal)

    def damage_dice_said(self, index: int, bar: bool = True) -> None:
        """Damage offer ``index`` has the focus (or its dice are being typed): the message line says
        how many dice of which kind it takes, and how to give them (``bar``: the status bar too)."""
        rolled = self.last
        if rolled is None:
            return
        if not rolled.typed and self.damage_waiting is None:  # a roll made here: its damage too, unless typed
            return
        wanted = self.offer_wanted(index)
        if wanted is None:
            return
        def said() -> str:
            now = self.offer_wanted(index) or wanted  # read again: its parts named in the language now
            text = damage_dice_words(now)
            note = self.note() if self.note is not None else ""
            return f"{note}\n{text}" if note else text

        self.w.refusal_label.say_again(said, bar)
        self.w.refusal_label.show()
        self.prompted = (rolled, index, said)

    def prompt_standing(self) -> int | None:
        """The damage offer whose "Table dice for this damage" the message line says now, while it
        still stands (the roll shown, its dice still wanted); None otherwise."""
        prompted, line = self.prompted, self.w.refusal_label
        if prompted is None or prompted[0] is not self.last or line.isHidden() or line.words() is not prompted[2]:
            return None
        buttons = self.w.result_view.damage_buttons
        index = prompted[1]
        if not 0 <= index < len(buttons) or not buttons[index].isEnabled() or self.offer_wanted(index) is None:
            return None
        return index

    def damage_typed(self, index: int, text: str) -> None:
        """A digit typed on damage offer ``index``'s button: the table's dice for that damage, in the
        faces field; Enter there applies it with them."""
        self.wait_for_damage(index)
        self.w.faces_edit.insert(text)

    def wait_for_damage(self, index: int) -> None:
        """Damage offer ``index`` waits for the table's dice: the focus in the faces field, the
        message line saying how many of which (the form's own "Table dice" line goes meanwhile);
        Enter there applies the damage with the dice typed, Ctrl+R lets the console roll them."""
        wanted = self.w.wanted_label
        if self.damage_waiting is None and wanted is not None:
            self.wanted_was_shown = not wanted.isHidden()
            wanted.hide()
        self.damage_waiting = index
        self.damage_faces_hint(index)
        self.w.faces_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.damage_dice_said(index)

    def damage_faces_hint(self, index: int) -> None:
        """The faces field says it takes damage offer ``index``'s dice ("… 1 × d10 (Armor), for the
        damage to Vera"), not the roller's roll ("Faces of Vera's roll" asked for the armour's d10)."""
        wanted = self.offer_wanted(index)
        rolled = self.last
        if self.faces_for is None or wanted is None or rolled is None or rolled.result is None:
            return
        offer = rolled.result.damage[index]
        target = rolled.request.opponent_id if offer.to == "opponent" else rolled.request.character_id
        row = self.bound.characters.character(target) if target is not None else None
        dice = wanted.get("args", {}).get("wanted", wanted)  # "1 × d10 (Armor)": the dice alone
        self.faces_for(render_value(dice, qt_translate), row.name if row is not None else "")

    def release_damage(self) -> None:
        """No damage waits for its dice any more: the form's "Table dice" line back as it was."""
        if self.damage_waiting is None:
            return
        self.damage_waiting = None
        if self.faces_for is not None:
            self.faces_for(None, "")
        if self.w.wanted_label is not None and self.wanted_was_shown:
            self.w.wanted_label.show()
        self.wanted_was_shown = False

    def _focus_moved(self, old: QWidget | None, now: QWidget | None) -> None:
        """The GM left the faces field for elsewhere than Roll or the offers: the damage waiting for
        its dice is let go (a later Ctrl+R rolls the form's roll, not that damage)."""
        if self.damage_waiting is None or old is not self.w.faces_edit or now is None:
            return
        if now in self.w.result_view.damage_buttons or now in self.keep_damage_with:
            return
        said = self.w.refusal_label.text()
        self.release_damage()
        if said and said == self.w.refusal_label.text():
            clear_text(self.w.refusal_label)
            self.w.refusal_label.hide()

    def wants_table_dice(self, index: int) -> bool:
        """Whether damage offer ``index`` of a roll typed from the table takes dice the table rolls:
        pressed with none typed, it asks for them (it never rolls them here without a word)."""
        rolled = self.last
        return rolled is not None and rolled.typed and self.offer_wanted(index) is not None

    def offer_pressed(self, index: int) -> None:
        """A damage offer pressed (Space, Enter, a click): after a roll typed from the table, a damage
        that takes the table's dice, none typed yet, waits for them (:meth:`wait_for_damage`); else
        it is applied (its dice typed, or rolled here)."""
        rolled = self.last
        if rolled is not None and self._pushers(rolled):  # the push comes first: asked all the same
            buttons = self.w.result_view.damage_buttons
            if 0 <= index < len(buttons):
                buttons[index].show()
            self.w.refusal_label.setText(QCoreApplication.translate(
                "DiceDock", "Push the roll, or accept it as it is, first."))
            self.w.refusal_label.show()
            return
        if not self.console_rolls and not self.w.faces_edit.text().strip() and self.wants_table_dice(index):
            buttons = self.w.result_view.damage_buttons
            if 0 <= index < len(buttons):
                buttons[index].show()  # still offered: it waits for its dice
            self.wait_for_damage(index)
            return
        self.apply_damage(index)

    def console_damage(self, index: int) -> None:
        """Damage offer ``index`` applied with dice the console rolls (Ctrl+R)."""
        self.console_rolls = True
        try:
            self.w.result_view.press_damage(index)
        finally:
            self.console_rolls = False

    def ask_damage_again(self) -> None:
        """Enter on the empty faces field while a damage waits for its dice: asked again, nothing rolled."""
        if self.damage_waiting is not None:
            self.w.faces_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            self.damage_dice_said(self.damage_waiting)

    def take_waiting_damage(self, rolled_here: bool) -> bool:
        """Apply the damage offer waiting for its dice: with the faces typed, or ``rolled_here`` by
        the console (the faces field emptied first).  Whether one was waiting."""
        index = self.damage_waiting
        if index is None:
            return False
        buttons = self.w.result_view.damage_buttons
        if self.last is None or not 0 <= index < len(buttons) or index in self.applied_offers:
            self.release_damage()
            return False
        if rolled_here:
            self.w.faces_edit.setText("")
        clear_text(self.w.refusal_label)
        if rolled_here:
            self.console_damage(index)
        else:
            self.w.result_view.press_damage(index)
        return True

    def open_offers(self) -> bool:
        """Whether the roll shown still offers damage not yet rolled (a burst's other hits): such a
        result stays while the GM acts elsewhere (another roller picked, the turn passed), until each
        offer is used, its round ends, another kind of roll is picked for it or another roll takes its
        place."""
        rolled = self.last
        if rolled is None or rolled.result is None or not rolled.result.damage:
            return False
        gone = self.life.gone(rolled)[0] | self.applied_offers | self.taken_offers
        return any(i not in gone for i in range(len(rolled.result.damage)))

    def keep_open_offers(self) -> bool:
        """The roll shown is another roller's: kept when its damage is still offered (the dock's
        message line says whose it is).  Whether it is kept (else the caller lets it go)."""
        if not self.open_offers() or self.last is None:
            return False
        row = self.bound.characters.character(self.last.request.character_id or 0)
        if row is not None:
            name = row.name
            self.w.refusal_label.say_again(lambda: QCoreApplication.translate(
                "DiceDock", "The damage still offered below is from {name}'s roll: it stays until rolled.").format(
                name=name))
            self.w.refusal_label.show()
        return True

    def kind_picked(self, kind: object) -> None:
        """The GM picked another kind of roll: the result of the last roll, of another kind, goes
        (a shot's critical hit is no answer to the melee exchange picked after it); the same kind
        picked again, or the kinds filled anew (another language: ``kind`` None), keep it."""
        if kind is not None and self.last is not None and self.last.request.kind != kind:
            self.set_up_anew()

    def set_up_anew(self) -> None:
        """Another setup (another kind of roll picked) answers no question the result shown answered:
        it goes, unless its damage is still offered (a burst's other hits): then it stays for that alone,
        said to be the roll before, with no push or other follow-up of it offered."""
        if self.last is None:
            return
        if not self.open_offers():
            self.forget()
            return
        self.superseded = True
        self._hide_follow_ups()
        def said() -> str:
            return QCoreApplication.translate(
                "DiceDock", "Below: the roll before, shown for its damage still offered; it is not this roll's result.")

        if said() not in self.w.refusal_label.text().split("\n"):
            shown = self.w.refusal_label.words()
            self.w.refusal_label.say_again(lambda: f"{shown()}\n{said()}" if shown() else said())
        self.w.refusal_label.show()

    def stands(self, changes: ChangeSet) -> bool:
        """Whether the roll shown is still in the log as it was after ``changes``: an undo or a redo
        of it (or of the roll it followed up) takes it back; after a reset (another console wrote)
        the log is read."""
        last = self.last
        if last is None:
            return True
        if changes.reset:
            found = self.bound.campaign.history(ids=[last.event_id])
            return any(h.event_id == last.event_id and not h.undone for h in found)
        replayed = {e.ref_id for e in changes.events if e.kind in ("undo", "redo")}
        return last.event_id not in replayed

    def follow_offers(self, changes: ChangeSet) -> None:
        """An applied offer whose damage was undone is offered again; redone, it is spent again
        (after a reset the log says which of their damages still stand).  A mess-up's pick undone
        offers the picks again; redone, they go."""
        if self.last is None:
            return
        self._follow_pick(changes)
        if not self.offer_events:
            return
        if changes.reset:
            found = self.bound.campaign.history(ids=list(self.offer_events.values()))
            standing = {h.event_id for h in found if not h.undone}
            spent = {i for i, event in self.offer_events.items() if event in standing}
        else:
            spent = set(self.applied_offers)
            index_of = {event: i for i, event in self.offer_events.items()}
            for event in changes.events:
                if event.ref_id in index_of and event.kind in ("undo", "redo"):
                    (spent.discard if event.kind == "undo" else spent.add)(index_of[event.ref_id])
        if spent != self.applied_offers:
            undone = bool(self.applied_offers - spent)
            self.applied_offers = spent
            self.render_last()
            if undone:  # the result shown is the roll's, which stands: said, so it is not taken for undone
                self.w.refusal_label.say_hint(QCoreApplication.translate(
                    "DiceDock", "Its damage undone: the roll above still stands, its damage offered again "
                                "({key} once more takes the roll back).").format(key=keymap.first_shown("edit.undo")))

    def spend_dealt(self, changes: ChangeSet) -> None:
        """Damage the roller dealt to an offer's target elsewhere (the Damage dialog, D) spends that
        offer: the same hit is not offered again.  The first offer still standing to that target
        goes; an undo of that damage offers it again (:meth:`follow_offers`)."""
        rolled = self.last
        if rolled is None or rolled.result is None or not rolled.result.damage or self.applying is not None:
            return
        request = rolled.request
        spent = False
        for event in changes.events:
            payload = getattr(event, "payload", None) or {}
            if getattr(event, "kind", "") != "damage" or event.id in self.offer_events.values():
                continue
            gone = self.life.gone(rolled)[0] | self.applied_offers
            for index, offer in enumerate(rolled.result.damage):
                target = request.opponent_id if offer.to == "opponent" else request.character_id
                attacker = request.character_id if offer.to == "opponent" else request.opponent_id
                if offer.heal or index in gone or target is None:
                    continue
                if payload.get("target_id") == target and payload.get("actor_id") == attacker:
                    for taken in (index, *offer.instead):  # the other pool of the same blow goes with it
                        self.applied_offers.add(taken)
                        self.offer_events[taken] = event.id
                    spent = True
                    break
        if spent:
            self.release_damage()
            self.render_last()
            if self.retab is not None:
                self.retab()

    def _follow_pick(self, changes: ChangeSet) -> None:
        event = self.threat_event
        if event is None:
            return
        if changes.reset:
            raised = any(h.event_id == event and not h.undone for h in self.bound.campaign.history(ids=[event]))
        else:
            replayed = [e.kind for e in changes.events if e.ref_id == event and e.kind in ("undo", "redo")]
            raised = replayed[-1] == "redo" if replayed else self.threat_raised
        if raised != self.threat_raised:
            self.threat_raised = raised
            self.render_last()
            if not raised and self.retab is not None:
                self.retab()

    def _reveal_result(self) -> None:
        """Scroll the dock to the result's top (as much of it as the dock holds): rolled with
        Ctrl+R while the dock was scrolled down to its inputs, the result was out of sight."""
        layout = self.w.body.layout()
        if layout is not None:
            layout.activate()
        bar = self.w.roll_scroll.verticalScrollBar()
        top = self.w.result_view.mapTo(self.w.body, QPoint(0, 0)).y()
        seen = self.w.roll_scroll.viewport().height()
        tall = min(self.w.result_view.height(), seen)
        if top < bar.value():
            bar.setValue(top)
        elif top + tall > bar.value() + seen:
            bar.setValue(top + tall - seen)

    def _place_focus(self) -> None:
        """After a roll the focus leaves the faces field: on the result's first button (push,
        apply the damage), in the Tab order where it shows, after Roll; else back on the fight list."""
        from ui.key_guard import to_fight

        buttons = self.offer_buttons()
        if self.retab is not None:
            self.retab()  # the offers in the dock's Tab order, after Roll
        result = self.last.result if self.last is not None else None
        if result is not None and result.success:
            # a roll that succeeded may still be pushed, but a reflex Space must not risk a mess-up:
            # its push stays in the Tab order and takes no focus
            buttons = [b for b in buttons if not b.objectName().startswith("followUp_")]
        if buttons:
            first = self._hit_offer(buttons) or buttons[0]
            first.show()
            first.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            to_fight(self.w.faces_edit)

    def offer_buttons(self) -> list[QPushButton]:
        """The last roll's offers on screen, top to bottom (push, damage, threat…)."""
        # the new buttons are shown by their layout a moment later (not hidden by hand: offered)
        return [
            b
            for b in self.w.result_view.findChildren(QPushButton)
            if b.isEnabled() and not (b.isHidden() and b.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide))
        ]

    def _hit_offer(self, buttons: list[QPushButton]) -> QPushButton | None:
        """The first damage still offered to the roll's target (a shot that hit): the GM's next
        key applies it, before a push of the roll that already hit."""
        result = self.last.result if self.last is not None else None
        if result is None:
            return None
        offered = self.w.result_view.damage_buttons
        for index, offer in enumerate(result.damage):
            if offer.to == "opponent" and not offer.heal and index not in self.applied_offers | self.taken_offers \
                    and index < len(offered) and offered[index] in buttons:
                return offered[index]
        return None

    def render_last(self) -> None:
        """Show the last roll (again after a language change, its used buttons still disabled)."""
        rolled = self.last
        if rolled is None:
            self.w.result_view.clear()
            return
        result = rolled.result
        if result is None:
            if rolled.typed:
                how = QCoreApplication.translate("DiceDock", "The dice were typed from the table.")
            else:
                how = QCoreApplication.translate("DiceDock", "The dice were rolled here.")
            self.w.result_view.show_message(
                QCoreApplication.translate("DiceDock", "Total {total}").format(total=rolled.total),
                f"{rolled.request.expression}: {rolled.text} · {how}",
            )
            return
        names = []
        for offer in result.damage:
            target = rolled.request.opponent_id if offer.to == "opponent" else rolled.request.character_id
            names.append(self.w.character_combo.itemText(self.w.character_combo.findData(target)))
        features: frozenset[str] = self.bound.ruleset.features
        can_threat = "threat" in features and hasattr(self.bound, "threat")
        instead = [(r.key, QCoreApplication.translate("log", r.label)) for r in self.bound.threat.alternatives()] \
            if can_threat else []
        self.w.result_view.show_result(result, result.typed, names, can_threat, instead)
        self.taken_offers = self.bound.rolls.offers_taken(rolled)
        for index in self.applied_offers | self.taken_offers:  # used offers are gone
            self.w.result_view.damage_buttons[index].hide()
        self._hide_gone(rolled)
        if self.threat_raised:
            self.w.result_view.hide_threat_offers()
        if self.superseded:
            self._hide_follow_ups()
        self._hold(rolled)

    def _pushers(self, rolled: Rolled) -> list[int]:
        """Who may still push ``rolled`` before its damage is applied (none once the GM accepted it
        as it is, or with no damage left to offer): the roller, a duel's defender."""
        result = rolled.result
        if result is None or self.accepted or self.superseded or not result.damage:
            return []
        used = self.applied_offers | self.taken_offers | self.gone_offers
        if all(i in used for i in range(len(result.damage))):
            return []
        who = [rolled.request.opponent_id if f.by == "opponent" else rolled.request.character_id
               for f in result.follow_ups if f.rolls_dice and f.key not in self.spent_follow]
        return [w for w in who if w is not None]

    def _hold(self, rolled: Rolled) -> None:
        """While a player may still push the roll, its damage waits: the offers disabled beside the
        push and "No push: accept the roll", the line saying so (Enter on a damage offer applied it
        before the player was asked, and the push was gone)."""
        pushers = self._pushers(rolled)
        self.w.result_view.hold_offers(bool(pushers))
        line = self.w.refusal_label
        if not pushers:
            if self.held_said and line.text() == self.held_said:
                clear_text(line)
                line.hide()
            self.held_said = ""
            return
        if self.gone_said:  # why an offer went is said there
            return
        combo = self.w.character_combo
        names = ", ".join(combo.itemText(combo.findData(who)) for who in pushers)
        line.say_hint(QCoreApplication.translate(
            "DiceDock", "{name} may push this roll first: its damage waits until the roll is pushed or accepted "
                        "as it is.").format(name=names))
        line.show()
        self.held_said = line.text()

    def accept_roll(self) -> None:
        """The GM accepts the roll as it is ("No push: accept the roll"): its damage is offered, the
        focus on the first offer, the line saying what Enter does there."""
        if self.last is None:
            return
        self.accepted = True
        self.render_last()
        if self.retab is not None:
            self.retab()
        buttons = [b for b in self.offer_buttons() if b in self.w.result_view.damage_buttons]
        if buttons:
            first = self._hit_offer(buttons) or buttons[0]
            first.show()
            first.setFocus(Qt.FocusReason.OtherFocusReason)
        self.w.refusal_label.say_hint(QCoreApplication.translate(
            "DiceDock", "The roll is accepted as it is: Enter applies its damage, and then it can no longer be "
                        "pushed."))
        self.w.refusal_label.show()

    def result_in_view(self) -> None:
        """The result and its offers scrolled into the dock's view after a roll (below the form and the
        faces now, they were a screen or more down in a small dock): whole where they fit, else from
        their top."""
        view, scroll = self.w.result_view, self.w.roll_scroll
        if not view.isVisible():
            return
        port = scroll.viewport()
        top = view.mapTo(self.w.body, QPoint(0, 0)).y()
        bar = scroll.verticalScrollBar()
        if view.height() > port.height():
            bar.setValue(top)
        elif top < bar.value() or top + view.height() > bar.value() + port.height():
            bar.setValue(top + view.height() - port.height())

    def _hide_follow_ups(self) -> None:
        """The result's follow-ups (push, luck points) go: the roll shown is not the one asked."""
        view = self.w.result_view
        for widget in (*view.buttons.values(), *view.points.values()):
            widget.hide()
        view.hold_offers(False)  # no push of it now: its damage is open

    def refused_roll(self) -> None:
        """A new roll was refused (its reason on the message line): the result shown was the roll
        before's, and read under the refusal as its answer.  It goes; where its damage is still
        offered (a burst's other hits) it stays for that alone, said to be the roll before, with no
        push or other follow-up of it offered."""
        if self.last is None:
            return
        self.set_up_anew()
        # the line says "Below: …": what it points at in sight with it, once the line has scrolled to itself
        QTimer.singleShot(0, self.w.result_view, self._offer_in_sight)

    def _offer_in_sight(self) -> None:
        buttons = [b for b in self.offer_buttons() if b.isVisible()]
        if self.last is not None and self.superseded and buttons:
            OfferInSight(self.w.roll_scroll, self.w.refusal_label, buttons[0])

    def _hide_gone(self, rolled: Rolled) -> None:
        """The offers that no longer stand go, and the refusal line says why (the line it said
        before is taken back once they stand again)."""
        self.gone_offers, why = self._gone(rolled)
        for index in self.gone_offers:
            self.w.result_view.damage_buttons[index].hide()
        self.spent_follow, spent_why = self._spent(rolled)
        for key in self.spent_follow:  # a push of a roll whose outcome is settled, or of one Broken since
            for widget in (self.w.result_view.buttons.get(key), self.w.result_view.points.get(key)):
                if widget is not None:
                    widget.hide()
        if why:
            self.w.refusal_label.setText(why)
            self.w.refusal_label.show()
        elif spent_why:
            # the roll spent by the offer the GM has just used (a first aid that worked): nothing was
            # refused, so it is said in the plain words of a hint, not a refusal's red
            self.w.refusal_label.say_hint(spent_why)
            self.w.refusal_label.show()
        elif self.gone_said and self.w.refusal_label.text() == self.gone_said:
            clear_text(self.w.refusal_label)
            self.w.refusal_label.hide()
        self.gone_said = why or spent_why

    def recheck(self) -> None:
        """The round, the target or the roller may have changed: the last roll's offers shown again
        if what of them stands is no longer what is shown."""
        rolled = self.last
        if rolled is None or rolled.result is None or not (rolled.result.damage or rolled.result.follow_ups):
            return
        gone, why = self._gone(rolled)
        spent, spent_why = self._spent(rolled)
        # an offer the log holds applied that the dock did not apply itself (a redo, another console)
        taken = self.bound.rolls.offers_taken(rolled) - self.applied_offers
        if ((gone, why or spent_why) != (self.gone_offers, self.gone_said) or spent != self.spent_follow
                or taken != self.taken_offers - self.applied_offers):
            self.render_last()

    def _spent(self, rolled: Rolled) -> tuple[frozenset[str], str]:
        """The follow-ups of ``rolled`` that no longer stand (its push once the single attack's harm is
        dealt, or its roller Broken since), and why in the GM's language."""
        if rolled.result is None or not rolled.result.follow_ups:
            return frozenset(), ""
        keys, why = self.bound.rolls.spent_follow_ups(rolled)
        return keys, render(why, {}, "rules") if why else ""

    def _gone(self, rolled: Rolled) -> tuple[set[int], str]:
        """The offers of ``rolled`` that no longer stand, and why; nothing said when each of them
        was already applied (an offer taken is not one "no longer offered")."""
        gone, why = self.life.gone(rolled)
        return gone, why if gone - self.applied_offers else ""

    def _refused(self, context: str, message: str) -> None:
        self.w.refusal_label.say_again(lambda: render(message, {}, context))
        self.w.refusal_label.show()

    def _roll_request(self, request: RollRequest) -> None:
        self.bound.rolls.failed.connect(self._refused)
        try:
            rolled = self.bound.rolls.roll(request, self.w.faces_edit.text())
        finally:
            self.bound.rolls.failed.disconnect(self._refused)
        if rolled is None:
            self.refused_roll()
            return
        if self.made is not None:
            self.made()
        unused = self._unused_offers()
        self._show(rolled)
        if unused:
            self._say_dropped(unused)

    def _unused_offers(self) -> int:
        """How many damage offers of the roll shown still stand unused (a new roll takes their place)."""
        rolled = self.last
        if rolled is None or rolled.result is None or not rolled.result.damage:
            return 0
        gone = self.life.gone(rolled)[0] | self.applied_offers | self.taken_offers
        return sum(1 for i in range(len(rolled.result.damage)) if i not in gone)

    def _say_dropped(self, count: int) -> None:
        """A new roll took the place of damage offers never used: the status bar says so, and how to
        have them back (the GM never loses an offer without a word)."""
        window = self.w.result_view.window()
        if not isinstance(window, QMainWindow):
            return
        said = i18n.plural(QCoreApplication.translate(
            "DiceDock", "The roll before still offered {count} damage {count|roll|rolls}, not used: Ctrl+Z takes "
                        "this roll back and offers them again."), count=count)
        window.statusBar().setStyleSheet("")
        window.statusBar().showMessage(said, 15000)

    def roll(self) -> None:
        """Roll the form's roll, or read the faces typed; a push waiting for its dice (a typed
        roll's) takes the faces typed, or rolls them here when none are."""
        if self.typed_push.waiting is not None:
            self._held_push()
            return
        self._roll_request(self.request())

    def faces_entered(self) -> None:
        """Enter in the faces field: as :meth:`roll`, but a push waiting for its dice asks for them
        again when none are typed (only Ctrl+R rolls them here)."""
        if self.typed_push.waiting is not None and not self.w.faces_edit.text().strip():
            if self.typed_push.rolled_here:  # the console's roll: its push rolled here too
                self._held_push()
                return
            self.typed_push.ask_again()
            return
        self.roll()

    def _held_push(self) -> None:
        held = self.typed_push.waiting
        if held is None or self.last is None:
            self.typed_push.drop()
            return
        self._follow_up(*held)

    def repeat_last(self) -> None:
        recent = self.bound.rolls.recent(1)
        if recent:
            self._roll_request(recent[0].request)

    def repeat_item(self, item: QListWidgetItem) -> None:
        from app.services.rolls import RecentRoll

        entry = item.data(REQUEST_ROLE)
        if isinstance(entry, RecentRoll):
            self._roll_request(entry.request)

    def follow_up(self, action: str, points: int) -> None:
        """Run a follow-up of the last roll (a push); one that rolls dice after a roll typed from
        the table first asks for its faces (:mod:`ui.docks.dice_push_typed`)."""
        if self.last is None:
            return
        if asks_faces(self.last.result, action, self.w.faces_edit.text()):
            result = self.last.result
            follows = result.follow_ups if result is not None else ()
            said = next((f.dice_said for f in follows if f.key == action), None)
            count = said.get("args", {}).get("count") if isinstance(said, dict) else None
            self.typed_push.ask(action, points, render_value(said, qt_translate) if said else "",
                                rolled_here=result is not None and not result.typed,
                                count=count if type(count) is int else 0)
            return
        self._follow_up(action, points)

    def _follow_up(self, action: str, points: int) -> None:
        if self.last is None:
            return
        self.bound.rolls.failed.connect(self._refused)
        try:
            rolled = self.bound.rolls.follow_up(self.last, action, points, self.w.faces_edit.text())
        finally:
            self.bound.rolls.failed.disconnect(self._refused)
        if rolled is not None:
            followed = self.last.event_id
            self._show(rolled)
            self.follows = followed  # a redo of this push after its undo shows it again

    def apply_damage(self, index: int) -> None:
        if self.last is None or self.last.result is None:
            return
        gone, why = self.life.gone(self.last)
        if index in gone:  # pressed anyway: its round is over, or it was another target's
            self.w.refusal_label.setText(why)
            self.w.refusal_label.show()
            return
        from app.services.rolls.settled import offer_hit

        offer = self.last.result.damage[index]
        request = self.last.request
        target = request.opponent_id if offer.to == "opponent" else request.character_id
        apply = self.bound.characters.heal if offer.heal else self.bound.characters.damage
        # the damage is the other side's of the roll: the log, the scores and the experience name him
        attacker = request.character_id if offer.to == "opponent" else request.opponent_id
        actor = attacker if not offer.heal and attacker != target else None
        # the damage dice (and armor) typed in the faces field, else rolled here; the offer counts as
        # used while it is applied: the result shown anew on its change (the roll spent) leaves it out
        taken = (index, *offer.instead)  # the blow's damage to the other pool is no longer offered
        self.applied_offers.update(taken)
        buttons = self.w.result_view.damage_buttons
        for other in offer.instead:
            if 0 <= other < len(buttons):
                buttons[other].hide()
        self.applying = index  # the damage line written now is this offer's own
        try:
            with self.bound.campaign.following(self.last.event_id):  # as secret as the roll's line
                applied = target is not None and apply(target, dict(offer.request), actor_id=actor,
                                                       faces=self.w.faces_edit.text(), of_roll=self.last.event_id,
                                                       hit=offer_hit(self.last.result, index))
        finally:
            self.applying = None
        if applied:
            for one in taken:
                self.offer_events[one] = self.bound.campaign.watch.seen  # the damage's line, just written
            self.release_damage()
            self.w.faces_edit.setText("")  # read (no text undo left: Ctrl+Z is the window's)
            self._place_focus()  # on the next offer, or back on the fight list
        else:
            self.applied_offers.difference_update(taken)
            for one in taken:
                if 0 <= one < len(buttons):
                    buttons[one].show()

    def raise_threat(self) -> None:
        with self.bound.campaign.following(self.last.event_id if self.last is not None else None):
            self.threat_raised = self.bound.threat.step(1, "walker")
        self.threat_event = self.bound.campaign.watch.seen if self.threat_raised else None  # the pick's line
        if not self.threat_raised:
            self.w.result_view.show_threat_offers()
        else:
            self._place_focus()

    def instead_of_threat(self, key: str) -> None:
        """The mess-up brings a single attack, or the Swarm Size one step up, instead of the Threat
        rising.  The single attack falls on the one who messed up ("one or two of them are definitely
        approaching you"), whose roll to avoid it is then asked (:attr:`single_attack`)."""
        from ui.docks.threat_single import single_attack_key

        rolled = self.last
        # the mess-up is his who rolled it: the defender who pushed his side of a duel, not the walker
        roller = (rolled.by or rolled.request.character_id) if rolled is not None else None
        victim = roller if key == single_attack_key() else None
        with self.bound.campaign.following(self.last.event_id if self.last is not None else None):
            self.threat_raised = self.bound.swarm.instead_of_threat(key, victim)
        self.threat_event = self.bound.campaign.watch.seen if self.threat_raised else None  # the pick's line
        if not self.threat_raised:
            self.w.result_view.show_threat_offers()
        elif victim is not None and self.single_attack is not None:
            self.single_attack(victim)
        else:
            self._place_focus()

    def fill_recent(self) -> None:
        self.w.recent_list.clear()
        for entry in self.bound.rolls.recent():
            text = render_event(entry.event)
            if entry.event.secret:
                # a word, not a padlock emoji: fonts without emoji drew a missing-glyph box
                text = QCoreApplication.translate("DiceDock", "Secret: {line}").format(line=text)
            item = QListWidgetItem(text)
            item.setData(REQUEST_ROLE, entry)
            item.setToolTip(QCoreApplication.translate("DiceDock", "Enter or double-click rolls it again"))
            self.w.recent_list.addItem(item)
