"""Luck points after an All Flesh Must Be Eaten roll (the dice dock's follow-ups).

Norms qualities: Good Luck points spent after the roll raise it; the GM's Bad Luck points lower it
(:meth:`AfmbeLuckRolls.spend_luck`).  A rolled task keeps in its memo what a
follow-up needs to work the total out again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe import character
from app.rules.afmbe.levels import level_name
from app.rules.afmbe.states import AfmbeStates
from app.rules.afmbe.task import DieRoll, TaskBonus, TaskResult, resolve_task
from app.rules.base import LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.rolling import FollowUp, Roller, RollResult
from app.rules.text import QT_TRANSLATE_NOOP


class AfmbeLuckRolls:
    """Luck follow-ups (a part of :class:`~app.rules.afmbe.rolls.AfmbeRolls`): each luck point is
    worth the campaign's option ``luck_bonus``."""

    def __init__(self, states: AfmbeStates, options: Mapping[str, Any]) -> None:
        self.states = states
        self.options = options

    def spend_luck(self, sheet: Sheet, state: State, result: TaskResult, points: int,
                   bad: bool = False) -> tuple[TaskResult, Outcome]:
        """Raise a rolled task with luck points (or, ``bad``, lower it with the GM's bad luck points)."""
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        key = "bad_luck" if bad else "luck"
        if points < 1 or points > st[key]:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not that many luck points left."))
        worth = points * self.options["luck_bonus"]
        raised = resolve_task(result.die, result.bonus, result.luck + (0 if bad else worth),
                              result.bad_luck + (worth if bad else 0), result.difficulty)
        st[key] -= points
        if bad:
            template = QT_TRANSLATE_NOOP("rules", "{points} bad luck points: {before} → {after} ({level}).")
        else:
            template = QT_TRANSLATE_NOOP("rules", "{points} luck points: {before} → {after} ({level}).")
        line = LogLine(template, {"points": points, "before": result.total, "after": raised.total,
                                  "level": {"t": level_name(raised.level)}})
        return raised, Outcome(st, [line])

    def follow_ups(self, state: Mapping[str, Any]) -> tuple[FollowUp, ...]:
        out = []
        if int(state.get("luck", 0)) > 0:
            out.append(
                FollowUp(
                    "luck",
                    QT_TRANSLATE_NOOP("rules", "Spend luck points"),
                    int(state["luck"]),
                    QT_TRANSLATE_NOOP("rules", "Each luck point raises the total after the roll."),
                )
            )
        if int(state.get("bad_luck", 0)) > 0:
            out.append(
                FollowUp(
                    "bad_luck",
                    QT_TRANSLATE_NOOP("rules", "GM spends bad luck points"),
                    int(state["bad_luck"]),
                    QT_TRANSLATE_NOOP("rules", "Each bad luck point lowers the total after the roll."),
                )
            )
        return tuple(out)

    @staticmethod
    def memo(result: TaskResult) -> dict[str, Any]:
        return {
            "faces": list(result.die.faces),
            "value": result.die.value,
            "parts": [[label, value] for label, value in result.bonus.parts],
            "cap": result.bonus.cap,
            "luck": result.luck,
            "bad_luck": result.bad_luck,
            "difficulty": result.difficulty,
        }

    @staticmethod
    def level_line(result: TaskResult) -> LogLine:
        return LogLine(
            QT_TRANSLATE_NOOP("rules", "{level}, total {total}"),
            {"level": {"t": level_name(result.level)}, "total": result.total},
        )

    def follow_up_roll(
        self, action: str, memo: Mapping[str, Any], roller: Roller, dice: Dice, points: int = 0
    ) -> RollResult:
        if action not in ("luck", "bad_luck"):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
        try:
            die = DieRoll(tuple(int(f) for f in memo["faces"]), int(memo["value"]), self.states.preset)
            bonus = TaskBonus(tuple((str(label), int(value)) for label, value in memo["parts"]), int(memo["cap"]))
            before = resolve_task(die, bonus, int(memo["luck"]), int(memo["bad_luck"]), int(memo["difficulty"]))
        except (KeyError, TypeError, ValueError):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more.")) from None
        raised, outcome = self.spend_luck(
            roller.sheet,
            roller.state,
            before,
            points,
            bad=action == "bad_luck",
        )
        return RollResult(
            self.level_line(raised),
            [],
            raised.success,
            outcome.lines,
            outcome.state,
            self.follow_ups(outcome.state),
            self.memo(raised),
        )
