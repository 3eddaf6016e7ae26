"""A turn timer: the GM gives the acting player so many seconds, shown on the projector and on that
player's phone, and pauses it with a key.  Off unless the GM starts it.

The timer lives in the running fight's ``Encounter.state["turn_timer"]``: ``{"combatant": id,
"length": seconds, "ends": the time it runs out (seconds since the epoch) or None while paused,
"left": the seconds left when it was paused}``.  It belongs to the combatant it was started for: when
the turn passes, no screen shows it any more.  Starting, stopping, pausing and going on are each one
undoable line of the session log, secret when the one it runs for is hidden from the players.

:func:`timer_view` is what the screens get: the acting one's seconds left (a number, not a clock
time: a phone's clock is not the GM's), whether it is paused, its length.  A timer that ran out
before the campaign was opened (it ran out while Deadwatch was closed) is not brought back: no
screen shows a red 0:00 for a turn that ended last night.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

from sqlmodel import col, select

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.row_ids import row_id
from app.services.service import Service
from app.store.models import Character, Combatant, Encounter

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from app.services.campaign import CampaignService

STATE_KEY = "turn_timer"
DEFAULT_SECONDS = 60
MAX_SECONDS = 3600


def _fight(tx: Tx, ctx: Context) -> tuple[Encounter, Combatant]:
    if ctx.encounter is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "No fight is running."))
    encounter = tx.get(Encounter, row_id(ctx.encounter))
    rows = list(tx.session.exec(select(Combatant).where(Combatant.encounter_id == encounter.id)
                                .order_by(col(Combatant.position), col(Combatant.id))))
    if not 0 <= encounter.turn < len(rows):
        raise CommandError(QT_TRANSLATE_NOOP("log", "No one is acting: the turn timer needs a turn."))
    return encounter, rows[encounter.turn]


def _name(tx: Tx, combatant: Combatant) -> str:
    character = tx.session.get(Character, combatant.character_id) if combatant.character_id else None
    return character.name if character is not None else combatant.name


def _hidden(combatant: Combatant | None) -> bool:
    """Whether the timer's fighter is hidden from the players: its lines are secret in the log."""
    return combatant is not None and bool((combatant.state or {}).get("hidden"))


def _whose(tx: Tx, timer: dict[str, Any]) -> tuple[str, bool]:
    """The name of the one a timer runs for (the line stopping or pausing it is about them: an
    export without secrets leaves it out when they are hidden from the players), and whether they
    are hidden (the line is secret)."""
    fighter = tx.session.get(Combatant, timer.get("combatant")) if timer.get("combatant") else None
    return (_name(tx, fighter) if fighter is not None else ""), _hidden(fighter)


@record(eq=False, repr=False)
class StartTurnTimer(Command):
    """``seconds`` for the one acting now (a running timer of theirs starts again)."""

    seconds: int = DEFAULT_SECONDS
    now: float | None = None  # the time it starts (None: now)
    kind = "turn_timer"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if not 1 <= self.seconds <= MAX_SECONDS:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A turn lasts from 1 second to an hour."))
        encounter, acting = _fight(tx, ctx)
        start = time.time() if self.now is None else self.now
        timer = {"combatant": acting.id, "length": self.seconds, "ends": start + self.seconds, "left": self.seconds}
        encounter.state = {**encounter.state, STATE_KEY: timer}
        tx.save(encounter)
        name = _name(tx, acting)
        args: dict[str, Any] = {"name": name, "seconds": self.seconds}
        text = QT_TRANSLATE_NOOP("log", "Turn timer for {name}: {seconds} {seconds|second|seconds}")
        return LogEntry(self.kind, text, args, target=name, label=text, label_args=args, secret=_hidden(acting))


@record(eq=False, repr=False)
class StopTurnTimer(Command):
    """The turn timer goes off."""

    kind = "turn_timer"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        running = ctx.encounter
        if running is None or STATE_KEY not in (running.state or {}):
            raise CommandError(QT_TRANSLATE_NOOP("log", "No turn timer is running."))
        encounter = tx.get(Encounter, row_id(running))
        whose, secret = _whose(tx, dict(encounter.state.get(STATE_KEY) or {}))
        encounter.state = {k: v for k, v in encounter.state.items() if k != STATE_KEY}
        tx.save(encounter)
        text = QT_TRANSLATE_NOOP("log", "Turn timer off")
        return LogEntry(self.kind, text, {}, target=whose, label=text, secret=secret)


@record(eq=False, repr=False)
class PauseTurnTimer(Command):
    """Pause the running turn timer, or let a paused one go on."""

    now: float | None = None
    kind = "turn_timer"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        running = ctx.encounter
        timer = dict((running.state or {}).get(STATE_KEY) or {}) if running is not None else {}
        if running is None or not timer:
            raise CommandError(QT_TRANSLATE_NOOP("log", "No turn timer is running."))
        encounter = tx.get(Encounter, row_id(running))
        now = time.time() if self.now is None else self.now
        if timer.get("ends") is not None:  # running: it stops where it is
            timer.update(left=max(0.0, float(timer["ends"]) - now), ends=None)
            text = QT_TRANSLATE_NOOP("log", "Turn timer paused")
        else:
            timer.update(ends=now + float(timer.get("left", 0)))
            text = QT_TRANSLATE_NOOP("log", "Turn timer goes on")
        encounter.state = {**encounter.state, STATE_KEY: timer}
        tx.save(encounter)
        whose, secret = _whose(tx, timer)
        return LogEntry(self.kind, text, {}, target=whose, label=text, secret=secret)


def ran_out_before(timer: dict[str, Any], since: float | None) -> bool:
    """Whether a running ``timer`` ran out before ``since`` (the time the campaign was opened)."""
    ends = timer.get("ends")
    return since is not None and ends is not None and float(ends) <= since


def timer_view(encounter: Encounter | None, current_id: int | None, now: float | None = None,
               since: float | None = None) -> dict[str, Any] | None:
    """The acting one's timer as the screens show it, or None (no timer, another one's turn, or a
    timer that ran out before ``since``, the time the campaign was opened)."""
    timer = (encounter.state or {}).get(STATE_KEY) if encounter is not None else None
    if not timer or current_id is None or timer.get("combatant") != current_id or ran_out_before(timer, since):
        return None
    paused = timer.get("ends") is None
    left = float(timer.get("left", 0)) if paused else float(timer["ends"]) - (time.time() if now is None else now)
    return {"left": max(0, math.ceil(left)), "paused": paused, "length": int(timer.get("length", 0))}


class TurnTimerService(Service):
    """The running fight's turn timer.  Signals: ``failed(str, str)``."""

    def __init__(self, campaign: CampaignService, parent: QObject | None = None) -> None:
        super().__init__(campaign, parent)
        #: when the campaign was opened: a timer that ran out before then is not shown again
        self.opened = time.time()

    def start(self, seconds: int = DEFAULT_SECONDS) -> bool:
        return self.run(StartTurnTimer(seconds))

    def stop(self) -> bool:
        return self.run(StopTurnTimer())

    def pause(self) -> bool:
        return self.run(PauseTurnTimer())

    def running(self) -> bool:
        encounter = self.campaign.active_encounter()
        timer = (encounter.state or {}).get(STATE_KEY) if encounter is not None else None
        return isinstance(timer, dict) and bool(timer) and not ran_out_before(timer, self.opened)
