"""Someone falls in the fight (dead, Broken): N passes over their turn and says so once, in the
status bar and in the turn's one log line; Ctrl+Z gives the turn back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys


def _party(services):
    for name in ("Ana", "Ben", "Cal"):
        assert services.characters.create(name, "pc", services.ruleset.new_sheet())
    ids = [c.id for c in services.characters.characters()]
    assert services.initiative.start(ids)


def _fight(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=_party)
    services = window.services
    assert [c.name for c in services.initiative.view().combatants] == ["Ana", "Ben", "Cal"]
    return window, services


def _break(services, name):
    """A blow from elsewhere (a walker's bite): Health 0, Broken, no turns."""
    who = next(c for c in services.characters.characters() if c.name == name)
    assert services.characters.damage(who.id, {"damage": 10, "armor": False})


def _lines(services):
    return [render_event(e) for e in services.campaign.events()]


def _keys_on_fight(qtbot, window):
    activate(qtbot, window)
    tree = window.docks["initiativeDock"].tree
    tree.setFocus()
    return Keys(qtbot)


def test_one_who_falls_during_her_turn_is_passed_over_by_n_and_it_is_said(qtbot, tmp_path):
    window, services = _fight(qtbot, tmp_path)
    assert services.initiative.current().name == "Ana"
    _break(services, "Ana")  # Ana is Broken in her own turn
    before = len(_lines(services))
    keys = _keys_on_fight(qtbot, window)
    keys.key(Qt.Key.Key_N)
    assert keys.presses == 1
    assert services.initiative.current().name == "Ben"
    lines = _lines(services)
    assert lines[before:] == ["Ana is down: turn skipped; Ben is up"]  # one line, not "Ana has acted"
    assert window.statusBar().currentMessage() == "Ana is down: turn skipped."
    keys.key(Qt.Key.Key_Z, CTRL)
    assert services.initiative.current().name == "Ana"


def test_one_who_falls_before_his_turn_is_passed_over_and_said_once(qtbot, tmp_path):
    window, services = _fight(qtbot, tmp_path)
    keys = _keys_on_fight(qtbot, window)
    keys.key(Qt.Key.Key_N)  # Ana has acted; Ben is up
    assert services.initiative.current().name == "Ben"
    assert "turn skipped" not in window.statusBar().currentMessage()  # nobody passed over: nothing said
    _break(services, "Cal")  # Cal falls during Ben's turn
    before = len(_lines(services))
    keys.key(Qt.Key.Key_N)
    assert _lines(services)[before:] == ["Ben has acted. Round 1 ends; round 2 begins — Cal is down: turn skipped"]
    assert window.statusBar().currentMessage() == "Cal is down: turn skipped."
    keys.key(Qt.Key.Key_Z, CTRL)
    assert services.initiative.current().name == "Ben"
