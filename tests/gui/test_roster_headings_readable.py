"""A short roster's top group heading (Player characters) has room above its letters: in a row exactly
a line high, against the dock's edge and its focus frame, it lost the tops of its letters."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from ui import i18n
from ui.widgets.roster_heading import tail


def letters(metrics: QFontMetrics) -> int:
    """The height a heading's name takes: its capitals and the tail of a "Щ" (set in capitals,
    ui.widgets.roster_heading)."""
    return metrics.capHeight() + tail(metrics)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_short_roster_s_top_heading_has_room_above_its_letters(qtbot, tmp_path, demos, lang):  # noqa: F811
    i18n.set_language(lang)
    try:
        window = fight_window(qtbot, tmp_path, demos["afmbe"])
        roster = window.docks["charactersDock"]
        tree = roster.tree
        assert roster.compact.on  # the fight's layout on a laptop: a short roster
        tree.scrollToTop()
        headings = [g for g in roster.groups.values() if not g.isHidden()]
        assert len(headings) >= 2
        for group in headings:
            metrics = QFontMetrics(group.font(0))
            assert group.font(0).bold()
            rect = tree.visualItemRect(group)
            assert rect.height() >= letters(metrics), (group.text(0), rect.height())
        top = tree.visualItemRect(headings[0])  # room above its letters, clear of the dock's frame
        assert top.top() >= 0 and top.height() >= letters(QFontMetrics(headings[0].font(0))) + 3
        window.close()
    finally:
        i18n.set_language("en")
