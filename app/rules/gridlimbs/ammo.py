"""Clips of fifteen rounds, each counted on its own.

Rule text, "Movement and Combat": "Reloading weapons takes a round, and discards the entire clip
unless otherwise specified by the reloading player – however, you cannot choose which clips you
load into your gun without taking an extra round to do so, so if you reload and keep a
three-bullet clip, and then later have to reload within a round to avoid death, you risk loading
the three-bullet clip in the heat of the moment.  You do not know how much ammo is in each clip,
though they all start at fifteen-rounds, so count your shots.  If you believe you can spare the
two rounds to load a specific clip, you are to tell me the number of bullets in the clip you wish
to load; if you declare a non-existent clip, you will still take the two rounds to reload and load
a random clip."

:class:`Clips` is one gun's loaded clip with the spare clips it can draw on; every function
returns a new value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.rules.base import RulesError
from app.rules.dice import Dice, RollRecord
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import marked

CLIP_SIZE = 15
HASTY_RELOAD_ROUNDS = 1
CHOSEN_RELOAD_ROUNDS = 2


@dataclass(frozen=True)
class Clips:
    """The rounds in the gun's loaded clip and in each spare clip, in the order carried."""

    loaded: int
    spare: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not 0 <= self.loaded <= CLIP_SIZE or any(not 0 <= c <= CLIP_SIZE for c in self.spare):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A clip holds 0 to 15 rounds."))

    @property
    def total(self) -> int:
        return self.loaded + sum(self.spare)


def full_clips(count: int) -> tuple[int, ...]:
    """``count`` fresh clips of fifteen."""
    return (CLIP_SIZE,) * max(0, count)


def shoot(clips: Clips, bullets: int = 1) -> Clips:
    """Fire ``bullets`` rounds from the loaded clip; refused if it holds fewer."""
    if bullets < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The number of bullets cannot be negative."))
    if bullets > clips.loaded:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The loaded clip does not hold that many rounds."))
    return Clips(clips.loaded - bullets, clips.spare)


@dataclass(frozen=True)
class ReloadResult:
    """A reload: the clips after it, the rounds of combat it took, whether the clip was drawn at
    random, and the roll that drew it (none when every candidate clip held the same)."""

    clips: Clips
    rounds: int
    random: bool
    record: RollRecord | None


def _swap(clips: Clips, index: int, keep: bool) -> Clips:
    spare = list(clips.spare)
    new = spare.pop(index)
    if keep:
        spare.append(clips.loaded)
    return Clips(new, tuple(spare))


def _random_index(spare: Sequence[int], dice: Dice) -> tuple[int, RollRecord | None]:
    if len(set(spare)) <= 1:
        return 0, None
    start = len(dice.faces)
    face = dice.d(len(spare))
    record = RollRecord(QT_TRANSLATE_NOOP("rules", "Clip drawn at random"), list(dice.faces[start:]),
                        marked(QT_TRANSLATE_NOOP("rules", "d{sides} rolled {face}: a clip of {rounds} rounds"),
                               sides=len(spare), face=face, rounds=spare[face - 1]), spare[face - 1], dice.typed)
    return face - 1, record


def hasty_reload(clips: Clips, keep: bool, dice: Dice) -> ReloadResult:
    """Reload in one round: a spare clip drawn at random (one die with a side per spare clip)
    goes in; the old clip is kept among the spares or discarded.  The old clip is not among the
    candidates.  Refused with no spare clip."""
    if not clips.spare:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "There is no spare clip to load."))
    index, record = _random_index(clips.spare, dice)
    return ReloadResult(_swap(clips, index, keep), HASTY_RELOAD_ROUNDS, True, record)


def chosen_reload(clips: Clips, declared_rounds: int, keep: bool, dice: Dice) -> ReloadResult:
    """Reload in two rounds with the clip the player names by its rounds; a clip that does not
    exist still takes two rounds and loads one drawn at random."""
    if not clips.spare:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "There is no spare clip to load."))
    if declared_rounds in clips.spare:
        return ReloadResult(_swap(clips, clips.spare.index(declared_rounds), keep), CHOSEN_RELOAD_ROUNDS,
                            False, None)
    index, record = _random_index(clips.spare, dice)
    return ReloadResult(_swap(clips, index, keep), CHOSEN_RELOAD_ROUNDS, True, record)
