"""A block declared for the round (the map's K) read by the damage form: a melee hit on a blocker.

Rule text (revision), "Movement and Combat": "In melee, you may attempt to block; this will only
succeed if you are faster than them.  If your opponent's damage exceeds your strength, the
difference goes through as damage; however, if their damage does not exceed your strength, you
will cause them knock back.  If you attempt to block when there are no adjacent enemies to you at
the start of a round, and one with faster speed runs at you, the block works as per usual."

How Deadwatch reads it in the damage form:
- While the target blocks, the form asks for the attacker's Speed (``attacker_speed``), filled in
  from the attacker the GM picked, else the one whose turn it is: his Speed as it is, halves
  included ("2.5" after a useless leg), so that a halved blocker is compared exactly.  A request
  without it is a hit whose block was read already (the map's run past) or a hit that is not met
  by the block.
- Only a melee weapon's hit is blocked.  A block declared with no enemy adjacent holds whatever the
  attacker's Speed: he could only reach the blocker by running in.
- A held block that stops it all knocks the attacker back and the blocker takes no knockback and
  no flinch from it.  The text gives no distance: one tile, away from the blocker, his token moved
  on the map in the same action; a wall or furniture behind him hurts him the blocker's Strength, as
  any knockback into an obstacle does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from app.rules.base import FieldSpec, LogLine, RulesError, Sheet, State
from app.rules.gridlimbs import sheet as sheets
from app.rules.gridlimbs.body import Body
from app.rules.gridlimbs.melee import BlockResult, block
from app.rules.gridlimbs.movement import effective_speed
from app.rules.gridlimbs.reading import speed
from app.rules.gridlimbs.run_past_attacks import BLOCKING
from app.rules.gridlimbs.stamina import points_arg, points_text
from app.rules.gridlimbs.weapons import Weapon
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, marked

ATTACKER_SPEED = "attacker_speed"

#: a held block that stops the whole blow: the attacker is knocked back one tile on the map, away
#: from the blocker (:meth:`~.map_rules.GridLimbsMap.attacker_knockback`)
ATTACKER_KNOCKED_BACK = QT_TRANSLATE_NOOP(
    "rules", "{damage} does not exceed Strength {strength}: nothing goes through, and the attacker is knocked back.")
#: the tiles a block's knockback moves the attacker: the text gives no number, one tile
BLOCK_KNOCKBACK_TILES = 1

#: worked damage: a held block lets through what the damage exceeds the blocker's Strength by
_BLOCK_STEP = QT_TRANSLATE_NOOP("rules", "{damage} − block {strength} = {through}")
_BAD_SPEED = QT_TRANSLATE_NOOP("rules", "The attacker's Speed is a whole number or a half (2 or 2.5), 0 to 99.")


def declared_block(state: State) -> Mapping[str, Any] | None:
    declared = state.get(BLOCKING)
    return declared if isinstance(declared, Mapping) else None


def block_form(fields: Sequence[FieldSpec], state: State) -> tuple[FieldSpec, ...]:
    """The damage form ``fields``, and the attacker's Speed while the target blocks this round."""
    if declared_block(state) is None:
        return tuple(fields)
    return tuple(fields) + (FieldSpec(
        ATTACKER_SPEED, QT_TRANSLATE_NOOP("rules", "Attacker's Speed"), "text", default="2",
        help=QT_TRANSLATE_NOOP("rules", "The target blocks this round: a melee hit is blocked only when "
                                        "the target is faster (always when declared with no enemy adjacent).")),)


def block_defaults(state: State, attacker: tuple[Sheet, State] | None = None) -> dict[str, Any]:
    """The attacker's Speed (halves included) while the target blocks."""
    if attacker is None or declared_block(state) is None:
        return {}
    return {ATTACKER_SPEED: points_text(speed(*attacker))}


def speed_value(value: Any) -> Fraction:
    """A Speed typed or stored: a whole number or a half ("2.5", "2,5", "2½"), 0 to 99."""
    if isinstance(value, bool):
        raise RulesError(_BAD_SPEED)
    if isinstance(value, int):
        speed = Fraction(value)
    elif isinstance(value, str):
        text = value.strip().replace(",", ".").replace("½", ".5")
        if text.startswith("."):
            text = "0" + text
        try:
            speed = Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise RulesError(_BAD_SPEED) from None
    else:
        raise RulesError(_BAD_SPEED)
    if speed < 0 or speed > 99 or (speed * 2).denominator != 1:
        raise RulesError(_BAD_SPEED)
    return speed


def blocked_hit(sheet: Sheet, state: State, body: Body, request: Mapping[str, Any], weapon: Weapon | None,
                amount: int) -> tuple[BlockResult, list[Arithmetic], list[LogLine]] | None:
    """The block that meets a melee hit of ``amount`` on ``sheet``'s character, with its worked
    step and log lines; None when no block meets it."""
    declared = declared_block(state)
    if declared is None or ATTACKER_SPEED not in request or weapon is None or weapon.ranged:
        return None
    attacker_speed = speed_value(request[ATTACKER_SPEED])
    strength = int(sheet[sheets.STRENGTH])
    blocker_speed = effective_speed(int(sheet[sheets.SPEED]), body.useless_legs())
    braced = bool(declared.get("braced"))
    held = block(blocker_speed, strength, attacker_speed, amount, braced=braced)
    speeds = {"speed": points_arg(Fraction(blocker_speed)), "attacker": points_arg(attacker_speed)}
    if not held.succeeded:
        text = QT_TRANSLATE_NOOP("rules", "Blocks, but fails: Speed {speed} is not faster than the attacker's "
                                          "{attacker}; all {damage} goes through.")
        return held, [], [LogLine(text, {**speeds, "damage": amount})]
    if braced and not Fraction(blocker_speed) > attacker_speed:
        why = LogLine(QT_TRANSLATE_NOOP("rules", "Blocks (declared with no enemy adjacent): holds against the "
                                                 "attacker who ran in (Speed {attacker} against {speed})."), speeds)
    else:
        why = LogLine(QT_TRANSLATE_NOOP("rules", "Blocks: Speed {speed} is faster than the attacker's {attacker}."),
                      speeds)
    step = marked(_BLOCK_STEP, damage=amount, strength=strength, through=held.damage_through)
    if held.knocks_back_attacker:
        line = LogLine(ATTACKER_KNOCKED_BACK, {"damage": amount, "strength": strength})
    else:
        line = LogLine(QT_TRANSLATE_NOOP("rules", "{damage} exceeds Strength {strength}: {through} goes through."),
                       {"damage": amount, "strength": strength, "through": held.damage_through})
    return held, [step], [why, line]


__all__ = ["ATTACKER_KNOCKED_BACK", "ATTACKER_SPEED", "BLOCK_KNOCKBACK_TILES", "block_defaults", "block_form",
           "blocked_hit", "declared_block"]
