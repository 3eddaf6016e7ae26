"""Who the players had not been shown, event by event: what an export without secrets leaves out.

A character the GM hides from the players (an NPC or a zombie until revealed, anyone the GM hides
again: ``Character.revealed``) must not be named in an export the players may be given.  Whether
a character was hidden is read at each event, from the row changes that set ``revealed`` (its
creation, Players see…, …is hidden, an edit) and the undo and redo lines of those actions, so an
NPC revealed in session 3 is still kept out of session 1's lines, and the line "Rook is hidden from
the players" is itself left out.

A line is the players' when no one it names was hidden at its moment: the line that shows him is
theirs, and so is every line after it, until a line hides him again.  A reveal the GM took back
at once (V, then V again, or Ctrl+Z) is no exception: the players saw him on the projector and their
phones, and the line that showed him was public on the GM's console, so it is in their log; the
line that hides him again (or the undo) is secret and is not.  The rule has no exception: every
line public when it was written reaches the players' copy (a line naming someone hidden as its
public twin); a line kept from them was secret on the console.

A line the console keeps secret only for naming someone hidden (:mod:`app.services.unseen_lines`:
"Fight 1 begins (Brawl phases): Rook, Walker, Ana Reyes") comes here as a public line, and what
follows makes its public twin ("Fight 1 begins (Brawl phases): Ana Reyes").

In an export without secrets (:func:`conceal`):

* his own doings (his declaration, his shot, his turn, his first aid: an event whose actor he is,
  whoever it is aimed at) and what the GM did to him alone (his wounds, the line that hides him) are
  left out, like a secret: "someone unseen declares Close combat against Ana Reyes" would tell the
  players someone unseen acts;
* what the rules did to someone the players see by his doing (the damage Ana took from him, Mia
  healed by his first aid) is said as its effect alone: the line stays, with no one in its Who;
* what someone the players see did to him stays, said against no one: Kit's shot at the hidden
  walker reads "Kit rolls Shot: …", a declaration against him "Ana Reyes declares Close combat", her
  words left out too when they name him; what it did to him (his wound, his health) is his, and is
  left out like every line of his health;
* in a list of names (an argument ``names``: a fight's fighters, those still to act) he is left
  out, with no "someone unseen" in his place: the players do not learn that someone hidden is
  there, and a line whose list is left empty is left out whole; so is his extra line ("Rook:
  initiative 1" in an initiative line), his dice, and the "Rook is up" of a turn passed to him
  ("Dov has acted; Rook is up" reads "Dov has acted"); a swarm's attack on him is not there at all,
  and no die of a swarm's random victim drawn among him and others is (:mod:`app.export.swarm_draw`);
* a melee exchange leaves his dice out and reads as won by the others alone when he lost it; one he
  won says only what it did to those the players see (their damage lines); a melee group with him
  alone on one side is left out of the groups (:mod:`app.export.unseen`);
* any other line that could only name him as "someone unseen" is left out: the players' copy names
  no one unseen, not even so; his name goes from the payload (with Edit → Undo's name of the line
  when it names him), and his own rows, and the rows that are his (a fighter of a fight, with its
  initiative and place in the order), are taken out of its row changes;
* the charts draw a character hidden at some event of the session only at the lines he was shown
  at, from the line that shows him (:mod:`app.export.seen_tracks`).

A log written before V recorded the character's row in the line that shows him holds that reveal
in the line alone: it is read from there (:mod:`app.export.old_reveals`).
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from sqlmodel import Session

from app.export.extras_gone import read_gone, seen_gone
from app.export.old_reveals import REVEAL_LINES, recorded_reveals
from app.export.recount import counted, recount, relabelled
from app.export.swarm_draw import unseen_draw
from app.export.unseen import Unseen, recounted, unseen_left
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.log import LogLine, read_lines
from app.services.logtext import BOOKKEEPING
from app.services.name_lists import joined, split
from app.services.row_ids import row_id
from app.services.unseen_mark import EFFECTS
from app.store.models import Character

_CHARACTER_ROW = re.compile(r'"table":"character","id":(\d+)')
_ROW = re.compile(r'"table":"(\w+)","id":(\d+)')


@dataclass
class Concealment:
    """Each character's ``revealed`` over the log: ``changes[cid]`` = [(event id, revealed after it)]
    in order, ``start[cid]`` its value before the first of them, ``names[cid]`` every name it had."""

    changes: dict[int, list[tuple[int, bool]]] = field(default_factory=dict)
    start: dict[int, bool] = field(default_factory=dict)
    names: dict[int, set[str]] = field(default_factory=dict)
    #: (table, row id) → the character the row is of (a fighter of a fight: its ``character_id``)
    owners: dict[tuple[str, int], int] = field(default_factory=dict)
    #: a fight's end line → the extras it took off the roster (app.export.extras_gone)
    gone: dict[int, list[int]] = field(default_factory=dict)
    #: the row changes of the lines that showed or hid someone, by line id (read here whatever the
    #: export reads: whose health the players saw how follows them, app.export.health_shown)
    reveal_changes: dict[int, list[Any]] = field(default_factory=dict)
    _patterns: dict[frozenset[int], re.Pattern[str] | None] = field(default_factory=dict, repr=False)
    _points: list[tuple[int, frozenset[int]]] | None = field(default=None, repr=False)

    def hidden_at(self, event_id: int) -> frozenset[int]:
        """The characters hidden from the players just after event ``event_id``."""
        if self._points is None:
            self._points = self._timeline()
        at = bisect_right(self._points, event_id, key=lambda point: point[0]) - 1
        return self._points[at][1]

    def _timeline(self) -> list[tuple[int, frozenset[int]]]:
        """(event id, who is hidden from then on), from before the first event."""
        hidden = {cid for cid, shown in self.start.items() if not shown}
        points = [(-1, frozenset(hidden))]
        for event_id, cid, shown in sorted((at, cid, shown) for cid, moves in self.changes.items()
                                           for at, shown in moves):
            (hidden.discard if shown else hidden.add)(cid)
            if points[-1][0] == event_id:
                points[-1] = (event_id, frozenset(hidden))
            else:
                points.append((event_id, frozenset(hidden)))
        return points

    def hidden_in(self, event_ids: Iterable[int]) -> set[int]:
        """The characters hidden from the players at any of ``event_ids``."""
        found: set[int] = set()
        for event_id in event_ids:
            found |= self.hidden_at(event_id)
        return found

    def pattern(self, hidden: frozenset[int]) -> re.Pattern[str] | None:
        """One expression matching any name of the ``hidden`` characters as a whole word."""
        if hidden not in self._patterns:
            names = sorted({n for cid in hidden for n in self.names.get(cid, ()) if n.strip()}, key=len, reverse=True)
            self._patterns[hidden] = (
                re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, names)) + r")(?!\w)") if names else None
            )
        return self._patterns[hidden]


def _retire(found: Concealment, cid: int, event_id: int) -> None:
    """Character ``cid``, taken away at ``event_id`` (deleted, or his making undone), kept apart under an
    id of his own: SQLite gives his row's id to the next character made, and his names and reveals are
    not that one's (an import undone leaves "Lena Ruiz" on the id the next import gives Carla Soto,
    and every line naming Lena after her new import would have been read as naming Carla, hidden).
    His names count as hidden no more from then on: no line can name him after he is gone."""
    if cid not in found.names and cid not in found.changes:
        return
    retired = -1 - sum(1 for known in found.names if known < 0)
    found.names[retired] = found.names.pop(cid, set())
    found.changes[retired] = [*found.changes.pop(cid, []), (event_id, True)]
    found.start[retired] = found.start.get(cid, False)


def read_concealment(s: Session, characters: list[Character]) -> Concealment:
    """Every change of who was revealed, from the campaign's whole log (not only the exported sessions)."""
    found = Concealment(gone=read_gone(s))
    for character in characters:
        found.start[row_id(character)] = bool(character.revealed)
    # the JSON column read as its text (PostgreSQL has no LIKE on json)
    for event in read_lines(s, "CAST(changes AS TEXT) LIKE :owned", {"owned": '%"character_id"%'}, changes=True):
        for change in event.changes:
            if isinstance(change, dict) and change.get("table") != "character":
                for side in (change.get("before"), change.get("after")):
                    if isinstance(side, dict) and isinstance(side.get("character_id"), int):
                        found.owners[(str(change.get("table")), int(change["id"]))] = side["character_id"]
    # the lines that changed a character's ``revealed``, and the reveals' own lines (an older log's
    # reveal by V recorded no character row: app.export.old_reveals)
    setting = read_lines(s, "CAST(changes AS TEXT) LIKE :revealed OR text IN :reveals",
                         {"revealed": '%"revealed"%', "reveals": list(REVEAL_LINES)}, changes=True)
    by_id = {e.id: e for e in setting}
    found.reveal_changes = {int(e.id): list(e.changes) for e in setting if e.changes}
    replays = read_lines(s, "kind IN ('undo', 'redo') AND ref_id IN :ids", {"ids": list(by_id)}) if by_id else []
    known: set[int] = set()
    for event in sorted([*setting, *replays], key=lambda e: e.id):
        ref = by_id.get(event.ref_id) if event.kind in BOOKKEEPING and event.ref_id is not None else None
        source = ref if ref is not None else event
        for change in source.changes:
            if not isinstance(change, dict) or change.get("table") != "character":
                continue
            cid = int(change["id"])
            before, after = change.get("before"), change.get("after")
            if ref is not None and event.kind == "undo":
                before, after = after, before
            if after is None and isinstance(before, dict):  # taken away: his id may be given to another
                _retire(found, cid, event.id)
                known.discard(cid)
                continue
            if isinstance(after, dict) and "name" in after:
                found.names.setdefault(cid, set()).add(str(after["name"]))
            if not isinstance(after, dict) or "revealed" not in after:
                continue
            if cid not in known:
                known.add(cid)
                if isinstance(before, dict) and "revealed" in before:
                    found.start[cid] = bool(before["revealed"])
                else:  # created here: hidden until then (no line could name it before)
                    found.start[cid] = bool(after["revealed"])
            found.changes.setdefault(cid, []).append((event.id, bool(after["revealed"])))
        if source.text not in REVEAL_LINES:
            continue
        applied = source.changes if ref is None or event.kind != "undo" else [
            {**c, "before": c.get("after"), "after": c.get("before")} if isinstance(c, dict) else c
            for c in source.changes]
        for cid, (was, now) in recorded_reveals(applied, found.owners).items():
            if cid not in known:
                known.add(cid)
                found.start[cid] = was
            found.changes.setdefault(cid, []).append((event.id, now))
    for character in characters:  # each name a character bears now is his
        found.names.setdefault(row_id(character), set()).add(character.name)
    return found


