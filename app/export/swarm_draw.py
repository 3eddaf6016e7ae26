"""A swarm fight's lost round as the players' copy of the log gives it, when its random victim was
drawn among fighters one of whom the players were not shown.

The GM's pick after a lost round ("The dead win round 1: Swarm attack: a single attack on a random
victim — Single attack on Rook (random die)") draws its victim with a die as big as the count of
those fighting: a "d3" among Ana, Rook and Mia tells the table that a third, unseen one fights.  In
an export without secrets (:func:`app.export.concealed.conceal`):

* such a line shows no dice at all (the die's size, or its face, would count or point at him);
* an attack whose victim is hidden is not there at all: not its pick, not its line, not its entry in
  the payload ("Single attack on someone unseen" would tell the table that someone unseen fights);
  a line with nothing left of the GM's picks is left out whole;
* an attack on someone the players see stays, with his name ("Single attack on Ana Reyes").

The line's payload says whom the victim was drawn among (``draw``, written since the projector and
the phones stopped telling of an unseen victim).  An older line without it cannot say whom its die
counted: written while someone was hidden from the players, it shows no dice (a "d3" among Ana, Rook
and Mia would count Rook), and no pool is made up for it; its attacks on someone they see stay named.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.log import LogLine
from app.services.logtext import BOOKKEEPING

#: the line of the GM's picks after a lost round (app.services.swarm.after_round)
LOST_ROUND = "The dead win round {round}: {picks}"
#: its lines of an attack on one victim, each naming him as ``name``
ATTACK_LINES = frozenset({
    "Single attack on {name}, the only one fighting",
    "Mass attack on {name}, the only one fighting: no roll to avoid it",
    "Single attack on {name} (die from the table)",
    "Single attack on {name} (random die)",
    "Mass attack on {name} (die from the table), no roll to avoid it",
    "Mass attack on {name} (random die), no roll to avoid it",
})


def _hidden(pattern: re.Pattern[str], name: Any) -> bool:
    return isinstance(name, str) and bool(name.strip()) and bool(pattern.fullmatch(name.strip()))


def _kept_picks(picks: list[Any], chosen: list[Any], attacks: list[dict[str, Any]],
                pattern: re.Pattern[str]) -> tuple[list[Any], list[Any]]:
    """The GM's picks (their labels, their values) but those whose attack fell on a hidden one."""
    waiting = list(attacks)
    labels, values = [], []
    for label, value in zip(picks, chosen, strict=True):
        attack = next((a for a in waiting if a.get("kind") == value), None)
        if attack is not None:
            waiting.remove(attack)
            if _hidden(pattern, attack.get("victim")):
                continue
        labels.append(label)
        values.append(value)
    return labels, values


def unseen_draw(event: LogLine, pattern: re.Pattern[str]) -> LogLine | None:
    """``event`` without what tells of a hidden fighter drawn among (or struck by) a swarm's attack;
    None when nothing of it is left for the players; ``pattern``: the hidden names."""
    payload = event.payload if isinstance(event.payload, dict) else {}
    attacks = [a for a in payload.get("attacks") or [] if isinstance(a, dict)]
    if event.text != LOST_ROUND or not attacks:
        return event
    draw = payload.get("draw")
    drawn = str(draw.get("names", "")).split(", ") if isinstance(draw, dict) else []
    struck = [a for a in attacks if _hidden(pattern, a.get("victim"))]
    if not struck and not any(_hidden(pattern, n) for n in drawn):
        # a line written before the draw was kept, while someone was hidden: its die may count him
        return event if isinstance(draw, dict) or not event.faces else replace(event, faces=[])
    args = dict(event.args)
    kept: dict[str, Any] = {**payload, "attacks": [a for a in attacks if a not in struck]}
    lines = args.get("lines")
    if isinstance(lines, list):
        args["lines"] = [line for line in lines if not (
            isinstance(line, dict) and line.get("t") in ATTACK_LINES and isinstance(line.get("args"), dict)
            and _hidden(pattern, line["args"].get("name")))]
    picks, chosen = args.get("picks"), payload.get("picks")
    if struck and isinstance(picks, list) and isinstance(chosen, list) and len(picks) == len(chosen):
        args["picks"], kept["picks"] = _kept_picks(picks, chosen, attacks, pattern)
        if not args["picks"]:
            return None
    singles = [v for v in payload.get("single_attacks") or []
               if not (isinstance(v, dict) and _hidden(pattern, v.get("name")))]
    if singles:
        kept["single_attacks"] = singles
    else:
        kept.pop("single_attacks", None)
    return replace(event, args=args, payload=kept, faces=[])


