"""Time passing outside the rounds of a fight, in game time or in real time.

Lethal time limits (a twdu critical injury's hours) run down when the GM says time passes, or,
with the real-time clock on, one minute for every minute at the table.  One that runs out has its
effect (the character dies) and the characters dock alerts the GM.  Whole days give health back
to the hurt who ate each day, where the rules say so (:meth:`GameTimeService.meals` says whom the
GM is asked about; the same action and log line).  The rolls the time calls for (a load's
Endurance, a poison's hourly roll, a disease's daily one) are said, for whom and how many, on the
Time passes form before Enter (:meth:`GameTimeService.rolls_due`) and in the time's log line: the
GM rolls them in the dice dock, where each is set up in turn once the time has passed, the next
once the one before is rolled (:meth:`GameTimeService.rolls_to_set_up`).

Signals (on :class:`GameTimeService`): ``failed(str, str)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlmodel import col, select

from app.rules.base import Condition, Outcome, RulesError, Ruleset, Sheet, State
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import MINUTES
from app.services.characters import rule_lines
from app.services.checks import check_types
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damaged import damage_kept
from app.services.logtext import render
from app.services.refusals import refusal_text
from app.services.service import Service
from app.store.models import Character

MAX_MINUTES = MINUTES[1]  # 30 days
DAY = 1440
#: the ids of a time passing's meals that are no hurt living character of the campaign
NOT_FED = QT_TRANSLATE_NOOP("log", "Only a hurt living character is asked whether they ate as days pass.")
#: a count of days eaten that is not one of the days passing
DAYS_FED = QT_TRANSLATE_NOOP("log", "The days {name} ate are a number from 0 to {days}; nothing changed.")
#: the food a character ate, one a day, from the sheet's count (twdu's rations)
EATS = QT_TRANSLATE_NOOP("log", "{name} eats {count} {count|ration|rations}.")
#: one said to have eaten each day with fewer rations on the sheet than the days
TOO_FEW = QT_TRANSLATE_NOOP(
    "log", "{name} has {count} {count|ration|rations} for {days} {days|day|days}: add rations on the sheet, or "
           "clear the box of one who had no food; nothing changed.")
#: the undo of a time passing: what it gives back, each character's (:func:`given_back`)
UNDO_TIME = QT_TRANSLATE_NOOP("log", "{passed}, taken back: {back}")
#: one character's part of it: the pools it takes back, the food it puts back, what the rules said
GIVEN_BACK = QT_TRANSLATE_NOOP("log", "{name}: {parts}.")
#: a pool the undo takes back ("Health 3 → 1")
POOL_BACK = QT_TRANSLATE_NOOP("log", "{track} {now} → {was}")
#: the food eaten, back on the sheet
RATIONS_BACK = QT_TRANSLATE_NOOP("log", "{count} {count|ration|rations} back on the sheet")
#: what the rules said the time did to one (an injury healed, a time limit run out), no more so: said
#: after "taken back", not "Taken back" again for each (the undo's line read "Undone" three times in ru)
NO_LONGER = QT_TRANSLATE_NOOP("log", "no longer so: {line}")
#: the same as logs written before said it (their lines read in the GM's language as they were)
RULE_BACK = QT_TRANSLATE_NOOP("log", "Taken back: {line}")
#: a badge whose words the time changed, as the undo gives it back ("Broken arm: 6 days left → 8 days left")
BADGE_BACK = QT_TRANSLATE_NOOP("log", "{label}: {now} → {was}")
#: the redo of a time passing: what it does again, each character's, as its undo names what it gives back
REDO_TIME = QT_TRANSLATE_NOOP("log", "{passed}, done again: {again}")
#: the food eaten, off the sheet again
RATIONS_OFF = QT_TRANSLATE_NOOP("log", "{count} {count|ration|rations} eaten")
#: what a time passing did where nothing runs with time (no time limit, no roll due, no meal): the
#: GM's action still has its line, saying the time passed and that it changed no one
NOTHING_RUNS = QT_TRANSLATE_NOOP("log", "No time limit runs and no roll falls due: no one changes.")


@record(frozen=True)
class Meal:
    """One whom the days passing heal for the food eaten, as the GM is asked (ticked: ``fed``)."""

    id: int
    name: str
    fed: bool
    sick: bool
    #: the food on the sheet a day eaten spends (twdu's rations): None where the sheet counts none
    stock: int | None = None


@dataclass(eq=False, repr=False)
class PassTime(Command):
    minutes: int
    real_time: bool = False
    #: whether each hurt living character (by id) ate each day of the whole days passing (True), none
    #: (False), or on how many of them (a number: "ate 2 days of 3"); one left out eats as the
    #: rules' box starts (:class:`Meal`)
    meals: dict[int, bool | int] | None = None
    kind = "time"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if not 1 <= self.minutes <= MAX_MINUTES:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Let between 1 minute and 30 days pass."))
        lines: list[dict[str, Any]] = []
        back: list[dict[str, Any]] = []  # what its undo gives back, each character's
        again: list[dict[str, Any]] = []  # what its redo does again, each character's
        changed = 0
        fed = dict(self.meals or {})
        rows = tx.session.exec(
            select(Character).where(Character.campaign_id == ctx.campaign.id, col(Character.archived).is_(False))
        )
        for row in rows:
            if damage_kept(ctx.ruleset, row) is not None:  # a damaged record is passed by, never handed to the rules
                continue
            try:
                outcome = ctx.ruleset.time_passes(row.sheet, row.state, self.minutes)
                state = outcome.state
                said = [
                    {"t": "{name}: {line}", "ctx": "log", "args": {"name": row.name, "line": line}}
                    for line in rule_lines(outcome)
                ]
                meal = days_eaten(ctx.ruleset, row, state, self.minutes // DAY, fed)
                due = due_lines(ctx.ruleset, row, self.minutes)
            except RulesError as exc:
                raise CommandError(str(exc), "rules") from exc
            sheet = row.sheet
            timed = list(said)  # what the time limits did, as the rules said it
            if meal is not None:
                state = meal.outcome.state
                if meal.eaten:  # "one ration of food during that day", taken from the sheet's count
                    sheet = {**row.sheet, meal.food: meal.stock - meal.eaten}
                    said.append({"t": EATS, "ctx": "log", "args": {"name": row.name, "count": meal.eaten}})
                said += [{**line, "args": {**line["args"], "name": row.name}} for line in rule_lines(meal.outcome)]
            said += due  # the rolls the time calls for: said, the GM rolls them
            if state == row.state and sheet == row.sheet and not said:
                continue
            if state != row.state or sheet != row.sheet:
                eaten = meal.eaten if meal is not None else 0
                back += given_back(ctx.ruleset, row, state, eaten, timed)
                again += done_again(ctx.ruleset, row, state, eaten, timed)
                tx.touch(row)
                row.state = state
                row.sheet = sheet
                tx.save(row)
                changed += 1
            lines += said
        if fed:
            raise CommandError(NOT_FED)
        if not changed and not lines:  # the time passed all the same: said, with what it did (nothing)
            lines.append({"t": NOTHING_RUNS, "ctx": "log", "args": {}})
        args: dict[str, Any] = {"minutes": self.minutes}
        if self.real_time:
            text = QT_TRANSLATE_NOOP("log", "{minutes} min pass (real time)")
        elif self.minutes % 1440 == 0:  # said as the GM typed it: "3 days pass", not "4320 min pass"
            text = QT_TRANSLATE_NOOP("log", "{days} {days|day passes|days pass}")
            args["days"] = self.minutes // 1440
        elif self.minutes % 60 == 0:
            text = QT_TRANSLATE_NOOP("log", "{hours} {hours|hour passes|hours pass}")
            args["hours"] = self.minutes // 60
        else:
            text = QT_TRANSLATE_NOOP("log", "{minutes} min pass")
        undo = redo = ""
        label_args = dict(args)
        if back:  # its undo names what it gives back: "2 days pass, taken back: Ana: Health 3 → 1; …"
            undo, redo = UNDO_TIME, REDO_TIME  # and its redo what it does again, as much
            label_args.update(passed={"t": text, "ctx": "log", "args": args}, back=back, again=again)
        return LogEntry("time", text, {**args, "lines": lines}, label=text, label_args=label_args, undo_label=undo,
                        redo_label=redo)


def due_lines(rules: Ruleset, row: Character, minutes: int) -> list[dict[str, Any]]:
    """The rolls ``minutes`` call for with ``row`` (:meth:`Ruleset.rolls_due`), each a log line
    naming the character ("Ana: Poisoned: 2 hourly rolls … due; …")."""
    due = rules.rolls_due(row.sheet, rules.with_kind(row.kind, row.state), minutes)
    return [{"t": "{name}: {line}", "ctx": "log", "args": {"name": row.name, "line": line}}
            for line in rule_lines(Outcome(dict(row.state), due))]


def given_back(rules: Ruleset, row: Character, state: State, eaten: int,
               timed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What the undo of a time passing gives ``row`` back (``state``: after the time): each pool it
    takes back ("Health 3 → 1"), each badge's words it gives back (an injury's "6 days left → 8 days
    left"), the food eaten (``eaten``) back on the sheet, and what the rules said the time limits did
    (``timed``: an injury healed, a death) no more so."""
    parts = _changes(rules, row, state, back=True)
    if eaten:
        parts.append({"t": RATIONS_BACK, "ctx": "log", "args": {"count": eaten}})
    out = [{"t": GIVEN_BACK, "ctx": "log", "args": {"name": row.name, "parts": parts}}] if parts else []
    return out + [{"t": NO_LONGER, "ctx": "log", "args": {"line": line}} for line in timed]


