"""Whether a roller is fighting: a combatant of the running fight.

What the rules say "takes up a round of combat" (the grid game's draw of a concealed katana) waits
for the round's end only for one who has rounds: a combatant of the fight that runs.  Out of a fight,
or outside the running one (its round's end passes that character by), there is no round to lose,
and the rules do it at once (:attr:`~app.rules.rolling.Roller.fighting`).
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, col, select

from app.store.models import Combatant, Encounter


def _row(session: Session, encounter: Encounter | None, character_id: int, column: Any) -> Any:
    """``column`` of the combatant row of ``character_id`` in ``encounter`` (None: no fight, or not in it)."""
    if encounter is None or encounter.id is None:
        return None
    return session.exec(
        select(column)
        .where(col(Combatant.encounter_id) == encounter.id, col(Combatant.character_id) == character_id)
        .limit(1)
    ).first()


def fighting(session: Session, encounter: Encounter | None, character_id: int) -> bool:
    """Whether ``character_id`` is a combatant of ``encounter``, the running fight (None: none runs)."""
    return _row(session, encounter, character_id, Combatant.id) is not None


def declared_phase(session: Session, encounter: Encounter | None, character_id: int) -> str | None:
    """The phase ``character_id`` declared an action in for this round of ``encounter``, the running
    fight (a twdu brawl's "3": Close Combat); None out of it, or with nothing declared."""
    state = _row(session, encounter, character_id, Combatant.state)
    phase = state.get("phase") if isinstance(state, dict) else None
    return str(phase) if phase not in (None, "") else None
