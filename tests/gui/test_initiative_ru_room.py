"""The fight list at 1366×768 in Russian shows as many fighters as in English: its buttons took two
lines and the typed dice a third ("Закончить бой", "Бросить инициативу", "Предыдущий ход",
"Следующий ход", "Закончить раунд"), leaving room for about two fighters in the GM's layout.  With
the Russian words games use on such buttons ("Конец боя", "Ход назад", "Конец раунда") the buttons
take one line and the initiative mode and the dice the next, as in English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from ui import i18n, open_main_window
from ui.themes import apply_theme


def _fight_dock(qtbot, tmp_path, code: str) -> dict[str, object]:
    """What the GM sees of a five-fighter fight of the twdu demo (brawl phases) in ``code``, the
    Initiative dock as tall as on the GM's screen (about 345 px under the roster)."""
    assert i18n.set_language(code)
    path = build_demo(tmp_path / f"twdu-{code}.deadwatch", "twdu")
    window = open_main_window(str(path), QSettings(str(tmp_path / f"{code}.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    qtbot.waitExposed(window)
    services = window.services
    assert services.initiative.start([int(c.id) for c in services.initiative.roster()])
    dock = window.docks["initiativeDock"]
    qtbot.waitUntil(lambda: dock.model.rowCount() == 5)
    window.resizeDocks([window.docks["charactersDock"], dock], [345, 345], Qt.Orientation.Vertical)
    for _ in range(5):
        QApplication.processEvents()
    tree = dock.tree
    # a fighter the GM sees whole: in the list's view, and in the dock's own view (which scrolls
    # when its heading, hint and buttons leave the list less than its least height)
    scroll = dock.widget()
    shown = scroll.viewport() if hasattr(scroll, "viewport") else scroll
    bottom = min(shown.mapToGlobal(shown.rect().bottomLeft()).y(),
                 tree.viewport().mapToGlobal(tree.viewport().rect().bottomLeft()).y())
    seen = 0
    for r in range(dock.model.rowCount()):
        rect = tree.visualRect(dock.model.index(r, 0))
        if rect.isValid() and tree.viewport().mapToGlobal(rect.bottomLeft()).y() <= bottom:
            seen += 1
    buttons = [b for b in dock.buttons.values() if b.isVisible()]
    lines = len({b.geometry().y() for b in buttons} | {dock.faces.geometry().y()})
    found = {"size": dock.size().toTuple(), "fighters": seen, "lines": lines, "texts": [b.text() for b in buttons],
             "whole": all(b.width() >= b.sizeHint().width() for b in buttons), "list": tree.viewport().height()}
    window.close()
    return found


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_the_russian_fight_list_shows_as_many_fighters_as_the_english(qtbot, tmp_path, qapp):
    apply_theme(qapp, "dark")  # the GM's type: 11 pt
    try:
        english = _fight_dock(qtbot, tmp_path, "en")
        russian = _fight_dock(qtbot, tmp_path, "ru")
    finally:
        i18n.set_language("en")
        qapp.setStyleSheet("")
        qapp.setProperty("deadwatchTheme", None)
    assert russian["whole"] and english["whole"]  # no button cut
    assert russian["lines"] <= english["lines"], (russian, english)
    assert russian["fighters"] >= english["fighters"] >= 1, (russian, english)
    assert "Следующий ход" in russian["texts"]
