"""Ctrl+Z after a damage said "Undo: 1 damage to Ana Reyes (Health 3 → 2)" (in Spanish «Deshecho: 1
de daño a Ana Reyes (Salud 3 → 2)») while the undo took her Health from 2 back to 3: the undo
repeated the damage's own change.  An undo now says the change it makes, its own way, in its log
line, in Edit → Undo before it and in the status bar after it ("Health 2 → 3"); a redo says the
damage's ("Health 3 → 2").  A heal's undo the same (Ben's day of healing: "Health 3 → 2").  The
status bar and the log say it with one word (in Russian the bar said «Отменено:», the log «Отмена:»).
By keys, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)
from tests.gui.test_twdu_days_heal_keys import log_texts
from ui import i18n

#: (the undo's line, the redo's line) of Ana's fall; the undo's line of Ben's day of healing
SAID = {
    "en": ("Undo: 1 damage to Ana Reyes (Health 2 → 3)", "Redo: 1 damage to Ana Reyes (Health 3 → 2)",
           "Undo: Ben Okafor healed (Health 3 → 2)"),
    "ru": ("Отменено: Урон 1 — Ana Reyes (Здоровье 2 → 3)", "Повторено: Урон 1 — Ana Reyes (Здоровье 3 → 2)",
           "Отменено: Лечение: Ben Okafor (Здоровье 3 → 2)"),
    "es": ("Deshecho: 1 de daño a Ana Reyes (Salud 2 → 3)", "Rehecho: 1 de daño a Ana Reyes (Salud 3 → 2)",
           "Deshecho: Ben Okafor se cura (Salud 3 → 2)"),
}


def _menu(window) -> str:  # noqa: ANN001
    """Edit → Undo's text as the GM reads it (its accelerator's & left out)."""
    return window.act_undo.text().replace("&", "")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_an_undo_says_the_change_it_makes(qtbot, tmp_path, demos, lang):  # noqa: F811
    undo, redo, heal_undo = SAID[lang]
    change = undo.split(": ", 1)[1]  # "1 damage to Ana Reyes (Health 2 → 3)"
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        ana, ben = ids["Ana Reyes"], ids["Ben Okafor"]
        assert services.characters.damage(ana, {"damage": 1, "source": "fall", "armor": False})
        assert services.characters.character(ana).state["health"] == 2
        QApplication.processEvents()
        assert _menu(window).endswith(change), _menu(window)  # Edit → Undo says what it will do
        keys = Keys(qtbot)
        activate(qtbot, window)
        keys.key(Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: services.characters.character(ana).state["health"] == 3)
        qtbot.waitUntil(lambda: undo in log_texts(window))
        assert window.statusBar().currentMessage().endswith(change), window.statusBar().currentMessage()
        if lang != "en":  # one word for it in the bar and in the log (Russian said «Отменено:» and «Отмена:»)
            assert window.statusBar().currentMessage() == undo
        keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # redone: the damage's own way
        qtbot.waitUntil(lambda: services.characters.character(ana).state["health"] == 2)
        qtbot.waitUntil(lambda: redo in log_texts(window))
        assert services.characters.heal(ben, {"kind": "day"})  # Ben's Health 2 → 3
        assert services.characters.character(ben).state["health"] == 3
        activate(qtbot, window)
        keys.key(Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: services.characters.character(ben).state["health"] == 2)
        qtbot.waitUntil(lambda: heal_undo in log_texts(window))
        texts = log_texts(window)
        assert undo.replace("2 → 3", "3 → 2") not in texts, texts  # the damage's change not said by its undo
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
