"""The change set every service signal carries: what an action changed, so screens refresh only that."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class ChangeSet:
    """What changed.  ``characters`` holds ids; the flags name the other parts of the campaign.

    ``reset`` means everything (a campaign was opened): every screen rebuilds.
    """

    characters: frozenset[int] = frozenset()
    characters_added_or_removed: bool = False
    campaign: bool = False  # campaign state: threat level, swarm, options
    session: bool = False
    encounter: bool = False
    log: bool = True
    reset: bool = False
    kind: str = ""
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False)
    #: the rows changed, as the action left them: ``{"table", "id", "before", "after"}`` with the
    #: changed columns (whole rows for an insert or a delete, ``after`` None for a delete); an undo
    #: lists its action's changes reversed.  A cache can bring itself up to date from them.
    rows: tuple[dict[str, Any], ...] = field(default=(), compare=False, hash=False)
    #: the log events the action wrote (``LogEvent`` rows as committed, oldest first), so the log
    #: can show them without reading them back; empty when the change does not say
    events: tuple[Any, ...] = field(default=(), compare=False, hash=False)

    def touches_character(self, character_id: int) -> bool:
        return self.reset or character_id in self.characters

    @staticmethod
    def everything() -> ChangeSet:
        return ChangeSet(characters_added_or_removed=True, campaign=True, session=True, encounter=True, reset=True)
