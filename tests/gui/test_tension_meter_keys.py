"""In a ruleset without a Threat Level, + with the tension meter off says how to turn it on (it did
say only "Threat up (+): not now."), and those keys turn it on and raise it with its reason."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_fight_by_keys import campaign_window, lines
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n

SAID = {
    "en": "The tension meter is off: Ctrl+7, then Space, turns it on.",
    "ru": "Шкала напряжения выключена: Ctrl+7, затем Пробел включает её.",
    "es": "El medidor de tensión está apagado: Ctrl+7 y luego Espacio lo encienden.",
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_plus_with_the_meter_off_says_how_to_turn_it_on(qtbot, tmp_path, language):
    i18n.set_language(language)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        keys.type("+")
        assert window.services.threat.level() == 0
        assert window.statusBar().currentMessage() == SAID[language]
        keys.key(Qt.Key.Key_7, CTRL)
        keys.key(Qt.Key.Key_Space)  # the meter on
        keys.type("+1")  # up, for the first reason offered
        assert window.services.threat.level() == 1
        assert "0 → 1" in lines(window)[-1]
        assert keys.presses == 5 and keys.clicks == 0
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("ruleset", ["d10under", "afmbe"])
@pytest.mark.parametrize(
    ("key", "modifiers"),
    [
        (Qt.Key.Key_Plus, Qt.KeyboardModifier.ShiftModifier),  # Shift+= as most keyboards type +
        (Qt.Key.Key_Plus, Qt.KeyboardModifier.KeypadModifier),  # the keypad's +
        (Qt.Key.Key_Minus, Qt.KeyboardModifier.KeypadModifier),
    ],
)
def test_plus_typed_with_shift_or_on_the_keypad_says_so_too(qtbot, tmp_path, ruleset, key, modifiers):
    window = campaign_window(qtbot, tmp_path, ruleset)
    keys = Keys(qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(key, modifiers)
    assert window.services.threat.level() == 0
    assert window.statusBar().currentMessage() == SAID["en"]


def test_the_off_words_go_once_the_meter_is_on(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    keys = Keys(qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    keys.type("+")
    assert window.statusBar().currentMessage() == SAID["en"]
    keys.key(Qt.Key.Key_7, CTRL)
    keys.key(Qt.Key.Key_Space)  # the meter on: "The tension meter is off…" no longer true
    assert window.services.threat.enabled()
    assert window.statusBar().currentMessage() != SAID["en"]


@pytest.mark.parametrize("language", ["ru", "es"])
def test_the_off_words_read_whole_beside_a_fights_labels_on_a_laptop(qtbot, tmp_path, language, gm_theme):  # noqa: F811
    # the AFMBE demo's fight at 1366×768: the status bar's message, beside the campaign, the session and
    # the round, read «Шкала напряжения выключена: Ctrl+7, затем Пробел на…» and «…Espacio en «Usar…»:
    # the instruction cut before its end.  Now whole on the bar's line.
    from app.services.demo import build_demo
    from tests.gui.shared_windows import LAPTOP, close, open_window
    from tests.gui.status_said import where_whole

    i18n.set_language(language)
    try:
        path = build_demo(tmp_path / "demo" / "afmbe.deadwatch", "afmbe", "norms", language=language)
        window = open_window(qtbot, tmp_path, path, LAPTOP, fight=True)
        try:
            window.docks["initiativeDock"].tree.setFocus()
            Keys(qtbot).type("+")
            assert window.statusBar().currentMessage() == SAID[language]
            assert where_whole(window, SAID[language]) == "bar"
        finally:
            close([window])
    finally:
        i18n.set_language("en")
