"""Handedness: how a character's strength and accuracy split between the hands.

Rule text, "Character Creation": players send a handedness split ("50/50 R/L is 'both hands are
equally good'"); "a zero in one hand means it cannot be used to wield a single-handed weapon;
however, two-handed weapons can still be used".  "Movement and Combat": melee damage "will be
split between your hands in accordance with your handedness, then doubled (for example, a 50/50
R/L player dual-wielding katanas will deal standard damage with both.  On the other hand, a 100/0
R/L player hitting with a single katana will deal double standard damage)"; "Accuracy is split
through the handedness the same way as melee damage is."  "Damage": a useless arm holds no
one-handed weapon, and no weapon can be used when both arms fail.

A two-handed weapon is held by both hands together: it takes the stat unsplit (shares 100 %,
halved and doubled back), which is how this module reads a rule the text leaves open.
"""

from __future__ import annotations

from app.rules.base import RulesError
from app.rules.gridlimbs.body import LEFT_ARM, RIGHT_ARM, Body
from app.rules.text import QT_TRANSLATE_NOOP

RIGHT = "right"
LEFT = "left"
HANDS: tuple[str, ...] = (RIGHT, LEFT)
HAND_LABELS: dict[str, str] = {
    RIGHT: QT_TRANSLATE_NOOP("rules", "Right hand"),
    LEFT: QT_TRANSLATE_NOOP("rules", "Left hand"),
}
ARM_OF: dict[str, str] = {RIGHT: RIGHT_ARM, LEFT: LEFT_ARM}


def hand_share(right_percent: int, hand: str) -> int:
    """The percentage of the split that ``hand`` has (the right hand's share is on the sheet)."""
    if not 0 <= right_percent <= 100:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The right hand's share runs from 0 to 100."))
    if hand == RIGHT:
        return right_percent
    if hand == LEFT:
        return 100 - right_percent
    raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown hand."))


def split_by_hand(value: int, share_percent: int) -> int:
    """A stat split to one hand, then doubled: ``value × share × 2 / 100``, rounded down.

    50 % gives the stat itself, 100 % double, 0 % nothing.
    """
    if not 0 <= share_percent <= 100:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A hand's share runs from 0 to 100."))
    return value * share_percent * 2 // 100


def can_wield(body: Body, right_percent: int, hand: str, two_handed: bool) -> bool:
    """Whether a weapon can be used: a two-handed one needs both arms working; a one-handed
    one needs its arm working and a share above 0 in that hand."""
    share = hand_share(right_percent, hand)
    if two_handed:
        return not body.useless(LEFT_ARM) and not body.useless(RIGHT_ARM)
    return not body.useless(ARM_OF[hand]) and share > 0


def hand_value(value: int, right_percent: int, hand: str, two_handed: bool) -> int:
    """The stat a weapon in ``hand`` works with: split by handedness, or whole for two hands."""
    if two_handed:
        return value
    return split_by_hand(value, hand_share(right_percent, hand))
