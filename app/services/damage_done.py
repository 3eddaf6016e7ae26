"""What a damage or a heal actually did, for its Undo/Redo label and the log's undo and redo lines.

The form's amount is not it: a weapon's damage is asked as 0 ("the weapon's"), armor takes part of
it, a limb takes it in the grid game.  So the label names the points the action took (or gave) off
the one track it moved, "Damage to Vera: 15" (20 asked, 5 absorbed), and each track with its change
where it moved several: "Damage to Dov: Torso (main pool) −2; Left leg −4".  An action that moved
no track names the amount asked, and with none asked the label is the name alone (never "Damage to
Vic:" with nothing after it).
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


def done_label(heal: bool, name: str, changes: Any, asked: Any) -> tuple[str, dict[str, Any]]:
    """The label and its arguments: what was done (:func:`moved`), else the amount asked, else the
    name alone."""
    if changes is not None:
        return (HEAL if heal else DAMAGE), {"name": name, "amount": changes}
    if asked not in ("", None):
        return (HEAL if heal else DAMAGE), {"name": name, "amount": asked}
    return (HEAL_BARE if heal else DAMAGE_BARE), {"name": name}
