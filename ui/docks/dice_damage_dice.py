"""The dice dock's damage offer waiting for the table's dice: after a roll typed from the table, a
damage that takes dice the table rolls (its armour's d10, a hit's own dice) asks for them in the
faces field before it is applied; Enter there applies it with them, Ctrl+R lets the console roll them.

:class:`DamageDice` is a member of :class:`ui.docks.dice_rolling.DiceRolling`, which hands it the
dock's widgets, the roll shown and the offers of it already applied; it keeps which offer waits for
its dice and what the message line last asked.  Its texts keep the ``DiceDock`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from app.services.logtext import qt_translate, render_value
from ui.docks.dice_damage_words import damage_dice_words
from ui.focus_in_view import bring_into_view
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.rolls import Rolled
    from ui.docks.dice_rolling import RollWidgets


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


class DamageDice:
    """The damage offer of the roll shown that waits for the table's dice, and the message line's
    question for them.

    ``services`` returns the bound campaign's services; ``shown`` the roll shown (None: none);
    ``applied`` the indexes of its damage offers already applied."""

    def __init__(
        self,
        widgets: RollWidgets,
        services: Callable[[], Services],
        shown: Callable[[], Rolled | None],
        applied: Callable[[], set[int]],
    ) -> None:
        self.w = widgets
        self._services = services
        self._shown = shown
        self._applied = applied
        #: whom damage offer n of a roll goes to now (its target, or the one after him once he fell)
        self.target_of: Callable[[Rolled, int], int | None] = \
            lambda rolled, index: (rolled.request.opponent_id if rolled.result is not None
                                   and rolled.result.damage[index].to == "opponent" else rolled.request.character_id)
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
        #: where the focus may go from the faces field with a damage still waiting (the Roll button)
        self.keep_damage_with: list[QWidget] = []
        self._watch = FocusWatch(widgets.faces_edit, self._focus_moved)  # gone with the field
        #: a line the message line keeps above the damage's dice (a fire's "Attack 2 of 3")
        self.note: Callable[[], str] | None = None

    @property
    def bound(self) -> Services:
        return self._services()

    def ask_again_brought_back(self) -> None:
        """The roll brought back by an undo still offers a damage that takes the table's dice: the
        message line says which (Ctrl+K types them), scrolled into view."""
        rolled = self._shown()
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
        rolled = self._shown()
        if rolled is None or rolled.result is None or not 0 <= index < len(rolled.result.damage):
            return None
        offer = rolled.result.damage[index]
        target = self.target_of(rolled, index)
        if target is None:
            return None
        return self.bound.characters.dice_wanted(target, dict(offer.request), offer.heal)

    def damage_dice_said(self, index: int, bar: bool = True) -> None:
        """Damage offer ``index`` has the focus (or its dice are being typed): the message line says
        how many dice of which kind it takes, and how to give them (``bar``: the status bar too)."""
        rolled = self._shown()
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

        view = self.w.result_view
        if view.another_s():  # the roll before's damage: asked for under its own heading, not the roller's part
            view.say_under_whose(said())
            window = view.window()
            if bar and isinstance(window, QMainWindow):
                window.statusBar().showMessage(said(), 15000)
            bring_into_view(view.from_note)
            self.prompted = None  # Ctrl+K from elsewhere is the roller's own roll's
            return
        self.w.refusal_label.say_again(said, bar)
        self.w.refusal_label.show()
        self.prompted = (rolled, index, said)

    def prompt_standing(self) -> int | None:
        """The damage offer whose "Table dice for this damage" the message line says now, while it
        still stands (the roll shown, its dice still wanted); None otherwise."""
        prompted, line = self.prompted, self.w.refusal_label
        if prompted is None or prompted[0] is not self._shown() or line.isHidden() or line.words() is not prompted[2]:
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
        rolled = self._shown()
        if self.faces_for is None or wanted is None or rolled is None or rolled.result is None:
            return
        target = self.target_of(rolled, index)
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
        its dice is let go (a later Ctrl+R rolls the form's roll, not that damage).  On a damage offer
        whose dice a digit typed takes, the faces field says it takes that damage's dice ("Faces of
        Dana's roll" read as the next shot's, and "2" Enter went to the damage); off it, the roll's."""
        if self.damage_waiting is None:
            buttons = self.w.result_view.damage_buttons
            if now in buttons and self.offer_wanted(buttons.index(now)) is not None:
                self.damage_faces_hint(buttons.index(now))
            elif old in buttons and now is not self.w.faces_edit and self.faces_for is not None:
                self.faces_for(None, "")
            return
        if old is not self.w.faces_edit or now is None:
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
        rolled = self._shown()
        return rolled is not None and rolled.typed and self.offer_wanted(index) is not None

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
        if self._shown() is None or not 0 <= index < len(buttons) or index in self._applied():
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
