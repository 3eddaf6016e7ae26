"""Ctrl+P walked with other actions between its steps: the players' copy of the log keeps what the
players saw and nothing they did not.  Rook, hidden, is shown by Ctrl+P (his health as a word), a
public note later his health as numbers, he takes a blow, then the name only, another blow, a secret
note, and Ctrl+P hides him.  Shown again (a word), he is walked once more to hidden with a secret
note, a secret roll and a secret note between the steps.  In every format of the players' copy:

* every step of both walks is there (the players read each on their screens), and no line that
  hides him, and none of the secret lines between the steps;
* the blow taken while only his name was shown says nothing of his health ("Now Battered." was what
  the GM's screen said, not the players'); the one taken while his health showed as numbers keeps
  "Now Bruised.", which the players saw."""

from __future__ import annotations

import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.rolls import RollRequest
from tests.unit.export.pdftext import text_of

#: the steps Ctrl+P walks through (ui.docks.roster_reveal.REVEAL_STEPS)
STEPS = ((False, "word"), (True, "word"), (True, "numbers"), (True, "hidden"))
BLOW = {"damage": 1, "source": "attack", "armor": False}


def _ctrl_p(services, cid) -> None:  # noqa: ANN001
    reveal = services.player_view.reveal(cid)
    step = 0 if not reveal["name"] else {"word": 1, "numbers": 2, "hidden": 3}[reveal["health"]]
    name, health = STEPS[(step + 1) % len(STEPS)]
    assert services.player_view.set_reveal(cid, name=name, health=health)


@pytest.fixture
def evening(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("Rook at the gate")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    rook, ben = ids["Rook"], ids["Ben Okafor"]
    assert not services.player_view.reveal(rook)["name"]
    log = services.log
    _ctrl_p(services, rook)  # the name, health as a word
    assert log.add_note("A man at the gate")
    _ctrl_p(services, rook)  # health as numbers
    assert services.characters.damage(rook, BLOW)  # Health 3 → 2: Bruised, seen as numbers
    _ctrl_p(services, rook)  # the name only
    assert services.characters.damage(rook, BLOW)  # Health 2 → 1: Battered, not seen
    assert log.add_note("He is bitten", secret=True)
    _ctrl_p(services, rook)  # hidden
    assert log.add_note("Someone moves behind the fence")
    _ctrl_p(services, rook)  # shown again: the name, health as a word
    assert log.add_note("He limps", secret=True)
    _ctrl_p(services, rook)  # health as numbers
    assert services.rolls.roll(RollRequest("expression", ben, expression="2d6", secret=True)) is not None
    _ctrl_p(services, rook)  # the name only
    assert log.add_note("He turns", secret=True)
    _ctrl_p(services, rook)  # hidden again
    assert log.add_note("The gate closes")
    assert not services.player_view.reveal(rook)["name"]
    yield services
    services.close()


def _lines(services, key, target) -> list[str]:  # noqa: ANN001
    export_log(services.campaign.engine, ExportOptions(language="en"), key, target)
    if key == "json":
        return [e["line"] for e in json.loads(target.read_text("utf-8"))["sessions"][0]["events"]]
    text = text_of(target) if key == "pdf" else target.read_text("utf-8")
    return [line for line in re.split(r"\n|<br>|</li>|</tr>", text) if line.strip()]


@pytest.mark.parametrize("key", list(FORMATS))
def test_the_players_copy_keeps_what_they_saw_of_rook_and_no_more(evening, tmp_path, key):
    lines = _lines(evening, key, tmp_path / f"players{FORMATS[key].suffix}")
    said = [line for line in lines if "Players see Rook" in line]
    assert len(said) == 6, (key, said)  # a word, numbers, the name only; twice
    assert sum("(health: numbers)" in line for line in said) == 2, (key, said)
    assert sum("(the name only)" in line for line in said) == 2, (key, said)
    assert not any("hidden" in line for line in said), (key, said)
    assert not any("Rook is hidden from the players" in line for line in lines), key
    blows = [line for line in lines if "Damage to Rook" in line]
    assert len(blows) == 2, (key, blows)
    assert "Bruised" in blows[0], (key, blows)
    assert not any("Battered" in line for line in lines), key
    assert not any("limps" in line or "He turns" in line or "bitten" in line for line in lines), key
    assert any("The gate closes" in line for line in lines), key
