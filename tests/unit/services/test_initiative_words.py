"""The log says what an initiative number means when the ruleset gives it one."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event


def test_d10under_by_sides_logs_the_side_not_a_bare_one_or_zero(tmp_path, qapp):
    path = tmp_path / "d10.deadwatch"
    create_campaign(str(path), "Sides", "d10under").engine.dispose()
    services = open_services(str(path), Dice(seed=1))
    try:
        services.characters.create("Vera", "pc")
        services.characters.create("Rot", "zombie")
        services.initiative.start([c.id for c in services.characters.characters()], "side")
        services.initiative.roll()
        lines = [render_event(e) for e in services.campaign.events()]
        placed = next(line for line in lines if "Vera:" in line and "Rot:" in line)
        assert "Vera: Players' side" in placed and "Rot: Others' side" in placed
        assert "initiative 1" not in placed and "initiative 0" not in placed
    finally:
        services.close()
