"""Where the single attacks from the dead stand, read from the session's log (twdu, "Single attacks":
"A single attack is resolved with one skill roll by you"; "Failure: If you fail the roll, your outcome
will be determined by the GM. This might entail taking damage…").

A single attack is given by an action of the threat dock (the dial's "Instead: a single attack" on a
victim, the GM's pick after a failed roll to avoid the dead, a mess-up avoiding them, a mess-up's
"Instead: a single attack"): its log line carries ``single_attack`` (the victim's name) and
``victim_id``.  A swarm fight gives them too (a PC who messed up in a round, the GM's pick of a single
attack after a lost round, a pushed roll that messed up): its line carries ``single_attacks``, a list
of ``{"name", "victim_id"}``.  What follows in the log says the rest: the victim's roll made for the
attack (set up by its offer, whatever skill the GM names: its request's ``answers`` is the attack's
line) answers it, a push of that roll answers it again (the last stands), and whether it failed is
its line's ``success``; any other roll of the victim's answers none (an unrelated roll made while the
attack waited was taken as its outcome).  A roll logged before requests named their attack (no
``answers`` in it) answers the earliest of the victim's attacks still unanswered, as it did then;
then the harm dealt (:mod:`app.services.threat.harm`, or any damage to the victim since).  Read from
the log, the answer follows undo and redo of each of those actions by itself: the offers built on it
show again what the GM saw.  A swarm fight ended outside its rounds (the fight it runs in ended, the
GM's call-off: their line carries ``swarm_over``) drops its attacks still waiting for a roll or a harm,
and an attack on one dead since asks for nothing more: no offer is made on the dead."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from sqlalchemy.orm import defer
from sqlmodel import Session, col, select

from app.rules.base import Ruleset
from app.rules.declarations import LogLine
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.ledger import KIND as AMMO_KIND
from app.services.damaged import damage_kept
from app.services.row_ids import row_id
from app.store.models import Character, LogEvent

if TYPE_CHECKING:
    from app.services.campaign import CampaignService
    from app.services.command import Context, Tx

#: how far back (actions of the session) a single attack is still waiting for its roll or its harm
LOOK_BACK = 40
ROLL_KINDS = frozenset({"roll", AMMO_KIND})
#: the payload key of a harm dealt for a single attack (the event id of the attack's line)
HARM_OF = "single_attack_harm"
#: the payload key of a line that ends a swarm fight outside its rounds (the fight it runs in ended,
#: the GM's call-off): the fight's single attacks still waiting for their roll or harm are dropped
SWARM_OVER = "swarm_over"
#: what the victim's roll did to the single attack, after the roll's own result (its headline)
FOUGHT_OFF = QT_TRANSLATE_NOOP("rules", "{result} — {name} fights off the single attack")
GOT_THROUGH = QT_TRANSLATE_NOOP("rules", "{result} — the single attack on {name} gets through")
#: a push of the roll of a single attack whose harm the GM has dealt
SPENT = QT_TRANSLATE_NOOP("rules", "The single attack's harm is dealt: its roll is spent and cannot be pushed.")


@dataclass(frozen=True)
class SingleAttack:
    """One single attack of the session: its log line's id, on whom, and what came of it."""

    event_id: int
    character_id: int
    name: str
    rolled: bool = False  # the victim has rolled since
    failed: bool = False  # that roll, as it last stood, had no success
    harmed: bool = False  # damage to the victim since that roll
    dial: bool = True  # given by the threat dock (False: by a swarm fight, whose panel asks for its roll)
    #: nothing more is asked of it: its swarm fight ended before its roll or its harm (the fight's
    #: end, the GM's call-off), or its victim is dead
    dropped: bool = False

    @property
    def roll_due(self) -> bool:
        return not self.rolled and not self.dropped

    @property
    def harm_due(self) -> bool:
        """The roll failed and the GM has not dealt the harm yet."""
        return self.rolled and self.failed and not self.harmed and not self.dropped


