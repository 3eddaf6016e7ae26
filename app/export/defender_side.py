"""An opposed roll a hidden fighter rolled against someone the players see, as their copy of the log
tells it: her side alone.

The README: a hidden fighter's own doings are not in the players' copy, and an opposed roll keeps the
player's side.  The hidden walker's duel with Ben ("Walker rolls Duel (Close Combat) against Ben
Okafor: Loses the duel, 2 against 3: takes 1 damage (… ; …)") is his roll, and Ben's dice and what
came of it for Ben are Ben's: the players' copy reads "Ben Okafor: Duel: Wins the duel (base dice 6
6 5 1 4 2 6, …)", with Ben's faces; the hidden Celador Vic's punch that Dana failed to dodge reads
«Dana Cruz: Ataque (esquiva o parada): Impacto: esquiva 7, Fracaso (d10 2; …)».  Nothing of his:
not his name, his skill or weapon, his dice, his total, what the roll did to him, his form's inputs.
Where the ruleset cannot tell her side apart
(:meth:`~app.rules.features.rolls.RollRules.told_other`), the line is left out, as his doing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import joined
from app.services.log import LogLine

#: the ruleset's hook (:meth:`app.rules.features.rolls.RollRules.told_other`)
Other = Callable[[Any, Any, Sequence[Any], Any], tuple[Any, list[Any], list[Any]] | None]

#: a roll line of the hidden roller against someone, by its template
AGAINST = frozenset({
    "{name} rolls {roll} against {target}: {result} ({dice})",
    "{name} rolls {roll} against {target} with table dice: {result} ({dice})",
    "{name} fires {roll} against {target}: {result} ({dice})",
    "{name} fires {roll} against {target} with table dice: {result} ({dice})",
})
#: the defender's side of it: her name, the roll's kind (not his skill or weapon), her result, her dice
DEFENDS = QT_TRANSLATE_NOOP("log", "{name}: {roll}: {result} ({dice})")
#: the payload's keys the players' copy keeps of his roll (not his form, his memo, his Undo name)
KEPT = ("ctx",)


def defender_side(event: LogLine, other: Other | None) -> LogLine | None:
    """``event``, a roll the hidden one rolled against ``event.target`` (whom the players see), told
    from the target's side; None where it is no such roll or her side cannot be told."""
    if other is None or event.text not in AGAINST or not event.target.strip():
        return None
    args = event.args
    kind = _kind(args.get("roll"))
    if kind is None or "result" not in args or "dice" not in args:
        return None
    payload = event.payload if isinstance(event.payload, dict) else {}
    told = other(args["result"], args["dice"], event.faces, payload.get("memo"))
    if told is None:
        return None
    result, dice, faces = told
    if not dice:
        return None
    said = {"name": event.target, "roll": kind, "result": result, "dice": joined(dice)}
    return replace(event, text=DEFENDS, args=said, actor=event.target, target="", faces=faces,
                   payload={k: v for k, v in payload.items() if k in KEPT})


def _kind(roll: Any) -> Any:
    """The roll's kind alone ("Duel"), without the roller's skill or weapon ("{kind} ({a}, {b})")."""
    if not isinstance(roll, dict):
        return None
    args = roll.get("args")
    if isinstance(args, dict) and isinstance(args.get("kind"), dict):
        return args["kind"]
    return roll if not args else None
