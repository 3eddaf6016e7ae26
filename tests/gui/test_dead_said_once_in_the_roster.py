"""A dead character's roster row reads dead in every language, whatever killed her.  Mia died of her
bitten forearm's time limit (Ctrl+Shift+T "2 d") with Health 1 left: the Russian row showed only
«Здоровье 1/3», «Стресс 2/10» (the word «Нет в живых» beside the bar had no room, and with it gone the
badge went too: its tooltip alone said it), and in English and Spanish "Dead" stood beside an orange
"Health 1/3" bar that still read alive.  Now the death is said once, by a red "Dead" badge in the
conditions column (as a walker's, «Нет в живых», «Sin vida»), and every bar of hers is greyed, its
numbers struck through, no word of hurt beside them.  A ruleset whose health track names no values (the
roll-under d10's) says it by its badge too.  By keys, at 1366×768, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)
from tests.gui.test_twdu_time_passes_says_death_keys import pass_time
from ui import i18n
from ui.widgets.roster_cells import SEVERITY_COLOURS
from ui.widgets.roster_look import CONDITIONS, TRACKS
from ui.widgets.track_bar import DEAD_CHIP

DEAD = {"en": "Dead", "ru": "Нет в живых", "es": "Sin vida"}
HEALTH = {"en": "Health 1/3", "ru": "Здоровье 1/3", "es": "Salud 1/3"}
HURT = {"en": "Battered", "ru": "Раны", "es": "Grave"}


def _said(roster, cid: int) -> list[str]:  # noqa: ANN001
    """Every text the row shows of her: the bars' (with the words beside them) and the badges'."""
    return [bar.text() for bar in roster.tracks(cid).bars] + [label for _style, label in roster.badges(cid).chips]


def _colours(roster, cid: int, column: int) -> set[str]:  # noqa: ANN001
    """The colours painted across the middle of her row's cell in ``column``, as on the screen."""
    tree = roster.tree
    rect = tree.visualItemRect(roster.items[cid])
    left = tree.header().sectionPosition(column) - tree.header().offset()
    width = tree.header().sectionSize(column)
    picture = tree.viewport().grab().toImage()
    y = rect.top() + rect.height() // 2
    return {QColor(picture.pixel(QPoint(x, y))).name() for x in range(left, min(left + width, picture.width()))}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_dead_character_s_row_says_dead_by_its_badge_and_greys_her_bars(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        mia = next(int(c.id) for c in services.characters.characters() if c.name.startswith("Mia"))
        said = pass_time(qtbot, window, "2 d", rations=True)
        assert said, said
        qtbot.waitUntil(lambda: bool(services.characters.character(mia).state.get("dead")))
        assert services.characters.character(mia).state["health"] == 1  # her time ran out, not her Health
        roster = window.docks["charactersDock"]
        roster.raise_()
        roster.tree.scrollToItem(roster.items[mia])
        qtbot.waitUntil(lambda: [label for _s, label in roster.badges(mia).chips] == [DEAD[lang]])
        said = _said(roster, mia)
        assert " ".join(said).count(DEAD[lang]) == 1, said  # said once, by the badge
        assert said[0] == HEALTH[lang] and HURT[lang] not in " ".join(said), said  # no word of hurt
        assert all(bar.dead for bar in roster.tracks(mia).bars)
        style, _label = roster.badges(mia).chips[0]
        assert SEVERITY_COLOURS["danger"] in style  # red, as a walker's
        QApplication.processEvents()
        painted = _colours(roster, mia, TRACKS)
        assert DEAD_CHIP in painted, painted  # her bars greyed on the screen
        ana = next(int(c.id) for c in services.characters.characters() if c.name.startswith("Ana"))
        assert DEAD_CHIP not in _colours(roster, ana, TRACKS)  # the living keep their colours
        assert SEVERITY_COLOURS["danger"] in _colours(roster, mia, CONDITIONS)  # the badge on the screen, whole
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")


def test_a_track_that_names_no_values_leaves_the_death_to_its_badge(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Gleb", "pc", services.ruleset.new_sheet("pc"))
    gleb = int(services.characters.characters()[0].id)
    assert services.characters.damage(gleb, {"amount": 500})
    QApplication.processEvents()
    roster = window.docks["charactersDock"]
    qtbot.waitUntil(lambda: roster.badges(gleb) is not None and bool(roster.badges(gleb).chips))
    said = _said(roster, gleb)
    assert " ".join(said).count("Dead") == 1, said
    assert [label for _style, label in roster.badges(gleb).chips] == ["Dead"]
    assert all(bar.dead for bar in roster.tracks(gleb).bars)
