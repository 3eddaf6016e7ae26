"""The bounds of the GM's forms, in one place: the docks' and dialogs' spin boxes and the services'
checks (:mod:`app.services.checks`) read them here, so a service refuses exactly what its form
cannot send.  Light on purpose: the window imports it before the campaign's libraries load."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.rules.base import FieldSpec

# (lo, hi) of each form's input
TEXT_MAX = 4000  # a note, a reason, a name, typed faces: the log dock's note line holds as much
ITEMS_MAX = 500  # ids, picks, rows of a table: more than any form lists
COPIES = (1, 100)  # Characters dock, Copies…
EXTRAS = (1, 100)  # Add extras dialog
MINUTES = (1, 43200)  # Characters dock, Time passes… (a month)
INITIATIVE = (-99, 999)  # Initiative dock, set initiative
TIMER_ROUNDS = (1, 99)  # Timer dialog
AMMO_AMOUNT = (1, 999)  # Ammunition dialog: found, given
AMMO_WARNING = (0, 999)  # Ammo dock: low-ammo warning
XP_AWARD = (1, 100)  # Experience dialog: award
XP_COST = (0, 100)  # Experience dialog: cost of a raise
XP_UNSPENT = (0, 9999)  # unspent points an import sets (a Foundry actor's experience)
SWARM_DEAD = (0, 100000)  # Swarm dock: the dead
SWARM_SIZE = (0, 6)  # Swarm dock: Swarm Size override (0 follows the count)
SWARM_EXTRA = (-10, 10)  # Swarm dock: a roller's extra dice
MODIFIER = (-10, 10)  # Threat dock: modifier of the roll to avoid the dead
FIELD_RANGE = (-9999, 9999)  # a whole-number field of a form with no bounds of its own
COLUMN_RANGE = (-999, 999)  # a whole-number column of a table with no bounds of its own
ID_MAX = 2**63 - 1  # a row id (SQLite's integer)


def field_bounds(spec: FieldSpec, column: bool = False) -> tuple[int, int]:
    """The range of a whole-number field as its form's spin box has it."""
    lo, hi = COLUMN_RANGE if column else FIELD_RANGE
    return (lo if spec.minimum is None else spec.minimum, hi if spec.maximum is None else spec.maximum)
