"""All the services of one open campaign, built together and handed to the window."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field, fields
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Signal

from app.rules.base import Ruleset
from app.rules.dice import Dice
from app.rules.records import record
from app.services.campaign import CampaignService
from app.services.campaign_row import check_campaign_row
from app.services.characters import CharacterService
from app.services.initiative import InitiativeService
from app.services.log import LogService
from app.services.rolls import RollService
from app.services.swarm import SwarmService
from app.services.threat import ThreatService
from app.store.database import OpenedStore, open_store

if TYPE_CHECKING:  # the services made at their first use load with it (see Services)
    from app.services.ammo import AmmoService
    from app.services.battle_map import BattleMapService
    from app.services.experience import ExperienceService
    from app.services.game_time import GameTimeService
    from app.services.handouts import HandoutService
    from app.services.map_furniture import FurnitureService
    from app.services.melee import MeleeService
    from app.services.player_links import PlayerLinksService
    from app.services.player_view import PlayerViewService
    from app.services.turn_timer import TurnTimerService


Made = TypeVar("Made", bound=QObject)


class LaterRefusals(QObject):
    """The refusals of the services made at their first use (:class:`Services`), heard from the
    start: whoever listens to ``failed`` here hears each of them once it is made."""

    failed = Signal(str, str)

    def __init__(self) -> None:
        super().__init__()
        #: what waits for a service to be made, by its name (see :meth:`Services.when_made`)
        self.waiting: dict[str, list[Callable[[Any], None]]] = {}

    def hear(self, name: str, service: Made) -> Made:
        """``service`` (the property ``name``), just made: its refusals passed on, whoever waited
        for it given it; returned as it is."""
        service.failed.connect(self.failed)  # type: ignore[attr-defined]  # (each has failed)
        for given in self.waiting.pop(name, []):
            given(service)
        return service


@record(eq=False, repr=False)
class Services:
    """Every service of the campaign.  The fields are made with the campaign; the properties below
    them (the ammunition, experience, the map, the furniture, the players' view and links, handouts,
    melee groups, time passing, the turn timer) at their first use, their modules imported then: a
    start that does not need them does not load them.  Their refusals reach :meth:`refusing`'s listeners all the same
    (``later``)."""

    campaign: CampaignService
    characters: CharacterService
    log: LogService
    rolls: RollService
    initiative: InitiativeService
    threat: ThreatService
    swarm: SwarmService
    #: the refusals of the services below, made later
    later: LaterRefusals = field(default_factory=LaterRefusals)

    @cached_property
    def ammo(self) -> AmmoService:
        """The ammunition ledger: firing, reloading, found, handed over, lost."""
        from app.services.ammo.service import AmmoService

        return self.later.hear("ammo", AmmoService(self.campaign))

    @cached_property
    def experience(self) -> ExperienceService:
        """Experience awarded and spent."""
        from app.services.experience import ExperienceService

        return self.later.hear("experience", ExperienceService(self.campaign))

    @cached_property
    def game_time(self) -> GameTimeService:
        """Time passing outside fights (lethal time limits)."""
        from app.services.game_time import GameTimeService

        return self.later.hear("game_time", GameTimeService(self.campaign))

    @cached_property
    def battle_map(self) -> BattleMapService:
        """The battle map of a ruleset that plays on a grid."""
        from app.services.battle_map import BattleMapService

        return self.later.hear("battle_map", BattleMapService(self.campaign))

    @cached_property
    def furniture(self) -> FurnitureService:
        """Furniture on the battle map: moved and broken."""
        from app.services.map_furniture import FurnitureService

        return self.later.hear("furniture", FurnitureService(self.campaign))

    @cached_property
    def player_view(self) -> PlayerViewService:
        """What the players may see (built from the other services)."""
        from app.services.player_view import PlayerViewService

        return self.later.hear("player_view", PlayerViewService(self))

    @cached_property
    def player_links(self) -> PlayerLinksService:
        """Each player's own link for their phone."""
        from app.services.player_links import PlayerLinksService

        return self.later.hear("player_links", PlayerLinksService(self.campaign))

    @cached_property
    def handouts(self) -> HandoutService:
        """The pictures and texts the GM shows the players."""
        from app.services.handouts import HandoutService

        return self.later.hear("handouts", HandoutService(self.campaign))

    @cached_property
    def melee(self) -> MeleeService:
        """The running fight's melee groups, where the rules fight melee in groups."""
        from app.services.melee import MeleeService

        return self.later.hear("melee", MeleeService(self.campaign))

    @cached_property
    def turn_timer(self) -> TurnTimerService:
        """The acting player's turn timer (off unless the GM starts it)."""
        from app.services.turn_timer import TurnTimerService

        return self.later.hear("turn_timer", TurnTimerService(self.campaign))

    def refusing(self) -> list[Any]:
        """Every ``failed(context, message)`` signal's owner, for the window to show: each service made
        with the campaign, and ``later`` for those made at their first use (none is made here)."""
        return [getattr(self, f.name) for f in fields(self) if hasattr(getattr(self, f.name), "failed")]

    def when_made(self, name: str, given: Callable[[Any], None]) -> None:
        """Give ``given`` the service ``name`` (an attribute of these services): now if it is made,
        else when it is made at its first use; waiting makes none."""
        if name in self.__dict__ or name in {f.name for f in fields(self)}:
            given(getattr(self, name))
        else:
            self.later.waiting.setdefault(name, []).append(given)

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
