"""The dice dock's line of a pool's arithmetic: "8 × d6 = Agility 4 + Ranged Combat 3 + gear 1"; or,
for a roll whose numbers are not a pool, its factors each named ("Accuracy 6 × Right hand 60% × 2 = d7").

The ruleset names the parts of the roller's dice (:class:`app.rules.rolling.DiceParts`, through
:meth:`RollService.roll_parts <app.services.rolls.RollService.roll_parts>`); this prints them, each
with its sign (a penalty after a minus sign, U+2212), in the GM's language, and what keeps the dice
from being their sum (the floor of no fewer than 0 dice, a roll that rolls none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.services.logtext import qt_translate, render, render_value

if TYPE_CHECKING:
    from app.rules.rolling import DiceParts

MINUS = "\u2212"


def parts_text(parts: DiceParts) -> str:
    """``parts`` as one line: the dice, then the parts each with its sign, then the note if any."""
    sum_text = ""
    summed = [part for part in parts.parts if not part.aside]
    for index, part in enumerate(summed):
        shown = render(part.text, {**part.args, "count": abs(part.count)}, "rules")
        if index == 0:
            sum_text = (MINUS if part.count < 0 else "") + shown
        else:
            sum_text += f" {MINUS if part.count < 0 else '+'} {shown}"
    line = QCoreApplication.translate("DiceDock", "{count} × d{sides} = {parts}").format(
        count=parts.total, sides=parts.sides, parts=sum_text
    )
    notes = [render(parts.note, {}, "rules")] if parts.note else []
    notes += [render(part.text, {**part.args, "count": part.count}, "rules") for part in parts.parts if part.aside]
    for note in notes:
        line = QCoreApplication.translate("DiceDock", "{line} ({note})").format(line=line, note=note)
    return line


def opponent_text(name: str, parts: DiceParts) -> str:
    """The opponent's dice as :func:`parts_text` prints the roller's, after the opponent's name."""
    return QCoreApplication.translate("DiceDock", "{name}: {parts}").format(name=name, parts=parts_text(parts))


def pool_lines(mine: DiceParts | None, theirs: tuple[str, DiceParts] | None) -> str:
    """The roller's arithmetic, then the opponent's on a line of its own; empty when neither is named."""
    lines = [parts_text(mine)] if mine is not None else []
    if theirs is not None:
        lines.append(opponent_text(*theirs))
    return "\n".join(lines)


def factors_text(factors: list[dict[str, object]]) -> str:
    """A roll's factors, each named, on one line in the GM's language ("Accuracy 6 × Right hand 60% × 2
    = d7"); "" for none."""
    return " ".join(render_value(piece, qt_translate) for piece in factors)
