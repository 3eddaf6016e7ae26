"""AFMBE norms' rule of 1 and 10 ("a natural 10 adds one more d10; a natural 1 subtracts one more
d10", no chain) made the dice dock say "Table dice: 1–2 × d10" and, for an attack against a dodge,
"2–4 dice: 2 × d10 (Attack); 2 × d10 (Defence)": a range the GM had to decode.  The line now says
what the range means, in English, Russian and Spanish, and has a tooltip."""

from __future__ import annotations

import pytest

from tests.gui.test_dice_dock import make_dock
from ui import i18n

TASK = {"en": "Table dice: 1 × d10, and one more if it shows 1 or 10",
        "ru": "Кубики со стола: 1 × d10 и ещё один, если выпадет 1 или 10",
        "es": "Dados de la mesa: 1 × d10 y uno más si sale 1 o 10"}
ATTACK = {"en": "Table dice: 2 dice: 1 × d10 (Attack); 1 × d10 (Defence, when rolled); and one more for each "
                "that shows 1 or 10",
          "ru": "Кубики со стола: 2 кубика: 1 × d10 (Атака); 1 × d10 (Защита, если до него дойдёт); и ещё по "
                "одному на каждый, где выпадет 1 или 10",
          "es": "Dados de la mesa: 2 dados: 1 × d10 (Ataque); 1 × d10 (Defensa, si se tira); y uno más por cada "
                "uno que saque 1 o 10"}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_range_of_table_dice_is_said_in_words(qtbot, tmp_path, language):
    i18n.set_language(language)
    try:
        dock, services = make_dock(qtbot, tmp_path, "afmbe", "norms",
                                   characters=[("Dana", "pc", {"dex": 3}), ("Biter", "zombie", {"str": 2})])
        dock.forms.character_combo.setCurrentIndex(dock.forms.character_combo.findText("Dana"))
        dock.kind_combo.setCurrentIndex(dock.kind_combo.findData("task"))
        qtbot.waitUntil(lambda: dock.wanted_label.text() != "" and dock.wanted_label.isVisible())
        assert dock.wanted_label.text() == TASK[language]
        assert dock.wanted_label.toolTip() != ""
        dock.kind_combo.setCurrentIndex(dock.kind_combo.findData("attack"))
        dock.opponent_form.inputs["defence"].setCurrentIndex(1)  # a defence rolled: its d10 too
        qtbot.waitUntil(lambda: "(" in dock.wanted_label.text())
        assert dock.wanted_label.text() == ATTACK[language]
        services.close()
    finally:
        i18n.set_language("en")
