"""A twdu campaign with a party, for the threat and swarm tests (services and docks)."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.store.models import Character
from tests.stores import campaign_target

PARTY = {
    "Ana": ("pc", {"agility": 4, "stealth": 2, "ranged_combat": 3, "strength": 3, "close_combat": 1}),
    "Ben": ("pc", {"strength": 4, "close_combat": 3, "force": 2, "empathy": 3, "leadership": 2}),
    "Mia": ("pc", {"agility": 3, "mobility": 2, "wits": 4, "strength": 2}),
    "Rick": ("npc", {"strength": 3, "close_combat": 2}),
    "Walker": ("zombie", {}),
}


def twdu_services(tmp_path, seed: int = 1, ruleset: str = "twdu"):
    """Open services on a fresh campaign with the party; returns (services, {name: id})."""
    path = campaign_target(tmp_path, f"{ruleset}.deadwatch")
    create_campaign(str(path), "Night", ruleset).engine.dispose()
    services = open_services(str(path), Dice(seed=seed))
    ids = {}
    if ruleset == "twdu":
        for name, (kind, values) in PARTY.items():
            sheet = services.ruleset.new_sheet()
            sheet.update(values)
            ids[name] = services.campaign.execute(CreateCharacter(name, kind, sheet)).changes[0]["id"]
    return services, ids


def set_state(services, cid: int, **values) -> None:
    """Test set-up only: put values into a character's live state."""
    with services.campaign._session() as s:
        row = s.get(Character, cid)
        row.state = {**row.state, **values}
        s.add(row)
        s.commit()


def lines(services) -> list[str]:
    return [render_event(e) for e in services.campaign.events()]
