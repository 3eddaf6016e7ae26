"""Who cannot attack or aim for the wounds they have (the fight skips them too: the ruleset's
``can_act``), refused before a die is rolled, with the reason.

* Unisystem §4.6.1: "Con 0 puntos o menos, el personaje estará aturdido, semiinconsciente y tirado en
  el suelo, necesitando un Chequeo de Voluntad y Constitución para volver a ponerse en pie": while
  that check to stay up is owed, the character is on the ground; "Cuando se alcanzan los -10 puntos,
  hay posibilidades de que el personaje muera": at −10 or less the character is dying, out of the
  fight, whatever the Survival checks say (they keep the character alive, not up).
* Norms: "Run out of life points and you go unconscious"; "When you reach below zero, you're
  incapacitated".
* The dead, the unconscious, and a fallen zombie until the GM calls it still coming (:mod:`.undead`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe import undead
from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

DEAD = QT_TRANSLATE_NOOP("rules", "This character is dead: no attack.")
UNCONSCIOUS = QT_TRANSLATE_NOOP("rules", "This character is unconscious: no attack.")
ZOMBIE_DOWN = QT_TRANSLATE_NOOP("rules", "This zombie is down: make the GM's call (destroyed or still coming) "
                                         "before it attacks.")
DYING = QT_TRANSLATE_NOOP("rules", "At −10 Life Points or less this character is dying, out of the fight: "
                                   "no attack.")
ON_THE_GROUND = QT_TRANSLATE_NOOP("rules", "At 0 Life Points or less this character is on the ground: roll the "
                                           "check to stay up (checks due) before any attack.")
INCAPACITATED = QT_TRANSLATE_NOOP("rules", "Below zero Life Points this character is incapacitated: no attack.")


def out_of_the_fight(preset: str, state: Mapping[str, Any]) -> str | None:
    """Why the character with ``state`` cannot attack now (a marked source string), or None."""
    if state.get("dead"):
        return DEAD
    if undead.is_zombie(state):
        return ZOMBIE_DOWN if "life_points" in state and undead.awaiting_call(state) else None
    if state.get("unconscious"):
        return UNCONSCIOUS
    if "life_points" not in state:  # never hurt: the full track
        return None
    life = int(state["life_points"])
    if preset == "unisystem":
        if life <= -10:
            return DYING
        if life <= 0 and "stand" in state.get("checks_due", []):
            return ON_THE_GROUND
        return None
    return INCAPACITATED if life < 0 else None


def refuse_if_out_of_the_fight(preset: str, state: Mapping[str, Any]) -> None:
    """Refuse an attack or an aim by a character who cannot make one."""
    reason = out_of_the_fight(preset, state)
    if reason is not None:
        raise RulesError(reason)
