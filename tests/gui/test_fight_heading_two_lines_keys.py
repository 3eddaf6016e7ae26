"""First night on the twdu demo at 1366×768 (keys only): the fight's heading gave up its phase for
"…" («Asalto 1 · Fase 2: Combate a … · turno de Rook», "Round 1 · nobody has declare… · Rook's
turn"), and the GM lost the phase.  Now the round and whose turn it is stand on the first line and
the phase (or "nobody has declared yet", or who acted without declaring) on a second line of its
own, always there in a fight of phases, so the list under it never moves; no part of either line
is given up, at the dock's width in the default layout and in the fight layout (F11), in English,
Russian and Spanish."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.twdu_brawl import declare
from ui import i18n
from ui.widgets.heading_line import LEAST_SHARE


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def cut_parts(dock) -> list[str]:  # noqa: ANN001
    """The heading's parts not shown whole, and a line painted smaller than the text's own size."""
    header = dock.header
    shown = header.shown()
    problems = [part for part in header.text().split(" · ") if part not in shown]
    base = header.font().pointSizeF()
    problems += [f"{text!r} at {font.pointSizeF()} pt" for text, font in header.shown_lines()
                 if font.pointSizeF() < base * LEAST_SHARE - 0.01]
    return problems


def look(qtbot, window, dock, seen: list[str], heights: set[int]) -> None:  # noqa: ANN001
    """The heading read whole in the default layout and in the fight layout (F11, and back)."""
    for layout in ("default", "F11"):
        if layout == "F11":
            activate(qtbot, window)
            qtbot.keyClick(window, Qt.Key.Key_F11)
            settle(qtbot)
        assert dock.header.isVisible()
        problems = cut_parts(dock)
        assert problems == [], f"{layout} at {dock.header.width()} px: {dock.header.text()!r} → {problems}"
        assert dock.header.toolTip() == ""  # nothing given up: no tooltip to read it in
        if layout == "default":
            heights.add(dock.header.height())
        seen.append(dock.header.text())
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F11)  # back to the GM's own layout
    settle(qtbot)
    dock.tree.setFocus()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_fight_heading_keeps_the_round_the_phase_and_the_turn_whole(qtbot, tmp_path, gm_theme, lang):  # noqa: F811
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=False)
    try:
        services = window.services
        dock = window.docks["initiativeDock"]
        assert services.initiative.start([c.id for c in services.characters.characters()])
        settle(qtbot)
        assert dock.header.rows() == 2  # the brawl's phases: a line of their own
        keys = Keys(qtbot)
        seen: list[str] = []
        heights: set[int] = set()
        dock.tree.setFocus()
        look(qtbot, window, dock, seen, heights)  # nobody has declared yet
        keys.key(Qt.Key.Key_N)  # a turn passes before anyone declared
        settle(qtbot)
        look(qtbot, window, dock, seen, heights)  # one has acted without declaring
        for phase in ("2", "1", "4", "6"):  # ranged combat, cover, movement, other
            declare(qtbot, keys, window, phase)
            settle(qtbot)
            look(qtbot, window, dock, seen, heights)
        for _ in range(3):
            dock.tree.setFocus()
            keys.key(Qt.Key.Key_N)
            settle(qtbot)
            look(qtbot, window, dock, seen, heights)
        assert any(":" in text for text in seen), seen  # a phase was called and read
        assert len(heights) == 1, f"the heading's height changed as the GM declared: {heights}"
    finally:
        close([window])
        i18n.set_language("en")
