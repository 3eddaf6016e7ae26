"""The swarm: the count of dead, its Swarm Size and Threat, and a swarm fight round by round.

State in ``Campaign.state``:

- ``"swarm"``: the ruleset's fight (:class:`app.rules.features.SwarmState`) ``to_dict`` plus ``"active"``
  (a fight is running);
- ``"swarm_round"``: what the round in preparation already rolled: the Leadership roll
  (``leader_id``, ``leader``, ``leadership``) and the sacrifice attempts;
- ``"swarm_last"``: the last round rolled (rolls, total against the Swarm Threat, outcome, who was
  in the fight), shown by the panel until the next round.

Every step is one command: set the dead, override the size, start (or clear out an area), roll
Leadership, sacrifice someone, roll the round, the GM's picks after a loss, the Threat Level after
a won fight, call the fight off.  The threat dial follows through :func:`write_threat`.

Signals (on :class:`SwarmService`)
----------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.
"""

from typing import TYPE_CHECKING, Any

from app.services.swarm.service import SwarmService
from app.services.swarm.state import (
    campaign_row,
    fight_of,
    is_active,
    load_rows,
    prep_of,
    ready_for_rolls,
    roll_line,
    round_outcome,
    rules_error,
    running,
    running_fight,
    store_fight,
    swarm_rules,
)

if TYPE_CHECKING:
    from app.services.swarm.after_round import EndWonFight, LossPicks
    from app.services.swarm.before_round import LeadershipRoll, SacrificeAttempt
    from app.services.swarm.plan import (
        PlannedRoll,
        RollerSpec,
        RoundPlan,
        RoundSetup,
        first_clearing_method,
        plan_round,
        round_odds,
    )
    from app.services.swarm.push import PushSwarmRoll, push_odds
    from app.services.swarm.round import RollRound
    from app.services.swarm.swarm_commands import CallOffFight, SetDead, SetSwarmSize, StartSwarmFight

#: a swarm round's plan and the fight's commands, each module loaded as one of its names is first
#: asked for (a start opens the threat dock, which asks the swarm only what it would do instead of a
#: threat step: issue 43)
_LATER = {
    "app.services.swarm.after_round": ("EndWonFight", "LossPicks"),
    "app.services.swarm.before_round": ("LeadershipRoll", "SacrificeAttempt"),
    "app.services.swarm.plan": (
        "PlannedRoll", "RollerSpec", "RoundPlan", "RoundSetup", "first_clearing_method", "plan_round", "round_odds",
    ),
    "app.services.swarm.push": ("PushSwarmRoll", "push_odds"),
    "app.services.swarm.round": ("RollRound",),
    "app.services.swarm.swarm_commands": ("CallOffFight", "SetDead", "SetSwarmSize", "StartSwarmFight"),
}
_MODULE_OF = {name: module for module, names in _LATER.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "CallOffFight", "EndWonFight", "LeadershipRoll", "LossPicks", "PlannedRoll", "PushSwarmRoll", "RollRound",
    "RollerSpec", "RoundPlan", "RoundSetup", "SacrificeAttempt", "SetDead", "SetSwarmSize", "StartSwarmFight",
    "SwarmService", "campaign_row", "fight_of", "first_clearing_method", "is_active", "load_rows", "plan_round",
    "prep_of", "push_odds", "ready_for_rolls", "roll_line", "round_odds", "round_outcome", "rules_error", "running",
    "running_fight", "store_fight", "swarm_rules",
]
