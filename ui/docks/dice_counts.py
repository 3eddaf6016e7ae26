"""The dice dock's numbers that count what the roller did this turn ("Action this turn", "Shot this
turn (same weapon)"), filled from the session log before the roll, so the odds show the second
attack's −2 before it is rolled (it stayed at 1: the second shot of a turn had no penalty).

The ruleset counts (:meth:`app.rules.features.rolls.RollRules.turn_counts`) from the roller's rolls
of this round of the running fight; a roll made or undone, the turn passing, another roller, kind
or form put the counts in their fields again; a count that changes with an input (another weapon
picked) is put in again; otherwise a number the GM typed stays.

:class:`TurnCounts` is a member of :class:`ui.docks.dice_dock.DiceDock`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ui.docks.dice_dock import DiceDock


class TurnCounts:
    def __init__(self, dock: DiceDock) -> None:
        self.dock = dock
        #: bumped when the log may count otherwise (a roll made or undone, a turn passed)
        self.version = 0
        #: the roller's rolls of this turn as last read: (roller, version, rolls)
        self._rolls: tuple[int | None, int, list[tuple[str, dict[str, Any]]] | None] | None = None
        #: what the counts were put in: (form, roller, kind, version), and the counts put
        self._put: tuple[Any, ...] | None = None
        self._counts: dict[str, int] = {}

    def log_changed(self) -> None:
        self.version += 1

    def put(self) -> None:
        """The form's counts in their fields, where they changed since they were last put."""
        dock = self.dock
        forms, services = dock.forms, dock.services
        form, kind, who = forms.form, forms.kind(), forms.character_id()
        if services is None or form is None or kind is None or who is None:
            return
        if self._rolls is None or self._rolls[:2] != (who, self.version):
            self._rolls = (who, self.version, services.rolls.turn_rolls(who))
        counts = services.rolls.turn_counts(kind.key, form.values(), self._rolls[2])
        if not counts:
            return
        place = (form, who, kind.key, self.version)
        changed = counts if place != self._put else {
            k: v for k, v in counts.items() if self._counts.get(k) != v}
        self._put, self._counts = place, counts
        if changed:
            form.set_values(changed, quiet=True)
