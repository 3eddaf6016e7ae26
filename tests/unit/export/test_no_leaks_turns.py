"""A fight with a fighter hidden from the players, in the demos, exported without secrets in every
format: no initiative line, turn line or turn timer line names him or an "Unknown" in his place.
"Dov has acted; Rook is up" is left out whole (it read "Dov has acted", and then nothing: the
players learnt that someone unseen acted, while their screens kept Dov up); "Turn timer off" on his
turn is left out.  Issue 44: around a hidden turn the players' copy says the turns as their screens
showed them: "Ana Reyes has acted; Ben Okafor is up" where the hidden one passed the turn to Ben,
"Ben Okafor has acted. Round 2 ends; round 3 begins" where he ended the round; undoing and redoing
those steps adds no line to it; the GM's copy keeps every line as it was."""

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
        gm_md = tmp_path / "gm.md"
        export_log(services.campaign.engine, ExportOptions(secrets=True), "md", gm_md)
        assert f"{pcs[1]} has acted; {hidden} is up" in gm_md.read_text("utf-8")
        for key, fmt in FORMATS.items():
            target = tmp_path / f"players{fmt.suffix}"
            export_log(services.campaign.engine, ExportOptions(language="en"), key, target)
            text = text_of(target) if key == "pdf" else target.read_text("utf-8")
            assert hidden not in text, key
            assert "Unknown" not in text, key
            assert "Turn timer off" not in text and "Turn timer paused" not in text, key
            # the turn passed to him: the GM's alone (the phones keep the one who passed it up)
            assert f"{pcs[1]} has acted" not in text, key
            if ruleset == "gridlimbs":  # rolled: "Kit: initiative 5; Dov: initiative 3"
                assert f"{pcs[0]}: initiative" in text or key == "pdf", key
        target = tmp_path / "players.json"
        export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
        events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
        assert not any("next" in (e.get("args") or {}) and e["text"].endswith("has acted") for e in events)
    finally:
        services.close()


def _ordered(services, names):
    """The fight's order set to ``names``, the first one up."""
    for place, name in enumerate(names):
        fighters = services.initiative.view().combatants
        if fighters[place].name != name:
            assert services.initiative.move(next(f.id for f in fighters if f.name == name), place)
    assert [f.name for f in services.initiative.view().combatants] == list(names)


def _turn_lines(text):
    """The turn and round lines of a Markdown log, in their order, without their clock and round."""
    said = re.findall(r"^- `[^`]*` · (?:Round \d+ · )?(.*)$", text, re.MULTILINE)
    return [line for line in said if " is up" in line or "has acted" in line or "Round " in line
            or "skipped" in line or line.startswith(("Undo", "Redo", "Back to"))]


