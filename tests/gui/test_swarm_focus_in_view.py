"""The swarm panel keeps the field with the focus in view (a first-night GM at 1366×768: after roll
1's typed dice and Enter the focus went on to roll 2's field below the panel's edge, and the GM typed
blind).  Every move of the focus inside the panel now scrolls the field into view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from tests.gui.keycount import CTRL
from tests.gui.swarm_scene import LOST, lost_round


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def in_viewport(dock) -> bool:  # noqa: ANN001
    """The focused field whole inside the panel's viewport."""
    scroll = dock.findChild(QScrollArea)
    view = scroll.viewport()
    focus = QApplication.focusWidget()
    assert focus is not None and dock.isAncestorOf(focus), focus
    rect = QRect(focus.mapTo(view, QPoint(0, 0)), focus.size())
    return view.rect().contains(rect)


def test_enter_in_roll_1_s_typed_dice_shows_roll_2_s_field(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    assert window.size().width() == 1366 and window.size().height() == 768
    keys.type("1")  # Threat +1: round 2 next
    keys.key(Qt.Key.Key_Return, CTRL)
    keys.key(Qt.Key.Key_K, CTRL)
    settle()
    assert QApplication.focusWidget() is swarm.round_box.plan_labels[0][1] and in_viewport(swarm)
    keys.type(LOST[0])
    keys.key(Qt.Key.Key_Return)
    settle()
    assert QApplication.focusWidget() is swarm.round_box.plan_labels[1][1]
    assert in_viewport(swarm)
    keys.type(LOST[1])
    keys.key(Qt.Key.Key_Return)
    settle()
    assert QApplication.focusWidget() is swarm.round_box.plan_labels[2][1]
    assert in_viewport(swarm)
