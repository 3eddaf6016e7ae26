"""The dead: Swarm Size, Threat Level, avoiding the dead and single attacks.

Rules modelled (twdu text, "The dead", and the rules README for the size bands):

- Swarm Size by the number of dead: 5-10 → 1, 11-20 → 2, 21-50 → 3, 51-100 → 4, 101-999 → 5,
  1000 or more → 6.  Fewer than five are no swarm: they make single attacks.
- Threat Level 0-6, each with its situation.  It rises by a walker (mess-up), a failed roll to
  avoid the dead, a group placed by the GM, or anything that draws the dead (noise).  Where a
  rise makes no sense, the GM may instead have someone suffer a single attack or raise the Swarm
  Size one step.  Every change is clamped to 0-6.
- Avoiding the dead (Threat Level 1 or 2 only): a failed roll lets the GM raise the Threat Level
  one step or give a single attack; a failed and messed-up roll does both.
- Single attack: one skill roll (helpers may assist); a success stops the dead, a failure lets
  the GM decide the harm.  Either way the single attack is over.
- Alerting the dead costs the PCs stress: a rise of the Threat Level from 2 or below (the dead
  not yet aware) to 3 or above ("the dead are aware of you").  Clearing out an area at Threat 2
  alerts no one while it goes well ("the PCs do not take stress when alerting the swarm, as the
  Threat Level is still only at 2"); failing it does (the swarm fight gives that stress).
"""

from __future__ import annotations

from app.rules.base import RulesError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP

MIN_THREAT = 0
MAX_THREAT = 6
MAX_SWARM_SIZE = 6

#: (fewest dead, Swarm Size) from the top band down
SWARM_BANDS: tuple[tuple[int, int], ...] = ((1000, 6), (101, 5), (51, 4), (21, 3), (11, 2), (5, 1))


def swarm_size(dead: int) -> int:
    """The Swarm Size of ``dead`` undead; 0 below five (no swarm, single attacks)."""
    if dead < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The number of dead cannot be negative."))
    for fewest, size in SWARM_BANDS:
        if dead >= fewest:
            return size
    return 0


def clamp_threat(level: int) -> int:
    """Keep a Threat Level within 0-6 whatever the step (5 + 2 is 6)."""
    return max(MIN_THREAT, min(MAX_THREAT, level))


def clamp_size(size: int) -> int:
    """Keep a Swarm Size within 0-6."""
    return max(0, min(MAX_SWARM_SIZE, size))


def change_threat(level: int, step: int) -> int:
    """The Threat Level after a step up (positive) or down, clamped to 0-6."""
    return clamp_threat(level + step)


@record(frozen=True)
class ThreatLevel:
    level: int
    name: str
    situation: str


_S1 = QT_TRANSLATE_NOOP("rules", "There are dead around, but they have not noticed you. You might suffer a single attack if you mess up.")  # noqa: E501
_S2 = QT_TRANSLATE_NOOP("rules", "There are dead close by, but they are not aware of you. Yet. The GM can draw a map of the area and point out where the dead are located exactly.")  # noqa: E501
_S3 = QT_TRANSLATE_NOOP("rules", "The dead are aware of you. All nearby undead will shamble towards you, and you must fight to get out alive.")  # noqa: E501

THREAT_LEVELS: tuple[ThreatLevel, ...] = (
    ThreatLevel(0, QT_TRANSLATE_NOOP("rules", "Safe"),
                QT_TRANSLATE_NOOP("rules", "You are in a cleared area and safe. For now.")),
    ThreatLevel(1, QT_TRANSLATE_NOOP("rules", "Dead around"), _S1),
    ThreatLevel(2, QT_TRANSLATE_NOOP("rules", "Dead close by"), _S2),
    ThreatLevel(3, QT_TRANSLATE_NOOP("rules", "Aware"), _S3),
    ThreatLevel(4, QT_TRANSLATE_NOOP("rules", "Closing in"),
                QT_TRANSLATE_NOOP("rules", "The dead are closing in on you.")),
    ThreatLevel(5, QT_TRANSLATE_NOOP("rules", "Arm's length"),
                QT_TRANSLATE_NOOP("rules", "They are at arm's length away from you.")),
    ThreatLevel(6, QT_TRANSLATE_NOOP("rules", "In your face"),
                QT_TRANSLATE_NOOP("rules", "The dead are in your face, surrounding you. Good luck.")),
)


def threat_level(level: int) -> ThreatLevel:
    """The name and situation of a Threat Level 0-6."""
    if not MIN_THREAT <= level <= MAX_THREAT:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The Threat Level runs from 0 to 6."))
    return THREAT_LEVELS[level]


