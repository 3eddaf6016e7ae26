"""d10under in Russian at 1366×768, the depot's long campaign name in the status bar: Gleb fought a
melee exchange in round 1, then Esc and Ctrl+R from the fight list (his shot) is refused.  The
Initiative dock's red line showed only «Одно действие за ход: Gleb — схватка в раунде 1 уже была;»:
the rest lay under the status bar's whole message, which stands above the bar over the docks'
bottom edge.  The line's words now end above that message, every line of them in view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QLabel, QMainWindow

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.test_damaged_rows import open_window
from tests.gui.test_readable import gm_theme  # noqa: F401 (the fixture: the GM's type, as Deadwatch starts)
from ui import i18n

REFUSED = "Одно действие за ход: Gleb — схватка в раунде 1 уже была; выстрел — в раунде 2."


def words_whole_above_overlay(window: QMainWindow, line: QLabel) -> bool:
    """The line shows all its wrapped words, their foot above the status bar's whole message."""
    if not line.isVisible() or line.height() < line.heightForWidth(line.width()):
        return False
    margins = line.contentsMargins()
    words = QRect(line.mapTo(window, QPoint(0, 0)), line.size()).adjusted(0, margins.top(), 0, -margins.bottom())
    dock_body = line.parentWidget()
    assert dock_body is not None
    inside = QRect(dock_body.mapTo(window, QPoint(0, 0)), dock_body.size())
    if not inside.contains(words):
        return False
    overlay = window.findChild(QLabel, "statusWhole")
    return overlay is None or not overlay.isVisible() or words.bottom() < overlay.geometry().top()


def test_the_fight_lists_refusal_reads_whole_above_the_status_message(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = open_window(qtbot, tmp_path, build_demo(tmp_path / "depot.deadwatch", "d10under", language="ru"))
        window.resize(1366, 768)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters() if c.name != "Зомби 1"}  # the living
        assert services.initiative.start(list(who.values()), name="Депо")
        assert services.melee.set_groups([([who["Gleb"]], [who["Зомби 2"]])])
        assert services.melee.exchange(0, None, "9 3 2")  # Gleb's exchange of round 1
        assert services.initiative.next_turn()  # Gleb's turn: his dice dock on a shot
        fight = window.docks["initiativeDock"]
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Escape)  # to the fight list
        qtbot.waitUntil(fight.tree.hasFocus)
        qtbot.keyClick(fight.tree, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # his shot: refused
        line = fight.message
        qtbot.waitUntil(lambda: line.isVisible() and line.text() == REFUSED)
        assert window.statusBar().currentMessage().startswith(REFUSED)
        qtbot.waitUntil(lambda: words_whole_above_overlay(window, line), timeout=2000)
    finally:
        i18n.set_language("en")
