"""The change set every service signal carries: what an action changed, so screens refresh only that."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from app.rules.records import record


@record(frozen=True)
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
    #: the kinds of the actions when several are told at once (a step back in the History), with
    #: ``kind`` empty unless they are all one kind; ask :meth:`of_kind`
    kinds: frozenset[str] = frozenset()
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

    def of_kind(self, *kinds: str) -> bool:
        """Whether the action told (or one of the actions, when several are told at once) is of
        one of ``kinds``."""
        return self.kind in kinds or not self.kinds.isdisjoint(kinds)

    @staticmethod
    def everything() -> ChangeSet:
        return ChangeSet(characters_added_or_removed=True, campaign=True, session=True, encounter=True, reset=True)


def merged(sets: list[ChangeSet]) -> ChangeSet:
    """What several actions changed, told at once: their rows and log events in order."""
    if len(sets) == 1:
        return sets[0]
    kinds = frozenset(k for s in sets for k in (s.kinds or {s.kind}) if k)
    return ChangeSet(
        characters=frozenset().union(*(s.characters for s in sets)),
        characters_added_or_removed=any(s.characters_added_or_removed for s in sets),
        campaign=any(s.campaign for s in sets),
        session=any(s.session for s in sets),
        encounter=any(s.encounter for s in sets),
        log=any(s.log for s in sets),
        reset=any(s.reset for s in sets),
        kind=next(iter(kinds)) if len(kinds) == 1 else "",
        kinds=kinds,
        rows=tuple(row for s in sets for row in s.rows),
        events=tuple(event for s in sets for event in s.events),
    )