#: the four ways the Threat Level rises
THREAT_RISES: dict[str, str] = {
    "walker": QT_TRANSLATE_NOOP("rules", "Rolling a walker on a stress die and messing up"),
    "failed_avoid": QT_TRANSLATE_NOOP("rules", "Failing a skill roll to avoid the undead"),
    "placed_group": QT_TRANSLATE_NOOP("rules", "Facing a group of undead placed there beforehand by the GM"),
    "noise": QT_TRANSLATE_NOOP("rules", "Doing something that attracts the dead, such as making noise"),
}

#: what the GM may do instead when a rise seems illogical
RISE_ALTERNATIVES: dict[str, str] = {
    "raise": QT_TRANSLATE_NOOP("rules", "Raise the Threat Level one step"),
    "single_attack": QT_TRANSLATE_NOOP("rules", "A PC or NPC suffers a single attack from the dead"),
    "swarm_size": QT_TRANSLATE_NOOP("rules", "Increase the Swarm Size by one step"),
}


@record(frozen=True)
class ThreatRise:
    """The result of something that raises the Threat Level: the new level and Swarm Size and
    whether someone suffers a single attack."""

    threat_level: int
    swarm_size: int
    single_attack: bool


def threat_rises(threat: int, size: int, reason: str, choice: str = "raise") -> ThreatRise:
    """One of the four ways the threat rises, with the GM's ``choice``: raise the Threat Level
    (clamped at 6), or instead a single attack or one more step of Swarm Size (clamped at 6)."""
    if reason not in THREAT_RISES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown reason for the threat to rise."))
    if choice not in RISE_ALTERNATIVES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
    threat = clamp_threat(threat)
    if choice == "raise":
        return ThreatRise(change_threat(threat, 1), size, False)
    if choice == "single_attack":
        return ThreatRise(threat, size, True)
    return ThreatRise(threat, clamp_size(size + 1), False)


@record(frozen=True)
class AvoidResult:
    threat_level: int
    single_attack: bool
    avoided: bool


def avoid_dead(threat: int, successes: int, messed_up: bool, gm_pick: str = "raise") -> AvoidResult:
    """A Stealth or Mobility roll to get past the dead at Threat Level 1 or 2.

    Failing lets the GM pick ``"raise"`` (one step) or ``"single_attack"``; failing and messing up
    brings both.  Refused at other Threat Levels."""
    if threat not in (1, 2):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The dead can be avoided only at Threat Level 1 or 2."))
    if gm_pick not in ("raise", "single_attack"):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
    if successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    if successes > 0:
        return AvoidResult(threat, False, True)
    if messed_up:
        return AvoidResult(change_threat(threat, 1), True, False)
    if gm_pick == "raise":
        return AvoidResult(change_threat(threat, 1), False, False)
    return AvoidResult(threat, True, False)


def single_attack_stopped(successes: int) -> bool:
    """A single attack: one skill roll; any success stops the dead.  On a failure the GM decides
    the harm (damage, a bite, death).  Either way the attack is over."""
    if successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    return successes > 0


def can_wait_out(threat: int) -> bool:
    """At Threat Level 2 and below the dead can just be waited out (or attacked first to clear
    the area); from 3 a distraction is needed."""
    return clamp_threat(threat) <= 2


#: REDUCING THE THREAT LEVEL: "At Threat Level 3 and above, the dead know you are there and won't just
#: go away ... you'll need to cause some kind of distraction"
WAIT_OUT_REFUSED = QT_TRANSLATE_NOOP(
    "rules", "At Threat Level 3 and above the dead know you are there and won't just go away: "
    "only a distraction that lures them away lowers it."
)


def wait_out_refusal(threat: int) -> str:
    """Why waiting for the dead to leave does not lower Threat Level ``threat``; "" at 2 and below."""
    return "" if can_wait_out(threat) else WAIT_OUT_REFUSED


#: the first Threat Level at which the dead are aware of the PCs
AWARE_LEVEL = 3
#: the stress each PC takes for alerting the dead (the text gives no number; one, as for a push)
ALERT_STRESS = 1


def alert_stress(old: int, new: int) -> int:
    """The stress each PC takes when the Threat Level goes from ``old`` to ``new``: one when the
    dead become aware of them (from 2 or below to 3 or above), else none."""
    old, new = clamp_threat(old), clamp_threat(new)
    return ALERT_STRESS if old < AWARE_LEVEL <= new else 0
