"""The grid game's demo on a laptop (1366×768) before the fight, in Russian, Spanish and English:
every roster row is tall enough for its bars.  Stamina, a main pool on the row beside the body
figure, went to a second line that the row cut in half («Запас сил 5/5» under Dov's figure)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, SharedWindows
from tests.gui.test_nothing_sideways import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.widgets.roster_delegate import tracks_room
from ui.widgets.roster_look import TRACKS, TRACKS_DATA


@pytest.fixture(scope="module")
def shared(tmp_path_factory):  # noqa: ANN001, ANN201
    windows = SharedWindows(lambda: tmp_path_factory.mktemp("window"))
    yield windows
    windows.close_all()
    i18n.set_language("en")


@pytest.mark.usefixtures("gm_theme")
@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_every_roster_row_holds_its_bars(qtbot, shared, tmp_path_factory, lang):
    source = build_demo(tmp_path_factory.mktemp("grid") / f"gridlimbs-{lang}.deadwatch", "gridlimbs",
                        language=lang)
    window = shared.window(qtbot, source, lang, LAPTOP, fight=False)
    settle()
    dock = window.docks["charactersDock"]
    tree = dock.tree
    metrics = QFontMetrics(tree.font())
    cut = []
    for item in dock.items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        index = tree.indexFromItem(item, TRACKS)
        height = tree.visualRect(index).height()
        rects, _used = tracks.place(tracks_room(tree, index), metrics)
        lowest = max((r.bottom() for r in rects), default=0)
        if lowest >= height:
            cut.append((item.text(0), tracks.texts(), lowest, height))
    assert len(dock.items) > 2
    assert cut == []
