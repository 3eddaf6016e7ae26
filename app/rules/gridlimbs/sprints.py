"""A sprint on the grid (rule text, "Movement"): stamina equal to the distance, a diagonal step 1.5;
reaching 0 stamina costs each leg 1 HP."""

from __future__ import annotations

from fractions import Fraction

from app.rules.base import LogLine, Outcome, RulesError, Sheet, State
from app.rules.gridlimbs import reading
from app.rules.gridlimbs.movement import sprint
from app.rules.gridlimbs.stamina import exact_stamina, points_arg, stamina_fields
from app.rules.gridlimbs.state_changes import log_changes, with_body
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import marked

OUT_OF_STAMINA = QT_TRANSLATE_NOOP("rules", "Out of stamina: each leg loses 1.")


def apply_sprint(sheet: Sheet, state: State, distance: Fraction | int) -> Outcome:
    """A sprint of ``distance`` tiles: stamina equal to the distance (a diagonal step 1.5);
    reaching 0 costs each leg 1 HP."""
    body = reading.body(sheet, state)
    if body.dead:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This character is dead."))
    before = exact_stamina(state)
    result = sprint(before, reading.speed(sheet, state), distance)
    new_state = reading.mark_activity(state, sprinted=True)
    new_state.update(stamina_fields(result.stamina))
    lines = [LogLine(QT_TRANSLATE_NOOP("rules", "Sprints {distance} tiles for {cost} stamina."),
                     # a whole distance as a number, so the line takes its plural form ("1 casilla")
                     {"distance": int(distance) if Fraction(distance).denominator == 1 else points_arg(distance),
                      "cost": points_arg(result.cost)})]
    after = body
    if result.exhausted:
        for leg in ("left_leg", "right_leg"):
            after = after.lose(leg, 1)
        lines.append(LogLine(OUT_OF_STAMINA))
    log_changes(lines, body, after)
    return Outcome(with_body(new_state, after), lines, [],
                   marked(QT_TRANSLATE_NOOP("rules", "Stamina {before} − {cost} = {after}"),
                          before=points_arg(before), cost=points_arg(result.cost),
                          after=points_arg(result.stamina)))