#: the arguments that are a list of names joined with ", " (a fight's fighters, those still to act)
LISTS = ("names",)
#: the argument that holds a line's extra lines, one per fighter ("Kit: initiative 5")
EXTRA = "lines"


def _unlisted(value: Any, pattern: re.Pattern[str]) -> Any:
    """``value`` (arguments or a payload) with the hidden names left out of its lists of names, and
    the extra lines about a hidden fighter (his initiative, a tie he is in) left out."""
    if isinstance(value, dict):
        return recounted({k: joined(n for n in split(v) if not pattern.fullmatch(n.strip()))
                if k in LISTS and isinstance(v, str)
                else [_unlisted(line, pattern) for line in v if not _his_line(line, pattern)]
                if k == EXTRA and isinstance(v, list)
                else _unlisted(v, pattern) for k, v in value.items()})
    if isinstance(value, list):
        return [_unlisted(v, pattern) for v in value]
    return value


def _his_line(line: Any, pattern: re.Pattern[str]) -> bool:
    """Whether an extra line is about a hidden fighter: it is his ("{name}: …"), or a list of names
    that would be left with fewer than two (a tie between him and one other)."""
    args = line.get("args") if isinstance(line, dict) else None
    if not isinstance(args, dict):
        return False
    name, names = args.get("name"), args.get("names")
    if isinstance(name, str) and pattern.fullmatch(name.strip()):
        return True
    if isinstance(names, str):
        listed = [n for n in split(names) if n.strip()]
        kept = [n for n in listed if not pattern.fullmatch(n.strip())]
        return len(kept) < len(listed) and len(kept) < 2
    return False


