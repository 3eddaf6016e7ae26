"""The checks a ruleset offers the dice dock as kinds of roll, beside its own rolls.

A ruleset's :class:`~app.rules.features.checks.CheckRules` declares which of its checks the dice
dock offers (:meth:`~app.rules.features.checks.CheckRules.dock_checks`: AFMBE unisystem's Survival
checks); :class:`CheckKinds` adds each as a kind of roll after the ruleset's own, keyed
``check:<key>``, with no form of its own.  Its odds are the check's exact chance of passing with
its working (:meth:`~app.rules.features.checks.CheckRules.check_odds`), as the roster's checks
dialog shows them; rolling it is the check itself (:meth:`~app.rules.features.checks.CheckRules.roll_check`),
so the state it leaves is the one the roster's button leaves.  A check the character's state does
not call for is refused, saying so.  Every other kind goes to the ruleset's own rolls.  The
services ask :func:`dice_rolls` for a ruleset's rolls with its checks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.declarations import LogLine, Sheet, State
from app.rules.dice import Dice
from app.rules.errors import RulesError
from app.rules.features.checks import CheckRules
from app.rules.features.rolls import FighterTurn, RollRules, TurnRollAgainst
from app.rules.rolling import RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

#: the kinds' keys: ``check:survival``
PREFIX = "check:"
NOT_DUE = QT_TRANSLATE_NOOP("rules", "That check is not due: the character's state does not call for it now.")
CHECK_HELP = QT_TRANSLATE_NOOP(
    "rules", "The check the character's state calls for, with its own numbers: rolled as the roster's button rolls it.")
UNKNOWN = QT_TRANSLATE_NOOP("rules", "Unknown kind of roll.")


def dice_rolls(ruleset: Any) -> RollRules | None:
    """The dice dock's rolls of ``ruleset`` (a :class:`~app.rules.base.Ruleset`): its own
    (``roll_rules()``), with the checks its check rules offer the dock as kinds of roll after them."""
    rolls: RollRules | None = ruleset.roll_rules()
    checks: CheckRules | None = ruleset.check_rules()
    if checks is None or not checks.dock_checks():
        return rolls
    return CheckKinds(rolls, checks)


def check_of(kind: str) -> str | None:
    """The check a kind of roll stands for (``check:survival`` → "survival"), None for the others."""
    return kind[len(PREFIX):] if kind.startswith(PREFIX) else None


class CheckKinds(RollRules):
    """The ruleset's own rolls (``rolls``, None for none) and the checks its ``checks`` offer the dock."""

    def __init__(self, rolls: RollRules | None, checks: CheckRules) -> None:
        self.rolls = rolls
        self.checks = checks

    def _own(self) -> RollRules:
        if self.rolls is None:
            raise RulesError(UNKNOWN)
        return self.rolls

    def roll_kinds(self, sheet: Sheet) -> Sequence[RollKind]:
        own = list(self.rolls.roll_kinds(sheet)) if self.rolls is not None else []
        return own + self._kinds()

    def roll_kinds_now(self, sheet: Sheet, state: State) -> Sequence[RollKind]:
        own = list(self.rolls.roll_kinds_now(sheet, state)) if self.rolls is not None else []
        return own + self._kinds()

    def can_make(self, kind: str, sheet: Sheet, state: State, who: str = "pc") -> bool:
        """The ruleset's own rolls as its rules say (a twdu walker's skill roll: no, its bite: yes;
        every roll was offered to it here, its rules never asked); a check as it is due."""
        if check_of(kind) is None and self.rolls is not None:
            return self.rolls.can_make(kind, sheet, state, who)
        return True

    def _kinds(self) -> list[RollKind]:
        return [RollKind(PREFIX + c.value, c.label, self.checks.check_fields(c.value), help=CHECK_HELP)
                for c in self.checks.dock_checks()]

    def _due(self, kind: str, roller: Any) -> str:
        check = check_of(kind)
        offered = {c.value for c in self.checks.dock_checks()}
        if check not in offered:
            raise RulesError(UNKNOWN)
        if check not in {c.value for c in self.checks.checks_due(roller.sheet, roller.state)}:
            raise RulesError(NOT_DUE)
        return str(check)

    def roll_odds(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> list[Any]:
        if check_of(kind) is None:
            return self._own().roll_odds(kind, roller, inputs, opponent)
        return self.checks.check_odds(roller.sheet, roller.state, self._due(kind, roller))

    def resolve_roll(
        self, kind: str, roller: Any, inputs: Mapping[str, Any], dice: Dice, opponent: Any = None
    ) -> Any:
        if check_of(kind) is None:
            return self._own().resolve_roll(kind, roller, inputs, dice, opponent)
        check = self._due(kind, roller)
        outcome = self.checks.roll_check_with(roller.sheet, roller.state, check, dice, inputs)
        label = next(c.label for c in self.checks.dock_checks() if c.value == check)
        lines = list(outcome.lines) or [LogLine(label)]
        return RollResult(lines[0], list(outcome.rolls), None, lines[1:], dict(outcome.state))

    def roll_parts(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> Any:
        if check_of(kind) is not None or self.rolls is None:
            return None
        return self.rolls.roll_parts(kind, roller, inputs, opponent)

    def opponent_parts(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> Any:
        if check_of(kind) is not None or self.rolls is None:
            return None
        return self.rolls.opponent_parts(kind, roller, inputs, opponent)

    def opponent_defaults(self, kind: str, opponent: Any, inputs: Mapping[str, Any] | None = None,
                          declared: str | None = None) -> Mapping[str, Any]:
        if check_of(kind) is not None or self.rolls is None:
            return {}
        return self.rolls.opponent_defaults(kind, opponent, inputs, declared)

    def their_inputs(self, kind: str, inputs: Mapping[str, Any], sheet: Any) -> Mapping[str, Any] | None:
        if check_of(kind) is not None or self.rolls is None:
            return None
        return self.rolls.their_inputs(kind, inputs, sheet)

    def opponent_note(self, kind: str, opponent: Any, inputs: Mapping[str, Any]) -> Any:
        if check_of(kind) is not None or self.rolls is None:
            return None
        return self.rolls.opponent_note(kind, opponent, inputs)

    def follow_up_roll(self, action: str, memo: Mapping[str, Any], roller: Any, dice: Dice, points: int = 0) -> Any:
        return self._own().follow_up_roll(action, memo, roller, dice, points)

    def follow_up_refusal(self, action: str, memo: Mapping[str, Any], roller: Any) -> str | None:
        return self.rolls.follow_up_refusal(action, memo, roller) if self.rolls is not None else None

    # the ruleset's own answers about its rolls pass through (the checks add kinds, nothing else)
    def roll_factors(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> Sequence[Any]:
        if check_of(kind) is not None or self.rolls is None:
            return ()
        return self.rolls.roll_factors(kind, roller, inputs, opponent)

    def blow_request(self, kind: str, inputs: Mapping[str, Any]) -> Mapping[str, Any] | None:
        return self.rolls.blow_request(kind, inputs) if self.rolls is not None and check_of(kind) is None else None

    def declared_roll(self, sheet: Sheet, phase: str, answered: bool | None = None,
                      opponent: Sheet | None = None) -> tuple[str, dict[str, Any]] | None:
        return self.rolls.declared_roll(sheet, phase, answered, opponent) if self.rolls is not None else None

    def turn_counts(self, kind: str, inputs: Mapping[str, Any], earlier: Sequence[tuple[str, Mapping[str, Any]]],
                    against: Sequence[TurnRollAgainst] = (), opponent: FighterTurn | None = None) -> dict[str, int]:
        return self.rolls.turn_counts(kind, inputs, earlier, against, opponent) \
            if self.rolls is not None and check_of(kind) is None else {}

    def turn_summary(self, name: str, earlier: Sequence[tuple[str, Mapping[str, Any]]],
                     against: Sequence[TurnRollAgainst] = ()) -> Any:
        return self.rolls.turn_summary(name, earlier, against) if self.rolls is not None else None

    def round_end_roll(self, sheet: Sheet, state: State) -> tuple[str, dict[str, Any]] | None:
        """The ruleset's roll at the round's end (AFMBE unisystem's aimed shot): its checks as kinds
        of roll once hid it, and the round's end set nothing up."""
        return self.rolls.round_end_roll(sheet, state) if self.rolls is not None else None
