"""The players' screen in the moments a table sees it, on the twdu demo campaign.

``quiet``: Threat 2, no fight.  ``fight``: an initiative fight of the party and a revealed NPC
(a hidden zombie in it too), the first one's turn.  ``swarm``: Threat 4, 23 dead, a lost swarm round;
``swarm_order``: the same with the initiative order on screen as well (the fullest screen).
"""

from __future__ import annotations

from pathlib import Path

from app.rules.dice import Dice
from app.services.bundle import Services, open_services
from app.services.demo import build_demo
from app.services.swarm import RollerSpec, RoundSetup

SCENES = ("quiet", "fight", "swarm", "swarm_order")
#: the four screens of the brief: a 720p projector, a 1080p TV, a 4K TV and a portrait screen
SIZES = ((1280, 720), (1920, 1080), (3840, 2160), (1080, 1920))


def demo(folder: Path) -> Services:
    path = folder / "twdu-demo.deadwatch"
    if not path.exists():
        build_demo(path, "twdu")
    return open_services(str(path), Dice(seed=7))


def ids(services: Services) -> dict[str, int]:
    return {c.name: int(c.id) for c in services.characters.characters()}  # type: ignore[arg-type]


def to_threat(services: Services, level: int) -> None:
    while services.threat.level() < level:
        services.threat.step(+1, "gm")  # the GM's call: no stress dice in the scenes' rolls
    while services.threat.level() > level:
        services.threat.step(-1, "gm")


def fight(services: Services) -> None:
    who = ids(services)
    services.player_view.set_reveal(who["Rook"], name=True)
    services.initiative.start([who["Ana Reyes"], who["Ben Okafor"], who["Mia Chen"], who["Rook"], who["Walker"]])


def swarm(services: Services) -> None:
    who = ids(services)
    to_threat(services, 4)
    services.swarm.set_dead(23)
    services.swarm.start()
    setup = RoundSetup(
        (
            RollerSpec(who["Ana Reyes"], "ranged_combat"),
            RollerSpec(who["Ben Okafor"], "close_combat"),
            RollerSpec(who["Mia Chen"], "close_combat"),
        )
    )
    services.swarm.roll_round(setup, ["6 6 1 2 3 4 5", "6 2 3 4 5 1 2", "2 3"])


def set_scene(services: Services, scene: str) -> None:
    if scene == "quiet":
        to_threat(services, 2)
    elif scene == "fight":
        to_threat(services, 2)
        fight(services)
    else:
        swarm(services)
        if scene == "swarm_order":
            fight(services)
