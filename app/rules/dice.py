"""The one dice object of Deadwatch, and exact odds.

Every random number in the rules goes through :class:`Dice`.  Its random generator can be
injected (a seeded ``random.Random`` in tests), or replaced by faces typed from physical dice
(:class:`TypedDice`): the rules code does not know the difference, so a roll typed from the
table gives exactly the result the same faces would give when rolled here.

Every roll records its faces (rerolls included) in the order they were rolled, so the log can
print them.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import field
from fractions import Fraction

from app.rules.numbers import number
from app.rules.records import record
from app.rules.sums import Counts, Die, cost, spread, sum_counts
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic

# the largest expression: dice in all, faces on one die, the totals' spread once multiplied (100d1000
# spreads over 99,900) and any one number (a count, a constant, a multiplier, a multiplied term)
MAX_DICE = 100
MAX_FACES = 1000
MAX_SPREAD = 100_000
MAX_NUMBER = 10**9
LIMIT_MESSAGE = QT_TRANSLATE_NOOP("rules", "At most 100 dice of at most 1,000 faces.")
SPREAD_MESSAGE = QT_TRANSLATE_NOOP("rules", "Multiplied, the dice may spread over at most 100,000 totals.")
NUMBER_MESSAGE = QT_TRANSLATE_NOOP("rules", "The expression's numbers are too large.")


class DiceError(ValueError):
    """Bad dice input: a malformed expression, a face out of range, too few or many faces."""


@record(frozen=True)
class Face:
    """One die as it landed: how many sides it had and the face it showed."""

    sides: int
    value: int


class Dice:
    """The source of every random number in the rules.

    ``Dice(random.Random(7))`` is reproducible; ``Dice()`` uses a fresh system-seeded generator.
    ``faces`` lists every die rolled through this object since it was made (or since
    :meth:`take_faces` was last called).
    """

    typed = False

    def __init__(self, rng: random.Random | None = None, *, seed: int | None = None) -> None:
        self.rng = rng if rng is not None else random.Random(seed)
        self.faces: list[Face] = []

    def _next(self, sides: int) -> int:
        return self.rng.randint(1, sides)

    def d(self, sides: int) -> int:
        """Roll one die of ``sides`` sides and record its face."""
        if sides < 1:
            raise DiceError(QT_TRANSLATE_NOOP("rules", "A die needs at least one side."))
        value = self._next(sides)
        self.faces.append(Face(sides, value))
        return value

    def roll(self, count: int, sides: int) -> list[int]:
        """Roll ``count`` dice of ``sides`` sides."""
        return [self.d(sides) for _ in range(max(0, count))]

    def choice(self, options: Sequence[object]) -> object:
        """Pick one of ``options`` with equal chance, by a die of len(options) sides."""
        if not options:
            raise DiceError(QT_TRANSLATE_NOOP("rules", "Nothing to choose from."))
        return options[self.d(len(options)) - 1]

    def percent(self) -> int:
        """A d100 roll, 1-100."""
        return self.d(100)

    def take_faces(self) -> list[Face]:
        """Return the faces rolled so far and start a new record."""
        out, self.faces = self.faces, []
        return out

    def secret_dice(self) -> Dice:
        """The dice for a roll the GM keeps secret, made after the others (the recovery dice of a
        table's entry read after its D66): these dice themselves (:meth:`TypedDice.secret_dice`)."""
        return self


class TypedDice(Dice):
    """Dice that hand out faces typed from physical dice, in order.

    A face out of range for the die asked for raises :class:`DiceError`; so does asking for more
    dice than were typed.  After the roll, :meth:`check_used_up` refuses leftover faces.
    """

    typed = True

    def __init__(self, values: Iterable[int], then: Dice | None = None) -> None:
        super().__init__(random.Random(0))
        self._pending = list(values)
        self._used = 0
        self._then = then

    def secret_dice(self) -> Dice:
        """The faces still typed for a secret roll made after the others, if any are; with none left
        (the GM typed the table's dice for the rest only) the program's own dice roll it (``then``,
        the campaign's dice, else a fresh generator): the GM need not roll it at the table."""
        if self._pending:
            return self
        return self._then if self._then is not None else Dice()

    def _next(self, sides: int) -> int:
        if not self._pending:
            raise DiceError(QT_TRANSLATE_NOOP("rules", "Not enough dice typed for this roll."))
        value = self._pending.pop(0)
        self._used += 1
        if not 1 <= value <= sides:
            raise DiceError(QT_TRANSLATE_NOOP("rules", "A face is out of range for its die."))
        return value

    @property
    def used(self) -> int:
        """How many typed faces the rolls have taken so far."""
        return self._used

    @property
    def left(self) -> int:
        """How many typed faces are still to be taken."""
        return len(self._pending)

    def check_used_up(self) -> None:
        if self._pending:
            raise DiceError(QT_TRANSLATE_NOOP("rules", "More dice were typed than this roll uses."))


def parse_faces(text: str) -> list[int]:
    """Parse typed faces such as ``"10 8"`` or ``"6, 6, 3"``; anything else is refused."""
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    if not parts:
        raise DiceError(QT_TRANSLATE_NOOP("rules", "Type the faces rolled, separated by spaces."))
    try:
        return [int(p) for p in parts]
    except ValueError:
        raise DiceError(QT_TRANSLATE_NOOP("rules", "Faces must be whole numbers.")) from None


# --------------------------------------------------------------------------- expressions

_TERM = re.compile(
    r"""\s*(?P<sign>[+\-])?\s*
        (?:(?P<count>\d*)\s*[dD]\s*(?P<sides>\d+)|(?P<const>\d+)|(?P<var>[A-Za-z_]\w*))
        (?P<mults>(?:\s*[x×*]\s*(?:\d+|[A-Za-z_]\w*(?:\s*[+\-]\s*\d+)?))*)""",
    re.VERBOSE,
)
_MULT = re.compile(r"[x×*]\s*(\d+|[A-Za-z_]\w*(?:\s*[+\-]\s*\d+)?)")


@record(frozen=True)
class Term:
    sign: int
    count: int  # 0 for a constant or variable term
    sides: int
    constant: int
    multiplier: int


@record(frozen=True)
class Expression:
    """A parsed dice expression such as ``2d6+3``, ``d6×4`` or ``d4×STR`` (variables resolved)."""

    source: str
    terms: tuple[Term, ...]

    def roll(self, dice: Dice) -> ExpressionRoll:
        total = 0
        parts: list[str] = []
        faces: list[Face] = []
        for t in self.terms:
            if t.count:
                values = dice.roll(t.count, t.sides)
                faces.extend(Face(t.sides, v) for v in values)
                value = sum(values) * t.multiplier
                shown = "+".join(str(v) for v in values)
                text = f"{t.count}d{t.sides}[{shown}]"
                if t.multiplier != 1:
                    text += f"×{t.multiplier}"
            else:
                value = t.constant * t.multiplier
                text = str(t.constant) + (f"×{t.multiplier}" if t.multiplier != 1 else "")
            total += t.sign * value
            parts.append(("− " if t.sign < 0 else ("+ " if parts else "")) + text)
        return ExpressionRoll(self.source, total, tuple(faces), " ".join(parts) + f" = {number(total)}")

    def dice(self) -> list[Die]:
        """Every die of the expression as (faces, step): face f counts f × step."""
        return [(t.sides, t.sign * t.multiplier) for t in self.terms for _ in range(t.count)]

    @property
    def constant(self) -> int:
        return sum(t.sign * t.constant * t.multiplier for t in self.terms if not t.count)

    def odds_cost(self) -> int:
        """What working out the exact odds costs (see :func:`app.rules.sums.cost`)."""
        return cost(self.dice())

    def counts(self, cancelled: Callable[[], bool] | None = None) -> Counts:
        """The exact distribution as whole-number counts (see :func:`app.rules.sums.sum_counts`)."""
        return sum_counts(self.dice(), self.constant, cancelled)

    def distribution(self) -> dict[int, Fraction]:
        """The exact chance of every total."""
        return self.counts().distribution()

    @property
    def minimum(self) -> int:
        return self.constant + sum(min(step, step * sides) for sides, step in self.dice())

    @property
    def maximum(self) -> int:
        return self.constant + sum(max(step, step * sides) for sides, step in self.dice())

    @property
    def mean(self) -> Fraction:
        """The exact average, without the distribution."""
        return self.constant + sum((Fraction(step * (sides + 1), 2) for sides, step in self.dice()), Fraction(0))


@record(frozen=True)
class ExpressionRoll:
    source: str
    total: int
    faces: tuple[Face, ...]
    text: str


def parse_expression(text: str, variables: Mapping[str, int] | None = None) -> Expression:
    """Parse a dice expression; variables (``STR``) come from ``variables`` (case-insensitive).

    Refuses with :class:`DiceError` anything it cannot read whole, an unknown variable, and an
    expression beyond the limits: more than :data:`MAX_DICE` dice in all, a die of more than
    :data:`MAX_FACES` faces, dice whose totals spread, multiplied, over more than
    :data:`MAX_SPREAD`, or a number (multiplied) beyond :data:`MAX_NUMBER`.  Within the limits the
    exact odds take a second or two at most (see :mod:`app.rules.sums`).
    """
    vars_ = {k.upper(): v for k, v in (variables or {}).items()}
    src = text.strip()
    if not src:
        raise DiceError(QT_TRANSLATE_NOOP("rules", "The expression is empty."))
    pos = 0
    terms: list[Term] = []

    def number(digits: str) -> int:
        if len(digits) > 9:  # int() of thousands of digits is refused by Python itself
            raise DiceError(NUMBER_MESSAGE)
        return int(digits)

    def value_of(name: str) -> int:
        m = re.fullmatch(r"([A-Za-z_]\w*)\s*([+\-])?\s*(\d+)?", name.strip())
        if not m:
            return number(name)
        key = m.group(1).upper()
        if key not in vars_:
            raise DiceError(QT_TRANSLATE_NOOP("rules", "The expression names an unknown value."))
        base = vars_[key]
        if m.group(2):
            base += number(m.group(3)) * (1 if m.group(2) == "+" else -1)
        return base

    def small(value: int) -> int:
        if abs(value) > MAX_NUMBER:
            raise DiceError(NUMBER_MESSAGE)
        return value

    dice = 0
    while pos < len(src):
        m = _TERM.match(src, pos)
        if not m or m.end() == pos or (terms and not m.group("sign")):
            raise DiceError(QT_TRANSLATE_NOOP("rules", "The expression could not be read."))
        sign = -1 if m.group("sign") == "-" else 1
        mult = 1
        for mm in _MULT.finditer(m.group("mults") or ""):
            mult = small(mult * value_of(mm.group(1)))
        if m.group("sides"):
            count = number(m.group("count") or "1")
            sides = number(m.group("sides"))
            if count < 1:
                raise DiceError(QT_TRANSLATE_NOOP("rules", "The expression could not be read."))
            if sides < 1:
                raise DiceError(QT_TRANSLATE_NOOP("rules", "A die needs at least one side."))
            dice += count
            if dice > MAX_DICE or sides > MAX_FACES:
                raise DiceError(LIMIT_MESSAGE)
            small(sides * mult)
            terms.append(Term(sign, count, sides, 0, mult))
        elif m.group("const"):
            constant = number(m.group("const"))
            small(constant * mult)
            terms.append(Term(sign, 0, 0, constant, mult))
        else:
            constant = small(value_of(m.group("var")))
            small(constant * mult)
            terms.append(Term(sign, 0, 0, constant, mult))
        pos = m.end()
        while pos < len(src) and src[pos].isspace():
            pos += 1
    expression = Expression(src, tuple(terms))
    if spread(expression.dice()) > MAX_SPREAD:
        raise DiceError(SPREAD_MESSAGE)
    return Expression(src, tuple(terms))


# --------------------------------------------------------------------------- exact odds

def uniform(sides: int) -> dict[int, Fraction]:
    """One die: each face 1..sides with chance 1/sides."""
    p = Fraction(1, sides)
    return {v: p for v in range(1, sides + 1)}


def convolve(a: Mapping[int, Fraction], b: Mapping[int, Fraction]) -> dict[int, Fraction]:
    """The distribution of the sum of two independent values."""
    out: dict[int, Fraction] = {}
    for x, px in a.items():
        for y, py in b.items():
            out[x + y] = out.get(x + y, Fraction(0)) + px * py
    return out


def scale(dist: Mapping[int, Fraction], factor: int) -> dict[int, Fraction]:
    out: dict[int, Fraction] = {}
    for x, p in dist.items():
        out[x * factor] = out.get(x * factor, Fraction(0)) + p
    return out


def sum_of_dice(count: int, sides: int) -> dict[int, Fraction]:
    """The exact distribution of the sum of ``count`` dice of ``sides`` sides."""
    dist: dict[int, Fraction] = {0: Fraction(1)}
    one = uniform(sides)
    for _ in range(count):
        dist = convolve(dist, one)
    return dist


def binomial(n: int, p: Fraction) -> dict[int, Fraction]:
    """The chance of exactly k successes in n independent tries of chance p, for k in 0..n."""
    from math import comb

    q = 1 - p
    return {k: comb(n, k) * p**k * q ** (n - k) for k in range(n + 1)}


def at_least(dist: Mapping[int, Fraction], threshold: int) -> Fraction:
    """The chance that a value drawn from ``dist`` is ``threshold`` or more."""
    return sum((p for v, p in dist.items() if v >= threshold), Fraction(0))


@record
class RollRecord:
    """What the log keeps of one roll: a label, the faces, the arithmetic and the total."""

    label: str
    faces: list[Face] = field(default_factory=list)
    #: the worked roll: a plain sum ("d6 6 ×4 = 24") or, with words, a marked value (app.rules.worked)
    text: Arithmetic = ""
    total: int = 0
    typed: bool = False
    #: a roll the players must not see (a critical injury's time limit): kept for the GM only
    secret: bool = False

    def faces_payload(self) -> list[list[int]]:
        return [[f.sides, f.value] for f in self.faces]
