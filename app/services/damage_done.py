"""What a damage or a heal actually did, for its Undo/Redo label and the log's undo and redo lines.

The label is a plain sentence of what Undo takes back: the damage and each track it moved, from what
to what, "3 damage to Walker (Health 4 → 3)", "4 damage to Dov (Torso (main pool) 10 → 8; Right arm
6 → 2)"; a heal, "Rook healed (Health 0 → 1)".  (It read "Damage to Walker: 3 damage, Health −1",
numbers a GM could not tell apart.)  The damage named is the one the GM applied, as the form asked
it: a weapon's damage is asked as 0 ("the weapon's") and named as what the weapon dealt; armor
takes part of it, a limb no more than its share, a track stops at its end, and the tracks in
brackets say what was lost.  With no number asked, the points the one track lost; with no track
moved, the damage alone ("2 damage to Ben Okafor"), else the name alone (never "Damage to Vic:"
with nothing after it).

An undo says the change it makes, from the new value back ("Undo: 3 damage to Walker (Health 3 → 4)":
:func:`app.services.history.taken_back`); a redo the action's own way.

Labels are stored with the action as their English templates: those of logs written before this
wording (:data:`LEGACY`) stay in the catalogs, read in the GM's language as they were.
"""

from __future__ import annotations

from typing import Any

from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP

#: a damage that moved tracks: "3 damage to Walker (Health 4 → 3)"
DAMAGE_MOVED = QT_TRANSLATE_NOOP("log", "{amount} damage to {name} ({moves})")
#: a damage with no number of its own (a weapon's with nothing dealt named): "Damage to Vic (Life Points 30 → 18)"
DAMAGE_MOVES = QT_TRANSLATE_NOOP("log", "Damage to {name} ({moves})")
#: a damage that moved no track (armor took it all): "2 damage to Ben Okafor"
DAMAGE_ONLY = QT_TRANSLATE_NOOP("log", "{amount} damage to {name}")
DAMAGE_BARE = QT_TRANSLATE_NOOP("log", "Damage to {name}")
#: a damage the armor took part of: "30 damage to Vera, 25 through the armour (Health 120 → 95)" (it
#: said the 30 alone, beside a Health that lost 25)
DAMAGE_THROUGH_MOVED = QT_TRANSLATE_NOOP("log", "{amount} damage to {name}, {through} through the armour ({moves})")
DAMAGE_THROUGH = QT_TRANSLATE_NOOP("log", "{amount} damage to {name}, {through} through the armour")
#: a heal: "Rook healed (Health 0 → 1)"; with no track moved, "Rook healed" (the log line's words)
HEALED = QT_TRANSLATE_NOOP("log", "{name} healed ({moves})")
HEALED_BARE = QT_TRANSLATE_NOOP("log", "{name} healed")
#: one track's move in a label: "Health 4 → 3"
FROM_TO = QT_TRANSLATE_NOOP("log", "{track} {old} → {new}")
#: one character's moves in the label of an action that moved several: "Dov: Torso 8 → 7; Right arm 3 → 2"
WHOSE_MOVES = QT_TRANSLATE_NOOP("log", "{name}: {moves}")
#: the states an action gave and took away, after its tracks: "1 damage to Ana Reyes (Health 1 → 0; Stress
#: 0 → 1; now: Broken, Critical injury, Sick)"; its undo says them the other way, each state it takes back
#: named ("Undone: … (Health 0 → 1; Stress 1 → 0; removed: Broken, Critical injury, Sick)":
#: :data:`app.services.history.OPPOSITES`), where it named the tracks alone
STATES_NOW = QT_TRANSLATE_NOOP("log", "now: {states}")
STATES_GONE = QT_TRANSLATE_NOOP("log", "removed: {states}")
#: two states or more one after the other ("Broken, Sick")
STATES_AND = QT_TRANSLATE_NOOP("log", "{first}, {rest}")
#: the key of the rules' condition that ends every other (a dead character's injuries are not healed by it)
DEAD = "dead"

#: the labels of logs written before the sentence above, shown as they were
LEGACY = (
    QT_TRANSLATE_NOOP("log", "Damage to {name}: {amount}"),
    QT_TRANSLATE_NOOP("log", "Heal {name}: {amount}"),
    QT_TRANSLATE_NOOP("log", "Heal {name}"),
    QT_TRANSLATE_NOOP("log", "{track} {change}"),
    QT_TRANSLATE_NOOP("log", "Damage to {name}: {amount} damage, {track} {change}"),
)

Values = dict[str, int]


def track_values(rules: Ruleset, sheet: Any, state: Any) -> Values:
    """Each track's value, or nothing for a sheet the rules cannot read (the label then names the amount)."""
    try:
        return dict(rules.track_values(sheet, state))
    except (KeyError, TypeError, ValueError, AttributeError):
        return {}


def _tracks(rules: Ruleset, sheet: Any, kind: str) -> list[Any]:
    """The tracks the character of roster ``kind`` has (all the sheet's for no kind): a twdu walker has
    no Health, so a line about it names none."""
    return rules.tracks_of(sheet, kind) if kind else rules.tracks(sheet)


def moved(rules: Ruleset, sheet: Any, before: Values, after: Values, kind: str = "") -> list[tuple[str, int, int]]:
    """Each track the action moved, in the sheet's order: its label, its value before and after;
    ``kind``, the roster's, leaves out the tracks such a character has not (a walker's stored Health)."""
    try:
        tracks = _tracks(rules, sheet, kind)
    except (KeyError, TypeError, ValueError, AttributeError):
        return []
    out = []
    for track in tracks:
        old, new = before.get(track.key), after.get(track.key)
        if old is not None and new is not None and old != new:
            out.append((track.label, old, new))
    return out


