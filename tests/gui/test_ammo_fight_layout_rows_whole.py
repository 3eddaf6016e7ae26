"""The ammunition dock's weapons in the fight layout (F11) on a 1366×768 laptop: a first-night GM in
Russian, Dana Cruz's pistol fired and an AK-47 beside it, saw the weapons table about one row high,
«14 / 15 патронов» and «в запасе: 0» cut at the bottom and the last column «Ст…»: the four columns'
words did not fit side by side, the table scrolled sideways and its scroll bar lay over its rows.
Now the status reads under the weapon's name when the columns would not fit, and every row of the
roller's weapons reads whole, in Russian, Spanish and English, in each AFMBE currency."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.character_commands import EditCharacter
from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_ammo_table_whole import cut_cells
from tests.gui.test_nothing_sideways import in_view, settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


def rows_cut(table) -> list[str]:  # noqa: ANN001
    """The rows not whole in the table's view, a table that scrolls sideways, a heading cut."""
    bad = cut_cells(table)
    view = table.viewport().height()
    for row in range(table.rowCount()):
        top = table.rowViewportPosition(row)
        if top < 0 or top + table.rowHeight(row) > view:
            bad.append(f"row {table.item(row, 0).text()!r} at {top}..{top + table.rowHeight(row)} in a view of {view}")
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        if not table.isColumnHidden(column) and not header.is_whole(column):
            bad.append(f"heading {table.horizontalHeaderItem(column).text()!r} cut in {header.sectionSize(column)} px")
    return bad


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
@pytest.mark.parametrize("preset", ["unisystem", "norms"])
def test_the_fight_layout_shows_the_roller_s_weapons_whole(qtbot, tmp_path, preset, lang):
    assert i18n.set_language(lang)
    source = build_demo(tmp_path / "demo" / f"afmbe-{preset}.deadwatch", "afmbe", preset, language=lang)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=False)
    try:
        services = window.services
        dana = next(c for c in services.characters.characters() if c.kind == "pc")
        weapons = list(dana.sheet["weapons"])
        pistol = weapons[0]["name"]
        sheet = {**dana.sheet, "weapons": [*weapons, {**weapons[0], "name": "AK-47"}]}
        assert services.campaign.execute(EditCharacter(dana.id, sheet=sheet))
        assert services.initiative.start([c.id for c in services.characters.characters()])
        window.selection.select_character(dana.id)
        assert services.ammo.fire(dana.id, pistol)  # "fired this round" beside the pistol
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_F11)
        assert window.fight_layout.is_on()
        keys.key(Qt.Key.Key_6, CTRL)
        settle()
        dock = window.docks["ammoDock"]
        table = dock.table
        assert [view.stock.key for view in table.views] == [pistol, "AK-47"]
        assert table.horizontalScrollBar().maximum() == 0, "the weapons table scrolls sideways"
        assert rows_cut(table) == []
        assert in_view(dock, table)
        shown = " ".join(table.item(row, column).text() for row in range(table.rowCount()) for column in range(4)
                         if not table.isColumnHidden(column))
        fired = {"ru": "стрелял в этом раунде", "es": "ya disparó este asalto", "en": "fired this round"}[lang]
        assert fired in " ".join(shown.split()), "the pistol's status is not on screen"
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
