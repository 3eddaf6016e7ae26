"""The grid game's body figure in the fight list at 1366×768 names every number, in English,
Russian and Spanish (issue 20, point 6): where the short names ("Л. рука 6/6") do not fit, the
ruleset's abbreviations do ("Л.рук 6/6", "Br. izq. 6/6"), never the numbers alone; and the list
keeps its four whole rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tests.gui import readable
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401 (fixtures)
from ui import i18n


def figure_texts(fight) -> list[str]:  # noqa: ANN001
    """Each fight-list body box's text, as painted."""
    from ui.docks.initiative_dock import TRACKS
    from ui.widgets.body_numbers import body_boxes
    from ui.widgets.tracks_delegate import TRACKS_ROLE, TracksDelegate, split

    tree, out = fight.tree, []
    for i in range(tree.count()):
        cells = tree.cell(i, TRACKS, TRACKS_ROLE) or []
        area = QRectF(0, 0, tree.header().sectionSize(TRACKS), tree.row_rect(i).height())
        figure = TracksDelegate.body_rect(area, cells, tree.fontMetrics())
        if figure is not None:
            named = TracksDelegate.body_named(area, cells, tree.fontMetrics())
            out += [text for _box, text, _part in body_boxes(figure, split(cells)[0], named)]
    return out


@pytest.mark.parametrize(("lang", "arm"), [("en", "L. arm 6/6"), ("ru", "Л.рук 6/6"), ("es", "Br. izq. 6/6")])
def test_every_body_number_carries_its_part_on_a_laptop(qtbot, tmp_path, demos, lang, arm):  # noqa: F811
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["gridlimbs"])
        fight = window.docks["initiativeDock"]
        assert readable.unnamed_bodies(fight) == [], lang
        assert readable.fight_list(fight) == [], lang
        assert arm in figure_texts(fight)  # Kit's left arm, by its name
        assert readable.whole_rows(fight.tree) >= 4
    finally:
        i18n.set_language("en")