def done_again(rules: Ruleset, row: Character, state: State, eaten: int,
               timed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What the redo of a time passing does ``row`` again, as :func:`given_back` says its undo: each
    pool ("Health 1 → 3"), each badge's words ("8 days left → 6 days left"), the food eaten, and what
    the rules said the time limits did."""
    parts = _changes(rules, row, state, back=False)
    if eaten:
        parts.append({"t": RATIONS_OFF, "ctx": "log", "args": {"count": eaten}})
    out = [{"t": GIVEN_BACK, "ctx": "log", "args": {"name": row.name, "parts": parts}}] if parts else []
    return out + list(timed)


def _changes(rules: Ruleset, row: Character, state: State, back: bool) -> list[dict[str, Any]]:
    """The pools and badges' words the time changed for ``row`` (``state``: after it), each "now → was"
    when ``back`` (its undo), "was → now" otherwise (its redo)."""
    parts: list[dict[str, Any]] = []
    try:
        was, now = rules.track_values(row.sheet, row.state), rules.track_values(row.sheet, state)
        tracks = rules.tracks(row.sheet)
        badges_was, badges_now = rules.conditions(row.sheet, row.state), rules.conditions(row.sheet, state)
    except RulesError:
        was, now, tracks, badges_was, badges_now = {}, {}, [], [], []
    for track in tracks:
        if track.key in was and track.key in now and was[track.key] != now[track.key]:
            ends = (now[track.key], was[track.key]) if back else (was[track.key], now[track.key])
            parts.append({"t": POOL_BACK, "ctx": "log",
                          "args": {"track": {"t": track.label}, "now": ends[0], "was": ends[1]}})
    before = {badge.key: badge for badge in badges_was}
    for badge in badges_now:
        old = before.get(badge.key)
        if old is None or old.label != badge.label:
            continue
        words_was, words_now = _badge_words(old), _badge_words(badge)
        if words_was is None or words_now is None or words_was == words_now:
            continue
        ends2 = (words_now, words_was) if back else (words_was, words_now)
        parts.append({"t": BADGE_BACK, "ctx": "log",
                      "args": {"label": {"t": badge.label, "ctx": "rules", "args": dict(badge.args)},
                               "now": ends2[0], "was": ends2[1]}})
    return parts


def _badge_words(badge: Condition) -> dict[str, Any] | None:
    """What a badge says beside its name (its short meaning, "6 days left", or its detail), to be
    translated; None for a badge that says nothing more."""
    words = badge.meaning or badge.detail
    if not words:
        return None
    return {"t": words, "ctx": "rules", "args": dict(badge.args)}


@record(frozen=True)
class Eaten:
    """What whole days did to one character for the food eaten: the rules' outcome, and the food
    spent from the sheet's count ``food`` (``stock`` before, ``eaten`` spent: one a day)."""

    outcome: Outcome
    food: str = ""
    stock: int = 0
    eaten: int = 0


def days_eaten(rules: Ruleset, row: Character, state: State, days: int,
               fed: dict[int, bool | int]) -> Eaten | None:
    """What ``days`` whole days did to ``row`` (``state``: after the time limits ran) for the food
    eaten (``fed``: by id, taken out of it; one left out eats as the rules' box starts), or None
    for one they do not heal.  Where the sheet counts the food, each day eaten spends one; one who
    has fewer than the days is refused, nothing changed."""
    if not days:
        return None
    kept = rules.with_kind(row.kind, state)
    healing = rules.heals_by_days(row.sheet, kept)
    if healing is None:
        return None
    ate = fed.pop(row.id, healing.fed) if row.id is not None else healing.fed
    if isinstance(ate, bool):  # each day, or none
        fed_days = days if ate else 0
    elif isinstance(ate, int) and 0 <= ate <= days:  # some of the days ("ate 2 days of 3")
        fed_days = ate
    else:
        raise CommandError(DAYS_FED, name=row.name, days=days)
    eaten = fed_days if healing.food else 0
    if eaten > healing.stock:
        raise CommandError(TOO_FEW, name=row.name, count=healing.stock, days=fed_days)
    return Eaten(rules.days_eaten(row.sheet, kept, days, fed_days), healing.food, healing.stock, eaten)


def _dead(rules: Ruleset, sheet: Sheet, state: State) -> bool:
    return rules.is_dead(sheet, state)


class GameTimeService(Service):

    def timers_running(self) -> bool:
        """Whether a minute passing would change anyone (some time limit is running)."""
        rules = self.campaign.ruleset
        with self.campaign._session() as s:
            for row in s.exec(
                select(Character).where(
                    Character.campaign_id == self.campaign.campaign_id, col(Character.archived).is_(False)
                )
            ):
                if damage_kept(rules, row) is None and rules.time_passes(row.sheet, row.state, 1).state != row.state:
                    return True
        return False

    def deaths(self, minutes: int) -> list[tuple[str, int]]:
        """Who ``minutes`` passing would kill (a lethal injury's time running out), and after how many
        minutes each dies, soonest first: said before the GM lets the time pass."""
        rules = self.campaign.ruleset
        if not 1 <= minutes <= MAX_MINUTES:
            return []
        out: list[tuple[str, int]] = []
        for row in self._rows():
            if damage_kept(rules, row) is not None or _dead(rules, row.sheet, row.state):
                continue
            try:
                if not _dead(rules, row.sheet, rules.time_passes(row.sheet, row.state, minutes).state):
                    continue
                low, high = 1, minutes  # the first minute that kills: time only runs on towards death
                while low < high:
                    middle = (low + high) // 2
                    if _dead(rules, row.sheet, rules.time_passes(row.sheet, row.state, middle).state):
                        high = middle
                    else:
                        low = middle + 1
            except RulesError:
                continue
            out.append((row.name, low))
        return sorted(out, key=lambda death: death[1])

    def meals(self, minutes: int) -> list[Meal]:
        """Whom ``minutes`` passing would heal for the food eaten each whole day, in the roster's
        order: each hurt living character still alive when the time limits have run, the box "ate
        each day" ticked as the rules start it, and whether a sickness keeps the health away.  None
        without a whole day, or in rules that heal no such way."""
        rules = self.campaign.ruleset
        if not DAY <= minutes <= MAX_MINUTES:
            return []
        out: list[Meal] = []
        for row in self._rows():
            if damage_kept(rules, row) is not None or row.id is None:
                continue
            try:
                after = rules.time_passes(row.sheet, row.state, minutes).state
                healing = rules.heals_by_days(row.sheet, rules.with_kind(row.kind, after))
            except RulesError:
                continue
            if healing is not None:
                out.append(Meal(int(row.id), row.name, healing.fed, healing.sick,
                                healing.stock if healing.food else None))
        return out

    def rolls_due(self, minutes: int) -> list[dict[str, Any]]:
        """The rolls ``minutes`` passing would call for, each line naming whose (a load's Endurance,
        a poison's hourly roll): said on the Time passes form before Enter.  None out of bounds."""
        rules = self.campaign.ruleset
        if not 1 <= minutes <= MAX_MINUTES:
            return []
        out: list[dict[str, Any]] = []
        for row in self._rows():
            if damage_kept(rules, row) is not None:
                continue
            try:
                out += due_lines(rules, row, minutes)
            except RulesError:
                continue
        return out

    def rolls_to_set_up(self, minutes: int) -> list[tuple[int, str, dict[str, Any]]]:
        """Each roll ``minutes`` passing would call for (:meth:`rolls_due`), in the order said there,
        as (whose, the dice dock's kind, its inputs): set up in the dice dock one after another once
        the time has passed (a poison's three hourly rolls: three).  None out of bounds."""
        rules = self.campaign.ruleset
        if not 1 <= minutes <= MAX_MINUTES:
            return []
        out: list[tuple[int, str, dict[str, Any]]] = []
        for row in self._rows():
            if damage_kept(rules, row) is not None or row.id is None:
                continue
            try:
                setups = rules.rolls_due_setups(row.sheet, rules.with_kind(row.kind, row.state), minutes)
            except RulesError:
                continue
            out += [(int(row.id), kind, dict(inputs)) for kind, inputs in setups]
        return out

    def roll_to_set_up(self, minutes: int) -> tuple[int, str, dict[str, Any]] | None:
        """The first of :meth:`rolls_to_set_up` (None for none)."""
        due = self.rolls_to_set_up(minutes)
        return due[0] if due else None

    def still_due(self, character_id: int, kind: str, minutes: int) -> bool:
        """Whether the character's state still calls for a roll of ``kind`` as ``minutes`` pass: a
        poison fought off by the roll before ("until you manage to successfully fight off the
        poison, or it kills you"), or one dead since, no longer does."""
        rules = self.campaign.ruleset
        row = next((r for r in self._rows() if r.id == character_id), None)
        if row is None or damage_kept(rules, row) is not None:
            return False
        try:
            setups = rules.rolls_due_setups(row.sheet, rules.with_kind(row.kind, row.state), minutes)
        except RulesError:
            return False
        return any(setup[0] == kind for setup in setups)

    def due_ended(self, character_id: int, kind: str) -> str:
        """Why the character's rolls of ``kind`` left are no longer due, in the GM's language ("Ben
        fought the poison off"); "" for one not found."""
        rules = self.campaign.ruleset
        row = next((r for r in self._rows() if r.id == character_id), None)
        if row is None:
            return ""
        try:
            text = rules.rolls_due_ended(row.sheet, rules.with_kind(row.kind, row.state), str(kind))
        except RulesError:
            return ""
        return render(text, {"name": row.name}, "rules")

    def _rows(self) -> list[Character]:
        """The campaign's characters not archived, as stored."""
        with self.campaign._session() as s:
            return list(s.exec(select(Character).where(
                Character.campaign_id == self.campaign.campaign_id, col(Character.archived).is_(False))))

    def pass_time(self, minutes: int, real_time: bool = False, meals: dict[int, bool | int] | None = None) -> bool:
        """Let ``minutes`` pass; ``meals``: who (by id) ate each day of the whole days, or on how
        many of them (those :meth:`meals` names; one left out eats as its box starts)."""
        try:
            command = PassTime(minutes, real_time, meals)
            check_types(command)
            self.campaign.execute(command)
        except CommandError as exc:
            self.failed.emit(exc.context, refusal_text(exc))  # its numbers and the name filled in
            return False
        return True

    def tick(self) -> bool:
        """One real minute: passes only when a time limit is running (no empty log lines)."""
        return self.timers_running() and self.pass_time(1, real_time=True)
