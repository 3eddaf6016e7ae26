"""AFMBE: a zombie left "Down: the GM's call" («Вне строя: решает ведущий», «Fuera de combate: decide
el DJ») was asked about only on its roster row and by Ctrl+Shift+K, and a first-night GM ended round
after round (Ctrl+Alt+N) without a word of it.  The round's end stays one key; with a call awaited,
the status bar names who awaits it and the key that asks (Ctrl+Shift+K), the round's log line says it
too, and Ctrl+Shift+K pressed then asks that zombie's fate, whoever is selected.  With nothing
awaited the round's end says nothing of it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.test_autofire_ammo_keys import last_log_line
from ui import i18n, keymap, open_main_window

#: the rules' line of the round's end for a zombie awaiting the call, in each language
DUE = {"en": "The GM's call due", "ru": "Требуется решение ведущего", "es": "Decisión del DJ pendiente"}


def ask_key() -> str:
    """The key that asks the GM's call (Ctrl+Shift+K), as the language shown writes it."""
    return keymap.first_shown("characters.checks")


def demo_fight(qtbot, tmp_path, preset: str, lang: str, fallen: bool):  # noqa: ANN001, ANN201
    """The AFMBE demo in ``lang`` at 1366×768, a fight of everyone rolled; ``fallen``: the zombie
    knocked below 0 Life Points first."""
    assert i18n.set_language(lang)
    path = build_demo(tmp_path / "demo.deadwatch", "afmbe", preset, language=lang)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    services = window.services
    zombie = next(c for c in services.characters.characters() if c.kind == "zombie")
    if fallen:
        assert services.characters.damage(zombie.id, {"amount": 30})
    assert services.initiative.start([c.id for c in services.characters.characters()])
    assert services.initiative.roll()
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    return window, zombie


@pytest.mark.parametrize(("preset", "lang"), [("unisystem", "ru"), ("unisystem", "en"), ("norms", "es"),
                                              ("norms", "en")])
def test_the_round_s_end_names_the_zombie_awaiting_the_call_and_ctrl_shift_k_asks_it(qtbot, tmp_path, preset, lang):
    try:
        window, zombie = demo_fight(qtbot, tmp_path, preset, lang, fallen=True)
        services = window.services
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_N, CTRL | ALT)  # one key: no question asked
        assert services.initiative.encounter().round == 2
        assert QApplication.activeModalWidget() is None
        said = window.statusBar().currentMessage()
        assert zombie.name in said and ask_key() in said, said
        line = last_log_line(window)
        assert f"{zombie.name}: {DUE[lang]}" in line, line
        assert window.selection.character_id != zombie.id  # the new round's first turn is someone else's
        calls: list[str] = []

        def destroy(dialog) -> None:  # noqa: ANN001
            calls.append(dialog.windowTitle())
            dialog.call_buttons["destroyed"].click()

        when_dialog_opens(destroy)
        keys.key(Qt.Key.Key_K, CTRL | SHIFT)
        qtbot.waitUntil(lambda: bool(calls))
        assert zombie.name in calls[0]
        assert services.characters.character(zombie.id).state.get("dead") is True
        activate(qtbot, window)  # (offscreen, the window closing a dialog is not made active again)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_N, CTRL | ALT)  # the call made: the next round's end says nothing of it
        assert ask_key() not in window.statusBar().currentMessage()  # (its death's alert may stand)
        assert DUE[lang] not in last_log_line(window)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_with_no_call_awaited_the_round_s_end_says_none(qtbot, tmp_path, lang):
    try:
        window, zombie = demo_fight(qtbot, tmp_path, "unisystem", lang, fallen=False)
        Keys(qtbot).key(Qt.Key.Key_N, CTRL | ALT)
        assert window.services.initiative.encounter().round == 2
        assert QApplication.activeModalWidget() is None
        assert ask_key() not in window.statusBar().currentMessage()
        assert DUE[lang] not in last_log_line(window)
    finally:
        i18n.set_language("en")
