"""twdu, Time passes (Ctrl+Shift+T), "2d", Enter on who ate, then Ctrl+Z and Ctrl+Shift+Z: the undo's
line said «Отменено» once for the action and again before each thing the rules said ("Undo: 2 days
pass, taken back: … Taken back: Ben: … Taken back: …"), and not that the broken arm's recovery went
back from 6 days left to 8; the redo said only "Redo: 2 days pass".  Now one "Undo:" a line, the
badge's words it gives back, and the redo names what it does again as the undo names what it gives
back.  By keys, in English, Russian and Spanish."""

from __future__ import annotations

import json
import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_time_passes_says_death_keys import pass_time
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
UNDO = {"en": "Undo: ", "ru": "Отменено: ", "es": "Deshecho: "}
LEFT = {
    "en": "Broken arm: {a} days left → {b} days left",
    "ru": "Broken arm: ещё {a} дней → ещё {b} дней",  # 6, 8
    "es": "Broken arm: aún {a} días → aún {b} días",
}
REDO = {
    "en": "Redo: 2 days pass, done again: Ben: Health 0 → 3; Broken arm: {b} days left → {a} days left; 2 rations "
          "eaten.",
    "ru": "Повторено: Проходят 2 дня; снова: Ben: Здоровье 0 → 3; Broken arm: ещё {b} дней → ещё {a} дней; 2 пайка "
          "съедены.",
    "es": "Rehecho: Pasan 2 días; de nuevo: Ben: Salud 0 → 3; Broken arm: aún {b} días → aún {a} días; 2 "
          "raciones comidas.",
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_undo_and_redo_of_days_passing_say_what_they_do_once(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        def broken_arm(services) -> None:  # noqa: ANN001
            assert services.characters.create("Ben", "pc", {**services.ruleset.new_sheet(), "rations": 4})
            ben = int(services.characters.characters()[0].id)
            assert services.characters.damage(ben, {"damage": 3, "source": "attack", "armor": False,
                                                    "injury_name": "Broken arm", "injury_penalty": 1})
            with sqlite3.connect(tmp_path / "twdu.deadwatch") as db:  # its recovery rolled as 8 days, as played
                [(text,)] = db.execute("SELECT state FROM character").fetchall()
                state = json.loads(text)
                state["injuries"][0].update(recovery=8, recovery_unit="days")
                db.execute("UPDATE character SET state = ?", (json.dumps(state),))

        window = campaign_window(qtbot, tmp_path, "twdu", before=broken_arm)
        services = window.services
        ben = int(services.characters.characters()[0].id)
        days = 8
        settle()
        pass_time(qtbot, window, "2d", rations=True)
        assert services.characters.character(ben).state["health"] == 3
        activate(qtbot, window)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: services.characters.character(ben).state["health"] == 0)
        undone = last_log_line(window)
        assert undone.startswith(UNDO[lang]), undone
        assert undone.count(UNDO[lang].strip()) == 1, undone  # one "Undo:" a line
        assert LEFT[lang].format(a=days - 2, b=days) in undone, undone
        assert window.statusBar().currentMessage().startswith(undone.split(" — ")[0][:60])
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: services.characters.character(ben).state["health"] == 3)
        redone = last_log_line(window)
        said = REDO[lang].format(a=days - 2, b=days)
        assert redone.startswith(said), redone
        assert window.statusBar().currentMessage().startswith(said), window.statusBar().currentMessage()
    finally:
        i18n.set_language("en")
