"""AFMBE's demo in a fight on a laptop (1366×768), in Spanish, Russian and English: the roster never
shows a group's heading as its last row with the group's rows cut below it.  In Spanish the
«Zombis» heading stood alone at the list's bottom, the zombies all out of view; the heading now goes
out of view with its first row, at any height of the list, at its top and after each step of the
scroll bar down."""

from __future__ import annotations

import pytest

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, close, open_window
from tests.gui.test_nothing_sideways import settle
from ui import i18n


def headings_alone(tree) -> list[str]:  # noqa: ANN001
    """The group headings the list's view shows with none of their rows whole under them."""
    view = tree.viewport().rect()
    alone = []
    for n in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(n)
        shown = [group.child(i) for i in range(group.childCount()) if not group.child(i).isHidden()]
        heading = tree.visualItemRect(group)
        if group.isHidden() or not shown or not heading.isValid() or not heading.intersects(view):
            continue
        if not any(view.contains(tree.visualItemRect(item)) for item in shown):
            alone.append(f"{group.text(0)} at {heading.top()}..{heading.bottom()} in 0..{view.bottom()}")
    return alone


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_a_group_s_heading_shows_with_its_first_row_at_any_height_of_the_roster(qtbot, tmp_path, lang):
    """The roster as high as the docks beside it leave it, from a few rows to all of them: at none
    does its last row shown stand as a group's heading alone."""
    i18n.set_language(lang)
    source = build_demo(tmp_path / f"afmbe-{lang}.deadwatch", "afmbe", "unisystem", language=lang)
    folder = tmp_path / "window"
    folder.mkdir()
    window = open_window(qtbot, folder, source, LAPTOP, fight=True)
    try:
        tree = window.docks["charactersDock"].tree
        seen = set()
        for height in range(60, 420, 6):
            tree.setFixedHeight(height)
            settle()
            bar = tree.verticalScrollBar()
            bar.setValue(0)
            settle()
            while True:  # at the top, then after each step of the scroll bar down
                alone = headings_alone(tree)
                assert alone == [], f"{height} px high, scrolled to {bar.value()}: {alone}"
                before = bar.value()
                bar.triggerAction(bar.SliderAction.SliderSingleStepAdd)
                settle()
                if bar.value() == before:
                    break
            seen.add(tree.verticalScrollBar().maximum() > 0)
        assert seen == {True, False}  # heights that scroll, and one that shows every row
    finally:
        close([window])
        i18n.set_language("en")
