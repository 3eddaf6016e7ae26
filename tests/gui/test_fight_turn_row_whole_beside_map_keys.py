"""The fight list's turn row grows at the list's foot by keys: the grid game's brawl at 1366×768
(the GM's theme) in the fight layout (F11) with the map in front (Ctrl+Alt+M), each row's
conditions on a line of their own under its cells; N passes the turn down the list to a fighter
whose row is whole at its foot, and T times his being pinned under a fallen shelf, new lines under
his row.  His row grew
and the list left it cut at its foot, the turn's own row (the view's scroll counted it in view).
Now the list scrolls as far as the row needs: the fighter whose turn it is stays whole in view, in
English, Russian and Spanish.  (The twdu brawl's "Broken" made this case in the list's own layout,
where a row's conditions now keep to its other cells' height, elided.)"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n, open_main_window
from ui.docks.order_tree import CONDITIONS


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def settle() -> None:
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def whole(rect, view) -> bool:  # noqa: ANN001
    """Whether a row shows whole from its top to its bottom in the view (the foot's cut is the matter)."""
    return view.top() <= rect.top() and rect.bottom() <= view.bottom()


def turn_row_whole(window) -> tuple[bool, str]:  # noqa: ANN001
    """Whether the row of the fighter whose turn it is shows whole in the list's view, and where."""
    dock = window.docks["initiativeDock"]
    tree = dock.tree
    place = dock.order.model.place(dock.order.current_row().id)
    rect, view = tree.row_rect(place), tree.viewport().rect()
    return whole(rect, view), f"row {place} at {rect.top()}..{rect.bottom()} in a view of {view.height()}"


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_turns_row_stays_whole_when_it_grows_at_the_lists_foot(qtbot, tmp_path, gm_theme, lang):  # noqa: F811
    assert i18n.set_language(lang)
    try:
        path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs", None, language=lang)
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.setGeometry(0, 0, 1366, 768)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        services = window.services
        assert services.initiative.start([c.id for c in services.characters.characters()], name="Yard")
        assert services.initiative.add_extras("Crawler", 36)
        services.initiative.roll()
        settle()
        dock, board = window.docks["initiativeDock"], window.docks["mapDock"]
        tree, order = dock.tree, dock.order
        keys = Keys(qtbot)
        tree.setFocus()
        keys.key(Qt.Key.Key_F11)  # the fight layout
        settle()
        keys.key(Qt.Key.Key_M, CTRL | ALT)  # the map in front: conditions on a line under each row's cells
        qtbot.waitUntil(board.view.hasFocus)
        settle()
        assert tree.below
        deep = tree.rows_in_sight()[1]  # the last row the list shows at its top

        def at_the_foot() -> bool:
            """The turn's row below the list's first screen, bare of conditions, whole at its foot with
            less room under it than a line: the list scrolled down as far as the row comes whole."""
            place = order.model.place(order.current_row().id)
            if not deep < place < tree.count() - 1 or tree.text(place, CONDITIONS):
                return False
            view, bar = tree.viewport().rect(), tree.verticalScrollBar()
            for value in range(bar.maximum() + 1):
                bar.setValue(value)
                settle()
                if whole(tree.row_rect(place), view):
                    break
            return tree.row_rect(place).bottom() + 45 > view.bottom()

        for _ in range(tree.count()):  # N passes the turn down the list
            if at_the_foot():
                break
            activate(qtbot, window)
            tree.setFocus()
            keys.key(Qt.Key.Key_N)
            settle()
        shown, where = turn_row_whole(window)
        assert at_the_foot(), where
        place = order.model.place(order.current_row().id)
        before = tree.row_rect(place)

        def time(dialog) -> None:  # noqa: ANN001
            dialog.label.setText("Pinned under the fallen shelf: a Strength roll each turn to crawl out")
            dialog.rounds.setValue(3)
            dialog.accept()

        activate(qtbot, window)
        tree.setFocus()
        when_dialog_opens(time)
        keys.key(Qt.Key.Key_T)
        qtbot.waitUntil(lambda: bool(tree.text(place, CONDITIONS)))
        settle()
        # his row grew, by more than the room under it: left where it was, it would be cut
        assert tree.row_rect(place).height() - before.height() > tree.viewport().rect().bottom() - before.bottom()
        shown, where = turn_row_whole(window)
        assert shown, where
    finally:
        i18n.set_language("en")
