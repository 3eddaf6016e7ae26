"""Melee: an exchange of d10s between two sides.

Rule text, section 2 (melee):

* The GM first settles who fights whom: usually one character against several (two players
  against six zombies: three each), or several against one.
* "Each fighting side rolls as many d10 as it has attacks.  Then the sides compare whose result
  is higher."  The side with the highest single die wins the exchange.
* "If equal values came up, the character with the higher Agility wins."  The Agility compared
  is that of the fighters who rolled the tied top face.  Equal Agility: the whole exchange is
  rolled again (rules README) until one side wins.
* "The winner of the exchange deals full damage to the opponent, BUT if a player won against
  three opponents, he deals damage to only one of them, of his choice, and cannot spread it.  If
  three players beat one zombie (or three zombies one player), EACH deals him full damage."

The text's example: a player with Agility 6 fights three zombies of Agility 2; the player rolls
4, 6 and 9, the zombies (one attack each) 1, 8 and 9; the player wins, the 9s being tied and his
Agility higher.

The text only sets one fighter against one or several; several against several is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal

from app.rules.base import LogLine, RulesError
from app.rules.d10under.attributes import check_attribute
from app.rules.d10under.checks import D10
from app.rules.d10under.worked import round_text, side_text
from app.rules.dice import Dice, Face, RollRecord
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, marked

Side = Literal["a", "b"]

#: what decided an exchange's roll, in the log and the dice dock (see :func:`exchange_reason`)
HIGHEST_AGAINST_NONE_B = QT_TRANSLATE_NOOP("rules", "no dice against a highest die of {their_best}")
HIGHEST_AGAINST_NONE_A = QT_TRANSLATE_NOOP("rules", "highest die {best} against no dice")
#: the rule said with the numbers: the higher die wins whatever the Agility (a die over it counts);
#: a tie of dice goes to the higher Agility
HIGHEST_AGAINST = QT_TRANSLATE_NOOP(
    "rules", "highest die {best} against {their_best}; the higher die wins a melee exchange, even above Agility: "
             "melee is no roll under it"
)
HIGHEST_TIED = QT_TRANSLATE_NOOP(
    "rules",
    "a tie on the dice, {best} against {their_best}; the higher Agility wins: {agility} against {their_agility}",
)
ROLLED_AGAIN = QT_TRANSLATE_NOOP(
    "rules", "Rolled again {count} {count|time|times}: highest dice tied and Agility tied"
)
#: the same words in logs written before ("best die"), read in the GM's language as the new ones
#: (app.services.plurals.ENGLISH gives their English the new words)
WORDED_BEFORE = (
    QT_TRANSLATE_NOOP("rules", "no die against best die {their_best}"),
    QT_TRANSLATE_NOOP("rules", "best die {best} against no die"),
    QT_TRANSLATE_NOOP("rules", "best die {best} against {their_best}"),
    QT_TRANSLATE_NOOP("rules", "best die {best} against {their_best}, Agility {agility} against {their_agility}"),
    QT_TRANSLATE_NOOP("rules", "Rolled again {count} {count|time|times}: equal best dice, equal Agility"),
    QT_TRANSLATE_NOOP("rules", "highest die {best} against {their_best}"),
    QT_TRANSLATE_NOOP(
        "rules", "highest die {best} against {their_best}, a tie: Agility {agility} against {their_agility}"
    ),
    QT_TRANSLATE_NOOP(
        "rules", "highest die {best} against {their_best}; the higher die wins a melee exchange, Agility does not "
                 "cap it"
    ),
)


@dataclass(frozen=True)
class Fighter:
    """One combatant in an exchange: who, its Agility, its attacks (dice) and its full damage."""

    key: str
    agility: int
    attacks: int
    damage: int
    #: who it is, as the GM named it ("Ana"): the log's faces say whose they are
    name: str = ""


@dataclass(frozen=True)
class ExchangeRound:
    """One roll of the exchange: each fighter's faces, the top faces, and who won (None: roll again).

    ``agility_a`` and ``agility_b`` are the highest Agility among the fighters of each side who
    rolled that side's top face; they decide a tie of top faces.
    """

    faces_a: tuple[tuple[int, ...], ...]
    faces_b: tuple[tuple[int, ...], ...]
    top_a: int
    top_b: int
    agility_a: int
    agility_b: int
    winner: Side | None


@dataclass(frozen=True)
class Hit:
    """Damage the winners deal: ``attacker`` deals ``damage`` to one of ``targets``.

    With one target it is that target; with several (a lone winner against a group) the GM
    picks one and the damage cannot be spread.
    """

    attacker: str
    damage: int
    targets: tuple[str, ...]


@dataclass(frozen=True)
class MeleeResult:
    """A whole exchange: its rounds (more than one after tied rolls), the winner and the hits."""

    rounds: tuple[ExchangeRound, ...]
    winner: Side
    hits: tuple[Hit, ...]
    records: tuple[RollRecord, ...] = field(default=())

    @property
    def faces(self) -> list[Face]:
        return [face for record in self.records for face in record.faces]


def check_sides(side_a: Sequence[Fighter], side_b: Sequence[Fighter]) -> None:
    """Refuse an empty side, several against several, a bad Agility or a fighter without attacks."""
    if not side_a or not side_b:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Each side of a melee needs at least one fighter."))
    if len(side_a) > 1 and len(side_b) > 1:
        raise RulesError(
            QT_TRANSLATE_NOOP("rules", "A melee sets one fighter against one or several; split the groups.")
        )
    keys = [f.key for f in (*side_a, *side_b)]
    if len(set(keys)) != len(keys):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A fighter can stand in a melee only once."))
    for fighter in (*side_a, *side_b):
        check_attribute(fighter.agility)
        if fighter.attacks < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Attacks cannot be negative."))
        if fighter.damage < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Damage cannot be negative."))
    if not any(f.attacks for f in (*side_a, *side_b)):
        raise RulesError(
            QT_TRANSLATE_NOOP("rules", "Nobody in this melee has an attack (Agility 1 gives none).")
        )


def split_melee(side_one: Sequence[str], side_two: Sequence[str]) -> list[tuple[list[str], list[str]]]:
    """A first grouping for a melee, before the GM changes it.

    Rule text: "if there are 2 players and 6 zombies come at them, each player fights 3; but the
    GM may decide that more opponents turn on one than on the other … or when an odd number of
    enemies attacks an even number of players."  The larger side is shared out as evenly as it
    goes, each fighter of the smaller side facing a group; the first listed take the extra
    opponents (the GM reorders or regroups).  Each group is (keys from side one, keys from side
    two), with one side a single fighter.
    """
    if not side_one or not side_two:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Each side of a melee needs at least one fighter."))
    if len(set(side_one) | set(side_two)) != len(side_one) + len(side_two):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A fighter can stand in a melee only once."))
    few, many = (side_one, side_two) if len(side_one) <= len(side_two) else (side_two, side_one)
    share, extra = divmod(len(many), len(few))
    groups: list[tuple[list[str], list[str]]] = []
    start = 0
    for index, key in enumerate(few):
        size = share + (1 if index < extra else 0)
        chunk = list(many[start:start + size])
        start += size
        groups.append(([key], chunk) if few is side_one else (chunk, [key]))
    return groups


def _top(side: Sequence[Fighter], faces: Sequence[Sequence[int]]) -> tuple[int, int]:
    """The side's highest face and the best Agility among those who rolled it; a side without a
    single attack shows 0 and always loses."""
    if not any(faces):
        return 0, 0
    top = max(v for dice in faces for v in dice)
    agility = max(f.agility for f, dice in zip(side, faces, strict=True) if top in dice)
    return top, agility


def read_round(
    side_a: Sequence[Fighter],
    side_b: Sequence[Fighter],
    faces_a: Sequence[Sequence[int]],
    faces_b: Sequence[Sequence[int]],
) -> ExchangeRound:
    """Read one roll of the exchange from each fighter's faces (one list per fighter)."""
    check_sides(side_a, side_b)
    for side, faces in ((side_a, faces_a), (side_b, faces_b)):
        if len(faces) != len(side):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Give the faces of every fighter."))
        for fighter, dice in zip(side, faces, strict=True):
            if len(dice) != fighter.attacks:
                raise RulesError(QT_TRANSLATE_NOOP("rules", "Each fighter rolls one die per attack."))
            if any(not 1 <= v <= D10 for v in dice):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "A face is out of range for its die."))
    top_a, agility_a = _top(side_a, faces_a)
    top_b, agility_b = _top(side_b, faces_b)
    winner: Side | None
    if top_a != top_b:
        winner = "a" if top_a > top_b else "b"
    elif agility_a != agility_b:
        winner = "a" if agility_a > agility_b else "b"
    else:
        winner = None
    return ExchangeRound(
        tuple(tuple(d) for d in faces_a), tuple(tuple(d) for d in faces_b),
        top_a, top_b, agility_a, agility_b, winner,
    )


