"""The dice dock's damage waiting to apply: two players roll at once, and the GM applies both.

A roll of this round whose damage offers were not all applied when a newer roll took its place in the
dock leaves them here, in a compact list under the result ("Dana Cruz → Shambler 1: 6 damage (Close
combat)"): Alt+1…Alt+9 applies the first nine (or Enter on the list's row), Delete on a row drops one
(one undoable line in the log, :mod:`app.services.rolls.dropped`).  Each is worked out anew from the
log at every change: an offer applied (here, by the roll's own button or from the Damage dialog) or
dropped goes, and its undo brings it back; a roll taken back takes its offers with it, its redo
brings them again; a roll shown again in the dock (an undo of the roll after it) is the dock's own.
The newest roll's own offers stay on its result, as ever (Enter applies them).  An offer whose target
is dead (a zombie called destroyed) or gone from the campaign goes, the line of the damage or the call
that killed him naming it; one down (the GM's call still to make) still takes it.

When the round ends with damage still waiting (or offered on the newest roll), the message line
names each ("The round has ended with damage not applied: …"); undoing the round's end offers them
again.  A roll made out of a fight waits until a fight's round leaves it behind.

:class:`WaitingOffers` is a member of :class:`ui.docks.dice_dock.DiceDock` (``waiting``); its texts
keep the ``DiceDock`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QListWidgetItem, QMainWindow, QWidget

from ui import keymap

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.rolls import Rolled
    from ui.docks.dice_dock import DiceDock
    from ui.docks.dice_offers import OfferLife, Round
    from ui.docks.refusal_line import RefusalLine

#: the rolls held (the latest: a round's rolls, not the night's)
HELD = 24
#: the offers Alt+digit applies
KEYED = 9


class WaitingOffers(QObject):
    """The earlier rolls of the round whose damage waits, the list showing it, and its keys.

    ``services`` returns the bound campaign's services; ``life`` the dock's round of its last roll;
    ``newest`` the roll the dock shows (its offers are its own) and ``newest_left`` the indexes of
    its offers not applied; ``line`` the dock's message line."""

    def __init__(self, parent: QWidget, services: Callable[[], Services], life: OfferLife,
                 newest: Callable[[], Rolled | None], newest_left: Callable[[], list[int]],
                 line: RefusalLine) -> None:
        super().__init__(parent)
        self._services = services
        self._life = life
        self._newest = newest
        self._newest_left = newest_left
        self._line = line
        #: each roll held by its log line: the roll and the round it was made in
        self.held: dict[int, tuple[Rolled, Round]] = {}
        #: the offers listed now, top to bottom: (roll, offer index)
        self.entries: list[tuple[Rolled, int]] = []
        #: the round last seen, and what was left unapplied in it then (said when it ends)
        self._round: Round = None
        self._left: list[str] = []
        self.heading = QLabel(parent)
        self.heading.setObjectName("waitingHeading")
        self.heading.setWordWrap(True)
        self.list = QListWidget(parent)
        self.list.setObjectName("waitingList")
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemActivated.connect(lambda item: self.apply(self.list.row(item)))
        self.list.installEventFilter(self)
        self.keys: list[QShortcut] = []
        for number in range(1, KEYED + 1):
            key = QShortcut(QKeySequence(f"Alt+{number}"), parent)
            key.setContext(Qt.ShortcutContext.WindowShortcut)
            key.activated.connect(lambda n=number: self.apply(n - 1))
            self.keys.append(key)
        self.heading.hide()
        self.list.hide()

    @classmethod
    def under_result(cls, dock: DiceDock) -> WaitingOffers:
        """Made for ``dock``: under its result, in its Tab order after it, handed each roll a newer one
        takes the place of."""
        rolls = dock.rolls
        made = cls(dock.body, lambda: dock.bound, rolls.life, lambda: rolls.last, rolls.left_offers,
                   dock.refusal_label)
        layout = dock.body_layout
        layout.insertWidget(layout.indexOf(dock.result_view) + 1, made.heading)
        layout.insertWidget(layout.indexOf(dock.result_view) + 2, made.list)
        rolls.waiting = made.take
        dock.forms.tab_tail.insert(0, made.list)
        return made

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.list and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() == Qt.Key.Key_Delete:
            self.drop(self.list.currentRow())
            return True
        if watched is self.list and event.type() == QEvent.Type.Resize and self.list.count():
            self._fit()  # another width: its rows wrap anew
        return super().eventFilter(watched, event)

    # ---------------------------------------------------------------- what waits
    def clear(self) -> None:
        """Another campaign: nothing of the last waits."""
        self.held.clear()
        self.entries = []
        self._round, self._left = None, []
        self.render()

    def take(self, rolled: Rolled, made_in: Round) -> None:
        """``rolled`` leaves the dock's result for a newer roll: its offers not applied wait here."""
        if rolled.result is None or not rolled.result.damage:
            return
        self.held.pop(rolled.event_id, None)
        self.held[rolled.event_id] = (rolled, made_in)
        while len(self.held) > HELD:
            del self.held[next(iter(self.held))]
        self.refresh()

    def refresh(self) -> None:
        """Worked out anew from the log (an offer applied, dropped, undone or redone; a roll taken
        back; the round over), the list shown again; the round's end names what it left."""
        services = self._services()
        now = self._life.now()
        newest = self._newest()
        entries: list[tuple[Rolled, int]] = []
        if self.held:
            standing = {h.event_id for h in services.campaign.history(ids=sorted(self.held)) if not h.undone}
            for event_id, (rolled, made_in) in self.held.items():
                if made_in != now or event_id not in standing or (newest is not None and newest.event_id == event_id):
                    continue
                used = services.rolls.offers_taken(rolled) | services.rolls.offers_dropped(rolled)
                damage = rolled.result.damage if rolled.result is not None else ()
                entries.extend((rolled, i) for i, offer in enumerate(damage) if not offer.heal and i not in used)
        # a target dead (a zombie called destroyed, one killed) takes no more: its offers go, the line of
        # what killed him named them (:meth:`offered_on`)
        self.entries = [(rolled, i) for rolled, i in entries if not self._refusal(self._target(rolled, i))]
        services.initiative.unapplied = self.unapplied  # a round's end names them in its line
        services.characters.offered_on = self.offered_on
        self._round_end(now, newest)
        self.render()

    def _round_end(self, now: Round, newest: Rolled | None) -> None:
        """The round gone on (or the fight over) with damage left unapplied: the line names it."""
        was, left = self._round, self._left
        self._round = now
        own = [(newest, i) for i in self._newest_left()] if newest is not None and self._life.rolled_in == now else []
        self._left = self.texts([*self.entries, *own])
        back = now is not None and was is not None and now[0] == was[0] and now[1] < was[1]
        if back:  # the round's end taken back: what it left is offered again, said so once all is shown again
            QTimer.singleShot(0, self._line, self._offered_again)
            return
        if not left or was is None or now == was or back:
            return
        self._say(lambda: QCoreApplication.translate(
            "DiceDock",
            "The round has ended with damage not applied: {offers}. {key} takes the round's end back to apply it.",
        ).format(offers="; ".join(left), key=keymap.first_shown("edit.undo")))

    def _offered_again(self) -> None:
        """After the undo of a round's end: the damage it left, offered again, named (the newest roll's
        own offers too, shown again by then)."""
        newest = self._newest()
        own = [(newest, i) for i in self._newest_left()] if newest is not None else []
        again = self.texts([*self.entries, *own])
        if again:
            self._say(lambda: QCoreApplication.translate("DiceDock", "Damage offered again: {offers}.").format(
                offers="; ".join(again)))

    def _say(self, build: Callable[[], str]) -> None:
        """``build``'s words on the message line, and after what the status bar says of the action
        that changed the round (its end, or the undo of it: "Undo: End of round 1 — Damage offered
        again: …"), once the action has said it."""
        self._line.say_again(build, bar=False)
        self._line.show()

        def to_bar() -> None:
            window = self._line.window()
            if isinstance(window, QMainWindow):
                bar = window.statusBar()
                said = bar.currentMessage()
                bar.showMessage(f"{said} — {build()}" if said and build() not in said else build(), 15000)

        QTimer.singleShot(0, self._line, to_bar)

    def unapplied(self) -> list[dict[str, Any]]:
        """The damage of this round not applied (waiting here, or offered on the newest roll), in the
        log's words: who → whom and the roll, its skill and weapon ("Father Tom → Shambler (Attack …,
        Shotgun)"), for the round's end to name."""
        newest = self._newest()
        now = self._life.now()
        own = [(newest, i) for i in self._newest_left()] if newest is not None and self._life.rolled_in == now else []
        return self._words([*self.entries, *own])

    def offered_on(self, character_id: int, of_roll: int | None) -> list[dict[str, Any]]:
        """The damage waiting here or offered on the newest roll on ``character_id`` (but that of the
        roll ``of_roll``, being applied), in the log's words: a damage or a call that leaves him dead
        names it gone."""
        newest = self._newest()
        own = ([(newest, i) for i in self._newest_left()] if newest is not None
               and self._life.rolled_in == self._life.now() else [])
        return self._words([(rolled, i) for rolled, i in (*self.entries, *own)
                            if self._target(rolled, i) == character_id and rolled.event_id != of_roll])

    def _words(self, pairs: list[tuple[Rolled, int]]) -> list[dict[str, Any]]:
        """The offers ``pairs`` in the log's words: who → whom and the roll, its skill and weapon."""
        from app.services.initiative.turns import LEFT_ONE  # with the fight's services, once a round ends
        from app.services.roll_words import roll_arg

        services = self._services()
        out: list[dict[str, Any]] = []
        for rolled, index in pairs:
            request = rolled.request
            offer = rolled.result.damage[index] if rolled.result is not None else None
            if offer is None or offer.heal:
                continue
            sides = (request.character_id, request.opponent_id)
            name, target = (sides[1], sides[0]) if offer.to == "roller" else sides
            spec = next((k for k in services.rolls.kinds(request.character_id) if k.key == request.kind), None)
            roll: Any = roll_arg(spec, request.inputs) if spec is not None else request.kind
            out.append({"t": LEFT_ONE, "ctx": "log",
                        "args": {"name": self._name(name), "target": self._name(target), "roll": roll}})
        return out

    # ---------------------------------------------------------------- on screen
    def texts(self, pairs: list[tuple[Rolled, int]]) -> list[str]:
        """The offers ``pairs`` as :meth:`text` names them, two alike told apart by what each roll
        rolled (its skill and weapon: "Father Tom → Shambler: damage to roll (Attack…, Shotgun)")."""
        said = [self.text(rolled, i) for rolled, i in pairs]
        whole = [self.text(rolled, i, whole=True) if said.count(text) > 1 else text
                 for (rolled, i), text in zip(pairs, said, strict=True)]
        # a burst's hits rolled with the same weapon read alike either way: named as they were
        return [w if any(s == text and v != w for s, v in zip(said, whole, strict=True)) else text
                for text, w in zip(said, whole, strict=True)]

    def text(self, rolled: Rolled, index: int, whole: bool = False) -> str:
        """One offer as the list (and the round's end) names it: who → whom, how much, which roll
        (``whole``: with what it rolled, its skill and weapon, as the log names it)."""
        services = self._services()
        request = rolled.request
        offer = rolled.result.damage[index] if rolled.result is not None else None
        to_roller = offer is not None and offer.to == "roller"
        sides = (request.character_id, request.opponent_id)
        name, target = (self._name(sides[1]), self._name(sides[0])) if to_roller else map(self._name, sides)
        spec = next((k for k in services.rolls.kinds(request.character_id) if k.key == request.kind), None)
        if spec is not None and whole:
            from app.services.logtext import qt_translate, render_value
            from app.services.roll_words import roll_arg

            roll = render_value(roll_arg(spec, request.inputs), qt_translate)
        else:
            roll = QCoreApplication.translate("rules", spec.label) if spec is not None else request.kind
        if offer is not None and offer.amount:
            return QCoreApplication.translate("DiceDock", "{name} → {target}: {amount} damage ({roll})").format(
                name=name, target=target, amount=offer.amount, roll=roll)
        return QCoreApplication.translate("DiceDock", "{name} → {target}: damage to roll ({roll})").format(
            name=name, target=target, roll=roll)

    def _name(self, character_id: int | None) -> str:
        row = self._services().characters.character(character_id) if character_id is not None else None
        return row.name if row is not None else "?"

    def render(self) -> None:
        """The list as :attr:`entries` has it (hidden when nothing waits), its row kept."""
        row = max(self.list.currentRow(), 0)
        self.list.clear()
        for number, said in enumerate(self.texts(self.entries), start=1):
            item = QListWidgetItem(f"Alt+{number}  {said}" if number <= KEYED else said)
            self.list.addItem(item)
        shown = bool(self.entries)
        self.heading.setText(QCoreApplication.translate(
            "DiceDock", "Waiting to apply, from earlier rolls of this round (Alt+1…9 or Enter applies, Delete drops):"))
        self.heading.setVisible(shown)
        self.list.setVisible(shown)
        if shown:
            self.list.setCurrentRow(min(row, len(self.entries) - 1))
            self._fit()

    def _fit(self) -> None:
        """The list as high as its first four rows, each whole as it wraps in the dock's width."""
        metrics, width = self.list.fontMetrics(), max(self.list.viewport().width() - 8, 40)
        flags = int(Qt.TextFlag.TextWordWrap)
        rows = [metrics.boundingRect(QRect(0, 0, width, 10_000), flags, self.list.item(i).text()).height() + 4
                for i in range(min(self.list.count(), 4))]
        self.list.setFixedHeight(sum(rows) + 2 * self.list.frameWidth() + 2)

    # ---------------------------------------------------------------- the GM's actions
    def apply(self, row: int) -> bool:
        """The offer on ``row`` applied to its target (refused with why when he is dead or gone)."""
        if not 0 <= row < len(self.entries):
            return False
        rolled, index = self.entries[row]
        services = self._services()
        offer = rolled.result.damage[index] if rolled.result is not None else None
        if offer is None:
            return False
        request = rolled.request
        to_roller = offer.to == "roller"
        target = request.character_id if to_roller else request.opponent_id
        attacker = request.opponent_id if to_roller else request.character_id
        refusal = self._refusal(target)
        if refusal:
            self._line.say_again(lambda: refusal)
            self._line.show()
            return False
        assert target is not None
        from app.services.rolls.settled import offer_hit  # the services load with the campaign, not the window

        with services.campaign.following(rolled.event_id):  # as secret as the roll's line
            done = services.characters.damage(target, dict(offer.request), actor_id=attacker if attacker != target
                                              else None, of_roll=rolled.event_id,
                                              hit=offer_hit(rolled.result, index))
        if done:
            self._keep_focus()
        return done

    @staticmethod
    def _target(rolled: Rolled, index: int) -> int | None:
        """Whom offer ``index`` of ``rolled`` damages: its target, or its roller for a blow back."""
        offer = rolled.result.damage[index] if rolled.result is not None else None
        to_roller = offer is not None and offer.to == "roller"
        return rolled.request.character_id if to_roller else rolled.request.opponent_id

    def _refusal(self, target: int | None) -> str:
        services = self._services()
        row = services.characters.character(target) if target is not None else None
        if row is None:
            return QCoreApplication.translate(
                "DiceDock", "The target of this damage is gone from the campaign: it can no longer be applied.")
        if services.ruleset.is_dead(row.sheet, row.state):
            return QCoreApplication.translate(
                "DiceDock", "{name} is dead: this damage can no longer be applied.").format(name=row.name)
        return ""

    def drop(self, row: int) -> bool:
        """The offer on ``row`` dropped, not applied (one undoable line in the log)."""
        if not 0 <= row < len(self.entries):
            return False
        rolled, index = self.entries[row]
        done = self._services().rolls.drop_offer(rolled, index)
        if done:
            self._keep_focus()
        return done

    def _keep_focus(self) -> None:
        """The list read anew (the change's own refresh may come later); the focus stays on it while
        something waits."""
        had = self.list.hasFocus()
        self.refresh()
        if had and not self.entries:
            from ui.key_guard import to_fight

            to_fight(self.list)
