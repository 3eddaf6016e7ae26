"""Faces typed from physical dice in place of any roll Deadwatch would make: the commands that
roll (damage and armor, healing and first aid, initiative, the end of a round, a swarm's random
victim) take ``faces`` ("6 3", "4"), read in the order the rules roll them; empty, they roll."""

from __future__ import annotations

import copy

from app.rules.dice import Dice, DiceError, TypedDice, parse_faces
from app.services.command import CommandError, Context


def dice_for(ctx: Context, faces: str) -> Dice:
    """The campaign's dice, or the faces typed (refused with the rules' message when not numbers)."""
    if not faces.strip():
        return ctx.dice
    try:
        return TypedDice(parse_faces(faces), then=ctx.dice)
    except DiceError as exc:
        raise CommandError(str(exc), "rules") from exc


def used_up(dice: Dice, ctx: Context | None = None) -> None:
    """Refuse faces typed beyond what the rules rolled (the GM typed a die too many).  With ``ctx``,
    only faces typed for this command: the campaign's own dice may serve the commands after it."""
    if ctx is not None and dice is ctx.dice:
        return
    if isinstance(dice, TypedDice):
        try:
            dice.check_used_up()
        except DiceError as exc:
            raise CommandError(str(exc), "rules") from exc


def with_dice(ctx: Context, faces: str) -> Context:
    """``ctx`` with the typed faces as its dice (itself when nothing was typed)."""
    dice = dice_for(ctx, faces)
    if dice is ctx.dice:
        return ctx
    typed = copy.copy(ctx)
    typed.dice = dice
    return typed
