"""The Threat panel's single attack on a 1366×768 laptop (the twdu demo, the default layout), in
English, Russian and Spanish: after + 7 2 (instead of the step, a single attack on Ben Okafor) the
"Roll Ben Okafor's single attack" button showed as a sliver at the panel's bottom edge; after his
failed roll the harm's row made the panel scroll sideways, its words a word a line, its button cut
and the dial's words clipped; Go to the threat (Ctrl+7) landed on the dial, above the offer and out
of its sight.  Now the dial keeps its size (it shrank to a sliver for the offer), the offer is whole
in the view when it comes and when Ctrl+7 lands on it, and the panel never scrolls sideways."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.docks.threat_dial_room import DIAL


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def outside(dock, widget: QWidget) -> str:  # noqa: ANN001
    """How ``widget`` is not whole in the threat panel's view ("" when it is), or how the panel
    scrolls sideways."""
    scroll = dock.findChild(QScrollArea)
    view = scroll.viewport()
    if scroll.horizontalScrollBar().maximum() > 0:
        return f"the panel scrolls sideways: {scroll.widget().minimumSizeHint().width()} px in {view.width()}"
    if widget.isHidden():
        return f"{widget.objectName()} is hidden"
    rect = QRect(widget.mapTo(view, QPoint(0, 0)), widget.size())
    if not view.rect().contains(rect):
        return f"{widget.objectName()} at {rect.getCoords()} in a view of {view.width()}×{view.height()}"
    return ""


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_single_attack_s_roll_and_harm_are_whole_in_the_threat_panel_at_1366(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        dock, fight = window.docks["threatDock"], window.docks["initiativeDock"]
        services = window.services
        ben = next(c.id for c in services.characters.characters() if c.name == "Ben Okafor")
        keys = Keys(qtbot)
        settle(qtbot)
        before = dock.dial.height()
        assert before >= DIAL
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_Plus)  # Threat up: the dial asks why
        keys.type("7")  # instead: a single attack; on whom?
        victims = [b.objectName() for _, b in dock.reason_buttons]
        keys.type(str(victims.index(f"victim_{ben}") + 1))
        settle(qtbot)
        roll = dock.single_roll.button
        assert QApplication.focusWidget() is roll
        assert outside(dock, roll) == ""
        window.grab().save(str(tmp_path / f"{lang}-roll.png"))

        fight.tree.setFocus()
        keys.key(Qt.Key.Key_7, CTRL)  # Go to the threat: on the roll's button, in sight
        settle(qtbot)
        assert QApplication.focusWidget() is roll and outside(dock, roll) == ""

        keys.key(Qt.Key.Key_Space)  # the roll in the dice dock, its typed dice
        keys.type("1 2 3 4 5 1 2")
        keys.key(Qt.Key.Key_Return)  # no six: the harm waits
        settle(qtbot)
        harm = dock.single_harm.row
        assert roll.isHidden() and outside(dock, harm) == ""
        label = harm.label
        lines = label.height() // label.fontMetrics().lineSpacing()
        assert lines <= 3, f"{label.text()!r} on {lines} lines in {label.width()} px"
        window.grab().save(str(tmp_path / f"{lang}-harm.png"))

        dock.findChild(QScrollArea).verticalScrollBar().setValue(0)  # the GM looked elsewhere
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_7, CTRL)
        settle(qtbot)
        assert QApplication.focusWidget() is harm.damage and outside(dock, harm) == ""
        keys.key(Qt.Key.Key_Return)  # applied: the dial its own size again
        settle(qtbot)
        assert harm.isHidden() and dock.dial.height() == before  # one size before, during and after the offer
    finally:
        close([window])
        i18n.set_language("en")
