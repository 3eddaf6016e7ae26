"""The GM's console shows the turn timer it started: Ctrl+Alt+T puts "Turn timer: Ana · 1:00" in the
status bar, Ctrl+Alt+Space shows it paused, Ctrl+Alt+T again takes it away.  On the turn of a
fighter hidden from the players, the status bar says the players' screen does not show it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def _fight(qtbot, tmp_path, names):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    for name, kind in names:
        assert services.characters.create(name, kind, services.ruleset.new_sheet())
    assert services.initiative.start([c.id for c in services.characters.characters()])
    window.activateWindow()
    return window, services


def test_the_console_shows_the_running_turn_timer(qtbot, tmp_path):
    window, services = _fight(qtbot, tmp_path, [("Ana", "pc"), ("Ben", "pc")])
    label = window.player.timer_label
    assert label.isHidden()
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)
    acting = services.initiative.current().name
    qtbot.waitUntil(label.isVisible, timeout=5_000)
    assert label.text() in (f"Turn timer: {acting} · 1:00", f"Turn timer: {acting} · 0:59")
    assert "hidden" not in window.statusBar().currentMessage()
    qtbot.keyClick(window, Qt.Key.Key_Space, CTRL_ALT)
    assert label.text() == f"Turn timer: {acting} · paused"
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)
    assert label.isHidden()


def test_a_hidden_fighters_timer_says_it_runs_on_the_console_only(qtbot, tmp_path):
    window, services = _fight(qtbot, tmp_path, [("Rook", "npc"), ("Ana", "pc")])
    for _ in range(2):  # to Rook's turn, whoever is first
        if services.initiative.current().name == "Rook":
            break
        assert services.initiative.next_turn()
    assert services.initiative.current().name == "Rook"
    label = window.player.timer_label
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)
    qtbot.waitUntil(label.isVisible, timeout=5_000)
    assert label.text().startswith("Turn timer: Rook · ")
    assert "this console only" in label.text()
    assert "players' screen does not show this timer" in window.statusBar().currentMessage()
    assert services.player_view.view()["timer"] is None  # the room's view has none
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)  # the second press: off, and the sign goes with it
    assert label.isHidden() and not services.turn_timer.running()
