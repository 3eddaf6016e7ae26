"""The fight list keeps the turn's row whole when another row grows above it: forty fighters on a
1366×768 laptop, the turn's row (Ben) the last whole one at the list's foot, and Ana above him
takes the blow that Breaks her ("Broken — every skill roll fails" on a new line of her row).  Her
row grew, his was pushed past the list's foot, cut; now the list scrolls as far as she needs, in
English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractItemView, QApplication

from tests.gui.shared_windows import open_window
from tests.gui.test_readable import demos, gm_theme  # noqa: F401  (fixtures)
from ui import i18n


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_turns_row_stays_whole_when_a_row_above_it_grows(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    assert i18n.set_language(lang)
    try:
        window = open_window(qtbot, tmp_path, demos["twdu"], fight=False)
        qtbot.addWidget(window)
        services = window.services
        characters = services.characters.characters()
        by_name = {c.name.split()[0]: c.id for c in characters}
        assert services.initiative.start([c.id for c in characters])
        services.initiative.add_extras("Crawler", 40 - len(characters))
        services.initiative.roll()
        settle()
        dock = window.docks["initiativeDock"]
        tree, order = dock.tree, dock.order
        assert tree.count() == 40
        for _ in range(40):  # the turns go down to Ben's
            current = services.initiative.current()
            if current is not None and current.character_id == by_name["Ben"]:
                break
            services.initiative.next_turn()
            settle()
        place = order.model.place(order.current_row().id)
        ana = next(r for r in range(tree.count()) if order.rows[order.model.rows[r].cid].character_id == by_name["Ana"])
        assert ana < place < tree.count() - 1
        tree.scrollTo(order.model.index(place, 0), QAbstractItemView.ScrollHint.PositionAtBottom)
        settle()
        view = tree.viewport().rect()
        before = tree.row_rect(place)
        assert view.contains(before) and before.bottom() + 20 > view.bottom()  # his row at the list's foot
        assert view.contains(tree.row_rect(ana))  # hers in sight above it
        height = tree.row_rect(ana).height()
        health = services.characters.character(by_name["Ana"]).state["health"]
        assert services.characters.damage(by_name["Ana"], {"damage": health})  # Broken
        settle()
        assert tree.row_rect(ana).height() > height  # her row grew
        rect = tree.row_rect(place)
        assert view.contains(rect), f"row {place} at {rect.top()}..{rect.bottom()} in a view of {view.height()}"
    finally:
        i18n.set_language("en")
