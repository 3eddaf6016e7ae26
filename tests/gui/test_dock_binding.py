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
