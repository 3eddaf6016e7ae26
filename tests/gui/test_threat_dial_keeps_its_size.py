"""The dial one size on a 1366×768 laptop, in English, Russian and Spanish (issue 40): a grid game's
tension meter shrank the moment the GM turned it on (its word "Calm" took room from the arc), and the
twdu Threat panel's dial became a sliver while a failed single attack's harm waited.  Now the arc is
the same square turned on or off, while the harm waits and while a long message shows in the dock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n

LONG = "A message as long as a refusal gets: " + "the dice were not typed, nothing changed; " * 4


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def size(dock) -> tuple[int, int, float]:  # noqa: ANN001
    """The dial as the GM sees it: its height, its width, the side of its arc."""
    return dock.dial.height(), dock.dial.width(), round(dock.dial.arc_square().width(), 1)


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_tension_meter_keeps_its_size_when_turned_on(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=False)
    try:
        dock = window.docks["threatDock"]
        dock.raise_()
        settle(qtbot)
        assert not dock.meter_toggle.isChecked()
        off = size(dock)
        dock.meter_toggle.setFocus()
        Keys(qtbot).key(Qt.Key.Key_Space)  # the meter on
        settle(qtbot)
        assert dock.meter_toggle.isChecked() and dock.dial.name  # its step's word under the arc
        assert size(dock) == off, f"{size(dock)} on, {off} off"
        dock.status.setText(LONG)
        settle(qtbot)
        assert size(dock) == off, "a long message in the dock"
        Keys(qtbot).key(Qt.Key.Key_Space)  # off again
        settle(qtbot)
        assert size(dock) == off
    finally:
        close([window])
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_threat_dial_keeps_its_size_while_a_single_attack_s_harm_waits(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        dock, fight = window.docks["threatDock"], window.docks["initiativeDock"]
        ben = next(c.id for c in window.services.characters.characters() if c.name == "Ben Okafor")
        keys = Keys(qtbot)
        settle(qtbot)
        before = size(dock)
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_Plus)  # Threat up: the dial asks why
        keys.type("7")  # instead: a single attack; on whom?
        settle(qtbot)
        victims = [b.objectName() for _, b in dock.reason_buttons]
        keys.type(str(victims.index(f"victim_{ben}") + 1))
        settle(qtbot)
        keys.key(Qt.Key.Key_Space)  # the roll in the dice dock, its typed dice
        keys.type("1 2 3 4 5 1 2")
        keys.key(Qt.Key.Key_Return)  # no six: the harm waits
        settle(qtbot)
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_7, CTRL)  # Go to the threat: on the harm's field
        settle(qtbot)
        harm = dock.single_harm.row
        assert not harm.isHidden() and harm.visibleRegion().boundingRect().size() == harm.size()
        assert size(dock) == before, f"the dial {size(dock)} while the harm waits, {before} before"
        dock.status.setText(LONG)
        settle(qtbot)
        assert size(dock) == before, "a long message in the dock"
        keys.key(Qt.Key.Key_Return)  # the harm dealt
        settle(qtbot)
        assert harm.isHidden() and size(dock) == before
    finally:
        close([window])
        i18n.set_language("en")
