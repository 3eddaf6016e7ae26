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
  healed by his first aid) is said as its effect alone: the line stays, with no one in its Who, and
  from her side alone, the number she took without his numbers that worked it out
  (:mod:`app.export.victim_side`);
* what someone the players see did to him stays, said against no one: Kit's shot at the hidden
  walker reads "Kit rolls Shot: …", a declaration against him "Ana Reyes declares Close combat", her
  words left out too when they name him; what it did to him (his wound, his health) is his, and is
  left out like every line of his health;
* in a list of names (an argument ``names``: a fight's fighters, those still to act) he is left
  out, with no "someone unseen" in his place: the players do not learn that someone hidden is
  there, and a line whose list is left empty is left out whole; so is his extra line ("Rook:
  initiative 1" in an initiative line), his dice, and the "Rook is up" of a turn passed to him
  in a log written before such a line was the GM's alone ("Dov has acted; Rook is up" reads "Dov
  has acted"; now the whole line is secret, and the turn he passes on is told as the players saw
  it pass: :mod:`app.services.initiative.turn_lines`); a swarm's attack on him is not there at all,
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
in the line alone: it is read from there (:mod:`app.export.old_reveals`).  Who was hidden at each
event is read by :mod:`app.export.concealment`.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

from app.export.concealment import Concealment
from app.export.defender_side import defender_side
from app.export.extras_gone import seen_gone
from app.export.recount import counted, hidden_relabel, recount, relabelled
from app.export.roller_side import Alone, roller_side
from app.export.swarm_draw import unseen_draw
from app.export.unseen import Unseen, recounted, unseen_left
from app.export.victim_side import public_part, victim_side
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.log import LogLine
from app.services.logtext import BOOKKEEPING
from app.services.name_lists import joined, split
from app.services.unseen_mark import EFFECTS

_CHARACTER_ROW = re.compile(r'"table":"character","id":(\d+)')
_ROW = re.compile(r'"table":"(\w+)","id":(\d+)')


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


def _aimed_at_no_one(event: LogLine, pattern: re.Pattern[str], alone: Alone | None = None) -> LogLine:
    """"Ana Reyes declares Close combat against Rook" with Rook hidden reads "Ana Reyes declares Close
    combat", and "Vera rolls Shot against Rook: …" reads "Vera rolls Shot: …": her declaration and her
    roll are the players', whom they are aimed at is not theirs to learn, not even as "someone unseen"
    (nor her words when they name him).  A roll he rolled against (a duel) keeps her side alone
    (:func:`app.export.roller_side.roller_side`): her dice and her result, not his dice or successes."""
    bare = DECLARED_AGAINST.get(event.text) or ROLLED_AGAINST.get(event.text)
    if bare is None:
        return replace(event, target="")
    args = {k: v for k, v in event.args.items() if k != "target"}
    if bare != DECLARED and _names(args.get("action", ""), pattern):
        bare, args = DECLARED, {k: v for k, v in args.items() if k != "action"}
    result = args.get("result")
    if event.text in ROLLED_AGAINST:
        bare, args, faces, kept = roller_side(bare, args, event.faces, event.payload, alone)
        event = replace(event, faces=faces, payload=kept)
    payload = event.payload
    label = payload.get("label") if isinstance(payload, dict) else None
    if isinstance(label, dict) and isinstance(label.get("args"), dict):  # Edit → Undo's name of it
        told = her_label(label, result, args.get("result"), pattern)
        payload = {k: v for k, v in payload.items() if k != "label"} | ({"label": told} if told else {})
    return replace(event, text=bare, args=args, target="", payload=payload)


#: a roll's name for Edit → Undo with what came of it, and the same without it (nothing of it hers)
WITHOUT_OUTCOME = {
    QT_TRANSLATE_NOOP("log", "{name} rolls {roll}: {outcome} — {spent}"):
        QT_TRANSLATE_NOOP("log", "{name} rolls {roll} — {spent}"),
    QT_TRANSLATE_NOOP("log", "{name} rolls {roll}: {outcome}"): QT_TRANSLATE_NOOP("log", "{name} rolls {roll}"),
}
_FIELD = re.compile(r"\{(\w+)")


def her_label(label: dict[str, Any], result: Any, told: Any, pattern: re.Pattern[str]) -> dict[str, Any] | None:
    """Edit → Undo's name of a roll against someone hidden, from the roller's side: her roll, what came
    of it ("hit"; a volley's result as her line tells it) and the ammunition she spent, nothing naming
    him; without what came of it when nothing of it is hers; None when a word it needs is his."""
    args = {}
    for key, value in label["args"].items():
        # the roll's own result line (a volley's hits); or, where her line tells her side alone
        # (a duel he rolled against: "Wins the duel"), that side: not what it offered him ("hit, 2
        # damage offered"), the same players' text in every format
        if key == "outcome" and (value == result or told != result):
            value = told
        if key != "target" and value is not None and not _names(value, pattern):
            args[key] = value
    text = label.get("t")
    if isinstance(text, str) and "outcome" not in args:
        text = WITHOUT_OUTCOME.get(text, text)
    if not isinstance(text, str) or not set(_FIELD.findall(text)) <= set(args):
        return None
    return {**label, "t": text, "args": args}


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
        if actor and not pattern.fullmatch(actor) and subject.kind in EFFECTS and event.id in found.made_public:
            return public_part(event, pattern)  # the GM gave them this line: what it did to those they see
        if not actor or pattern.fullmatch(actor) or subject.kind in EFFECTS:
            return None
    elif pattern.fullmatch(actor):
        # his own doings are left out whole, even against someone the players see: "someone unseen
        # declares Close combat against Ana Reyes" tells them someone unseen acts; only what the rules
        # did to one they see (the damage Ana took, Mia healed) is said, without him
        if not target or subject.kind not in EFFECTS:
            # an opposed roll of his against one they see: her side of it (app.export.defender_side)
            hers = defender_side(event, found.told_other) if ref is None else None
            return hers if hers is not None and not _names([hers.args, hers.faces], pattern) else None
        unsaid = True
    if pattern.fullmatch(target) and not pattern.fullmatch(actor):
        event = _aimed_at_no_one(event, pattern, found.told_alone)
    event = _unnamed_next(event, pattern)
    drawn = unseen_draw(event, pattern)  # a swarm's random victim drawn among them (app.export.swarm_draw)
    if drawn is None:
        return None
    event = drawn
    if ref is not None:  # "Undo: Import 7 characters": counted as the action's line is
        ref_args = Unseen(pattern).args(ref.text, ref.args)
        changed = recount(ref.args, ref_args or {})
        # or those of its part the GM alone reads (an import's characters they were not shown)
        changed = {**changed, **hidden_relabel(ref.text, ref.args, (ref.payload or {}).get("label"))}
        if changed:
            event = replace(event, args=relabelled(event.args, changed), payload=relabelled(event.payload, changed))
    # the row changes (read for the charts, which draw no hidden character) are not written out but
    # by the JSON file, which takes them from the stored text (:func:`changes_text`)
    if unsaid or pattern.fullmatch(event.actor.strip()) and subject.kind in EFFECTS:
        # what he did to one they see, from that one's side: "Damage to Kit: 2", not his Strength,
        # his weapon and his hand (app.export.victim_side)
        event = victim_side(replace(event, actor=""))
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


#: where a melee exchange's line keeps the ids of who fought in it (app.services.ammo.one_exchange)
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
