"""A campaign played before V recorded the character's reveal in its line: the line "Orderly Vic is
shown to the players" holds the reveal settings the campaign wrote and the fighter's mark, never
the character's row.  The players' copy of such a log left Vic out from his creation on: his
reveal, and the blow after it that the table saw, were missing.  Read from the reveal's own line,
the old log now gives the players' copy the new log's (the same lines in every format); a reveal
undone keeps him hidden after the undo; a log older still, whose V marked the fighter alone, too."""

from __future__ import annotations

import json
import re

import pytest
from sqlalchemy import text

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.unit.export.pdftext import text_of

SHOWN = "{name} is shown to the players"


def _played(tmp_path, undo: bool = False, numbers: bool = False):
    """Vic, hidden, in a fight with Dana; a blow while hidden, V shows him (``numbers``: and Ctrl+P
    shows his health as numbers), a blow the table sees."""
    services = open_services(str(build_demo(tmp_path / "afmbe.deadwatch", "afmbe", "norms")), Dice(seed=5))
    services.campaign.start_session("The ward")
    roster = {c.name: int(c.id) for c in services.initiative.roster()}
    vic = roster["Orderly Vic"]
    assert services.initiative.start([roster["Dana Cruz"], vic], name="Ward")
    his = next(f for f in services.initiative.view().combatants if f.character_id == vic)
    assert his.state.get("hidden")
    assert services.characters.damage(vic, {"amount": 5})
    assert services.initiative.mark(his.id, "hidden")  # V: shown
    if undo:
        assert services.campaign.undo()
    if numbers:
        assert services.player_view.set_reveal(vic, health="numbers")
    assert services.characters.damage(vic, {"amount": 7})
    return services


def _as_the_old_code_wrote_it(services, fighter_only: bool = False) -> None:
    """The reveal's line without the character's row (and, older still, without the campaign's
    reveal settings: V marked the fighter alone)."""
    drop = {"character", "campaign"} if fighter_only else {"character"}
    with services.campaign.engine.begin() as db:
        rows = db.execute(text("SELECT id, changes FROM log_event WHERE text = :t"), {"t": SHOWN}).all()
        assert rows
        for event_id, changes in rows:
            kept = [c for c in json.loads(changes) if c["table"] not in drop]
            db.execute(text("UPDATE log_event SET changes = :c WHERE id = :i"),
                       {"c": json.dumps(kept), "i": event_id})


def _exports(services, tmp_path, name):
    out = {}
    for key, fmt in FORMATS.items():
        target = tmp_path / f"{name}{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language="en"), key, target)
        read = text_of(target) if key == "pdf" else target.read_text("utf-8")
        if key == "json":  # its lines as the players read them (the changes recorded differ by design)
            read = json.dumps([(e["kind"], e["target"], e["text"], e["args"])
                               for s in json.loads(read)["sessions"] for e in s["events"]])
        out[key] = re.sub(r"\d{4}-\d\d-\d\d|\d\d:\d\d(:\d\d)?(\.\d+)?", "", " ".join(read.split()))  # no clock
    return out


@pytest.mark.parametrize("fighter_only", [False, True], ids=["reveal settings", "fighter's mark"])
def test_an_old_logs_reveal_shows_vic_in_the_players_copy_as_a_new_log_does(tmp_path, fighter_only):
    (tmp_path / "new").mkdir()
    (tmp_path / "old").mkdir()
    new = _played(tmp_path / "new")
    old = _played(tmp_path / "old")
    try:
        _as_the_old_code_wrote_it(old, fighter_only)
        today, before = _exports(new, tmp_path / "new", "players"), _exports(old, tmp_path / "old", "players")
    finally:
        new.close()
        old.close()
    md = before["md"]
    assert "Orderly Vic is shown to the players" in md and "Damage to Orderly Vic: 7" in md, md
    assert "Damage to Orderly Vic: 5" not in md and "Orderly Vic, " not in md.split("begins")[1][:90]
    for key in FORMATS:
        assert before[key].split("Session 2")[-1] == today[key].split("Session 2")[-1], key


def test_an_old_reveal_undone_keeps_vic_hidden_after_the_undo(tmp_path):
    services = _played(tmp_path, undo=True)
    try:
        _as_the_old_code_wrote_it(services)
        md = _exports(services, tmp_path, "players")["md"]
    finally:
        services.close()
    assert "Orderly Vic" not in md, md
