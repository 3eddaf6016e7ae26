"""The grid game's fight list when the map takes the room (Ctrl+9 widens the map's dock from the
fight list's column, down to about 260 px on a laptop): the tracks' column was left the width it
had, past the list's right edge, and the body's boxes showed cut by that edge ("Torso 8/1").  Now
the tracks have what the list shows of their column, in their shortest form if need be (the body's
numbers alone), and every box is whole in sight; the columns after them are scrolled to."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui import readable
from tests.gui.shared_windows import close, open_window
from ui.docks.initiative_dock import TRACKS
from ui.themes import apply_theme
from ui.widgets.tracks_delegate import TRACKS_ROLE, TracksDelegate, split


@pytest.fixture
def gm_theme(qapp):  # noqa: ANN001, ANN201
    apply_theme(qapp, "dark")
    yield
    qapp.setStyleSheet("")


def settle() -> None:
    for _ in range(4):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def cut_tracks(dock) -> list[str]:  # noqa: ANN001
    """The rows in sight whose tracks' cell, a bar or a body's box, goes past the list's right edge
    or is cut inside its cell."""
    tree = dock.tree
    header = tree.header()
    right = tree.viewport().width()
    metrics = QFontMetrics(tree.font())
    bad = [b for b in readable.fight_list(dock) if "track" in b or "body" in b]
    left = header.sectionViewportPosition(TRACKS)
    for i in range(tree.count()):
        rect = tree.row_rect(i)
        cells = tree.cell(i, TRACKS, TRACKS_ROLE) or []
        if not cells or not rect.intersects(tree.viewport().rect()):
            continue
        area = QRectF(0, 0, header.sectionSize(TRACKS), rect.height())
        boxes = TracksDelegate.bar_rects(area, cells, metrics)[1]
        figure = TracksDelegate.body_rect(area, cells, metrics) if split(cells)[0] else None
        for box in boxes + ([figure] if figure is not None else []):
            if left + box.right() > right + 0.5:
                bad.append(f"row {i}: a track's box ends at {left + box.right():.0f} px, the list at {right} px")
    return bad


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_the_map_taking_the_room_leaves_the_fight_lists_tracks_whole(qtbot, tmp_path, gm_theme):  # noqa: ARG001
    demo = build_demo(tmp_path / "gridlimbs.deadwatch", "gridlimbs", None)
    (tmp_path / "play").mkdir()
    window = open_window(qtbot, tmp_path / "play", demo)  # a fight with everyone, the first turn taken
    try:
        fight = window.docks["initiativeDock"]
        settle()
        assert cut_tracks(fight) == []  # (the default layout: every column in sight, as before)
        wide = fight.width()
        window.docks["mapDock"].focus_map()  # Ctrl+9
        settle()
        # the map took the fight list's room, down to its column's floor: the fight list's and the
        # roster's columns whole, conditions a word a line at the least
        # (tests/gui/test_map_room_leaves_rosters_whole_keys.py)
        floor = max(fight.whole_width(), window.docks["charactersDock"].whole_width())
        assert fight.width() < wide and fight.width() <= max(wide - 120, floor + 10)
        assert cut_tracks(fight) == []
        window.fight_layout.action.trigger()  # F11, then the map again
        window.docks["mapDock"].focus_map()
        settle()
        assert cut_tracks(fight) == []
    finally:
        close([window])