def _named(condition: Any) -> dict[str, Any]:
    return {"t": condition.label, "ctx": "rules", "args": dict(condition.args)}


def _one_after_another(names: list[dict[str, Any]]) -> dict[str, Any]:
    """``names`` as one argument: "Broken, Critical injury, Sick"."""
    if len(names) == 1:
        return names[0]
    return {"t": STATES_AND, "ctx": "log", "args": {"first": names[0], "rest": _one_after_another(names[1:])}}


def _said(condition: Any) -> tuple[str, str, str]:
    """What tells a state apart: its kind (the key before its number) and its label as written."""
    return str(condition.key).split(":", 1)[0], str(condition.label), repr(sorted(dict(condition.args).items()))


def states_moved(rules: Ruleset, sheet: Any, before: Any, after: Any) -> list[dict[str, Any]]:
    """The states (the rules' conditions: Broken, an injury, Sick…) the action gave the character and
    took away, as parts of its label ("now: Broken, Sick"; "removed: Broken"); a death says the death
    alone (the rules show nothing else of the dead, whose injuries it took away from no one).  Both
    states are the roster kind's (``rules.with_kind``).  Nothing for states the rules cannot read."""
    try:
        old, new = rules.conditions(sheet, before), rules.conditions(sheet, after)
    except (KeyError, TypeError, ValueError, AttributeError):
        return []
    dead = [c for c in new if c.key == DEAD]
    if dead and not any(c.key == DEAD for c in old):
        return [{"t": STATES_NOW, "ctx": "log", "args": {"states": _named(dead[0])}}]
    if any(c.key == DEAD for c in old):
        return []
    was, now = [_said(c) for c in old], [_said(c) for c in new]
    gained = [c for c, said in zip(new, now, strict=True) if said not in was]
    lost = [c for c, said in zip(old, was, strict=True) if said not in now]
    out = []
    if gained:
        out.append({"t": STATES_NOW, "ctx": "log", "args": {"states": _one_after_another([_named(c) for c in gained])}})
    if lost:
        out.append({"t": STATES_GONE, "ctx": "log", "args": {"states": _one_after_another([_named(c) for c in lost])}})
    return out


def _lost(rules: Ruleset, sheet: Any, before: Values, after: Values, kind: str = "") -> int | None:
    """The points a damage took off the one track it moved the way damage goes; None otherwise."""
    try:
        tracks = [t for t in _tracks(rules, sheet, kind) if before.get(t.key) != after.get(t.key)]
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    if len(tracks) != 1 or tracks[0].key not in before or tracks[0].key not in after:
        return None
    track = tracks[0]
    change = after[track.key] - before[track.key]
    worse = change > 0 if track.higher_is_worse else change < 0
    return abs(change) if worse else None


def track_moves(rules: Ruleset, sheet: Any, before: Values, after: Values, kind: str = "") -> list[dict[str, Any]]:
    """Each track moved, as words: "Health 4 → 3" (an undo turns them: :mod:`app.services.history`)."""
    return [{"t": FROM_TO, "ctx": "log", "args": {"track": {"t": label, "ctx": "rules"}, "old": old, "new": new}}
            for label, old, new in moved(rules, sheet, before, after, kind)]


def whose_moves(rules: Ruleset, name: str, sheet: Any, before: Any, after: Any,
                kind: str = "") -> dict[str, Any] | None:
    """One character's tracks moved from state ``before`` to ``after``, named: "Dov: Torso 8 → 7";
    None when none moved."""
    moves = track_moves(rules, sheet, track_values(rules, sheet, before), track_values(rules, sheet, after), kind)
    return {"t": WHOSE_MOVES, "ctx": "log", "args": {"name": name, "moves": moves}} if moves else None


def done_label(rules: Ruleset, sheet: Any, before: Values, after: Values, heal: bool, name: str,
               asked: Any, kind: str = "", others: list[dict[str, Any]] | None = None,
               states: list[dict[str, Any]] | None = None, dealt: int | None = None) -> tuple[str, dict[str, Any]]:
    """The label and its arguments: the damage applied (``asked``, the form's number, else the
    points its one track lost) and each track moved, from what to what; a heal, the tracks it moved.
    ``kind``: the roster's kind of the character, whose own tracks alone are named (a twdu walker has
    no Health: "3 damage to Walker", not "(Health 3 → 0)" of a pool no list shows); ``states``: the
    states it gave and took away, after the tracks (:func:`states_moved`); ``others``: what it changed
    of others, said after its own moves ("Kit: score 1 → 2", a kill counted); ``dealt``: the points
    that got past the armor (``Outcome.dealt``), named beside the damage when fewer."""
    moves = track_moves(rules, sheet, before, after, kind) + list(states or ()) + list(others or [])
    if heal:
        return (HEALED, {"name": name, "moves": moves}) if moves else (HEALED_BARE, {"name": name})
    amount = asked if type(asked) is int and asked > 0 else _lost(rules, sheet, before, after, kind)
    if amount is not None and dealt is not None and 0 <= dealt < amount:
        through = {"name": name, "amount": amount, "through": dealt}
        return (DAMAGE_THROUGH_MOVED, {**through, "moves": moves}) if moves else (DAMAGE_THROUGH, through)
    if moves:
        if amount is None:
            return DAMAGE_MOVES, {"name": name, "moves": moves}
        return DAMAGE_MOVED, {"name": name, "amount": amount, "moves": moves}
    if amount is not None:
        return DAMAGE_ONLY, {"name": name, "amount": amount}
    return DAMAGE_BARE, {"name": name}
