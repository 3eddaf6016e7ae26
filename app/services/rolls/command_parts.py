"""What both roll commands (:class:`~app.services.rolls.commands.RollDice` and
:class:`~app.services.rolls.follow_up.FollowUpRoll`) use: the dice a roll takes (the campaign's, or
the faces typed, all of them used), the character as the rules roll it, the ruleset's rolls and a
kind of them, a rule's line as the log keeps it, and a sheet's numbers for an expression."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.rules.base import LogLine, Ruleset
from app.rules.dice import Dice, DiceError, RollRecord, TypedDice, parse_faces
from app.rules.features.check_kinds import check_of, dice_rolls
from app.rules.features.rolls import RollRules
from app.rules.rolling import Roller, RollKind
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import joined
from app.services.character_commands import GM_ONLY
from app.services.command import CommandError, Context
from app.services.logtext import qt_translate, render_value
from app.services.rolls.wanted import MISCOUNTED, TAKES, counted
from app.store.models import Character


def rule_line(line: LogLine) -> dict[str, Any]:
    """A rule's line as the log keeps it; one the GM alone reads marked so (left out of the players' copy)."""
    return {"t": line.text, "ctx": "rules", "args": dict(line.args), **({GM_ONLY: True} if line.gm_only else {})}


def dice_said(records: list[RollRecord]) -> Any:
    """The worked dice of a roll's records, one after another ("4 2; 3"); a secret roll's (the recovery
    dice of a twdu injury's entry) marked for the GM alone: the players' copy says the others only."""
    if not any(r.secret for r in records):
        return joined([r.text for r in records])
    shown = [r.text for r in records if not r.secret]
    hidden = [{"t": "{dice}", "ctx": "log", "args": {"dice": r.text}, GM_ONLY: True} for r in records if r.secret]
    return [*([joined(shown)] if shown else []), *hidden]


def faces_shown(records: list[RollRecord]) -> list[list[int]]:
    """The faces of a roll's records the players may see: a secret roll's go to ``gm_only_rolls``."""
    return [pair for r in records if not r.secret for pair in r.faces_payload()]


def _roller(ruleset: Ruleset, row: Character, fighting: bool = True) -> Roller:
    """The character as the rules roll it, its state as the rules see one of the roster's kind (an
    AFMBE zombie made as an extra kept a "not one of the dead" mark from its sheet's start, and its
    attack took the living's unskilled −2 until something else wrote its state); ``fighting`` False
    out of a fight (no round to end)."""
    return Roller(dict(row.sheet), dict(ruleset.with_kind(row.kind, row.state)), row.kind == "pc", row.name,
                  fighting)


def _dice(ctx: Context, faces: str) -> Dice:
    if not faces.strip():
        return ctx.dice
    try:
        return TypedDice(parse_faces(faces), then=ctx.dice)
    except DiceError as exc:
        raise CommandError(str(exc), "rules") from exc


def _used_up(dice: Dice, faces: str = "", roll: Callable[[Dice], list[RollRecord]] | None = None) -> None:
    """Faces typed and left over are refused, naming the count the roll takes when ``roll`` tells it."""
    if isinstance(dice, TypedDice):
        try:
            dice.check_used_up()
        except DiceError as exc:
            raise (counted(exc, faces, roll) if roll is not None else CommandError(str(exc), "rules")) from exc


def check_counted(ctx: Context, kind: str, inputs: Mapping[str, Any], exc: DiceError,
                  faces: str) -> CommandError | None:
    """The refusal of faces miscounted for a check whose ruleset says its dice in words (a twdu D66, then
    its entry's recovery dice or none): "This roll takes 2 dice for the D66, …; 1 typed.", not a count
    that holds dice the console may roll itself; None for any other roll or refusal."""
    check, checks = check_of(kind), ctx.ruleset.check_rules()
    if check is None or checks is None or str(exc) not in MISCOUNTED:
        return None
    try:
        typed = len(parse_faces(faces))
    except DiceError:
        typed = 0
    refused = checks.typed_dice_refused(check, inputs, typed)
    if refused:  # the count alone said not why (the D66 and a recovery die typed before the name)
        return CommandError(refused, "rules", typed=typed)
    words = checks.typed_dice_wanted(check, inputs)
    if not words:
        return None
    return CommandError(TAKES, "log", wanted=render_value({"t": words, "ctx": "rules"}, qt_translate), typed=typed)


def sheet_variables(sheet: Mapping[str, Any]) -> dict[str, int]:
    """The whole numbers of a sheet by key, for expressions such as ``d4×STR``."""
    return {k: v for k, v in sheet.items() if isinstance(v, int) and not isinstance(v, bool)}


def rolls_of(ctx: Context) -> RollRules:
    """The ruleset's rolls; a ruleset without any knows no kind of roll."""
    rolls = dice_rolls(ctx.ruleset)
    if rolls is None:
        raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."), "rules")
    return rolls


#: a roll asked of a dead character (a walker destroyed, its turn brought back by an undo)
DEAD_ROLL = QT_TRANSLATE_NOOP("log", "{name} is dead: the dead make no rolls.")


def refuse_the_dead(ruleset: Ruleset, row: Character, spec: RollKind) -> None:
    """Refuse a roll of the dead ``row`` (none of his rolls is made, whatever turn an undo brought
    back), unless the kind is made for the dead (:attr:`RollKind.by_the_dead`: a revival roll)."""
    if spec.by_the_dead:
        return
    if ruleset.is_dead(dict(row.sheet), ruleset.with_kind(row.kind, dict(row.state))):
        raise CommandError(DEAD_ROLL, name=row.name)


def _kind_spec(ctx: Context, row: Character, kind: str) -> RollKind:
    for spec in rolls_of(ctx).roll_kinds(row.sheet):
        if spec.key == kind:
            return spec
    raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."), "rules")
