"""The fight's typed-dice field takes the room its whole hint needs where the window has it: at
1920×1080 it reads "typed dice (empty: roll here)", not "typed dice" beside empty space (its
width was fixed when it was made, in the type before the theme's 11 pt).  On a laptop it takes the
rest of its line of buttons (no line of its own: the fight list keeps its rows), with the longest
wording that fits there (measured in tests/gui/test_readable.py, on the laptop windows it shares)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.gui import readable
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401 (fixtures)
from ui.widgets.typed_dice import PLACEHOLDER

DESKTOP = (1920, 1080)


@pytest.mark.parametrize("ruleset", ["afmbe", "gridlimbs"])
def test_the_whole_hint_where_the_window_has_the_room(qtbot, tmp_path, demos, ruleset):  # noqa: F811
    window = fight_window(qtbot, tmp_path, demos[ruleset], size=DESKTOP)
    faces = window.docks["initiativeDock"].faces
    assert faces.placeholderText() == QCoreApplication.translate("SwarmDock", PLACEHOLDER), faces.width()
    assert readable.field_hints(window) == []
