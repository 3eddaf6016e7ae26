"""Once a single attack's harm is dealt, the victim's roll for it is spent (twdu, "Single attacks":
"If you fail the roll, your outcome will be determined by the GM"): the dice dock no longer offers
its push, and a push asked all the same (its dice typed) is refused with the reason, nothing
changed; the harm undone offers the push again.  A roller Broken since pushes nothing either
("Broken: … any skill roll fails").  By keys, as a GM did it in Russian: + on the dial, 7, the
victim, Space, the table's dice, Enter, Ctrl+7, Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_threat_dock import lines, make_window
from tests.gui.test_threat_single_attack_after import give_ben_a_single_attack, roll_ben, settle
from ui import i18n

SAID = {
    "en": ("The single attack's harm is dealt: its roll is spent and cannot be pushed.",
           "Broken: one out of the fight cannot push a roll."),
    "ru": ("Урон от одиночной атаки уже нанесён: бросок исчерпан, форсировать его нельзя.",
           "Вне строя: выбывший из боя не может форсировать бросок."),
    "es": ("El daño del ataque único ya está aplicado: su tirada está gastada y no se puede forzar.",
           "Fuera de combate: no puede forzar ninguna tirada."),
}


def push_button(window):  # noqa: ANN001, ANN201
    return window.docks["diceDock"].result_view.buttons.get("push")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_harm_dealt_spends_the_single_attack_s_roll(qtbot, tmp_path, lang):
    spent, _ = SAID[lang]
    assert i18n.set_language(lang)
    try:
        window, dock, ids = make_window(qtbot, tmp_path)
        services = window.services
        dice = window.docks["diceDock"]
        assert services.threat.step(1, "noise")
        keys = Keys(qtbot)
        give_ben_a_single_attack(dock, keys)
        roll_ben(window, keys, "2 3 4 5 2 3 1")  # no 6: the attack gets through
        push = push_button(window)
        assert QApplication.focusWidget() is push and push.isVisible()
        keys.key(Qt.Key.Key_7, CTRL)  # the push declined: to the harm
        settle()
        assert QApplication.focusWidget() is dock.single_harm.row.damage
        keys.key(Qt.Key.Key_Return)  # the harm applied: Ben bruised
        settle()
        assert services.characters.character(ids["Ben"]).state["health"] == 2
        assert push_button(window).isHidden()  # the roll is spent: no push offered
        assert dice.refusal_label.text() == spent
        before, stress = len(lines(services)), services.characters.character(ids["Ben"]).state.get("stress", 0)
        dice.rolls.making.follow_up("push", 0)  # the push asked all the same (its button's signal): its dice asked
        assert QApplication.focusWidget() is dice.faces_edit
        keys.type("6 6 6 6 6 6 6")
        keys.key(Qt.Key.Key_Return)
        settle()
        assert dice.refusal_label.text() == spent
        assert len(lines(services)) == before
        assert services.characters.character(ids["Ben"]).state.get("stress", 0) == stress
        dock.dial.setFocus()
        keys.key(Qt.Key.Key_Z, CTRL)  # the harm taken back: the push is offered again
        settle()
        assert services.characters.character(ids["Ben"]).state["health"] == 3
        assert push_button(window).isVisible()
        assert dice.refusal_label.text() != spent
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_one_broken_since_the_roll_is_offered_no_push(qtbot, tmp_path, lang):
    _, broken = SAID[lang]
    assert i18n.set_language(lang)
    try:
        window, dock, ids = make_window(qtbot, tmp_path)
        services = window.services
        dice = window.docks["diceDock"]
        keys = Keys(qtbot)
        window.selection.select_character(ids["Ben"])
        keys.key(Qt.Key.Key_K, CTRL)  # Ben's skill roll, the table's dice typed: no 6
        assert QApplication.focusWidget() is dice.faces_edit
        keys.type("2 3")  # the form's first skill: two dice
        keys.key(Qt.Key.Key_Return)
        settle()
        assert push_button(window).isVisible()
        assert services.characters.damage(ids["Ben"], {"damage": 3, "source": "attack"})  # a blow: Broken
        settle()
        assert services.characters.character(ids["Ben"]).state["health"] == 0
        assert push_button(window).isHidden() and dice.refusal_label.text() == broken
        rolled = dice.rolls.last
        assert services.rolls.follow_up(rolled, "push") is None  # asked all the same: refused
    finally:
        i18n.set_language("en")
