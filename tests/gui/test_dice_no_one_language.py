"""The dice dock's lists of characters name their first row, no character, in the language the GM
switches to while a campaign is open ("Против (никто)", not "(no one)")."""

from __future__ import annotations

import pytest

from tests.gui.helpers import campaign_window

WORDS = {"ru": ("(никто)", "(никто: просто кубики)"), "es": ("(nadie)", "(nadie: solo dados)")}


@pytest.mark.parametrize("code", ["ru", "es"])
def test_no_one_follows_the_language_switched_to(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        dock = window.docks["diceDock"]
        dock.show()
        dock.raise_()
        dock.ensure_built()
        assert dock.opponent_combo.itemText(0) == "(no one)"
        window.language_actions[code].trigger()
        no_one, nobody = WORDS[code]
        qtbot.waitUntil(lambda: dock.opponent_combo.itemText(0) == no_one)
        assert dock.character_combo.itemText(0) != "(nobody: dice only)"
        if nobody:
            assert dock.character_combo.itemText(0) == nobody
    finally:
        set_language("en")
