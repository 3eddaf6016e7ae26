"""A long session's log opens on its latest events and reads the earlier ones as the GM scrolls up
to them, or all of them when the GM filters or searches: every line stays reachable.  So does the
History dock's list of actions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.characters import CreateCharacter
from tests.gui.test_main_window import make_window
from ui.docks import history_dock, log_dock
from ui.docks.log_model import EVENT


def shown(dock) -> list[str]:
    proxy = dock.proxy
    return [proxy.index(r, EVENT).data() for r in range(proxy.rowCount())]


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def open_long_session(qtbot, campaign_path, tmp_path, monkeypatch, notes: int):
    monkeypatch.setattr(log_dock, "WINDOW", 30)
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    services = window.services
    services.campaign.start_session()
    for i in range(1, notes + 1):
        services.log.add_note(f"Note {i}")
    dock = window.docks["logDock"]
    dock.rebind()  # as the campaign opens: the session read from the file
    settle()
    return window, dock


def test_the_log_opens_on_the_latest_events_and_scrolling_up_reads_the_earlier_ones(
    qtbot, campaign_path, tmp_path, monkeypatch
):
    _window, dock = open_long_session(qtbot, campaign_path, tmp_path, monkeypatch, notes=70)
    assert dock.view.viewport().height() < 30 * dock.view.rowHeight()  # they fill more than the dock
    assert shown(dock) == [f"Note: Note {i}" for i in range(41, 71)]  # the latest thirty
    bar = dock.view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0  # at the bottom, following the night
    bottom = dock.view.rowAt(dock.view.viewport().height() - 1)
    assert dock.proxy.index(bottom, EVENT).data() == "Note: Note 70"
    bar.setValue(0)  # the GM scrolls to the top: thirty more, above
    assert shown(dock)[:2] == ["Note: Note 11", "Note: Note 12"] and len(shown(dock)) == 60
    top = dock.view.rowAt(0)
    assert dock.proxy.index(top, EVENT).data() == "Note: Note 41"  # what was on screen stays there
    bar.setValue(0)
    assert shown(dock) == ["Session 1 started"] + [f"Note: Note {i}" for i in range(1, 71)]
    assert not dock.model.earlier
    dock.services.log.add_note("Note 71")  # the night goes on: appended at the bottom
    assert shown(dock)[-1] == "Note: Note 71" and len(shown(dock)) == 72


def test_a_search_looks_through_the_whole_session(qtbot, campaign_path, tmp_path, monkeypatch):
    _window, dock = open_long_session(qtbot, campaign_path, tmp_path, monkeypatch, notes=40)
    assert "Note: Note 3" not in shown(dock)
    dock.search.setText("Note 3")
    assert shown(dock) == ["Note: Note 3"] + [f"Note: Note {i}" for i in range(30, 40)]
    dock.search.clear()
    assert len(shown(dock)) == 41  # every line read now


def test_the_history_lists_the_latest_actions_and_scrolling_up_lists_the_earlier_ones(
    qtbot, campaign_path, tmp_path, monkeypatch
):
    from app.services.bundle import open_services

    monkeypatch.setattr(history_dock, "WINDOW", 20)  # pages of 20 (more than the list shows): three pages in 50 actions
    before = open_services(str(campaign_path))  # the actions taken before the window opens (an
    try:  # open window redraws its docks at each one)
        cid = int(before.campaign.execute(CreateCharacter("Ana", "pc")).changes[0]["id"])
        for _ in range(49):  # 50 actions, numbered 1 to 50 as the GM reads them
            assert before.characters.damage(cid, {"amount": 1})
    finally:
        before.close()
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    services = window.services
    dock = window.docks["historyDock"]
    dock.raise_()
    dock.list.setFixedHeight(12 * dock.list.fontMetrics().height())  # a dozen rows at most, less than a page
    dock.rebind()  # as the campaign opens
    settle()
    listed, rows = dock.list, dock.model
    bar = listed.verticalScrollBar()
    texts = [rows.index(r).data() for r in range(rows.rowCount())]
    assert rows.rowCount() == 20 and texts[0].startswith("31. ") and texts[-1].startswith("50. ")
    assert listed.currentIndex().row() == 19 and bar.value() == bar.maximum() > 0  # the latest, to step back from
    bar.setValue(0)
    settle()
    assert rows.rowCount() == 40 and rows.index(0).data().startswith("11. ")
    assert listed.indexAt(listed.viewport().rect().topLeft()).row() == 20  # what was on screen stays
    bar.setValue(0)
    settle()
    assert rows.rowCount() == 50 and rows.index(0).data() == "1. Ana joins the campaign"
    dock._step_back(rows.index(1))  # back to before the first damage: every later one undone
    assert services.characters.character(cid).state["health"] == 100
    assert all(rows.index(r).data(Qt.ItemDataRole.FontRole).strikeOut() for r in range(1, 50))
