"""A long night's log opens on what the dock shows (twice its lines), not on the last five hundred
events: a campaign with a year behind it opens as fast as a short one.  Every line stays reachable:
scrolling up reads earlier ones, and a dock taller than what was read reads more by itself."""

from __future__ import annotations

from tests.gui.test_log_window import settle, shown
from tests.gui.test_main_window import make_window
from ui.docks import log_dock


def long_night(qtbot, campaign_path, tmp_path, notes: int):  # noqa: ANN001, ANN201
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    window.resize(1366, 768)
    services = window.services
    services.campaign.start_session()
    for i in range(1, notes + 1):
        services.log.add_note(f"Note {i}")
    dock = window.docks["logDock"]
    settle()
    dock.rebind()  # as the campaign opens: the session read from the file
    settle()
    return window, dock


def test_the_log_opens_on_twice_what_it_shows_and_scrolling_up_reads_the_rest(qtbot, campaign_path, tmp_path):
    _window, dock = long_night(qtbot, campaign_path, tmp_path, notes=300)
    lines = dock.view.viewport().height() // dock.view.rowHeight()
    page = dock.first_page()
    assert page == max(log_dock.FIRST_PAGE_LEAST, 2 * lines) < 300
    assert shown(dock) == [f"Note: Note {i}" for i in range(301 - page, 301)]  # the latest, no more
    bar = dock.view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    bar.setValue(0)  # the GM scrolls to the top: the rest of the night, above
    assert shown(dock) == ["Session 1 started"] + [f"Note: Note {i}" for i in range(1, 301)]


def test_a_dock_taller_than_the_lines_read_reads_the_earlier_ones_by_itself(qtbot, campaign_path, tmp_path):
    window, dock = long_night(qtbot, campaign_path, tmp_path, notes=120)
    page = dock.first_page()
    assert len(shown(dock)) == page < 121
    window.resize(1366, 8 * page * dock.view.rowHeight())  # the dock now shows more than was read
    qtbot.waitUntil(lambda: not dock.model.earlier)
    assert shown(dock) == ["Session 1 started"] + [f"Note: Note {i}" for i in range(1, 121)]
