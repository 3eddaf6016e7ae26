"""Checks a character's state calls for (survival, consciousness, fear…) as a ruleset declares them.

A ruleset whose states call for checks returns a :class:`CheckRules` from
:meth:`app.rules.base.Ruleset.check_rules`; the others return None and no check is ever due.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from app.rules.declarations import Choice, FieldSpec, Outcome, Sheet, State
from app.rules.dice import Dice
from app.rules.rolling import Chance


class CheckRules(ABC):
    """The checks due now, and rolling one of them."""

    @abstractmethod
    def checks_due(self, sheet: Sheet, state: State) -> list[Choice]:
        """The checks this character's state calls for now, each a key and its marked label."""

    @abstractmethod
    def roll_check(self, sheet: Sheet, state: State, check: str, dice: Dice) -> Outcome:
        """Roll one of :meth:`checks_due` with the right numbers; the Outcome says what followed
        (RulesError when that check is not due)."""

    def check_fields(self, check: str) -> tuple[FieldSpec, ...]:
        """What the dice dock asks beside a check's dice (twdu's critical injury: its name read off
        the table); none by default."""
        return ()

    def roll_check_with(self, sheet: Sheet, state: State, check: str, dice: Dice,
                        inputs: Mapping[str, Any]) -> Outcome:
        """:meth:`roll_check` with what the dock's :meth:`check_fields` hold."""
        return self.roll_check(sheet, state, check, dice)

    def dock_checks(self) -> tuple[Choice, ...]:
        """The checks the dice dock offers as kinds of roll beside the ruleset's own
        (:mod:`app.rules.features.check_kinds`), each rolled only while due; none by default."""
        return ()

    def typed_dice(self, check: str) -> tuple[str, str]:
        """How the table's dice of a check are typed, for the GM: the dice in words and an example of
        faces typed (``QT_TRANSLATE_NOOP`` texts of the "rules" context); ("", "") for a check whose
        dice are not typed from the table."""
        return "", ""

    def typed_dice_wanted(self, check: str, inputs: Mapping[str, Any]) -> str:
        """The dice the dice dock's faces field takes for a check with its form's ``inputs``, in the
        ruleset's words (a ``QT_TRANSLATE_NOOP`` text of the "rules" context) when a count of dice
        cannot say it (a D66, then an entry's recovery dice the console may roll); "": counted."""
        return ""

    def typed_dice_refused(self, check: str, inputs: Mapping[str, Any], typed: int) -> str:
        """Why ``typed`` faces are refused for a check with its form's ``inputs``, in the ruleset's
        words (a ``QT_TRANSLATE_NOOP`` text of the "rules" context, ``{typed}`` the count typed) where
        the count alone would not say it (a D66 typed with its entry's recovery die before the entry
        is named); "": the count said."""
        return ""

    def check_odds(self, sheet: Sheet, state: State, check: str) -> list[Chance]:
        """The exact chance of passing a due check, with its working, shown before it is rolled
        (none for a check that rolls nothing, such as the GM's call on a zombie)."""
        return []
