"""A grid-and-limbs character read off its sheet and state: its body, whether it is dead, its Speed,
this round's activity, and the clips of its guns fired and reloaded.  The ruleset and its features
(the map's run past and block among them, :mod:`.run_past_attacks`) share these."""

from __future__ import annotations

from fractions import Fraction

from app.rules.base import LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.gridlimbs import sheet as sheets
from app.rules.gridlimbs.ammo import Clips, chosen_reload, hasty_reload, shoot
from app.rules.gridlimbs.body import PARTS, Body
from app.rules.gridlimbs.movement import effective_speed
from app.rules.gridlimbs.state_changes import whole_number
from app.rules.text import QT_TRANSLATE_NOOP


def body(sheet: Sheet, state: State) -> Body:
    """The character's :class:`Body`, with the top-level pools and the sheet's Max HP (a pool
    above its maximum, after Max HP was lowered, is read at the maximum)."""
    read = Body.from_dict(state["body"]).with_max_hp(int(sheet[sheets.MAX_HP]))
    for part in PARTS:
        if part in state and state[part] != read.pool(part):
            read = read.with_pool(part, whole_number(state[part]))
    return read


#: the grenades thrown: those carried are counted off the sheet (the starting item, the weapons
#: found), so that a grenade found or a starting item changed is there to throw
GRENADES_THROWN = "grenades_thrown"


def grenades_left(sheet: Sheet, state: State) -> int:
    """The grenades the character has to throw: those the sheet gives (two for that starting item,
    one for each found) less those thrown."""
    return max(0, sheets.carried_grenades(sheet) - whole_number(state.get(GRENADES_THROWN, 0)))


def one_grenade_thrown(sheet: Sheet, state: State) -> State:
    """The state with one grenade more thrown."""
    after = dict(state)
    after.pop("grenades", None)  # the count kept before the sheet was read for it
    after[GRENADES_THROWN] = whole_number(state.get(GRENADES_THROWN, 0)) + 1
    return after


def is_dead(sheet: Sheet, state: State) -> bool:
    """Whether the main pool (the torso) is empty: the one condition that makes the character dead."""
    return body(sheet, state).dead


def speed(sheet: Sheet, state: State) -> Fraction:
    """Speed after useless legs, each halving it."""
    return effective_speed(int(sheet[sheets.SPEED]), body(sheet, state).useless_legs())


def mark_activity(state: State, *, sprinted: bool | None = None,
                  fought: bool | None = None) -> State:
    """This round's activity flags, read by stamina recovery at the end of the round."""
    out = dict(state)
    if sprinted is not None:
        out["sprinted"] = bool(sprinted)
    if fought is not None:
        out["fought"] = bool(fought)
    return out


def clips(state: State, gun: int) -> Clips:
    """Gun number ``gun``'s loaded clip with the character's spare clips."""
    guns = state.get("guns", [])
    if not 0 <= gun < len(guns):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No such gun."))
    return Clips(int(guns[gun]["loaded"]), tuple(int(c) for c in state.get("clips", [])))


def _with_clips(state: State, gun: int, held: Clips) -> State:
    out = dict(state)
    guns = [dict(g) for g in state.get("guns", [])]
    guns[gun]["loaded"] = held.loaded
    out["guns"] = guns
    out["clips"] = list(held.spare)
    return out


#: a fire's line in logs written before the rounds left were the GM's alone (read as it was)
FIRES_BEFORE = QT_TRANSLATE_NOOP("rules", "Fires {bullets}; {left} left in the clip.")


def fire(state: State, gun: int, bullets: int = 1) -> Outcome:
    """Fire ``bullets`` rounds from gun number ``gun``'s loaded clip."""
    after = shoot(clips(state, gun), bullets)
    # the shots are the table's to count; what is left in the clip the GM's alone ("count your shots":
    # a hasty reload loads a clip drawn at random, and the players are never told its rounds)
    said = LogLine(QT_TRANSLATE_NOOP("rules", "Fires {bullets}."), {"bullets": bullets})
    left = LogLine(QT_TRANSLATE_NOOP("rules", "{left} left in the clip."), {"left": after.loaded}, gm_only=True)
    return Outcome(_with_clips(state, gun, after), [said, left])


def reload(state: State, gun: int, keep: bool, dice: Dice, declared: int | None = None) -> Outcome:
    """Reload gun number ``gun``: a random spare clip in one round, or the clip declared by its
    rounds in two (a random one if no such clip exists).  The old clip is kept or discarded."""
    held = clips(state, gun)
    if declared is None:
        result = hasty_reload(held, keep, dice)
    else:
        result = chosen_reload(held, declared, keep, dice)
    text = QT_TRANSLATE_NOOP("rules", "Reloads in {rounds} rounds: a clip of {loaded} goes in.")
    lines = [LogLine(text, {"rounds": result.rounds, "loaded": result.clips.loaded})]
    rolls = [result.record] if result.record is not None else []
    return Outcome(_with_clips(state, gun, result.clips), lines, rolls)
