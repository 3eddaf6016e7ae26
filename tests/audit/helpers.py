"""The audit's hands on the console: a campaign of one ruleset opened the way the main window opens
it, characters created the way the character form creates them, and the numbers a GM reads off the
tracker, the dice dock and the session log."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from app.rules.dice import Dice
from app.services.bundle import Services, open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.rolls import Rolled, RollRequest


@contextmanager
def campaign(folder: Path, ruleset: str, preset: str | None = None, seed: int = 7) -> Iterator[Services]:
    """A fresh campaign file of ``ruleset`` (and ``preset``) opened with every service."""
    path = folder / f"{ruleset}-{preset or 'plain'}.deadwatch"
    create_campaign(str(path), "Audit", ruleset, preset).engine.dispose()
    services = open_services(str(path), Dice(seed=seed))
    try:
        yield services
    finally:
        services.close()


def add(services: Services, name: str, kind: str = "pc", **sheet: Any) -> int:
    """A character made from the ruleset's new sheet with ``sheet``'s values; its id."""
    assert services.characters.create(name, kind, {**services.ruleset.new_sheet(), **sheet}), name
    return max(c.id for c in services.characters.characters() if c.name == name and c.id is not None)


def state(services: Services, cid: int) -> dict[str, Any]:
    row = services.characters.character(cid)
    assert row is not None
    return dict(row.state)


def sheet(services: Services, cid: int) -> dict[str, Any]:
    row = services.characters.character(cid)
    assert row is not None
    return dict(row.sheet)


def roll(services: Services, kind: str, cid: int | None, faces: str, opponent: int | None = None,
         **inputs: Any) -> Rolled:
    """A roll of the dice dock with the table's typed faces; fails the test when refused."""
    refusals: list[str] = []

    def refused(_context: str, message: str) -> None:
        refusals.append(message)

    services.rolls.failed.connect(refused)
    try:
        rolled = services.rolls.roll(RollRequest(kind, cid, dict(inputs), opponent), faces)
    finally:
        services.rolls.failed.disconnect(refused)
    assert rolled is not None and rolled.result is not None, refusals
    return rolled


def refusal(services: Services, kind: str, cid: int | None, faces: str, opponent: int | None = None,
            **inputs: Any) -> str:
    """The message of a roll the dice dock refuses ('' when it is rolled)."""
    refusals: list[str] = []

    def refused(_context: str, message: str) -> None:
        refusals.append(message)

    services.rolls.failed.connect(refused)
    try:
        rolled = services.rolls.roll(RollRequest(kind, cid, dict(inputs), opponent), faces)
    finally:
        services.rolls.failed.disconnect(refused)
    return "" if rolled is not None else " ".join(refusals)


def odds(services: Services, kind: str, cid: int | None, opponent: int | None = None,
         **inputs: Any) -> dict[str, Any]:
    """The exact chances the dice dock shows, by label (with its arguments filled in)."""
    shown = {}
    for chance in services.rolls.odds(RollRequest(kind, cid, dict(inputs), opponent)):
        label = chance.label
        for key, value in chance.args.items():
            text = value.get("t", value) if isinstance(value, Mapping) else value
            label = label.replace("{" + key + "}", str(text))
        shown[label] = chance.chance
        if " (cannot " in label:  # a 0% chance says why ("Hit (cannot hit: out of range, …)"): its plain label too
            shown[label.split(" (cannot ")[0]] = chance.chance
    return shown


def last_line(services: Services) -> str:
    return render_event(services.campaign.events()[-1])


def lines(services: Services) -> list[str]:
    return [render_event(e) for e in services.campaign.events()]


def level_word(rolled: Rolled) -> str:
    """The success level word the dice dock shows ('' when the result names none)."""
    assert rolled.result is not None
    level = rolled.result.result.args.get("level")
    return str(level.get("t", "")) if isinstance(level, Mapping) else ""
