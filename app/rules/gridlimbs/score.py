"""Score and experience.

Rule text, "EXP and Score": "Each time you do something, you gain one point in the stats
used/affected (e.g., getting shot boosts your Max HP by one, and shooting someone boosts your
Accuracy by one).  Each zombie killed is worth one point.  Each time a player dies, all remaining
players gain points equal to the number of players dead."

The two experience events the text names are getting shot (Max HP) and shooting someone
(Accuracy); the others below follow its rule of "the stats used/affected".
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

POINTS_PER_ZOMBIE = 1

#: experience events: the stats each raises by one, and a label
EXPERIENCE: dict[str, tuple[tuple[str, ...], str]] = {
    "got_shot": (("max_hp",), QT_TRANSLATE_NOOP("rules", "Got shot (Max HP +1)")),
    "shot_someone": (("accuracy",), QT_TRANSLATE_NOOP("rules", "Shot someone (Accuracy +1)")),
    "melee_hit": (("strength",), QT_TRANSLATE_NOOP("rules", "Hit someone in melee (Strength +1)")),
    "sprinted": (("speed", "stamina"), QT_TRANSLATE_NOOP("rules", "Sprinted (Speed +1, Stamina +1)")),
    "gave_first_aid": (("first_aid",), QT_TRANSLATE_NOOP("rules", "Gave first aid (First Aid +1)")),
}


def zombie_kill(score: int, kills: int = 1) -> int:
    """The score after killing ``kills`` zombies: one point each."""
    if kills < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Kills cannot be negative."))
    return score + POINTS_PER_ZOMBIE * kills


def death_award(dead_so_far: int) -> int:
    """What each living player gains when a player dies: the number of dead players so far,
    the one who just died included."""
    if dead_so_far < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "At least one player must be dead."))
    return dead_so_far


def after_player_death(scores: Mapping[str, int], living: Collection[str],
                       dead_so_far: int) -> dict[str, int]:
    """Every living player's score after a death; the dead keep theirs."""
    award = death_award(dead_so_far)
    return {who: score + (award if who in living else 0) for who, score in scores.items()}


def gain_experience(sheet: Mapping[str, Any], event: str) -> dict[str, Any]:
    """A copy of ``sheet`` with +1 in each stat the event used or affected."""
    if event not in EXPERIENCE:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown experience event."))
    out = dict(sheet)
    for stat in EXPERIENCE[event][0]:
        out[stat] = int(out.get(stat, 0)) + 1
    return out
