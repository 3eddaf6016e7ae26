"""Why a fighter rolls twice in a swarm round, said beside that second roll (twdu text, "Small groups":
"If just two characters face a swarm of dead, they still make three skill rolls, with one of them
rolling twice. The second of those roll gets a –2 modifier").  Ana and Ben fight: Ana's second roll,
at −2, showed in the round's result as "Ana (roll 2 of 2) … (−2)" with no reason; the reason was a
note above the planned rows before the roll, gone once it was rolled.  Now the result says it right
under each further roll: English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL
from tests.gui.swarm_scene import lost_round
from ui import i18n

WHY = {
    "en": "Ana rolls again: 2 fighters for the round's 3 rolls (Small group)",
    "ru": "Ana бросает снова: 2 бойца на 3 броска раунда (Малая группа)",
    "es": "Ana tira otra vez: 2 luchadores para las 3 tiradas del asalto (Grupo pequeño)",
}
SECOND = {"en": "Ana (roll 2 of 2)", "ru": "Ana (бросок 2 из 2)", "es": "Ana (tirada 2 de 2)"}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_second_roll_of_a_fighter_says_why_beside_it(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window, keys, swarm = lost_round(qtbot, tmp_path)
        keys.type("1")  # the GM's pick: Threat +1; the round's rolls shown again under its result
        keys.key(Qt.Key.Key_Return, CTRL)
        assert swarm.outcome_box.details.isVisible()
        details = swarm.outcome_box.details.text().splitlines()
        second = next(i for i, line in enumerate(details) if line.startswith(SECOND[lang]))
        assert "(−2) → " in details[second]  # the roll itself, its penalty
        assert details[second + 1].strip() == WHY[lang]  # right under it
        assert sum(WHY[lang] in line for line in details) == 1  # not beside Ana's first roll nor Ben's
    finally:
        i18n.set_language("en")
