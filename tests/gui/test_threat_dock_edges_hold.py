"""Issue 40: on the twdu demo at 1366×768, + (or −) shrank the Threat dial to a thumbnail (111 px)
while its reasons were listed, and the Threat dock grew by 154 pixels, pushing the dice panel down.
Now the dial stays compact while it asks (its level and arc read); the Threat dock takes from the
dice dock under it only the height its reasons lack (twdu's eight of +: 7 and 8 lay under the fold),
their column's outer edges where they were, and gives it back exactly once the question goes; a
language switch moves no edge.  In English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.docks.threat_question import ASK_DIAL

READABLE = 160
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
OTHER = {"en": "ru", "ru": "es", "es": "en"}


def edges(window) -> dict[str, tuple[int, int, int, int]]:  # noqa: ANN001
    return {name: window.docks[name].geometry().getRect() for name in ("threatDock", "diceDock")}


def laid_out(qtbot) -> None:  # noqa: ANN001
    for _ in range(3):
        settle()
        qtbot.wait(30)


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_threat_and_dice_docks_keep_their_edges_through_a_step_s_question(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        threat = window.docks["threatDock"]
        window.services.threat.step(1)  # room to go down too
        laid_out(qtbot)
        before = edges(window)
        for key in (Qt.Key.Key_Plus, Qt.Key.Key_Minus):
            activate(qtbot, window)
            qtbot.keyClick(window, key)
            laid_out(qtbot)
            assert threat.pending and threat.reason_buttons, key
            asking = edges(window)
            # the column's outer edges kept: the dice dock gave the Threat dock what it took, no more
            assert asking["threatDock"][:3] == before["threatDock"][:3], key
            assert sum(asking[name][3] for name in asking) == sum(before[name][3] for name in before), key
            assert asking["diceDock"][1] + asking["diceDock"][3] == before["diceDock"][1] + before["diceDock"][3]
            last = threat.reason_buttons[-1][1]
            if asking != before:  # only what the reasons lacked: the last one ends at the view's foot
                view = threat.widget().viewport()
                assert last.mapTo(view, last.rect().bottomLeft()).y() > view.height() - 40, key
            assert threat.dial.height() >= ASK_DIAL, threat.dial.height()  # compact while it asks, its level read
            scroll = threat.widget()
            top = threat.prompt.mapTo(scroll.viewport(), threat.prompt.rect().topLeft())
            assert 0 <= top.y() < scroll.viewport().height(), "the question out of the dock's view"
            scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())  # the reasons scroll
            last = threat.reason_buttons[-1][1]
            corner = last.mapTo(scroll.viewport(), last.rect().bottomLeft())
            assert corner.y() <= scroll.viewport().height(), "the last reason out of reach"
            qtbot.keyClick(threat.dial, Qt.Key.Key_Escape)
            laid_out(qtbot)
            assert not threat.pending and edges(window) == before
        assert i18n.set_language(OTHER[lang])
        laid_out(qtbot)
        assert edges(window) == before
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_swarm_fight_leaves_the_threat_dial_whole(qtbot, tmp_path, demos, lang):  # noqa: F811
    """Ctrl+Shift+W twice started a swarm fight whose panel took the Threat dock's room above it: the
    dial cut to 110 px in view, and cut still after the fight."""
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services, threat = window.services, window.docks["threatDock"]
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(30)
        laid_out(qtbot)
        before = window.docks["threatDock"].geometry().getRect()
        for _ in range(2):  # to the swarm panel, then the fight starts
            activate(qtbot, window)
            qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
            laid_out(qtbot)
        assert services.swarm.active()
        swarm = window.docks["swarmDock"]
        assert swarm.on_screen()
        assert threat.geometry().getRect() == before
        assert threat.dial.visibleRegion().boundingRect().height() >= READABLE
        services.campaign.undo()  # the fight taken back: over
        laid_out(qtbot)
        assert not services.swarm.active()
        assert threat.geometry().getRect() == before
        assert threat.dial.visibleRegion().boundingRect().height() >= READABLE
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
