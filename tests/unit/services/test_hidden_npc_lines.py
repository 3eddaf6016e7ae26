"""The twdu demo's fight with Rook, the NPC hidden from the players, played through a GM's evening:
no public line of the console's log names him (or any fighter the players were not shown) while
he is hidden, whether it is his joining the campaign, the fight's opening line, those joining
it, his declaration, shot, roll, wounds and conditions, the blow he deals, his being hidden, or
the undo and redo of those.  The GM's console has the whole truth in secret lines; the players'
export keeps the fight's opening line with the fighters they were shown and names him only in the
lines that were public on the console (the moments the GM showed him), in any format or language;
the projector's and the phones' feeds never hold his name once he is hidden."""

from __future__ import annotations

import json
import re

import pytest
from sqlmodel import Session

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.log import read_lines
from app.services.logtext import render_event
from app.services.player_links import own_view, shared_view
from app.services.rolls.requests import RollRequest
from tests.unit.export.pdftext import text_of

HIT = {"damage": 1, "source": "attack", "armor": False}


def _lines(services):
    with Session(services.campaign.engine) as s:
        return read_lines(s, "1 = 1", {})


def _hidden(services):
    return {c.name for c in services.characters.characters() if not c.revealed}


class Evening:
    """The demo opened, and each action's new lines checked as it is written: a public line names
    no one hidden from the players just after it."""

    def __init__(self, services):
        self.services = services
        self.leaks: list[str] = []
        self.seen = 0
        self.check()

    def check(self) -> None:
        lines = _lines(self.services)
        hidden = _hidden(self.services)
        for line in lines[self.seen:]:
            shown = " ".join((render_event(line), line.actor, line.target))
            named = [n for n in hidden if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", shown)]
            if not line.secret and named:
                self.leaks.append(f"{render_event(line)!r} (who: {line.actor!r}) names {named}")
        self.seen = len(lines)

    def do(self, done: bool) -> None:
        assert done, self.services
        self.check()


@pytest.fixture
def evening(tmp_path, qapp):
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")  # Rook joins the campaign, hidden
    services = open_services(str(path), Dice(seed=5))
    night = Evening(services)
    services.campaign.start_session("The fight at the farm")
    people = {c.name: int(c.id) for c in services.characters.characters()}
    pcs = [c for c in services.characters.characters() if c.kind == "pc"]
    ana, rook, walker = people["Ana Reyes"], people["Rook"], people["Walker"]
    night.do(services.initiative.start([int(c.id) for c in pcs] + [rook, walker]))  # Fight 1 begins: …, Rook, Walker
    night.do(services.initiative.add_extras("Crawler", 2))  # Crawler 1, Crawler 2 join the fight
    night.do(services.characters.create("Vex", "npc", services.ruleset.new_sheet()))  # Vex joins the campaign
    vex = next(int(c.id) for c in services.characters.characters() if c.name == "Vex")
    night.do(services.initiative.add([vex]))  # Vex joins the fight
    fighters = {f.name: f.id for f in services.initiative.view().combatants}
    night.do(services.initiative.mark(fighters["Rook"], "first"))  # Rook started the violence
    night.do(services.initiative.declare(fighters["Rook"], "1", "shoots Ana in the back"))
    night.do(services.initiative.add_timer(fighters["Rook"], "Blinded", 2))
    gun = services.ammo.stocks(rook)[0].stock.key
    night.do(services.ammo.fire(rook, gun))  # Rook fires
    night.do(services.rolls.roll(RollRequest("expression", rook, expression="2d6")) is not None)
    night.do(services.characters.damage(ana, HIT, actor_id=rook))  # the blow Rook deals Ana
    night.do(services.characters.damage(rook, HIT, actor_id=ana))  # Ana's blow on Rook
    night.do(services.characters.damage(rook, HIT))  # the GM's, offscreen
    night.do(services.characters.damage(walker, {**HIT, "damage": 3}, actor_id=rook))  # Rook's kill
    night.do(services.player_view.set_reveal(rook, name=True))  # a slip: the players see him (their log too)…
    night.do(services.player_view.set_reveal(rook, name=False))  # …hidden again at once
    night.do(services.campaign.undo())  # Undo: Rook is hidden (he is shown again)
    night.do(services.campaign.redo())  # Redo: Rook is hidden
    night.do(services.campaign.undo())
    night.do(services.campaign.redo())
    night.do(services.characters.damage(rook, HIT, actor_id=ana))
    night.do(services.campaign.undo())  # Undo: Damage to Rook
    for _ in range(6):  # Rook, the Crawlers and Vex act (secret lines), then Ana and Ben
        night.do(services.initiative.next_turn())
    assert services.player_links.issue(ana)
    night.check()
    yield services, night, people
    services.close()


def test_no_public_console_line_names_a_hidden_character(evening):
    services, night, _people = evening
    assert night.leaks == []
    assert "Rook" in _hidden(services) and "Crawler 1" in _hidden(services)
    # the GM's console still has the whole truth, in secret lines
    lines = [(render_event(e), e.secret) for e in _lines(services)]
    begins = [(text, secret) for text, secret in lines if text.startswith("Fight 1 begins")]
    assert len(begins) == 1 and "Rook" in begins[0][0] and "Walker" in begins[0][0] and begins[0][1]
    assert ("Rook joins the campaign", True) in lines and ("Vex joins the campaign", True) in lines
    assert ("Vex joins the fight", True) in lines
    assert any("Crawler 1" in text and "join the fight" in text and secret for text, secret in lines)
    assert any(text.startswith("Damage to Rook") and secret for text, secret in lines)
    assert ("Rook is hidden from the players", True) in lines
    assert any(text.startswith("Players see Rook") and not secret for text, secret in lines)  # then shown
    # the lines that name no one hidden stay public
    assert ("Ana Reyes has acted; Ben Okafor is up", False) in lines
    assert ("Ben Okafor heals Mia Chen — First aid: Health 1.", False) in lines


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_players_export_and_their_screens_never_name_him(evening, tmp_path, language):
    services, _night, people = evening
    hidden = _hidden(services)
    pcs = [c.name for c in services.characters.characters() if c.kind == "pc"]
    public = [render_event(e) for e in _lines(services) if not e.secret and "Rook" in render_event(e)]
    assert public[0].startswith("Players see Rook")  # the slip: the table saw him
    seen = {n for n in hidden if any(n in text for text in public)}
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players-{language}{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language=language, first=1, last=2, undone=True),
                   key, target)
        text = text_of(target) if key == "pdf" else target.read_text("utf-8")
        assert not [n for n in hidden - seen if n in text], (key, language)
        if key == "md":  # he is named exactly where the console's line was public: where the GM showed him
            assert len([ln for ln in text.splitlines() if "Rook" in ln]) == len(public), (language, public)
        if language == "en" and key != "pdf":  # the opening line's public twin: the fighters they saw
            opening = re.search(r"Fight 1 begins \([^)]*\): ([^\"<\n|]*)", text)
            assert opening, key
            assert sorted(opening.group(1).strip().split(", ")) == sorted(pcs), (key, opening.group(1))
    feeds = [services.player_view.view(), shared_view(services), own_view(services, people["Ana Reyes"])]
    for feed in feeds:
        assert not [n for n in hidden if n in json.dumps(feed, ensure_ascii=False)]


