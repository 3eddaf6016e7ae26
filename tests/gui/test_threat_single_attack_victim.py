"""The Threat dial's single attack during a fight is rolled by its victim (twdu, "Single attacks":
"A single attack is resolved with one skill roll by you"; "During combat: … you still get to make a
roll to avoid it").  With the Dice tab behind the Swarm tab while the turns passed, the dice dock came
forward after the victim's roll was put in it, read the campaign again and set up the roll of the one
whose turn it was: the GM rolled the wrong character.  The same in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def digit(n: int) -> Qt.Key:
    return Qt.Key(Qt.Key.Key_0.value + n)


def pick_single_attack(qtbot, window, keys: Keys, actor: int) -> tuple[int, str]:  # noqa: ANN001
    """+ on the dial, the digit of "Instead: a single attack", then the digit of a victim who is not
    ``actor``; returns that victim (id, name)."""
    dock = window.docks["threatDock"]
    dock.dial.setFocus()
    keys.key(Qt.Key.Key_Plus)
    keys_of = [b.objectName() for _, b in dock.reason_buttons]
    keys.key(digit(keys_of.index("reason_instead_single_attack") + 1))
    victims = [v for v, _ in dock.reason_buttons]
    n, victim = next((n, v) for n, v in enumerate(victims, start=1) if v.character_id != actor)
    keys.key(digit(n))
    settle()
    return victim.character_id, victim.name


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_victim_s_roll_is_set_up_not_the_turn_s(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=True)
    try:
        services = window.services
        keys = Keys(qtbot)
        dice = window.docks["diceDock"]
        window.docks["swarmDock"].raise_()  # the GM looked at the Swarm tab: Dice is behind it
        settle()
        assert not dice.on_screen()
        fight = window.docks["initiativeDock"]
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_N)  # the turns pass while the Dice tab is behind
        settle()
        actor = services.initiative.current().character_id
        victim, name = pick_single_attack(qtbot, window, keys, actor)
        roll = window.docks["threatDock"].single_roll.button
        assert QApplication.focusWidget() is roll and name in roll.text()
        keys.key(Qt.Key.Key_Space)
        settle()
        assert dice.on_screen() and QApplication.focusWidget() is dice.faces_edit
        assert dice.character_id() == victim != actor
        assert dice.form is not None and dice.form.values()["skill"] == "close_combat"
        assert dice.character_combo.currentText() == name
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
