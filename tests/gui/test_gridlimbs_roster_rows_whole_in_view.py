"""The grid game's demo on a laptop (1366×768), in Russian, Spanish and English: the roster's list
cuts no row at its bottom edge, at its top and after each step of the scroll bar down.  Dov, the second
character, showed his body figure and the top half of «Запас сил 5/5» under it, the rest cut off
by the list's bottom edge; the list now ends under its last whole row.  (The demo's four rows all
show at 1366×768 now, each on a line when their figures would not fit; a party of a dozen more
survivors, drawn a line each, makes the list longer than its view again.)"""

from __future__ import annotations

import pytest

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, SharedWindows
from tests.gui.test_nothing_sideways import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


@pytest.fixture(scope="module")
def shared(tmp_path_factory):  # noqa: ANN001, ANN201
    windows = SharedWindows(lambda: tmp_path_factory.mktemp("window"))
    yield windows
    windows.close_all()
    i18n.set_language("en")


def cut_rows(tree) -> list[str]:  # noqa: ANN001
    """The rows the list's view shows only in part."""
    view = tree.viewport().rect()
    cut = []
    for n in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(n)
        for item in [group] + [group.child(i) for i in range(group.childCount())]:
            rect = tree.visualItemRect(item)
            if rect.isValid() and rect.intersects(view) and not view.contains(rect):
                cut.append(f"{item.text(0)}: {rect.top()}..{rect.bottom()} in 0..{view.bottom()}")
    return cut


@pytest.mark.usefixtures("gm_theme")
@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_no_roster_row_is_cut_by_the_list_s_bottom(qtbot, shared, tmp_path_factory, lang):
    source = build_demo(tmp_path_factory.mktemp("grid") / f"gridlimbs-{lang}.deadwatch", "gridlimbs",
                        language=lang)
    window = shared.window(qtbot, source, lang, LAPTOP, fight=False)
    services = window.services
    for n in range(12):  # more rows than the roster holds, even a line each
        assert services.characters.create(f"Survivor {n + 1}", "pc", services.ruleset.new_sheet())
    settle()
    dock = window.docks["charactersDock"]
    tree = dock.tree
    assert tree.verticalScrollBar().maximum() > 0, "more rows than the list shows: the case at hand"
    seen = 0
    for step in range(tree.verticalScrollBar().maximum() + 1):
        assert cut_rows(tree) == [], f"after {step} scrolls"
        seen += 1
        before = tree.verticalScrollBar().value()
        tree.verticalScrollBar().triggerAction(tree.verticalScrollBar().SliderAction.SliderSingleStepAdd)  # a step
        settle()
        if tree.verticalScrollBar().value() == before:
            break
    assert seen > 1
    tree.verticalScrollBar().setValue(0)
    settle()
    assert tree.viewport().height() >= max(tree.visualItemRect(i).height() for i in dock.items.values()
                                           if tree.visualItemRect(i).isValid()), "a whole row at least"