def test_the_gm_s_export_with_secrets_keeps_every_name(evening, tmp_path):
    services, _night, _people = evening
    target = tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(secrets=True, first=1, last=2), "md", target)
    text = target.read_text("utf-8")
    assert "Rook joins the campaign" in text and "Vex joins the fight" in text
    assert re.search(r"Fight 1 begins \([^)]*\): [^\n]*Rook", text)


def test_a_line_made_public_by_hand_is_the_gm_s_choice(evening):
    """Ctrl+Shift+H on "Vex joins the campaign": public; again: the GM's own secret, left out of
    the players' export even without a name to leave out."""
    services, _night, _people = evening
    line = next(e for e in _lines(services) if render_event(e) == "Vex joins the campaign")
    assert services.log.set_secret(line.id, False)
    assert services.log.set_secret(line.id, True)
    again = next(e for e in _lines(services) if e.id == line.id)
    assert again.secret and "names_hidden" not in again.payload
    assert services.campaign.undo() and services.campaign.undo()  # both marks taken back
    back = next(e for e in _lines(services) if e.id == line.id)
    assert back.secret and back.payload.get("names_hidden")


def test_a_note_and_a_name_the_players_know_stay_as_written(evening):
    """The GM's public note naming Rook is the GM's choice; a hidden NPC named as a PC the players
    see ("Ana Reyes") makes no line about Ana secret."""
    services, _night, people = evening
    assert services.log.add_note("Rook waits at the gate")
    assert services.characters.create("Ana Reyes", "npc", services.ruleset.new_sheet())
    assert services.characters.damage(people["Ana Reyes"], HIT)
    lines = [(render_event(e), e.secret) for e in _lines(services)]
    assert lines[-3:] == [("Note: Rook waits at the gate", False), ("Ana Reyes joins the campaign", False),
                          (lines[-1][0], False)]
    assert lines[-1][0].startswith("Damage to Ana Reyes")
