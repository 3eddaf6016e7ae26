"""The session log over a night on a 1366×768 laptop (issue 40): the log's text column got narrower
as lines came (the scroll bar that came with the first page's worth of lines took 14 px from it), so
every line wrapped anew and the narrower the log, the more it cut.  Now the text keeps the width it
opened with from the first line to the last, and a long line wraps in it, whole; in English, Russian
and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_laptop_room import whole_lines
from tests.gui.test_readable import demos, gm_theme  # noqa: F401  (fixtures)
from ui import i18n
from ui.docks.log_model import EVENT

NOTE = "The walkers come through the fence by the old mill and Rook holds the door with the crowbar"


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_log_text_keeps_its_width_over_a_night(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        log = window.docks["logDock"]
        view = log.view
        settle()
        header = view.horizontalHeader()
        before = header.sectionSize(EVENT), view.viewport().width()
        assert view.model().rowCount() * view.rowHeight() < view.viewport().height(), "the log starts short"
        # a night: a fight of several rounds, with the GM's notes between its turns
        services = window.services
        services.initiative.start([c.id for c in services.characters.characters()])
        services.initiative.add_extras("Crawler", 3)
        services.initiative.roll()
        for turn in range(36):
            services.initiative.next_turn()
            if turn % 6 == 0:
                assert services.log.add_note(f"{NOTE} ({turn})")
            settle()
            assert (header.sectionSize(EVENT), view.viewport().width()) == before, f"after {turn + 1} turns"
        assert view.verticalScrollBar().maximum() > 0, "not a page's worth of lines"
        view.scrollToBottom()
        settle()
        assert whole_lines(log) == []
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
