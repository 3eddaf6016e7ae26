"""What a damage or a heal actually did, for its Undo/Redo label and the log's undo and redo lines.

The form's amount is not it: a weapon's damage is asked as 0 ("the weapon's"), armor takes part of
it, a limb takes it in the grid game.  So the label names the points the action took (or gave) off
the one track it moved, "Damage to Vera: 15", and each track with its change where it moved several:
"Damage to Dov: Torso (main pool) −2; Left leg −4".  Where a damage typed in the form is not what
its one track lost (armor took part of it, a limb no more than its share, the track stopped at its
end), both are named: "Damage to Walker: 6 damage, Life Points −1" (History once said "Damage to
Walker: 1" of the 6 the GM applied).  An action that moved no track names the amount asked, and with
none asked the label is the name alone (never "Damage to Vic:" with nothing after it).
"""

from __future__ import annotations

from typing import Any

from app.rules.base import Ruleset
from app.rules.numbers import signed
from app.rules.text import QT_TRANSLATE_NOOP

DAMAGE = QT_TRANSLATE_NOOP("log", "Damage to {name}: {amount}")
HEAL = QT_TRANSLATE_NOOP("log", "Heal {name}: {amount}")
DAMAGE_BARE = QT_TRANSLATE_NOOP("log", "Damage to {name}")
HEAL_BARE = QT_TRANSLATE_NOOP("log", "Heal {name}")
#: one track's change in a label: "Left leg −4"
MOVED = QT_TRANSLATE_NOOP("log", "{track} {change}")
#: a damage typed in the form beside what its one track lost: "Damage to Walker: 6 damage, Life Points −1"
DAMAGE_AND_LOST = QT_TRANSLATE_NOOP("log", "Damage to {name}: {amount} damage, {track} {change}")

Values = dict[str, int]


def track_values(rules: Ruleset, sheet: Any, state: Any) -> Values:
    """Each track's value, or nothing for a sheet the rules cannot read (the label then names the amount)."""
    try:
        return dict(rules.track_values(sheet, state))
    except (KeyError, TypeError, ValueError, AttributeError):
        return {}


def moved(rules: Ruleset, sheet: Any, before: Values, after: Values, heal: bool = False) -> Any:
    """What the action did: the points, when it moved one track the way it goes (Health 100 → 94: 6);
    else each track that changed, in the sheet's order, as "{track} {change}"; None when none did."""
    try:
        tracks = rules.tracks(sheet)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    changed = []
    for track in tracks:
        old, new = before.get(track.key), after.get(track.key)
        if old is not None and new is not None and old != new:
            changed.append((track, new - old))
    if not changed:
        return None
    if len(changed) == 1:
        track, change = changed[0]
        worse = change > 0 if track.higher_is_worse else change < 0
        if worse != heal:
            return abs(change)
    return [{"t": MOVED, "ctx": "log", "args": {"track": {"t": track.label, "ctx": "rules"}, "change": signed(change)}}
            for track, change in changed]


def lost_track(rules: Ruleset, sheet: Any, before: Values, after: Values) -> tuple[str, int] | None:
    """The one track a damage moved, as its label and change ("Life Points", −1); None when it moved
    none or several."""
    try:
        tracks = rules.tracks(sheet)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    changed = [(t.label, after[t.key] - before[t.key]) for t in tracks
               if t.key in before and t.key in after and before[t.key] != after[t.key]]
    return changed[0] if len(changed) == 1 else None


def done_label(heal: bool, name: str, changes: Any, asked: Any,
               track: tuple[str, int] | None = None) -> tuple[str, dict[str, Any]]:
    """The label and its arguments: what was done (:func:`moved`), else the amount asked, else the
    name alone; a damage asked (a number) whose one ``track`` lost another number names both."""
    if (not heal and track is not None and isinstance(changes, int) and type(asked) is int
            and asked > 0 and asked != changes):
        label, change = track
        return DAMAGE_AND_LOST, {"name": name, "amount": asked, "track": {"t": label, "ctx": "rules"},
                                 "change": signed(change)}
    if changes is not None:
        return (HEAL if heal else DAMAGE), {"name": name, "amount": changes}
    if asked not in ("", None):
        return (HEAL if heal else DAMAGE), {"name": name, "amount": asked}
    return (HEAL_BARE if heal else DAMAGE_BARE), {"name": name}
