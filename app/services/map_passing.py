"""Whether a move on the battle map strikes anybody in passing, and why not.

The map's M turns a planned move's blows in passing on; when nothing could be struck the GM is
told why before the move is made: the runner has no drawn melee weapon (the rules say which: a
concealed one not drawn yet, one being drawn this round, no arm to hold it), or the path runs past
no enemy.  The move itself refuses with the same words when it is made with its blows anyway
(:func:`app.services.map_attacks.attack_in_passing`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.rules.base import RulesError, Sheet, State
from app.rules.grid import AreaAttack, BattleMap, GridRules, Tile
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError

#: the runner strikes nobody whatever the path: the rules' reason ("The katana is concealed: …")
NOBODY = QT_TRANSLATE_NOOP("log", "Nothing to strike in passing for {name}: {reason}")
#: the path runs past no enemy
NO_ENEMY = QT_TRANSLATE_NOOP(
    "log", "Nothing to strike in passing: no enemy stands beside the tiles this move steps on.")


def passing_refusal(grid: GridRules, battle_map: BattleMap, mover: int, name: str, sheet: Sheet, state: State,
                    path: Sequence[Tile], foes: Mapping[int, tuple[Sheet, State]]) -> CommandError | None:
    """Why a move of ``mover`` along ``path`` (none planned yet: fewer than two tiles) strikes
    nobody in passing; None when it strikes someone, or may once a path is planned."""
    said = grid.passing_refusal(sheet, state)
    if said is not None:
        return CommandError(NOBODY, name=name, reason={"t": said.text, "ctx": "rules"})
    if len(path) < 2:
        return None
    try:
        attack: AreaAttack = grid.passing_attacks(battle_map, mover, list(path), sheet, state, foes)
    except RulesError as exc:
        return CommandError(str(exc), "rules")
    return None if attack.hits else CommandError(NO_ENEMY)
