"""Issue 40: the declaration dialog (E in a twdu brawl) said "Against" («Contra», «Против») for every
phase, a first aid too, while the session log already said "on" for what is done to the target.  The
label now follows the phase picked, as the GM types its number: "Against" for ranged and close
combat, "On" («A quién», «Цель») for first aid, cover, movement and other actions."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n

AGAINST = {"en": "Against", "es": "Contra", "ru": "Против"}
ON = {"en": "On", "es": "A quién", "ru": "Цель"}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_the_target_label_follows_the_phase(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        ana = next(c for c in window.services.characters.characters() if c.name == "Ana Reyes")
        assert window.services.characters.damage(int(ana.id), {"damage": 3})  # Broken: first aid tends her
        tree = window.docks["initiativeDock"].tree
        keys = Keys(qtbot)
        seen: list[str] = []

        def answer(dialog) -> None:  # noqa: ANN001
            try:
                qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
                label = dialog.findChild(type(dialog.against_label), "declareAgainstLabel")
                keys.type("2")  # ranged combat
                seen.append(label.text())
                # first aid, close combat, other, cover (arrows: typed digits in a row are one search)
                down, up, home = Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Home
                for key, times in ((down, 3), (up, 2), (down, 3), (home, 1)):
                    keys.key(key, times=times)
                    seen.append(label.text())
                keys.key(Qt.Key.Key_Down, times=4)  # first aid
                dialog.grab().save(f"/tmp/s29a/declare_on_{lang}.png")
                keys.key(Qt.Key.Key_Tab)
                keys.type("a")  # Ana Reyes, tended
                keys.key(Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        activate(qtbot, window)
        tree.setFocus()
        when_dialog_opens(answer)
        keys.key(Qt.Key.Key_E)
        assert seen == [AGAINST[lang], ON[lang], AGAINST[lang], ON[lang], ON[lang]]
        line = render_event(window.services.campaign.events()[-1])
        assert "Ana Reyes" in line and (" on " in line or lang != "en"), line
        keys.report("the declaration's target label")
    finally:
        i18n.set_language("en")
