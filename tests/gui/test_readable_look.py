"""What the last look at the screenshots found (tests/look/shots.py), measured at 1366×768 in the
three languages with the GM's theme: the body figure names its parts, the initiative's phase reads
on two lines at most (tests/gui/readable.py).  The dice dock's field hints, the tabs and the list
boxes' choices in a fight are measured in tests/gui/test_readable.py, on the windows it shares."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.test_readable import (  # noqa: F401 (the fixtures)
    LANGS,
    demos,
    fight_window,
    gm_theme,
    interface_language,
    shared,
)

DESKTOP = (1920, 1080)


@pytest.fixture(scope="module")
def norms(tmp_path_factory):
    """AFMBE's demo with its norms (one long initiative mode)."""
    from app.services.demo import build_demo

    return build_demo(tmp_path_factory.mktemp("norms") / "norms.deadwatch", "afmbe", "norms")


@LANGS
def test_the_body_figure_names_each_part(qtbot, tmp_path, shared, demos, lang):  # noqa: F811
    """Which number is the left arm: each box of the body says its part ("L. arm 6/6"), in the
    roster at 1366×768 and in the fight list where its column has the room (1920×1080; a window
    of its own: it is resized)."""
    shared.speak(lang)
    window = fight_window(qtbot, tmp_path, demos["gridlimbs"])
    assert readable.roster_tracks(window.docks["charactersDock"]) == []
    window.setGeometry(0, 0, *DESKTOP)
    for _ in range(3):
        QApplication.processEvents()
    fight = window.docks["initiativeDock"]
    assert readable.unnamed_bodies(fight) == []
    assert readable.fight_list(fight) == []


@LANGS
def test_a_long_initiative_mode_leaves_the_fight_list_whole(qtbot, shared, norms, lang):  # noqa: F811
    """AFMBE's norms name their one initiative mode at length ("Who started the violence first in
    turn 1, then d10 + …"): its box is as wide as the dock allows, the fight list's columns stay
    on the screen, and the whole mode is in the box's tooltip."""
    window = shared.window(qtbot, norms, lang)
    fight = window.docks["initiativeDock"]
    assert readable.side_scrolls(window) == [], lang
    right = fight.mode.mapTo(fight, fight.mode.rect().topRight()).x()
    assert right < fight.width(), f"the mode's box ends at {right} px in a dock of {fight.width()}"
    assert fight.mode.toolTip() == fight.mode.currentText()
