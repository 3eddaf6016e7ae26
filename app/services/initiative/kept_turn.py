"""The turn being played kept when the order is sorted again in the middle of a round.

A fighter who joins the fight, or whose initiative is rolled, typed or declared, while someone's
turn is under way does not take that turn: the one acting keeps it.  The rule texts say nothing of
fighters arriving mid-round (AFMBE: "the remaining characters act in descending order of
initiative"), so one whose new place is ahead of the one acting, and who has not acted this round,
acts right after him, and the log says so ("Dana Cruz keeps the turn, then Orderly Vic this round
(by initiative from round 2)"); from the next round the order is the initiative's again (the round's
end sorts it).  Nobody is marked as having acted who did not, and nobody acts twice in a round.

A turn is under way once anyone has acted this round, the one up has rolled or moved in it, or Act
now put him up; before that (a fight's first initiative roll) the order is sorted freely."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import Tx
from app.services.initiative.acted import ACT_KINDS, rollers_this_round
from app.services.initiative.fight_order import STEPPED_IN, R, Saves, set_state, waiting
from app.store.models import Encounter

#: a combatant's state key: acts after the one whose turn it was in this round, though his
#: initiative places him ahead; the round's end sorts the order again and clears it
BEHIND = "behind"

KEEPS_TURN = QT_TRANSLATE_NOOP(
    "log", "{name} keeps the turn, then {names} this round (by initiative from round {next})"
)


def turn_begun(tx: Tx, enc: Encounter, rows: Sequence[R], up: R | None) -> bool:
    """Whether the turn of ``up`` is under way (see the module's text)."""
    if up is None:
        return False
    if up.state.get(STEPPED_IN):
        return True
    # in a fight of declared phases the round is played once one has acted by his phase: one who
    # passed before anyone declared (N on Rook) does not start it, and the phases the others then
    # declare place them (Ana's phase 2 came before the walker's 3, the walker kept the turn)
    declared = any(r.state.get("phase") for r in rows)
    if any(r.acted and (r.state.get("phase") or not declared) for r in rows):
        return True
    return up.character_id is not None and up.character_id in rollers_this_round(tx, enc, ACT_KINDS)


def keep_turn(
    saves: Saves, rows: list[R], up: R | None, out: frozenset[int], begun: bool
) -> tuple[list[R], list[R]]:
    """``rows`` (the order sorted again) with ``up``, whose turn it was, kept at the turn when it is
    ``begun`` and he can still take it: those placed ahead of him who have not acted this round (nor
    wait, nor cannot act) come right after him, marked :data:`BEHIND`.  (the order, those moved)"""
    if not begun or up is None or up.acted or waiting(up) or up.id in out:
        return rows, []
    at = next((i for i, r in enumerate(rows) if r is up), None)
    if at is None:
        return rows, []
    ahead = [r for r in rows[:at] if not r.acted and not waiting(r) and r.id not in out]
    if not ahead:
        return rows, []
    moved = {id(r) for r in ahead}
    rest = [r for r in rows if id(r) not in moved]
    at = next(i for i, r in enumerate(rest) if r is up)
    for row in ahead:
        set_state(row, **{BEHIND: True})
        saves.save(row)
    return [*rest[: at + 1], *ahead, *rest[at + 1 :]], ahead


def kept_line(enc: Encounter, up: Any, moved: Sequence[Any]) -> list[dict[str, Any]]:
    """The effect line saying who acts after the one who kept the turn (none when nobody moved)."""
    if not moved:
        return []
    args = {"name": up.name, "names": ", ".join(r.name for r in moved), "next": enc.round + 1}
    return [{"t": KEEPS_TURN, "ctx": "log", "args": args}]
