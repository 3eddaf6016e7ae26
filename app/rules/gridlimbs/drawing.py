"""Drawn and concealed katanas in the grid-and-limbs game.

Rule text: "All items can be concealed; however, to draw a concealed katana takes up a round of
combat", and running past enemies "you may only attack one thing per drawn melee weapon for each
tile you step on".

* A katana is drawn when it is the starting item (the sheet has no concealed mark for it) or a
  weapon found and not marked concealed; a concealed one is drawn by an action (the dice dock's
  "Draw a concealed katana").  At most two are drawn, one a hand.
* The draw takes up the round: the katana is being drawn (``state["drawing"]``, the weapons rows)
  until the round's end, and strikes from the next round (``state["drawn"]``).  Nothing is rolled.
* Out of a fight there is no round of combat to lose (and no round's end would come): the katana is
  drawn at once (:attr:`~app.rules.rolling.Roller.fighting`).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import LogLine, RulesError, Sheet, State
from app.rules.gridlimbs.sheet import ITEM_KATANA, STARTING_ITEM, WEAPONS_FIELD
from app.rules.gridlimbs.weapons import KATANA
from app.rules.rolling import Chance, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

DRAW = "draw"
DRAWN = "drawn"
DRAWING = "drawing"
MOST_DRAWN = 2


def _rows(state: Mapping[str, Any], key: str) -> list[int]:
    value = state.get(key, [])
    return [int(v) for v in value] if isinstance(value, list) else []


def concealed_katanas(sheet: Mapping[str, Any]) -> list[int]:
    """The rows of the weapons found that are katanas marked concealed."""
    return [i for i, row in enumerate(sheet.get(WEAPONS_FIELD, []))
            if row.get("weapon") == KATANA and row.get("concealed")]


def to_draw(sheet: Sheet, state: Mapping[str, Any]) -> list[int]:
    """The concealed katanas neither drawn nor being drawn."""
    done = set(_rows(state, DRAWN)) | set(_rows(state, DRAWING))
    return [i for i in concealed_katanas(sheet) if i not in done]


def drawn_katanas(sheet: Sheet, state: Mapping[str, Any]) -> int:
    """The katanas ready to strike: the starting one, the open ones found, the concealed ones drawn
    in an earlier round; one a hand."""
    count = 1 if sheet.get(STARTING_ITEM) == ITEM_KATANA else 0
    drawn = set(_rows(state, DRAWN))
    for i, row in enumerate(sheet.get(WEAPONS_FIELD, [])):
        if row.get("weapon") == KATANA and (not row.get("concealed") or i in drawn):
            count += 1
    return min(MOST_DRAWN, count)


def round_ends(state: Mapping[str, Any]) -> dict[str, Any]:
    """At the round's end a katana being drawn is drawn."""
    out = dict(state)
    drawing = _rows(state, DRAWING)
    if drawing:
        out[DRAWN] = sorted(set(_rows(state, DRAWN)) | set(drawing))
    out.pop(DRAWING, None)
    return out


def draw_kind(sheet: Mapping[str, Any]) -> RollKind | None:
    """The dice dock's draw, offered while a concealed katana is carried (they are alike: the first
    not yet drawn is drawn)."""
    if not concealed_katanas(sheet):
        return None
    return RollKind(DRAW, QT_TRANSLATE_NOOP("rules", "Draw a concealed katana"), (),
                    help=QT_TRANSLATE_NOOP("rules", "It takes up a round of combat: the katana strikes from the "
                                                    "next round; out of a fight it is drawn at once. Nothing is "
                                                    "rolled."),
                    subject=())


def _row(sheet: Sheet, state: Mapping[str, Any]) -> int:
    rows = to_draw(sheet, state)
    if not rows:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Every concealed katana is drawn already."))
    if drawn_katanas(sheet, state) + len(_rows(state, DRAWING)) >= MOST_DRAWN:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "At most two melee weapons can be drawn, one a hand."))
    return rows[0]


def draw_odds(sheet: Sheet, state: State, fighting: bool = True) -> list[Chance]:
    _row(sheet, state)
    if not fighting:
        return [Chance(QT_TRANSLATE_NOOP("rules", "Drawn at once (no fight running)"), Fraction(1))]
    return [Chance(QT_TRANSLATE_NOOP("rules", "Drawn by the next round"), Fraction(1))]


def draw(sheet: Sheet, state: State, fighting: bool = True) -> RollResult:
    """Draw a concealed katana: in a fight it takes up the round and strikes from the next one; out
    of a fight it is drawn at once."""
    row = _row(sheet, state)
    new = dict(state)
    if not fighting:
        new[DRAWN] = sorted(set(_rows(state, DRAWN)) | {row})
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Draws a concealed katana: no fight is running, so it is "
                                                  "drawn at once"))
        return RollResult(line, [], True, state=new)
    new[DRAWING] = sorted(set(_rows(state, DRAWING)) | {row})
    line = LogLine(QT_TRANSLATE_NOOP("rules", "Draws a concealed katana: it takes up the round and strikes "
                                              "from the next one"))
    return RollResult(line, [], True, state=new)


def undrawn_refusal(sheet: Sheet, state: Mapping[str, Any]) -> str | None:
    """Why a katana blow cannot be dealt yet (a marked reason): the attacker's only katanas are
    concealed, or being drawn this round; None when a katana is drawn, or none is concealed."""
    if drawn_katanas(sheet, state):
        return None
    if _rows(state, DRAWING):
        return QT_TRANSLATE_NOOP("rules", "The katana being drawn strikes from the next round.")
    if to_draw(sheet, state):
        return QT_TRANSLATE_NOOP(
            "rules", "The katana is concealed: drawing it takes up a round of combat (the dice dock's draw).")
    return None
