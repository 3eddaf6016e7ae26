"""Rolls: every roll of the campaign's ruleset and free dice expressions, rolled here or typed
from physical dice, each one log event with its faces.

Every roll is one log event of kind ``roll`` and an undo step: a plain roll that changes nothing
as much as one that changes the roller's or the opponent's state (a push's stress, luck points
spent, a turn spent dodging), so Ctrl+Z takes back the roll the GM just made.  Typed faces are
refused with the reason (out of range, too few or too many, not numbers) and nothing is logged.
Secret rolls are marked secret in the log (the GM's eyes only).

Signals (on :class:`RollService`)
---------------------------------
failed(str, str)
    A roll was refused: (tr context, English message).  Nothing changed, nothing was logged.
rolled(object)
    A roll was logged: the :class:`Rolled` (its request, result and log event id).
"""

from app.services.rolls.command_parts import rule_line, sheet_variables
from app.services.rolls.commands import RollDice
from app.services.rolls.follow_up import FollowUpRoll
from app.services.rolls.requests import EXPRESSION, RECENT_MAX, RecentRoll, Rolled, RollRequest
from app.services.rolls.service import RollService

__all__ = [
    "EXPRESSION",
    "RECENT_MAX",
    "FollowUpRoll",
    "RecentRoll",
    "RollDice",
    "RollRequest",
    "RollService",
    "Rolled",
    "rule_line",
    "sheet_variables",
]
