"""The dice dock's rolling half: rolling the form's roll (or reading the faces typed), showing the
last roll with its follow-ups, damage and threat offers, and the recent rolls to repeat.

:class:`DiceRolling` is a member of :class:`ui.docks.dice_dock.DiceDock`, handed the widgets it
shows the rolls in (:class:`RollWidgets`: the result, the faces field, the refusal line, the recent
rolls…) and a function that gives the roll the form asks for; it keeps the last roll (``last``) and
the roll it followed up, and is composed of parts that each own their state:

- :class:`ui.docks.dice_offer_book.OfferBook` (``offers``): what of the roll's offers was taken, by
  which log lines (its damage applied, a hit dealt elsewhere, the mess-up's pick);
- :class:`ui.docks.dice_standing.RollStanding` (``standing``): what of them no longer stands, and
  whether the roll is shown only as the roll before;
- :class:`ui.docks.dice_push_gate.PushGate` (``gate``): the damage waiting while the roll may still
  be pushed, till the GM accepts it as it is;
- :class:`ui.docks.dice_damage_dice.DamageDice` (``damage_dice``): a damage waiting for the table's dice;
- :class:`ui.docks.dice_kept.KeptRolls` (``kept``): the rolls shown before, for an undo to bring back;
- :class:`ui.docks.dice_push_typed.TypedPush` (``typed_push``): a typed roll's push waiting for its dice.

Its texts keep the ``DiceDock`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QWidget,
)

from app.rules.records import record
from ui.docks.dice_damage_dice import DamageDice
from ui.docks.dice_kept import KeptRolls, Shown
from ui.docks.dice_making import RollMaking
from ui.docks.dice_offer_book import OfferBook
from ui.docks.dice_offers import OfferLife, Round
from ui.docks.dice_push_gate import PushGate
from ui.docks.dice_push_typed import TypedPush
from ui.docks.dice_sight import ResultInSight, result_top
from ui.docks.dice_standing import RollStanding
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.changes import ChangeSet
    from app.services.rolls import Rolled, RollRequest
    from ui.docks.refusal_line import RefusalLine
    from ui.widgets.roll_result import RollResultView

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
        self.last: Rolled | None = None
        #: the line of the roll the last one followed up (its push), for an undo and redo of the push
        self.follows: int | None = None
        #: whom the damage offers shown name (a target fallen since: they are named anew)
        self.targets_shown: list[int | None] = []
        widgets.result_view.acceptRequested.connect(self.accept_roll)
        #: the rolls shown before, for an undo to bring back (:mod:`ui.docks.dice_kept`)
        self.kept = KeptRolls(services)
        #: keeps the last result whole in view while the dock lays itself out after the roll
        self._in_sight: ResultInSight | None = None
        #: puts the dock's widgets and the offers in the Tab order (the dock's forms: DiceForms.tab_order)
        self.retab: Callable[[], None] | None = None
        #: told of each roll (or push) shown: the dock's Secret box follows its roller
        self.shown: Callable[[Rolled], None] | None = None
        #: the round the last roll was made in, and whether its offers still stand (its round
        #: over, another target picked)
        self.life = OfferLife(services, picked)
        #: a push of a typed roll, waiting for its dice typed from the table
        self.typed_push = TypedPush(widgets.faces_edit, widgets.refusal_label, widgets.wanted_label)
        #: a damage offer waiting for the table's dice
        self.damage_dice = DamageDice(widgets, services, self._last, lambda: self.offers.applied_offers)
        self.damage_dice.target_of = lambda rolled, index: self.life.target_of(rolled, index,
                                                                                 self.offers.applied_offers)
        #: the offers of the last roll taken, and by which log lines
        self.offers = OfferBook(widgets, services, self._last, self.life, self.render_last, self._retab,
                                self._place_focus, self.damage_dice.release_damage)
        #: the offers and follow-ups of the last roll that no longer stand, and whether it is the roll before
        self.standing = RollStanding(widgets, services, self.life)
        #: the push first: the damage waits while the roll may still be pushed
        self.gate = PushGate(widgets, self.offers.used, self.standing)
        #: handed the roll a newer one takes the place of, and its round: its damage left waits
        #: (:mod:`ui.docks.dice_waiting`)
        self.waiting: Callable[[Rolled, Round], None] | None = None
        #: the rolls made (the form's, a push, a recent one again) and the recent rolls listed
        self.making = RollMaking(widgets, services, request, self._last, self.typed_push, self._show,
                                 self._show_followed, self.refused_roll, self.offers.unused_offers)

    @property
    def bound(self) -> Services:
        return self._services()

    def _last(self) -> Rolled | None:
        return self.last

    def _retab(self) -> None:
        if self.retab is not None:
            self.retab()

    def _show(self, rolled: Rolled, followed: bool = False) -> None:
        self.typed_push.drop()
        self.damage_dice.release_damage()
        clear_text(self.w.refusal_label)
        self.w.refusal_label.hide()
        # read: emptied with no text undo of its own left, so Ctrl+Z there is the window's Undo
        self.w.faces_edit.setText("")
        before, made_in = self.last, self.life.rolled_in
        self._keep(replaced_by=rolled.event_id)
        self.last = rolled
        self.follows = None
        self.gate.accepted = False
        self.offers.clear()
        self.life.start(rolled.request.opponent_id)
        self.standing.gone_said = ""
        self.standing.superseded = False
        self.render_last()
        if before is not None and self.waiting is not None and not followed:  # its damage left waits
            self.waiting(before, made_in)
        QTimer.singleShot(0, self.w.result_view, self.result_in_view)  # a new roll: its result in sight, laid out
        if self.shown is not None:
            self.shown(rolled)
        self._place_focus()
        self._reveal_result()
        # once its new lines are laid out (not once the dock is gone)
        QTimer.singleShot(0, self.w.result_view, self._reveal_result)

    def _show_followed(self, rolled: Rolled, followed: int) -> None:
        """A follow-up of the roll on line ``followed`` (its push) shown: a redo of it after its undo
        shows it again."""
        self._show(rolled, followed=True)  # the pushed roll takes the place of the roll it pushed
        self.follows = followed

    def forget(self) -> None:
        """No result shown, nor any offer built from it (its roll was taken back, or another rolls);
        kept for an undo to bring back."""
        self.typed_push.drop()
        self.damage_dice.release_damage()
        self._keep()
        self.last = None
        self.follows = None
        self.gate.accepted = False
        self.offers.clear()
        self.standing.superseded = False
        self.w.result_view.clear()

    def _keep(self, replaced_by: int | None = None) -> None:
        if self.last is not None:
            offers = self.offers
            self.kept.keep(Shown(self.last, set(offers.applied_offers), dict(offers.offer_events),
                                 offers.threat_raised, offers.threat_event, replaced_by, self.standing.superseded,
                                 self.follows, self.gate.accepted))

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
        self.damage_dice.release_damage()
        self._keep(replaced_by=shown.rolled.event_id)
        self._restore(shown)
        # the focus on its pending offer, as after the push itself (it was left on the fight list)
        QTimer.singleShot(0, self.w.result_view, self._place_focus)
        return True

    def _restore(self, shown: Shown) -> None:
        """The roll ``shown`` before, shown again as it was (its offers taken as the log has them)."""
        self.last = shown.rolled
        self.offers.restore(shown)
        self.follows, self.gate.accepted = shown.follows, shown.accepted
        self.standing.superseded = False
        self.render_last()
        if shown.superseded:  # as it was before the undone roll: the roll before, kept for its damage
            self.set_up_anew()
        self._retab()
        QTimer.singleShot(0, self.w.result_view, self._reveal_result)
        # its damage still waiting for the table's dice: the line asks for them again, in view (once
        # the undo's own change has emptied the message line)
        QTimer.singleShot(0, self.w.result_view, self.damage_dice.ask_again_brought_back)

    def offer_pressed(self, index: int) -> None:
        """A damage offer pressed (Space, Enter, a click): after a roll typed from the table, a damage
        that takes the table's dice, none typed yet, waits for them (:meth:`DamageDice.wait_for_damage`);
        else it is applied (its dice typed, or rolled here)."""
        if self.gate.holds(self.last, index):  # the push comes first: asked all the same
            return
        dice = self.damage_dice
        if not dice.console_rolls and not self.w.faces_edit.text().strip() and dice.wants_table_dice(index):
            buttons = self.w.result_view.damage_buttons
            if 0 <= index < len(buttons):
                buttons[index].show()  # still offered: it waits for its dice
            dice.wait_for_damage(index)
            return
        self.offers.apply_damage(index)

    def left_offers(self) -> list[int]:
        """The damage offers of the roll shown not applied (nor held applied by the log)."""
        result = self.last.result if self.last is not None else None
        used = self.offers.used()
        return [i for i, o in enumerate(result.damage) if not o.heal and i not in used] if result is not None else []

    def open_offers(self) -> bool:
        """Whether the roll shown still offers damage not yet rolled (a burst's other hits): such a
        result stays while the GM acts elsewhere (another roller picked, the turn passed), until each
        offer is used, its round ends, another kind of roll is picked for it or another roll takes its
        place."""
        return self.offers.open_offers()

    def keep_open_offers(self) -> bool:
        """The roll shown is another roller's: kept when its damage is still offered (the dock's
        message line says whose it is).  Whether it is kept (else the caller lets it go)."""
        if not self.open_offers() or self.last is None:
            return False
        row = self.bound.characters.character(self.last.request.character_id or 0)
        if row is not None:
            name = row.name
            self.w.refusal_label.say_again(lambda: QCoreApplication.translate(
                "DiceDock", "The damage still offered below is from {name}'s roll: the next roll keeps it, "
                "waiting to apply under its result.").format(name=name))
            self.w.refusal_label.show()
            # and on the result itself, above its offers: set apart from the new roller's roll
            self.w.result_view.say_whose(QCoreApplication.translate(
                "DiceDock", "Still to apply from {name}'s roll:").format(name=name))
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
        self.standing.supersede()

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

    def _reveal_result(self) -> None:
        result_top(self.w.roll_scroll, self.w.body, self.w.result_view)

    def _place_focus(self) -> None:
        """After a roll the focus leaves the faces field: on the result's first button (push,
        apply the damage), in the Tab order where it shows, after Roll; else back on the fight list."""
        from ui.key_guard import to_fight

        buttons = self.offer_buttons()
        self._retab()  # the offers in the dock's Tab order, after Roll
        result = self.last.result if self.last is not None else None
        if result is not None and result.success:
            # a roll that succeeded may still be pushed, but a reflex Space must not risk a mess-up:
            # its push stays in the Tab order and takes no focus
            buttons = [b for b in buttons if not b.objectName().startswith("followUp_")]
        if buttons:
            first = self.offers.hit_offer(buttons) or buttons[0]
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
        targets = self.offer_targets(rolled)
        for target in targets:
            names.append(self.w.character_combo.itemText(self.w.character_combo.findData(target)))
        self.targets_shown = targets
        features: frozenset[str] = self.bound.ruleset.features
        can_threat = "threat" in features and hasattr(self.bound, "threat")
        instead = [(r.key, QCoreApplication.translate("log", r.label)) for r in self.bound.threat.alternatives()] \
            if can_threat else []
        self.w.result_view.show_result(result, result.typed, names, can_threat, instead)
        self.offers.read_taken(rolled)
        for index in self.offers.used():  # used offers are gone
            self.w.result_view.damage_buttons[index].hide()
        self.standing.hide_gone(rolled, self.offers.applied_offers)
        if self.offers.threat_raised:
            self.w.result_view.hide_threat_offers()
        if self.standing.superseded:
            self.standing.hide_follow_ups()
        self.gate.hold(rolled)

    def offer_targets(self, rolled: Rolled) -> list[int | None]:
        """Whom each damage offer of ``rolled`` goes to now (the one after its target once he fell)."""
        damage = rolled.result.damage if rolled.result is not None else ()
        return [self.life.target_of(rolled, i, self.offers.applied_offers) for i in range(len(damage))]

    def accept_roll(self) -> None:
        """The GM accepts the roll as it is ("No push: accept the roll"): its damage is offered, the
        focus on the first offer, the line saying what Enter does there."""
        if self.last is None:
            return
        self.gate.accepted = True
        self.render_last()
        self._retab()
        buttons = [b for b in self.offer_buttons() if b in self.w.result_view.damage_buttons]
        if buttons:
            first = self.offers.hit_offer(buttons) or buttons[0]
            first.show()
            first.setFocus(Qt.FocusReason.OtherFocusReason)
        self.gate.say_accepted()

    def result_in_view(self) -> None:
        """The new result and its offers whole in the dock's view, kept so while the dock settles."""
        if self._in_sight is not None:
            self._in_sight.stop()
        self._in_sight = ResultInSight(self.w.roll_scroll, self.w.body, self.w.result_view)

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
        if self.last is not None:
            self.standing.offer_in_sight([b for b in self.offer_buttons() if b.isVisible()])

    def recheck(self) -> None:
        """The round, the target or the roller may have changed: the last roll's offers shown again
        if what of them stands is no longer what is shown."""
        rolled = self.last
        if rolled is None or rolled.result is None or not (rolled.result.damage or rolled.result.follow_ups):
            return
        offers = self.offers
        # an offer the log holds applied that the dock did not apply itself (a redo, another console)
        taken = self.bound.rolls.offers_taken(rolled) - offers.applied_offers
        if self.standing.differs(rolled, offers.applied_offers) \
                or taken != offers.taken_offers - offers.applied_offers \
                or self.offer_targets(rolled) != self.targets_shown:  # the target fell: the hits named anew
            self.render_last()
