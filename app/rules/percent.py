"""A chance as the digits of a percentage, for every screen and log line alike: "62.5", "42",
"<0.1", ">99.9" (one decimal where it matters, none for a whole number).

Rules give a chance to a line as :func:`percent_arg` (``{"pct": "59.8"}``), never as finished
text: the log renderer writes it with the decimal separator of the language shown ("59,8%" in
Russian and Spanish), as the dice dock's odds are written, so one screen never shows two
separators."""

from __future__ import annotations

from fractions import Fraction


def percent_digits(chance: Fraction) -> str:
    """The digits of ``chance`` as a percentage, with "." for the decimal point."""
    value = float(chance) * 100
    if chance <= 0:
        return "0"
    if chance >= 1:
        return "100"
    if value < 0.1:
        return "<0.1"
    if value > 99.9:
        return ">99.9"
    digits = 0 if abs(value - round(value)) < 0.05 else 1
    return f"{value:.{digits}f}"


def percent_arg(chance: Fraction) -> dict[str, str]:
    """A chance as an argument of a line, written as a percentage in the language shown."""
    return {"pct": percent_digits(chance)}
