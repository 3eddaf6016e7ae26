"""The players' copy of a fight's order reads as if the fighter hidden from them was never in it: in
every format a move names the place among the fighters they see, and in the JSON each fighter's
position and the fight's turn count only those (0, 1, 2: no gap where the hidden one stood) and the
fighters' rows are numbered 1, 2, 3."""

from __future__ import annotations

import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.unit.export.pdftext import text_of


@pytest.fixture
def evening(tmp_path):  # noqa: ANN001, ANN201
    """Three PCs and a hidden fighter put first in the order; the last PC moved to place 3 (of four,
    the second of the three the players see), the move undone and redone; turns passed through."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The fight")
    roster = services.initiative.roster()
    pcs = [c for c in roster if c.kind == "pc"][:3]
    hidden = next(c for c in roster if c.kind != "pc" and not c.revealed)
    assert services.initiative.start([int(c.id) for c in [hidden, *pcs]])  # his row made first
    fighters = services.initiative.view().combatants
    his = next(f for f in fighters if f.character_id == int(hidden.id))
    if fighters[0] is not his:
        assert services.initiative.move(his.id, 0)
    last = services.initiative.view().combatants[-1]
    assert services.initiative.move(last.id, 2)  # place 3 of the whole order
    assert services.campaign.undo() and services.campaign.redo()
    order = services.initiative.view().combatants
    assert [f.character_id for f in order][0] == int(hidden.id) and order[2].id == last.id
    for _ in range(5):
        assert services.initiative.next_turn()
    yield services, hidden.name, last.name
    services.close()


def test_a_move_names_the_place_among_the_fighters_the_players_see(tmp_path, evening):
    services, hidden, moved = evening
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(undone=True, language="en"), key, target)
        text = text_of(target) if key == "pdf" else target.read_text("utf-8")
        assert hidden not in text, key
        assert f"{moved} moved to place 2 in the order" in text, key
        assert "place 3" not in text, key
    gm = tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(secrets=True, undone=True, language="en"), "md", gm)
    assert f"{moved} moved to place 3 in the order" in gm.read_text("utf-8")  # the GM's copy: the whole order


def _orders(document: dict) -> list[tuple[dict[int, int], int | None]]:
    """Each fight's order (combatant → position) and turn after each event, replayed from the JSON."""
    positions: dict[int, int] = {}
    turn = None
    seen = []
    for session in document["sessions"]:
        for event in session["events"]:
            for change in event["changes"]:
                after = change.get("after")
                if change["table"] == "combatant":
                    if after is None:
                        positions.pop(change["id"], None)
                    elif "position" in after:
                        positions[change["id"]] = after["position"]
                elif change["table"] == "encounter" and isinstance(after, dict) and "turn" in after:
                    turn = after["turn"]
            if positions:
                seen.append((dict(positions), turn))
    return seen


def test_the_json_order_has_no_gap_where_the_hidden_fighter_stood(tmp_path, evening):
    services = evening[0]
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
    document = json.loads(target.read_text("utf-8"))
    orders = _orders(document)
    assert orders
    for positions, turn in orders:
        assert sorted(positions.values()) == list(range(len(positions))), positions  # 0, 1, 2
        assert turn is None or 0 <= turn <= len(positions)
    befores = [c["before"] for s in document["sessions"] for e in s["events"] for c in e["changes"]
               if c["table"] in ("combatant", "encounter") and isinstance(c["before"], dict)]
    assert all(b.get("position", 0) <= 2 and b.get("turn", 0) <= 3 for b in befores), befores
    rows = {c["id"] for s in document["sessions"] for e in s["events"] for c in e["changes"]
            if c["table"] == "combatant"}
    assert rows == {1, 2, 3}  # the fighters' rows numbered in the file: no gap where his row was
    gm = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language="en"), "json", gm)
    whole = json.loads(gm.read_text("utf-8"))
    assert any(sorted(p.values()) == [0, 1, 2, 3] for p, _ in _orders(whole))
    assert len({c["id"] for s in whole["sessions"] for e in s["events"] for c in e["changes"]
                if c["table"] == "combatant"}) == 4


def test_the_players_copy_numbers_its_lines_without_gaps(tmp_path, evening):
    """The hidden fighter's turns and the line hiding him are left out: the lines left are numbered
    1, 2, 3 in the CSV's Number column and the JSON's ``seq`` and ``id``, an undo line's ``ref_id``
    naming the move it takes back by that number, and the file imports into another campaign."""
    services = evening[0]
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(undone=True, language="en"), "json", target)
    document = json.loads(target.read_text("utf-8"))
    events = [e for s in document["sessions"] for e in s["events"]]
    assert [e["id"] for e in events] == list(range(1, len(events) + 1))
    for session in document["sessions"]:
        assert [e["seq"] for e in session["events"]] == list(range(1, len(session["events"]) + 1))
    moves = [e for e in events if re.fullmatch(r"[\w ]+ moved to place \d+ in the order", e["line"])]
    replays = [e for e in events if e["kind"] in ("undo", "redo")]
    assert len(moves) == 1 and len(replays) == 2
    assert all(e["ref_id"] == moves[0]["id"] for e in replays)
    sheet = tmp_path / "players.csv"
    export_log(services.campaign.engine, ExportOptions(language="en"), "csv", sheet)
    rows = [line.split(",") for line in sheet.read_text("utf-8-sig").splitlines()[1:]]
    last = rows[-1][0]
    numbers = [int(r[1]) for r in rows if r[0] == last]
    assert numbers == list(range(1, len(numbers) + 1)), numbers
    other = open_services(str(build_demo(tmp_path / "other.deadwatch", "gridlimbs")))
    try:
        assert other.log.import_file(str(target))
    finally:
        other.close()
