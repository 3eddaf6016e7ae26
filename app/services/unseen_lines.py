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
nothing the players may read ("Rook joins the campaign") is left out there.  When the GM marks
such a line public, or secret again, by hand (Ctrl+Shift+H), the GM decides for it: the mark goes.

Left as written: a GM's note (the GM chose public or secret as it was typed), and a line that is
secret already.  A line taking an action back or redoing it is secret when it names someone hidden
then (undoing "Players see Rook" hides him again), or when the action was a secret the GM chose.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

from sqlalchemy import bindparam, select
from sqlmodel import Session

from app.services.command import LogEntry
from app.services.unseen_mark import NAMES_HIDDEN
from app.store.models import Character

#: the kinds of line written as the GM chose (public or secret), whoever they name
AS_WRITTEN = frozenset({"note", "secret"})

_CHARACTER = Character.__table__  # type: ignore[attr-defined]
#: the names of the campaign's characters hidden from the players (a plain statement, not the
#: ORM's: it is read at every line written)
_HIDDEN = select(_CHARACTER.c.name).where(_CHARACTER.c.campaign_id == bindparam("cid"),
                                          _CHARACTER.c.revealed.is_(False))
#: which of some names a character shown to the players has too
_SHOWN = select(_CHARACTER.c.name).where(_CHARACTER.c.campaign_id == bindparam("cid"),
                                         _CHARACTER.c.revealed.is_(True),
                                         _CHARACTER.c.name.in_(bindparam("names", expanding=True)))
_PATTERNS: dict[frozenset[str], re.Pattern[str]] = {}


def hidden_names(s: Session, campaign_id: int) -> frozenset[str]:
    """The names of the campaign's characters hidden from the players now (in ``s``'s transaction,
    with what the action changed written first: a plain statement does not flush the session)."""
    s.flush()
    return frozenset(str(name).strip() for (name,) in s.execute(_HIDDEN, {"cid": campaign_id}) if str(name).strip())


def shown_too(s: Session, campaign_id: int, names: frozenset[str]) -> frozenset[str]:
    """Those of ``names`` that a character the players see has too (an NPC named as a PC is)."""
    found = s.execute(_SHOWN, {"cid": campaign_id, "names": sorted(names)})
    return frozenset(str(name).strip() for (name,) in found)


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
    it names as acted on and its name in Edit → Undo, as one text."""
    parts: list[Any] = [entry.args, entry.actor, entry.target, entry.label_args]
    return json.dumps(parts, ensure_ascii=False, default=str)


def names_hidden(entry: LogEntry, names: frozenset[str]) -> bool:
    """Whether ``entry`` names one of ``names`` (characters hidden from the players)."""
    return bool(names) and bool(pattern_of(names).search(shown_parts(entry)))


def kept_from_players(s: Session, campaign_id: int, entry: LogEntry) -> LogEntry:
    """``entry``, secret (and marked :data:`NAMES_HIDDEN`) when it names someone hidden from the
    players as it is written; as it is otherwise."""
    if entry.secret or entry.kind in AS_WRITTEN:
        return entry
    hidden = hidden_names(s, campaign_id)
    if not names_hidden(entry, hidden):
        return entry
    # read again only for a line that names one: a name someone the players see has too is no secret
    if not names_hidden(entry, hidden - shown_too(s, campaign_id, hidden)):
        return entry
    return replace(entry, secret=True, payload={**entry.payload, NAMES_HIDDEN: True})
