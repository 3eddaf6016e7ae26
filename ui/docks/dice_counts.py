"""The dice dock's numbers that count what the roller did this turn ("Action this turn", "Shot this
turn (same weapon)"), filled from the session log before the roll, so the odds show the second
attack's −2 before it is rolled (it stayed at 1: the second shot of a turn had no penalty).

The ruleset counts (:meth:`app.rules.features.rolls.RollRules.turn_counts`) from the roller's rolls
of this round of the running fight and those made against him, and the same two of the one he rolls
against (the defender's action: a second parry's −2); a roll made or undone, the turn passing, another
roller, opponent, kind or form put the counts in their fields again; a count that changes with an input (another weapon
picked) is put in again; otherwise a number the GM typed stays.

What the roller and the one he rolls against did this turn, as the ruleset says it ("Dana Cruz this
turn: 2 attacks, 1 defence, 0 other actions"), is the line :meth:`TurnCounts.summary` gives the dock
above the odds: the GM sees where "Action this turn 3" comes from, and why a defence is free or not.

:class:`TurnCounts` is a member of :class:`ui.docks.dice_dock.DiceDock`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.services.logtext import qt_translate, render_value

if TYPE_CHECKING:
    from ui.docks.dice_dock import DiceDock


class TurnCounts:
    def __init__(self, dock: DiceDock) -> None:
        self.dock = dock
        #: bumped when the log may count otherwise (a roll made or undone, a turn passed)
        self.version = 0
        #: each fighter's rolls of this turn as last read, by (fighter, version): the rolls he made
        #: and those made against him
        self._rolls: dict[tuple[int, int], tuple[Any, Any]] = {}
        #: what the counts were put in: (form, roller, opponent, kind, version), and the counts put
        self._put: tuple[Any, ...] | None = None
        self._counts: dict[str, int] = {}

    def log_changed(self) -> None:
        self.version += 1
        self._rolls.clear()

    def _turn(self, who: int) -> tuple[Any, Any]:
        """The rolls ``who`` made this turn and those made against him, read once a version."""
        services = self.dock.services
        assert services is not None
        key = (who, self.version)
        if key not in self._rolls:
            self._rolls[key] = (services.rolls.turn_rolls(who), services.rolls.turn_rolls_against(who))
        return self._rolls[key]

    def put(self) -> None:
        """The form's counts in their fields (the defender's in the opponent's part), where they
        changed since they were last put."""
        dock = self.dock
        forms, services = dock.forms, dock.services
        form, kind, who = forms.form, forms.kind(), forms.character_id()
        if services is None or form is None or kind is None or who is None:
            return
        made, against = self._turn(who)
        other = forms.opponent_form
        opponent_id = forms.opponent_id() if other is not None else None
        inputs = form.values()
        opponent = None
        if other is not None and opponent_id is not None:
            inputs.update(other.values())
            opponent_made, opponent_against = self._turn(opponent_id)
            if opponent_made is not None:
                opponent = (opponent_made, opponent_against or [])
        counts = services.rolls.turn_counts(kind.key, inputs, made, against, opponent)
        if not counts:
            return
        place = (form, other, who, opponent_id, kind.key, self.version)
        changed = counts if place != self._put else {
            k: v for k, v in counts.items() if self._counts.get(k) != v}
        self._put, self._counts = place, counts
        if changed:  # each form takes its own keys: the defender's action goes to the opponent's part
            form.set_values(changed, quiet=True)
            if other is not None:
                other.set_values(changed, quiet=True)

    def summary(self) -> str:
        """What the roller and the one he rolls against did this turn of the running fight, a line
        each (the rolls read once a version); "" out of a fight or where the ruleset counts nothing."""
        dock = self.dock
        forms, services = dock.forms, dock.services
        if services is None:
            return ""
        fighters = [forms.character_id(), forms.opponent_id() if forms.opponent_form is not None else None]
        lines = []
        for fighter in dict.fromkeys(f for f in fighters if f is not None):
            line = services.rolls.turn_summary(fighter, self._turn(fighter))
            if line is not None:
                lines.append(render_value(line, qt_translate))
        return "\n".join(lines)
