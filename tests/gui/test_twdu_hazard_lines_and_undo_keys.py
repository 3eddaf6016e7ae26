"""twdu's demo, a first night, by keys: Ben's fall typed on the roster (Ctrl+1, "Ben", Esc, D, Tab,
Source: Fall, Enter) logged "Damage to Ben Okafor: damage 1 — Now Battered.", no word of a fall (a
disease, a poison, a fire, a trap alike: no one deals them, and the line named no cause).  Ana's
disease that broke her, taken back with Ctrl+Z, said "Undone: 1 damage to Ana Reyes (Health 0 → 1;
Stress 1 → 0)": not that Sick and her critical injury went with it.  Now the fall's line says "from a
fall", and the undo names each state it takes back ("removed: Broken, Critical injury, Sick"), in
Edit → Undo, the status bar and the log; its redo the damage's own way ("now: …").  In English,
Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QComboBox

from app.rules.twdu import health as hp
from app.rules.twdu.damage_rules import FROM_SOURCE, TwduDamage
from app.services.logtext import render
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)
from tests.gui.test_twdu_days_heal_keys import log_texts
from ui import i18n

FALL = {"en": "damage 1 from a fall", "ru": "урон 1 от падения", "es": "daño 1 por una caída"}
#: the states Ana's disease gave her, as its undo names them taken back, and its redo given
GONE = {"en": "removed: Broken, Critical injury, Sick", "ru": "снято: Вне строя, Критическая травма, Болезнь",
        "es": "se quita: Fuera de combate, Herida crítica, Enfermedad"}
NOW = {"en": "now: Broken, Critical injury, Sick", "ru": "теперь: Вне строя, Критическая травма, Болезнь",
       "es": "ahora: Fuera de combate, Herida crítica, Enfermedad"}


def test_every_hazard_dealt_by_no_one_says_its_kind():
    damage = TwduDamage()
    assert set(FROM_SOURCE) == set(hp.NO_DEALER_SOURCES)
    for source in sorted(hp.NO_DEALER_SOURCES):
        assert damage.dealt_by_no_one({"source": source})
        text = render(FROM_SOURCE[source], {"sum": "damage 1"}, "rules")
        assert text.startswith("damage 1 from ") and len(text) > len("damage 1 from "), text


def _menu(window) -> str:  # noqa: ANN001
    return window.act_undo.text().replace("&", "")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_fall_says_it_is_a_fall_and_an_undo_names_the_states_it_takes_back(
        qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        ben, ana = ids["Ben Okafor"], ids["Ana Reyes"]
        keys = Keys(qtbot)

        def fall(dialog) -> None:  # noqa: ANN001
            try:
                activate(qtbot, dialog)
                source = dialog.findChild(QComboBox, "field_source")
                keys.key(Qt.Key.Key_Tab)
                assert QApplication.focusWidget() is source
                while source.currentData() != "fall":
                    keys.key(Qt.Key.Key_Down)
                keys.key(Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        health = int(services.characters.character(ben).state.get("health", 3))
        activate(qtbot, window)
        keys.key(Qt.Key.Key_1, CTRL)  # the roster: a typed name finds him
        keys.type("Ben")
        keys.key(Qt.Key.Key_Escape)
        when_dialog_opens(fall)
        keys.key(Qt.Key.Key_D)
        qtbot.waitUntil(lambda: int(services.characters.character(ben).state.get("health", 3)) == health - 1)
        qtbot.waitUntil(lambda: any(FALL[lang] in text and "Ben Okafor" in text for text in log_texts(window)))

        assert services.characters.damage(ana, {"damage": 2, "source": "attack", "armor": False})
        assert services.characters.damage(ana, {"damage": 1, "source": "disease", "armor": False})
        row = services.characters.character(ana).state
        assert row["health"] == 0 and row["sick"] and row["injuries"]
        QApplication.processEvents()
        assert _menu(window).endswith(f"{GONE[lang]})"), _menu(window)  # Edit → Undo says it before
        activate(qtbot, window)
        keys.key(Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: not services.characters.character(ana).state.get("sick"))
        undone = QCoreApplication.translate("MainWindow", "Undo: {action}").split("{action}")[0]
        message = window.statusBar().currentMessage()
        assert message.startswith(undone) and f"{GONE[lang]})" in message, message
        qtbot.waitUntil(lambda: any(GONE[lang] in text for text in log_texts(window)))
        keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # redone: the states given again, the damage's own way
        qtbot.waitUntil(lambda: services.characters.character(ana).state.get("sick") is True)
        qtbot.waitUntil(lambda: any(NOW[lang] in text for text in log_texts(window)))
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
