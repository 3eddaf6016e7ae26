"""F11's fight layout on a 1366×768 laptop with the map in front (issue 40): the fight list at its
narrowest beside the map had its conditions column past its right edge, behind a sideways scroll
bar ("Angst", «Кровотечение: Торс» cut or out of sight).  Now, where the list has no room for that
column beside the tracks, each row's conditions go on a line of their own under its cells, wrapped
across the list, and every condition reads whole; in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401 (fixtures)
from ui import i18n
from ui.docks.order_tree import CONDITIONS
from ui.widgets.fight_columns import text_margin, wrapped_height


def settle() -> None:
    for _ in range(4):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def cut_conditions(tree) -> list[str]:  # noqa: ANN001
    """Each row's conditions not whole on screen: in their column (inside the list, wrapped in the
    row's height) or on their line under the row's cells (wrapped in that line)."""
    header = tree.header()
    bad = []
    for row in range(tree.count()):
        text = tree.text(row, CONDITIONS)
        if not text:
            continue
        font = tree.cell_font(row, CONDITIONS)
        rect = tree.row_rect(row)
        if not header.isSectionHidden(CONDITIONS):
            left = header.sectionViewportPosition(CONDITIONS)
            room = header.sectionSize(CONDITIONS) - 2 * text_margin(tree)
            if left + header.sectionSize(CONDITIONS) > tree.viewport().width():
                bad.append(f"{text!r} past the list's edge ({left} px + {header.sectionSize(CONDITIONS)})")
            elif wrapped_height(text, font, room) > rect.height():
                bad.append(f"{text!r} cut in {room} × {rect.height()} px")
            continue
        band = tree.band(tree.model().index(row, 0))
        place = tree.band_rect(rect, band)
        need = wrapped_height(text, font, place.width() - 2 * text_margin(tree))
        if not band or need > band or place.right() > tree.viewport().width():
            bad.append(f"{text!r} on a line of {band} px for {need}")
    return bad


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_every_condition_reads_whole_beside_the_map(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["gridlimbs"])
        fight, board = window.docks["initiativeDock"], window.docks["mapDock"]
        services = window.services
        for combatant in services.initiative.view().combatants[:2]:  # a condition the GM times
            assert services.initiative.add_timer(combatant.id, "Angst", 3)
        keys = Keys(qtbot)
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_F11)
        settle()
        keys.key(Qt.Key.Key_M, CTRL | ALT)  # the map in front: the list at its narrowest
        qtbot.waitUntil(board.view.hasFocus)
        settle()
        tree = fight.tree
        shown = [tree.text(r, CONDITIONS) for r in range(tree.count()) if tree.text(r, CONDITIONS)]
        assert any("Angst" in text for text in shown) and len(shown) >= 4, shown
        assert cut_conditions(tree) == []
        assert readable.fight_list(fight) == []
        assert readable.unnamed_bodies(fight) == []
    finally:
        i18n.set_language("en")
