"""The status bar tells the truth: a session started by the first action, a swarm fight."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from ui import open_main_window


def window_on(qtbot, tmp_path, ruleset):  # noqa: ANN001, ANN201
    path = tmp_path / f"{ruleset}.deadwatch"
    create_campaign(str(path), "Status", ruleset).engine.dispose()
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_first_action_starts_a_session_and_the_status_bar_says_so(qtbot, tmp_path):
    window = window_on(qtbot, tmp_path, "d10under")
    assert window.status_session.text() == "No session running"
    window.services.campaign.execute(CreateCharacter("Ana", "pc"))
    log = window.docks["logDock"].model
    rows, columns = range(log.rowCount()), range(log.columnCount())
    texts = [str(log.data(log.index(row, column))) for row in rows for column in columns]
    assert any("Session 1 started" in t for t in texts)
    assert window.status_session.text() == "Session 1"


def test_a_swarm_fight_is_a_fight_in_the_status_bar(qtbot, tmp_path):
    window = window_on(qtbot, tmp_path, "twdu")
    services = window.services
    assert window.status_round.text() == "No fight"
    while services.threat.level() < 3:
        services.threat.step(+1, "noise")
    services.swarm.set_dead(12)
    assert services.swarm.start()
    assert window.status_round.text() == "Swarm fight · round 1"
    services.swarm.call_off()
    assert window.status_round.text() == "No fight"
