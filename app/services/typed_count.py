"""How many dice a roll takes with the faces the GM typed, said when they typed too few.

Typed faces can change what a roll takes: first aid that fails on the first die rolls a second for
what went wrong; a melee exchange that lands a hit rolls the armor after it.  The count is found by
rolling the roll again with the typed faces first and, after them, dice of the program's own (a few
times over: the program's faces may change it too), and reading its records: "With the faces typed
this roll takes 2 dice: 1 × d6 (First aid), 1 × d6 (First aid gone wrong); 1 typed."  Nothing is
written: the rules are pure and their answer is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import Dice, DiceError, RollRecord, parse_faces
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.services.logtext import qt_translate, render_value

# the dice dock's words for the dice a roll takes (app.services.rolls.wanted), the same messages
ONE_KIND = QT_TRANSLATE_NOOP("log", "{count} × d{sides}")
PART = QT_TRANSLATE_NOOP("log", "{count} × d{sides} ({label})")
SEVERAL = QT_TRANSLATE_NOOP("log", "{count} {count|die|dice}: {parts}")
DICE = QT_TRANSLATE_NOOP("log", "{count} {count|die|dice}")
#: the rules' words for too few typed faces (app.rules.dice.TypedDice)
TOO_FEW = "Not enough dice typed for this roll."
#: the rules' words for a face its die cannot show (app.rules.dice.TypedDice), and the same said of
#: the face and its die ("11" typed for a d10)
OUT_OF_RANGE = "A face is out of range for its die."
FACE_OUT = QT_TRANSLATE_NOOP("log", "Face {face} cannot be: it is typed for a d{sides}, which shows 1–{sides}.")
NEEDS = QT_TRANSLATE_NOOP("log", "With the faces typed this roll takes {wanted}; {typed} typed.")
NEEDS_RANGE = QT_TRANSLATE_NOOP(
    "log", "With the faces typed this roll takes {low} to {high} dice: {parts}; {typed} typed."
)

#: the dice an action takes, said before any is typed (the damage form's field)
WANTED = QT_TRANSLATE_NOOP("log", "Dice to type, in this order: {wanted}")

#: the same when some dice are rolled only as the first ones fall (twdu: the armor first, then the
#: critical injury's dice only if the damage left breaks the character)
WANTED_THEN = QT_TRANSLATE_NOOP("log", "Dice to type, in this order: {wanted}; then, only if those dice call for "
                                       "them: {then}")
#: faces typed beyond what the roll used with them (the armor's sixes stopped the damage: no injury)
USES = QT_TRANSLATE_NOOP("log", "With the faces typed this roll uses only {wanted}; {typed} typed.")

#: the seeds of the program's dice after the typed faces
SEEDS = (1, 2, 3, 4, 5, 6)
#: faces forced on every die (each kept within its die): the lowest and the highest, which find the
#: dice rolled only on some faces when the seeds missed them
FORCED = (1, 1_000_000)


class PaddedDice(Dice):
    """The typed faces first, then the program's own dice (``padded`` of them)."""

    typed = True

    def __init__(self, faces: Iterable[int], seed: int) -> None:
        super().__init__(seed=seed)
        self._pending = list(faces)
        self.padded = 0

    def _next(self, sides: int) -> int:
        if self._pending:
            value = self._pending.pop(0)
            if not 1 <= value <= sides:
                raise DiceError(QT_TRANSLATE_NOOP("rules", "A face is out of range for its die."))
            return value
        self.padded += 1
        return super()._next(sides)


class ForcedDice(Dice):
    """Every die shows ``face`` (kept within the die)."""

    typed = True

    def __init__(self, face: int) -> None:
        super().__init__(seed=SEEDS[0])
        self._face = face

    def _next(self, sides: int) -> int:
        return min(max(self._face, 1), sides)


def _shape(records: Sequence[RollRecord]) -> list[tuple[str, int, int]]:
    """(label, sides, count) of the dice the records rolled, a label and a die told once."""
    merged: dict[tuple[str, int], int] = {}
    for record in records:
        for face in record.faces:
            merged[(record.label, face.sides)] = merged.get((record.label, face.sides), 0) + 1
    return [(label, sides, count) for (label, sides), count in merged.items()]


