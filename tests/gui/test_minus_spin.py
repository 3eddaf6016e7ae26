"""A form's number fields show a negative number with the one minus sign (U+2212), and take
either sign typed."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.rules.base import FieldSpec
from ui.widgets.field_form import FieldForm


def test_a_penalty_reads_with_the_minus_sign_and_a_typed_hyphen_still_works(qtbot):
    form = FieldForm([FieldSpec("penalty", "Unskilled penalty", "int", -2, -10, 0)], {"penalty": -2})
    qtbot.addWidget(form)
    box = form.inputs["penalty"]
    assert box.text() == "\u22122" and box.value() == -2
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "-5")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert box.value() == -5 and box.text() == "\u22125"
