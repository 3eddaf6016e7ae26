"""Ana alone fights the swarm and loses the round: a single attack on a random victim can fall on
her alone.  The panel asked for the random victim's die (a die of one side) and the log showed
"dice d1: 1"; now no die is asked, the focus waits on Apply and Enter settles it, and the log names her the only one
fighting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import Keys
from tests.gui.swarm_alone import alone, lose_alone
from tests.gui.test_evenings_by_keys import NEXT_PAGE, TAB, sheet
from tests.gui.test_fight_by_keys import campaign_window, lines
from ui import i18n


def test_a_lone_fighter_s_lost_round_asks_no_die_for_the_victim(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Ana", TAB, TAB, "4", NEXT_PAGE, "2")
    keys.key(Qt.Key.Key_Escape)
    swarm = lose_alone(window, keys, "A")  # Ana alone: she rolls the round's three rolls
    assert window.services.swarm.last_round()["participants"] == ["Ana"]
    outcome = swarm.outcome_box
    single = list(outcome.pick_boxes).index("single_attack") + 1
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_0 + single)
    assert not outcome.victim_die.isVisible()  # no die of one side to type
    assert QApplication.focusWidget() is outcome.apply_picks
    keys.key(Qt.Key.Key_Return)  # Enter on Apply, as Enter in the die's field applied
    qtbot.waitUntil(lambda: "Single attack on Ana, the only one fighting" in lines(window)[-1])
    assert "d1" not in lines(window)[-1]


WORDS = {  # the lone fighter's single attack and mass attack, as the picks name them
    "en": ("Single attack on Ana, the only one fighting",
           "Mass attack on Ana, the only one fighting: no roll to avoid it"),
    "ru": ("Одиночная атака — сражается только Ana",
           "Массовая атака — сражается только Ana: уклониться броском нельзя"),
    "es": ("Ataque único: solo lucha Ana", "Ataque masivo: solo lucha Ana; sin tirada para evitarlo"),
}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_a_lone_fighter_s_picks_name_her_not_a_random_victim(qtbot, tmp_path, code):
    """The picks read "Single attack (random victim)" where no die is rolled: it falls on her."""
    assert i18n.set_language(code)
    try:
        window, keys = alone(qtbot, tmp_path, "Ana")
        swarm = lose_alone(window, keys, "A")  # Ana alone
        boxes = swarm.outcome_box.pick_boxes
        assert boxes["single_attack"].isVisible()
        assert (boxes["single_attack"].text(), boxes["mass_attack"].text()) == WORDS[code]
        random = {"en": "random", "ru": "случайн", "es": "al azar"}[code]
        assert not any(random in box.text() for box in boxes.values())
        single = list(boxes).index("single_attack") + 1
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_0 + single)
        keys.key(Qt.Key.Key_Return)  # applied: the round's lines name her the same way
        qtbot.waitUntil(lambda: WORDS[code][0] in swarm.outcome_box.details.text())
    finally:
        i18n.set_language("en")