#: a line naming someone beside its subject (the one up next, the healer), by the argument naming him,
#: and the same line without him: filled in below
UNNAMED: dict[str, tuple[str, str]] = {}


def _unnamed_next(event: LogLine, pattern: re.Pattern[str]) -> LogLine:
    """"Dov has acted; Rook is up" with Rook hidden reads "Dov has acted": the players do not learn
    that someone hidden is up; "Rook heals Mia Chen: …" reads "Mia Chen healed: …", the care theirs
    to read, who gave it not."""
    key, bare = UNNAMED.get(event.text, ("", ""))
    named = event.args.get(key)
    if not bare or not isinstance(named, str) or not pattern.fullmatch(named.strip()):
        return event
    return replace(event, text=bare, args={k: v for k, v in event.args.items() if k != key})


UNNAMED.update({
    QT_TRANSLATE_NOOP("log", "{name} has acted; {next} is up"): ("next", QT_TRANSLATE_NOOP("log", "{name} has acted")),
    QT_TRANSLATE_NOOP("log", "{name} is down: turn skipped; {next} is up"):
        ("next", QT_TRANSLATE_NOOP("log", "{name} is down: turn skipped")),
    QT_TRANSLATE_NOOP("log", "{healer} heals {name}, dice from the table: {arithmetic}"):
        ("healer", QT_TRANSLATE_NOOP("log", "{name} healed, dice from the table: {arithmetic}")),
    QT_TRANSLATE_NOOP("log", "{healer} heals {name}: {arithmetic}"):
        ("healer", QT_TRANSLATE_NOOP("log", "{name} healed: {arithmetic}")),
    QT_TRANSLATE_NOOP("log", "{healer} heals {name}"): ("healer", QT_TRANSLATE_NOOP("log", "{name} healed")),
})
#: a declaration against someone, and the same declaration against no one (the one aimed at hidden)
DECLARED = QT_TRANSLATE_NOOP("log", "{name} declares {phase}")
DECLARED_AGAINST = {
    QT_TRANSLATE_NOOP("log", "{name} declares {phase} against {target}: {action}"):
        QT_TRANSLATE_NOOP("log", "{name} declares {phase}: {action}"),
    QT_TRANSLATE_NOOP("log", "{name} declares {phase} against {target}"): DECLARED,
    QT_TRANSLATE_NOOP("log", "{name} declares {phase} on {target}: {action}"):
        QT_TRANSLATE_NOOP("log", "{name} declares {phase}: {action}"),
    QT_TRANSLATE_NOOP("log", "{name} declares {phase} on {target}"): DECLARED,
}
#: a roll against someone (a shot, a blow, its push), and the same roll at no one (a shot at a door)
ROLLED_AGAINST = {
    QT_TRANSLATE_NOOP("log", "{name} rolls {roll} against {target}: {result} ({dice})"):
        QT_TRANSLATE_NOOP("log", "{name} rolls {roll}: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name} rolls {roll} against {target} with table dice: {result} ({dice})"):
        QT_TRANSLATE_NOOP("log", "{name} rolls {roll} with table dice: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name} rolls {roll} on {target}: {result} ({dice})"):  # first aid's patient
        QT_TRANSLATE_NOOP("log", "{name} rolls {roll}: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name} rolls {roll} on {target} with table dice: {result} ({dice})"):
        QT_TRANSLATE_NOOP("log", "{name} rolls {roll} with table dice: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name} fires {roll} against {target}: {result} ({dice})"):
        QT_TRANSLATE_NOOP("log", "{name} fires {roll}: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name} fires {roll} against {target} with table dice: {result} ({dice})"):
        QT_TRANSLATE_NOOP("log", "{name} fires {roll} with table dice: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name}: {roll} against {target}: {result}"):
        QT_TRANSLATE_NOOP("log", "{name}: {roll}: {result}"),
    QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll} against {target}: {result}"):
        QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}: {result}"),
    QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll} against {target}, with table dice: {result} ({dice})"):
        QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}, with table dice: {result} ({dice})"),
    QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll} against {target}: {result} ({dice})"):
        QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}: {result} ({dice})"),
}


