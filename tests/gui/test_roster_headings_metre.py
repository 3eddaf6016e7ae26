"""A compact roster's group headings (a fight on a laptop) read from a metre away: «Зомби», «Player
characters» in bold at 70 % of the rows' size were letters half as tall as the names under them, a
grey smudge.  Their names now stand in capitals as tall as the heading's line holds («ЗОМБИ»), the
line no taller: the roster still shows three characters whole (tests/gui/test_laptop_room.py)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from tests.gui.test_readable import (  # noqa: F401  (fixtures)
    DEMOS,
    LANGS,
    demos,
    gm_theme,
    interface_language,
    shared,
)
from ui.widgets.roster_heading import tail


def letters_height(font: QFont) -> int:
    """The height of most of a heading's letters: its capitals' when it is set in capitals, else the
    lower case's."""
    metrics = QFontMetrics(font)
    if font.capitalization() == QFont.Capitalization.AllUppercase:
        return metrics.capHeight()
    return metrics.xHeight()


@LANGS
@pytest.mark.parametrize("ruleset", list(DEMOS))
def test_compact_roster_headings_read_from_a_metre(qtbot, shared, demos, lang, ruleset):  # noqa: F811
    window = shared.window(qtbot, demos[ruleset], lang)
    roster = window.docks["charactersDock"]
    tree = roster.tree
    assert roster.compact.on, "the fight's layout on a laptop: a short roster"
    tree.scrollToTop()
    QApplication.processEvents()
    names = QFontMetrics(tree.font()).capHeight()  # a character's name's capital ("K" of Kit)
    headings = [g for g in roster.groups.values() if not g.isHidden()]
    assert len(headings) >= 2
    for group in headings:
        font = group.font(0)
        assert font.bold()
        assert letters_height(font) >= 0.7 * names, (group.text(0), letters_height(font), names)
        metrics = QFontMetrics(font)
        rect = tree.visualItemRect(group)
        if rect.isValid():  # the capitals and a "Щ"'s tail whole in the heading's line
            assert metrics.capHeight() + tail(metrics) <= rect.height(), (group.text(0), rect.height())
