"""The Damage and Heal dialog's lines and boxes kept whole (:mod:`ui.dialogs.rules_action_dialog`):
what an input picks on the patient said under it, a box's choice on one line, a wrapped line
that takes the dialog's width."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QLabel, QSizePolicy

from app.services.logtext import render
from ui.widgets.combo_popups import WrappingListBox

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.widgets.field_form import FieldForm


class PickedLines:
    """Under each input of the heal form the rules word for this patient, what it picks ("2 —
    Critical injury 64, not yet named" under "Which of Ben's injuries"): a bare "1" said neither
    whether it was the D66's entry or the nth injury on the sheet."""

    def __init__(self, services: Services, character_id: int, form: FieldForm, heal: bool) -> None:
        self.services = services
        self.character_id = character_id
        self.form = form
        self.heal = heal
        #: the lines made so far, by the input's key (made when the rules first word that input)
        self.labels: dict[str, QLabel] = {}

    def say(self) -> None:
        """The lines for the form's values now; a line the rules say nothing for, hidden."""
        if not self.heal:
            return
        row = self.services.characters.character(self.character_id)
        if row is None:
            return
        rules = self.services.ruleset
        said = rules.damage_rules().heal_picked(row.sheet, rules.with_kind(row.kind, row.state), self.form.values())
        layout = self.form.form_layout
        for key, line in said.items():
            field = self.form.inputs.get(key)
            if field is None:
                continue
            label = self.labels.get(key)
            if label is None:
                label = self.labels[key] = QLabel(self.form)
                label.setObjectName(f"picked_{key}")
                label.setWordWrap(True)
                wraps_to_width(label)
                position = layout.getWidgetPosition(field)  # (row, role)
                layout.insertRow(int(position[0]) + 1, "", label)  # type: ignore[index]  # PySide's stub says object
            label.setText(render(line.text, {"name": row.name, **line.args}, "rules"))
            layout.setRowVisible(label, True)
        for key, label in self.labels.items():
            if key not in said:
                layout.setRowVisible(label, False)


#: the pixels a focused box's frame takes from its text beyond its frame's (the themes' 2 px each side)
FOCUS_FRAME = 4


def one_line(combo: QComboBox) -> None:
    """A box of the form as wide as its longest choice needs to be drawn on one line: "Name an
    injury (read off the critical-injury table)" was given a few pixels less than its words, wrapped
    in a box one line high, and cut at its top and bottom."""
    if not isinstance(combo, WrappingListBox) or combo.count() == 0:
        return
    combo.ensurePolished()  # the theme's type and frame: measured before, the box was too narrow for them
    metrics = combo.fontMetrics()
    longest = max(metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
    width = combo.sizeHint().width()
    # the focus frame is thicker than the frame (the theme's 2 px): room for it, or the entry wraps when focused
    while combo.text_field(width).width() < longest + FOCUS_FRAME and width < 2000:
        width += 4
    combo.setMinimumWidth(width)


def wraps_to_width(label: QLabel) -> None:
    """A wrapped line that takes the dialog's width and asks for none: the result said anew at each
    key typed («Атакующий не выбран: …», a long sum) widened the Russian Damage dialog key by key to
    the screen's width, as a wrapped label asks for its words on one line; its lines now wrap at
    the width the form's fields give the dialog, and its height follows them."""
    policy = label.sizePolicy()
    policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
    policy.setHeightForWidth(True)
    label.setSizePolicy(policy)
