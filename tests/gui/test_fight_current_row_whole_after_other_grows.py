"""The fight list keeps the turn's row whole when rows above it grow: forty fighters in the grid
game's fight layout (F11) beside the map on a 1366×768 laptop, the turn's row whole at the list's
foot, and the GM times "Angst" on the fighters above it, each row's conditions on a new line under
its cells.  They grew, the turn's row was pushed past the list's foot, cut (the view's scrollTo
counts a row cut at its foot as in view); now the list scrolls as far as it needs, in English,
Russian and Spanish.  (In the list's own layout a row's conditions keep to its other cells' height,
elided: beside the map is where they still wrap and a row grows.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.shared_windows import open_window
from tests.gui.test_readable import demos, gm_theme  # noqa: F401  (fixtures)
from ui import i18n
from ui.docks.order_tree import CONDITIONS as CONDITIONS_COLUMN


def settle() -> None:
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_turns_row_stays_whole_when_a_row_above_it_grows(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    assert i18n.set_language(lang)
    try:
        window = open_window(qtbot, tmp_path, demos["gridlimbs"], fight=False)
        qtbot.addWidget(window)
        services = window.services
        characters = services.characters.characters()
        assert services.initiative.start([c.id for c in characters])
        services.initiative.add_extras("Crawler", 40 - len(characters))
        services.initiative.roll()
        settle()
        dock, board = window.docks["initiativeDock"], window.docks["mapDock"]
        tree, order = dock.tree, dock.order
        assert tree.count() == 40
        keys = Keys(qtbot)
        activate(qtbot, window)
        tree.setFocus()
        keys.key(Qt.Key.Key_F11)  # the fight layout
        settle()
        keys.key(Qt.Key.Key_M, CTRL | ALT)  # the map in front: each row's conditions on a line under its cells
        qtbot.waitUntil(board.view.hasFocus)
        settle()
        assert tree.below
        deep = tree.rows_in_sight()[1] + 1  # below the rows the list shows at its top
        for _ in range(40):  # the turns go down the list, below them (and above the rows at its end)
            if deep < order.model.place(order.current_row().id) < tree.count() - deep:
                break
            services.initiative.next_turn()
            settle()
        place = order.model.place(order.current_row().id)
        assert deep < place < tree.count() - deep
        view, bar = tree.viewport().rect(), tree.verticalScrollBar()
        for value in range(bar.maximum() + 1):  # scrolled down as far as the turn's row comes whole in view:
            bar.setValue(value)  # at the list's foot
            settle()
            if view.contains(tree.row_rect(place)):
                break
        before = tree.row_rect(place)
        assert view.contains(before) and bar.value() > 0, f"row {place} at {before.top()}..{before.bottom()}"
        first = tree.rows_in_sight()[0]
        bare = [row for row in range(first, place) if not tree.text(row, CONDITIONS_COLUMN)]
        assert len(bare) >= 3 and all(view.contains(tree.row_rect(row)) for row in bare)  # in sight above it
        heights = sum(tree.row_rect(row).height() for row in bare)
        for row in bare:  # the GM times a condition on each: a line of its own under the row's cells
            assert services.initiative.add_timer(order.model.rows[row].cid, "Angst", 3)
            settle()
        # those rows grew, by more than the room under the turn's row: unscrolled, it would be cut
        assert sum(tree.row_rect(row).height() for row in bare) - heights > view.bottom() - before.bottom()
        rect = tree.row_rect(place)
        assert view.contains(rect), f"row {place} at {rect.top()}..{rect.bottom()} in a view of {view.height()}"
    finally:
        i18n.set_language("en")
