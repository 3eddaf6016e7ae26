"""Issue 40: «Revólver de Ana Reyes se queda vacía», «Deshecho: Revólver de Ana Reyes vaciada», the
History's «Revólver de Ana Reyes vaciada»: the lines took the weapon for feminine (revólver is not).
The lines of a weapon left empty no longer hang on the weapon's gender, in Spanish («sin munición»)
and Russian («без патронов»)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n

SAID = {
    "es": ("Revólver de Ana Reyes se queda sin munición: ", "Revólver de Ana Reyes sin munición"),
    "ru": ("Ana Reyes: Револьвер — без патронов: ", "Ana Reyes: Револьвер — без патронов"),
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.parametrize("lang", ["es", "ru"])
def test_a_weapon_left_empty_is_said_whatever_its_gender(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        ana = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
        stock = services.ammo.stocks(int(ana.id))[0].stock
        assert services.ammo.empty(int(ana.id), stock.key)
        line = render_event(services.campaign.events()[-1])
        weapon = line.split(" ")[0] if lang == "es" else line.split(": ")[1].split(" — ")[0]
        said, label = (s.replace("Revólver", weapon).replace("Револьвер", weapon) for s in SAID[lang])
        assert line.startswith(said), line
        assert "vací" not in line and "пусто" not in line
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_Z, CTRL)
        QApplication.processEvents()
        assert label in window.statusBar().currentMessage(), window.statusBar().currentMessage()
        keys.report("a weapon emptied, undone")
    finally:
        i18n.set_language("en")