def _aimed_at_no_one(event: LogLine, pattern: re.Pattern[str]) -> LogLine:
    """"Ana Reyes declares Close combat against Rook" with Rook hidden reads "Ana Reyes declares Close
    combat", and "Vera rolls Shot against Rook: …" reads "Vera rolls Shot: …": her declaration and her
    roll are the players', whom they are aimed at is not theirs to learn, not even as "someone unseen"
    (nor her words when they name him)."""
    bare = DECLARED_AGAINST.get(event.text) or ROLLED_AGAINST.get(event.text)
    if bare is None:
        return replace(event, target="")
    args = {k: v for k, v in event.args.items() if k != "target"}
    if bare != DECLARED and _names(args.get("action", ""), pattern):
        bare, args = DECLARED, {k: v for k, v in args.items() if k != "action"}
    payload = event.payload
    label = payload.get("label") if isinstance(payload, dict) else None
    if isinstance(label, dict) and isinstance(label.get("args"), dict):  # Edit → Undo's name of it
        payload = {**payload, "label": {**label, "args": {k: v for k, v in label["args"].items()
                                                          if k in args or k == "name"}}}
    return replace(event, text=bare, args=args, target="", payload=payload)


def _names(value: Any, pattern: re.Pattern[str]) -> bool:
    return bool(pattern.search(json.dumps(value, ensure_ascii=False)))


