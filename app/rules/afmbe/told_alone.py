"""An All Flesh attack against someone hidden from the players, as their copy of the log tells it:
the attacker's side alone (:meth:`app.rules.features.rolls.RollRules.told_alone`).

The README: a player character's attack on a hidden fighter "says against no one".  Dana's shot at
a hidden zombie that dodged is logged "Hit, Extraordinary: attack 21 against dodge 7, Failure (…)"
with both records (her attack, the zombie's dodge): the players' copy keeps her result, her total
and her level ("Total 21 against 9: hit, Extraordinary"), her record and her dice, and leaves the
zombie's dodge, its total, its level and its die out.  An attack by someone hidden on one they see
is told from the defender's side (:func:`told_other`): her defence, its total, its level and her
die ("Hit: dodge 7, Failure"), not his attack.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.afmbe.attack_rolls import HELD_ABOVE, HELD_TIE, HIT, HIT_PAST_DEFENCE
from app.rules.text import QT_TRANSLATE_NOOP

#: a defence that held, told from the attacker's side: what came of it, her total and her level
HELD_ALONE = QT_TRANSLATE_NOOP("rules", "{verdict}: attack {total}, {level}")
#: a result against a rolled defence, and the same told by the attacker's side (the arguments it keeps)
ALONE: dict[str, tuple[str, tuple[str, ...]]] = {
    HIT_PAST_DEFENCE: (HIT, ("level", "total", "needed")),
    HELD_TIE: (HELD_ALONE, ("verdict", "total", "level")),
    HELD_ABOVE: (HELD_ALONE, ("verdict", "total", "level")),
}


def told_alone(result: Any, dice: Any, faces: Sequence[Any], memo: Any, preset: str
               ) -> tuple[Any, list[Any], list[Any]] | None:
    """The result, the attacker's dice entries and faces of an attack whose defence was rolled by
    someone hidden; a roll of one record (no defence rolled) whole; None when whose die is whose
    cannot be told."""
    entries = dice if isinstance(dice, list) else [dice] if dice else []
    if len(entries) <= 1:
        return result, entries, list(faces)
    text = result.get("t") if isinstance(result, Mapping) else None
    twin = ALONE.get(text) if isinstance(text, str) else None
    args = result.get("args") if isinstance(result, Mapping) else None
    if twin is None or len(entries) != 2 or not isinstance(args, Mapping):
        return None
    own = _attack_faces(list(faces), preset)
    if own is None:
        return None
    told = {**result, "t": twin[0], "args": {k: v for k, v in args.items() if k in twin[1]}}
    return told, entries[:1], own


def _attack_faces(faces: list[Any], preset: str) -> list[Any] | None:
    """The attack's faces (rolled first), the defence's die after them: the split where the rest is
    one die of the task as the preset rolls it (:func:`app.rules.afmbe.task.roll_die`); the attack in
    total darkness is one plain d10."""
    values = [f[1] for f in faces if isinstance(f, (list, tuple)) and len(f) == 2 and isinstance(f[1], int)]
    if len(values) != len(faces):
        return None
    for split in dict.fromkeys((_die_length(values, preset), 1)):
        if split and _die_length(values[split:], preset) == len(values) - split:
            return faces[:split]
    return None


def _die_length(values: list[int], preset: str) -> int:
    """How many faces the task's die rolled first in ``values`` took: a natural 10 or 1 rolls again."""
    if not values:
        return 0
    first, n = values[0], 1
    if preset == "norms":
        return min(2, len(values)) if first in (1, 10) else 1
    if first == 10:
        while n < len(values) and values[n] == 10:
            n += 1
        return min(n + 1, len(values))
    if first == 1:
        while n < len(values):
            again = values[n]
            n += 1
            if again != 1:
                break
    return n


#: a defence against a hidden attacker, told from the defender's side: what came of it, her defence,
#: its total and its level
DEFENCE_HIT = QT_TRANSLATE_NOOP("rules", "Hit: {defence_name} {defence}, {defence_level}")
DEFENCE_HELD = QT_TRANSLATE_NOOP("rules", "{verdict}: {defence_name} {defence}, {defence_level}")
OTHER = {HIT_PAST_DEFENCE: DEFENCE_HIT, HELD_TIE: DEFENCE_HELD, HELD_ABOVE: DEFENCE_HELD}
DEFENCE_ARGS = ("verdict", "defence_name", "defence", "defence_level")


def told_other(result: Any, dice: Any, faces: Sequence[Any], memo: Any, preset: str
               ) -> tuple[Any, list[Any], list[Any]] | None:
    """The result, the defender's dice entry and faces of an attack rolled by someone hidden against
    one the players see; None where no defence was rolled or whose die is whose cannot be told."""
    entries = dice if isinstance(dice, list) else []
    text = result.get("t") if isinstance(result, Mapping) else None
    args = result.get("args") if isinstance(result, Mapping) else None
    twin = OTHER.get(text) if isinstance(text, str) else None
    if twin is None or len(entries) != 2 or not isinstance(args, Mapping):
        return None
    his = _attack_faces(list(faces), preset)
    if his is None:
        return None
    told = {**result, "t": twin, "args": {k: v for k, v in args.items() if k in DEFENCE_ARGS}}
    return told, entries[1:], list(faces)[len(his):]
