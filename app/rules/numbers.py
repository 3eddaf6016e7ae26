"""Numbers as the GM reads them: one minus sign, U+2212 (−), in every number shown.

Python writes a negative number with a hyphen-minus ("-5"); a line of the log that says
"total -1 (d10 1 → −5)" then mixes two signs.  Every number shown goes through :func:`number`
(a plain number: "7", "−3") or :func:`signed` (a bonus or penalty: "+2", "−2", "+0").
"""

from __future__ import annotations

MINUS = "\u2212"


def number(value: int) -> str:
    """``value`` as text, a negative one with the minus sign: ``"−3"``."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """``value`` with its sign always shown: ``"+2"``, ``"−2"``, ``"+0"``."""
    return f"{MINUS}{-value}" if value < 0 else f"+{value}"
