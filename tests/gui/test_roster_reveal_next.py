"""Ctrl+P in the roster changed what the players see of a character with no word of it: the status
line now says what the players see and what the next press does, in the GM's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from ui import i18n, keymap


def _press(qtbot, window, dock) -> str:  # noqa: ANN001
    qtbot.keyClick(dock.tree, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    return window.statusBar().currentMessage()


def test_ctrl_p_says_what_the_players_see_and_what_the_next_press_does(qtbot, tmp_path):
    assert i18n.set_language("en")  # whatever language the test before it left on
    window = campaign_window(qtbot, tmp_path, "twdu", name="Reveal test")
    assert window.services.characters.create("Rook", "npc")
    dock = window.docks["charactersDock"]
    dock.select(window.services.characters.characters()[0].id)
    activate(qtbot, window)
    dock.tree.setFocus()
    said = [_press(qtbot, window, dock) for _ in range(4)]
    assert said == [
        "Rook: players see the name, health as a word — Ctrl+P again: the name, health as numbers",
        "Rook: players see the name, health as numbers — Ctrl+P again: the name only",
        "Rook: players see the name only — Ctrl+P again: hide from the players",
        "Rook: hidden from the players — Ctrl+P again: the name, health as a word",
    ]


@pytest.mark.parametrize(("code", "words"), [
    ("ru", "Rook, видно игрокам: имя и здоровье словом — {key} ещё раз: имя и здоровье числами"),
    ("es", "Rook, visible para los jugadores: el nombre y la salud con una palabra — {key} otra vez: "
           "el nombre y la salud con números"),
])
def test_ctrl_p_says_it_in_russian_and_spanish(qtbot, tmp_path, code, words):
    assert i18n.set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu", name="Reveal test")
        assert window.services.characters.create("Rook", "npc")
        dock = window.docks["charactersDock"]
        dock.select(window.services.characters.characters()[0].id)
        activate(qtbot, window)
        dock.tree.setFocus()
        assert _press(qtbot, window, dock) == words.format(key=keymap.first_shown("roster.reveal"))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("code", "words"), [
    ("ru", ["Rook, видно игрокам: только имя — {key} ещё раз: скрыть от игроков",
            "Rook: игроки ничего не видят — {key} ещё раз: имя и здоровье словом"]),
    ("es", ["Rook, visible para los jugadores: solo el nombre — {key} otra vez: ocultar a los jugadores",
            "Rook: los jugadores no ven nada — {key} otra vez: el nombre y la salud con una palabra"]),
])
def test_hidden_is_said_as_hidden_not_as_seeing_nothing(qtbot, tmp_path, code, words):
    """«Rook, visible para los jugadores: nada»: the step that hides him says the players see nothing of him."""
    assert i18n.set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu", name="Reveal test")
        assert window.services.characters.create("Rook", "npc")
        dock = window.docks["charactersDock"]
        dock.select(window.services.characters.characters()[0].id)
        activate(qtbot, window)
        dock.tree.setFocus()
        said = [_press(qtbot, window, dock) for _ in range(4)][2:]  # the name only, then hidden
        assert said == [w.format(key=keymap.first_shown("roster.reveal")) for w in words]
    finally:
        i18n.set_language("en")
