"""Typed dice say what they want, in the GM's language: beside the faces field, the dice the roll
takes ("Table dice: 3 × d6"), following the form; four faces typed for three dice are refused by
count, and the refusal is in sight under the field."""

from __future__ import annotations

import pytest

from tests.gui.test_dice_dock import make_dock, type_faces
from ui import i18n

SAID = {
    "en": ("Table dice: 3 × d6", "Table dice: 5 × d6", "This roll takes 3 × d6; 4 typed."),
    "ru": ("Кубики со стола: 3 × d6", "Кубики со стола: 5 × d6", "Этому броску нужно 3 × d6; введено 4."),
    "es": ("Dados de la mesa: 3 × d6", "Dados de la mesa: 5 × d6", "Esta tirada necesita 3 × d6; 4 escritos."),
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_faces_field_says_how_many_dice_and_a_wrong_count_is_named(qtbot, tmp_path, language):
    i18n.set_language(language)
    try:
        dock, services = make_dock(qtbot, tmp_path, "twdu", characters=[("Rick", "pc", {"agility": 2, "mobility": 1})])
        first, helped, refused = SAID[language]
        qtbot.waitUntil(lambda: dock.wanted_label.text() == first)
        assert dock.wanted_label.isVisible()
        dock.form.inputs["help"].setValue(2)  # two helpers: two dice more
        qtbot.waitUntil(lambda: dock.wanted_label.text() == helped)
        dock.form.inputs["help"].setValue(0)
        type_faces(qtbot, dock, "6 2 3 4")
        assert dock.refusal_label.text() == refused
        assert services.campaign.events() == [] or all(e.kind != "roll" for e in services.campaign.events())
        services.close()
    finally:
        i18n.set_language("en")
