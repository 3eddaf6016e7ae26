"""The dice dock's rolls made: the form's roll (or the faces typed from the table), a push or other
follow-up of the roll shown (a typed roll's push first asking for its dice), a recent roll repeated;
each made through the rolls service, its refusal said on the message line, and the recent rolls listed.

:class:`RollMaking` is a member of :class:`ui.docks.dice_rolling.DiceRolling`, which hands it the
dock's widgets, the roll the form asks for, the roll shown, the typed push waiting for its dice, and
what to do with a roll made (show it) or refused.  Its texts keep the ``DiceDock`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidgetItem, QMainWindow

from app.services.logtext import qt_translate, render, render_event, render_value
from ui import i18n
from ui.docks.dice_push_typed import TypedPush, asks_faces

if TYPE_CHECKING:
    from app.rules.rolling import FollowUp
    from app.services.bundle import Services
    from app.services.rolls import Rolled, RollRequest
    from ui.docks.dice_rolling import RollWidgets

REQUEST_ROLE = Qt.ItemDataRole.UserRole + 1


class RollMaking:
    """Makes the rolls the GM asks for and hands each one made to ``show`` (a follow-up's to
    ``show_followed``, with the line of the roll it followed); ``refused`` is told of a roll refused,
    ``unused`` says how many damage offers of the roll shown a new roll would leave unused."""

    def __init__(
        self,
        widgets: RollWidgets,
        services: Callable[[], Services],
        request: Callable[[], RollRequest],
        shown: Callable[[], Rolled | None],
        typed_push: TypedPush,
        show: Callable[[Rolled], None],
        show_followed: Callable[[Rolled, int], None],
        refused: Callable[[], None],
        unused: Callable[[], int],
    ) -> None:
        self.w = widgets
        self._services = services
        self.request = request
        self._shown = shown
        self._typed_push = typed_push
        self._show = show
        self._show_followed = show_followed
        self._refused_roll = refused
        self._unused = unused
        #: told of each roll made from the form: its inputs for one roll only are emptied
        self.made: Callable[[], None] | None = None

    @property
    def bound(self) -> Services:
        return self._services()

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
            self._refused_roll()
            return
        if self.made is not None:
            self.made()
        unused = self._unused()
        self._show(rolled)
        if unused:
            self._say_dropped(unused)

    def _say_dropped(self, count: int) -> None:
        """A new roll took the place of damage offers never used: the status bar says so, and how to
        have them back (the GM never loses an offer without a word)."""
        window = self.w.result_view.window()
        if not isinstance(window, QMainWindow):
            return
        said = i18n.plural(QCoreApplication.translate(
            "DiceDock", "The roll before still offered {count} damage {count|roll|rolls}, not used: listed under "
                        "this result, waiting to apply (Alt+1…9; Delete drops)."), count=count)
        window.statusBar().setStyleSheet("")
        window.statusBar().showMessage(said, 15000)

    def roll(self) -> None:
        """Roll the form's roll, or read the faces typed; a push waiting for its dice (a typed
        roll's) takes the faces typed, or rolls them here when none are."""
        if self._typed_push.waiting is not None:
            self._held_push()
            return
        self._roll_request(self.request())

    def faces_entered(self) -> None:
        """Enter in the faces field: as :meth:`roll`, but a push waiting for its dice asks for them
        again when none are typed (only Ctrl+R rolls them here)."""
        if self._typed_push.waiting is not None and not self.w.faces_edit.text().strip():
            if self._typed_push.rolled_here:  # the console's roll: its push rolled here too
                self._held_push()
                return
            self._typed_push.ask_again()
            return
        self.roll()

    def _held_push(self) -> None:
        held = self._typed_push.waiting
        if held is None or self._shown() is None:
            self._typed_push.drop()
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
        last = self._shown()
        if last is None:
            return
        if asks_faces(last.result, action, self.w.faces_edit.text()):
            result = last.result
            follows = result.follow_ups if result is not None else ()
            follow = next((f for f in follows if f.key == action), None)
            said = follow.dice_said if follow is not None else None
            count = said.get("args", {}).get("count") if isinstance(said, dict) else None
            self._typed_push.ask(action, points, render_value(said, qt_translate) if said else "",
                                 rolled_here=result is not None and not result.typed,
                                 count=count if type(count) is int else 0, **self._push_said(last, follow))
            return
        self._follow_up(action, points)

    def _push_said(self, last: Rolled, follow: FollowUp | None) -> dict[str, str]:
        """Who pushes (a duel's defender pushing his side: he, not the roller) and the push's own
        odds as the rules offered them ("Win the duel 13.2% · … · Mess-up 16.7%"), for the dock to
        say while the push waits for its dice."""
        if follow is None:
            return {}
        who = last.request.opponent_id if follow.by == "opponent" else last.request.character_id
        row = self.bound.characters.character(who) if who is not None else None
        odds = follow.args.get("odds")
        parts = [render_value(part, qt_translate) for part in odds] if isinstance(odds, list) else []
        return {"whose": row.name if row is not None else "", "odds": " · ".join(parts)}

    def _follow_up(self, action: str, points: int) -> None:
        last = self._shown()
        if last is None:
            return
        self.bound.rolls.failed.connect(self._refused)
        try:
            rolled = self.bound.rolls.follow_up(last, action, points, self.w.faces_edit.text())
        finally:
            self.bound.rolls.failed.disconnect(self._refused)
        followed = self._shown()  # the roll shown once the push is made: the one it followed
        if rolled is not None and followed is not None:
            self._show_followed(rolled, followed.event_id)  # a redo of this push after its undo shows it again

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
