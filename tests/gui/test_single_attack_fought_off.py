"""What a single attack came to, said where the GM looks (twdu, "Single attacks": "Success: If you
succeed, you have dispatched the undead, evaded them, or in some other way stopped their advance";
"Failure: … This might entail taking damage").  A successful roll against a single attack showed
only "Success: 1 six", and its harm's line said "Damage to Ben: damage 1", naming no attack.  Now the
victim's roll says it in the dice dock's result and the log ("… — Ben fights off the single attack",
"… — the single attack on Ben gets through"), and the harm's line names the attack ("Single attack
on Ben: Health 3 → 2 — Now Bruised."); English, Russian (the name in the nominative) and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_threat_dock import lines, make_window
from tests.gui.test_threat_single_attack_after import give_ben_a_single_attack, roll_ben, settle
from ui import i18n

SAID = {
    "en": ("Ben fights off the single attack", "the single attack on Ben gets through",
           "Single attack on Ben: Health 3 → 2 — Now Bruised."),
    "ru": ("Ben: одиночная атака отбита", "Ben: одиночная атака прошла",
           "Одиночная атака — Ben: Здоровье 3 → 2"),
    "es": ("Ben rechaza el ataque único", "el ataque único a Ben pasa",
           "Ataque único a Ben: Salud 3 → 2"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_roll_says_what_came_of_the_single_attack_and_the_harm_names_it(qtbot, tmp_path, lang):
    fought_off, through, harm_line = SAID[lang]
    assert i18n.set_language(lang)
    try:
        window, dock, ids = make_window(qtbot, tmp_path)
        services = window.services
        result = window.docks["diceDock"].result_view.result_label
        assert services.threat.step(1, "noise")
        keys = Keys(qtbot)
        give_ben_a_single_attack(dock, keys)
        roll_ben(window, keys, "2 3 4 5 2 3 6")  # a 6: the dead stopped
        assert result.text().endswith(" — " + fought_off)
        assert fought_off in lines(services)[-1]
        keys.key(Qt.Key.Key_Z, CTRL)  # the roll taken back: rolled again, failed
        settle()
        dock.single_roll.button.setFocus()
        roll_ben(window, keys, "2 3 4 5 2 3 1")
        assert result.text().endswith(" — " + through) and through in lines(services)[-1]
        keys.key(Qt.Key.Key_7, CTRL)  # the push declined: Go to the threat lands on the harm
        settle()
        keys.key(Qt.Key.Key_Return)
        settle()
        assert lines(services)[-1].startswith(harm_line)
        assert services.characters.character(ids["Ben"]).state["health"] == 2
        keys.key(Qt.Key.Key_Z, CTRL)
        settle()
        assert services.characters.character(ids["Ben"]).state["health"] == 3
    finally:
        i18n.set_language("en")


def test_another_roll_of_the_victim_says_nothing_of_the_attack(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    assert services.threat.step(1, "noise")
    keys = Keys(qtbot)
    give_ben_a_single_attack(dock, keys)
    roll_ben(window, keys, "2 3 4 5 2 3 6")
    assert "fights off" in lines(services)[-1]
    window.docks["diceDock"].faces_edit.setFocus()
    keys.type("2 3 4 5 2 3 6")  # Ben's next roll: the attack was answered already
    keys.key(Qt.Key.Key_Return)
    settle()
    assert lines(services)[-1].startswith("Ben rolls") and "single attack" not in lines(services)[-1]