@pytest.mark.parametrize("ruleset", ["gridlimbs", "twdu"])
def test_the_players_copy_says_the_turns_as_their_screens_showed_them_around_a_hidden_turn(tmp_path, ruleset):
    path = build_demo(tmp_path / f"{ruleset}.deadwatch", ruleset)
    services = open_services(str(path), Dice(seed=5))
    try:
        services.campaign.start_session("The fight")
        roster = services.initiative.roster()
        ana, ben = [c.name for c in roster if c.kind == "pc"][:2]
        rook = next(c for c in roster if c.kind != "pc" and not c.revealed).name
        assert services.initiative.start([int(c.id) for c in roster if c.name in (ana, ben, rook)])
        _ordered(services, [ana, rook, ben])
        assert services.initiative.next_turn()  # Ana → Rook: the GM's alone
        assert services.campaign.undo() and services.campaign.redo()  # taken back and done again
        assert services.initiative.next_turn()  # Rook → Ben: the players saw Ana pass it to Ben
        assert services.campaign.undo()  # taken back, and passed again
        assert services.initiative.next_turn()
        assert services.initiative.next_turn()  # Ben ends round 1
        _ordered(services, [ana, ben, rook])
        assert services.initiative.next_turn()  # Ana → Ben
        assert services.initiative.next_turn()  # Ben → Rook: the GM's alone
        assert services.initiative.previous_turn()  # back to Ben: the players never saw him pass it
        assert services.initiative.next_turn()
        assert services.initiative.next_turn()  # Rook ends round 2: the players saw Ben end it
        with Session(services.campaign.engine) as s:
            console = [(render_event(e), bool(e.secret)) for e in read_lines(s, "kind IN ('turn', 'round')", {})]
        assert (f"{ana} has acted; {rook} is up", True) in console  # the GM's line, whole
        assert (f"{rook} has acted; {ben} is up", True) in console
        assert (f"{ben} has acted; {rook} is up", True) in console
        assert (f"Back to {ben}'s turn", True) in console
        gm = tmp_path / "gm.md"
        export_log(services.campaign.engine, ExportOptions(secrets=True, undone=True), "md", gm)
        assert f"{rook} has acted; {ben} is up" in gm.read_text("utf-8")
        players = tmp_path / "players.md"
        export_log(services.campaign.engine, ExportOptions(language="en", undone=True), "md", players)
        assert _turn_lines(players.read_text("utf-8")) == [
            f"~~{ana} has acted; {ben} is up~~ _\\(undone\\)_",  # Rook's turn passed to Ben, taken back
            f"{ana} has acted; {ben} is up",
            f"{ben} has acted. Round 1 ends; round 2 begins",
            f"{ana} has acted; {ben} is up",
            f"{ben} has acted. Round 2 ends; round 3 begins",
        ]
        for key, fmt in FORMATS.items():  # every format: not a word of Rook's turn
            for undone in (False, True):
                target = tmp_path / f"players-{undone}{fmt.suffix}"
                export_log(services.campaign.engine, ExportOptions(language="en", undone=undone), key, target)
                text = text_of(target) if key == "pdf" else target.read_text("utf-8")
                assert rook not in text and "Unknown" not in text, key
                assert f"{ben} has acted. Round 2 ends" in " ".join(text.split()), key
                assert f"Back to {ben}" not in text, key  # from a turn they never saw pass
    finally:
        services.close()


#: the players' copy of a turn a hidden fighter passed to one they see, in Russian and Spanish, as
#: every other turn line reads there: never the English "Mia Chen has acted; Ben Okafor is up"
SEEN_TURN = {("twdu", "ru"): "{seen}: ход сделан; ходит {next}", ("afmbe", "es"): "{seen} ya actuó; le toca a {next}"}


@pytest.mark.parametrize(("ruleset", "language"), list(SEEN_TURN))
def test_the_turn_told_around_a_hidden_one_is_in_the_exports_language_in_every_format(tmp_path, ruleset, language):
    """Issue 44: ru twdu «Раунд 1 · Mia Chen has acted; Ben Okafor is up», es afmbe «Dana Cruz has acted;
    Padre Tom is up», in every format: the told line is translated as the line it stands for is."""
    path = build_demo(tmp_path / f"{ruleset}.deadwatch", ruleset, "norms" if ruleset == "afmbe" else None,
                      language=language)
    services = open_services(str(path), Dice(seed=5))
    try:
        services.campaign.start_session("Noche")
        roster = services.initiative.roster()
        first, second = [c.name for c in roster if c.kind == "pc"][:2]
        hidden = next(c for c in roster if c.kind != "pc" and not c.revealed).name
        assert services.initiative.start([int(c.id) for c in roster if c.name in (first, second, hidden)])
        _ordered(services, [first, hidden, second])
        assert services.initiative.next_turn() and services.initiative.next_turn()  # first → hidden → second
        told = SEEN_TURN[ruleset, language].format(seen=first, next=second)
        for key, fmt in FORMATS.items():
            target = tmp_path / f"players-{language}{fmt.suffix}"
            export_log(services.campaign.engine, ExportOptions(language=language), key, target)
            text = " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())
            assert hidden not in text, key
            assert "has acted" not in text and " is up" not in text, f"{key} ({language}) holds an English turn line"
            if key != "pdf":  # (the PDF may break the line between its words)
                assert told in text, f"{key} ({language}) lost the turn the players saw pass"
    finally:
        services.close()
