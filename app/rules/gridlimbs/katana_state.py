"""Whether a character's katanas are drawn, being drawn or concealed, as badges in the roster and
the fight list (:meth:`GridLimbs.conditions`): the GM sees at a glance which katana can strike.

Rule text: "All items can be concealed; however, to draw a concealed katana takes up a round of
combat".  The states are those of :mod:`app.rules.gridlimbs.drawing`: a katana drawn (ready to
strike: carried openly, or drawn in an earlier round), being drawn (this round, out at its end),
or concealed (neither).  One badge a state; a count only when more than one katana is in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import Condition, Sheet
from app.rules.gridlimbs.drawing import DRAWING, katanas, ready_katanas, to_draw
from app.rules.text import QT_TRANSLATE_NOOP

#: the badges' keys
DRAWN_KEY, DRAWING_KEY, CONCEALED_KEY = "katana_drawn", "katana_drawing", "katana_concealed"

_ONE = {
    DRAWN_KEY: QT_TRANSLATE_NOOP("rules", "Katana drawn"),
    DRAWING_KEY: QT_TRANSLATE_NOOP("rules", "Katana being drawn"),
    CONCEALED_KEY: QT_TRANSLATE_NOOP("rules", "Katana concealed"),
}
_MANY = {
    DRAWN_KEY: QT_TRANSLATE_NOOP("rules", "Katanas drawn: {count}"),
    DRAWING_KEY: QT_TRANSLATE_NOOP("rules", "Katanas being drawn: {count}"),
    CONCEALED_KEY: QT_TRANSLATE_NOOP("rules", "Katanas concealed: {count}"),
}
_DETAIL = {
    DRAWN_KEY: QT_TRANSLATE_NOOP("rules", "ready to strike"),
    DRAWING_KEY: QT_TRANSLATE_NOOP("rules", "drawn this round: strikes from the next round"),
    CONCEALED_KEY: QT_TRANSLATE_NOOP("rules", "drawing it takes up a round of combat"),
}


def katana_conditions(sheet: Sheet, state: Mapping[str, Any]) -> list[Condition]:
    """The badges of the katanas carried (none when no katana is carried)."""
    carried = katanas(sheet)
    if not carried:
        return []
    raw = state.get(DRAWING, [])
    drawing = [int(v) for v in raw] if isinstance(raw, list) else []
    counts = {
        DRAWN_KEY: len(ready_katanas(sheet, state)),
        DRAWING_KEY: len(drawing),
        CONCEALED_KEY: len(to_draw(sheet, state)),
    }
    out = []
    for key, count in counts.items():
        if count:
            label = _ONE[key] if count == 1 else _MANY[key]
            out.append(Condition(key, label, "{detail}", "info", {"count": count, "detail": {"t": _DETAIL[key]}}))
    return out
