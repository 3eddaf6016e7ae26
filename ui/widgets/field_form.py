"""A form built from a ruleset's field declarations (campaign options, damage and heal forms).

A number field that follows other fields (a range band's modifier, a called shot's penalty) takes
the text's value whenever one of them changes; the GM may then type another
(:mod:`app.rules.field_presets`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.field_presets import followed_values, preset_for
from app.services import bounds, plurals
from ui.i18n import current_language
from ui.widgets.combo_popups import WrappingListBox
from ui.widgets.labels import FormLabel
from ui.widgets.minus_spin import MinusSpinBox
from ui.widgets.placeholder_fit import fit_placeholder
from ui.widgets.wheel_guard import CalmWrappingBox

if TYPE_CHECKING:
    from app.rules.base import Choice, FieldSpec
    from ui.widgets.compact_rows import CompactRows, Row

#: the characters a text field shows at least
TEXT_CHARS = 22
#: the dynamic property of a number box the GM has typed in since it was last finished
EDITED = "typedSinceFinished"


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text) if text else ""


def choice_text(choice: Choice) -> str:
    """A choice's label as shown: a name the GM typed as written, a rule's label translated; its
    suffix (a level) after it, then its words (a weapon's numbers named) translated."""
    text = choice.label if choice.own else rules_tr(choice.label)
    text = f"{text} {choice.suffix}" if choice.suffix else text
    if choice.words:
        text = f"{text} {rules_tr(choice.words).format(**dict(choice.words_args))}"
    return text


class FieldForm(QWidget):
    """One input per FieldSpec (tables excepted), labelled in the current language.

    Signals: ``edited()`` whenever any value changes.
    """

    edited = Signal()
    #: the key of the input the GM changed (another form may follow it)
    fieldChanged = Signal(str)  # noqa: N815 (Qt's style)

    def __init__(
        self, fields: Sequence[FieldSpec], values: Mapping[str, Any] | None = None, parent: QWidget | None = None,
        words: Mapping[str, str] | None = None, compact: bool = False,
    ) -> None:
        """``words``: what a label's ``{name}`` fields say (a heal form's "{patient}": whose supplies);
        ``compact``: the inputs on as few rows as the width allows (:mod:`ui.widgets.compact_rows`)."""
        super().__init__(parent)
        self.words = dict(words or {})
        self.fields = [f for f in fields if f.kind != "table"]
        self.inputs: dict[str, QWidget] = {}
        #: the rows in reading order (a compact form's grid puts them again as the width changes)
        self.rows: list[Row] = []
        self.compact: CompactRows | None = None
        if compact:  # the rows in a column of their own; the form layout stays empty
            outer = QVBoxLayout(self)
            outer.setContentsMargins(0, 0, 0, 0)
            column = QVBoxLayout()
            outer.addLayout(column)
            from ui.widgets.compact_rows import CompactRows  # a compact ruleset's roll form: loaded at its first

            self.compact = CompactRows(column, lambda: self.rows)
            self.form_layout = QFormLayout()
            outer.addLayout(self.form_layout)
        else:
            self.form_layout = QFormLayout(self)
        layout = self.form_layout
        # a label too long beside its input (a narrow dock, a long translation) goes above it
        layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        values = values or {}
        self.labels: dict[str, FormLabel] = {}
        #: the line under an input that has notes (``FieldSpec.notes``), shown while it holds one of their values
        self.notes: dict[str, QLabel] = {}
        #: the toggle before the rare inputs (``FieldSpec.rare``), None when the form has none; the
        #: common inputs come first, the rare ones after it, in their declared order
        self.more: QPushButton | None = None
        common = [spec for spec in self.fields if not spec.rare]
        rare = [spec for spec in self.fields if spec.rare]
        for spec in common:
            self._add_row(spec, values)
        if rare:
            self.more = QPushButton(self)
            self.more.setObjectName("moreButton")
            self.more.setCheckable(True)  # Space on it opens and closes the rare inputs
            self.more.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.more.toggled.connect(lambda _on: self._dress())
            if self.compact is not None:  # a line of text high, not a button's 30 px: a row more in view
                self.more.setMaximumHeight(self.more.fontMetrics().height() + 12)
            self._add(None, self.more)
            self._word_more()
        for spec in rare:
            self._add_row(spec, values)
        self._dress()

    def _add_row(self, spec: FieldSpec, values: Mapping[str, Any]) -> None:
        widget = self._make(spec, values.get(spec.key, spec.default))
        widget.setObjectName(f"field_{spec.key}")
        if spec.help:
            widget.setToolTip(rules_tr(spec.help))
        self.inputs[spec.key] = widget
        label = FormLabel(self._worded(spec.label, spec), self)  # in a narrow dock: two lines, not the dock's width
        self.labels[spec.key] = label
        self._add(label, widget)
        if spec.notes:  # what the text makes of the value, under the input, the form's whole width
            note = QLabel(self)
            note.setObjectName(f"note_{spec.key}")
            note.setWordWrap(True)
            note.setVisible(False)
            self.notes[spec.key] = note
            self._add(None, note)

    def _add(self, label: QLabel | None, widget: QWidget) -> None:
        """A row at the form's end: a label and its input, or a widget the form's width (None)."""
        self.rows.append((label, widget))
        if self.compact is not None:
            return  # put in the grid by arrange()
        if label is None:
            self.form_layout.addRow(widget)
        else:
            self.form_layout.addRow(label, widget)

    def _show_row(self, widget: QWidget, on: bool) -> None:
        """The row of ``widget`` (an input, a note) shown or not."""
        if self.compact is None:
            self.form_layout.setRowVisible(widget, on)
            return
        label = next((lab for lab, w in self.rows if w is widget), None)
        widget.setVisible(on)
        if label is not None:
            label.setVisible(on)

    def row_shown(self, key: str) -> bool:
        """Whether the input of ``key`` is offered on the form now."""
        widget = self.inputs[key]
        if self.compact is None:
            return self.form_layout.isRowVisible(widget)
        return not widget.isHidden()

    def offered(self) -> dict[str, Any]:
        """The values of the inputs the form offers now, those a roll is sent with: one the form
        does not offer for the others' values (a shot's range beside a blow) is left out, whatever
        it holds; a rare input behind a closed "More" is offered, its value given."""
        return {key: value for key, value in self.values().items()
                if self.row_shown(key) or self._behind_more(key)}

    def _behind_more(self, key: str) -> bool:
        """A rare input out of sight only because "More" is closed (offered, its value counts)."""
        spec = next(spec for spec in self.fields if spec.key == key)
        if not spec.rare or self.more is None or self.more.isChecked():
            return False
        values = self.values()
        if not all(values.get(other) in wanted for other, wanted in spec.also_with):
            return False
        if not spec.with_value:
            return True
        wanted_key, wanted = spec.with_value
        return values.get(wanted_key) in wanted or bool(spec.other_label)

    def _arrange(self) -> None:
        if self.compact is not None:
            self.compact.arrange(max(1, self.width()))

    def _word_more(self) -> None:
        """The toggle says what Space on it does: opens the rare inputs (how many) or closes them."""
        if self.more is None:
            return
        count = sum(1 for spec in self.fields if spec.rare)
        if self.more.isChecked():
            self.more.setText(QCoreApplication.translate("FieldForm", "Fewer inputs ▴"))
        else:
            text = QCoreApplication.translate("FieldForm", "More inputs ({count}) ▸")
            self.more.setText(text.replace("{count}", str(count)))
        self.more.setToolTip(QCoreApplication.translate(
            "FieldForm", "Inputs that keep their default in most rolls; Space opens or closes them. "
                         "They open by themselves when one of them holds another value."))

    def _unusual(self, spec: FieldSpec, values: Mapping[str, Any]) -> bool:
        """Whether a rare input holds another value than its default or the one the inputs it
        follows give it (a range band's modifier set by the band is not the GM's doing)."""
        value = values.get(spec.key)
        if value == spec.default:
            return False
        return not (spec.follows and value == preset_for(spec, values))

    def tab_chain(self) -> list[QWidget]:
        """The inputs in the order Tab reaches them: the common ones, the "More" toggle, the rare ones."""
        common = [self.inputs[spec.key] for spec in self.fields if not spec.rare]
        rare = [self.inputs[spec.key] for spec in self.fields if spec.rare]
        return [*common, *([self.more] if self.more is not None else []), *rare]

    def _dress(self) -> None:
        """The inputs worded by another's value (``FieldSpec.with_value``) read as it says, and
        those it does not offer are out of the form (and of the Tab order) until it does."""
        shown = self.values()
        offered = {spec.key: all(shown.get(key) in wanted for key, wanted in spec.also_with) for spec in self.fields}
        for spec in self.fields:
            if not spec.with_value or not offered[spec.key]:
                continue
            key, wanted = spec.with_value
            on = shown.get(key) in wanted
            text = spec.label if on else spec.other_label
            offered[spec.key] = bool(text)
            if text:
                self.labels[spec.key].setText(self._worded(text, spec))
        more = self.more
        if more is not None and not more.isChecked() and any(
                spec.rare and offered[spec.key] and self._unusual(spec, shown) for spec in self.fields):
            more.blockSignals(True)  # opened by itself: a rare input holds a value the GM set
            more.setChecked(True)
            more.blockSignals(False)
        for spec in self.fields:  # an input the text leaves no choice for these values: greyed out
            if spec.held_for:
                held = tuple(shown.get(name) for name in spec.follows) in spec.held_for
                self.inputs[spec.key].setEnabled(not held)
        opened = more is None or more.isChecked()
        for spec in self.fields:
            if spec.with_value or spec.also_with or spec.rare:
                self._show_row(self.inputs[spec.key], offered[spec.key] and (opened or not spec.rare))
        self._say_notes(shown, offered, opened)
        self._word_more()
        self._arrange()

    def _say_notes(self, shown: Mapping[str, Any], offered: Mapping[str, bool], opened: bool) -> None:
        """Under each input with notes, the note of the value it holds (none: the line hidden)."""
        for spec in self.fields:
            note = self.notes.get(spec.key)
            if note is None:
                continue
            text = next((rules_tr(said) for value, said in spec.notes if value == shown.get(spec.key)), "")
            # the notes are the label's: an input worded by its other label says none of them
            labelled = not spec.with_value or shown.get(spec.with_value[0]) in spec.with_value[1]
            if offered[spec.key] and (opened or not spec.rare) and text and labelled:
                note.setText(text)
                self._show_row(note, True)
            else:
                self._show_row(note, False)

    def _worded(self, label: str, spec: FieldSpec | None = None) -> str:
        """A label in the current language, its ``{name}`` fields filled from :attr:`words`, and
        ``{max}`` from the number's own top (a weapon's shots a turn: "Shots this turn (at most 2)"),
        so the bound the box keeps to is said beside it."""
        text = rules_tr(label)
        for key, value in self.words.items():
            text = text.replace("{" + key + "}", value)
        if spec is not None and spec.maximum is not None and "{max" in text:
            text = plurals.choose(text, {"max": spec.maximum}, current_language()).replace("{max}", str(spec.maximum))
        return text

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The labels, the inputs' tooltips, the choices and a number's word for 0 in the language
        now (a form kept through a live change of language read on in the one before)."""
        for spec in self.fields:
            widget = self.inputs[spec.key]
            if spec.help:
                widget.setToolTip(rules_tr(spec.help))
            if spec.placeholder and isinstance(widget, QLineEdit):
                fit_placeholder(widget, rules_tr(spec.placeholder))
            if not spec.with_value:
                self.labels[spec.key].setText(self._worded(spec.label, spec))
            if isinstance(widget, QComboBox):
                for choice in spec.choices:
                    index = widget.findData(choice.value)
                    if index >= 0:
                        widget.setItemText(index, choice_text(choice))
            elif isinstance(widget, QSpinBox) and spec.zero and widget.minimum() == 0:
                widget.setSpecialValueText(rules_tr(spec.zero))
        self._dress()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """No label wider than the form: a row wrapped under a long label gave the label the width
        it would like (one line of "Requiere movimiento (sigilo…): cuenta la"), past the form's
        edge, which cut it to "cuenta l"; held to the form's width it wraps on one more line."""
        super().resizeEvent(event)
        margins = (self.layout() or self.form_layout).contentsMargins()
        room = max(1, event.size().width() - margins.left() - margins.right())
        for label in self.findChildren(FormLabel):
            if label.maximumWidth() != room:
                label.setMaximumWidth(room)
        if self.compact is not None:
            self.compact.arrange(room)

    def _make(self, spec: FieldSpec, value: Any) -> QWidget:
        if spec.kind == "int":
            box = MinusSpinBox(self)  # "−2" as every number on screen; the wheel scrolls past it
            box.setRange(*bounds.field_bounds(spec))
            if spec.zero and box.minimum() == 0:
                box.setSpecialValueText(rules_tr(spec.zero))  # "0 (no limit)", not a bare 0
            box.setValue(int(value or 0))
            box.valueChanged.connect(lambda *_: self._changed(spec.key))
            if any(spec.key in other.follows for other in self.fields):
                # a number typed that others follow sets them even when it was already there: "0"
                # typed as the distance is Short range, though the box held 0 beside a Long band
                typed = box.lineEdit()
                typed.textEdited.connect(lambda *_: box.setProperty(EDITED, True))
                box.editingFinished.connect(lambda: self._typed(spec.key, box))
            return box
        if spec.kind == "bool":
            check = QCheckBox(self)
            check.setChecked(bool(value))
            check.toggled.connect(lambda *_: self._changed(spec.key))
            return check
        if spec.kind == "choice":
            combo = CalmWrappingBox(self)  # the chosen entry whole: wrapped where the form is narrow
            for choice in spec.choices:
                combo.addItem(choice_text(choice), choice.value)
            # a long choice does not widen the form; the box wraps it, the list that opens shows it whole
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
            combo.view().setMinimumWidth(combo.view().sizeHintForColumn(0) + 24)
            index = combo.findData(value)
            combo.setCurrentIndex(max(index, 0))
            combo.currentIndexChanged.connect(lambda *_: self._changed(spec.key))
            return combo
        line = QLineEdit(self)
        # room for a name as typed ("Сломанная рука"): beside a long label the row wraps, the field
        # under it the form's width, not the 80 px left beside the label
        line.setMinimumWidth(line.fontMetrics().averageCharWidth() * TEXT_CHARS)
        line.setText(str(value or ""))
        if spec.placeholder:  # how to write it ("e.g. d6×STR, d4×STR−1"), whole in the field
            fit_placeholder(line, rules_tr(spec.placeholder))
        line.textChanged.connect(lambda *_: self._changed(spec.key))
        return line

    def follow(self, outside: Mapping[str, Any], key: str) -> None:
        """``key`` of another form (``outside``: its values) changed: the inputs here that follow
        it take the text's value, then ``edited`` (a duel's opponent follows the range band)."""
        if any(key in spec.follows for spec in self.fields):
            self._set_followers(followed_values(self.fields, {**outside, **self.values()}, (key,)))
            self.edited.emit()

    def _typed(self, key: str, box: QSpinBox) -> None:
        """The GM finished typing in ``box``: the inputs that follow it take the text's value for
        what it holds now, changed or not."""
        if not box.property(EDITED):
            return
        box.setProperty(EDITED, False)
        now = self.values()
        if any(now.get(k) != v for k, v in followed_values(self.fields, now, (key,)).items()):
            self._changed(key)

    def _changed(self, key: str) -> None:
        """An input changed: the inputs that follow it take the text's value (and theirs in turn),
        ``fieldChanged`` for it and for each it set, then ``edited``."""
        followed = followed_values(self.fields, self.values(), (key,))
        self._set_followers(followed)
        self._dress()
        for changed in (key, *followed):
            self.fieldChanged.emit(changed)
        self.edited.emit()

    def set_values(self, values: Mapping[str, Any], quiet: bool = False) -> None:
        """Put ``values`` in their inputs (the form's own keys only), then one ``edited`` (none when
        ``quiet``: the one who set them reads the form next)."""
        mine = {key: value for key, value in values.items() if key in self.inputs}
        if mine:
            self._set_followers(mine)
            self._dress()
            if not quiet:
                self.edited.emit()

    def _set_followers(self, followed: Mapping[str, Any]) -> None:
        for follower, value in followed.items():
            widget = self.inputs.get(follower)
            if widget is None:
                continue
            widget.blockSignals(True)  # one ``edited`` for the change and what follows it
            if isinstance(widget, QSpinBox):
                widget.setValue(int(value))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox) and widget.findData(value) >= 0:
                widget.setCurrentIndex(widget.findData(value))
            elif isinstance(widget, QLineEdit):
                widget.setText(str(value or ""))
            widget.blockSignals(False)
            if isinstance(widget, WrappingListBox):  # its signal blocked: the entry's lines asked here
                widget.follow_lines()  # («Предельная дистанция: Дальний бой» cut in a one-line box)

    def sent_values(self, hidden_elsewhere: frozenset[str] = frozenset()) -> dict[str, Any]:
        """The values a roll is asked with: those of the inputs the form offers, an input its
        ``with_value`` hides left out (the rules take its default: a bare-handed duel's distance), and
        with it the inputs that follow it (their preset for its default: the duel's skill at Short
        range, not the Ranged Combat a distance typed before had set); ``hidden_elsewhere``: inputs
        of another form of the same roll left out (the opponent's skill follows the roller's band)."""
        offered = self.offered()  # an input the form does not offer now (a blow's range) is not sent
        hidden = self.hidden_keys(hidden_elsewhere)
        return {key: value for key, value in offered.items() if key not in hidden}

    def hidden_keys(self, hidden_elsewhere: frozenset[str] = frozenset()) -> frozenset[str]:
        """The inputs :meth:`sent_values` leaves out, ``hidden_elsewhere`` among them."""
        shown = self.values()
        hidden = set(hidden_elsewhere) | {spec.key for spec in self.fields if spec.with_value and not spec.other_label
                                          and shown.get(spec.with_value[0]) not in spec.with_value[1]}
        grew = True
        while grew:  # the followers of a hidden input, and theirs
            more = {spec.key for spec in self.fields if set(spec.follows) & hidden} - hidden
            hidden |= more
            grew = bool(more)
        return frozenset(hidden)

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for spec in self.fields:
            widget = self.inputs[spec.key]
            if isinstance(widget, QSpinBox):
                out[spec.key] = widget.value()
            elif isinstance(widget, QCheckBox):
                out[spec.key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                out[spec.key] = widget.currentData()
            elif isinstance(widget, QLineEdit):
                out[spec.key] = widget.text()
        return out
