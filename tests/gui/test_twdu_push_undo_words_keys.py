"""twdu: Ctrl+Z of a push names the stress it gives back.  "Undo: Mia: Push the roll — Skill roll
(Mobility)" said nothing of the stress the push had cost her, while the roster's Stress went 1 → 0 under
the GM's eyes; now the undo says "— Stress 1 → 0" (and the redo "0 → 1"), in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL, SHIFT
from tests.gui.test_dice_undo_offers_keys import mia_fails, push
from tests.gui.test_fight_by_keys import lines
from ui import i18n

SAID = {
    "en": ("Undo: Mia: Push the roll — Skill roll (Mobility) — Stress 1 → 0",
           "Redo: Mia: Push the roll — Skill roll (Mobility) — Stress 0 → 1"),
    "ru": ("Отменено: Mia: Форсировать бросок — Бросок навыка (Подвижность) — Стресс 1 → 0",
           "Повторено: Mia: Форсировать бросок — Бросок навыка (Подвижность) — Стресс 0 → 1"),
    "es": ("Deshecho: Mia: Forzar la tirada — Tirada de habilidad (Movilidad) — Estrés 1 → 0",
           "Rehecho: Mia: Forzar la tirada — Tirada de habilidad (Movilidad) — Estrés 0 → 1"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_undo_of_a_push_names_the_stress_it_gives_back(qtbot, tmp_path, lang):
    window, keys, dice = mia_fails(qtbot, tmp_path)
    push(keys, dice, "2 2 3 4 2 2 2")
    mia = dice.last.request.character_id
    assert window.services.characters.character(mia).state.get("stress") == 1
    try:
        window.set_language(lang)
        keys.key(Qt.Key.Key_Z, CTRL)
        assert window.services.characters.character(mia).state.get("stress", 0) == 0
        assert lines(window)[-1] == SAID[lang][0]
        keys.key(Qt.Key.Key_Z, CTRL | SHIFT)
        assert lines(window)[-1] == SAID[lang][1]
    finally:
        i18n.set_language("en")
