"""Experience as a ruleset declares it: what play earns and what experience raises.

A ruleset with experience rules returns an :class:`ExperienceRules` from
:meth:`app.rules.base.Ruleset.experience_rules`; one without returns None.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from app.rules.declarations import Choice, Sheet


class ExperienceRules(ABC):
    """What earns experience and what it raises."""

    #: "points": the GM awards points and the player spends them on raises; "events": play itself
    #: earns +1s (proposed from the session log for the GM to confirm).
    style: str = "points"

    def experience_events(self, sheet: Sheet, action: Mapping[str, Any]) -> list[Choice]:
        """The experience one logged action earns this character.  ``action`` holds ``kind``
        ("damage", "heal"), ``role`` ("actor" or "target") and the action's ``request``.  By
        default play earns nothing by itself (the GM awards points)."""
        return []

    @abstractmethod
    def raise_options(self, sheet: Sheet, raised: Mapping[str, int]) -> list[tuple[Choice, str]]:
        """What experience can raise now, each with the reason it may not ("" when it may)."""

    @abstractmethod
    def apply_raise(self, sheet: Sheet, key: str, raised: Mapping[str, int]) -> Sheet:
        """The sheet with ``key`` raised one step; RulesError with the reason when not allowed."""
