"""What a single attack from the Threat dial leaves on screen, kept by undo (twdu, "Single attacks":
"Failure: If you fail the roll, your outcome will be determined by the GM. This might entail taking
damage…").

Ctrl+Z of the victim's roll took the dial's "Roll Ben's single attack" away for good (the GM had to
give the attack again), and Ctrl+Z of the pick left it there; now the roll undone offers it again, and
the pick undone takes it away and the dial asks on whom again, as before the pick.  A
failed roll had no consequence offered: now the dock offers the harm, the swarm's damage row with the
victim and the ruleset's one point (the focus stays on the roll's push, the text's second chance;
Ctrl+7 lands on the harm), Enter applies it (one log line, undoable, and
undone the offer comes back); English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_threat_dock import lines, make_window
from ui import i18n

HARM = {
    "en": ("The single attack on Ben got through: damage", "Apply 1 damage to Ben"),
    "ru": ("Ben: одиночная атака прошла, урон", "Нанести урон 1 — Ben"),
    "es": ("El ataque único contra Ben pasó: daño", "Aplicar 1 de daño a Ben"),
}


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def give_ben_a_single_attack(dock, keys: Keys) -> None:  # noqa: ANN001
    """+ on the dial, 7 (Instead: a single attack from the dead), 2 (Ben)."""
    dock.dial.setFocus()
    keys.key(Qt.Key.Key_Plus)
    keys.type("7")
    keys.type("2")
    settle()


def roll_ben(window, keys: Keys, faces: str) -> None:  # noqa: ANN001
    """Space on the dial's roll button, the table's dice typed into the dice dock, Enter."""
    keys.key(Qt.Key.Key_Space)
    assert QApplication.focusWidget() is window.docks["diceDock"].faces_edit
    keys.type(faces)
    keys.key(Qt.Key.Key_Return)
    settle()


def test_undo_brings_back_the_single_attack_s_roll_and_takes_back_its_pick(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    assert services.threat.step(1, "noise")
    keys = Keys(qtbot)
    roll = dock.single_roll.button
    give_ben_a_single_attack(dock, keys)
    assert QApplication.focusWidget() is roll and roll.text() == "Roll Ben's single attack (a skill roll)"
    roll_ben(window, keys, "2 3 4 5 2 3 6")  # a success: the dead stopped
    assert lines(services)[-1].startswith("Ben rolls Skill roll (Close Combat)")
    assert roll.isHidden()
    keys.key(Qt.Key.Key_Z, CTRL)  # the roll taken back: the attack waits for it again
    settle()
    assert lines(services)[-1].startswith("Undo: Ben rolls")
    assert roll.isVisible() and roll.text() == "Roll Ben's single attack (a skill roll)"
    roll.setFocus()
    roll_ben(window, keys, "2 3 4 5 2 3 6")  # and it is rolled again from it
    assert roll.isHidden()
    keys.key(Qt.Key.Key_Z, CTRL)
    keys.key(Qt.Key.Key_Z, CTRL)  # the roll, then the pick: no single attack any more
    settle()
    assert lines(services)[-1] == "Undo: Threat 1 (Dead around) stays: instead, a single attack from the dead on Ben"
    assert roll.isHidden()  # no roll for an attack taken back; the dial asks on whom, as before the pick
    assert dock.prompt.isVisible() and dock.prompt.text().startswith("A single attack from the dead: on whom?")
    assert [b.text() for _, b in dock.reason_buttons] == ["1  Ana", "2  Ben", "3  Mia", "4  Rick"]
    keys.type("3")  # Mia this time
    settle()
    assert lines(services)[-1] == "Threat 1 (Dead around) stays: instead, a single attack from the dead on Mia"
    assert roll.isVisible() and QApplication.focusWidget() is roll
    assert roll.text() == "Roll Mia's single attack (a skill roll)"


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_failed_single_attack_offers_its_harm(qtbot, tmp_path, lang):
    label, button = HARM[lang]
    assert i18n.set_language(lang)
    try:
        window, dock, ids = make_window(qtbot, tmp_path)
        services = window.services
        assert services.threat.step(1, "noise")
        keys = Keys(qtbot)
        give_ben_a_single_attack(dock, keys)
        harm = dock.single_harm.row
        assert harm.isHidden()
        roll_ben(window, keys, "2 3 4 5 2 3 1")  # Strength 4 + Close Combat 3: no 6, the attack gets through
        assert harm.isVisible() and harm.label.text() == label and harm.button.text() == button
        # Ben may push first (the text's second chance): the focus stays on the push, the harm waits
        assert QApplication.focusWidget().objectName() == "followUp_push"
        keys.key(Qt.Key.Key_7, CTRL)  # the push declined: Go to the threat lands on the harm's field
        settle()
        assert QApplication.focusWidget() is harm.damage and harm.damage.value() == 1
        before = len(lines(services))
        keys.key(Qt.Key.Key_Return)  # the harm applied: Ben bruised
        settle()
        assert len(lines(services)) == before + 1
        assert services.characters.character(ids["Ben"]).state["health"] == 2
        assert harm.isHidden()
        keys.key(Qt.Key.Key_Z, CTRL)  # the harm taken back: offered again
        settle()
        assert services.characters.character(ids["Ben"]).state["health"] == 3
        assert harm.isVisible() and harm.button.text() == button
    finally:
        i18n.set_language("en")
