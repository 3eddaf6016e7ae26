"""twdu (issue 40): after the fight ended, the dice dock's faces field still read «Rook: грани броска»,
asking for the last turn's roll.  The fight's end now clears that prompt: the field reads as for
nobody's turn, until the GM picks a roller.  In Russian and English."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from ui import i18n


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_fights_end_clears_the_last_rollers_prompt(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        assert services.characters.create("Rook", "npc", services.ruleset.new_sheet())
        assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.start([who["Rook"], who["Ana"]], name="Yard")
        dock = window.docks["diceDock"]
        current = services.initiative.current()
        name = "Rook" if current.character_id == who["Rook"] else "Ana"
        qtbot.waitUntil(lambda: name in dock.faces_edit.placeholderText())  # his turn's roll asked for
        assert services.initiative.end()
        qtbot.waitUntil(lambda: name not in dock.faces_edit.placeholderText())
        QApplication.processEvents()
        assert name not in dock.faces_edit.placeholderText(), dock.faces_edit.placeholderText()
        assert dock.character_id() == who[name]  # the roller kept: a roll picked anew names him again
        dock.forms.character_combo.setCurrentIndex(dock.forms.character_combo.findData(who["Ana" if name == "Rook"
                                                                                            else "Rook"]))
        qtbot.waitUntil(lambda: dock.faces_edit.placeholderText() != "" and ("Ana" if name == "Rook" else "Rook")
                        in dock.faces_edit.placeholderText())
    finally:
        i18n.set_language("en")
