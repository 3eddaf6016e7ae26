"""A played session to export: notes (one secret), damage, an undone action, dice, the threat level."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.command import Command, Context, LogEntry, Tx
from app.store.models import Campaign

EVIL = "<script>alert('x')</script> [b]Bold[/b] *star* | =SUM(A1)"


@dataclass
class SetThreat(Command):
    level: int
    kind = "threat"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = tx.get(Campaign, int(ctx.campaign.id))  # type: ignore[arg-type]
        row.state = {**row.state, "threat": self.level}
        tx.save(row)
        return LogEntry("threat", QT_TRANSLATE_NOOP("log", "Threat level {level}"), {"level": self.level})


@dataclass
class Shoot(Command):
    who: str
    faces: tuple[int, ...]
    kind = "roll"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        total = sum(self.faces) + 5
        return LogEntry(
            "roll",
            "{name}: Guns {arithmetic}",
            {"name": self.who, "arithmetic": " + ".join(map(str, self.faces)) + f" + 5 = {total}"},
            actor=self.who,
            faces=[[[10, f] for f in self.faces]],
        )


def play(services) -> dict[str, int]:
    """Session 1: a short night.  Session 2: the night to export.  Returns character ids."""
    campaign = services.campaign
    campaign.start_session("First night")
    ids = {}
    for name, kind in (("Ana", "pc"), ("Ben", "pc"), (EVIL, "npc"), ("Walker", "zombie")):
        ids[name] = int(campaign.execute(CreateCharacter(name, kind)).changes[0]["id"])
    for shown in (EVIL, "Walker"):  # met in the first night: the players know them by name
        assert services.player_view.set_reveal(ids[shown], name=True)
    services.log.add_note("Session one wrap-up")
    campaign.start_session("The mall")
    campaign.execute(SetThreat(2))
    services.log.add_note("They reach the mall at dusk")
    services.log.add_note("The mall guard is infected", secret=True)
    campaign.execute(Shoot("Ana", (7,)))
    services.characters.damage(ids["Ana"], {"amount": 30})
    services.characters.damage(ids["Walker"], {"amount": 45})
    campaign.undo()  # the damage to Walker is taken back
    services.characters.damage(ids[EVIL], {"amount": 12})
    campaign.execute(SetThreat(5))
    campaign.execute(Shoot(EVIL, (3, 9)))
    services.characters.heal(ids["Ana"], {"amount": 10})
    return ids


@pytest.fixture
def played(campaign_path, qapp):
    services = open_services(str(campaign_path), Dice(seed=5))
    ids = play(services)
    yield services, ids
    services.close()