def _theirs(change: Any, hidden: frozenset[int], owners: dict[tuple[str, int], int]) -> bool:
    """Whether a row change is a hidden character's own row, or a row of one (a fighter of a fight:
    its initiative and its place in the order would tell the players someone hidden acted)."""
    if not isinstance(change, dict):
        return False
    try:
        table, rid = str(change.get("table")), int(change["id"])
    except (KeyError, TypeError, ValueError):
        return False
    if table == "character":
        return rid in hidden
    return owners.get((table, rid)) in hidden


def _own_rows(changes: list[Any], hidden: frozenset[int], owners: dict[tuple[str, int], int]) -> list[Any]:
    return [c for c in changes if not _theirs(c, hidden, owners)]


def changes_text(text: str, hidden: frozenset[int], pattern: re.Pattern[str] | None,
                 owners: dict[tuple[str, int], int] | None = None) -> str:
    """An event's row changes as JSON text, without the hidden characters' own rows, their fighters'
    rows or their names."""
    if not text or (not (pattern and pattern.search(text))
                    and not any(int(m) in hidden for m in _CHARACTER_ROW.findall(text))
                    and not any((owners or {}).get((t, int(i))) in hidden for t, i in _ROW.findall(text))):
        return text
    kept = _own_rows(json.loads(text), hidden, owners or {})
    if pattern is not None:
        kept = _scrubbed(kept, pattern)
    return json.dumps(kept, ensure_ascii=False, separators=(",", ":"))


