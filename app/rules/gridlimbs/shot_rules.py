"""What a shot rolled in the dice dock asks of the shooter: arms to hold the gun, and a round in it.

* "Some weapons cannot be used with only one hand, and no weapons can be used when both arms
  fail" ("Rifle: … two-handed"): with both arms useless no gun fires; with one useless, a
  two-handed gun does not, nor a one-handed gun held in the useless arm's hand.
* "they all start at fifteen-rounds, so count your shots": a shot spends one round from the
  loaded clip of the first gun of that kind the shooter carries that still holds one (an SMG's
  single shot too; its spray is the map's); an empty clip cannot fire.  A gun the sheet names
  but the shooter does not carry keeps no count and spends nothing.
"""

from __future__ import annotations

from app.rules.base import RulesError, Sheet, State
from app.rules.gridlimbs.body import LEFT_ARM, RIGHT_ARM
from app.rules.gridlimbs.hands import ARM_OF
from app.rules.gridlimbs.reading import body, fire
from app.rules.gridlimbs.weapons import Weapon
from app.rules.text import QT_TRANSLATE_NOOP

#: the rounds one shot of the dice dock fires
ROUNDS_A_SHOT = 1


def refuse_useless_arms(sheet: Sheet, state: State, weapon: Weapon | None, hand: str) -> None:
    """Refuse a shot the shooter's arms cannot make (no weapon: nothing to hold)."""
    if weapon is None or "body" not in state:
        return
    read = body(sheet, state)
    left, right = read.useless(LEFT_ARM), read.useless(RIGHT_ARM)
    if left and right:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Both arms are useless: no weapon can be used."))
    if weapon.two_handed and (left or right):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A two-handed weapon cannot be used with only one arm."))
    if hand in ARM_OF and read.useless(ARM_OF[hand]):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "That hand's arm is useless: shoot with the other hand."))


def spend_shot(state: State, weapon: Weapon | None) -> State | None:
    """The shooter's state with the shot's round off the gun's loaded clip (None: nothing is
    counted); refused when the clip is empty."""
    if weapon is None or not weapon.uses_clips:
        return None
    guns = [i for i, gun in enumerate(state.get("guns", [])) if gun.get("weapon") == weapon.key]
    if not guns:
        return None
    loaded = [i for i in guns if int(state["guns"][i].get("loaded", 0)) >= ROUNDS_A_SHOT]
    if not loaded:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The loaded clip is empty: reload before firing."))
    return fire(state, loaded[0], ROUNDS_A_SHOT).state