def _part(label: str, sides: int, count: int) -> dict[str, Any]:
    if label:
        said = {"t": label, "ctx": "rules"}
        return {"t": PART, "ctx": "log", "args": {"count": count, "sides": sides, "label": said}}
    return {"t": ONE_KIND, "ctx": "log", "args": {"count": count, "sides": sides}}


def needed(faces: Sequence[int], roll: Callable[[Dice], Sequence[RollRecord]]) -> CommandError | None:
    """The refusal naming what ``roll`` takes after ``faces`` (None when it cannot be told: the
    rules refuse the roll whatever the dice, or it took no more than was typed)."""
    shapes: list[tuple[int, list[tuple[str, int, int]]]] = []
    for seed in SEEDS:
        dice = PaddedDice(faces, seed)
        try:
            records = roll(dice)
        except (RulesError, DiceError, CommandError, ValueError, KeyError, TypeError):
            return None
        if dice.padded:
            shapes.append((len(faces) + dice.padded, _shape(records)))
    if not shapes:
        return None
    low, high = min(n for n, _ in shapes), max(n for n, _ in shapes)
    count, shape = max(shapes, key=lambda found: found[0])
    if sum(c for *_, c in shape) != count:  # the records do not hold every die rolled
        shape = []
    parts = [_part(*part) for part in shape]
    if low != high:
        return CommandError(NEEDS_RANGE, "log", low=low, high=high, typed=len(faces),
                            parts=render_value(parts, qt_translate))
    wanted = parts[0] if len(parts) == 1 else {"t": SEVERAL, "ctx": "log", "args": {"count": count, "parts": parts}}
    if not parts:
        wanted = {"t": DICE, "ctx": "log", "args": {"count": count}}
    return CommandError(NEEDS, "log", wanted=render_value(wanted, qt_translate), typed=len(faces))


class _FaceOut(Dice):
    """The typed faces in order, the program's after them; the first a die cannot show is kept
    (its face and the die's sides) and refused."""

    typed = True

    def __init__(self, faces: Iterable[int]) -> None:
        super().__init__(seed=SEEDS[0])
        self._pending = list(faces)
        self.found: tuple[int, int] | None = None

    def _next(self, sides: int) -> int:
        if self._pending:
            value = self._pending.pop(0)
            if not 1 <= value <= sides:
                self.found = (value, sides)
                raise DiceError(OUT_OF_RANGE)
            return value
        return super()._next(sides)


def face_out(faces: str, roll: Callable[[Dice], Sequence[RollRecord]]) -> CommandError | None:
    """The refusal naming the typed face its die cannot show and that die ("Face 11 cannot be: it is
    typed for a d10, which shows 1–10."); None when it cannot be told."""
    try:
        typed = parse_faces(faces)
    except DiceError:
        return None
    dice = _FaceOut(typed)
    try:
        roll(dice)
    except (RulesError, DiceError, CommandError, ValueError, KeyError, TypeError):
        pass
    if dice.found is None:
        return None
    face, sides = dice.found
    return CommandError(FACE_OUT, "log", face=face, sides=sides)


def too_few(message: str, faces: str, roll: Callable[[Dice], Sequence[RollRecord]]) -> CommandError:
    """The refusal of a roll the typed ``faces`` did not cover: what it takes with them when the
    rules' ``message`` says too few were typed; the face and its die when one is out of its range;
    else the rules' own words."""
    if message == OUT_OF_RANGE and faces.strip():
        named = face_out(faces, roll)
        if named is not None:
            return named
    if message == TOO_FEW and faces.strip():
        try:
            typed = parse_faces(faces)
        except DiceError:
            typed = []
        found = needed(typed, roll) if typed else None
        if found is not None:
            return found
    return CommandError(message, "rules")


def _said(parts: list[tuple[str, int, int]]) -> dict[str, Any]:
    said = [_part(*part) for part in parts]
    if len(said) == 1:
        return said[0]
    return {"t": SEVERAL, "ctx": "log", "args": {"count": sum(c for *_, c in parts), "parts": said}}


