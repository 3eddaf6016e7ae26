"""Drawn and concealed katanas in the grid-and-limbs game.

Rule text: "All items can be concealed; however, to draw a concealed katana takes up a round of
combat", and running past enemies "you may only attack one thing per drawn melee weapon for each
tile you step on".

* A katana is drawn when it is the starting item (the sheet has no concealed mark for it) or a
  weapon found and not marked concealed; a concealed one is drawn by an action (the dice dock's
  "Draw a concealed katana", the roster's Draw a weapon).  At most two are drawn, one a hand.
* The draw takes up the round: the katana is being drawn (``state["drawing"]``, the weapons rows)
  until the round's end, and strikes from the next round (``state["drawn"]``).  Nothing is rolled.
* Out of a fight there is no round of combat to lose (and no round's end would come): the katana is
  drawn at once (:attr:`~app.rules.rolling.Roller.fighting`).
* A drawn katana can be put away, concealed again ("All items can be concealed"): the text gives
  that no cost (only the draw "takes up a round of combat"), so it is done at once, in a fight too,
  whatever the character did this round; drawing it again takes the round again.  A katana put away
  is kept in ``state["put_away"]``; the starting katana, which has no row of the weapons found, is
  :data:`STARTING` in these lists.
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
PUT_AWAY_KIND = "put_away"
DRAWN = "drawn"
DRAWING = "drawing"
PUT_AWAY = "put_away"
MOST_DRAWN = 2
#: why a katana drawn this round does not strike yet ("to draw a concealed katana takes up a round of combat")
DRAWN_THIS_ROUND = QT_TRANSLATE_NOOP("rules", "The katana was drawn this round: it strikes from the next round "
                                              "(drawing a concealed katana takes up a round of combat).")
#: why no other blow is dealt in the round of a draw (a fist, a bite: the draw is the round's action)
DRAWING_THIS_ROUND = QT_TRANSLATE_NOOP("rules", "Drawing the katana takes up this round: no blow until the next round "
                                                "(drawing a concealed katana takes up a round of combat).")
#: the starting katana's place in the lists of drawn, being drawn and put away
STARTING = -1


def _rows(state: Mapping[str, Any], key: str) -> list[int]:
    value = state.get(key, [])
    return [int(v) for v in value] if isinstance(value, list) else []


def concealed_katanas(sheet: Mapping[str, Any]) -> list[int]:
    """The rows of the weapons found that are katanas marked concealed."""
    return [i for i, row in enumerate(sheet.get(WEAPONS_FIELD, []))
            if row.get("weapon") == KATANA and row.get("concealed")]


def katanas(sheet: Mapping[str, Any]) -> list[int]:
    """Every katana carried: the starting one (:data:`STARTING`), then the rows of those found."""
    out = [STARTING] if sheet.get(STARTING_ITEM) == ITEM_KATANA else []
    return out + [i for i, row in enumerate(sheet.get(WEAPONS_FIELD, [])) if row.get("weapon") == KATANA]


def _hidden(sheet: Mapping[str, Any], state: Mapping[str, Any]) -> set[int]:
    """The katanas carried concealed unless drawn: marked so on the sheet, or put away since."""
    return set(concealed_katanas(sheet)) | set(_rows(state, PUT_AWAY))


def to_draw(sheet: Sheet, state: Mapping[str, Any]) -> list[int]:
    """The concealed katanas neither drawn nor being drawn."""
    done = set(_rows(state, DRAWN)) | set(_rows(state, DRAWING))
    hidden = _hidden(sheet, state)
    return [i for i in katanas(sheet) if i in hidden and i not in done]


def ready_katanas(sheet: Sheet, state: Mapping[str, Any]) -> list[int]:
    """The katanas out: carried openly, or concealed and drawn in an earlier round."""
    drawn = set(_rows(state, DRAWN))
    hidden = _hidden(sheet, state)
    return [i for i in katanas(sheet) if i in drawn or i not in hidden]


def drawn_katanas(sheet: Sheet, state: Mapping[str, Any]) -> int:
    """The katanas ready to strike: the starting one, the open ones found, the concealed ones drawn
    in an earlier round (none of them put away since); one a hand."""
    return min(MOST_DRAWN, len(ready_katanas(sheet, state)))


def round_ends(state: Mapping[str, Any]) -> dict[str, Any]:
    """At the round's end a katana being drawn is drawn."""
    out = dict(state)
    drawing = _rows(state, DRAWING)
    if drawing:
        out[DRAWN] = sorted(set(_rows(state, DRAWN)) | set(drawing))
    out.pop(DRAWING, None)
    return out


def draw_kind(sheet: Mapping[str, Any]) -> RollKind | None:
    """The dice dock's draw, offered while a katana is carried (one put away may be drawn again;
    they are alike: the first not yet drawn is drawn)."""
    if not katanas(sheet):
        return None
    return RollKind(DRAW, QT_TRANSLATE_NOOP("rules", "Draw a concealed katana"), (),
                    help=QT_TRANSLATE_NOOP("rules", "It takes up a round of combat: the katana strikes from the "
                                                    "next round; out of a fight it is drawn at once. Nothing is "
                                                    "rolled."),
                    subject=(), wield="draw", done=QT_TRANSLATE_NOOP("rules", "{name} draws a concealed katana"))


def put_away_kind(sheet: Mapping[str, Any]) -> RollKind | None:
    """Putting a drawn katana away, offered while a katana is carried."""
    if not katanas(sheet):
        return None
    return RollKind(PUT_AWAY_KIND, QT_TRANSLATE_NOOP("rules", "Put a drawn katana away"), (),
                    help=QT_TRANSLATE_NOOP("rules", "Concealed again at once (the rules give concealing no cost; "
                                                    "only a draw takes up a round of combat). Nothing is rolled."),
                    subject=(), wield="put_away", done=QT_TRANSLATE_NOOP("rules", "{name} puts a katana away"))


