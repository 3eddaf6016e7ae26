"""What a character does in one turn of a fight.

Rule text, section 2: "a fight goes in turns.  In one turn a character does one action", for
example run some distance (the player picks the direction, the GM how far), dive for cover,
break down a door, fire a weapon (as many shots as its description allows), make the full number
of melee attacks, retreat, reload (reloading usually takes the whole turn), and so on.
"""

from __future__ import annotations

from app.rules.base import Choice
from app.rules.text import QT_TRANSLATE_NOOP

#: actions a turn allows, one of them a turn
ACTIONS: tuple[Choice, ...] = (
    Choice("run", QT_TRANSLATE_NOOP("rules", "Run")),
    Choice("cover", QT_TRANSLATE_NOOP("rules", "Dive for cover")),
    Choice("door", QT_TRANSLATE_NOOP("rules", "Break down a door")),
    Choice("fire", QT_TRANSLATE_NOOP("rules", "Fire a weapon")),
    Choice("melee", QT_TRANSLATE_NOOP("rules", "Melee attacks")),
    Choice("retreat", QT_TRANSLATE_NOOP("rules", "Retreat")),
    Choice("reload", QT_TRANSLATE_NOOP("rules", "Reload")),
    Choice("other", QT_TRANSLATE_NOOP("rules", "Something else")),
)

#: actions a character takes in one turn
ACTIONS_PER_TURN = 1
