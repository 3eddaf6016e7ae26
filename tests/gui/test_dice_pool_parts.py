"""The dice dock shows where a twdu pool's dice come from, in the GM's language: the demo's Ana
Reyes rolling Ranged Combat with her revolver reads "9 × d6 = Agility 4 + Ranged Combat 3 + gear 2 (Revolver)",
and the dice rolled are the parts' sum; Mia Chen's bitten forearm shows as a penalty with its sign.
Helpers are counted in the language's plural ("2 помощника", "5 помощников").  All by keys:
Ctrl+Shift+D, Shift+Tab to the roller, Tab through the form, Ctrl+R."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_dock_keys_behind_tabs import demo_window
from ui import i18n

SAID = {
    "en": ("9 × d6 = Agility 4 + Ranged Combat 3 + gear 2 (Revolver)",
           "Empathy 3 + Medicine 3 − critical injuries 1 + 1 stress die",
           ("+ 1 helper", "+ 2 helpers", "+ 5 helpers")),
    "ru": ("9 × d6 = Ловкость 4 + Дальний бой 3 + снаряжение 2 (Revolver)",
           "Эмпатия 3 + Медицина 3 − критические травмы 1 + 1 кубик стресса",
           ("+ 1 помощник", "+ 2 помощника", "+ 5 помощников")),
    "es": ("9 × d6 = Agilidad 4 + Combate a distancia 3 + equipo 2 (Revolver)",
           "Empatía 3 + Medicina 3 − heridas críticas 1 + 1 dado de estrés",
           ("+ 1 ayudante", "+ 2 ayudantes", "+ 5 ayudantes")),
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _tab_to(keys: Keys, widget) -> None:  # noqa: ANN001
    for _ in range(12):
        if QApplication.focusWidget() is widget:
            return
        keys.key(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget.objectName()}")


def _roller(keys: Keys, dock, who: int, skill_index: int, item_down: int) -> None:  # noqa: ANN001
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # to the dice, on the kind of roll
    assert QApplication.focusWidget() is dock.kind_combo
    keys.key(Qt.Key.Key_Home)  # the skill roll, the first kind
    keys.key(Qt.Key.Key_Tab, SHIFT)  # the roller
    assert QApplication.focusWidget() is dock.character_combo
    keys.key(Qt.Key.Key_Home)  # "(nobody: dice only)", then the characters by name
    keys.key(Qt.Key.Key_Down, times=who)
    _tab_to(keys, dock.form.inputs["item"])
    keys.key(Qt.Key.Key_Home)
    keys.key(Qt.Key.Key_Down, times=item_down)
    _tab_to(keys, dock.form.inputs["skill"])
    keys.key(Qt.Key.Key_Home)
    keys.key(Qt.Key.Key_Down, times=skill_index)


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_skill_roll_shows_its_parts_and_rolls_their_sum(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    try:
        window = demo_window(qtbot, tmp_path, "twdu")
        dock = window.docks["diceDock"]
        services = window.services
        keys = Keys(qtbot)
        ana, mia, helpers = SAID[language]

        _roller(keys, dock, 1, 4, 1)  # Ana Reyes, Ranged Combat, her revolver (+2)
        assert dock.character_combo.currentText() == "Ana Reyes"
        qtbot.waitUntil(lambda: dock.parts_label.text() == ana)
        assert dock.parts_label.isVisible()
        parts = services.rolls.roll_parts(dock.request())
        assert parts.summed == parts.total == 9 and not parts.note

        _tab_to(keys, dock.form.inputs["help"])  # helpers, each a die, counted in the language's plural
        for count, said in zip((1, 2, 5), helpers, strict=True):
            keys.key(Qt.Key.Key_A, CTRL)
            keys.type(str(count))
            qtbot.waitUntil(lambda said=said: dock.parts_label.text().endswith(said))
            assert services.rolls.roll_parts(dock.request()).total == 9 + count
        keys.key(Qt.Key.Key_A, CTRL)
        keys.type("0")
        qtbot.waitUntil(lambda: dock.parts_label.text() == ana)
        with qtbot.waitSignal(services.rolls.rolled) as rolled:
            keys.key(Qt.Key.Key_R, CTRL)  # roll: the dice rolled are the parts' sum
        assert len(rolled.args[0].result.faces) == parts.total

        _roller(keys, dock, 3, 11, 0)  # Mia Chen, Medicine, no gear; her bitten forearm
        assert dock.character_combo.currentText() == "Mia Chen"
        qtbot.waitUntil(lambda: mia in dock.parts_label.text())
        parts = services.rolls.roll_parts(dock.request())
        assert dock.parts_label.text() == f"{parts.total} × d6 = {mia}"
        assert parts.summed == parts.total == 6
    finally:
        i18n.set_language("en")
