"""The log lines of a turn passed on, as the console's log shows them to a GM who may put the log
in front of the players: a line naming a fighter hidden from the players is secret.

A turn passed between two fighters the players see reads "Dov has acted; Kit is up", public.  A
turn a hidden fighter passes on ("Rook has acted; Walker is up", "Walker has acted; Ana Reyes is
up") is his doing: a secret line.  A turn passed to a hidden fighter by one the players see ("Dov
has acted; Rook is up", "Cal is down: turn skipped; Rook is up") is the GM's alone, secret as a
whole: the projector and the phones keep Dov up while Rook acts (:mod:`.seen_turn`), and the
public "Dov has acted" it was, followed by nothing, told the players that someone unseen acted.
The turn a hidden fighter passes to one they see is, in their copy of the log, the turn they saw
pass: "Dov has acted; Kit is up" from the last one they saw act (its payload's ``TOLD``, written
by an export without secrets in its place, :func:`app.export.events.public_twin`); so is the
round's end he brings ("Dov has acted. Round 1 ends; round 2 begins"), public as a round's end is.
With no one they saw act before him this round, they saw no turn pass: nothing is told."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import LogEntry
from app.services.gm_parts import GM_ONLY
from app.services.unseen_mark import NAMES_HIDDEN, TOLD, TOLD_BY

PASSED_ON = QT_TRANSLATE_NOOP("log", "{name} has acted; {next} is up")
ACTED = QT_TRANSLATE_NOOP("log", "{name} has acted")
STILL_WAITING = QT_TRANSLATE_NOOP("log", "{name} has acted; still waiting: {names}")
#: Undo's and the History's name of a turn passed: whose turn ended ("Next turn (Ana)" read as "next: Ana")
NEXT_TURN = QT_TRANSLATE_NOOP("log", "End of {name}'s turn")
#: the same name of a turn logged before it said whose turn ended (read from older campaigns)
OLD_NEXT_TURN = QT_TRANSLATE_NOOP("log", "Next turn ({name})")
#: N on the turn of one who fell during it (dead, out): passed over, not "has acted"
DOWN_PASSED = QT_TRANSLATE_NOOP("log", "{name} is down: turn skipped; {next} is up")
#: the same words for one passed over on the way to the next one up (or to the round's end),
#: after the line's dash
DOWN = SKIPPED = QT_TRANSLATE_NOOP("log", "{name} is down: turn skipped")
DOWN_WAITING = QT_TRANSLATE_NOOP("log", "{name} is down: turn skipped; still waiting: {names}")
#: a round ended (Ctrl+Alt+N, or N with only those who wait left) before some who could act had
#: their turn, after the line's dash: the GM ended it with no word of who was left out
NOT_ACTED = QT_TRANSLATE_NOOP("log", "{names} had not acted")
#: the players' copy of a turn a hidden fighter passed to one they see: the turn they saw pass, from
#: the last one they saw act (up on their screens while the hidden one acted)
SEEN_PASSED_ON = QT_TRANSLATE_NOOP("log", "{seen} has acted; {next} is up")
#: the same from one they saw passed over, down, before the hidden one
SEEN_DOWN_PASSED = QT_TRANSLATE_NOOP("log", "{seen} is down: turn skipped; {next} is up")


class Fighter(Protocol):
    """A combatant as a turn line reads it (a loaded row or a place in the order)."""

    @property
    def name(self) -> str: ...

    @property
    def state(self) -> dict[str, Any]: ...

    @property
    def acted(self) -> bool: ...


F = TypeVar("F", bound=Fighter)


def hidden(fighter: Fighter) -> bool:
    """Whether the fighter is hidden from the players (an NPC or a zombie not revealed)."""
    return bool((fighter.state or {}).get("hidden"))


def _line(acting: Fighter, text: str, args: dict[str, Any], secret: bool) -> LogEntry:
    return LogEntry("turn", text, {"name": acting.name, **args}, actor=acting.name, label=NEXT_TURN,
                    label_args={"name": acting.name}, secret=secret)


def last_seen(before: Sequence[F]) -> F | None:
    """The one the players' screens keep up while a hidden fighter acts: the last of ``before`` (those
    placed before him in the order) they see who has acted this round (:func:`.seen_turn.seen_turn`)."""
    return next((f for f in reversed(before) if not hidden(f) and f.acted), None)


def told(entry: LogEntry, acting: Fighter, following: Fighter, seen: Fighter | None, seen_down: bool = False
         ) -> LogEntry:
    """``entry``, the turn hidden ``acting`` passed to ``following``, whom the players see: in their
    copy, the turn they saw pass from ``seen`` (``seen_down``: passed over, down); the GM's line as
    it is.  Nothing told where they saw no one act before him this round."""
    if not hidden(acting) or hidden(following) or seen is None:
        return entry
    entry.args = {**entry.args, "seen": seen.name}
    entry.payload = {**entry.payload, NAMES_HIDDEN: True, TOLD: SEEN_DOWN_PASSED if seen_down else SEEN_PASSED_ON,
                     TOLD_BY: seen.name}
    return entry


def passed_on(acting: Fighter, following: Fighter, seen: Fighter | None = None, seen_down: bool = False) -> LogEntry:
    """N: ``acting`` has acted and ``following`` is up (``seen``, ``seen_down``: :func:`told`).  Given
    to someone hidden, the line is the GM's alone, whoever passed it."""
    entry = _line(acting, PASSED_ON, {"next": following.name}, secret=hidden(acting) or hidden(following))
    return told(entry, acting, following, seen, seen_down)


