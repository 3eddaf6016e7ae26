"""The dice dock's typed-faces field at its least width, the focus in it, shows its shortest hint whole, «Грани со
стола»: the least was measured on the field not yet laid out (a few pixels wide) and without the
theme's focus frame, a pixel wider each side, and a narrow Russian dice dock showed «Грани со сто…»
as the GM typed the table's dice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QWidget

from ui.themes import apply_theme
from ui.widgets.placeholder_fit import fit_placeholder, text_room


def test_the_faces_hint_is_whole_at_the_fields_least_width_with_the_focus(qtbot, qapp):
    apply_theme(qapp, "dark")
    box = QWidget()
    qtbot.addWidget(box)
    field = QLineEdit(box)
    QHBoxLayout(box).addWidget(field)
    fit_placeholder(field, "Грани со стола, напр. 10 8", "Грани со стола", focused=True)  # as the dice dock's
    box.show()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.resize(field.minimumWidth(), field.height())  # as narrow as a dock may make it
    hint = field.placeholderText()
    assert hint == "Грани со стола"
    assert field.fontMetrics().elidedText(hint, Qt.TextElideMode.ElideRight, text_room(field)) == hint