def conceal(event: LogLine, by_id: dict[int, LogLine], found: Concealment) -> LogLine | None:
    """``event`` as an export without secrets gives it: None when it is the doing of a character hidden
    from the players (or a list of names with no one left, or a line that could name him only as
    "someone unseen"), else without the hidden characters (:mod:`app.export.unseen`), as they were
    at its moment."""
    hidden = found.hidden_at(event.id)
    if not hidden:
        return event
    event = seen_gone(event, found.gone, hidden)  # "extras leaving the roster": those the players saw
    pattern = found.pattern(hidden)
    if pattern is None:
        return event
    ref = by_id.get(event.ref_id) if event.kind in BOOKKEEPING and event.ref_id is not None else None
    subject = ref or event
    actor, target = subject.actor.strip(), subject.target.strip()
    unsaid = False  # the one who did it is left out, not written "someone unseen"
    if pattern.fullmatch(target):
        # what someone the players see did to him (Kit's shot) stays, aimed at no one; what it did to
        # him (his wound, his health), his own doings and what the GM did to him (the line hiding
        # him) are left out
        if not actor or pattern.fullmatch(actor) or subject.kind in EFFECTS:
            return None
    elif pattern.fullmatch(actor):
        # his own doings are left out whole, even against someone the players see: "someone unseen
        # declares Close combat against Ana Reyes" tells them someone unseen acts; only what the rules
        # did to one they see (the damage Ana took, Mia healed) is said, without him
        if not target or subject.kind not in EFFECTS:
            return None
        unsaid = True
    if pattern.fullmatch(target) and not pattern.fullmatch(actor):
        event = _aimed_at_no_one(event, pattern)
    event = _unnamed_next(event, pattern)
    drawn = unseen_draw(event, pattern)  # a swarm's random victim drawn among them (app.export.swarm_draw)
    if drawn is None:
        return None
    event = drawn
    if ref is not None:  # "Undo: Import 7 characters": counted as the action's line is
        ref_args = Unseen(pattern).args(ref.text, ref.args)
        changed = recount(ref.args, ref_args or {})
        if changed:
            event = replace(event, args=relabelled(event.args, changed), payload=relabelled(event.payload, changed))
    # the row changes (read for the charts, which draw no hidden character) are not written out but
    # by the JSON file, which takes them from the stored text (:func:`changes_text`)
    if unsaid or pattern.fullmatch(event.actor.strip()) and subject.kind in EFFECTS:
        event = replace(event, actor="")
    if not _names([event.actor, event.target, event.args, event.payload, event.faces], pattern):
        return event
    rewrite = Unseen(pattern)
    args = rewrite.args(event.text, event.args)
    if args is None:  # "{names} join the fight" with every one of them hidden
        return None
    changed = recount(event.args, args)  # "Imported 7 characters" naming 5 counts 5 (app.export.recount)
    text, args = counted(event.text, args, changed)
    faces = rewrite.faces(event.args, event.faces)
    if rewrite.his_win:  # a melee exchange he won: what it did to those the players see, no more
        effects = _effects_of(args)
        if effects is None:
            return None
        text, args, faces = effects["t"], effects["args"], []
    if unseen_left(args) or _names([text, args], pattern):
        return None  # nothing but "someone unseen" could say it: not a word of it is theirs
    payload = _unlisted(event.payload, pattern)
    label = payload.get("label") if isinstance(payload, dict) else None
    if label is not None and _names(label, pattern):  # Edit → Undo's name of the line, naming him
        payload = {k: v for k, v in payload.items() if k != "label"}
    if isinstance(payload, dict) and isinstance(payload.get(FIGHTERS), list):  # who fought an exchange
        payload = {**payload, FIGHTERS: [f for f in payload[FIGHTERS] if f not in hidden]}
    return replace(
        event,
        text=text,
        actor="" if pattern.fullmatch(event.actor.strip()) else event.actor,
        target="" if pattern.fullmatch(event.target.strip()) else event.target,
        args=args,
        payload=relabelled(_scrubbed(payload, pattern), changed),
        faces=_scrubbed(faces, pattern),
    )


#: where a melee exchange's line keeps the ids of who fought in it (app.services.melee.one_exchange)
FIGHTERS = "fighters"
#: a line of what the rules did to someone (inside a melee exchange's line)
DAMAGE_TO = "Damage to {name}: {arithmetic}"


def _effects_of(args: dict[str, Any]) -> dict[str, Any] | None:
    """The damage lines of a melee exchange won by someone hidden, as one line: the first, with the
    others after it ("Damage to Vera: … — …; Damage to Gleb: …"); None when it dealt none."""
    extra = args.get(EXTRA)
    found = [line for line in extra if isinstance(line, dict) and line.get("t") == DAMAGE_TO
             and isinstance(line.get("args"), dict)] if isinstance(extra, list) else []
    if not found:
        return None
    first, rest = found[0], found[1:]
    own = first["args"].get(EXTRA)
    return {**first, "args": {**first["args"], EXTRA: [*(own if isinstance(own, list) else []), *rest]}}


def _scrubbed(value: Any, pattern: re.Pattern[str]) -> Any:
    """``value`` (a payload, the dice) with no hidden name left in it: a field that is his name alone
    is null, his name in a longer text is taken out."""
    if isinstance(value, str):
        return None if pattern.fullmatch(value.strip()) else pattern.sub("", value)
    if isinstance(value, dict):
        return {k: _scrubbed(v, pattern) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrubbed(v, pattern) for v in value]
    return value
