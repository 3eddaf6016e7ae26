"""All the services of one open campaign, built together and handed to the window."""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any

from app.rules.base import Ruleset
from app.rules.dice import Dice
from app.services.ammo import AmmoService
from app.services.battle_map import BattleMapService
from app.services.campaign import CampaignService
from app.services.campaign_row import check_campaign_row
from app.services.characters import CharacterService
from app.services.experience import ExperienceService
from app.services.game_time import GameTimeService
from app.services.handouts import HandoutService
from app.services.initiative import InitiativeService
from app.services.log import LogService
from app.services.map_furniture import FurnitureService
from app.services.melee import MeleeService
from app.services.player_links import PlayerLinksService
from app.services.player_view import PlayerViewService
from app.services.rolls import RollService
from app.services.swarm import SwarmService
from app.services.threat import ThreatService
from app.services.turn_timer import TurnTimerService
from app.store.database import OpenedStore, open_store


@dataclass
class Services:
    campaign: CampaignService
    characters: CharacterService
    experience: ExperienceService
    ammo: AmmoService
    log: LogService
    rolls: RollService
    initiative: InitiativeService
    threat: ThreatService
    swarm: SwarmService

    @cached_property
    def game_time(self) -> GameTimeService:
        """Time passing outside fights (lethal time limits)."""
        return GameTimeService(self.campaign)

    @cached_property
    def battle_map(self) -> BattleMapService:
        """The battle map of a ruleset that plays on a grid."""
        return BattleMapService(self.campaign)

    @cached_property
    def furniture(self) -> FurnitureService:
        """Furniture on the battle map: moved and broken."""
        return FurnitureService(self.campaign)

    @cached_property
    def player_view(self) -> PlayerViewService:
        """What the players may see (built from the other services)."""
        return PlayerViewService(self)

    @cached_property
    def player_links(self) -> PlayerLinksService:
        """Each player's own link for their phone."""
        return PlayerLinksService(self.campaign)

    @cached_property
    def handouts(self) -> HandoutService:
        """The pictures and texts the GM shows the players."""
        return HandoutService(self.campaign)

    @cached_property
    def melee(self) -> MeleeService:
        """The running fight's melee groups, where the rules fight melee in groups."""
        return MeleeService(self.campaign)

    @cached_property
    def turn_timer(self) -> TurnTimerService:
        """The acting player's turn timer (off unless the GM starts it)."""
        return TurnTimerService(self.campaign)

    def refusing(self) -> list[Any]:
        """Every service with a ``failed(context, message)`` signal, for the window to show."""
        names = [f.name for f in fields(self)] + ["game_time", "battle_map", "player_view", "player_links",
                                                  "handouts", "turn_timer", "melee", "furniture"]
        return [getattr(self, n) for n in names if hasattr(getattr(self, n), "failed")]

    @property
    def ruleset(self) -> Ruleset:
        return self.campaign.ruleset

    def close(self) -> None:
        self.campaign.close()


def make_services(store: OpenedStore, dice: Dice | None = None, console: str = "") -> Services:
    campaign = CampaignService(store, dice, console=console)
    return Services(
        campaign=campaign,
        characters=CharacterService(campaign),
        experience=ExperienceService(campaign),
        ammo=AmmoService(campaign),
        log=LogService(campaign),
        rolls=RollService(campaign),
        initiative=InitiativeService(campaign),
        threat=ThreatService(campaign),
        swarm=SwarmService(campaign),
    )


def open_services(target: str, dice: Dice | None = None, console: str = "") -> Services:
    """Open the campaign at ``target`` (path or URL) with every service; ``console`` names this
    console (its actions carry the name; its undo takes back its own).  Raises CampaignRowError
    (the file left as it was, nothing built) when its ruleset or house rules cannot be used: the
    row is checked before anything writes to the file.  A file is opened, never made: an empty or
    missing one is refused as it is."""
    store = open_store(target, create=False, check=check_campaign_row)
    return make_services(store, dice, console)
