"""F on a turn whose fighter carries no firearm (the zombie's, the initiative list in hand) is refused
where the GM looks: in the initiative dock's line and the status bar, the Dice tab left in front.
In Spanish it brought Munición in front of Dados, scrolled down to «Elige antes un personaje con un
arma de fuego.» with the splitter's grip, a stray "……", under it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids
from ui import i18n

SAID = {"en": "Select a character with a firearm first.", "es": "Elige antes un personaje con un arma de fuego.",
        "ru": None}


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_f_without_a_firearm_is_refused_in_sight(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        assert services.characters.create("Z2", "zombie", {"agility": 2})
        assert services.initiative.start(list(ids(window).values()), name="Yard")
        dice, ammo = window.docks["diceDock"], window.docks["ammoDock"]
        dice.show()
        dice.raise_()
        initiative = window.docks["initiativeDock"]
        activate(qtbot, window)
        initiative.tree.setFocus()
        qtbot.keyClick(initiative.tree, Qt.Key.Key_F)
        said = window.statusBar().currentMessage()
        assert said and (SAID[lang] is None or said == SAID[lang]), said
        assert initiative.refusal_line.text() == said
        assert not dice.visibleRegion().isEmpty()  # the Dice tab stays in front
        assert ammo.visibleRegion().isEmpty()
    finally:
        i18n.set_language("en")
