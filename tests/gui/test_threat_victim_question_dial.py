"""The Threat dial while it asks on whom a single attack falls, on a 1366×768 laptop (the twdu demo,
the default layout), in English, Russian and Spanish: after + 7 the victims' list took the dial's
room and the dial shrank to a sliver whose level no longer read; after the harm of the failed roll
was dealt the panel stayed scrolled down, the dial half out of view.  Now the dial keeps its size
while the question shows (the panel scrolls to the question), and once the harm is dealt the panel
is back at its top, the dial whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.docks.threat_dial_room import DIAL
from ui.docks.threat_question import ASK_DIAL

SHOTS = Path("/tmp/s22c")


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # as the window's loop does
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def in_view(scroll: QScrollArea, widget: QWidget) -> bool:
    view = scroll.viewport()
    return view.rect().intersects(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_dial_keeps_its_size_while_asking_on_whom_and_the_panel_returns_to_its_top(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        dock, fight = window.docks["threatDock"], window.docks["initiativeDock"]
        scroll = dock.findChild(QScrollArea)
        ben = next(c.id for c in window.services.characters.characters() if c.name == "Ben Okafor")
        keys = Keys(qtbot)
        settle(qtbot)
        before = dock.dial.height()
        assert before >= DIAL
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_Plus)  # Threat up: the dial asks why
        keys.type("7")  # instead: a single attack; on whom?
        settle(qtbot)
        assert dock.victim_pick and len(dock.reason_buttons) >= 2
        SHOTS.mkdir(exist_ok=True)
        window.grab().save(str(SHOTS / f"victim-question-{lang}.png"))
        # compact while it asks (its level read), whole in the panel's view with the question
        assert ASK_DIAL <= dock.dial.height() <= before, f"the dial {dock.dial.height()} px while asking"
        assert in_view(scroll, dock.dial) and scroll.verticalScrollBar().value() == 0
        assert in_view(scroll, dock.prompt) and in_view(scroll, dock.reason_buttons[-1][1])
        victims = [b.objectName() for _, b in dock.reason_buttons]
        keys.type(str(victims.index(f"victim_{ben}") + 1))
        settle(qtbot)
        keys.key(Qt.Key.Key_Space)  # the roll in the dice dock, its typed dice
        keys.type("1 2 3 4 5 1 2")
        keys.key(Qt.Key.Key_Return)  # no six: the harm waits beside the push
        settle(qtbot)
        harm = dock.single_harm.row
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_7, CTRL)  # Go to the threat: on the harm's field, the panel scrolled to it
        settle(qtbot)
        assert not harm.isHidden() and QApplication.focusWidget() is harm.damage
        scrolled = scroll.verticalScrollBar().value()  # down to the harm where the panel is short
        keys.key(Qt.Key.Key_Return)  # the harm dealt
        settle(qtbot)
        window.grab().save(str(SHOTS / f"after-harm-{lang}.png"))
        assert harm.isHidden()
        assert scroll.verticalScrollBar().value() == 0, f"the panel stays scrolled down after the harm (was {scrolled})"
        assert dock.dial.height() >= before
    finally:
        close([window])
        i18n.set_language("en")
