"""Opening a campaign reads what each dock shows once: binding a dock costs no more than filling it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from sqlalchemy import event

from app.services.demo import build_demo
from ui import open_main_window


class Statements:
    def __init__(self, engine) -> None:  # noqa: ANN001
        self.count = 0
        event.listen(engine, "before_cursor_execute", self._seen)
        self.engine = engine

    def _seen(self, *_args) -> None:  # noqa: ANN002
        self.count += 1

    def during(self, call) -> int:  # noqa: ANN001
        before = self.count
        call()
        return self.count - before

    def close(self) -> None:
        event.remove(self.engine, "before_cursor_execute", self._seen)


@pytest.mark.parametrize("ruleset", ["twdu", "gridlimbs"])
def test_binding_a_dock_reads_its_campaign_once(qtbot, tmp_path, ruleset):
    """Each dock filled its contents at a bind, then filled them again while giving its texts (the
    ammunition's ledger, the swarm's fighters, the dice's recent rolls read twice as a campaign opened)."""
    path = build_demo(tmp_path / f"{ruleset}.deadwatch", ruleset)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    services = window.services
    counter = Statements(services.campaign.engine)
    try:
        for name, dock in window.docks.items():
            bound = counter.during(lambda dock=dock: dock.bind(services))
            filled = counter.during(dock.rebind)
            assert bound <= filled, f"{name}: {bound} statements to bind, {filled} to fill"
    finally:
        counter.close()


def test_opening_a_campaign_reads_its_roster_once_and_a_change_reads_it_again(qtbot, tmp_path):
    """The roster, the fight, the log's filter, the dice, the threat, the swarm and the ammunition
    each read the characters as the campaign opened (three, four, five times the same rows): once
    now; and what reads them after an action sees the character it changed."""
    from app.services.bundle import open_services
    from ui.main_window import MainWindow

    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path))
    roster: list[str] = []

    def seen(_conn, _cursor, sql: str, *_rest) -> None:  # noqa: ANN001, ANN002
        if "FROM character" in sql and "ORDER BY character.position" in sql:
            roster.append(sql)

    event.listen(services.campaign.engine, "before_cursor_execute", seen)
    try:
        window = MainWindow(services, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        assert len(roster) == 1
        ana = services.characters.characters()[0]
        assert services.characters.damage(ana.id, {"damage": 2, "armor": False})
        after = services.characters.characters()[0]
        assert after.state != ana.state  # the change is read, not the roster kept from before it
        assert len(roster) == 2
        services.characters.characters()
        assert len(roster) == 2  # and kept again until the next change
    finally:
        event.remove(services.campaign.engine, "before_cursor_execute", seen)
