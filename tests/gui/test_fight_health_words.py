"""On a 1366 laptop the fight list dropped the health's word in Spanish ("Salud 1/3" where English
shows "Health 1/3 Battered"): the phase "(Fase 6: Otras acciones)" took the tracks' room.  Every
hurt character's bar shows its word in English, Russian and Spanish, nothing else cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tests.gui import readable
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from ui import i18n
from ui.widgets.tracks_delegate import TRACKS_ROLE, TracksDelegate, lines_of


@pytest.fixture
def lang(request):  # noqa: ANN001, ANN201
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"], indirect=True)
def test_a_hurt_characters_health_word_shows_in_the_fight_list_on_a_laptop(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    from ui.docks.initiative_dock import TRACKS

    window = fight_window(qtbot, tmp_path, demos["twdu"])
    fight = window.docks["initiativeDock"]
    tree = fight.tree
    width = tree.header().sectionSize(TRACKS)
    shown = []
    for i in range(tree.count()):
        cells = tree.cell(i, TRACKS, TRACKS_ROLE) or []
        health = cells[0] if cells else None
        if health is None or health[4] >= 1.0:  # unhurt: the word may give way to the room
            continue
        area = QRectF(0, 0, width, tree.row_rect(i).height())
        form, _bars = TracksDelegate.bar_rects(area, cells, tree.fontMetrics())
        drawn = " ".join(lines_of(health, form))  # on the bar's line, or its word on a line of its own
        shown.append(drawn)
        assert drawn == health[0], f"{drawn!r} shown for {health[0]!r} in {width} px"
    assert len(shown) >= 2  # Ben and Mia are hurt in the demo (its walker stands, with no Health in twdu)
    assert readable.fight_list(fight) == []