@dataclass
class Reading:
    """The single attacks of some log lines, oldest first, and for each victim the attack their last
    new roll answered (a push of that roll answers the same one)."""

    attacks: list[SingleAttack]
    answered: dict[int, int | None]  # victim id → index in ``attacks`` of the one their last roll answered

    def answering(self, character_id: int, follow_up: bool, answers: int | None,
                  unnamed: bool = False) -> SingleAttack | None:
        """The attack a roll of ``character_id`` would answer now: the one ``answers`` names while
        its roll is due (``follow_up``: a push of their last roll, the one that roll answered;
        ``unnamed``: a roll logged before requests named their attack, the victim's earliest due)."""
        if follow_up:
            index = self.answered.get(character_id)
            return self.attacks[index] if index is not None else None
        return next((a for a in self.attacks if a.character_id == character_id and not a.rolled
                     and (unnamed or a.event_id == answers)), None)

    def due_of(self, character_id: int) -> SingleAttack | None:
        """The earliest attack on ``character_id`` whose roll is due (the one its offer asks a roll for)."""
        return next((a for a in self.attacks if a.character_id == character_id and a.roll_due), None)


def given(event: LogEvent, by_name: Callable[[str], int | None]) -> list[SingleAttack]:
    """The single attacks ``event`` gives (none for most lines)."""
    payload = event.payload if isinstance(event.payload, dict) else {}
    if event.kind == "threat" and payload.get("single_attack"):
        named: list[tuple[Any, Any]] = [(payload.get("single_attack"), payload.get("victim_id"))]
        dial = True
    elif event.kind == "swarm" and isinstance(payload.get("single_attacks"), list):
        named = [(v.get("name"), v.get("victim_id")) for v in payload["single_attacks"] if isinstance(v, dict)]
        dial = False
    else:
        return []
    out = []
    for name, victim in named:
        if not isinstance(victim, int) or isinstance(victim, bool):  # a line written before the id was kept
            victim = by_name(str(name))
        if victim is not None and name:
            out.append(SingleAttack(row_id(event), victim, str(name), dial=dial))
    return out


def read(events: Iterable[LogEvent], by_name: Callable[[str], int | None]) -> Reading:
    """The single attacks of ``events`` (oldest first) and what each victim's rolls and harm did."""
    reading = Reading([], {})
    attacks = reading.attacks
    for event in events:
        payload = event.payload if isinstance(event.payload, dict) else {}
        request = payload.get("request")
        success = payload.get("success")
        if event.kind in ROLL_KINDS and isinstance(request, dict) and isinstance(success, bool):
            victim = request.get("character_id")
            if not isinstance(victim, int):
                continue
            follow_up = "action" in payload
            answers = request.get("answers")
            named = isinstance(answers, int) and not isinstance(answers, bool)
            attack = reading.answering(victim, follow_up, answers if named else None, "answers" not in request)
            index = attacks.index(attack) if attack is not None else None
            if index is not None:
                attacks[index] = replace(attacks[index], rolled=True, failed=not success)
            if not follow_up:
                reading.answered[victim] = index
        elif event.kind == "damage":
            _harmed(attacks, payload, event.target)
        elif payload.get(SWARM_OVER):
            attacks[:] = [replace(a, dropped=True) if not a.dial and (a.roll_due or a.harm_due) else a
                          for a in attacks]
        else:
            attacks.extend(given(event, by_name))
    return reading


def _harmed(attacks: list[SingleAttack], payload: dict[str, Any], target: str) -> None:
    """A damage line: the harm of the attack it names, else of the victim's earliest attack whose harm waits."""
    of = payload.get(HARM_OF)
    for i, attack in enumerate(attacks):
        if (attack.event_id == of or (of is None and attack.name == target)) and attack.harm_due:
            attacks[i] = replace(attack, harmed=True)
            return


def recent(session: Session, session_id: int) -> list[LogEvent]:
    """The session's last :data:`LOOK_BACK` actions not taken back, oldest first."""
    rows = list(
        session.exec(
            select(LogEvent)
            .options(defer(LogEvent.changes, raiseload=True))  # type: ignore[arg-type]
            .where(LogEvent.session_id == session_id, col(LogEvent.undone).is_(False))
            .order_by(col(LogEvent.seq).desc())
            .limit(LOOK_BACK)
        )
    )
    rows.reverse()
    return rows


