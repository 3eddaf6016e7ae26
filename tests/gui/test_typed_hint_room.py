"""The fight's typed-dice field takes the room its whole hint needs where the window has it: at
1920×1080 it reads "typed dice (empty: roll here)", not "typed dice" beside empty space (its
width was fixed when it was made, in the type before the theme's 11 pt).  On a laptop it takes the
rest of its line of buttons (no line of its own: the fight list keeps its rows), with the longest
wording that fits there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.gui import readable
from tests.gui.test_readable import LAPTOP, demos, fight_window, gm_theme  # noqa: F401 (fixtures)
from ui import i18n
from ui.widgets.typed_dice import PLACEHOLDER

DESKTOP = (1920, 1080)


@pytest.mark.parametrize("ruleset", ["afmbe", "gridlimbs"])
def test_the_whole_hint_where_the_window_has_the_room(qtbot, tmp_path, demos, ruleset):  # noqa: F811
    window = fight_window(qtbot, tmp_path, demos[ruleset], size=DESKTOP)
    faces = window.docks["initiativeDock"].faces
    assert faces.placeholderText() == QCoreApplication.translate("SwarmDock", PLACEHOLDER), faces.width()
    assert readable.field_hints(window) == []


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("ruleset", ["afmbe", "gridlimbs"])
def test_on_a_laptop_the_longest_hint_the_line_has_room_for(qtbot, tmp_path, demos, lang, ruleset):  # noqa: F811
    """At 1366×768 the field beside "Roll again every round" takes the rest of that line for its
    whole hint (AFMBE in Russian: "кубики со стола (пусто: бросок здесь)", not "кубики со стола"
    beside empty space), and starts no line of its own: the fight list keeps its rows."""
    from ui.widgets.placeholder_fit import text_room

    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos[ruleset], size=LAPTOP)
        fight = window.docks["initiativeDock"]
        faces = fight.faces
        whole = QCoreApplication.translate("SwarmDock", PLACEHOLDER)
        line_end = faces.parentWidget().width() - 1  # the buttons' bar
        if faces.placeholderText() != whole:  # the short one only where the whole one has no room
            assert faces.fontMetrics().horizontalAdvance(whole) > text_room(faces)
            assert faces.geometry().right() >= line_end - 8, f"{faces.geometry()} in a line of {line_end} px"
        assert readable.field_hints(window) == []
        assert readable.whole_rows(fight.tree) >= 4
        if ruleset == "afmbe":
            assert faces.placeholderText() == whole
    finally:
        i18n.set_language("en")
