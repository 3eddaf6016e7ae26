"""Initiative arithmetic: a combatant's value read off the sheet, declared or rolled, the order
sorted from it, and the ties the GM decides."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from app.rules.base import Choice, InitiativeRoll, RulesError
from app.rules.dice import Dice, DiceError
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import need_sound
from app.services.command import CommandError, Context
from app.services.damaged import damage_kept
from app.services.initiative.fight_order import Row, Saves, named, set_state
from app.store.models import Character, Encounter

R = TypeVar("R", bound=Row)


class NeedsDiceError(Exception):
    """A mode asked for a die: its initiative is rolled, not read off the sheet."""


class NoDice(Dice):
    def _next(self, sides: int) -> int:
        raise NeedsDiceError


# ---------------------------------------------------------------------- initiative arithmetic
def phases(ctx: Context, mode: str) -> tuple[Choice, ...]:
    return tuple(ctx.ruleset.round_phases(mode))


def compute(ctx: Context, mode: str, character: Character, dice: Dice) -> InitiativeRoll:
    need_sound(ctx, character)
    state = {**character.state, "kind": character.kind}
    try:
        return ctx.ruleset.roll_initiative(character.sheet, state, mode, dice)
    except (RulesError, DiceError) as exc:
        raise CommandError(str(exc), "rules") from exc


def read_off(ctx: Context, mode: str, character: Character) -> InitiativeRoll | None:
    """The initiative when the mode reads it off the sheet (Speed, Agility, side); None when it rolls
    (or the sheet is damaged: the GM types it)."""
    if damage_kept(ctx.ruleset, character) is not None:
        return None
    try:
        return compute(ctx, mode, character, NoDice())
    except NeedsDiceError:
        return None


def place(
    tx: Saves,
    ctx: Context,
    enc: Encounter,
    row: Row,
    character: Character | None,
    marks: tuple[Choice, ...] | None = None,
) -> bool:
    """Give ``row`` the initiative its mode reads off the sheet or its declaration; False if it must roll.
    ``marks``: the mode's phases, when the caller has them (a round's end places forty rows)."""
    if character is None or damage_kept(ctx.ruleset, character) is not None:  # damaged: the GM types it
        return False
    if marks is None:
        marks = phases(ctx, enc.mode)
    if marks:
        phase = row.state.get("phase") or marks[-1].value
        try:
            key = ctx.ruleset.declaration_key(enc.mode, phase, character.kind == "pc")
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        row.initiative = [c.value for c in marks].index(phase) + 1
        row.sort_key = list(key)
        tx.save(row)
        return True
    result = read_off(ctx, enc.mode, character)
    if result is None:
        return False
    row.initiative = result.value
    row.sort_key = list(result.sort_key)
    set_state(row, rolled=False)
    tx.save(row)
    return True


def roll(
    tx: Saves, ctx: Context, enc: Encounter, row: Row, character: Character
) -> tuple[dict[str, Any], list[Any]]:
    """Roll ``row``'s initiative; (log line, faces)."""
    result = compute(ctx, enc.mode, character, ctx.dice)
    row.initiative = result.value
    row.sort_key = list(result.sort_key)
    set_state(row, rolled=True)
    tx.save(row)
    faces = result.roll.faces_payload() if result.roll else []
    text = result.roll.text if result.roll else str(result.value)
    line = named(
        row.name, QT_TRANSLATE_NOOP("log", "initiative {value} ({roll})"), {"value": result.value, "roll": text}, "log"
    )
    return line, faces


def sort(enc: Encounter, rows: list[R]) -> list[R]:
    """Highest key first; those who started the violence first in round 1; the rest keep their order."""

    def key(row: R) -> tuple[int, int, tuple[int, ...]]:
        first = 1 if enc.round == 1 and row.state.get("first") else 0
        placed = 1 if row.initiative is not None else 0
        return (first, placed, tuple(row.sort_key))

    return sorted(rows, key=key, reverse=True)


def _runs(rows: Sequence[Row], same: Callable[[Row, Row], bool]) -> list[list[Row]]:
    """Runs of rolled neighbours that ``same`` pairs."""
    runs: list[list[Row]] = []
    for a, b in zip(rows, rows[1:], strict=False):
        if not (a.state.get("rolled") and b.state.get("rolled") and same(a, b)):
            continue
        if runs and runs[-1][-1] is a:
            runs[-1].append(b)
        else:
            runs.append([a, b])
    return runs


def ties(rows: Sequence[Row]) -> list[tuple[list[str], bool]]:
    """Every run of neighbours with the same rolled initiative, with whether the GM decides its
    order (the whole sort key equal) or the rules' tie-breaker set it (AFMBE: higher Dexterity);
    a run the tie-breaker only partly parts is said both ways (Ann 8 DEX 3, then Bob and Cid 8 DEX 2)."""
    out: list[tuple[list[str], bool]] = []
    for run in _runs(rows, lambda a, b: a.initiative is not None and a.initiative == b.initiative):
        keys = {tuple(r.sort_key) for r in run}
        if len(keys) > 1:
            out.append(([r.name for r in run], False))
        out += [([r.name for r in part], True) for part in _runs(run, lambda a, b: a.sort_key == b.sort_key)]
    return out


#: a tie the rules' tie-breaker settled ("higher DEX first"): still the GM's to change by hand
TIE_SETTLED = QT_TRANSLATE_NOOP("log", "tie between {names}: the tie-breaker sets the order, the GM may change it")


def tie_lines(rows: Sequence[Row]) -> list[dict[str, Any]]:
    return [
        {
            "t": QT_TRANSLATE_NOOP("log", "tie between {names}: the GM decides") if gm else TIE_SETTLED,
            "ctx": "log",
            "args": {"names": ", ".join(names)},
        }
        for names, gm in ties(rows)
    ]