def _to_put_away(sheet: Sheet, state: Mapping[str, Any]) -> int:
    ready = ready_katanas(sheet, state)
    if not ready:
        if _rows(state, DRAWING):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "No katana is drawn: the one being drawn is out at the "
                                                        "round's end (Undo takes the draw back)."))
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No katana is drawn: every katana is concealed already."))
    return ready[-1]


def put_away_odds(sheet: Sheet, state: State) -> list[Chance]:
    _to_put_away(sheet, state)
    return [Chance(QT_TRANSLATE_NOOP("rules", "Concealed at once"), Fraction(1))]


def put_away(sheet: Sheet, state: State) -> RollResult:
    """Put the last drawn katana away: concealed again at once, to be drawn again as any concealed
    katana is."""
    katana = _to_put_away(sheet, state)
    new = dict(state)
    new[DRAWN] = [i for i in _rows(state, DRAWN) if i != katana]
    new[PUT_AWAY] = sorted(set(_rows(state, PUT_AWAY)) | {katana})
    left = drawn_katanas(sheet, new)
    if left:
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Puts a katana away, concealed; {count} {count|katana|katanas} "
                                                  "still drawn"),
                       {"count": left})
    else:
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Puts the katana away, concealed: drawing it again takes up "
                                                  "a round of combat"))
    return RollResult(line, [], True, state=new)


#: a draw asked of one whose katanas were never concealed (the starting one, one found and not marked
#: concealed): nothing to draw, each already in hand
NOT_CONCEALED = QT_TRANSLATE_NOOP("rules", "{name}'s {count|katana is|katanas are} not concealed: in hand already, "
                                           "nothing to draw.")


def _row(sheet: Sheet, state: Mapping[str, Any], name: str = "") -> int:
    rows = to_draw(sheet, state)
    if not rows and not _hidden(sheet, state) and not _rows(state, DRAWING):
        raise RulesError(NOT_CONCEALED, name=name, count=len(katanas(sheet)))
    if not rows:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Every concealed katana is drawn already."))
    if drawn_katanas(sheet, state) + len(_rows(state, DRAWING)) >= MOST_DRAWN:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "At most two melee weapons can be drawn, one a hand."))
    return rows[0]


#: why no katana is drawn by one who has already acted this round ("to draw a concealed katana takes
#: up a round of combat": a round already spent striking or sprinting has none of it left)
FOUGHT_FIRST = QT_TRANSLATE_NOOP("rules", "Has already struck this round: drawing a concealed katana takes up a "
                                          "whole round of combat, so it is drawn in the next round.")
SPRINTED_FIRST = QT_TRANSLATE_NOOP("rules", "Has already sprinted or moved furniture this round: drawing a "
                                            "concealed katana takes up a whole round of combat, so it is drawn in "
                                            "the next round.")


def _round_free(state: Mapping[str, Any]) -> None:
    """Refused, saying why, when this round already went to a blow or a sprint."""
    if state.get("fought"):
        raise RulesError(FOUGHT_FIRST)
    if state.get("sprinted"):
        raise RulesError(SPRINTED_FIRST)


def draw_odds(sheet: Sheet, state: State, fighting: bool = True, name: str = "") -> list[Chance]:
    _row(sheet, state, name)
    if fighting:
        _round_free(state)
    if not fighting:
        return [Chance(QT_TRANSLATE_NOOP("rules", "Drawn at once (no fight running)"), Fraction(1))]
    return [Chance(QT_TRANSLATE_NOOP("rules", "Drawn by the next round"), Fraction(1))]


#: what a draw did, after the roll's own name ("Draw a concealed katana: drawn at once, no fight is running")
DRAWN_AT_ONCE = QT_TRANSLATE_NOOP("rules", "drawn at once, no fight is running")
TAKES_THE_ROUND = QT_TRANSLATE_NOOP("rules", "it takes up the round; the katana strikes from the next one")
#: the same lines in logs written before, which said the roll's name twice
DRAWN_BEFORE = (
    QT_TRANSLATE_NOOP("rules", "Draws a concealed katana: no fight is running, so it is drawn at once"),
    QT_TRANSLATE_NOOP("rules", "Draws a concealed katana: it takes up the round and strikes from the next one"),
)


def draw(sheet: Sheet, state: State, fighting: bool = True, name: str = "") -> RollResult:
    """Draw a concealed katana: in a fight it takes up the round and strikes from the next one; out
    of a fight it is drawn at once."""
    row = _row(sheet, state, name)
    if fighting:
        _round_free(state)
    new = dict(state)
    if not fighting:
        new[DRAWN] = sorted(set(_rows(state, DRAWN)) | {row})
        line = LogLine(DRAWN_AT_ONCE)
        return RollResult(line, [], True, state=new)
    new[DRAWING] = sorted(set(_rows(state, DRAWING)) | {row})
    line = LogLine(TAKES_THE_ROUND)
    return RollResult(line, [], True, state=new)


def undrawn_refusal(sheet: Sheet, state: Mapping[str, Any]) -> str | None:
    """Why a katana blow cannot be dealt yet (a marked reason): the attacker's only katanas are
    concealed, or being drawn this round; None when a katana is drawn, or none is concealed."""
    if drawn_katanas(sheet, state):
        return None
    if _rows(state, DRAWING):
        return DRAWN_THIS_ROUND
    if to_draw(sheet, state):
        return QT_TRANSLATE_NOOP(
            "rules", "The katana is concealed: drawing it takes up a round of combat (the dice dock's draw).")
    return None
