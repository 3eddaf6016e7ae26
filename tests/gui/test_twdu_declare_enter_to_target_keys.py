"""Issue 40: in the declaration dialog (E in a twdu brawl) Enter on the phase declared at once, with no
target chosen: the GM's next letter, meant for Against, landed on the fight list.  Now Enter on the
phase goes on to the target when the phase is aimed at someone and more than one can be picked, a
letter picks the name there and Enter declares; taking cover (aimed at no one) and a first aid with
one fighter to tend are declared by the phase's Enter alone."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import chosen, spanish_fight
from ui import i18n

LINES = {
    "es": ["Rook declara Combate a distancia contra Ana Reyes", "Caminante declara Ponerse a cubierto",
           "Ben Okafor declara Primeros auxilios a Ana Reyes",
           "Mia Chen declara Combate cuerpo a cuerpo contra Caminante"],
    "en": ["Rook declares Ranged combat against Ana Reyes", "Caminante declares Taking cover",
           "Ben Okafor declares First aid on Ana Reyes", "Mia Chen declares Close combat against Caminante"],
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_enter_on_the_phase_goes_on_to_the_target(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        ana = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
        assert services.characters.damage(int(ana.id), {"damage": 3})  # Broken: the one first aid can tend
        tree = window.docks["initiativeDock"].tree
        keys = Keys(qtbot)
        seen: list[tuple[str, bool, str]] = []

        def answer(typed: str, letter: str = ""):  # noqa: ANN202
            def step(dialog) -> None:  # noqa: ANN001
                try:
                    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
                    keys.type(typed)
                    keys.key(Qt.Key.Key_Return)
                    focus = QApplication.focusWidget()
                    seen.append((typed, dialog.isVisible(), focus.objectName() if focus is not None else ""))
                    if dialog.isVisible() and focus is dialog.against:
                        keys.type(letter)
                        keys.key(Qt.Key.Key_Return)
                finally:
                    if dialog.isVisible():
                        dialog.reject()
            return step

        declared: list[str] = []
        for who, typed, letter in (("Rook", "2", "a"), ("Caminante", "1", ""), ("Ben Okafor", "5", ""),
                                   ("Mia Chen", "3", "c")):
            activate(qtbot, window)
            tree.setFocus()
            assert chosen(window).startswith(who)  # the next to declare, NPCs first, the Broken not asked
            when_dialog_opens(answer(typed, letter))
            before = keys.presses
            keys.key(Qt.Key.Key_E)
            declared.append(render_event(services.campaign.events()[-1]))
            keys.mark(f"{who} {keys.presses - before}")
        assert seen == [("2", True, "declareAgainst"), ("1", False, ""), ("5", False, ""),
                        ("3", True, "declareAgainst")]
        assert declared == LINES[lang]
        assert keys.presses == 5 + 3 + 3 + 5  # E, the phase, Enter (a letter, Enter): no more than with Tab
        keys.report("Enter on the phase, on to the target")
    finally:
        i18n.set_language("en")
