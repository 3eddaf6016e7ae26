"""Tab through a running swarm fight's panel goes as the panel reads, top to bottom and left to
right along a row (issue 40, the first night): past the last roller's dice ± and skill, Tab jumped
over the Leadership and sacrifice rows to the planned rolls, and came back to them only after Roll.
While the fight runs the round reads first (who rolls, the panel's first Tab), the counts and Call
off after Roll (issue 40, a laptop: three Tabs stood before who rolls)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from tests.gui.test_swarm_call_off_keys import running_swarm
from ui.widgets.reading_order import takes_tab

ROW = 4  # px: two fields whose tops are this close stand on one row


def place(widget: QWidget, body: QWidget) -> tuple[int, int]:
    at = widget.mapTo(body, QPoint(0, 0))
    return at.y(), at.x()


def test_tab_walks_the_swarm_panel_as_it_reads(qtbot, tmp_path):
    window, dock = running_swarm(qtbot, tmp_path)
    window.resize(1366, 768)
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    body = scroll.widget()
    who, _skill, _extra = dock.round_box.rollers[0]
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is who
    qtbot.keyClick(who, Qt.Key.Key_Down)  # Ana rolls
    assert QApplication.focusWidget() is who  # the panel's first stop: Tab walks it from there
    walked: list[QWidget] = []
    while True:
        focus = QApplication.focusWidget()
        if focus is None or not body.isAncestorOf(focus) or focus in walked:
            break
        walked.append(focus)
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    names = [w.objectName() for w in walked]
    for first, second in zip(walked, walked[1:], strict=False):
        (y1, x1), (y2, x2) = place(first, body), place(second, body)
        on_one_row = abs(y2 - y1) <= ROW
        assert (on_one_row and x2 > x1) or (not on_one_row and y2 > y1), (
            f"Tab from {first.objectName()} ({x1}, {y1}) to {second.objectName()} ({x2}, {y2}): {names}"
        )
    shown = [w for w in body.findChildren(QWidget)  # each field and button, not a spin box's own line
             if w.isVisible() and w.isEnabled() and takes_tab(w) and not any(map(takes_tab, ancestors(w, body)))]
    missed = [w.objectName() for w in shown if w not in walked]
    assert not missed, f"never reached by Tab: {missed}; walked {names}"
    assert names.index("extra0") < names.index("skill0") < names.index("roller1")  # dice ±, then the skill under
    assert names.index("skill2") < names.index("leader") < names.index("modifier0")  # the rows between, in place
    assert names[0] == "roller0" and names[-4:] == ["rollRound", "deadSpin", "sizeSpin", "callOff"]


def ancestors(widget: QWidget, stop: QWidget) -> list[QWidget]:
    found = []
    parent = widget.parentWidget()
    while parent is not None and parent is not stop:
        found.append(parent)
        parent = parent.parentWidget()
    return found
