"""The session log's Who column holds the names it shows whole at 1366×768: with the right column
widened for the grid game's map (tabbed with the log), the log showed its columns and "Shambler 1"
read "Shamble" / "r 1" in a Who column sized for seven letters.  The column now fits the widest
name among its lines (a name wraps only past a width names seldom need), in English, Russian and
Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_shot import create
from ui import i18n
from ui.docks.log_model import WHO


def _cut(log) -> list[str]:  # noqa: ANN001
    """The names shown in the Who column that do not fit its width on one line."""
    view = log.view
    if log.narrow.on:  # no Who column: the names go whole on the line above the text
        return []
    room = view.horizontalHeader().sectionSize(WHO) - 10
    model = log.model
    names = {model.item(row, WHO).text() for row in range(model.rowCount())} - {""}
    assert names, "no line names anyone"
    return sorted(n for n in names if view.fontMetrics().horizontalAdvance(n) > room)


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_who_column_holds_shambler_1_whole_at_1366(qtbot, tmp_path, lang):
    try:
        i18n.set_language(lang)
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        window.resize(1366, 768)
        services = window.services
        ana = create(window, "Ana", max_hp=20)
        zed = create(window, "Shambler 1", "zombie", max_hp=30)
        log = window.docks["logDock"]
        log.show()
        log.raise_()
        activate(qtbot, window)
        assert services.characters.damage(ana, {"part": "left_arm", "amount": 2}, actor_id=zed)
        qtbot.waitUntil(lambda: any(log.model.item(r, WHO).text() == "Shambler 1"
                                    for r in range(log.model.rowCount())))
        assert _cut(log) == [], f"{lang}: default layout"
        # the GM widens the right column (the map's, tabbed with the log) to 700 of the 1366 pixels
        columns = [window.docks[n] for n in ("charactersDock", "threatDock", "logDock")]
        window.resizeDocks(columns, [420, 246, 700], Qt.Orientation.Horizontal)
        qtbot.waitUntil(lambda: log.width() >= 600)
        qtbot.wait(20)
        assert not log.narrow.on  # wide enough for the columns
        assert _cut(log) == [], f"{lang}: widened log"
        assert services.characters.damage(zed, {"part": "torso", "amount": 1}, actor_id=ana)
        qtbot.wait(20)
        assert _cut(log) == [], f"{lang}: a new line"
    finally:
        i18n.set_language("en")
