"""The log line a fight begins with: the initiative writes it (:mod:`app.services.initiative.encounter`),
and what counts a fighter's rolls this turn reads the fight's rolls after it
(:mod:`app.services.rolls.logged`).  Kept apart so that neither loads the other."""

from __future__ import annotations

from app.rules.text import QT_TRANSLATE_NOOP

#: the log line a fight begins with (the rolls of this fight's round are counted after it)
FIGHT_BEGINS = QT_TRANSLATE_NOOP("log", "Fight {name} begins ({mode}): {names}")
