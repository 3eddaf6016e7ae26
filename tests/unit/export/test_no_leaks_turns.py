"""A fight with a fighter hidden from the players, in the demos, exported without secrets in every
format: no initiative line, turn line or turn timer line names him or an "Unknown" in his place.
"Dov has acted; Rook is up" reads "Dov has acted"; "Turn timer off" on his turn is left out."""

from __future__ import annotations

import json

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.unit.export.pdftext import text_of


def _evening(tmp_path, ruleset):
    """The demo; its PCs and one fighter the players were not shown fight; the hidden one acts last,
    a turn timer runs on his turn and the GM stops it."""
    path = build_demo(tmp_path / f"{ruleset}.deadwatch", ruleset)
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The fight")
    roster = services.initiative.roster()
    pcs = [c for c in roster if c.kind == "pc"][:2]
    hidden = next(c for c in roster if c.kind != "pc" and not c.revealed)
    assert services.initiative.start([int(c.id) for c in [*pcs, hidden]])
    services.initiative.roll()  # R (in an order read off the sheets: refused, nothing to roll)
    fighters = services.initiative.view().combatants
    his = next(f for f in fighters if f.character_id == int(hidden.id))
    if fighters[-1] is not his:  # the hidden one acts last, after a turn passed to him
        assert services.initiative.move(his.id, len(fighters) - 1)
    order = [f.character_id for f in services.initiative.view().combatants]
    assert order[-1] == int(hidden.id)
    for _ in range(len(order)):
        current = services.initiative.current()
        if current is not None and current.character_id == int(hidden.id):
            break
        assert services.initiative.next_turn()
    assert services.initiative.current().character_id == int(hidden.id)
    assert services.turn_timer.start(45)
    assert services.turn_timer.pause()
    assert services.turn_timer.stop()
    return services, hidden.name, [c.name for c in pcs]


@pytest.mark.parametrize("ruleset", ["gridlimbs", "twdu"])
def test_a_hidden_fighter_is_left_out_of_initiative_turn_and_timer_lines(tmp_path, ruleset):
    services, hidden, pcs = _evening(tmp_path, ruleset)
    try:
        gm = tmp_path / "gm.json"
        export_log(services.campaign.engine, ExportOptions(secrets=True), "json", gm)
        assert hidden in gm.read_text("utf-8") and "Turn timer off" in gm.read_text("utf-8")
        for key, fmt in FORMATS.items():
            target = tmp_path / f"players{fmt.suffix}"
            export_log(services.campaign.engine, ExportOptions(language="en"), key, target)
            text = text_of(target) if key == "pdf" else target.read_text("utf-8")
            assert hidden not in text, key
            assert "Unknown" not in text, key
            assert "Turn timer off" not in text and "Turn timer paused" not in text, key
            assert f"{pcs[1]} has acted" in text, key  # the turn passed to him, without his name
            assert f"{pcs[1]} has acted;" not in text, key
            if ruleset == "gridlimbs":  # rolled: "Kit: initiative 5; Dov: initiative 3"
                assert f"{pcs[0]}: initiative" in text or key == "pdf", key
        target = tmp_path / "players.json"
        export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
        events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
        assert not any("next" in (e.get("args") or {}) and e["text"].endswith("has acted") for e in events)
    finally:
        services.close()
