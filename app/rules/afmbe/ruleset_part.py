"""What the parts of the All Flesh Must Be Eaten ruleset mixed into
:class:`~app.rules.afmbe.ruleset.AfmbeRuleset` take from it: its preset and the state helpers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.rules.base import Sheet, State


class AfmbeRulesetPart:
    """The base of a part of the ruleset (damage and healing, survival): declares the ruleset's own."""

    preset: str | None

    if TYPE_CHECKING:  # the ruleset's own
        @property
        def uni(self) -> bool: ...

        def _preset(self) -> str: ...

        def _state(self, sheet: Sheet, state: Any) -> State: ...

        def _settle(self, sheet: Sheet, state: State) -> State: ...
