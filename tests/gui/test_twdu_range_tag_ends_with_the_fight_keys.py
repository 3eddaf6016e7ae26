"""The twdu demo's brawl: Ben's Movement roll took him one band further.  The roster read a blue
"Range" among his conditions (the band only in its tooltip: "Range: Now at Long range."), and after
End fight (Ctrl+Alt+F) it stayed there the rest of the night.  The tag says the band itself ("Long
range", «Дальняя дистанция», «Alcance largo»), and End fight ends it with the fight's cover, in its
one undoable action and its one log line ("Ben Okafor: Long range ends with the fight."); Ctrl+Z
brings the fight and the tag back.  In English, Russian and Spanish."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from app.services.rolls import RollRequest
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_twdu_cover_ends_with_the_fight_keys import badges, last_log_line
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n

TAG = {"en": "Long range", "ru": "Дальняя дистанция", "es": "Alcance largo"}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_the_range_tag_says_its_band_and_ends_with_the_fight(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        ben, ana = who["Ben Okafor"], who["Ana Reyes"]
        assert services.rolls.roll(RollRequest("move", ben, {"band": "short", "direction": "further"}), "6 1 1")
        assert services.rolls.roll(RollRequest("cover", ana), "6 1 1 1 1 1")
        qtbot.waitUntil(lambda: TAG[lang] in badges(window, ben))
        assert QCoreApplication.translate("rules", "Range") not in badges(window, ben)  # the band, not "Range"
        events = len(services.campaign.events())
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_F, CTRL | ALT)  # End fight
        qtbot.waitUntil(lambda: services.initiative.encounter() is None)
        QApplication.processEvents()
        assert len(services.campaign.events()) == events + 1  # one action, one line
        qtbot.waitUntil(lambda: TAG[lang] not in badges(window, ben))
        assert "range" not in services.characters.character(ben).state
        line = last_log_line(window)
        ended = QCoreApplication.translate("rules", "{band} ends with the fight.").format(band=TAG[lang])
        assert f"Ben Okafor: {ended}" in line, line
        cover = QCoreApplication.translate("rules", "Cover ends with the fight.")
        assert f"Ana Reyes: {cover}" in line, line  # the fight's cover in the same line
        keys.key(Qt.Key.Key_Z, CTRL)  # the fight and the tag back
        qtbot.waitUntil(lambda: services.initiative.encounter() is not None)
        qtbot.waitUntil(lambda: TAG[lang] in badges(window, ben))
        assert keys.presses == 2
    finally:
        i18n.set_language("en")
