"""The threat dial: one step up or down with a reason, its timeline, and avoiding the dead.

The level lives in ``Campaign.state["threat"]`` (0-6); ``state["threat_history"]`` keeps the
session's levels for the timeline (``{"session", "level", "reason"}``, the first entry of a
session being the level it started at).  A running swarm fight (``state["swarm"]``) follows every
change.  Rulesets without the ``"threat"`` feature get a plain 0-6 tension meter: the same steps
and reasons, no level names, no avoiding the dead.

Signals (on :class:`ThreatService`)
-----------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.
"""

from app.services.threat.avoid import AvoidDead, ResolveAvoid, roll_for, skill_label, threat_rules
from app.services.threat.dial import (
    ALERTING_REASONS,
    DOWN,
    HISTORY_MAX,
    REASON_BY_KEY,
    REASONS,
    SWARM_REASONS,
    UP,
    Reason,
    SetTensionMeter,
    StepThreat,
    alert_the_dead,
    level_arg,
    open_session_number,
    reason_label,
    threat_of,
    threat_state,
    threat_text,
    write_threat,
)
from app.services.threat.service import ThreatService

__all__ = [
    "ALERTING_REASONS", "DOWN", "HISTORY_MAX", "REASONS", "REASON_BY_KEY", "SWARM_REASONS", "UP", "AvoidDead",
    "Reason", "ResolveAvoid", "SetTensionMeter", "StepThreat", "ThreatService", "alert_the_dead", "level_arg",
    "open_session_number", "reason_label", "roll_for", "skill_label", "threat_of", "threat_rules", "threat_text",
    "threat_state",
    "write_threat",
]
