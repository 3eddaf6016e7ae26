"""Where the latest single attack from the dead stands, read from the session's log (twdu, "Single
attacks": "A single attack is resolved with one skill roll by you"; "Failure: If you fail the roll,
your outcome will be determined by the GM. This might entail taking damage…").

A single attack is given by an action of the threat dock (the dial's "Instead: a single attack" on a
victim, the GM's pick after a failed roll to avoid the dead, a mess-up avoiding them): its log line
carries ``single_attack`` (the victim's name) and ``victim_id``.  What follows in the log says the
rest: the victim's roll (any roll of theirs: the GM says which skill), whether it failed (its line's
``success``, the last of a push), and damage since.  Read from the log, the answer follows undo and
redo of each of those actions by itself: the offers built on it show again what the GM saw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy.orm import defer
from sqlmodel import col, select

from app.services.ammo.ledger import KIND as AMMO_KIND
from app.services.row_ids import row_id
from app.store.models import LogEvent

if TYPE_CHECKING:
    from app.services.campaign import CampaignService

#: how far back (actions of the session) a single attack is still waiting for its roll or its harm
LOOK_BACK = 40
ROLL_KINDS = frozenset({"roll", AMMO_KIND})


@dataclass(frozen=True)
class SingleAttack:
    """The latest single attack of the session: its log line's id, on whom, and what came of it."""

    event_id: int
    character_id: int
    name: str
    rolled: bool = False  # the victim has rolled since
    failed: bool = False  # that roll, as it last stood, had no success
    harmed: bool = False  # damage to the victim since that roll

    @property
    def roll_due(self) -> bool:
        return not self.rolled

    @property
    def harm_due(self) -> bool:
        """The roll failed and the GM has not dealt the harm yet."""
        return self.rolled and self.failed and not self.harmed


def latest(campaign: CampaignService) -> SingleAttack | None:
    """The session's latest single attack among its last :data:`LOOK_BACK` actions not taken back,
    None without one (or once its victim is no longer in the campaign)."""
    game = campaign.current_session()
    if game is None:
        return None
    with campaign._session() as s:
        rows = list(
            s.exec(
                select(LogEvent)
                .options(defer(LogEvent.changes, raiseload=True))  # type: ignore[arg-type]
                .where(LogEvent.session_id == row_id(game), col(LogEvent.undone).is_(False))
                .order_by(col(LogEvent.seq).desc())
                .limit(LOOK_BACK)
            )
        )
    since: list[LogEvent] = []
    for event in rows:
        if event.kind == "threat" and event.payload.get("single_attack"):
            return _after(campaign, event, list(reversed(since)))
        since.append(event)
    return None


def _after(campaign: CampaignService, given: LogEvent, since: list[LogEvent]) -> SingleAttack | None:
    name = str(given.payload.get("single_attack"))
    victim = given.payload.get("victim_id")
    if not isinstance(victim, int) or isinstance(victim, bool):  # a line written before the id was kept
        victim = next((row_id(c) for c in campaign.roster_rows() if c.name == name and c.kind != "zombie"), None)
    if victim is None:
        return None
    rolled = failed = harmed = False
    for event in since:
        request = event.payload.get("request")
        if event.kind in ROLL_KINDS and isinstance(request, dict) and request.get("character_id") == victim:
            rolled, failed, harmed = True, event.payload.get("success") is False, False
        elif event.kind == "damage" and rolled and event.target == name:
            harmed = True
    return SingleAttack(row_id(given), victim, name, rolled, failed, harmed)
