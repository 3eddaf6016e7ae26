"""The grid game's demo on a 1366×768 laptop: the GM went to the map (Ctrl+Alt+M) before starting a
fight.  The map took the room it needs from the left column, down to what an empty fight list needs;
the fight then started in that third of the screen: the roster's conditions elided ("Перевяз…",
"Счёт 1 (…"), the initiative mode's box cut ("По Скорости, быстры"), the fight list scrolled
sideways.  A fight that starts gives its column back the list's narrowest width, taken from the
map: the tags and the mode read whole, in Russian, Spanish and English."""

from __future__ import annotations

import pytest

from tests.gui import readable
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to


def elided_tags(dock) -> list[str]:  # noqa: ANN001
    """The roster's rows in sight whose conditions are painted elided (their whole text only in a tooltip)."""
    from ui.widgets.roster_look import BADGES_DATA, CONDITIONS, END, SIDE, RowBadges, fitted_badges

    tree = dock.tree
    view = tree.viewport().rect()
    out = []
    for item in dock.items.values():
        cell = tree.visualRect(tree.indexFromItem(item, CONDITIONS))
        badges = item.data(CONDITIONS, BADGES_DATA)
        if item.isHidden() or not view.intersects(cell) or not isinstance(badges, RowBadges) or not badges.html:
            continue
        font = item.font(CONDITIONS)  # as the delegate paints the cell (its option's font)
        if fitted_badges(badges, font, cell.width() - SIDE - END) is not badges:
            out.append(f"{item.text(0)}: {' / '.join(c[1] for c in badges.chips)} elided in {cell.width()} px")
    return out


def laid_out(qtbot) -> None:  # noqa: ANN001
    settle()
    qtbot.wait(50)
    settle()


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_a_fight_started_beside_the_map_reads_whole(qtbot, tmp_path, demos, lang):  # noqa: F811
    i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["gridlimbs"], LAPTOP, fight=False)
    try:
        go_to(window.docks["mapDock"])  # the map first: it takes its room
        laid_out(qtbot)
        services = window.services
        assert services.initiative.start([c.id for c in services.characters.characters()])
        assert services.initiative.roll()
        assert services.initiative.next_turn()
        laid_out(qtbot)
        roster, fight = window.docks["charactersDock"], window.docks["initiativeDock"]
        window.grab().save(str(tmp_path / f"gridlimbs-map-then-fight-{lang}.png"))
        assert fight.mode.isVisible()
        assert elided_tags(roster) == []
        assert readable.choices(fight) == []  # the initiative mode whole
        assert readable.roster_cells(roster) == []
        assert readable.side_scrolls(window) == []
        assert window.docks["mapDock"].isVisible() and not window.docks["mapDock"].visibleRegion().isEmpty()
        assert window.size().toTuple() == LAPTOP
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