def exchange_hits(side_a: Sequence[Fighter], side_b: Sequence[Fighter], winner: Side) -> tuple[Hit, ...]:
    """Who deals damage to whom once ``winner`` has won the exchange.

    A lone winner deals its full damage once, to one loser of its choice; several winners against
    a lone loser each deal their full damage to it.  A winner without an attack (Agility 1) deals
    nothing.
    """
    check_sides(side_a, side_b)
    winners, losers = (side_a, side_b) if winner == "a" else (side_b, side_a)
    targets = tuple(f.key for f in losers)
    return tuple(Hit(f.key, f.damage, targets) for f in winners if f.attacks)


def _round_text(rnd: ExchangeRound, side_a: Sequence[Fighter], side_b: Sequence[Fighter]) -> Arithmetic:
    """The faces of one roll, each side after its fighters' names: "Ana rolled 4 6 9 against
    Shambler rolled 1 | 8 | 9" (what they mean, highest die and Agility, is :func:`exchange_reason`'s)."""
    return round_text(side_text([f.name for f in side_a], rnd.faces_a),
                      side_text([f.name for f in side_b], rnd.faces_b))


def exchange_reason(rnd: ExchangeRound) -> dict[str, Any]:
    """What decided the roll, each number named, side a's first, with the rule that decided it:
    "highest die 9 against 8; the higher die wins a melee exchange, even above Agility: melee is no roll under it",
    "a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2" (a marked template: see
    :mod:`app.rules.worked`).  "Highest", never "best": in a roll-under game a GM reads the best
    die of a check as the lowest, and the exchange goes to the higher one."""
    if not rnd.top_a:
        return marked(HIGHEST_AGAINST_NONE_B, their_best=rnd.top_b)
    if not rnd.top_b:
        return marked(HIGHEST_AGAINST_NONE_A, best=rnd.top_a)
    if rnd.top_a != rnd.top_b:
        return marked(HIGHEST_AGAINST, best=rnd.top_a, their_best=rnd.top_b)
    return marked(
        HIGHEST_TIED,
        best=rnd.top_a,
        their_best=rnd.top_b,
        agility=rnd.agility_a,
        their_agility=rnd.agility_b,
    )


