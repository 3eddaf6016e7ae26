"""The Walking Dead Universe RPG: dice pools, duels and brawls, health, hazards and the dead.

``ruleset(preset, options)`` is the factory :func:`app.rules.get_ruleset` calls.  The modules:

- :mod:`.pool` — d6 pools, successes, walkers, pushing, exact odds;
- :mod:`.pool_odds` — those odds in whole numbers (counts of rolls over 6ⁿ), a pushed roll's among them;
- :mod:`.combat` — duels, defenseless targets, cover, range bands, chases;
- :mod:`.brawl` — the six phases, declarations and the order to resolve them (overwatch);
- :mod:`.health` and :mod:`.injuries` — Health, armor, Broken, critical injuries, first aid;
- :mod:`.hazards` — explosions, fire, poison, disease, falling, traps;
- :mod:`.dead` — Swarm Size, Threat Level, avoiding the dead, single attacks;
- :mod:`.swarm` — the swarm fight as an immutable state with pure transitions;
- :mod:`.sheet` and :mod:`.ruleset` — the character sheet and the Ruleset subclass.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.dead import swarm_size
from app.rules.twdu.pool import messup_probability, success_distribution
from app.rules.twdu.ruleset import TwduRuleset
from app.rules.twdu.swarm import swarm_round_win_probability


def ruleset(preset: str | None = None, options: Mapping[str, Any] | None = None) -> TwduRuleset:
    """The twdu ruleset; it has no presets."""
    if preset:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
    return TwduRuleset(options)


__all__ = [
    "TwduRuleset",
    "messup_probability",
    "ruleset",
    "success_distribution",
    "swarm_round_win_probability",
    "swarm_size",
]