def passed_down(down: Fighter, following: Fighter, seen: Fighter | None = None, seen_down: bool = False) -> LogEntry:
    """N on the turn of ``down``, who can no longer act: the turn passes over them to ``following``
    (``seen``, ``seen_down``: :func:`told`).  Given to someone hidden, the line is the GM's alone."""
    entry = _line(down, DOWN_PASSED, {"next": following.name}, secret=hidden(down) or hidden(following))
    entry.payload = {"skipped": [down.name]} if not hidden(down) or entry.secret else {}
    return told(entry, down, following, seen, seen_down)


def with_skipped(entry: LogEntry, skipped: Sequence[Fighter]) -> LogEntry:
    """``entry`` saying, after its dash, whose turns it passed over because they cannot act ("Cal is
    down: turn skipped"); a public line names only those the players see.  The names are also kept
    in ``payload["skipped"]`` for the status bar."""
    said = [f for f in skipped if entry.secret or not hidden(f)]
    named = [f.name for f in said]
    if not named:
        return entry
    # a line told to the players as they saw it: those hidden from them the GM's alone there
    gm = {GM_ONLY: True} if entry.payload.get(TOLD) else {}
    extra = [{"t": SKIPPED, "ctx": "log", "args": {"name": f.name}, **(gm if hidden(f) else {})} for f in said]
    lines = entry.args.get("lines") or []
    entry.args = {**entry.args, "lines": [*lines, *extra]}
    entry.payload = {**entry.payload, "skipped": [*entry.payload.get("skipped", []), *named]}
    return entry


def with_not_acted(entry: LogEntry, fighters: Sequence[Fighter]) -> LogEntry:
    """The round's end ``entry`` saying first, after its dash, who could still act and had not had
    their turn ("Dov had not acted"); a public line names only those the players see, and one of
    them hidden makes it secret for his name (the GM's log shows it so; the players' copy, an
    export without secrets, is the line without him: :func:`app.export.events.public_twin`).  Every name
    is kept in ``payload["not_acted"]`` for the status bar (the GM's console)."""
    if not fighters:
        return entry
    entry.payload = {**entry.payload, "not_acted": [f.name for f in fighters]}
    named = [f.name for f in fighters if entry.secret or not hidden(f)]
    # those hidden from the players in a public line: a part the GM alone reads (the console shows
    # it after the line, as the status bar names them; an export without secrets leaves it out)
    unseen = [] if entry.secret else [f.name for f in fighters if hidden(f)]
    if unseen:  # his name in the GM's log: a line secret for it, whose players' copy leaves that part out
        entry.secret = True
        entry.payload = {**entry.payload, NAMES_HIDDEN: True}
    said = [{"t": NOT_ACTED, "ctx": "log", "args": {"names": ", ".join(names), "count": len(names)},
             **({GM_ONLY: True} if names is unseen else {})}
            for names in (named, unseen) if names]
    if said:
        entry.args = {**entry.args, "lines": [*said, *(entry.args.get("lines") or [])]}
    return entry


def still_waiting(acting: Fighter, waits: Sequence[Fighter], down: bool = False) -> LogEntry:
    """N with only those who wait left: the public line names those the players see; all of them
    are named in a secret one when the one who acted is hidden.  ``down``: the one whose turn it
    was fell during it, and is passed over ("Ana is down: turn skipped; still waiting: Ben")."""
    if hidden(acting):
        entry = _line(acting, DOWN_WAITING if down else STILL_WAITING,
                      {"names": ", ".join(w.name for w in waits)}, secret=True)
    else:
        seen = [w.name for w in waits if not hidden(w)]
        if not seen:
            entry = _line(acting, DOWN if down else ACTED, {}, secret=False)
        else:
            entry = _line(acting, DOWN_WAITING if down else STILL_WAITING, {"names": ", ".join(seen)}, secret=False)
    if down:
        entry.payload = {"skipped": [acting.name]}
    return entry
