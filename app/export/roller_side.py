"""A player character's roll against someone hidden from the players, as their copy of the log tells
it: her side alone.

The README: a hidden fighter's roll is not in the players' copy at all, and a player character's roll
against him says against no one.  A duel is both: Ana's line holds Rook's dice and his successes
("Wins the duel, 2 against 1 … base dice 2 3 4 3 3 1 6 5 → 1 success").  So the players' copy keeps
her dice, her faces and her result told from her side (the ruleset's
:meth:`~app.rules.features.rolls.RollRules.told_alone`: "Wins the duel"), and leaves his out: his
dice, his faces, his successes, the memo that holds his pool and the form's inputs for his side.
Where the ruleset cannot tell her side from his, the line keeps the roll's name alone ("Ana Reyes
rolls Duel (Ranged Combat)"), never his dice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import joined

#: the ruleset's hook (:meth:`app.rules.features.rolls.RollRules.told_alone`)
Alone = Callable[[Any, Any, Sequence[Any], Any], tuple[Any, list[Any], list[Any]] | None]

#: a roll's line said against no one, and the same line when nothing of its dice is hers (she rolled
#: nothing: every die was his)
NO_DICE = {
    "{name} rolls {roll}: {result} ({dice})": "{name}: {roll}: {result}",
    "{name} rolls {roll} with table dice: {result} ({dice})": "{name}: {roll}: {result}",
    "{name} fires {roll}: {result} ({dice})": "{name}: {roll}: {result}",
    "{name} fires {roll} with table dice: {result} ({dice})": "{name}: {roll}: {result}",
    "{name}: {action} — {roll}: {result} ({dice})": "{name}: {action} — {roll}: {result}",
    "{name}: {action} — {roll}, with table dice: {result} ({dice})": "{name}: {action} — {roll}: {result}",
}
#: the roll's name alone, where her result cannot be told without his
NAME_ONLY = QT_TRANSLATE_NOOP("log", "{name} rolls {roll}")
ACTION_ONLY = QT_TRANSLATE_NOOP("log", "{name}: {action} — {roll}")
#: the form's inputs for the other side of an opposed roll (his skill, his weapon's damage)
THEIR_INPUTS = ("opponent_", "second_")


def roller_side(text: str, args: dict[str, Any], faces: list[Any], payload: dict[str, Any],
                alone: Alone | None) -> tuple[str, dict[str, Any], list[Any], dict[str, Any]]:
    """The line ``text`` (already said against no one) with ``args``, ``faces`` and ``payload`` of
    the roller's side alone."""
    kept = _payload(payload)
    if "result" not in args or "dice" not in args:
        return text, args, faces, kept
    memo = payload.get("memo") if isinstance(payload, dict) else None
    told = (alone or _default)(args["result"], args["dice"], faces, memo)
    if told is None:
        rest = {k: v for k, v in args.items() if k not in ("result", "dice", "lines")}
        return (ACTION_ONLY if "action" in rest else NAME_ONLY), rest, [], kept
    result, dice, own = told
    args = {**args, "result": result}
    if not dice:
        return NO_DICE.get(text, text), {k: v for k, v in args.items() if k != "dice"}, [], kept
    args["dice"] = joined(dice)
    return text, args, own, kept


def _default(result: Any, dice: Any, faces: Sequence[Any], memo: Any) -> tuple[Any, list[Any], list[Any]] | None:
    """Without a ruleset's word: a roll of one record is the roller's alone."""
    if isinstance(dice, str) and "; " in dice:
        return None
    entries = dice if isinstance(dice, list) else [dice] if dice else []
    return (result, entries, list(faces)) if len(entries) <= 1 else None


def _payload(payload: Any) -> Any:
    """The payload without the result's memo (his pool and dice, kept for his push) and without the
    form's inputs for his side."""
    if not isinstance(payload, dict):
        return payload
    kept = {k: v for k, v in payload.items() if k != "memo"}
    request = kept.get("request")
    if isinstance(request, dict) and isinstance(request.get("inputs"), dict):
        inputs = {k: v for k, v in request["inputs"].items() if not k.startswith(THEIR_INPUTS)}
        kept["request"] = {**request, "inputs": inputs}
    return kept
