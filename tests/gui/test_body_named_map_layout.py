"""Issue 40: in the fight layout (F11) with the map brought up (Ctrl+Alt+M) at 1366×768, the grid
game's fight list showed its body figures as numbers alone ("4/4 6/6 8/8 6/6 6/6"): a GM could not
tell which number was which part.  Every number shown carries its part's name (the ruleset's
abbreviations where the short names do not fit), in English, Russian and Spanish; the other columns
give up their room first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui import readable
from tests.gui.helpers import activate
from tests.gui.test_body_named_laptop import figure_texts
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401 (fixtures)
from ui import i18n

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


@pytest.mark.parametrize(("lang", "arm"), [("en", "L.arm 6/6"), ("ru", "Л.рук 6/6"), ("es", "Br. izq. 6/6")])
def test_every_body_number_carries_its_part_in_the_fight_layout_with_the_map(
    qtbot, tmp_path, demos, lang, arm  # noqa: F811
):
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["gridlimbs"])
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_F11)
        map_dock = window.docks["mapDock"]
        qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
        qtbot.waitUntil(lambda: map_dock.isVisible() and map_dock.view.hasFocus())
        for _ in range(3):
            qtbot.wait(20)
        fight = window.docks["initiativeDock"]
        assert fight.isVisible()
        assert readable.unnamed_bodies(fight) == [], lang
        texts = figure_texts(fight)
        assert texts and all(any(ch.isalpha() for ch in text) for text in texts), texts
        assert any(text.endswith(arm.split()[-1]) and text[0].isalpha() for text in texts)
        # the tracks are in sight, not past the list's right edge
        from ui.docks.initiative_dock import TRACKS

        header = fight.tree.header()
        right = header.sectionViewportPosition(TRACKS) + header.sectionSize(TRACKS)
        assert right <= fight.tree.viewport().width(), (right, fight.tree.viewport().width())
    finally:
        i18n.set_language("en")
