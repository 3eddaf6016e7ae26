"""How many dice a roll takes, said before the GM types the faces of the table's dice.

The rules roll through one dice object (:class:`app.rules.dice.Dice`), so the dice a roll takes are
found by rolling it, as it stands, with dice of the program's own a few times over, and counting
the dice each of its records asked for: "3 × d4", or, for a roll of several parts, "6 dice: 4 × d6
(Skill roll), 2 × d6 (Stress dice)".  A roll whose count hangs on its faces (a hit that rolls its
damage) is said as a range: "2-3 × d10", or in words where one more die comes with certain faces
("1 × d10, and one more if it shows 1 or 10": AFMBE norms' rule of 1 and 10); one that has no
top (a die rolled again on a 10, and again
on the next 10) says so: "1 × d10, and one more for each die rolled again".  Nothing is written: the rules are
pure, and their answer is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import Dice, DiceError, RollRecord, parse_faces
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.services.logtext import qt_translate, render_value

#: the seeds of the trial rolls: a few, so that a count that hangs on the faces shows as a range
SEEDS = (1, 2, 3, 4, 5, 6)

ONE_KIND = QT_TRANSLATE_NOOP("log", "{count} × d{sides}")
ONE_KIND_RANGE = QT_TRANSLATE_NOOP("log", "{low}–{high} × d{sides}")
PART = QT_TRANSLATE_NOOP("log", "{count} × d{sides} ({label})")
SEVERAL = QT_TRANSLATE_NOOP("log", "{count} {count|die|dice}: {parts}")
SEVERAL_RANGE = QT_TRANSLATE_NOOP("log", "{low}–{high} dice: {parts}")
#: a count with no top: each die at its highest or lowest face asks for one more (a rule of ten)
ONE_KIND_OPEN = QT_TRANSLATE_NOOP("log", "{low} × d{sides}, and one more for each die rolled again")
SEVERAL_OPEN = QT_TRANSLATE_NOOP("log", "{low} {low|die|dice}, and one more for each die rolled again: {parts}")
#: the faces forced at the top and at the bottom of every die (each clamped within its die), a few of
#: them and one more: the trial rolls that find a count the seeds missed, and a count with no top
EXTREMES = (1, 1_000_000)
FORCED = 3
#: a count with a top, one more die for each die that shows certain faces (AFMBE norms: a natural
#: 1 or 10 rolls one more d10, which does not chain): the range said in words
ONE_EXTRA = QT_TRANSLATE_NOOP("log", "{low} × d{sides}, and one more if it shows {faces}")
EACH_EXTRA = QT_TRANSLATE_NOOP("log", "{low} × d{sides}, and one more for each that shows {faces}")
SEVERAL_EXTRA = QT_TRANSLATE_NOOP("log", "{low} {low|die|dice}: {parts}; and one more for each that shows {faces}")
#: a part of the roll some rolls do without (a defence rolled only when the attack hits)
PART_IF_ROLLED = QT_TRANSLATE_NOOP("log", "{count} × d{sides} ({label}, when rolled)")
#: faces named together: "1 or 10", "1, 2 or 10"
EITHER_FACE = QT_TRANSLATE_NOOP("log", "{some} or {last}")
TAKES = QT_TRANSLATE_NOOP("log", "This roll takes {wanted}; {typed} typed.")
#: a count that hangs on the faces, told for the faces typed (a miss rolls no defence)
TAKES_WITH = QT_TRANSLATE_NOOP("log", "With the faces typed this roll takes {wanted}; {typed} typed.")
#: the same when the faces typed leave a part unrolled (an attack that misses: no defence die), saying why
TAKES_WITHOUT = QT_TRANSLATE_NOOP("log", "With the faces typed this roll takes {wanted}; {typed} typed: after "
                                         "{rolled}, no {skipped} die is rolled.")
#: one part rolled with the faces typed: its label, its faces and its total
ROLLED_PART = QT_TRANSLATE_NOOP("log", "{label} {faces} (total {total})")


class TypedFirst(Dice):
    """The faces typed first (each kept within its die), then dice of the program's own: what the
    roll takes when its first faces are those typed."""

    def __init__(self, typed: list[int], seed: int) -> None:
        super().__init__(seed=seed)
        self._typed = list(typed)

    def _next(self, sides: int) -> int:
        if self._typed:
            return min(max(self._typed.pop(0), 1), sides)
        return super()._next(sides)


def _parts(records: list[RollRecord], faces: list[int]) -> list[tuple[str, int, int]]:
    """(label, sides, count) of the dice asked for (``faces``: their sides, in order), told by the
    records that hold them when the records hold exactly those (a push's records also show the dice
    it kept, which are not typed again)."""
    if sum(len(record.faces) for record in records) != len(faces):
        records = []
    parts: list[tuple[str, int, int]] = []
    held = 0
    for record in records:
        by_sides: dict[int, int] = {}
        for face in record.faces:
            by_sides[face.sides] = by_sides.get(face.sides, 0) + 1
        held += len(record.faces)
        parts += [(record.label, sides, count) for sides, count in by_sides.items()]
    for sides in faces[held:]:
        parts.append(("", sides, 1))
    return parts


def dice_wanted(
    roll: Callable[[Dice], list[RollRecord]], make: Callable[[int], Dice] | None = None
) -> dict[str, Any] | None:
    """What ``roll(dice)`` takes, as a nested line for the log context; None when the rules refuse
    the roll as it stands (the odds line says why) or it takes no dice.  ``make(seed)`` makes the
    trial dice (by default the program's own)."""
    counts: list[list[tuple[str, int, int]]] = []
    for seed in SEEDS:
        dice = make(seed) if make is not None else Dice(seed=seed)
        try:
            records = roll(dice)
        except (RulesError, DiceError, ValueError, KeyError, TypeError):
            return None
        counts.append(_parts(records, [f.sides for f in dice.faces]))
    open_ended = False
    if make is None:  # the faces at their extremes: a count the seeds missed, or one with no top
        for face in EXTREMES:
            few = _forced(roll, [face] * FORCED)
            more = _forced(roll, [face] * (FORCED + 1))
            counts += [parts for parts in (few,) if parts is not None]
            if few is not None and more is not None and _total(more) > _total(few):
                open_ended = True
    totals = [_total(parts) for parts in counts]
    low, high = min(totals), max(totals)
    if high == 0:
        return None
    shape = max(counts, key=lambda parts: sum(c for _, _, c in parts))
    sides = {s for _, s, _ in shape}
    labels = {label for label, _, _ in shape}
    extra = _extra_faces(roll, counts, sides) if make is None and not open_ended and low < high else None
    if extra is not None and len(extra[1]) == 1 and not extra[2]:
        words, ((_label, only, fewest),), _none = extra
        return {"t": ONE_EXTRA if fewest == 1 else EACH_EXTRA, "ctx": "log",
                "args": {"low": fewest, "sides": only, "faces": words}}
    if extra is not None:
        words, fewest_parts, optional = extra
        said = [
            {"t": PART_IF_ROLLED if label in optional else PART, "ctx": "log",
             "args": {"count": count, "sides": s, "label": {"t": label, "ctx": "rules"}}}
            if label else {"t": ONE_KIND, "ctx": "log", "args": {"count": count, "sides": s}}
            for label, s, count in fewest_parts
        ]
        return {"t": SEVERAL_EXTRA, "ctx": "log",
                "args": {"low": sum(c for _, _, c in fewest_parts), "parts": said, "faces": words}}
    if len(sides) == 1 and len(labels) <= 1:
        (only,) = sides
        if open_ended:
            return {"t": ONE_KIND_OPEN, "ctx": "log", "args": {"low": low, "sides": only}}
        if low == high:
            return {"t": ONE_KIND, "ctx": "log", "args": {"count": high, "sides": only}}
        return {"t": ONE_KIND_RANGE, "ctx": "log", "args": {"low": low, "high": high, "sides": only}}
    parts = [
        {"t": PART, "ctx": "log", "args": {"count": count, "sides": s, "label": {"t": label, "ctx": "rules"}}}
        if label
        else {"t": ONE_KIND, "ctx": "log", "args": {"count": count, "sides": s}}
        for label, s, count in _merged(shape)
    ]
    if open_ended:  # each part by its fewest dice, as "{low} dice" counts them (never the most seen)
        # the count is the parts' own total, the one the GM reads beside them: never "1 die" over
        # an attack's die and a defence's (a part rolled only sometimes counts, "when rolled")
        told = _fewest(counts + _chains_ended(roll, sides), shape)
        return {"t": SEVERAL_OPEN, "ctx": "log",
                "args": {"low": sum(int(part["args"]["count"]) for part in told), "parts": told}}
    if low == high:  # the parts as a list: rendered one after the other ("…; …")
        return {"t": SEVERAL, "ctx": "log", "args": {"count": high, "parts": parts}}
    return {"t": SEVERAL_RANGE, "ctx": "log", "args": {"low": low, "high": high, "parts": parts}}


def _extra_faces(roll: Callable[[Dice], list[RollRecord]], counts: list[list[tuple[str, int, int]]],
                 sides: set[int]) -> tuple[Any, list[tuple[str, int, int]], set[str]] | None:
    """The faces that ask for one more die, when they are what the count hangs on: each part of the
    roll (its record's label) takes its fewest dice, or twice them where every die shows one of those
    faces.  Returns the faces as words ("1 or 10"), the parts with their fewest dice, and the labels
    of the parts some rolls do without (a defence rolled only when the attack hits); None when the
    count hangs on something else."""
    if len(sides) != 1:
        return None
    (only,) = sides
    trials = [_merged(parts) for parts in counts]
    by_face: dict[int, dict[str, int]] = {}
    for face in range(1, only + 1):
        parts = _forced(roll, [face] * 64)
        if parts is None:
            return None
        by_face[face] = {label: count for label, _, count in _merged(parts)}
        trials.append(_merged(parts))
    labels = [label for label, _, _ in _merged(max(counts, key=_total))]
    base = {label: min(c for lb, _, c in sum(trials, []) if lb == label) for label in labels}
    extra: set[int] = set()
    seen_by_label: dict[str, dict[int, int]] = {}
    for label in labels:  # a part's extra faces, among the faces it was rolled with
        seen = seen_by_label[label] = {face: row[label] for face, row in by_face.items() if label in row}
        if any(c not in (base[label], 2 * base[label]) for c in seen.values()):
            return None
        extra |= {face for face, c in seen.items() if c == 2 * base[label]}
    for label, seen in seen_by_label.items():  # the same faces for every part that met them
        if {face for face, c in seen.items() if c == 2 * base[label]} != extra & set(seen):
            return None
    if not extra or len(extra) == only:
        return None
    faces = sorted(extra)
    words: Any = str(faces[-1])
    if len(faces) > 1:
        words = {"t": EITHER_FACE, "ctx": "log", "args": {"some": ", ".join(str(f) for f in faces[:-1]),
                                                          "last": faces[-1]}}
    optional = {label for label in labels if any(label not in {lb for lb, _, _ in t} for t in trials)}
    return words, [(label, only, base[label]) for label in labels], optional


def _fewest(counts: list[list[tuple[str, int, int]]], shape: list[tuple[str, int, int]]) -> list[dict[str, Any]]:
    """The parts of a roll with no top, each with the fewest dice it took in the trials that rolled
    it, "when rolled" where some trial did without it (a defence rolled only when the attack hits):
    "1 die, and one more for each die rolled again: 1 × d10 (Attack); 1 × d10 (Defence, when
    rolled)", not the four attack dice of a chain of tens beside the one die."""
    trials = [_merged(parts) for parts in counts]
    said: list[dict[str, Any]] = []
    for label, sides, _count in _merged(shape):
        seen = [c for trial in trials for lb, s, c in trial if lb == label and s == sides]
        fewest = min(seen) if seen else 1
        optional = any(not any(lb == label and s == sides for lb, s, _ in trial) for trial in trials)
        if label:
            said.append({"t": PART_IF_ROLLED if optional else PART, "ctx": "log",
                         "args": {"count": fewest, "sides": sides, "label": {"t": label, "ctx": "rules"}}})
        else:
            said.append({"t": ONE_KIND, "ctx": "log", "args": {"count": fewest, "sides": sides}})
    return said


def _chains_ended(roll: Callable[[Dice], list[RollRecord]], sides: set[int]) -> list[list[tuple[str, int, int]]]:
    """Trial rolls whose first dice chain (1 to :data:`FORCED` dice at their top or bottom face) and
    whose next dice all show a middle face: each part after the chain (a defence rolled only when a
    chain of tens made the attack reach it) rolls its fewest dice there, never the chain's own."""
    if len(sides) != 1:
        return []
    middle = (max(sides) + 1) // 2
    trials: list[list[tuple[str, int, int]]] = []
    for face in EXTREMES:
        for chain in range(1, FORCED + 1):
            parts = _forced(roll, [face] * chain + [middle] * 64)
            if parts is not None:
                trials.append(parts)
    return trials


def _total(parts: list[tuple[str, int, int]]) -> int:
    return sum(count for _, _, count in parts)


def _forced(roll: Callable[[Dice], list[RollRecord]], faces: list[int]) -> list[tuple[str, int, int]] | None:
    """The dice ``roll`` asks for when its first dice show ``faces`` (None: the rules refuse them)."""
    dice = TypedFirst(faces, SEEDS[0])
    try:
        records = roll(dice)
    except (RulesError, DiceError, ValueError, KeyError, TypeError):
        return None
    return _parts(records, [f.sides for f in dice.faces])


def _left_out(roll: Callable[[Dice], list[RollRecord]],
              typed: list[int]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """Why the faces ``typed`` take fewer dice than the roll may: the parts they rolled (label, faces
    and total: "Attack 9 (total 8)") and the parts they leave unrolled ("Defence"), as marked values;
    None when they leave none out (or the records do not tell)."""
    seen: list[str] = []
    for make in [*(lambda seed=seed: Dice(seed=seed) for seed in SEEDS),
                 *(lambda face=face: TypedFirst([face] * (FORCED + 1), SEEDS[0]) for face in EXTREMES)]:
        try:
            records = roll(make())
        except (RulesError, DiceError, ValueError, KeyError, TypeError):
            return None
        seen += [r.label for r in records if r.faces and r.label and r.label not in seen]
    rolled_with: set[str] = set()
    first: list[RollRecord] = []
    for seed in SEEDS:
        try:
            records = roll(TypedFirst(typed, seed))
        except (RulesError, DiceError, ValueError, KeyError, TypeError):
            return None
        rolled_with |= {r.label for r in records if r.faces}
        if not first:
            first = [r for r in records if r.faces]
    skipped = [label for label in seen if label not in rolled_with]
    if not skipped or not first:
        return None
    rolled = [{"t": ROLLED_PART, "ctx": "log",
               "args": {"label": {"t": r.label, "ctx": "rules"}, "faces": " ".join(str(f.value) for f in r.faces),
                        "total": r.total}} for r in first]
    return rolled, [{"t": label, "ctx": "rules"} for label in skipped]


def _merged(parts: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Parts of the same label and die told once."""
    merged: dict[tuple[str, int], int] = {}
    for label, sides, count in parts:
        merged[(label, sides)] = merged.get((label, sides), 0) + count
    return [(label, sides, count) for (label, sides), count in merged.items()]


#: the rules' words for typed faces that do not match the roll's dice (app.rules.dice.TypedDice)
MISCOUNTED = ("Not enough dice typed for this roll.", "More dice were typed than this roll uses.")


def counted(exc: DiceError, faces: str, roll: Callable[[Dice], list[RollRecord]],
            names: tuple[str | None, str, str | None] | None = None) -> CommandError:
    """The refusal of faces typed for ``roll``: when their count is wrong it names the count wanted
    ("This roll takes 6 × d6; 4 typed."), else the rules' own words.  A count that hangs on the
    faces ("2–3 dice") is told for the faces typed, so that it never names the count typed as one
    it takes: "8 4 2" for an attack missed by its defence takes 2 dice, not 3.  ``names``: the kind
    of roll's label, the roller's and the opponent's names, each side's dice named by who rolls them
    (:func:`named_parts`)."""
    if str(exc) in MISCOUNTED:
        wanted = dice_wanted(roll)
        if names is not None:
            wanted = named_parts(wanted, *names)
        if wanted is not None:
            try:
                typed_faces = parse_faces(faces)
            except DiceError:
                typed_faces = []
            typed = len(typed_faces)
            if wanted["t"] in (ONE_KIND_RANGE, SEVERAL_RANGE, ONE_KIND_OPEN, SEVERAL_OPEN, ONE_EXTRA, EACH_EXTRA,
                               SEVERAL_EXTRA) and typed_faces:
                these = dice_wanted(roll, lambda seed: TypedFirst(typed_faces, seed))
                if names is not None:
                    these = named_parts(these, *names)
                if these is not None:
                    why = _left_out(roll, typed_faces)
                    if why is not None:
                        return CommandError(TAKES_WITHOUT, "log", wanted=render_value(these, qt_translate),
                                            typed=typed, rolled=render_value(why[0], qt_translate),
                                            skipped=render_value(why[1], qt_translate))
                    return CommandError(TAKES_WITH, "log", wanted=render_value(these, qt_translate), typed=typed)
            return CommandError(TAKES, "log", wanted=render_value(wanted, qt_translate), typed=typed)
    return CommandError(str(exc), "rules", **getattr(exc, "words", {}))


#: the label the rules give the opponent's part of an opposed roll
OPPONENT_PART = "Opponent"


def named_parts(wanted: dict[str, Any] | None, kind_label: str | None, roller: str,
                opponent: str | None) -> dict[str, Any] | None:
    """The dice line with each side's part named by who rolls it: the roller's dice (labelled by the
    kind of roll, "6 × d6 (Duel)") as "6 × d6 (Ana Reyes)", the opponent's ("Opponent") by the
    opponent's name; the other parts (stress dice, armor…) as the rules name them."""
    if wanted is None or kind_label is None:
        return wanted
    names = {kind_label: roller}
    if opponent is not None:
        names[OPPONENT_PART] = opponent

    def rename(value: Any) -> Any:
        if isinstance(value, list):
            return [rename(v) for v in value]
        if not isinstance(value, dict):
            return value
        args = value.get("args")
        if not isinstance(args, dict):
            return value
        out = dict(args)
        label = out.get("label")
        if value.get("t") in (PART, PART_IF_ROLLED) and isinstance(label, dict) and label.get("t") in names:
            out["label"] = names[label["t"]]
        if "parts" in out:
            out["parts"] = rename(out["parts"])
        return {**value, "args": out}

    return rename(wanted)  # type: ignore[no-any-return]
