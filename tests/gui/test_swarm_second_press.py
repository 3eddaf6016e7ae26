"""Ctrl+Shift+W in a running swarm fight (the twdu demo, in English, Russian and Spanish): each press
lands on the round's next step, the first "Who rolls" box, then (a roller picked) the round's typed
dice.  A press in a running fight put the focus on the count of dead, a spin box, where the GM's next
Down (meant for the roller's box) took a dead away and changed the Swarm Size with it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_swarm_dead_after_step import CTRL_SHIFT
from ui import i18n


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def press(qtbot, window, key=Qt.Key.Key_W, modifiers=CTRL_SHIFT) -> None:  # noqa: ANN001
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key, modifiers)
    settle()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_ctrl_shift_w_in_a_running_fight_never_lands_on_the_count_of_dead(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None, language=lang)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=False)
    try:
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(12)
        dock = window.docks["swarmDock"]
        who = dock.round_box.rollers[0][0]
        press(qtbot, window)  # to the panel: twelve dead counted, so Fight the swarm (not the count)
        assert QApplication.focusWidget() is dock.start_button
        press(qtbot, window)  # again: the fight starts, the first roller's box next
        assert services.swarm.active() and QApplication.focusWidget() is who
        window.docks["charactersDock"].tree.setFocus()  # the GM looks elsewhere, then back to the fight
        for _ in range(2):
            press(qtbot, window)
            assert QApplication.focusWidget() is who
        press(qtbot, window, Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier)  # a roller picked
        assert who.currentData(Qt.ItemDataRole.UserRole) is not None
        assert services.swarm.fight().dead == 12 and dock.dead.value() == 12
        faces = dock.round_box.plan_labels[0][1]
        for _ in range(2):  # with a roller picked: the round's typed dice, Enter rolls
            press(qtbot, window)
            assert QApplication.focusWidget() is faces
        press(qtbot, window, Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier)
        assert services.swarm.fight().dead == 12 and dock.dead.value() == 12
        assert services.swarm.fight().size == 2
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
