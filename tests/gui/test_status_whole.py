"""Issue 40, point 6 (menus and the status bar): a status message reads whole on a 1366 px laptop in
every language (the permanent labels step aside for it); the red of an alert goes with the alert,
never an empty red bar into the next campaign; R in a fight of declared phases says why it does
nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_dock_keys_behind_tabs import demo_window
from tests.gui.test_initiative_dock import create, start_fight, window_for
from ui import i18n

TOO_FEW = "Not enough dice typed for this roll."


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_refusal_reads_whole_in_the_status_bar_of_a_laptop(qtbot, tmp_path, language):
    window = demo_window(qtbot, tmp_path, "twdu")
    window.services.initiative.start([c.id for c in window.services.characters.characters()][:4])
    i18n.set_language(language)
    try:
        QApplication.processEvents()
        bar = window.statusBar()
        window.status.show_refusal("log", TOO_FEW)
        QApplication.processEvents()
        text = bar.currentMessage()
        assert text == QCoreApplication.translate("log", TOO_FEW)
        taken = sum(w.width() for w in (window.status_campaign, window.status_ruleset, window.status_session,
                                        window.round_slot) if w.isVisible())
        room = bar.width() - taken - 24
        assert bar.fontMetrics().horizontalAdvance(text) <= room, f"{text!r} cut: {room} px left for it"
        bar.clearMessage()
        QApplication.processEvents()
        assert window.status_campaign.isVisible()  # back with the message gone
        long = "/home/gm/campaigns/" + "the-long-road-to-the-prison/" * 8 + "night.html"
        bar.showMessage(long)
        assert bar.toolTip() == long  # a path wider than the window: whole on the mouse
    finally:
        i18n.set_language("en")


def test_an_alert_s_red_goes_with_it_and_never_into_the_next_campaign(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "twdu")
    bar = window.statusBar()
    window.show_alert("Shambler 1 is dead")
    assert "8b1e1e" in bar.styleSheet()
    bar.clearMessage()  # its time is out
    assert bar.styleSheet() == ""
    window.show_alert("Shambler 2 is dead")
    window.open_demo("afmbe", "norms")
    QApplication.processEvents()
    assert bar.currentMessage() == "" or "⚠" not in bar.currentMessage()
    assert bar.styleSheet() == "", "an empty red bar came with the next campaign"


def test_r_in_a_fight_of_declared_phases_says_why(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    create(window, "Rick")
    create(window, "Raider", "npc")
    start_fight(qtbot, window, tick=("Raider",))
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    assert QApplication.focusWidget() is window.docks["initiativeDock"].tree
    Keys(qtbot).key(Qt.Key.Key_R)
    assert "declared phases" in window.statusBar().currentMessage()
