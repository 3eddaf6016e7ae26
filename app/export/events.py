"""Which events an export holds, and each one as the words every format writes.

:func:`collect` reads a campaign's sessions and log, keeps the events the options ask for
(secret events and undone actions only on request) and renders each one once, in the export's
language: time, round, who, the line with its arithmetic, and the dice faces.  Every format
module writes the same :class:`ExportData`.  How a line is grouped, who acted, its dice and its
local time live in :mod:`app.services.logtext`, shared with the log dock.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from sqlalchemy.engine import Engine
from sqlmodel import Session, col, select

from app.export.campaign_start import start_states
from app.export.concealed import changes_text, conceal
from app.export.concealment import read_concealment
from app.export.file_numbers import FileNumbers
from app.export.gm_lines import gm_parts_gone
from app.export.health_labels import HealthLabels
from app.export.language import translator_for
from app.export.order_places import read_places
from app.export.players_rows import players_rows_text
from app.export.players_state import players_changes, players_text
from app.export.players_tallies import PlayersTallies
from app.export.swarm_draw import fewer_picks, picks_seen, players_threat
from app.export.tile_letters import TileLetters
from app.rules import get_ruleset
from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.campaign_row import CampaignRowError, check_campaign
from app.services.log import LogLine, read_changes_json, read_lines
from app.services.logtext import BOOKKEEPING, Translate, damaged_mark, dice_text, kind_group, local_time, render, who_of
from app.services.logtext import in_group as in_group  # the filters' rule, tested with the export's
from app.services.row_ids import row_id
from app.services.unseen_mark import AFTER_SECRET, NAMES_HIDDEN, SECRET_DICE, TOLD, TOLD_BY, chosen_secret
from app.store.models import Campaign, Character, GameSession

#: the column headings of the HTML page and the PDF
HEADINGS = (
    QT_TRANSLATE_NOOP("Export", "Time"),
    QT_TRANSLATE_NOOP("Export", "Round"),
    QT_TRANSLATE_NOOP("Export", "Who"),
    QT_TRANSLATE_NOOP("Export", "Event"),
    QT_TRANSLATE_NOOP("Export", "Dice"),
)


class ExportError(Exception):
    """An export that cannot be made; ``message`` is an English source in ``context`` (``Export``
    unless said), its placeholders filled from ``args_`` (see :func:`text`)."""

    def __init__(self, message: str, context: str = "Export", **args: Any) -> None:
        super().__init__(render(message, args, context, lambda _ctx, source: source))
        self.message = message
        self.context = context
        self.args_ = args

    def text(self, translate: Translate | None = None) -> str:
        """The message in the language of ``translate`` (the application's when None)."""
        return render(self.message, self.args_, self.context, *(() if translate is None else (translate,)))


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic garbage collection while an export runs.

    Reading a long log makes a few hundred thousand dicts and lists and no reference cycles; the
    collector would walk them all again and again as they pile up (a third of the export's time).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def clock(stamp: datetime) -> str:
    """HH:MM:SS in the local zone."""
    t = local_time(stamp)
    return f"{t.hour:02d}:{t.minute:02d}:{t.second:02d}"


def utc_iso(stamp: datetime) -> str:
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=UTC)
    elif stamp.tzinfo is not UTC:  # the store's times are read in UTC already
        stamp = stamp.astimezone(UTC)
    return stamp.isoformat()


@dataclass(frozen=True)
class ExportOptions:
    """What to export: sessions ``first``..``last`` by number (None: the latest), secrets, undone, language."""

    first: int | None = None
    last: int | None = None
    secrets: bool = False
    undone: bool = False
    language: str = "en"


@dataclass(slots=True)
class Row:
    """One event as every format writes it (not frozen: a frozen dataclass is built far more slowly)."""

    event: LogLine
    clock: str  # local HH:MM:SS
    round: str
    who: str
    line: str
    dice: str
    group: str

    @property
    def secret(self) -> bool:
        return self.event.secret

    @property
    def undone(self) -> bool:
        return self.event.undone

    @property
    def round_prefix(self) -> str:
        """The round put before the line ("Round 1 · …"), none where the line names that round
        itself ("Round 1 ends; round 2 begins" read «Раунд 1 · Раунд 1 окончен…»)."""
        if not self.round:
            return ""
        said = (self.event.args or {}).get("round") if isinstance(self.event.args, dict) else None
        if "{round}" in (self.event.text or "") and str(said) == self.round:
            return ""
        return self.round


@dataclass
class SessionLog:
    session: GameSession
    rows: list[Row]
    #: every event of the session (for the charts, which replay the row changes)
    all_events: list[LogLine] = field(default_factory=list)
    #: the campaign's latest session (its untouched characters are as they are now)
    latest: bool = False
    #: each event's row changes as JSON text, by event id, when asked for (the JSON file writes them as they are)
    changes_json: dict[int, str] | None = None
    #: the characters hidden from the players at some event of the session: no chart of theirs in an
    #: export without secrets (see :mod:`app.export.concealed`)
    concealed: set[int] = field(default_factory=set)
    #: who is hidden from the players just after an event (the export without secrets), for the charts
    hidden_at: Callable[[int], frozenset[int]] | None = None
    #: the campaign's state when the session began, when a later change tells it (None: as it is
    #: now), for the Threat chart (:mod:`app.export.campaign_start`)
    start_state: Mapping[str, Any] | None = None


@dataclass
class ExportData:
    campaign: Campaign
    ruleset: Ruleset
    characters: list[Character]
    sessions: list[SessionLog]
    options: ExportOptions
    lookup: Translate  # (context, source) → text in the export's language
    exported: datetime
    #: the export strings looked up so far, and each round's "round N" (asked for once per event)
    _seen: dict[str, str] = field(default_factory=dict, repr=False)
    _rounds: dict[str, str] = field(default_factory=dict, repr=False)

    def t(self, text: str, **args: Any) -> str:
        """An export string (context ``Export``) in the export's language, with its placeholders filled."""
        if args:  # "{count} events": the plural form for the count (see app.services.plurals)
            return render(text, args, "Export", self.lookup)
        line = self._seen.get(text)
        if line is None:
            line = self._seen[text] = self.lookup("Export", text)
        return line

    def title(self) -> str:
        return self.t(QT_TRANSLATE_NOOP("Export", "Session log of {campaign}"), campaign=self.campaign.name)

    def no_events(self) -> str:
        return self.t(QT_TRANSLATE_NOOP("Export", "No events."))

    def dice_label(self) -> str:
        return self.t(QT_TRANSLATE_NOOP("Export", "dice"))

    def round_text(self, number: str) -> str:
        text = self._rounds.get(number)
        if text is None:
            text = self._rounds[number] = self.t(QT_TRANSLATE_NOOP("Export", "Round {round}"), round=number)
        return text

    def footer(self) -> str:
        stamp = local_time(self.exported).strftime("%Y-%m-%d %H:%M")
        return self.t(QT_TRANSLATE_NOOP("Export", "Exported from Deadwatch on {date}"), date=stamp)

    def session_title(self, log: SessionLog) -> str:
        game = log.session
        if game.title:
            return self.t(
                QT_TRANSLATE_NOOP("Export", "Session {number}: {title}"), number=game.number, title=game.title
            )
        return self.t(QT_TRANSLATE_NOOP("Export", "Session {number}"), number=game.number)

    def session_times(self, log: SessionLog) -> str:
        game = log.session
        started = local_time(game.started).strftime("%Y-%m-%d %H:%M")
        if game.ended is None:
            return self.t(QT_TRANSLATE_NOOP("Export", "Started {time}"), time=started)
        ended = local_time(game.ended).strftime("%H:%M")
        return self.t(QT_TRANSLATE_NOOP("Export", "Started {time}, ended {end}"), time=started, end=ended)

    def count_text(self, log: SessionLog) -> str:
        return self.t(QT_TRANSLATE_NOOP("Export", "{count} events"), count=len(log.rows))

    def flags(self, row: Row) -> list[str]:
        out = []
        if row.secret:
            out.append(self.t(QT_TRANSLATE_NOOP("Export", "secret")))
        if row.undone:
            out.append(self.t(QT_TRANSLATE_NOOP("Export", "undone")))
        return out

    @property
    def rows(self) -> Iterable[Row]:
        for log in self.sessions:
            yield from log.rows


def hidden(event: LogLine, by_id: dict[int, LogLine], options: ExportOptions) -> bool:
    """Whether the options keep ``event`` out of the export.

    Undo and redo lines are bookkeeping: they follow the undone actions (shown only with them) and
    the secrecy of the action they name.
    """
    ref = by_id.get(event.ref_id) if event.ref_id is not None and event.kind in BOOKKEEPING else None
    # a line secret only for naming someone hidden from the players is written without him (public_twin)
    if not options.secrets and (chosen_secret(event.secret, event.payload)
                                or (ref is not None and chosen_secret(ref.secret, ref.payload))):
        return True
    return not options.undone and (event.undone or event.kind in BOOKKEEPING)


def replays_left_out(event: LogLine, by_id: dict[int, LogLine], written: Collection[int]) -> bool:
    """Whether ``event`` is the undo or redo of a line of the session that the players' copy leaves
    out ("Undo: Rook is hidden from the players"): secret as that line is, and left out with it."""
    return (event.kind in BOOKKEEPING and event.ref_id is not None and event.ref_id in by_id
            and event.ref_id not in written)


def public_twin(event: LogLine) -> LogLine:
    """A line secret on the console for naming someone hidden from the players, as an export
    without secrets starts from: a public line, which :func:`~app.export.concealed.conceal` then
    writes without him (:mod:`app.services.unseen_lines`)."""
    told = event.payload.get(TOLD) if isinstance(event.payload, dict) else None
    if not event.secret or chosen_secret(event.secret, event.payload):
        if told is None and not (isinstance(event.payload, dict) and AFTER_SECRET in event.payload):
            return event
        return replace(event, payload={k: v for k, v in event.payload.items()
                                       if k not in (TOLD, TOLD_BY, AFTER_SECRET)})
    if isinstance(told, str) and told:
        # the Threat step of a secret roll's mess-up: the step the players' screens showed, not why;
        # a turn a hidden fighter passed: the turn they saw pass, by the one they saw act (its Who)
        # (nothing of the line but what its twin says, and Edit → Undo's name of it)
        args = {k: v for k, v in event.args.items() if k == "lines" or re.search(r"\{" + re.escape(k) + r"[}|]", told)}
        by = event.payload.get(TOLD_BY)
        return replace(event, secret=False, text=told, args=args, actor=by if isinstance(by, str) else event.actor,
                       payload={k: v for k, v in event.payload.items() if k == "label"})
    return replace(event, secret=False,
                   payload={k: v for k, v in event.payload.items()
                            if k not in (NAMES_HIDDEN, SECRET_DICE, AFTER_SECRET)})


def make_row(event: LogLine, tr: Translate) -> Row:
    ctx = (event.payload or {}).get("ctx", "log")
    line = render(event.text, event.args, ctx, tr)
    return Row(
        event=event,
        clock=clock(event.time),
        round="" if event.round is None else str(event.round),
        who=who_of(event),
        line=damaged_mark(line, tr) if event.damaged else line,
        dice=dice_text(event.faces, tr),  # a swarm roll's "stress dice" in the export's language
        group=kind_group(event.kind),
    )


def choose_sessions(games: list[GameSession], options: ExportOptions) -> list[GameSession]:
    if not games:
        raise ExportError(QT_TRANSLATE_NOOP("Export", "This campaign has no session yet."))
    numbers = [g.number for g in games]
    first = options.first if options.first is not None else numbers[-1]
    last = options.last if options.last is not None else (first if options.first is not None else numbers[-1])
    if first > last:
        first, last = last, first
    chosen = [g for g in games if first <= g.number <= last]
    if not chosen:
        if first == last:
            raise ExportError(QT_TRANSLATE_NOOP("Export", "There is no session {number}."), number=first)
        raise ExportError(
            QT_TRANSLATE_NOOP("Export", "There is no session from {first} to {last}."), first=first, last=last
        )
    return chosen


def collect(engine: Engine, options: ExportOptions, changes: bool = True, changes_json: bool = False) -> ExportData:
    """Read what the options ask for from the campaign at ``engine``.

    ``changes=False`` skips the rows each action changed (only the JSON and the charts use them);
    ``changes_json`` reads them as JSON text instead (what the JSON file writes).
    """
    tr = translator_for(options.language)
    with paused_gc(), Session(engine) as s:
        campaign = s.exec(select(Campaign)).first()
        if campaign is None:
            raise ExportError(QT_TRANSLATE_NOOP("Export", "This database holds no campaign."))
        games = list(
            s.exec(select(GameSession).where(GameSession.campaign_id == campaign.id).order_by(col(GameSession.number)))
        )
        try:  # a ruleset, preset or house rule this Deadwatch does not know: said by name
            check_campaign(campaign)
        except CampaignRowError as exc:
            raise ExportError(exc.message, exc.context, **exc.args_) from exc
        chosen = choose_sessions(games, options)
        ruleset = get_ruleset(campaign.ruleset, campaign.preset, campaign.options)
        characters = list(
            s.exec(
                select(Character)
                .where(Character.campaign_id == campaign.id)
                .order_by(col(Character.position), col(Character.id))
            )
        )
        # without secrets, the characters hidden from the players are named in no line (app.export.concealed)
        concealment = None if options.secrets else read_concealment(s, characters)
        rolls = ruleset.roll_rules()
        if concealment is not None and rolls is not None:  # a roll against someone hidden: the roller's side
            concealment.told_alone = rolls.told_alone
            concealment.told_other = rolls.told_other
        # and a fight's places are counted among the fighters they see (app.export.order_places)
        places = None if concealment is None else read_places(s, concealment)
        # and the JSON numbers the characters and the fighters' rows 1, 2, 3 (app.export.file_numbers)
        numbers = FileNumbers() if concealment is None or places is None else FileNumbers.of(concealment, places.active)
        letters = TileLetters(ruleset, tr)
        tallies = PlayersTallies(s, row_id(campaign), ruleset.tallies if concealment is not None else (), characters)
        logs = []
        # the campaign's state when each session began (charts only: they read the row changes)
        starts = start_states(s, [row_id(g) for g in games], [row_id(g) for g in chosen]) if changes else {}
        for game in chosen:
            events = read_lines(s, "session_id = :sid", {"sid": game.id}, changes)
            stored_json = read_changes_json(s, row_id(game)) if changes_json else None
            by_id = {e.id: e for e in events}
            kept = [e for e in events if not hidden(e, by_id, options)]
            if concealment is not None and places is not None:
                kept = [public_twin(e) for e in kept]
                kept = [gm_parts_gone(e) for e in kept]  # what the GM's secret dice gave (app.export.gm_lines)
                shown = [c for c in (conceal(e, by_id, concealment) for e in kept) if c is not None]
                # every line public when written stays (each step of Ctrl+P too: the players saw it);
                # the undo or redo of a line the copy leaves out is as secret as that line
                shown = [c for c in shown if not replays_left_out(c, by_id, {e.id for e in shown})]
                # a lost round whose every pick struck someone hidden reads "lost", no "the GM picks 1";
                # one whose picks they read only some of counts those: "the GM picks 1", not 2
                counts = picks_seen(events, {e.id: e for e in shown})
                shown = [fewer_picks(c, counts[c.id]) if c.id in counts else c for c in shown]
                kept = [places.event(c, concealment.hidden_at(c.id)) for c in shown]
                # the Swarm Threat as they read it: an attack on someone hidden lowers it not at all
                kept = [players_threat(e) for e in kept]  # (app.export.swarm_draw)
                # a survivor's score and kills without what the GM's secret rolls added (app.export.players_tallies)
                kept = [tallies.event(int(game.number), e) for e in kept]
                # a damage's name counts no health points of one whose health they saw as a word
                labels = HealthLabels(events, characters, campaign.state, ruleset, stored_json,
                                      concealment.reveal_changes)
                kept = [labels.event(e) for e in kept]
                # a kind of furniture without the text's letter for it ("Furniture", not "Furniture (f)")
                kept = [letters.event(e) for e in kept]
                # numbered 1, 2, 3 as the players' copy holds them: no gap where a line was left out
                kept = [replace(e, seq=n, changes=players_changes(e.changes)) for n, e in enumerate(kept, start=1)]
            log = SessionLog(game, [make_row(e, tr) for e in kept], events, game is games[-1],
                             start_state=starts.get(row_id(game)))
            if stored_json is not None:
                log.changes_json = stored_json
            if concealment is not None and places is not None:
                log.concealed = concealment.hidden_in(e.id for e in events)
                log.hidden_at = concealment.hidden_at
                stored = log.changes_json if log.changes_json is not None else {}
                for row in log.rows if stored else ():
                    e = row.event
                    hidden_now = concealment.hidden_at(e.id)
                    # no phone link, no GM state (app.export.players_state), no character's record but
                    # his name (app.export.players_rows)
                    text = players_rows_text(players_text(stored.get(e.id, "")))
                    if hidden_now and text:
                        text = changes_text(text, hidden_now, concealment.pattern(hidden_now), concealment.owners)
                    if text:  # places among those seen, then characters and fighters by their numbers in the file
                        stored[e.id] = numbers.text(places.changes_text(e.id, text, hidden_now), hidden_now)
                    if numbers.active and numbers.names_any(e.payload):
                        row.event = replace(e, payload=numbers.value(e.payload, hidden_now))
            logs.append(log)
    return ExportData(campaign, ruleset, characters, logs, options, tr, datetime.now(UTC))