def reading_of(campaign: CampaignService) -> Reading:
    """The single attacks among the session's last :data:`LOOK_BACK` actions (none whose victim is no
    longer in the campaign) and what came of them."""
    game = campaign.current_session()
    if game is None:
        return Reading([], {})
    with campaign._session() as s:
        events = recent(s, row_id(game))

    rows = campaign.roster_rows()

    def by_name(name: str) -> int | None:
        return next((row_id(c) for c in rows if c.name == name and c.kind != "zombie"), None)

    reading = read(events, by_name)
    dead = {row_id(c) for c in rows if c.id is not None and _is_dead(campaign.ruleset, c)}
    # an attack on one dead since asks for nothing more: no roll of the dead, no harm to them
    reading.attacks[:] = [replace(a, dropped=True) if a.character_id in dead else a for a in reading.attacks]
    return reading


def _is_dead(rules: Ruleset, row: Character) -> bool:
    """Whether the character is dead (a damaged record is never handed to the rules: not dead)."""
    if damage_kept(rules, row) is not None:
        return False
    return rules.is_dead(dict(row.sheet or {}), rules.with_kind(row.kind, dict(row.state or {})))


def waiting_of_swarm(session: Session, session_id: int, campaign_id: int, rules: Ruleset) -> list[tuple[str, bool]]:
    """The swarm fight's single attacks among the session's recent actions that still wait for
    something (their victim alive), oldest first: the victim's name and whether it is the roll
    (True) or the harm."""
    def by_name(name: str) -> int | None:
        row = session.exec(select(Character).where(
            Character.campaign_id == campaign_id, Character.name == name, Character.kind != "zombie")).first()
        return row_id(row) if row is not None else None

    out = []
    for attack in read(recent(session, session_id), by_name).attacks:
        victim = session.get(Character, attack.character_id)
        if attack.dial or not (attack.roll_due or attack.harm_due) or victim is None or _is_dead(rules, victim):
            continue
        out.append((attack.name, attack.roll_due))
    return out


def all_of(campaign: CampaignService) -> list[SingleAttack]:
    """The single attacks among the session's last :data:`LOOK_BACK` actions, oldest first (none
    whose victim is no longer in the campaign)."""
    return reading_of(campaign).attacks


def latest(campaign: CampaignService) -> SingleAttack | None:
    """The session's latest single attack given from the threat dock, None without one."""
    return next((a for a in reversed(all_of(campaign)) if a.dial), None)


def roll_due_of(campaign: CampaignService, character_id: int) -> SingleAttack | None:
    """The earliest single attack on ``character_id`` whose roll is due: the one a roll asked by its
    offer answers (:attr:`app.services.rolls.RollRequest.answers`)."""
    return reading_of(campaign).due_of(character_id)


def harms_due(campaign: CampaignService) -> list[SingleAttack]:
    """The single attacks whose roll failed and whose harm the GM has not dealt, oldest first."""
    return [a for a in all_of(campaign) if a.harm_due]


def spent(reading: Reading, character_id: int) -> bool:
    """Whether the last roll ``character_id`` made answered a single attack whose harm has since been
    dealt: that roll is spent, no push of it stands (the attack's outcome is settled)."""
    attack = reading.answering(character_id, True, None)
    return attack is not None and attack.harmed


def spent_now(campaign: CampaignService, character_id: int) -> bool:
    """:func:`spent`, read from the campaign's session (for the dice dock's offers)."""
    if "threat" not in campaign.ruleset.features:
        return False
    return spent(reading_of(campaign), character_id)


def spent_in(tx: Tx, ctx: Context, character_id: int) -> bool:
    """:func:`spent`, read in a command's transaction (a push asked by key is refused)."""
    if ctx.game is None or "threat" not in ctx.ruleset.features:
        return False
    return spent(read(recent(tx.session, row_id(ctx.game)), lambda _name: None), character_id)


def answered(tx: Tx, ctx: Context, character_id: int, name: str, result: LogLine, success: bool | None,
             follow_up: bool, answers: int | None = None) -> LogLine | None:
    """The headline of a roll of ``character_id`` that answers a single attack on them (the roll made
    for the attack logged as ``answers``, or a push of that roll): its result and what came of the
    attack, "Success: 1 six — Ben fights off the single attack"; None for any other roll."""
    if success is None or ctx.game is None or "threat" not in ctx.ruleset.features:
        return None
    reading = read(recent(tx.session, row_id(ctx.game)), lambda _name: None)
    if reading.answering(character_id, follow_up, answers) is None:
        return None
    said = {"t": result.text, "ctx": "rules", "args": dict(result.args)}
    return LogLine(FOUGHT_OFF if success else GOT_THROUGH, {"result": said, "name": name})
