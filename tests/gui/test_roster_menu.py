"""The roster's menu actions and context menu (ui.docks.roster_menu, ui.docks.roster_reveal)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window, this_test, when_dialog_opens


def test_time_passes_asks_the_minutes_and_writes_its_line_when_no_time_limit_runs(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under", name="Menu test")
    window.services.characters.create("Ana")
    dock = window.docks["charactersDock"]
    assert dock.act_time in window.session_menu.actions()
    before = len(window.services.campaign.events())
    asked = {}

    def answer(dialog):
        assert isinstance(dialog, QInputDialog)
        asked["label"] = dialog.labelText()
        dialog.setTextValue("30")
        dialog.accept()

    when_dialog_opens(answer)
    dock.act_time.trigger()
    assert asked["label"] == "How long? Minutes, or with h for hours, d for days (3 h, 2 d)"
    events = window.services.campaign.events()  # the time passed all the same: one line says so
    assert len(events) == before + 1
    assert render_event(events[-1]) == "30 min pass — No time limit runs and no roll falls due: no one changes."


def test_the_real_time_clock_runs_while_it_is_checked(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under", name="Menu test")
    dock = window.docks["charactersDock"]
    assert dock.act_clock.text() == "Time limits run in re&al time"
    dock.act_clock.setChecked(True)
    assert dock.clock.isActive() and dock.clock.interval() == 60_000
    before = len(window.services.campaign.events())
    dock.clock.timeout.emit()  # a minute with no time limit running writes no empty log line
    assert len(window.services.campaign.events()) == before
    dock.act_clock.setChecked(False)
    assert not dock.clock.isActive()


# a popup menu on the offscreen platform: it cannot raise itself or grab the keyboard
@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_context_menu_sets_what_the_players_see(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", name="Menu test")
    dock = window.docks["charactersDock"]
    window.services.characters.create("Ana")
    cid = window.services.characters.characters()[0].id
    dock.select(cid)
    activate(qtbot, window)
    seen = {}

    running = this_test()

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            if running():  # (no later test's menu)
                QTimer.singleShot(10, pick)
            return
        seen["items"] = [a.text() for a in menu.actions() if not a.isSeparator()]
        shown = next(a.menu() for a in menu.actions() if a.text() == "Players see")
        seen["steps"] = [(a.text(), a.isChecked()) for a in shown.actions()]
        next(a for a in shown.actions() if a.text() == "nothing").trigger()
        menu.close()

    QTimer.singleShot(0, pick)
    dock.tree.customContextMenuRequested.emit(QPoint(5, 5))
    assert seen["items"] == ["Sheet…", "Damage…", "Heal…", "Copies…", "Experience…", "Players see", "Remove"]
    assert seen["steps"] == [
        ("nothing", False),
        ("the name, health as a word", False),
        ("the name, health as numbers", True),
        ("the name only", False),
    ]
    assert window.services.player_view.reveal(cid)["name"] is False
    assert dock.items[cid].toolTip(0) == "Players see: nothing (Ctrl+P changes it)"
    assert dock.items[cid].font(0).italic()
