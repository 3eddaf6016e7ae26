"""Log lines that name someone the players were not shown: secret on the GM's console.

A GM may put the console's log in front of the players.  A line that names a character hidden
from the players (an NPC or a zombie not revealed, anyone the GM hid again) at the moment it is
written — in its text, its Who, the one it names as acted on, or its name in Edit → Undo — is
therefore secret: "Rook joins the campaign", "Fight 1 begins (Brawl phases): Rook, Walker, Ana
Reyes, Ben", "Crawler 1, Crawler 2 join the fight", "Damage to Rook: 2", "Damage to Ben: 1 (by
Rook)", "Rook is hidden from the players", "Undo: Players see Rook (health: a word)".  The console
shows the GM the whole line, marked secret as any secret line is.

Such a line is secret for the names it holds, not by the GM's choice: ``payload[NAMES_HIDDEN]``
says so (:mod:`app.services.unseen_mark`).  An export without secrets does not leave it out as it
leaves out a secret the GM chose: it writes its public twin, the line the players may read, with
the hidden names left out or "someone unseen" in their place, in the export's language
(:mod:`app.export.concealed`): "Fight 1 begins (Brawl phases): Ana Reyes, Ben".  A line with
nothing the players may read ("Rook joins the campaign") is left out there, and so is every doing of
his own, whoever it is aimed at ("Rook declares Ranged combat against Ana Reyes"): only what the rules
did to someone the players see is said, without him ("Damage to Ana Reyes: 2").  When the GM marks
such a line public, or secret again, by hand (Ctrl+Shift+H), the GM decides for it: the mark goes.

Left as written: a GM's note (the GM chose public or secret as it was typed), and a line that is
secret already.  A line taking an action back or redoing it is secret when it names someone hidden
then (undoing "Players see Rook" hides him again), or when the action was a secret the GM chose.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from sqlmodel import Session

from app.services.command import LogEntry
from app.services.gm_parts import has_secret_dice, without_gm_parts
from app.services.unseen_mark import NAMES_HIDDEN, SECRET_DICE
from app.store.models import Character

#: the kinds of line written as the GM chose (public or secret), whoever they name
AS_WRITTEN = frozenset({"note", "secret"})

_PATTERNS: dict[frozenset[str], re.Pattern[str]] = {}


def names_now(s: Session, campaign_id: int, kept: Mapping[int, tuple[str, bool]],
              changes: Iterable[Mapping[str, Any]] = ()) -> tuple[frozenset[str], frozenset[str]]:
    """The names of the campaign's characters hidden from the players now, and of those shown: from
    ``kept`` (each character's name and whether the players see it, as last committed), the rows the
    action changed (``changes``, as an undo or a redo writes them) and the rows it holds in ``s`` as
    it left them (a reveal, a new NPC), without a query."""
    now = dict(kept)
    for change in changes:
        if change.get("table") != "character":
            continue
        cid, after = int(change["id"]), change.get("after")
        if after is None:
            now.pop(cid, None)
        else:
            name, revealed = now.get(cid, ("", False))
            now[cid] = (str(after.get("name", name)), bool(after.get("revealed", revealed)))
    for row in (*s.identity_map.values(), *s.new):
        if isinstance(row, Character) and row.id is not None and row.campaign_id == campaign_id:
            now[int(row.id)] = (row.name, bool(row.revealed))
    hidden = {name.strip() for name, revealed in now.values() if not revealed and name.strip()}
    shown = {name.strip() for name, revealed in now.values() if revealed and name.strip()}
    for row in s.new:  # a character the action makes has no id until it is flushed
        if isinstance(row, Character) and row.id is None and row.campaign_id == campaign_id and row.name.strip():
            (shown if row.revealed else hidden).add(row.name.strip())
    return frozenset(hidden), frozenset(shown)


def pattern_of(names: frozenset[str]) -> re.Pattern[str]:
    """One expression matching any of ``names`` as a whole word ("Walker", not "Walkers")."""
    found = _PATTERNS.get(names)
    if found is None:
        if len(_PATTERNS) > 64:
            _PATTERNS.clear()
        alternatives = "|".join(map(re.escape, sorted(names, key=len, reverse=True)))
        found = _PATTERNS[names] = re.compile(r"(?<!\w)(?:" + alternatives + r")(?!\w)")
    return found


def shown_parts(entry: LogEntry) -> str:
    """What of a line the console shows: its arguments (the names in its text), its Who, the one
    it names as acted on and its name in Edit → Undo, as one text; and whom a swarm's random victim
    was drawn among (the die's size on the console counts each of them).  Not its parts the GM alone
    reads (:mod:`app.services.gm_parts`: an import's characters hidden from the players, after a
    line of those they see), which no export for the players holds."""
    parts: list[Any] = [without_gm_parts(entry.args), entry.actor, entry.target, entry.label_args,
                        entry.payload.get("draw")]
    return json.dumps(parts, ensure_ascii=False, default=str)


def names_hidden(entry: LogEntry, names: frozenset[str]) -> bool:
    """Whether ``entry`` names one of ``names`` (characters hidden from the players)."""
    return bool(names) and bool(pattern_of(names).search(shown_parts(entry)))


def kept_from_players(s: Session, campaign_id: int, entry: LogEntry, kept: Mapping[int, tuple[str, bool]],
                      changes: Iterable[Mapping[str, Any]] = ()) -> LogEntry:
    """``entry``, secret (and marked :data:`NAMES_HIDDEN`) when it names someone hidden from the
    players as it is written; as it is otherwise.  ``kept``: who the players see, as last committed
    (:meth:`CampaignReads.who_is_shown <app.services.campaign_reads.CampaignReads.who_is_shown>`),
    with the rows the action changed (``changes``).  A line saying what the GM's secret dice gave (a
    critical injury's recovery time) is secret so too, marked :data:`SECRET_DICE` as well: its
    players' copy is the line without that part."""
    if entry.secret or entry.kind in AS_WRITTEN:
        return entry
    if has_secret_dice(entry.args):
        return replace(entry, secret=True, payload={**entry.payload, NAMES_HIDDEN: True, SECRET_DICE: True})
    hidden, shown = names_now(s, campaign_id, kept, changes)
    # a name someone the players see has too is no secret
    if not names_hidden(entry, hidden - shown):
        return entry
    return replace(entry, secret=True, payload={**entry.payload, NAMES_HIDDEN: True})
