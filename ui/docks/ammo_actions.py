"""The ammo dock's actions: fire, fire with the ruleset's options, reload, ammunition found, given
or lost, the low-ammo warnings, and a refusal shown in the dock and the status bar.

:class:`AmmoActions` is a member of :class:`ui.docks.ammo_dock.AmmoDock`: it owns the dock's
window-wide actions (their keys come from :mod:`ui.keymap`) and the character they act on, and it
is handed the widgets it reads and writes (the weapons table, the message line, the warning's spin
box) once the dock has made them (:meth:`attach`).  Its texts keep the ``AmmoDock`` translation
context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QLabel, QMainWindow, QSpinBox, QWidget

from app.services import bounds
from app.services.logtext import qt_translate, render_value
from app.services.row_ids import row_id
from ui import i18n, keymap
from ui.dialogs.ask import ask_int
from ui.docks.acting import acting_character, actor_stocks
from ui.messages import refusal_message
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.rules.declarations import AmmoStock
    from app.services.ammo import StockView
    from app.services.bundle import Services
    from ui.selection import Selection
    from ui.widgets.ammo_table import StockTable

#: the actions checked against the rules before they act or ask anything (F, Shift+F, Ctrl+L)
CHECKED = ("fire", "reload")

#: (key, shortcut) of the window-wide actions, in Fight-menu order
ACTIONS = (
    ("fire", "F"),
    ("fireWith", "Shift+F"),
    ("reload", "Ctrl+L"),
    ("refill", "Ctrl+Shift+P"),
    ("give", "Ctrl+Shift+G"),
    ("empty", "Ctrl+Shift+M"),
)


class AmmoActions:
    """What the ammo dock's keys and buttons do, and the character they act on.

    ``parent`` holds the window-wide actions and parents the dialogs; ``services`` returns the bound
    campaign's services; ``selection`` is the window's shared selection."""

    def __init__(self, parent: QWidget, services: Callable[[], Services], selection: Selection) -> None:
        self._parent = parent
        self._services = services
        self._selection = selection
        #: the character the dock shows and the actions act on
        self.character_id: int | None = None
        self._views: list[StockView] = []
        #: the last fire asked for is another shot of a weapon whose round is already paid (norms)
        self.paid_round = False
        self._table: StockTable | None = None
        self._message: QLabel | None = None
        self._warn_spin: QSpinBox | None = None
        self.actions: dict[str, QAction] = {}
        slots: dict[str, Callable[[], None]] = {
            "fire": self.fire,
            "fireWith": self.fire_with_options,
            "reload": self.reload,
            "refill": self.refill,
            "give": self.give,
            "empty": self.empty,
        }
        for key, _default in ACTIONS:  # the keys come from ui.keymap
            action = QAction(parent)
            action.setObjectName(f"actAmmo_{key}")
            keymap.bind(action, f"ammo.{key}")
            action.triggered.connect(lambda _=False, run=slots[key]: run())
            parent.addAction(action)
            self.actions[key] = action
        self.slots = slots

    def attach(self, table: StockTable, message: QLabel, warn_spin: QSpinBox) -> None:
        """The dock's widgets the actions read and write, once the dock has made them."""
        self._table, self._message, self._warn_spin = table, message, warn_spin

    @property
    def table(self) -> StockTable:
        if self._table is None:
            raise RuntimeError("the ammo dock's widgets are not made yet")
        return self._table

    @property
    def message(self) -> QLabel:
        if self._message is None:
            raise RuntimeError("the ammo dock's widgets are not made yet")
        return self._message

    @property
    def bound(self) -> Services:
        return self._services()

    def _selected(self, action: str) -> tuple[int, str] | None:
        """The character and the stock an action applies to: the table's row, else the first that
        allows it.  Read from the campaign, not from the table, which is out of date while the dock
        is behind its tab or hidden: the selected character, else the one whose turn it is."""
        acting = acting_character(self.bound) if action == "fire" else None
        unarmed = self.bound.ammo.kind_refusal(acting) if acting is not None else None
        if unarmed is not None:  # F on a grid zombie's turn: it has no gun (not the selected one's shot)
            self._refuse_in_sight(refusal_message(unarmed.context, unarmed.message, unarmed.args_))
            return None
        found = actor_stocks(self.bound, self._selection.character_id, turn_first=action == "fire")
        if found is None:  # said where the GM looks: F on a zombie's turn brought Munición in front of Dados
            self._refuse_in_sight(QCoreApplication.translate("AmmoDock", "Select a character with a firearm first."))
            return None
        self.character_id, views = found
        self._views = views
        view = self._pick(action, found[0], views)
        if view is None:
            return None
        self.paid_round = action == "fire" and self._paid_round(view)
        if action in CHECKED and not self.paid_round:  # said before any form: the same refusal in every ruleset
            refused = self.bound.ammo.refusal(self.character_id, view.stock.key, action)
            if refused is not None:
                self._refuse(refusal_message(refused.context, refused.message, refused.args_))
                return None
        if action == "fire" and not self.paid_round and self._no_foe_standing(self.character_id, view.stock.key):
            return None
        clear_text(self.message)
        return self.character_id, view.stock.key

    def _pick(self, action: str, character_id: int, views: list[StockView]) -> StockView | None:
        """Which of ``character_id``'s stocks ``action`` applies to: the table's current row when
        the table shows them and the row allows it, else the first that allows it."""
        shown = self.table.views and self.table.views[0].character_id == character_id
        key = self.table.current_key() if shown else None
        view = next((v for v in views if v.stock.key == key), None)
        if view is None or action not in view.stock.actions:
            view = next((v for v in views if action in v.stock.actions), view)
        if view is None and views:
            view = next((v for v in views if "fire" in v.stock.actions), views[0])
        return view

    def fired_key(self) -> str | None:
        """The stock F and Shift+F would fire now (nothing asked, nothing said): None when neither
        the selected character nor the one whose turn it is carries a firearm."""
        found = actor_stocks(self.bound, self._selection.character_id, turn_first=True)
        view = self._pick("fire", *found) if found is not None else None
        return view.stock.key if view is not None else None

    def _no_foe_standing(self, character_id: int, key: str) -> bool:
        """In a fight, a fire whose rolls are opposed with no foe of the shooter standing is refused
        before anything is spent (one check for the whole fire; the roll would find no opponent after
        the rounds were gone), said in the dock and the status bar.  Whether it was."""
        from ui.docks.dice_target import sides_apart

        services = self.bound
        view = services.initiative.view()
        if view.encounter is None:
            return False
        fight = {row.character_id for row in view.combatants if row.character_id is not None}
        if character_id not in fight:
            return False
        kinds = {kind.key: kind for kind in services.rolls.kinds(character_id)}
        rolls = services.ammo.fire_rolls(character_id, key)
        if not any(kinds[k].opposed and not kinds[k].opponent_optional for k, _i in rolls if k in kinds):
            return False
        me = services.characters.character(character_id)
        foes = services.initiative.party_foes()
        rules = services.ruleset
        for row in services.characters.characters():  # the fight's other side, else the dead against the living
            if row.id == character_id or not rules.can_act(row.sheet, rules.with_kind(row.kind, row.state)):
                continue
            if (me is not None and sides_apart(me.kind, row.kind)) \
                    or (row.id in fight and (character_id in foes) != (row.id in foes)):
                return False
        self._refuse(QCoreApplication.translate(
            "AmmoDock", "No foe of {name} stands in this fight: the shot would have no one to roll against. "
                        "Nothing spent.").format(name=me.name if me is not None else ""))
        return True

    def _paid_round(self, view: StockView) -> bool:
        """Whether the weapon of ``view`` fired this round where a round's firing is paid once
        (norms: "one point is one combat turn of firing"): another shot this round spends nothing."""
        return view.fired_this_round and self.bound.ammo.fires_once_per_round()

    def _free_shot(self, character_id: int, key: str) -> None:
        """Another shot of a weapon whose round is paid: set up in the dice dock, nothing spent, and
        said as news, not as a refusal."""
        from ui.dialogs.ammo_dialog import stock_name

        weapon = stock_name(self._view(key).stock)
        text = QCoreApplication.translate(
            "AmmoDock", "{weapon} has fired this round already: its Ammo Point pays for the whole round, so this "
                        "shot spends nothing. Set up in the dice dock.").format(weapon=weapon)
        self.message.setText(text)
        self._say(text)
        self._set_up_roll(character_id, key)

    def _refuse(self, text: str) -> None:
        """A refusal in the dock's message line and the status bar."""
        self.message.setText(text)
        self._say(text)

    def _refuse_in_sight(self, text: str) -> None:
        """A refusal in this dock's line where the dock is in sight; behind another tab, in the line of
        the dock that holds the focus (this one left behind its tab), else in the status bar alone."""
        dock = self._parent
        if dock.isVisible() and not dock.visibleRegion().isEmpty():
            self._refuse(text)
            return
        focus = QApplication.focusWidget()
        there: QWidget | None = focus
        while there is not None and not isinstance(there, QDockWidget):
            there = there.parentWidget()
        line = getattr(there, "refusal_line", None) if there is not dock else None
        if isinstance(line, QLabel):
            line.setText(text)
        self._say(text)

    def _say(self, text: str) -> None:
        window = self._parent.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 10000)

    def _view(self, key: str) -> StockView:
        views = self._views or self.table.views
        return next(v for v in views if v.stock.key == key)

    def fire_key(self, key: str) -> None:
        if self.character_id is not None:
            clear_text(self.message)
            self.bound.ammo.fire(self.character_id, key)

    def _no_target(self, character_id: int, key: str) -> bool:
        """The shot F would set up needs a target and none would be found: said, nothing fired
        (the Ammo Point or the round stays where it is)."""
        rolls = self.bound.ammo.fire_rolls(character_id, key)
        if not rolls or self._selection.has_target(character_id, rolls[0][0]):
            return False
        self._refuse(QCoreApplication.translate(
            "AmmoDock", "Nobody to shoot at: pick the target first (the dice dock's Against, or X on the map). "
                        "Nothing fired."))
        return True

    def fire(self) -> None:
        chosen = self._selected("fire")
        if chosen is not None and self._no_target(*chosen):
            return
        if chosen is not None and self.paid_round:
            self._free_shot(*chosen)
        elif chosen is not None and self.bound.ammo.fire(*chosen):
            self._set_up_roll(*chosen)

    def _set_up_roll(self, character_id: int, key: str, request: dict[str, Any] | None = None) -> None:
        """The dice dock on the roll that makes the shot just fired (the attack with that weapon and
        that kind of shot), so Ctrl+R or the typed dice roll it; several shots or bursts are one
        attack each, set up one after another."""
        rolls = self.bound.ammo.fire_rolls(character_id, key, request)  # three single shots: three rolls
        self._selection.ask_roll_series(character_id, rolls)

    def _dialog(self, title: str, key: str, **parts: Any) -> dict[str, Any] | None:
        from ui.dialogs.ammo_dialog import AmmoDialog, stock_name

        view = self._view(key)
        intro = QCoreApplication.translate("AmmoDock", "{name}: {weapon}").format(
            name=view.character, weapon=stock_name(view.stock)
        )
        dialog = AmmoDialog(title, intro, self._parent, **parts)
        return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def fire_with_options(self) -> None:
        chosen = self._selected("fire")
        if chosen is None or self._no_target(*chosen):
            return
        if self.paid_round:  # the round is paid: no options to spend on, the shot set up as F sets it
            self._free_shot(*chosen)
            return
        fields = self.bound.ammo.fire_fields(*chosen)
        # the shot's example, longest first: whole in the field at 1366×768 in every language
        example = [QCoreApplication.translate("AmmoDock", "For the ledger, e.g. covering Ben's run"),
                   QCoreApplication.translate("AmmoDock", "e.g. covering Ben's run")]
        note = self.bound.ammo.fire_note(*chosen)  # why no bursts are asked for, where none are
        values = self._dialog(QCoreApplication.translate("AmmoDock", "Fire"), chosen[1], fields=fields, example=example,
                              note=render_value(note, qt_translate) if note is not None else "")
        if values is not None and self.bound.ammo.fire(*chosen, values["request"], values["reason"]):
            self._set_up_roll(*chosen, values["request"])

    def reload(self) -> None:
        chosen = self._selected("reload")
        if chosen is None:
            return
        fields = self.bound.ammo.reload_fields(*chosen)
        if not fields:
            self.bound.ammo.reload(*chosen)
            return
        example = QCoreApplication.translate("AmmoDock", "For the ledger, e.g. behind the overturned van")
        values = self._dialog(QCoreApplication.translate("AmmoDock", "Reload"), chosen[1], fields=fields,
                              example=example)
        if values is not None:
            self.bound.ammo.reload(*chosen, values["request"], values["reason"])

    def refill(self) -> None:
        chosen = self._selected("refill")
        if chosen is None:
            return
        unit = self._view(chosen[1]).stock.unit
        values = self._dialog(QCoreApplication.translate("AmmoDock", "Ammunition found"), chosen[1], amount=unit)
        if values is not None:
            self.bound.ammo.refill(*chosen, values["amount"], values["reason"])

    def give(self) -> None:
        chosen = self._selected("give")
        if chosen is None:
            return
        stock = self._view(chosen[1]).stock
        receivers = [
            view
            for person in self.bound.characters.characters()
            for view in self.bound.ammo.stocks(row_id(person))
            if "refill" in view.stock.actions
            and view.stock.unit == stock.unit
            and (view.character_id, view.stock.key) != chosen
        ]
        if not receivers:
            self.message.setText(QCoreApplication.translate("AmmoDock", "Nobody else can take this ammunition."))
            return
        values = self._dialog(
            QCoreApplication.translate("AmmoDock", "Give ammunition"),
            chosen[1],
            amount=stock.unit,
            receivers=receivers,
        )
        if values is not None and values["receiver"] is not None:
            receiver_id, receiver_key = values["receiver"]
            self.bound.ammo.give(*chosen, receiver_id, receiver_key, values["amount"], values["reason"])

    def empty(self) -> None:
        chosen = self._selected("empty")
        if chosen is None:
            return
        causes = self.bound.ammo.empty_reasons()
        # an example of ammunition lost, not of ammunition found; longest first, as the fire's
        example = [QCoreApplication.translate("AmmoDock", "For the ledger, e.g. the magazine dropped in the river"),
                   QCoreApplication.translate("AmmoDock", "e.g. dropped in the river")]
        values = self._dialog(QCoreApplication.translate("AmmoDock", "Empty weapon"), chosen[1], causes=causes,
                              example=example, note=thrown_away(self._view(chosen[1]).stock))
        if values is not None:
            self.bound.ammo.empty(*chosen, values["cause"], values["reason"])

    def set_default_warning(self) -> None:
        spin = self._warn_spin
        if spin is not None and spin.value() != self.bound.ammo.default_threshold():
            self.bound.ammo.set_threshold(spin.value())

    def set_stock_warning(self) -> None:
        from ui.dialogs.ammo_dialog import stock_name
        from ui.widgets.ammo_table import unit_text

        key = self.table.current_key()
        if self.character_id is None or key is None:
            return
        view = self._view(key)
        value, ok = ask_int(
            self._parent,
            QCoreApplication.translate("AmmoDock", "Low-ammo warning"),
            QCoreApplication.translate("AmmoDock", "Warn when {weapon} is at or below ({unit}):").format(
                weapon=stock_name(view.stock), unit=unit_text(view.stock.unit)
            ),
            view.threshold,
            *bounds.AMMO_WARNING,
        )
        if ok:
            self.bound.ammo.set_threshold(value, self.character_id, key)


def thrown_away(stock: AmmoStock) -> str:
    """What emptying ``stock`` throws away, said above the Empty weapon form before Enter: the rounds
    left in a clip ("3 rounds left in the clip are thrown away."), else what is left in its unit
    ("5 Ammo Points are thrown away."), or that nothing is left in it."""
    from app.rules.stocks import UNIT_ROUNDS  # the rules load with the campaign, after the first paint
    from ui.dialogs.ammo_dialog import unit_text

    count = stock.count
    if count <= 0:
        return QCoreApplication.translate("AmmoDock", "Nothing is left in it to throw away.")
    if stock.unit == UNIT_ROUNDS and stock.capacity:
        return i18n.plural(QCoreApplication.translate(
            "AmmoDock", "{count} {count|round|rounds} left in the clip {count|is|are} thrown away."), count=count)
    return i18n.plural(QCoreApplication.translate("AmmoDock", "{amount} {count|is|are} thrown away."),
                       amount=f"{count} {unit_text(stock.unit, count)}", count=count)