class SplitDice(Dice):
    """The first ``first`` dice at their lowest face, every die after them at its highest (one side
    of a melee exchange rolling low and the other high, whichever side wins it)."""

    typed = True

    def __init__(self, first: int, low_first: bool = True) -> None:
        super().__init__(seed=SEEDS[0])
        self._first = first
        self._low_first = low_first

    def _next(self, sides: int) -> int:
        low = len(self.faces) < self._first if self._low_first else len(self.faces) >= self._first
        return 1 if low else sides


def staged(roll: Callable[[Dice], Sequence[RollRecord]], extra: Sequence[Dice] = ()) -> tuple[
        list[tuple[str, int, int]], list[tuple[str, int, int]]] | None:
    """The dice ``roll`` always takes, first, and those it takes after them only as they fall (the
    armor's dice; then the injury's, when the damage they leave breaks the character): found by
    rolling it with the program's dice, with every die at its lowest and at its highest face, and
    with the ``extra`` dice given.  None when it takes the same dice whatever they show, or the
    parts cannot be told apart so."""
    trials: list[list[tuple[str, int, int]]] = []
    trial_dice: list[Dice] = [Dice(seed=seed) for seed in SEEDS] + [ForcedDice(face) for face in FORCED]
    trial_dice += extra
    for dice in trial_dice:
        try:
            records = roll(dice)
        except (RulesError, DiceError, CommandError, ValueError, KeyError, TypeError):
            return None
        shape = _shape(records)
        if sum(c for *_, c in shape) != len(dice.faces):  # the records do not hold every die rolled
            return None
        trials.append(shape)
    longest = max(trials, key=lambda shape: sum(c for *_, c in shape))
    always = [part for part in longest if all(part in trial for trial in trials)]
    then = [part for part in longest if part not in always]
    if not always or not then or longest != always + then:  # the dice rolled always come first
        return None
    if any(not set(trial) <= set(longest) for trial in trials):
        return None
    return always, then


def wanted_before(roll: Callable[[Dice], Sequence[RollRecord]], extra: Sequence[Dice] = (),
                  named: tuple[int, list[dict[str, Any]]] | None = None) -> dict[str, Any] | None:
    """What ``roll`` takes before any face is typed, as a marked value ("2 dice: 1 × d6 (Critical
    injury times), 1 × d6 (Broken minutes)"; "2 × d6 (Armor); then, only if those dice call for
    them: …"); None when it rolls nothing, or it cannot be told.  ``extra``: more dice to try it
    with (:func:`staged`).  ``named``: (count, words) where the first ``count`` dice, all it
    always takes, are said by whose they are (a melee exchange's, fighter by fighter)."""
    stages = staged(roll, extra)
    if stages is not None:
        first, then = stages
        later = [_part(*part) for part in then]
        said: Any = named[1] if named and sum(c for *_, c in first) == named[0] else _said(first)
        return {"t": WANTED_THEN, "ctx": "log", "args": {"wanted": said, "then": later}}
    if named and named[1]:
        try:
            records = roll(Dice(seed=SEEDS[0]))
        except (RulesError, DiceError, CommandError, ValueError, KeyError, TypeError):
            return None
        if sum(c for *_, c in _shape(records)) == named[0]:
            return {"t": WANTED, "ctx": "log", "args": {"wanted": named[1]}}
    found = needed([], roll)
    if found is None or found.message != NEEDS:
        return None
    return {"t": WANTED, "ctx": "log", "args": {"wanted": found.args_["wanted"]}}


def too_many(faces: str, records: Sequence[RollRecord], message: str) -> CommandError:
    """The refusal of faces typed beyond what the roll used with them: how many it used, and what
    for ("With the faces typed this roll uses only 2 × d6 (Armor); 4 typed."); the rules' own
    words when the records do not tell."""
    shape = _shape(records)
    try:
        typed = len(parse_faces(faces))
    except DiceError:
        typed = 0
    if not shape or not typed:
        return CommandError(message, "rules")
    return CommandError(USES, "log", wanted=render_value(_said(shape), qt_translate), typed=typed)
