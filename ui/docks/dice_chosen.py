"""A kind of roll the GM picks himself in the dice dock, set up for what it is: a check due (twdu's
"Critical injury (D66)") is rolled for one who has it due.  Picked on another's turn (Rook's, in the
fight), the dock kept "Roll for" on Rook, who has no injury to roll for: the GM had to find Ben
there himself.  Now the roll goes to the character the check is due for (the first in the roster
that has it); the GM's pick in "Roll for" after that is his.

A kind the turn's fighter's declared action rolls takes that action's inputs: Rook declared Close
Combat, and the duel the GM picked on his turn opened on the shotgun listed first
(:meth:`ui.docks.dice_turn.DiceTurn.kind_chosen`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.docks.dice_dock import DiceDock


def due_for(dock: DiceDock, check: str) -> list[int]:
    """The characters ``check`` is due for, in the roster's order."""
    services = dock.services
    rules = services.ruleset.check_rules() if services is not None else None
    if services is None or rules is None:
        return []
    return [row.id for row in services.characters.characters()
            if row.id is not None and any(c.value == check for c in rules.checks_due(row.sheet, row.state))]


def roll_for_the_due(dock: DiceDock) -> bool:
    """A check's kind picked for one who has it not due: "Roll for" goes to the first who has it due,
    the kind kept.  Whether the roller changed."""
    forms = dock.forms
    kind = forms.kind()
    from app.rules.features.check_kinds import check_of  # the rules load with the campaign, not the window

    check = check_of(kind.key) if kind is not None else None
    roller = forms.character_id()
    if kind is None or check is None:
        return False
    due = due_for(dock, check)
    if not due or roller in due:
        return False
    injured = due[0]
    forms.take_roll(injured, kind.key, {})
    return forms.character_id() == injured
