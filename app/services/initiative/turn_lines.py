"""The log lines of a turn passed on, as the console's log shows them to a GM who may put the log
in front of the players: a line naming a fighter hidden from the players is secret.

A turn passed between two fighters the players see reads "Dov has acted; Kit is up", public.  A
turn a hidden fighter passes on ("Rook has acted; Walker is up", "Walker has acted; Ana Reyes is
up") is his doing: a secret line.  A turn passed to a hidden fighter by one the players see reads
"Dov has acted", public, without the one up (the players do not learn that someone hidden is up;
the fight list tells the GM).  The export without secrets leaves them out as it always has."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import LogEntry
from app.services.gm_parts import GM_ONLY

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


class Fighter(Protocol):
    """A combatant as a turn line reads it (a loaded row or a place in the order)."""

    @property
    def name(self) -> str: ...

    @property
    def state(self) -> dict[str, Any]: ...


def hidden(fighter: Fighter) -> bool:
    """Whether the fighter is hidden from the players (an NPC or a zombie not revealed)."""
    return bool((fighter.state or {}).get("hidden"))


def _line(acting: Fighter, text: str, args: dict[str, Any], secret: bool) -> LogEntry:
    return LogEntry("turn", text, {"name": acting.name, **args}, actor=acting.name, label=NEXT_TURN,
                    label_args={"name": acting.name}, secret=secret)


def passed_on(acting: Fighter, following: Fighter) -> LogEntry:
    """N: ``acting`` has acted and ``following`` is up."""
    if not hidden(acting) and hidden(following):
        return _line(acting, ACTED, {}, secret=False)
    return _line(acting, PASSED_ON, {"next": following.name}, secret=hidden(acting))


def passed_down(down: Fighter, following: Fighter) -> LogEntry:
    """N on the turn of ``down``, who can no longer act: the turn passes over them to ``following``."""
    if not hidden(down) and hidden(following):
        entry = _line(down, DOWN, {}, secret=False)
    else:
        entry = _line(down, DOWN_PASSED, {"next": following.name}, secret=hidden(down))
    entry.payload = {"skipped": [down.name]} if not hidden(down) or entry.secret else {}
    return entry


def with_skipped(entry: LogEntry, skipped: Sequence[Fighter]) -> LogEntry:
    """``entry`` saying, after its dash, whose turns it passed over because they cannot act ("Cal is
    down: turn skipped"); a public line names only those the players see.  The names are also kept
    in ``payload["skipped"]`` for the status bar."""
    named = [f.name for f in skipped if entry.secret or not hidden(f)]
    if not named:
        return entry
    extra = [{"t": SKIPPED, "ctx": "log", "args": {"name": name}} for name in named]
    lines = entry.args.get("lines") or []
    entry.args = {**entry.args, "lines": [*lines, *extra]}
    entry.payload = {**entry.payload, "skipped": [*entry.payload.get("skipped", []), *named]}
    return entry


def with_not_acted(entry: LogEntry, fighters: Sequence[Fighter]) -> LogEntry:
    """The round's end ``entry`` saying first, after its dash, who could still act and had not had
    their turn ("Dov had not acted"); a public line names only those the players see.  Every name
    is kept in ``payload["not_acted"]`` for the status bar (the GM's console)."""
    if not fighters:
        return entry
    entry.payload = {**entry.payload, "not_acted": [f.name for f in fighters]}
    named = [f.name for f in fighters if entry.secret or not hidden(f)]
    # those hidden from the players in a public line: a part the GM alone reads (the console shows
    # it after the line, as the status bar names them; an export without secrets leaves it out)
    unseen = [] if entry.secret else [f.name for f in fighters if hidden(f)]
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
