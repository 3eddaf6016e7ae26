"""The swarm panel's pinned Swarm Threat on a 1366×768 laptop (twdu, a swarm fight at Threat 3+): in
Russian «Угроза роя 5» sat over a half-cut «Бой с роем, раунд 1».  Now the heading and the fight's
round line never overlap: after the fight starts, and as Tab walks the round's fields (the view
scrolling to them), in Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from tests.gui.helpers import activate
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def laid_out(qtbot) -> None:  # noqa: ANN001
    for _ in range(3):
        settle()
        qtbot.wait(30)


def shown(dock, label) -> QRect:  # noqa: ANN001
    """Where ``label`` shows in the dock: its part inside the view it sits in."""
    rect = QRect(label.mapTo(dock, QPoint(0, 0)), label.size())
    view = dock.widget().viewport()
    if view.isAncestorOf(label):
        rect = rect.intersected(QRect(view.mapTo(dock, QPoint(0, 0)), view.size()))
    return rect


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_the_swarm_threat_heading_never_covers_the_fight_s_round_line(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(30)
        laid_out(qtbot)
        for _ in range(2):  # to the swarm panel, then the fight starts
            activate(qtbot, window)
            qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
            laid_out(qtbot)
        assert services.swarm.active()
        dock = window.docks["swarmDock"]
        heading, line = dock.headline, dock.badges
        assert line.text() and heading.text()
        for step in range(12):
            top, under = shown(dock, heading), shown(dock, line)
            assert not top.isEmpty(), step
            half = not under.isEmpty() and under.height() < line.height()
            assert not top.intersects(QRect(under.x(), under.y() - 1, under.width(), under.height() + 1)) \
                and not half, f"after {step} Tab: {top.getRect()} over {under.getRect()} of {line.height()}"
            focus = window.focusWidget()
            if focus is None or not dock.isAncestorOf(focus):
                break
            qtbot.keyClick(focus, Qt.Key.Key_Tab)
            laid_out(qtbot)
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
