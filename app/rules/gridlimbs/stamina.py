"""Stamina to the half point: a diagonal step sprinted costs 1.5.

Rule text (revision), "Movement and Combat": "sprint up to your entire speed per turn at the cost
of stamina equal to the amount you ran" (rules README: a diagonal step is 1.5, so a sprint of one
diagonal step costs 1.5 stamina, not 2).

The state keeps stamina as the tracker's whole number, ``stamina``, the exact value rounded up
(half a point left is not "zero stamina"), and ``stamina_half``: the whole number it was written
with when the exact value is half a point below it (else None).  A tracker that only knows whole
numbers still reads a value in range, and a GM who sets the track by hand drops the half point
(the number no longer matches); the rules read the exact value through :func:`exact_stamina`.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from math import ceil
from typing import Any

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

HALF = Fraction(1, 2)


def exact_stamina(state: Mapping[str, Any]) -> Fraction:
    """The stamina a state holds, to the half point."""
    whole = state.get("stamina", 0)
    if isinstance(whole, bool) or not isinstance(whole, int) or whole < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Enter a whole number, 0 or more."))
    mark = state.get("stamina_half")
    half = isinstance(mark, int) and not isinstance(mark, bool) and mark == whole > 0
    return Fraction(whole) - (HALF if half else 0)


def stamina_fields(value: Fraction | int) -> dict[str, Any]:
    """The state's ``stamina`` and ``stamina_half`` for an exact value (whole or half points)."""
    value = Fraction(value)
    if value < 0 or value * 2 != int(value * 2):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Stamina goes in whole or half points."))
    whole = ceil(value)
    return {"stamina": whole, "stamina_half": whole if value != whole else None}


def points_arg(value: Fraction | int) -> str | dict[str, str]:
    """A half-point amount as a log line's argument: a whole number ("3"), or a decimal the console
    writes with the decimal point of the language shown ({"num": "4.5"}: "4.5", "4,5")."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return {"num": f"{float(value):g}"}


def points_text(value: Fraction | int) -> str:
    """A half-point amount for the log and the arithmetic: "3", "1.5"."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):g}"
