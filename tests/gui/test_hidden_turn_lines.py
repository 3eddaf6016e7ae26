"""With Rook and Walker hidden from the players, Ctrl+Alt+T, N, Ctrl+Alt+T and N write no public
console log line naming either of them: the timer lines and the turn lines of a hidden fighter are
secret; "Walker has acted; Ana is up" is secret, and so is "Ana has acted; Rook is up" as a whole (it
read "Ana has acted", public, and then nothing: the players learnt that someone unseen was up).
The status bar's "does not show this timer" goes when the timer runs for Ana, and reads whole at 1366 px
in every language, the timer's own label shown (beside the bar's labels, or in the band above the bar)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from tests.gui.status_said import where_whole
from ui import i18n

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
HIDDEN = ("Rook", "Walker")


def _fight(qtbot, tmp_path, order):
    """A fight in ``order`` (Rook and Walker are NPCs, hidden from the players), the first one up."""
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    for name in order:
        assert services.characters.create(name, "pc" if name not in HIDDEN else "npc", services.ruleset.new_sheet())
    assert services.initiative.start([c.id for c in services.characters.characters()])
    for place, name in enumerate(order):
        fighters = services.initiative.view().combatants
        fighter = next(f for f in fighters if f.name == name)
        if fighters[place] is not fighter and fighters[place].id != fighter.id:
            assert services.initiative.move(fighter.id, place)
    assert services.initiative.current().name == order[0]
    window.activateWindow()
    return window, services


def _lines(services, after=0):
    """The session's console lines as the log dock shows them, from the ``after``-th on: (text, secret)."""
    game = services.log.shown_session()
    return [(render_event(e), bool(e.secret)) for e in services.log.events_after(int(game.id))][after:]


def _public_names(services, names, after):
    """The public lines naming one of ``names`` the keys wrote (after the fight was set up)."""
    return [text for text, secret in _lines(services, after) if not secret and any(n in text for n in names)]


def test_no_public_line_names_a_hidden_fighter_at_the_turn_timer_and_the_turns(qtbot, tmp_path):
    window, services = _fight(qtbot, tmp_path, ["Rook", "Walker", "Ana Reyes", "Ben"])
    tree = window.docks["initiativeDock"].tree
    setup = len(_lines(services))
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)  # a timer for Rook
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_N)  # Rook has acted; Walker is up
    assert services.initiative.current().name == "Walker"
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)  # Rook's timer off
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)  # a timer for Walker
    qtbot.keyClick(window, Qt.Key.Key_Space, CTRL_ALT)  # paused
    qtbot.keyClick(tree, Qt.Key.Key_N)  # Walker has acted; Ana Reyes is up
    assert services.initiative.current().name == "Ana Reyes"
    lines = _lines(services)
    assert ("Turn timer for Rook: 60 seconds", True) in lines
    assert ("Rook has acted; Walker is up", True) in lines
    assert ("Turn timer for Walker: 60 seconds", True) in lines
    assert ("Walker has acted; Ana Reyes is up", True) in lines
    assert _public_names(services, HIDDEN, setup) == []
    assert ("Turn timer off", True) in lines and ("Turn timer paused", True) in lines
    # the log dock marks them as it marks any secret line
    model = window.docks["logDock"].model
    assert sum(model.event_at(r) is not None and bool(model.event_at(r).secret) for r in range(model.rowCount())) >= 6


def test_a_turn_passed_to_a_hidden_fighter_does_not_name_him(qtbot, tmp_path):
    window, services = _fight(qtbot, tmp_path, ["Ana Reyes", "Rook", "Ben"])
    tree = window.docks["initiativeDock"].tree
    setup = len(_lines(services))
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_N)  # Ana has acted; Rook is up
    assert services.initiative.current().name == "Rook"
    # the GM's alone: the projector and the phones keep Ana up while Rook acts
    assert _lines(services, setup) == [("Ana Reyes has acted; Rook is up", True)]
    qtbot.keyClick(tree, Qt.Key.Key_N)
    assert ("Rook has acted; Ben is up", True) in _lines(services)
    assert _public_names(services, ["Rook"], setup) == []


def test_the_hidden_timers_message_goes_when_the_timer_is_for_a_visible_fighter(qtbot, tmp_path):
    window, services = _fight(qtbot, tmp_path, ["Rook", "Ana Reyes", "Ben"])
    bar = window.statusBar()
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)  # on hidden Rook: the console only
    assert "does not show" in bar.currentMessage()
    tree = window.docks["initiativeDock"].tree
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_N)  # Ana is up: Rook's timer shows nowhere any more
    assert services.initiative.current().name == "Ana Reyes"
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)
    if not services.turn_timer.running():  # the first press took Rook's timer off
        qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)
    assert services.player_view.view()["timer"] is not None  # the room shows Ana's
    assert "does not show" not in bar.currentMessage()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_hidden_timers_message_is_whole_at_1366(qtbot, tmp_path, language):
    i18n.set_language(language)
    try:
        window, _services = _fight(qtbot, tmp_path, ["Rook", "Ana Reyes"])
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        qtbot.keyClick(window, Qt.Key.Key_T, CTRL_ALT)
        bar = window.statusBar()
        label = window.player.timer_label
        QApplication.processEvents()
        bar.layout().activate()
        text = bar.currentMessage()
        assert text and label.isVisible()
        room = window.status.whole.room()
        assert room <= label.x()  # the timer's label bounds the message: it stays up beside it
        # whole beside the bar's labels, or whole in the band above the bar when they leave less room
        assert where_whole(window, text) in ("bar", "lines", "elided"), (where_whole(window, text), room)
    finally:
        i18n.set_language("en")
