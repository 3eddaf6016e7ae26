"""The field form: an input that follows others takes the text's value when they change (a number,
a choice, a box), and keeps what the GM typed until they change again; one ``edited`` a change."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.rules.base import Choice, FieldSpec
from ui.widgets.field_form import FieldForm

BANDS = (Choice("short", "Short"), Choice("long", "Long"))
SKILLS = (Choice("close", "Close Combat"), Choice("ranged", "Ranged Combat"))
FIELDS = (
    FieldSpec("band", "Range", "choice", "short", choices=BANDS),
    FieldSpec("modifier", "Range modifier", "int", 0, -10, 10, follows=("band",),
              presets=((("short",), 0), (("long",), -3))),
    FieldSpec("skill", "Skill", "choice", "close", choices=SKILLS, follows=("band",),
              presets=((("short",), "close"), (("long",), "ranged"))),
    FieldSpec("cover", "Cover counts", "bool", False, follows=("band",),
              presets=((("short",), False), (("long",), True))),
)


def test_followers_take_the_texts_values_and_keep_what_the_gm_types(qtbot):
    form = FieldForm(FIELDS)
    qtbot.addWidget(form)
    edits = []
    form.edited.connect(lambda: edits.append(form.values()))
    band, modifier = form.inputs["band"], form.inputs["modifier"]
    qtbot.keyClick(band, Qt.Key.Key_Down)
    assert form.values() == {"band": "long", "modifier": -3, "skill": "ranged", "cover": True}
    assert modifier.text() == "−3"
    assert edits == [form.values()]  # the odds are asked once, with the followers already set
    qtbot.keyClick(modifier, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(modifier, "-1")
    assert form.values()["modifier"] == -1
    qtbot.keyClick(band, Qt.Key.Key_Up)
    assert form.values() == {"band": "short", "modifier": 0, "skill": "close", "cover": False}
