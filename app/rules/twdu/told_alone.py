"""An opposed roll of twdu against someone hidden from the players, as their copy of the log tells it:
the roller's side alone (:meth:`app.rules.features.rolls.RollRules.told_alone`).

The README: a player character's shot or blow against a hidden fighter "says against no one", and
his wounds and health are not in the players' copy.  So Ana's duel with the hidden Rook reads "Wins
the duel" with her dice: not "2 against 1" (his successes), not his dice, not the damage he took;
a duel she lost keeps the damage she took ("Loses the duel: takes 2 damage"), hers to know.
A duel the hidden one rolled against her (the hidden walker attacks Ben) is told from her side
(:func:`told_other`): "Wins the duel" with Ben's dice where the walker lost, "Loses the duel: takes 1
damage" where it won.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP

#: a result naming the other side's successes (or what it did to him), and the same result told
#: from the roller's side alone, with the arguments it keeps
ALONE: dict[str, tuple[str, tuple[str, ...]]] = {
    "Wins the duel, {mine} against {theirs}: {damage} damage": (QT_TRANSLATE_NOOP("rules", "Wins the duel"), ()),
    "Loses the duel, {mine} against {theirs}: takes {taken} damage":
        (QT_TRANSLATE_NOOP("rules", "Loses the duel: takes {taken} damage"), ("taken",)),
    "Both hit, {mine} against {theirs}": (QT_TRANSLATE_NOOP("rules", "Both hit"), ()),
    "Nobody hits, {mine} against {theirs}": (QT_TRANSLATE_NOOP("rules", "Nobody hits"), ()),
    "Chase, {mine} against {theirs}: now {band}": (QT_TRANSLATE_NOOP("rules", "Chase: now {band}"), ("band",)),
    "Alone against two: deals {dealt} damage, takes {taken}":
        (QT_TRANSLATE_NOOP("rules", "Alone against two: takes {taken} damage"), ("taken",)),
}


def told_alone(result: Any, dice: Any, faces: Sequence[Any], memo: Any) -> tuple[Any, list[Any], list[Any]] | None:
    """The result and dice of a twdu roll against someone hidden, his side left out; None when the
    result names what cannot be told without him (a result of his successes not known here)."""
    entries = dice if isinstance(dice, list) else [dice] if dice else []
    told = _result_alone(result)
    if told is None:
        return None
    if len(entries) <= 1:  # one record: the roller's (his roll, his push)
        return told, entries, list(faces)
    if not isinstance(memo, Mapping) or "pool" not in memo:  # the roller rolled nothing: every die is theirs
        return told, [], []
    own = memo.get("faces")
    count = len(own) if isinstance(own, list) else 0
    return told, entries[:1], list(faces)[:count]  # his record first, then the opponent's (and a second attacker's)


def _result_alone(result: Any) -> Any:
    if not isinstance(result, Mapping):
        return result
    text, args = result.get("t"), result.get("args")
    twin = ALONE.get(text) if isinstance(text, str) else None
    if twin is None:
        return None if isinstance(args, Mapping) and "theirs" in args else result
    kept = {k: v for k, v in args.items() if k in twin[1]} if isinstance(args, Mapping) else {}
    return {**result, "t": twin[0], "args": kept}


#: a result of the roller's, and the same result told from his opponent's side, with the arguments
#: it keeps under their names there
OTHER: dict[str, tuple[str, dict[str, str]]] = {
    "Wins the duel, {mine} against {theirs}: {damage} damage":
        (QT_TRANSLATE_NOOP("rules", "Loses the duel: takes {taken} damage"), {"taken": "damage"}),
    "Loses the duel, {mine} against {theirs}: takes {taken} damage": (QT_TRANSLATE_NOOP("rules", "Wins the duel"), {}),
    "Both hit, {mine} against {theirs}": (QT_TRANSLATE_NOOP("rules", "Both hit"), {}),
    "Nobody hits, {mine} against {theirs}": (QT_TRANSLATE_NOOP("rules", "Nobody hits"), {}),
    "Chase, {mine} against {theirs}: now {band}": (QT_TRANSLATE_NOOP("rules", "Chase: now {band}"), {"band": "band"}),
}


def told_other(result: Any, dice: Any, faces: Sequence[Any], memo: Any) -> tuple[Any, list[Any], list[Any]] | None:
    """The result and dice of a twdu duel a hidden one rolled against someone the players see, from
    that one's side: her result, her dice record and faces; None where it cannot be told (a roll of
    one record, two against one)."""
    entries = dice if isinstance(dice, list) else []
    text = result.get("t") if isinstance(result, Mapping) else None
    args = result.get("args") if isinstance(result, Mapping) else None
    twin = OTHER.get(text) if isinstance(text, str) else None
    if twin is None or len(entries) != 2 or not isinstance(args, Mapping) or not isinstance(memo, Mapping):
        return None
    own = memo.get("faces")
    if not isinstance(own, list) or "pool" not in memo:
        return None
    told = {**result, "t": twin[0], "args": {k: args[v] for k, v in twin[1].items() if v in args}}
    return told, entries[1:], list(faces)[len(own):]