#: the payload's count of the swarm's attacks on fighters hidden from the players that the line's
#: Swarm Threat leaves out (app.services.swarm.unseen_attacks)
UNSEEN = "unseen_attacks"
#: the payload's mark of a swarm round a fighter hidden from the players rolled in (its total counts him)
UNSEEN_ROLLED = "unseen_rolled"
#: the nested line of a lost round that says the Swarm Threat after the GM's picks
THREAT_NOW = "Swarm Threat now {value}"
#: a swarm round's line (app.services.swarm.round) and the same round without its numbers, as the
#: players read one that something hidden from them took part in
ROUND_LINE = "Swarm round {round}: {total} {total|success|successes} against Swarm Threat {needed} — {outcome}"
ROUND_BARE = QT_TRANSLATE_NOOP("log", "Swarm round {round} — {outcome}")
#: a push of a roll in such a round (app.services.swarm.push) and the push without the round's numbers
PUSH_LINE = ("{name} pushes the swarm roll ({skill}): {dice}; stress {before} → {after}. Round {round}: "
             "{total} {total|success|successes} against Swarm Threat {needed} — {outcome}")
PUSH_BARE = QT_TRANSLATE_NOOP("log", "{name} pushes the swarm roll ({skill}): {dice}; stress {before} → {after}. "
                              "Round {round} — {outcome}")
#: each line whose numbers go, and its line without them
BARE = {ROUND_LINE: ROUND_BARE, PUSH_LINE: PUSH_BARE}
#: a round's nested lines of the free success one that almost made it earns: in a round something hidden
#: took part in, "Almost made it" would tell that the hidden one scored (the players' own dice may show
#: no six), and the next round's free success would say the same of the round before
FREE_LINES = frozenset({"Almost made it: one free success next round", "{count} free success from the last round"})


def bare_round(event: LogLine) -> LogLine:
    """A swarm round's line (or a push's in it) that a fighter hidden from the players rolled in, or that was rolled
    against a Swarm Threat lowered by attacks on hidden fighters: its outcome and the rolls of those
    they see, neither its total nor the Swarm Threat it needed ("3 successes against Swarm Threat 4
    — won" would not add up for them, and a total would count the hidden one's successes), nor the
    free success it earned or used (:data:`FREE_LINES`)."""
    payload = event.payload if isinstance(event.payload, dict) else {}
    kept = {k: v for k, v in payload.items() if k not in (UNSEEN, UNSEEN_ROLLED, "total")}
    args = {k: v for k, v in event.args.items() if k not in ("total", "needed")}
    lines = args.get("lines")
    if isinstance(lines, list):
        args["lines"] = [line for line in lines if not (isinstance(line, dict) and line.get("t") in FREE_LINES)]
    return replace(event, text=BARE[event.text], args=args, payload=kept)


def count_of(payload: dict[str, Any]) -> int:
    """The attacks on hidden fighters a line's payload says its Swarm Threat leaves out."""
    value = payload.get(UNSEEN)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _added(value: Any, count: int) -> Any:
    return value + count if isinstance(value, int) and not isinstance(value, bool) else value


