"""The dice dock's form half: who rolls and against whom, the roll kinds of that character and
the form of the chosen kind (its inputs remembered for each character and kind), in reading order.

:class:`DiceForms` is a member of :class:`ui.docks.dice_dock.DiceDock`: it makes and owns its
choosers (``character_combo``, ``kind_combo``, ``expression_edit``, ``opponent_combo``) and the
forms of the chosen kind, keeps what was typed in each (``values_by_kind``), and says when the
inputs changed (``edited``: the dock works out the odds again).  The dock lays out its layouts
(``top``: who, what, against whom; ``form_box``, ``opponent_box``) and sets their labels' texts; its texts
keep the ``DiceDock`` translation context.  Whom the roll goes at in the Against box, and who is out of
the two lists, is its part ``target`` (:class:`ui.docks.dice_target.TargetChoice`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QLineEdit,
    QListView,
    QVBoxLayout,
    QWidget,
)

from app.rules.field_presets import followed_values
from app.services.row_ids import row_id
from ui.docks.dice_target import TargetChoice
from ui.selection import ANSWERS, KIND
from ui.widgets.combo_popups import WholeListBox, WrappingListBox
from ui.widgets.field_form import FieldForm, rules_tr

if TYPE_CHECKING:
    from app.rules.base import FieldSpec
    from app.rules.rolling import RollKind
    from app.services.bundle import Services
    from app.services.rolls import RollRequest
    from ui.selection import Selection

KIND_ROLE = Qt.ItemDataRole.UserRole



def usable(fields: Sequence[FieldSpec], values: Mapping[str, Any]) -> dict[str, Any]:
    """The remembered inputs that still fit these fields (a choice this character still has)."""
    out = {}
    for spec in fields:
        if spec.key in values and (spec.kind != "choice" or values[spec.key] in {c.value for c in spec.choices}):
            out[spec.key] = values[spec.key]
    return out


class DiceForms(QObject):
    """The character, kind and form choosers of the dice dock.

    ``body`` parents the choosers and the forms; ``services`` returns the bound campaign's services;
    ``selection`` is the window's shared selection (picking a character here selects it there).

    Signals: ``edited()`` — the inputs of the roll changed (the odds are out of date);
    ``targetMoved(str)`` — the target went down and "Against" went on by itself: what to tell the GM.
    """

    edited = Signal()
    targetMoved = Signal(str)  # noqa: N815 (Qt's style)

    def __init__(self, body: QWidget, services: Callable[[], Services], selection: Selection) -> None:
        super().__init__(body)
        self.body = body
        self._services = services
        self.selection = selection
        self.kinds: list[RollKind] = []
        #: the roller the kinds were last filled for: another one is set up on his own default
        self.kinds_of: int | None = None
        #: the kind the GM picked himself for each roller: shown again when the roller comes back
        self.picked: dict[int | None, str] = {}
        self.form: FieldForm | None = None
        self.opponent_form: FieldForm | None = None
        self.building = False
        #: the inputs last given to each roll kind, kept while the GM switches kinds
        self.values_by_kind: dict[str, dict[str, Any]] = {}
        self.form_kind: str | None = None
        #: (who, kind, the single attack's log line): the roll a single attack's offer set up, which
        #: answers that attack while the GM keeps that roller and kind (no other roll answers it)
        self.asked: tuple[int, str, int] | None = None
        #: the opponent's inputs last set for who the opponent is (an AFMBE zombie's defence: none)
        self.opponent_set: dict[str, Any] = {}
        #: the widgets after the forms in the Tab order (the dock's dice, Roll, recent rolls)
        #: the dock's widgets Tab reaches after the roll's kind (the typed dice, Secret, Roll) and
        #: after the roll's inputs (the recent rolls…), top to bottom
        self.tab_head: list[QWidget] = []
        self.tab_tail: list[QWidget] = []
        #: the last roll's offers on screen (push, damage…), which Tab reaches after Roll
        self.tab_offers: Callable[[], Sequence[QWidget]] = list
        self.top = QFormLayout()
        self.character_label = QLabel(body)
        self.character_combo = WholeListBox(body)
        self.character_combo.setObjectName("characterCombo")
        self.character_combo.currentIndexChanged.connect(self._character_picked)
        self.top.addRow(self.character_label, self.character_combo)
        self.kind_label = QLabel(body)
        self.kind_combo = WrappingListBox(body)  # long kinds wrap in the box, whole
        self.kind_combo.setObjectName("kindCombo")
        self.kind_combo.currentIndexChanged.connect(self._kind_picked)
        self.kind_combo.activated.connect(self._gm_picked)
        self.top.addRow(self.kind_label, self.kind_combo)
        self.expression_label = QLabel(body)
        self.expression_edit = QLineEdit(body)
        self.expression_edit.setObjectName("expressionEdit")
        self.expression_edit.textChanged.connect(self._changed)
        self.top.addRow(self.expression_label, self.expression_edit)
        # against whom under who and what, above the odds it changes and the typed dice: Shift+Tab
        # from the dice is the target
        self.opponent_label = QLabel(body)
        self.opponent_combo = WholeListBox(body)
        self.opponent_combo.setObjectName("opponentCombo")
        self.opponent_combo.currentIndexChanged.connect(self._opponent_changed)
        #: whom the roll goes at: the GM's pick, else the other side's first standing
        self.target = TargetChoice(self.character_combo, self.opponent_combo, services, selection,
                                   self.character_id, self.kind, self.targetMoved.emit)
        self.opponent_combo.activated.connect(self.target.picked)
        self.top.addRow(self.opponent_label, self.opponent_combo)
        self.form_box = QVBoxLayout()
        self.opponent_box = QVBoxLayout()
        # why the target defends or not (the dead do not dodge; the living may dodge a shot)
        self.opponent_note = QLabel(body)
        self.opponent_note.setObjectName("opponentNote")
        self.opponent_note.setWordWrap(True)
        self.opponent_note.hide()
        self.opponent_box.addWidget(self.opponent_note)

    @property
    def bound(self) -> Services:
        return self._services()

    def show_opponent_note(self, request: RollRequest) -> None:
        """The line above the opponent's inputs saying why the target defends as it does."""
        from app.services.logtext import render

        note = None
        if request.opponent_id is not None and self.opponent_form is not None:
            note = self.bound.rolls.opponent_note(request.kind, request.opponent_id, dict(request.inputs))
        self.opponent_note.setVisible(note is not None)
        self.opponent_note.setText(render(note.text, dict(note.args), "rules") if note is not None else "")

    def _changed(self) -> None:
        """The inputs changed: the odds follow, unless the choosers are being filled."""
        if not self.building:
            self.edited.emit()

    def request(self, secret: bool) -> RollRequest:
        """The roll as the choosers and the form say now."""
        from app.services.rolls import EXPRESSION, RollRequest

        kind = self.kind()
        if kind is None:
            return RollRequest(EXPRESSION, self.character_id(), expression=self.expression_edit.text(), secret=secret)
        # the inputs offered: one hidden for the others' values (a blow's range) is not sent, nor
        # those that follow it (the duel's skill at Short range)
        inputs = self.form.sent_values() if self.form is not None else {}
        if self.opponent_form is not None:  # his skill follows the band of the roller's form
            hidden = self.form.hidden_keys() if self.form is not None else frozenset()
            inputs.update(self.opponent_form.sent_values(hidden))
        opponent = self.opponent_combo.currentData() if kind.opposed else None
        who = self.character_id()
        asked = self.asked
        answers = asked[2] if asked is not None and asked[:2] == (who, kind.key) else None
        return RollRequest(kind.key, who, inputs, opponent, secret=secret, answers=answers)

    def character_id(self) -> int | None:
        data = self.character_combo.currentData()
        return int(data) if data is not None else None

    def opponent_id(self) -> int | None:
        data = self.opponent_combo.currentData() if self._opposed() else None
        return int(data) if data is not None else None

    def kind(self) -> RollKind | None:
        key = self.kind_combo.currentData(KIND_ROLE)
        return next((k for k in self.kinds if k.key == key), None)

    def _opposed(self) -> bool:
        kind = self.kind()
        return bool(kind and kind.opposed)

    def name_no_one(self) -> None:
        """The two lists' first rows, no character, in the GM's language (again after a change)."""
        if self.character_combo.count():
            self.character_combo.setItemText(0, QCoreApplication.translate("DiceDock", "(nobody: dice only)"))
        if self.opponent_combo.count():
            # short, to be read whole in a narrow dock in every language; its meaning in the tooltip
            self.opponent_combo.setItemText(0, QCoreApplication.translate("DiceDock", "(no one)"))
            self.opponent_combo.setItemData(0, QCoreApplication.translate(
                "DiceDock", "No character: the roll goes at nothing (a door, a lock), its result applied to no one"),
                Qt.ItemDataRole.ToolTipRole)

    def fill_characters(self) -> None:
        characters = self.bound.characters.characters()
        wanted = self.character_id() or self.selection.character_id
        opponent = self.opponent_combo.currentData()
        self.building = True
        self.character_combo.clear()
        self.opponent_combo.clear()
        self.character_combo.addItem("", None)
        # a roll that may go at no character (a shot at a door); hidden for the others
        self.opponent_combo.addItem("", None)
        self.name_no_one()
        kinds: dict[int, str] = {}
        for row in characters:
            self.character_combo.addItem(row.name, row_id(row))
            self.opponent_combo.addItem(row.name, row_id(row))
            kinds[row_id(row)] = row.kind
        self.target.know_sides(kinds)
        index = self.character_combo.findData(wanted) if wanted is not None else -1
        self.character_combo.setCurrentIndex(index if index >= 0 else (1 if characters else 0))
        self.opponent_combo.setCurrentIndex(self.opponent_combo.findData(opponent))
        self.building = False
        self.target.shape_rollers()
        self.fill_kinds()

    def follow_selection(self, character_id: int, aim: bool = True) -> None:
        """The roller follows the selection (not to one dead: the dead roll nothing); in a fight,
        while the one whose turn it is rolls, another selected (a row of the fight list damaged or
        looked at) becomes the target of the roll instead, and the roller stays with the turn.
        ``aim`` False: one selected to declare (E, Enter went on to them) is no target, the roll
        stays aimed as it was."""
        acting = self.acting_id()
        if acting is not None and character_id != acting and self.character_id() == acting:
            # a foe selected is the target; an ally looked at or healed is not (nor is the roller moved)
            sides = self.target.kinds_by_id
            if aim and self.target.foe(sides.get(acting), sides.get(character_id)):
                self.target.aim_at(character_id)
            return
        row = self.bound.characters.character(character_id)
        if row is not None and self.bound.ruleset.is_dead(row.sheet, row.state):
            return  # the dead roll nothing: the roller stays, in every ruleset alike
        index = self.character_combo.findData(character_id)
        if index >= 0 and index != self.character_combo.currentIndex():
            self.character_combo.setCurrentIndex(index)

    def acting_id(self) -> int | None:
        """The character whose turn it is in the running fight (None out of a fight)."""
        current = self.bound.initiative.current()
        return current.character_id if current is not None else None

    def name_opponent(self) -> None:
        """The target's box named for the roll: "Against" for an attack or a contest, "On" for what is
        done to him (first aid's patient), as the declaration dialog says it."""
        kind = self.kind()
        hostile = kind is None or kind.hostile
        self.opponent_label.setText(QCoreApplication.translate("DiceDock", "Against") if hostile
                                    else QCoreApplication.translate("DiceDock", "On"))

    def take_inputs(self, character_id: int, inputs: Mapping[str, Any], opponent_id: int | None = None) -> None:
        """Inputs another dock knows (the map: a shot's distance) filled into this roll's form,
        and its opponent (the shot's target) picked when the roll has one."""
        self.follow_selection(character_id)
        if self.character_id() != character_id:
            return
        wanted = inputs.get(KIND)  # the map's X: its shot, whatever kind the dock showed
        place = self.kind_combo.findData(wanted, KIND_ROLE) if wanted else -1
        if place >= 0 and place != self.kind_combo.currentIndex():
            if self.form is not None and self.form_kind is not None:  # what was typed in the form shown
                self.values_by_kind[self.form_kind] = self.form.values()
            self.form_kind = None
            self.building = True
            self.kind_combo.setCurrentIndex(place)
            self.building = False
            self._build_forms()
        kind = self.kind()
        if kind is None:
            return
        given = {k: v for k, v in inputs.items() if k in {f.key for f in kind.fields}}
        if opponent_id is not None and opponent_id != character_id:
            # the target stands whatever the kind shown: a bite (no distance to fill) goes at it too
            index = self.opponent_combo.findData(opponent_id)
            if index >= 0:
                self.target.gm_target = opponent_id
                if not given:  # nothing else to fill: the box picks it and the odds follow
                    self.target.aim_at(opponent_id)
                    return
                self.building = True  # the form is built again below, its odds with it
                self.opponent_combo.setCurrentIndex(index)
                self.building = False
        if not given:
            return
        # remembered as the form's own inputs for this character and kind (see _build_forms)
        merged = {**(self.form.values() if self.form else {}), **given}
        # a modifier that follows a given input takes the text's value for it, unless given too
        followed = followed_values(kind.fields, merged, given)
        self.values_by_kind[f"{character_id}:{kind.key}"] = {**merged, **followed, **given}
        self.form_kind = None  # the form is built again with them, not saved over them
        self._build_forms()

    def put_back(self, character_id: int, kind_key: str, inputs: Mapping[str, Any]) -> None:
        """``inputs`` as ``character_id``'s roll of ``kind_key`` will next show them (a fire's
        unrolled shots gone with the turn: its first shot's count, not the second's left set up);
        shown now when that roll is the one shown."""
        if self.character_id() == character_id and self.form_kind is not None \
                and self.kind_combo.currentData(KIND_ROLE) == kind_key:
            self.take_roll(character_id, kind_key, inputs)
            return
        key = f"{character_id}:{kind_key}"
        self.values_by_kind[key] = {**self.values_by_kind.get(key, {}), **inputs}

    def take_roll(self, character_id: int, kind_key: str, inputs: Mapping[str, Any]) -> None:
        """``character_id``'s roll of ``kind_key`` shown, with ``inputs`` in its form (the rest as
        last typed for that character and kind): after F, the attack with the weapon fired and its
        kind of shot, so the roll is the shot (not a single shot left from a burst before)."""
        index = self.character_combo.findData(character_id)
        if index < 0:
            return
        if index != self.character_combo.currentIndex():
            self.character_combo.setCurrentIndex(index)  # its kinds are filled
        kind = next((k for k in self.kinds if k.key == kind_key), None)
        place = self.kind_combo.findData(kind_key, KIND_ROLE)
        if kind is None or place < 0 or self.character_id() != character_id:
            return
        answers = inputs.get(ANSWERS)  # a single attack's offer: this roll answers it
        self.asked = (character_id, kind_key, answers) if isinstance(answers, int) else None
        if self.form is not None and self.form_kind is not None:  # what was typed in the form shown
            self.values_by_kind[self.form_kind] = self.form.values()
            if self.opponent_form is not None:  # and the target's defence: the next shot is at the same
                self.values_by_kind[self.form_kind + "/opponent"] = self.opponent_form.values()
                # with the defaults they were set to: a default that changes since (the opponent's
                # declared Close Combat, no more his gun) follows, it is not taken for the GM's pick
                self.values_by_kind[self.form_kind + "/wanted"] = dict(self.opponent_set)
        given = {k: v for k, v in inputs.items() if k in {f.key for f in kind.fields}}
        key = f"{character_id}:{kind_key}"
        self.values_by_kind[key] = {**self.values_by_kind.get(key, {}), **given}
        self.form_kind = None  # the forms are built again with them, not saved over them
        self.building = True
        self.kind_combo.setCurrentIndex(place)
        self.building = False
        self._build_forms()

    def roll_made(self) -> None:
        """A roll made: its inputs for one roll only (``FieldSpec.once``: a name read off a table)
        go back to their defaults, here and in those kept for its kind."""
        kind = self.kind()
        if kind is None or self.form is None:
            return
        once = {spec.key: spec.default for spec in kind.fields if spec.once}
        if once:
            self.form.set_values(once)
            if self.form_kind is not None and self.form_kind in self.values_by_kind:
                self.values_by_kind[self.form_kind].update(once)

    def _character_picked(self) -> None:
        if self.building:
            return
        self.target.shape_rollers()  # a dead roller left is offered no more
        self.target.roller_changed()  # another roller: the other side, unless the GM picks again
        cid = self.character_id()
        if cid is not None:
            self.selection.select_character(cid)
        self.fill_kinds(keep_same=True)

    def fill_kinds(self, keep_same: bool = False) -> None:
        """The roll kinds of the current character (keeping the chosen one), then expressions.

        With ``keep_same``, kinds equal to those shown keep their forms and what the GM typed
        (a turn passing to another character of the same make rebuilds nothing); the odds are
        worked out again for the new character."""
        from app.services.rolls import EXPRESSION  # the services load with the campaign

        # without a character only expressions were offered: a character's first roll comes first
        current = self.kind_combo.currentData(KIND_ROLE) if self.kinds else None
        kinds = self.bound.rolls.kinds(self.character_id())
        roller = self.character_id()
        if current != EXPRESSION and roller != self.kinds_of:
            # another roller: the kind the GM picked for him, else his own default, a roll he can make
            # (a zombie picked after a survivor's shot bites; a new fight's first survivor after the
            # last fight's zombie bite opened on the bite); the kind the GM picks for the same roller
            # stays, whatever its odds say
            picked = self.picked.get(roller)
            current = picked if picked in {k.key for k in kinds} else self._default_kind(roller, kinds) or current
        self.kinds_of = roller
        if keep_same and kinds == self.kinds and self.kind_combo.count() == len(kinds) + 1:
            place = self.kind_combo.findData(current, KIND_ROLE)
            if place >= 0 and place != self.kind_combo.currentIndex():  # his own kind, the forms kept
                if self.form is not None and self.form_kind is not None:
                    self.values_by_kind[self.form_kind] = self.form.values()
                self.form_kind = None
                self.building = True
                self.kind_combo.setCurrentIndex(place)
                self.building = False
                self._build_forms()
                return
            kind = self.kind()
            if kind is not None and kind.opposed:
                self.target.pick_opponent()
                self._follow_opponent()  # the target's state says how he defends now (AFMBE: dodged this turn)
            self._changed()
            return
        self.kinds = kinds
        self.building = True
        self.kind_combo.clear()
        for kind in self.kinds:
            self.kind_combo.addItem(rules_tr(kind.label), kind.key)
            self.kind_combo.setItemData(self.kind_combo.count() - 1, rules_tr(kind.help), Qt.ItemDataRole.ToolTipRole)
        self.kind_combo.addItem(QCoreApplication.translate("DiceDock", "Dice expression"), EXPRESSION)
        index = self.kind_combo.findData(current)
        self.kind_combo.setCurrentIndex(max(index, 0))
        self.building = False
        self._build_forms()

    def _default_kind(self, roller: int | None, kinds: Sequence[RollKind]) -> str | None:
        """The kind a roller opens on by himself: a zombie's attack (its bite), a living one's first
        roll he can make (Kit's shot, not the bite of the zombie that rolled before him)."""
        rolls = self.bound.rolls
        row = self.bound.characters.character(roller) if roller is not None else None
        if row is not None and row.kind == "zombie":
            attack = next((k for k in kinds if k.opposed and k.hostile and rolls.can_make(roller, k.key)), None)
            if attack is not None:
                return attack.key
        return rolls.opening_kind(roller)

    def _gm_picked(self, _index: int) -> None:
        """The GM picked the kind himself: his pick for this roller, kept while others roll."""
        key = self.kind_combo.currentData(KIND_ROLE)
        if isinstance(key, str):
            self.picked[self.character_id()] = key

    def _kind_picked(self) -> None:
        if not self.building:
            self._build_forms()

    def _build_forms(self) -> None:
        if self.form is not None and self.form_kind is not None:
            self.values_by_kind[self.form_kind] = self.form.values()
            if self.opponent_form is not None:
                self.values_by_kind[self.form_kind + "/opponent"] = self.opponent_form.values()
                # the opponent's defaults those values were set to: the next form of this kind
                # knows which of them the GM changed (not another roller's, another target's)
                self.values_by_kind[self.form_kind + "/wanted"] = dict(self.opponent_set)
        for form in (self.form, self.opponent_form):
            if form is not None:
                form.hide()
                form.deleteLater()
        self.form = self.opponent_form = None
        kind = self.kind()
        # the inputs are remembered for each character and kind: a zombie's turn does not leave its
        # unarmed bite in the PC's gun form
        old: dict[str, Any] = {}
        old_opponent: dict[str, Any] = {}
        self.form_kind = None
        if kind is not None:
            self.form_kind = form_kind = f"{self.character_id()}:{kind.key}"
            old = usable(kind.fields, self.values_by_kind.get(form_kind, {}))
            # a value left at the default the form was last shown with follows a new default: a
            # rifle taken since, the shot's Weapon is the rifle, not "No weapon" still
            shown_with = self.values_by_kind.get(f"{form_kind}/defaults", {})
            old = {k: v for k, v in old.items() if not (k in shown_with and v == shown_with[k])}
            self.values_by_kind[f"{form_kind}/defaults"] = {f.key: f.default for f in kind.fields}
            old_opponent = usable(kind.opponent_fields, self.values_by_kind.get(f"{form_kind}/opponent", {}))
        expression = kind is None
        self.expression_label.setVisible(expression)
        self.expression_edit.setVisible(expression)
        opposed = bool(kind and kind.opposed)
        self.opponent_label.setVisible(opposed)
        self.opponent_combo.setVisible(opposed)
        self.name_opponent()
        optional = bool(kind and kind.opponent_optional)
        model = self.opponent_combo.model()
        if isinstance(model, QStandardItemModel) and model.rowCount():
            model.item(0).setEnabled(optional)  # the arrows on the closed box skip it too
            view = self.opponent_combo.view()
            if isinstance(view, QListView):
                view.setRowHidden(0, not optional)
        if kind is not None:
            self.form = FieldForm(kind.fields, old, self.body, compact=kind.compact)
            self.form.setObjectName("rollForm")
            self.form.edited.connect(self._changed)
            self.form_box.addWidget(self.form)
            if opposed:
                built = self.form
                self.target.pick_opponent()
                if self.form is not built:  # built again meanwhile (another roll asked as the box moved): it stands
                    self._sweep()
                    return
                if kind.opponent_fields:
                    self.opponent_form = FieldForm(kind.opponent_fields, old_opponent, self.body,
                                                   compact=kind.compact)
                    self.opponent_form.setObjectName("opponentForm")
                    self.opponent_form.edited.connect(self._changed)
                    opponent_form, form = self.opponent_form, self.form  # the band: both follow it
                    form.fieldChanged.connect(lambda key: opponent_form.follow(form.values(), key))
                    form.fieldChanged.connect(self._band_changed)
                    self.opponent_box.addWidget(self.opponent_form)
                    # this form's values follow the defaults it was last shown with (none: its own)
                    self.opponent_set = dict(self.values_by_kind.get(f"{self.form_kind}/wanted", {}))
                    self._follow_opponent()
        self._sweep()
        self.tab_order()
        self._changed()

    def _sweep(self) -> None:
        """Only the forms of the roll shown stay in the dock: a form left over by a build interrupted
        by another (a survival check asked while an attack was being set up) goes, or the check showed
        the attack's "Defence: No defence" and the next fight's attack two Defence fields."""
        for box, keep in ((self.form_box, self.form), (self.opponent_box, self.opponent_form)):
            for i in reversed(range(box.count())):
                item = box.itemAt(i)
                widget = item.widget() if item is not None else None
                if isinstance(widget, FieldForm) and widget is not keep:
                    box.removeWidget(widget)
                    widget.hide()
                    widget.deleteLater()

    def _opponent_changed(self) -> None:
        if not self.building:
            self._follow_opponent()
        self._changed()

    def _band_changed(self, key: str) -> None:
        """A field of the roller's side changed (a distance typed, the band): the opponent's inputs
        that follow it (his weapon for the band) follow too."""
        if not self.building:
            self._follow_opponent()

    def _follow_opponent(self) -> None:
        """The opponent's inputs whose default depends on who the opponent is take the new
        opponent's (a zombie picked: its defence none; a living target again: a dodge), unless the
        GM set another value than the one the last opponent had."""
        kind, form = self.kind(), self.opponent_form
        if kind is None or form is None:
            return
        defaults = {spec.key: spec.default for spec in kind.opponent_fields}
        # the roller's side says the band the opponent answers at (his weapon for it)
        mine = self.form.values() if self.form is not None else {}
        wanted = self.bound.rolls.opponent_defaults(kind.key, self.opponent_id(), mine)
        shown = form.values()
        before = {**defaults, **self.opponent_set}
        changes = {key: value for key, value in {**defaults, **wanted}.items()
                   if key in before and shown.get(key) == before[key] and value != shown.get(key)}
        self.opponent_set = dict(wanted)
        self.building, was = True, self.building  # one odds update, by the caller
        form.set_values(changes)
        self.building = was

    def tab_order(self) -> None:
        """Tab runs down the dock as it reads: who, what (or the expression), against whom, the roll's
        inputs, the opponent's inputs, the typed dice, Secret and Roll (``tab_head``), the last roll's
        offers (``tab_offers``), then the rest (``tab_tail``)."""
        chain: list[QWidget] = [self.character_combo, self.kind_combo, self.expression_edit, self.opponent_combo]
        if self.form is not None:
            chain += self.form.tab_chain()
        if self.opponent_form is not None:
            chain += self.opponent_form.tab_chain()
        chain += [*self.tab_head, *self.tab_offers()]
        chain += self.tab_tail
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
