"""A push waits for its dice: typed at the table, or rolled here when the GM asks.

After a typed roll that failed, the focus is on "Push the roll" and Enter pressed it: the pushed
dice were rolled in the app ("rolled here") while the players rolled theirs at the table, and
nothing asked for those.  :class:`TypedPush` holds such a push, when the faces field is empty: the
focus goes to the field, which says "Type the pushed dice, then Enter"; Enter there pushes with the
faces typed ("typed from the table"), Enter on the empty field asks again, and Ctrl+R (or the Roll
button) rolls the pushed dice in the app, only when the GM asks so.

A roll the console rolled is pushed the same way, by the same keys: Space on "Push the roll" holds
the push (before, it pushed at once there, and a GM who then pressed Ctrl+R as after a typed roll
rolled a new shot instead); Ctrl+R, or Enter on the empty field, rolls the pushed dice here, and
dice typed then Enter push with them.

A new roll shown, the roll taken back, or the focus gone from the field elsewhere than to the Roll
button (the GM changed his mind) lets the push go, and the dock's line says so: a later Ctrl+R
rolls the form's roll again, never without a word.

While the push waits, the field is wide enough for its dice typed whole ("2 2 3 4 2 2 3 4 1"): beside
the fight list at 1366×768 it was some 125 pixels, and a push's nine dice scrolled out of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from ui.widgets.placeholder_fit import FittingPlaceholder
from ui.widgets.typed_dice import POOL_DICE

if TYPE_CHECKING:  # the rules load with the campaign, after the window's first paint
    from app.rules.rolling import RollResult

ASK = QT_TRANSLATE_NOOP("DiceDock", "Type the pushed dice, then Enter (Ctrl+R rolls them here)")
ASK_AGAIN = QT_TRANSLATE_NOOP("DiceDock", "Type the pushed dice at the table, then Enter; Ctrl+R rolls them here")
#: the same, with the dice the push rolls as the rules say them ("11 pushed dice: 9 base, 2 stress")
ASK_SAID = QT_TRANSLATE_NOOP("DiceDock", "Type the {dice}, then Enter (Ctrl+R rolls them here)")
ASK_SAID_AGAIN = QT_TRANSLATE_NOOP("DiceDock", "Type the {dice} at the table, then Enter; Ctrl+R rolls them here")
#: the push of a roll the console rolled
ASK_HERE = QT_TRANSLATE_NOOP(
    "DiceDock", "Push: Ctrl+R or Enter rolls the pushed dice here; or type the dice rolled at the table, then Enter")
#: the push let go (the GM went elsewhere)
LET_GO = QT_TRANSLATE_NOOP("DiceDock", "The push is let go: Ctrl+R rolls the form's roll.")


def asks_faces(result: RollResult | None, action: str, faces: str) -> bool:
    """Whether the follow-up ``action`` of ``result`` waits for its dice (typed at the table, or
    Ctrl+R): the follow-up rolls dice, and no faces are typed yet."""
    if result is None or faces.strip():
        return False
    return any(follow.key == action and follow.rolls_dice for follow in result.follow_ups)


class TypedPush(QObject):
    """The push waiting for its dice typed from the table (see the module's words)."""

    def __init__(self, faces: QLineEdit, said: QLabel, wanted: QLabel | None = None) -> None:
        super().__init__(faces)
        self.faces = faces
        self.said = said
        #: the line of the dice the form's roll takes ("Table dice: 15 dice"), hidden while the push
        #: asks for its own, and whether it showed before
        self.wanted = wanted
        self.wanted_shown = False
        #: the dice the push rolls, as said ("11 pushed dice: 9 base, 2 stress"); empty where unsaid
        self.dice = ""
        #: the follow-up asked (its key and points), until its dice are typed or rolled here
        self.waiting: tuple[str, int] | None = None
        #: whether the roll held was rolled here (Enter on the empty field rolls its push here too)
        self.rolled_here = False
        #: where the focus may go from the field with the push still waiting (the Roll button)
        self.keep_with: list[QWidget] = []
        #: the typed dice the field was wide enough for before the push asked for its own
        self.dice_before: int | None = None
        #: who pushes (the defender of a duel pushing his side, not the roller) and the push's own odds
        #: as the rules offered them, said by the dock over the form's odds while the push waits
        self.whose = ""
        self.odds = ""
        #: told when a push starts or stops waiting (the dock's odds line and faces hint follow it)
        self.on_change: Callable[[], None] | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._moved)

    def keep_with_focus_on(self, widget: QWidget) -> None:
        """The focus may go to ``widget`` from the field with the push still waiting."""
        self.keep_with.append(widget)

    def _moved(self, old: QWidget | None, now: QWidget | None) -> None:
        if self.waiting is not None and old is self.faces and now is not None and now not in self.keep_with:
            self.drop()
            self._say(LET_GO)  # the next Ctrl+R is the form's roll: said, not a surprise

    def ask(self, action: str, points: int, dice: str = "", rolled_here: bool = False, count: int = 0,
            whose: str = "", odds: str = "") -> None:
        """Hold the follow-up and send the focus to the faces field, which says what to type (the
        ``dice`` the push rolls, where said; ``rolled_here``: the roll was the console's, whose push
        Enter rolls here too; ``count``: how many dice, the field wide enough for them typed); the
        form's own "Table dice" line goes meanwhile."""
        if self.waiting is None and self.wanted is not None:
            self.wanted_shown = not self.wanted.isHidden()
            self.wanted.hide()
        self._widen(max(count, POOL_DICE))
        self.waiting = (action, points)
        self.dice = dice
        self.rolled_here = rolled_here
        self.whose, self.odds = whose, odds
        self._say(ASK_HERE if rolled_here else ASK_SAID if dice else ASK)
        self.faces.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.on_change is not None:
            self.on_change()

    def ask_again(self) -> None:
        """Enter on the empty field: the faces are asked again, nothing rolled."""
        self._say(ASK_SAID_AGAIN if self.dice else ASK_AGAIN)
        self.faces.setFocus(Qt.FocusReason.OtherFocusReason)

    def take(self) -> tuple[str, int] | None:
        """The follow-up held, now let go (to run with the faces typed, or rolled here)."""
        waiting, self.waiting = self.waiting, None
        self._widen(None)
        if waiting is not None:
            self.said.clear()
            self.said.hide()
            if self.wanted is not None and self.wanted_shown:
                self.wanted.show()
            self.wanted_shown = False
            self.whose = self.odds = ""
            if self.on_change is not None:
                self.on_change()
        return waiting

    def drop(self) -> None:
        """Another roll shown, or the roll taken back: nothing is held any more."""
        self.take()

    def _widen(self, dice: int | None) -> None:
        """The field wide enough for ``dice`` typed dice while the push waits; None: as it was."""
        fitting = self.faces.findChild(FittingPlaceholder)
        if not isinstance(fitting, FittingPlaceholder):
            return
        if dice is None:
            if self.dice_before is not None:
                fitting.dice, self.dice_before = self.dice_before, None
                fitting.set_texts(fitting.texts)
            return
        if self.dice_before is None:
            self.dice_before = fitting.dice
        fitting.dice = max(dice, self.dice_before)
        fitting.set_texts(fitting.texts)

    def _say(self, text: str) -> None:
        self.said.setText(QCoreApplication.translate("DiceDock", text).replace("{dice}", self.dice))
        self.said.show()
