"""Damage (D) and heal (H): the ruleset's form, the worked arithmetic shown before applying."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.errors import RulesError, SuppliesMissingError
from app.services.logtext import capital_first, qt_translate, render, render_value
from ui import keymap
from ui.dialogs.check_first import CheckFirst
from ui.dialogs.form_keys import digits_move_on
from ui.dialogs.form_lines import PickedLines, one_line, wraps_to_width
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.field_form import FieldForm
from ui.widgets.fit_height import fit_height
from ui.widgets.placement import keep_on_screen
from ui.widgets.scrolled_body import scrolled_body
from ui.widgets.typed_dice import fit_typed_hint

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.services.bundle import Services


class RulesActionDialog(QDialog):
    """Type the amount (and type, location, armor… as the ruleset has them), see the result, Enter."""

    def exec(self) -> int:
        """Refused before the form shows when the campaign is read-only."""
        from ui.read_only import refused

        if refused(self.services, self.parentWidget()):
            return int(QDialog.DialogCode.Rejected)
        return super().exec()

    def done(self, result: int) -> None:
        """Closed: a key typed with Enter (V at once after the damage) reaches the window, not the
        closed form (:mod:`ui.late_keys`)."""
        from ui.late_keys import hand_on

        hand_on(self)
        super().done(result)

    def __init__(self, services: Services, character_id: int, heal: bool, parent: QWidget | None = None,
                 roll_check: Callable[[str], None] | None = None) -> None:
        """``roll_check``: sets a check's roll up in the dice dock for this character (a care that
        waits for it: :mod:`ui.dialogs.check_first`)."""
        super().__init__(parent)
        self.setObjectName("healDialog" if heal else "damageDialog")
        self.services = services
        self.character_id = character_id
        self.heal = heal
        row = services.characters.character(character_id)
        assert row is not None
        rules = services.ruleset
        title = self.tr("Heal {name}") if heal else self.tr("Damage {name}")
        self.setWindowTitle(title.format(name=row.name))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        damage = rules.damage_rules()
        # the form for this one as the rules see him: a zombie is asked for no critical injury
        fields = (damage.heal_fields(row.sheet) if heal
                  else damage.damage_form(row.sheet, rules.with_kind(row.kind, row.state)))
        # a heal opens on the care this patient needs (the healer's defaults follow below where the
        # rules take a healer's skill and supplies; elsewhere the patient's own are the form's start)
        fighting = services.initiative.encounter() is not None  # a fight's care, never a day's
        own = (damage.heal_defaults(row.sheet, row.state, fighting=fighting)
               if heal and "healer" not in rules.features else {})
        self.form = FieldForm(fields, own, parent=self, words={"patient": row.name})  # whose own supplies
        for widget in self.form.inputs.values():  # a window of its own: each choice shown whole
            if isinstance(widget, QComboBox):
                widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                one_line(widget)
        self.by = WholeListBox(self)
        self.by.setObjectName("byCombo")
        # the care-giver whose skill and supplies the heal takes: the one whose turn it is (he acts)
        self.asks_healer = heal and "healer" in rules.features
        self.by.addItem(self._nobody(), None)  # said in words: "—" read as "By —"
        for other in services.characters.characters():
            # the dead deal no damage: "Zombi 1", put down, was offered as the one who dealt it
            if other.id != character_id and (heal or not self._dead(other)):
                self.by.addItem(other.name, other.id)
        if self.asks_healer:
            acting = services.initiative.current()
            healer = services.characters.character(acting.character_id) if acting and acting.character_id else None
            index = self.by.findData(healer.id) if healer is not None and healer.kind != "zombie" else -1
            self.by.setCurrentIndex(max(index, 0))
            self._healer_keys: set[str] = set()
            #: the values the healer picked last put in the form (one the GM changed since stays)
            self._given: dict[str, object] = {}
            self._healer_defaults(first=True)
            self.by.currentIndexChanged.connect(lambda _i: self._healer_defaults())
        self._read_off: str | None = None  # whose values the form holds with no one in By
        self._read_values: dict[str, object] = {}  # the values read off him
        if not heal:  # By: nobody unless the GM picks one, or the one who last rolled against this
            # character (his shot, his blow); the turn's fighter is not the dealer of every damage typed
            attacker = self._default_dealer(services.characters.last_attacker(character_id))
            #: the one "Dealt by" held before a kind no one deals (a disease) put no one there
            self._dealer: int | None = attacker
            self._no_dealer = damage.dealt_by_no_one(self.form.values())
            if attacker is not None and not self._no_dealer:
                self.by.setCurrentIndex(max(self.by.findData(attacker), 0))
            # what the form reads off the attacker (his Strength; a blocker's form: his Speed)
            self._attacker_keys: set[str] = set()
            self._attacker_defaults()
            self.by.currentIndexChanged.connect(lambda _i: self._attacker_defaults())
            self.form.edited.connect(self._dealer_follows_kind)
        self.by.setToolTip(
            self.tr("Who gives the care: their skill and supplies are used; nobody: the patient's own")
            if self.asks_healer else self.tr("Who heals (for the log)") if heal
            else self.tr("Who deals the damage (for the log, scores and experience)")
        )
        # the row named for what it asks: "Healer", "Dealt by" (a bare "By" left the GM guessing)
        self.by_label = self.tr("Healer") if heal else self.tr("Dealt by")
        if self.asks_healer:  # the care-giver first: picked first, his skill and supplies below
            self.form.form_layout.insertRow(0, self.by_label, self.by)
        else:
            self.form.form_layout.addRow(self.by_label, self.by)
        self.faces = QLineEdit(self)  # physical dice, in the order the rules roll them
        self.faces.setObjectName("facesEdit")
        fit_typed_hint(self.faces)  # whole: "typed dice" where the full hint does not fit
        self.faces.setToolTip(
            self.tr("The faces of the dice rolled at the table (damage, armor, first aid…), as the rules use them")
        )
        self.faces.textChanged.connect(self._preview)
        self.form.form_layout.addRow(self.tr("Dice"), self.faces)
        # how many dice of which kind the action takes, and what for, in the order the field reads them
        self.wanted = QLabel(self)
        self.wanted.setObjectName("wantedLabel")
        self.wanted.setWordWrap(True)
        self.form.form_layout.addRow("", self.wanted)
        #: whether the form has a field for the table's dice, and so a line saying which to type
        self.asks_dice = not heal or damage.heal_rolls
        if not self.asks_dice:  # a care whose numbers are all typed in the form (twdu's
            # Medicine successes, counted at the table) asks for no dice: one number, not two
            # without a word on which counts
            self.form.form_layout.setRowVisible(self.faces, False)
            self.form.form_layout.setRowVisible(self.wanted, False)
        #: under an input, what it picks on this patient (twdu: the injury its number names)
        self.picked = PickedLines(services, character_id, self.form, heal)
        self.form.edited.connect(self._preview)
        self.by.currentIndexChanged.connect(self._preview)  # the healer's supplies
        # the form, its notes and the result scroll within the screen's room; the buttons stay in view
        self.body = QWidget(self)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.form)
        # a hurt the form's care cannot reach (the grid game's bleeding torso), said where the GM looks
        notes = damage.heal_notes(row.sheet, rules.with_kind(row.kind, row.state)) if heal else []
        self.note = QLabel("\n".join(render(line.text, line.args, "rules") for line in notes), self)
        self.note.setObjectName("healNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("padding: 6px;")
        self.note.setVisible(bool(notes))
        body.addWidget(self.note)
        self.preview = QLabel(self)
        self.preview.setObjectName("previewLabel")
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("font-size: 14pt; font-weight: bold; padding: 6px;")
        body.addWidget(self.preview)
        self.check_first = CheckFirst(self, services, character_id, self.form, roll_check if heal else None)
        body.addWidget(self.check_first.button)  # under what it answers: "Roll the injury's D66 first"
        for label in (self.wanted, self.note, self.preview):
            wraps_to_width(label)
        body.addStretch(1)
        self.body_area = scrolled_body(self, self.body)
        layout.addWidget(self.body_area, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._apply)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._keys = digits_move_on(self)
        if self.asks_healer:  # "B 4": Bob and his die (his First Aid comes off his sheet)
            self._keys.onto[self.by] = self.faces
        inputs = list(self.form.inputs.values())
        chain = [self.by, *inputs] if self.asks_healer else [*inputs, self.by]
        chain += [self.faces, *self.buttons.buttons()]
        for one, two in zip(chain, chain[1:], strict=False):  # Tab goes down the rows as they are shown
            QWidget.setTabOrder(one, two)
        QWidget.setTabOrder(self.faces, self.check_first.button)  # where it stands: under the form, above OK
        first = self.by if self.asks_healer else next(iter(self.form.inputs.values()), None)
        if first is not None:
            first.setFocus()
        if isinstance(first, QSpinBox):
            first.selectAll()
        self._preview()
        fit_height(self)  # a label wrapped to three lines is not cut by the next row

    def _dead(self, row: Any) -> bool:
        """Whether the character of ``row`` is dead, as the rules read him (or marked so)."""
        rules = self.services.ruleset
        state = dict(row.state or {})
        return bool(state.get("dead")) or rules.is_dead(dict(row.sheet or {}), rules.with_kind(row.kind, state))

    def _default_dealer(self, attacker: int | None) -> int | None:
        """The dealer "Dealt by" opens on: the last attacker when the players see him and, in a
        fight, he is in it; else no one (the hidden Rook, in no fight of Ana's, made her damage a
        secret line of his the players never got)."""
        row = self.services.characters.character(attacker) if attacker is not None else None
        if row is None or not row.revealed:
            return None
        encounter = self.services.initiative.encounter()
        if encounter is not None and encounter.id is not None:
            fighters = {c.character_id for c in self.services.initiative.combatants(encounter.id)}
            if row.id not in fighters:
                return None
        return row.id

    def _nobody(self) -> str:
        """The choice of no one in the healer's or attacker's list, in words (in brackets: a letter typed
        in the list picks a name, not this)."""
        if self.asks_healer:  # no healer: the patient's own skill and supplies
            return self.tr("(nobody: the patient's own care)")
        return self.tr("(nobody chosen)")

    def _healer_defaults(self, first: bool = False) -> None:
        """The form's values for this patient (on opening: the limb that bleeds…) and for the
        healer picked (his skill, his supplies); back to the patient's own when none is."""
        chars = self.services.characters
        patient = chars.character(self.character_id)
        if patient is None:
            return
        healer_id = self.by.currentData()
        healer = chars.character(healer_id) if healer_id is not None else None
        rules = self.services.ruleset.damage_rules()
        fighting = self.services.initiative.encounter() is not None
        own = rules.heal_defaults(patient.sheet, patient.state, fighting=fighting)
        values: dict[str, object] = dict(own) if first else {}
        theirs: dict[str, object] = {}
        if healer is not None:
            mine = rules.heal_defaults(patient.sheet, patient.state, (healer.sheet, healer.state), fighting=fighting)
            theirs = {k: v for k, v in mine.items() if k not in own or own[k] != v}
        defaults = {f.key: f.default for f in self.form.fields}
        for key in self._healer_keys - set(theirs):
            values[key] = own.get(key, defaults.get(key))
        values.update(theirs)
        self._healer_keys = set(theirs)
        now = self.form.values()
        for key, value in values.items():
            if not first and key in self._given and now.get(key) != self._given[key]:
                continue  # the GM changed it by hand: it stays as they left it
            set_value(self.form.inputs.get(key), value)
            self._given[key] = self.form.values().get(key)

    def _attacker_defaults(self) -> None:
        """The damage form's values read off the attacker: the one picked in By, else the one
        whose turn it is (when it is not the target); another attacker picked, his values; none,
        the form's own defaults again."""
        chars = self.services.characters
        target = chars.character(self.character_id)
        attacker_id = self.by.currentData()
        if attacker_id is None:
            acting = self.services.initiative.current()
            attacker_id = acting.character_id if acting is not None else None
        attacker = chars.character(attacker_id) if attacker_id not in (None, self.character_id) else None
        self._read_off = attacker.name if attacker is not None and self.by.currentData() is None else None
        self._read_values = {}
        if target is None:
            return
        values: dict[str, object] = {}
        if attacker is not None:
            values = dict(self.services.ruleset.damage_rules().damage_defaults(
                target.sheet, target.state, (attacker.sheet, attacker.state)))
            # the attacker's hit on this target just rolled: its success level, not the form's 1
            hit = self.services.rolls.damage_form_values(attacker.id, target.id)
            values.update({k: v for k, v in hit.items() if k in self.form.inputs})
        defaults = {f.key: f.default for f in self.form.fields}
        for key in self._attacker_keys - set(values):  # the last attacker's, back to the form's own
            set_value(self.form.inputs.get(key), defaults.get(key))
        for key, value in values.items():
            set_value(self.form.inputs.get(key), value)
        self._attacker_keys = set(values)
        if self._read_off is not None:
            self._read_values = {key: self.form.values().get(key) for key in values}

    def _read_off_name(self) -> str:
        """With no one picked in "Dealt by", the name of the one whose turn it is when the form
        still holds what was read off him (the log says "Strength 3 (Ash)"); "" when it holds
        numbers of the GM's (the log says "Attacker's Strength 4")."""
        if self.heal or self._read_off is None or self.by.currentData() is not None:
            return ""
        values = self.form.values()
        keys = self.services.ruleset.damage_rules().attacker_fields(values)
        if any(key not in self._read_values or values.get(key) != self._read_values[key] for key in keys):
            return ""
        return self._read_off

    def _dealer_follows_kind(self) -> None:
        """A kind of damage no one deals picked (a disease, a fall): "Dealt by" goes to no one (the
        last attacker left there made Ana's sickness a line of the hidden Rook's, secret); back to a
        kind someone deals with no one picked since, the one it held before."""
        now = self.services.ruleset.damage_rules().dealt_by_no_one(self.form.values())
        if now == self._no_dealer:
            return
        self._no_dealer = now
        if now:
            if self.by.currentData() is not None:
                self._dealer = self.by.currentData()
            self.by.setCurrentIndex(0)
        elif self.by.currentData() is None and self._dealer is not None:
            self.by.setCurrentIndex(max(self.by.findData(self._dealer), 0))

    def _fit_wanted(self) -> None:
        """The dice to type read whole under their field: the label as tall as its wrapped lines, the
        dialog taller if it must be (four lines of a wounded twdu character's dice were cut to a
        sliver that scrolled, above an empty stretch)."""
        if not self.wanted.isVisible():
            self.wanted.setMinimumHeight(0)
            return
        need = self.wanted.heightForWidth(self.wanted.width())
        if need > self.wanted.height():
            self.wanted.setMinimumHeight(need)  # the scrolled body asks for it, within the screen's room
            hint = self.sizeHint().height()
            if hint > self.height():
                self.resize(self.width(), hint)
                keep_on_screen(self)  # grown where it stood: its dice and OK kept on the screen

    def _preview(self) -> None:
        from app.rules.dice import DiceError  # loaded with the campaign; not before the window paints
        from app.services.command import CommandError

        self.picked.say()
        if self.heal:
            self.check_first.follow()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            wanted = self.services.characters.dice_wanted(self.character_id, self.form.values(), heal=self.heal)
        except (CommandError, RulesError, DiceError):
            wanted = None
        if not self.asks_dice:  # no field to type them in: the recovery dice of an injury named are
            wanted = None  # Deadwatch's secret roll ("Dice to type…" was drawn over the form's first rows)
        self.wanted.setText(render_value(wanted, qt_translate) if wanted is not None else "")
        self.form.form_layout.setRowVisible(self.wanted, wanted is not None)
        QTimer.singleShot(0, self, self._fit_wanted)  # once laid out at its width
        try:
            outcome = self.services.characters.preview(
                self.character_id, self.form.values(), heal=self.heal, faces=self.faces.text(),
                actor_id=self.by.currentData(), read_off=self._read_off_name(),
            )
        except CommandError as exc:  # too few faces typed: how many, and what for
            self.preview.setText(render(exc.message, exc.args_, exc.context))
            self.preview.setStyleSheet("color: #ff6b6b; font-size: 13pt; padding: 6px;")
            ok.setEnabled(False)
            return
        except (RulesError, DiceError) as exc:
            text = QCoreApplication.translate("rules", str(exc))
            if isinstance(exc, SuppliesMissingError):  # no bandage to use: where the ones found are noted
                hint = self.tr("Edit → Found… ({key}) adds the bandages and pain pills a character finds.")
                text += " " + hint.format(key=keymap.first_shown("characters.found"))
            self.preview.setText(text)
            self.preview.setStyleSheet("color: #ff6b6b; font-size: 13pt; padding: 6px;")
            ok.setEnabled(False)
            return
        ok.setEnabled(True)
        self.preview.setStyleSheet("font-size: 14pt; font-weight: bold; padding: 6px;")
        unpicked = self._unpicked_attacker()
        if wanted is not None and not self.heal and not self.faces.text().strip() \
                and self.services.characters.dice_decide(self.character_id, self.form.values(), heal=self.heal):
            # no result of dice not yet rolled (the armor's, read as if rolled): what they decide, each
            # way (the armor's roll to deflect, what it absorbs), and what it waits for
            odds = [render(line.text, line.args, "rules")
                    for line in self.services.characters.damage_odds(self.character_id, self.form.values())]
            self.preview.setText("\n".join([*unpicked, *odds, self.tr(
                "The result waits for its dice: type them above, or Enter lets the console roll them.")]))
            return
        worked = capital_first(render_value(outcome.arithmetic, qt_translate))  # a line of its own: «Урон 20; …»
        # a sum with nothing worked out (no armor, no multiplier) is the bare number the next line
        # names ("5 damage to Life Points: …"): not shown alone above it
        bare = worked.replace("\u2212", "").replace("-", "").strip().isdigit()
        lines = [] if bare and outcome.lines else [worked]
        lines += [render(line.text, line.args, "rules") for line in outcome.lines]
        if not any(lines[:1]) and outcome.headline is not None:  # a care that works nothing out (an injury named):
            # its headline first and whole, what the GM alone reads after it (the recovery time its entry gave)
            row = self.services.characters.character(self.character_id)
            name = row.name if row is not None else ""
            lines = [render(outcome.headline.text, {**outcome.headline.args, "name": name}, "rules"), *lines[1:]]
        self.preview.setText("\n".join(t for t in [*unpicked, *lines] if t))

    def _unpicked_attacker(self) -> list[str]:
        """With no one picked in "Dealt by", what the damage takes off an attacker (a club's d6×STR:
        his Strength) is the form's number: said plainly, with where it came from, so that the sum
        below holds no number the GM cannot trace ([] when an attacker is picked or none is read)."""
        if self.heal or self.by.currentData() is not None:
            return []
        values = self.form.values()
        keys = self.services.ruleset.damage_rules().attacker_fields(values)
        labels = {f.key: QCoreApplication.translate("rules", f.label) for f in self.form.fields}
        said = []
        for key in keys:
            if key not in labels:
                continue
            if self._read_off:
                text = self.tr("No attacker picked: {field} {value}, from {name} whose turn it is, is used; "
                               "pick who hits in {by}.")
            else:
                text = self.tr("No attacker picked: {field} {value} is used; pick who hits in {by}.")
            said.append(text.format(field=labels[key], value=values.get(key), name=self._read_off or "",
                                    by=self.by_label))
        return said

    def _apply(self) -> None:
        values = self.form.values()
        chars = self.services.characters
        actor = self.by.currentData()
        if self.heal:
            done = chars.heal(self.character_id, values, actor_id=actor, faces=self.faces.text())
        else:
            done = chars.damage(self.character_id, values, actor_id=actor, faces=self.faces.text(),
                                read_off=self._read_off_name())
        if done:
            self.accept()


def set_value(widget: QWidget | None, value: object) -> None:
    """Put ``value`` in a form's input as the GM would have (a list's item by its value)."""
    if isinstance(widget, QSpinBox):
        widget.setValue(int(value))  # type: ignore[call-overload]  # a number field's value is an int
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        index = widget.findData(value)
        if index >= 0:
            widget.setCurrentIndex(index)
    elif isinstance(widget, QLineEdit):
        widget.setText(str(value))
