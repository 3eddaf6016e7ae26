"""The dice dock's form half: who rolls and against whom, the roll kinds of that character and
the form of the chosen kind (its inputs remembered for each character and kind), in reading order.

:class:`DiceForms` is a member of :class:`ui.docks.dice_dock.DiceDock`: it makes and owns its
choosers (``character_combo``, ``kind_combo``, ``expression_edit``, ``opponent_combo``) and the
forms of the chosen kind, keeps what was typed in each (``values_by_kind``), and says when the
inputs changed (``edited``: the dock works out the odds again).  The dock lays out its layouts
(``top``: who, what, against whom; ``form_box``, ``opponent_box``) and sets their labels' texts; its texts
keep the ``DiceDock`` translation context.
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
from ui.docks.dice_left import acted_this_round
from ui.docks.dice_target_words import acted_target_down_text, aimed_target_down_text, target_moved_text
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



def sides_apart(mine: str | None, theirs: str | None) -> bool:
    """Whether two characters of these kinds fight on opposite sides: the dead against the living
    (PCs and NPCs alike)."""
    return mine is not None and theirs is not None and (mine == "zombie") != (theirs == "zombie")


def other_kind_standing(mine: str | None, fighters: Sequence[tuple[int, str | None, bool]]) -> int:
    """After the roller's target of his own kind fell (a PC who fought another PC), who of the fight is
    still an opponent: the first of ``fighters`` (index, kind, standing) of another kind than ``mine``
    who stands (a PC's fall leaves the NPCs as opponents; the roller's own kind stays beside him).
    −1 with none."""
    for index, kind, standing in fighters:
        if standing and kind is not None and kind != mine:
            return index
    return -1


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
        self.form: FieldForm | None = None
        self.opponent_form: FieldForm | None = None
        self.building = False
        self.kinds_by_id: dict[int, str] = {}
        #: the inputs last given to each roll kind, kept while the GM switches kinds
        self.values_by_kind: dict[str, dict[str, Any]] = {}
        self.form_kind: str | None = None
        #: (who, kind, the single attack's log line): the roll a single attack's offer set up, which
        #: answers that attack while the GM keeps that roller and kind (no other roll answers it)
        self.asked: tuple[int, str, int] | None = None
        #: the target the GM picked for the roller shown (kept while it rolls, even on its side)
        self.gm_target: int | None = None
        #: the target the GM picked in the Against box itself: a row of the fight list looked at (the
        #: selection moved) aims the next roll, but takes no damage offer of the last one away
        self.box_target: int | None = None
        #: a fight on the map: the default target is one of the other side or nobody, never an ally
        self.turn_on_map = False
        #: the target as the box last left it, while standing: only its fall is told (not a roller's
        #: change that finds a target down since an earlier roll)
        self.standing_target: int | None = None
        #: (the target that went down, the one the box went on to by itself, the roller): an undo that
        #: brings the first back up while the box still holds the second, for the same roller, puts the
        #: box back on it, as it was
        self.fell_from: tuple[int, int | None, int | None] | None = None
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
        self.opponent_combo.activated.connect(self._target_picked)
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
        inputs = self.form.values() if self.form is not None else {}
        if self.opponent_form is not None:
            inputs.update(self.opponent_form.values())
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
        self.kinds_by_id = {}
        for row in characters:
            self.character_combo.addItem(row.name, row_id(row))
            self.opponent_combo.addItem(row.name, row_id(row))
            self.kinds_by_id[row_id(row)] = row.kind
        index = self.character_combo.findData(wanted) if wanted is not None else -1
        self.character_combo.setCurrentIndex(index if index >= 0 else (1 if characters else 0))
        self.opponent_combo.setCurrentIndex(self.opponent_combo.findData(opponent))
        self.building = False
        self.shape_rollers()
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
            if aim and self._foe(self.kinds_by_id.get(acting), self.kinds_by_id.get(character_id)):
                self.aim_at(character_id)
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

    def aim_at(self, character_id: int) -> None:
        """``character_id`` as the target of the roll, now or when an opposed kind is picked."""
        index = self.opponent_combo.findData(character_id)
        row = self.bound.characters.character(character_id)
        if row is not None and self.bound.ruleset.is_dead(row.sheet, row.state):
            return  # a dead fighter is never a roll's target
        if index >= 0:
            self.gm_target = character_id
            self.fell_from = None
            if index != self.opponent_combo.currentIndex():
                self.opponent_combo.setCurrentIndex(index)
            if self._can_act(character_id):  # standing as the GM aimed: its fall is told
                self.standing_target = character_id

    def name_opponent(self) -> None:
        """The target's box named for the roll: "Against" for an attack or a contest, "On" for what is
        done to him (first aid's patient), as the declaration dialog says it."""
        kind = self.kind()
        hostile = kind is None or kind.hostile
        self.opponent_label.setText(QCoreApplication.translate("DiceDock", "Against") if hostile
                                    else QCoreApplication.translate("DiceDock", "On"))

    def aim_at_no_one(self) -> None:
        """No target: a turn with nothing declared is aimed at no one the turn before was (Rook's
        turn after Mia's does not open on a duel against Ana)."""
        self.gm_target = self.standing_target = None
        self.fell_from = None
        kind = self.kind()
        if kind is not None and kind.opposed and not kind.opponent_optional:
            return  # a roll that needs one keeps the one the box picked (the other side's first)
        if self.opponent_combo.currentData() is not None and self.opponent_combo.itemData(0) is None:
            self.opponent_combo.setCurrentIndex(0)

    def leave_the_dead(self) -> None:
        """Against on a dead fighter (the declared target killed since): it goes on to the first
        foe standing, or no one; never left on the dead."""
        current = self.opponent_combo.currentData()
        row = self.bound.characters.character(current) if current is not None else None
        if row is None or not self.bound.ruleset.is_dead(row.sheet, row.state):
            return
        self.gm_target = self.standing_target = None
        self._pick_opponent()

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
                self.gm_target = opponent_id
                if not given:  # nothing else to fill: the box picks it and the odds follow
                    self.aim_at(opponent_id)
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

    def _target_picked(self) -> None:
        """The GM picked the target in the box: it stays the target while this roller rolls."""
        data = self.opponent_combo.currentData()
        self.gm_target = self.box_target = int(data) if data is not None else None
        self.fell_from = None  # the GM's own pick: an undo does not take it back
        # standing as the GM left it: its fall is told, and an undo of it puts the box back on it
        self.standing_target = self.gm_target if self.gm_target is not None and self._can_act(self.gm_target) \
            else None

    def _character_picked(self) -> None:
        if self.building:
            return
        self.shape_rollers()  # a dead roller left is offered no more
        self.gm_target = self.box_target = None  # another roller: the other side, unless the GM picks again
        self.fell_from = None
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
        if keep_same and kinds == self.kinds and self.kind_combo.count() == len(kinds) + 1:
            kind = self.kind()
            if kind is not None and kind.opposed:
                self._pick_opponent()
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
            self.form = FieldForm(kind.fields, old, self.body)
            self.form.setObjectName("rollForm")
            self.form.edited.connect(self._changed)
            self.form_box.addWidget(self.form)
            if opposed:
                self._pick_opponent()
                if kind.opponent_fields:
                    self.opponent_form = FieldForm(kind.opponent_fields, old_opponent, self.body)
                    self.opponent_form.setObjectName("opponentForm")
                    self.opponent_form.edited.connect(self._changed)
                    opponent_form, form = self.opponent_form, self.form  # the band: both follow it
                    form.fieldChanged.connect(lambda key: opponent_form.follow(form.values(), key))
                    form.fieldChanged.connect(self._band_changed)
                    self.opponent_box.addWidget(self.opponent_form)
                    # this form's values follow the defaults it was last shown with (none: its own)
                    self.opponent_set = dict(self.values_by_kind.get(f"{self.form_kind}/wanted", {}))
                    self._follow_opponent()
        self.tab_order()
        self._changed()

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

    def _pick_opponent(self) -> None:
        """Keep the chosen opponent while it is the GM's pick for this roller (or one of the other
        side) and can act; else the first of the other side who can act: the living against the
        dead, the dead against the living, in a fight the NPCs who fought the PCs against the PCs;
        never the roller's own side (an NPC fighting beside the PCs, another PC, is not the default
        target of their shots): with no foe standing, nobody."""
        me = self.character_id()
        self.shape_opponents()
        current = self.opponent_combo.currentData()
        # in a fight the roller is in, its sides: besides the dead against the living, the NPCs who
        # fought the PCs in it (Rook who shot Ana) against the PCs
        fight = self._fight_ids()
        in_fight = me is not None and me in fight
        foes = self.bound.initiative.party_foes() if in_fight else frozenset()
        if self._back_up(me, current):
            return
        if (current is not None and current != me and self._can_act(current)
                and (current == self.gm_target or self._apart(me, current, foes))):
            self.standing_target = current
            return
        # the target gone down (dead, destroyed, out) since the box last left it: the box goes on, and
        # the dock says so
        down = current is not None and current != me and not self._can_act(current)
        fallen = self.opponent_combo.currentText() if down and current == self.standing_target else None
        if down and acted_this_round(self.bound, me):
            # his one action of the round made (Rook down to Ana's duel): the box stays, no other
            # attack is set up for him; the line says so as the target falls
            self.standing_target = None
            if fallen is not None:
                self.targetMoved.emit(acted_target_down_text(fallen, self.character_combo.currentText()))
            return
        # in a fight the roller is in, the next target is one of that fight (never one the GM left
        # out at its start) of the other side, standing: an NPC who neither attacked a PC nor was
        # attacked by one stands beside the PCs (the orderly is no target once the zombie is down)
        best = self._best_opponent(me, fight if in_fight else None, foes, in_fight)
        if best < 0 and in_fight and fallen is not None and current is not None \
                and not self._apart(me, int(current), foes):
            best = self._left_standing(me, fight)
        if best < 0 and in_fight and fallen is None:
            best = self._best_opponent(me, None, foes, other_side_only=True)
        if best < 0:
            best = self.opponent_combo.findData(None)  # nobody of the other side standing: no target
        if best >= 0:
            self.opponent_combo.setCurrentIndex(best)
        now = self.opponent_combo.currentData()
        self.standing_target = now if now is not None and self._can_act(now) else None
        if fallen is not None:
            self.fell_from = (int(current), now, me)  # an undo that brings it back up: the box back on it
            picked = best >= 0 and now is not None
            self.targetMoved.emit(target_moved_text(fallen, self.opponent_combo.currentText() if picked else None,
                                                    in_fight))

    def has_target(self, me: int, kind_key: str) -> bool:
        """Whether a roll of ``kind_key`` by ``me`` set up now would find its opponent as
        :meth:`_pick_opponent` picks it (True for a kind that needs none): the GM's own pick or the
        map's X, else one of the other side standing."""
        kind = next((k for k in self.bound.rolls.kinds(me) if k.key == kind_key), None)
        if kind is None or not kind.opposed or kind.opponent_optional:
            return True
        aimed = self.selection.aimed_target()
        if aimed is not None and aimed != me and self._can_act(aimed):
            return True
        fight = self._fight_ids()
        in_fight = me in fight
        foes = self.bound.initiative.party_foes() if in_fight else frozenset()
        current = self.opponent_combo.currentData()
        if (current is not None and current != me and self._can_act(current)
                and (current == self.gm_target or self._apart(me, current, foes))):
            return True
        if self._best_opponent(me, fight if in_fight else None, foes) >= 0:
            return True
        return in_fight and self._best_opponent(me, None, foes, other_side_only=True) >= 0

    def _back_up(self, me: int | None, current: int | None) -> bool:
        """The target the box went on from by itself (it went down) stands again (an undo) while
        the box still holds the one it went on to: the box back on it, as it was.  Whether so."""
        fell = self.fell_from
        if fell is None:
            return False
        fallen, moved_to, roller = fell
        if current != moved_to or roller != me:
            self.fell_from = None  # the box changed since: the GM's own doing stands
            return False
        index = self.opponent_combo.findData(fallen)
        if index < 0 or not self._can_act(fallen):
            return False
        self.fell_from = None
        self.opponent_combo.setCurrentIndex(index)
        self.standing_target = fallen
        return True

    def fallen_target(self) -> int | None:
        """The target the box went on from by itself, while an undo may bring it back up."""
        return self.fell_from[0] if self.fell_from is not None else None

    def aimed_shot_target(self, aimed: tuple[bool, int | None]) -> bool:
        """The roll at the round's end (an aimed shot) set against whom the aim was at, ``aimed`` as
        :meth:`~app.services.rolls.service.RollService.round_end_target` says it, while that one
        stands; else against a foe of the roller only, never an ally.  Whether the GM must pick the
        target (the one aimed at is down, or no foe stands): the dock says so."""
        known, target = aimed
        me = self.character_id()
        if target is not None and target != me and self.opponent_combo.findData(target) >= 0 \
                and self._can_act(target):
            self.opponent_combo.setCurrentIndex(self.opponent_combo.findData(target))
            self.gm_target = self.standing_target = target
            return False
        fight = self._fight_ids()
        in_fight = me is not None and me in fight
        foes = self.bound.initiative.party_foes() if in_fight else frozenset()
        best = self._best_opponent(me, fight if in_fight else None, foes, other_side_only=True)
        self.opponent_combo.setCurrentIndex(best if best >= 0 else self.opponent_combo.findData(None))
        now = self.opponent_combo.currentData()
        self.gm_target = None
        self.standing_target = now if now is not None and self._can_act(now) else None
        if known and target is not None:
            index = self.opponent_combo.findData(target)
            name = self.opponent_combo.itemText(index) if index >= 0 else str(target)
            self.targetMoved.emit(aimed_target_down_text(name, self.opponent_combo.currentText() if best >= 0
                                                         else None))
            return True
        return best < 0

    def shape_opponents(self) -> None:
        """The Against list without the roller himself nor the dead (a zombie destroyed): neither
        is a target.  Their rows are hidden and skipped by the arrows on the closed box too."""
        me = self.character_id()
        model = self.opponent_combo.model()
        view = self.opponent_combo.view()
        if not isinstance(model, QStandardItemModel):
            return
        for index in range(1, self.opponent_combo.count()):
            cid = self.opponent_combo.itemData(index)
            row = self.bound.characters.character(cid) if cid is not None else None
            out = cid == me or (row is not None and (bool(row.state.get("dead"))
                                                     or self.bound.ruleset.is_dead(row.sheet, row.state)))
            item = model.item(index)
            if item is not None:
                item.setEnabled(not out)
            if isinstance(view, QListView):
                view.setRowHidden(index, out)

    def shape_rollers(self) -> None:
        """The "Roll for" list without the dead (the dead roll nothing): their rows hidden and
        skipped by the arrows on the closed box, but for the roller shown (a dead fighter's turn an
        undo brought back says why nothing rolls)."""
        model = self.character_combo.model()
        view = self.character_combo.view()
        if not isinstance(model, QStandardItemModel):
            return
        shown = self.character_combo.currentIndex()
        for index in range(1, self.character_combo.count()):
            cid = self.character_combo.itemData(index)
            out = index != shown and cid is not None and self._dead(cid)
            item = model.item(index)
            if item is not None:
                item.setEnabled(not out)
            if isinstance(view, QListView):
                view.setRowHidden(index, out)

    def off_the_dead(self) -> None:
        """The fight over, a dead roller (the last turn's) gives way to the one selected, when
        living, else to the first living one of the list: no roll of the dead is set up."""
        me = self.character_id()
        if me is None or not self._dead(me):
            return
        others = [self.character_combo.itemData(i) for i in range(1, self.character_combo.count())]
        living = [cid for cid in (self.selection.character_id, *others) if cid is not None and not self._dead(cid)]
        self.character_combo.setCurrentIndex(self.character_combo.findData(living[0]) if living else 0)

    def _dead(self, character_id: int) -> bool:
        row = self.bound.characters.character(character_id)
        return row is not None and (bool(row.state.get("dead")) or self.bound.ruleset.is_dead(row.sheet, row.state))

    def _apart(self, me: int | None, other: int, foes: frozenset[int]) -> bool:
        """Whether ``me`` and ``other`` fight on opposite sides: the dead against the living, and in
        a fight the NPCs who fought the PCs there (``foes``) against the others."""
        mine = self.kinds_by_id.get(me) if me is not None else None
        if sides_apart(mine, self.kinds_by_id.get(other)):
            return True
        return me is not None and (me in foes) != (other in foes)

    def _best_opponent(self, me: int | None, among: set[int] | None, foes: frozenset[int],
                       other_side_only: bool = False) -> int:
        """The index of the first target of the other side who can act (of ``among`` when given;
        :meth:`_apart`), else one of another kind off the map's turn (:meth:`_foe`); never one of the
        roller's own kind (a PC's shot is not aimed at another PC); ``other_side_only``: the other
        side alone.  −1 with none."""
        mine = self.kinds_by_id.get(me) if me is not None else None
        best = -1
        for index in range(self.opponent_combo.count()):
            cid = self.opponent_combo.itemData(index)
            if cid is None or cid == me or (among is not None and cid not in among) or not self._can_act(cid):
                continue
            if self._apart(me, cid, foes):
                return index
            if best < 0 and not other_side_only and self._foe(mine, self.kinds_by_id.get(cid)):
                best = index
        return best

    def _left_standing(self, me: int | None, fight: set[int]) -> int:
        """The index of the next target once one of the roller's own side fell (a PC's duel with another
        PC): the first of the fight of another kind who stands (:func:`other_kind_standing`), −1 with none."""
        fighters = []
        for index in range(self.opponent_combo.count()):
            cid = self.opponent_combo.itemData(index)
            if cid is not None and cid != me and cid in fight:
                fighters.append((index, self.kinds_by_id.get(cid), self._can_act(cid)))
        return other_kind_standing(self.kinds_by_id.get(me) if me is not None else None, fighters)

    def _foe(self, mine: str | None, theirs: str | None) -> bool:
        """Whether one of ``theirs`` may be the default target of one of ``mine``: the other side (the
        dead against the living), or off the map's turn another kind (a raider NPC against a PC);
        never the roller's own kind (another PC)."""
        return sides_apart(mine, theirs) or (not self.turn_on_map and theirs is not None and theirs != mine)

    def _fight_ids(self) -> set[int]:
        """The characters of the running fight (empty out of a fight)."""
        view = self.bound.initiative.view()
        if view.encounter is None:
            return set()
        return {row.character_id for row in view.combatants if row.character_id is not None}

    def can_act(self, character_id: int) -> bool:
        """Whether ``character_id`` takes turns now (neither dead nor down)."""
        return self._can_act(character_id)

    def _can_act(self, character_id: int) -> bool:
        row = self.bound.characters.character(character_id)
        return row is not None and self.bound.ruleset.can_act(row.sheet, row.state)
