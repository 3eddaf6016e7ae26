"""A grid game on a 1366×768 laptop with the map open (issue 40): the map takes the right column and
the Ammunition dock, narrower, elided its table's Russian heading («Состоя…» over the weapons'
status).  Now every heading of its table and its tab read whole, in English, Russian and Spanish.
Opened with Ctrl+Alt+M while the Ammunition dock was in front, the map took the dock down below its
contents (the Russian «Предупреждать при остатке не больше» row): «Стрельба…» and «Найдено…» were
cut at the dock's edge, the rest of the row scrolled sideways.  Every button reads whole, in view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from app.services.demo import build_demo
from tests.gui import readable
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.shared_windows import LAPTOP, close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def cut_buttons(dock) -> list[str]:  # noqa: ANN001
    """The dock's buttons and its switch not whole: narrower than their text, or past the dock's
    edge (a side scroll)."""
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    room = scroll.viewport()
    bad = []
    if scroll.horizontalScrollBar().maximum() > 0:
        bad.append(f"a side scroll bar: {scroll.widget().width()} px in {room.width()}")
    for button in (*dock.buttons.values(), dock.warn_button, dock.all_sessions):
        if not button.isVisible():
            continue
        right = button.mapTo(room, button.rect().topRight()).x()
        if button.width() < button.sizeHint().width():
            bad.append(f"{button.text()!r} cut: {button.width()} px of {button.sizeHint().width()}")
        elif right >= room.width():
            bad.append(f"{button.text()!r} past the dock's edge ({right} px in {room.width()})")
    return bad


@pytest.mark.parametrize("fight", [False, True])
@pytest.mark.parametrize("first", ["map", "ammo"])
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_ammunition_headings_and_buttons_read_whole_with_the_map_open(qtbot, tmp_path, lang, first, fight):
    assert i18n.set_language(lang)
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=fight)
    try:
        dock = window.docks["ammoDock"]
        if first == "map":
            go_to(window.docks["mapDock"])
            settle()
            go_to(dock)
        else:  # the Ammunition dock in front, then the map by its key
            go_to(dock)
            settle()
            Keys(qtbot).key(Qt.Key.Key_M, CTRL | ALT)
            qtbot.wait(20)  # (the map takes its room again once the window has laid its columns out)
        settle()
        assert window.docks["mapDock"].isVisible() and dock.isVisible()
        table = dock.table
        header = table.horizontalHeader()
        title = {c: table.horizontalHeaderItem(c).text() for c in range(table.columnCount())}
        shown = [c for c in title if not table.isColumnHidden(c) and title[c]]
        # the weapon, what is left, its status (under the weapon's name where the columns' words
        # would not fit side by side)
        folded = table.folded and any("\n" in table.item(r, 0).text() for r in range(table.rowCount()))
        assert len(shown) >= 3 or folded
        cut = [f"{title[c]!r} in {header.sectionSize(c)} px" for c in shown if not header.is_whole(c)]
        assert cut == [], lang
        assert cut_buttons(dock) == [], lang  # «Стрельба…», «Найдено…» whole, none past the edge
        assert readable.tabs(window) == []  # «Боеприпасы» whole on its tab
        assert dock.windowTitle() and dock.isVisible()
    finally:
        close([window])
        i18n.set_language("en")
