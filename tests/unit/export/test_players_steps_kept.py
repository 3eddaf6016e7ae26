"""Two players' copies of one night agree: Rook shown by Ctrl+P, his health walked to numbers and
the name only, an export made; Deadwatch closed and opened again, the night played on with only
secret lines, then Ctrl+P hides him.  The later export still holds every line the earlier one did
(the players read those steps on their screens), and so it does after Ctrl+Z takes the hiding back;
with undone actions, neither the line hiding him nor its undo is in it: both are secret on the
console, the undo as secret as the line it takes back."""

from __future__ import annotations

import json

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.rolls import RollRequest
from tests.unit.export.test_players_reveal_steps_apart import _ctrl_p, _lines

HIDE = "Rook is hidden from the players"


@pytest.fixture
def night(tmp_path, qapp):
    path = str(build_demo(tmp_path / "twdu.deadwatch", "twdu"))
    services = open_services(path, Dice(seed=5))
    services.campaign.start_session("Rook at the gate")
    rook = next(int(c.id) for c in services.characters.characters() if c.name == "Rook")
    for _ in range(3):  # the name with his health as a word, as numbers, the name only
        _ctrl_p(services, rook)
    return services, path, rook


def _reopened(services, path):  # noqa: ANN001, ANN202
    services.close()  # Deadwatch quit and started again on the same campaign
    return open_services(path, Dice(seed=6))


@pytest.mark.parametrize("key", list(FORMATS))
def test_a_later_export_keeps_every_step_an_earlier_one_held(night, tmp_path, key):
    services, path, rook = night
    earlier = _lines(services, key, tmp_path / f"earlier{FORMATS[key].suffix}")
    steps = [line for line in earlier if "Players see Rook" in line]
    assert len(steps) == 3, (key, steps)
    services = _reopened(services, path)
    ben = next(int(c.id) for c in services.characters.characters() if c.name == "Ben Okafor")
    assert services.log.add_note("He watches the road", secret=True)
    assert services.rolls.roll(RollRequest("expression", ben, expression="2d6", secret=True)) is not None
    _ctrl_p(services, rook)  # hidden
    assert not services.player_view.reveal(rook)["name"]
    later = _lines(services, key, tmp_path / f"later{FORMATS[key].suffix}")
    assert [line for line in later if "Players see Rook" in line] == steps, key
    assert not any(HIDE in line for line in later), key
    assert services.campaign.undo()  # Ctrl+Z: shown again, his name only
    undone = _lines(services, key, tmp_path / f"undone{FORMATS[key].suffix}")
    assert [line for line in undone if "Players see Rook" in line] == steps, key
    services.close()


def test_the_undo_of_the_line_hiding_him_is_as_secret_as_that_line(night, tmp_path):
    services, _path, rook = night
    _ctrl_p(services, rook)  # hidden
    assert services.campaign.undo()
    assert services.campaign.redo()
    assert services.campaign.undo()
    # on the console too, the undo and the redo of the line hiding him are as secret as that line
    replays = [e for e in services.campaign.events() if e.kind in {"undo", "redo"}]
    assert len(replays) == 3 and all(e.secret for e in replays), replays
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="en", undone=True), "json", target)
    lines = [e["line"] for e in json.loads(target.read_text("utf-8"))["sessions"][0]["events"]]
    assert sum("Players see Rook" in line for line in lines) == 3, lines
    assert not any(HIDE in line for line in lines), lines  # nor "Undo: …", nor "Redo: …"
    secret = tmp_path / "gm.json"  # the GM's copy keeps them all
    export_log(services.campaign.engine, ExportOptions(language="en", undone=True, secrets=True), "json", secret)
    gm = [e["line"] for e in json.loads(secret.read_text("utf-8"))["sessions"][0]["events"]]
    assert sum(HIDE in line for line in gm) == 4, gm
    services.close()
