"""What first aid may do, worked out before its die is rolled: the heal form's preview shows these
odds, and the die is rolled once, when the GM confirms (:mod:`app.rules.gridlimbs.healing`).

Rule text: "The amount healed by first aid is determined by a d[(First Aid)+2] roll, with a one
resulting in another d[(First Aid)+2] roll to determine how many hitpoints are deducted."  The
odds are exact: a 1 in d(First Aid + 2) goes wrong, and each harm of 1 to that die then has one
chance in its square; every other face restores itself, within the limb's first-aid cap, and stops
the limb's bleeding when it bleeds ("First aid on a bleeding limb prevents bleed damage"): a limb
that does not bleed is promised no bleeding stopped.
"""

from __future__ import annotations

from collections import Counter

from app.rules.base import LogLine
from app.rules.gridlimbs.body import LIMBS, PART_LABELS, Body
from app.rules.gridlimbs.healing import first_aid_cap_left, first_aid_die
from app.rules.text import QT_TRANSLATE_NOOP

#: why first aid restores less than its die: the text's cap ("your limbs cannot be restored by any
#: more than half of their hitpoints via first-aid"), with the limb's numbers
CAP_REASON = QT_TRANSLATE_NOOP("rules", "First aid restores at most half a limb's maximum in total: {cap} of {most}, "
                                        "{given} of them before.")


def cap_reason(body: Body, part: str) -> LogLine:
    """The line that says the cap cut first aid's number (half the limb's maximum, rounded down)."""
    most = body.maximum(part)
    return LogLine(CAP_REASON, {"cap": most // 2, "most": most, "given": body.first_aid_restored(part)})


def cap_cuts(body: Body, part: str, face: int) -> bool:
    """Whether the cap, not the limb's maximum, keeps a roll of ``face`` from being restored whole."""
    cap = first_aid_cap_left(body, part)
    return face > cap and cap <= body.maximum(part) - body.pool(part)


def first_aid_odds(body: Body, part: str, skill: int) -> list[LogLine]:
    """The lines a preview shows: the die, the chance it goes wrong and the harm it then does, and
    each amount restored with its chance (faces restoring the same amount counted together)."""
    sides = first_aid_die(skill)
    limb = {"t": PART_LABELS[part]} if part in LIMBS else part
    lines = [
        LogLine(QT_TRANSLATE_NOOP("rules", "d{sides} is rolled when you press OK."), {"sides": sides}),
        LogLine(QT_TRANSLATE_NOOP("rules", "1 in {sides}: it goes wrong, {part} takes 1 to {sides} "
                                           "(1 in {square} each)."),
                {"sides": sides, "part": limb, "square": sides * sides}),
    ]
    room = min(first_aid_cap_left(body, part), body.maximum(part) - body.pool(part))
    restored = Counter(min(face, room) for face in range(2, sides + 1))
    bleeds = part in LIMBS and body.bleeding(part) > 0  # the bleeding stopped only where there is one
    for points in sorted(restored):
        if points:
            text = (QT_TRANSLATE_NOOP("rules", "{count} in {sides}: restores {points} and stops the bleeding.")
                    if bleeds else QT_TRANSLATE_NOOP("rules", "{count} in {sides}: restores {points}."))
        else:
            text = (QT_TRANSLATE_NOOP("rules", "{count} in {sides}: restores nothing, stops the bleeding.")
                    if bleeds else QT_TRANSLATE_NOOP("rules", "{count} in {sides}: restores nothing."))
        lines.append(LogLine(text, {"count": restored[points], "sides": sides, "points": points}))
    if part in LIMBS and cap_cuts(body, part, sides):  # the highest faces restore less: say why
        lines.append(cap_reason(body, part))
    return lines
