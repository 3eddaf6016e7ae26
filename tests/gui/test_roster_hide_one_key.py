"""Hiding a revealed NPC again at once: Ctrl+P walked him through the name with his health as
numbers and the name only on the way to hidden, each step a public line naming him, all of them in
the players' export.  Ctrl+Shift+V in the roster now hides him (or shows him again) in one step and
one line, as V does in the fight list; the steps a GM still walks with Ctrl+P on the way to
hiding someone stay in the players' copy of the log (the players saw each), the line hiding him
does not."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.export import ExportOptions, export_log
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from ui import i18n


def _window(qtbot, tmp_path):  # noqa: ANN001, ANN202
    assert i18n.set_language("en")
    window = campaign_window(qtbot, tmp_path, "twdu", name="Hide test")
    services = window.services
    services.campaign.start_session("The farm")
    assert services.characters.create("Rook", "npc")
    rook = int(services.characters.characters()[0].id)
    assert services.player_view.set_reveal(rook, name=True, health="word")  # the table knows him
    dock = window.docks["charactersDock"]
    dock.select(rook)
    activate(qtbot, window)
    dock.tree.setFocus()
    return window, services, rook, dock


def _players_md(services, tmp_path) -> str:  # noqa: ANN001
    target = tmp_path / "players.md"
    export_log(services.campaign.engine, ExportOptions(language="en", undone=True), "md", target)
    return target.read_text("utf-8")


def test_ctrl_shift_v_hides_him_in_one_line_and_shows_him_again(qtbot, tmp_path):
    window, services, rook, dock = _window(qtbot, tmp_path)
    before = len(services.campaign.events())
    qtbot.keyClick(dock.tree, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert services.player_view.reveal(rook) == {"name": False, "health": "word"}
    lines = [render_event(e) for e in services.campaign.events()[before:]]
    assert lines == ["Rook is hidden from the players"]
    assert window.statusBar().currentMessage() == "Rook: hidden from the players (Ctrl+Shift+V hides or shows)"
    assert "Rook" not in str(services.player_view.view())
    qtbot.keyClick(dock.tree, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert services.player_view.reveal(rook) == {"name": True, "health": "word"}  # his health as it was
    assert window.statusBar().currentMessage() == (
        "Rook: players see the name, health as a word (Ctrl+Shift+V hides or shows)")
    assert services.campaign.undo()
    assert services.player_view.reveal(rook)["name"] is False


def test_the_steps_of_ctrl_p_to_hidden_stay_in_the_players_copy_and_the_hiding_does_not(qtbot, tmp_path):
    window, services, _rook, dock = _window(qtbot, tmp_path)
    for _ in range(3):  # numbers, the name only, nothing
        qtbot.keyClick(dock.tree, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    console = [render_event(e) for e in services.campaign.events() if "Rook" in render_event(e)]
    assert "Players see Rook (health: numbers)" in console  # the GM's console keeps every step
    named = [line for line in _players_md(services, tmp_path).splitlines() if "Rook" in line]
    # the line that showed him and the steps the table saw stay; the line hiding him does not
    assert [line[line.find("Players see"):] for line in named] == [
        "Players see Rook (health: a word)", "Players see Rook (health: numbers)",
        "Players see Rook (the name only)"], named
