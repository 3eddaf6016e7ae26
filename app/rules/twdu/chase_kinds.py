"""twdu's moving rolls in the dice dock (twdu text, "Duels" and "Brawls"): a straight Mobility roll
moves one band closer or further; a chase is opposed Mobility, the winner moves one band, a tie
keeps it; beyond Extreme the chase is over.  The band is kept on the roller (``range``)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, Sheet
from app.rules.rolling import Chance, Roller
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.combat import chase, move_band
from app.rules.twdu.fight_kinds import OpposedKind, sum_chances
from app.rules.twdu.kinds import Distribution, ExtraKind, TheirOdds, Theirs, Values, Verdict, successes
from app.rules.twdu.pool import Pool, PoolRoll
from app.rules.twdu.range_fields import RANGE_KEY, band_fields, band_label
from app.rules.twdu.rollforms import pool_fields, roller_pool

DIRECTIONS = (
    Choice("further", QT_TRANSLATE_NOOP("rules", "Further away")),
    Choice("closer", QT_TRANSLATE_NOOP("rules", "Closer")),
)


class MoveKind(ExtraKind):
    key = "move"
    label = QT_TRANSLATE_NOOP("rules", "Move one range band (Mobility)")
    help = QT_TRANSLATE_NOOP(
        "rules", "A straight Mobility roll: one band closer or further; its effect comes after the attacks."
    )

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return band_fields(FieldSpec("direction", QT_TRANSLATE_NOOP("rules", "Direction"), "choice", "further",
                                     choices=DIRECTIONS))

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool:
        return roller_pool(roller, values)

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        return [Chance(QT_TRANSLATE_NOOP("rules", "Moves one band"), 1 - mine.get(0, Fraction(0)))]

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        if not successes(roll):
            return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "Fails to move: still at {band} range"),
                                   {"band": band_label(values["band"])}), False, state={RANGE_KEY: values["band"]})
        band = move_band(values["band"], values["direction"] == "closer")
        return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "Moves: now {band}"), {"band": band_label(band)}),
                       True, state={RANGE_KEY: band})


ROLES = (
    Choice("runner", QT_TRANSLATE_NOOP("rules", "Flees")),
    Choice("chaser", QT_TRANSLATE_NOOP("rules", "Gives chase")),
)


class ChaseKind(OpposedKind):
    key = "chase"
    label = QT_TRANSLATE_NOOP("rules", "Chase (Mobility against Mobility)")
    help = QT_TRANSLATE_NOOP(
        "rules",
        "The winner moves one band closer or further; a tie keeps the distance; beyond Extreme the chase is over.",
    )

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return band_fields(FieldSpec("role", QT_TRANSLATE_NOOP("rules", "The roller"), "choice", "runner",
                                     choices=ROLES))

    def opponent_fields(self) -> tuple[FieldSpec, ...]:
        return pool_fields("opponent_")[1:]

    @staticmethod
    def _band(mine: int, other: int, values: Mapping[str, Any]) -> str | None:
        if values["role"] == "runner":
            return chase(values["band"], mine, other)
        return chase(values["band"], other, mine)

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        runner = values["role"] == "runner"
        odds = sum_chances(mine, theirs, lambda a, b: (a > b[0]) - (a < b[0]) if runner else (b[0] > a) - (b[0] < a))
        return [
            Chance(QT_TRANSLATE_NOOP("rules", "The runner gets one band away"), odds.get(1, Fraction(0))),
            Chance(QT_TRANSLATE_NOOP("rules", "The chaser closes one band"), odds.get(-1, Fraction(0))),
            Chance(QT_TRANSLATE_NOOP("rules", "The distance stays"), odds.get(0, Fraction(0))),
        ]

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        band = self._band(successes(roll), theirs[0], values)
        if band is None:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "The chase is over: beyond Extreme range"))
        else:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Chase, {mine} against {theirs}: now {band}"),
                           {"mine": successes(roll), "theirs": theirs[0], "band": band_label(band)})
        won = successes(roll) > theirs[0]
        return Verdict(line, won, state={RANGE_KEY: band})