def rerolls_line(result: MeleeResult) -> LogLine | None:
    """How often the exchange was rolled again (highest dice tied and Agility tied), or None."""
    again = len(result.rounds) - 1
    if not again:
        return None
    return LogLine(ROLLED_AGAIN, {"count": again})


def melee_exchange(dice: Dice, side_a: Sequence[Fighter], side_b: Sequence[Fighter]) -> MeleeResult:
    """Roll a melee exchange: side a's fighters' dice in order, then side b's, again after a tie."""
    check_sides(side_a, side_b)
    rounds: list[ExchangeRound] = []
    records: list[RollRecord] = []
    while True:
        faces_a = [dice.roll(f.attacks, D10) for f in side_a]
        faces_b = [dice.roll(f.attacks, D10) for f in side_b]
        rnd = read_round(side_a, side_b, faces_a, faces_b)
        rounds.append(rnd)
        faces = [Face(D10, v) for dice_ in (*faces_a, *faces_b) for v in dice_]
        records.append(
            RollRecord(QT_TRANSLATE_NOOP("rules", "Melee"), faces, _round_text(rnd, side_a, side_b),
                       max(rnd.top_a, rnd.top_b), dice.typed)
        )
        if rnd.winner is not None:
            hits = exchange_hits(side_a, side_b, rnd.winner)
            return MeleeResult(tuple(rounds), rnd.winner, hits, tuple(records))


# --------------------------------------------------------------------------- exact odds

def _check_dice(count: int) -> int:
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Attacks cannot be negative."))
    return count


def round_odds(dice_a: int, dice_b: int) -> dict[str, Fraction]:
    """One roll of the exchange: the chance that side a's top die is higher, lower or equal.

    With n d10, P(top ≤ m) = (m/10)^n, so P(top = m) = (m^n − (m−1)^n) / 10^n.  Keys ``"a"``,
    ``"b"``, ``"tie"``; sums to 1.  A side with no die (no attack) always loses.
    """
    a, b = _check_dice(dice_a), _check_dice(dice_b)
    if not a and not b:
        raise RulesError(
            QT_TRANSLATE_NOOP("rules", "Nobody in this melee has an attack (Agility 1 gives none).")
        )
    if not a or not b:
        return {"a": Fraction(1 if a else 0), "b": Fraction(0 if a else 1), "tie": Fraction(0)}
    higher = tie = 0
    for m in range(1, D10 + 1):
        exactly_a = m**a - (m - 1) ** a
        exactly_b = m**b - (m - 1) ** b
        higher += exactly_a * (m - 1) ** b
        tie += exactly_a * exactly_b
    total = D10 ** (a + b)
    p_a = Fraction(higher, total)
    p_tie = Fraction(tie, total)
    return {"a": p_a, "b": 1 - p_a - p_tie, "tie": p_tie}


def melee_win_probability(dice_a: int, agility_a: int, dice_b: int, agility_b: int) -> Fraction:
    """The exact chance that side a wins the exchange.

    A tie of top dice goes to the higher Agility; at equal Agility the exchange is rolled again
    until one side wins, so a wins with chance P(a higher) / (P(a higher) + P(b higher)).
    """
    check_attribute(agility_a)
    check_attribute(agility_b)
    odds = round_odds(dice_a, dice_b)
    if agility_a > agility_b:
        return odds["a"] + odds["tie"]
    if agility_a < agility_b:
        return odds["a"]
    return odds["a"] / (odds["a"] + odds["b"])