def players_threat(event: LogLine) -> LogLine:
    """``event`` with the Swarm Threat the players read: a swarm round's ("…against Swarm Threat 6",
    the Swarm Threat it needed) and a lost round's "Swarm Threat now 6" count back the attacks on
    fighters hidden from them, which they were never told of, so the number does not fall for them
    (as on the projector and the phones); the count itself is not written out.  A line without the
    count (none made, or written before it was kept) stays as it is."""
    payload = event.payload if isinstance(event.payload, dict) else {}
    if event.text in BARE and (payload.get(UNSEEN_ROLLED) or count_of(payload) > 0):
        return bare_round(event)
    if UNSEEN_ROLLED in payload:
        payload = {k: v for k, v in payload.items() if k != UNSEEN_ROLLED}
        event = replace(event, payload=payload)
    if UNSEEN not in payload:
        return event
    count = payload[UNSEEN]
    kept = {k: v for k, v in payload.items() if k != UNSEEN}
    if not isinstance(count, int) or isinstance(count, bool) or count <= 0:
        return replace(event, payload=kept)
    args = dict(event.args)
    if "needed" in args:
        args["needed"] = _added(args["needed"], count)
    lines = args.get("lines")
    if isinstance(lines, list):
        args["lines"] = [
            {**line, "args": {**line["args"], "value": _added(line["args"].get("value"), count)}}
            if isinstance(line, dict) and line.get("t") == THREAT_NOW and isinstance(line.get("args"), dict)
            else line
            for line in lines
        ]
    return replace(event, args=args, payload=kept)


#: a lost round's outcome while the GM picks what the dead do, and the same outcome once nothing of
#: the picks is the players' (every one an attack on someone hidden from them)
PICKING = "lost: the GM picks {picks}"
LOST = QT_TRANSLATE_NOOP("log", "lost")


def picks_seen(events: Iterable[LogLine], shown: Mapping[int, LogLine]) -> dict[int, int]:
    """The lines of a lost swarm round (the round's, a push's in it) saying "lost: the GM picks 2"
    whose picks' line the players' copy gives with fewer picks (``shown``: the lines it keeps, by id,
    as it gives them: an attack on someone hidden from them left out), each with the count they read
    there (0: none of it kept, or the line left out whole).  ``events``: the session's lines in
    order; a pick undone waits for the one made again."""
    waiting: dict[Any, list[int]] = {}
    counts: dict[int, int] = {}
    for event in events:
        if event.undone or event.kind in BOOKKEEPING:
            continue
        outcome = event.args.get("outcome")
        if event.text in BARE and isinstance(outcome, dict) and outcome.get("t") == PICKING:
            waiting.setdefault(event.args.get("round"), []).append(event.id)
        elif event.text == LOST_ROUND and event.args.get("round") in waiting:
            lines = waiting.pop(event.args.get("round"))
            written, theirs = event.args.get("picks"), shown.get(event.id)
            seen = theirs.args.get("picks") if theirs is not None else []
            count = len(seen) if isinstance(seen, list) else None
            if count is not None and (theirs is None or not isinstance(written, list) or count < len(written)):
                counts.update(dict.fromkeys(lines, count))
    return counts


def fewer_picks(event: LogLine, count: int) -> LogLine:
    """A lost round's line with the count of picks the players read in the picks' line: "the GM
    picks 1" where two were made and one struck someone hidden from them; with none of them theirs,
    simply "lost" (:func:`unpicked_round`)."""
    outcome = event.args.get("outcome")
    if count <= 0 or not isinstance(outcome, dict):
        return unpicked_round(event)
    said = {**outcome, "args": {**(outcome.get("args") or {}), "picks": count}}
    return replace(event, args={**event.args, "outcome": said})


def unpicked_round(event: LogLine) -> LogLine:
    """A lost round's line whose picks the players do not read: "Swarm round 1 — lost"."""
    return replace(event, args={**event.args, "outcome": {"t": LOST, "ctx": "log"}})
