"""Fighting a swarm, round by round, as an immutable state and pure transitions.

Rules modelled (twdu text, "Fighting a swarm", "Clearing out an area", and the rules README):

- From Threat Level 3 the swarm is fought in rounds.  Each round up to three rolls are made;
  others may only help.  Two fighters: one rolls twice, that second roll at −2.  One fighter:
  all three rolls, at 0, −2 and −4.
- Leadership: one character a round who is not rolling may roll Leadership and hand out one die
  per success, at most three to one roller.
- Sacrificing another: an opposed Force roll at the start of a round; it takes one of the three
  rolls.  The winner is out of the fight, the loser suffers the consequences.
- Swarm Threat = Swarm Size + Threat Level − one for every attack the swarm has made.
- Winning a round (total successes ≥ Swarm Threat): at Swarm Size 3 or less the fight is over and
  the Threat Level falls to 0, 1 or 2 (the GM's choice); at 4 or more the Swarm Size falls one
  step.  PCs who messed up still suffer a single attack (no threat rise).
- Losing: the GM picks one of Threat Level +1, Swarm Size +1, a swarm attack (single attack on a
  random victim, block, mass attack on a random victim); two picks if a PC messed up.
- Almost making it (lost with at least half the successes needed): one free success next round.
- Every swarm attack lowers the Swarm Threat by one; at 0 the attack is over and the dead move
  on.  Block: until the fight is won, Mobility and Stealth need one more success.
- Clearing out an area is the same fight at Threat Level 2; a lost round raises the Threat Level
  to 3 (shooting) or 5 (close combat) instead of the GM's picks, and the fight goes on as a
  normal swarm fight; the PCs take stress for alerting the dead then, not before.
- Threat Level and Swarm Size stay within 0-6 whatever the step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, replace
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import Dice
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.dead import clamp_size, clamp_threat, swarm_size
from app.rules.twdu.swarm_block import BLOCKED_SKILLS as BLOCKED_SKILLS
from app.rules.twdu.swarm_block import block_penalty as block_penalty
from app.rules.twdu.swarm_block import counted

# the exact odds have a module of their own (swarm_odds); their old names here stay importable
from app.rules.twdu.swarm_odds import swarm_round_odds as swarm_round_odds
from app.rules.twdu.swarm_odds import swarm_round_win_probability as swarm_round_win_probability

MAX_ROLLS = 3
MAX_LEADERSHIP_DICE = 3
SMALL_GROUP_MODIFIERS: dict[int, tuple[int, ...]] = {1: (0, -2, -4), 2: (0, 0, -2), 3: (0, 0, 0)}

#: what the GM may pick after a lost round, and the option each belongs to
LOSS_PICKS: dict[str, str] = {
    "threat": "threat",
    "size": "size",
    "single_attack": "attack",
    "block": "attack",
    "mass_attack": "attack",
}
LOSS_PICK_LABELS: dict[str, str] = {
    "threat": QT_TRANSLATE_NOOP("rules", "The Threat Level is increased one step"),
    "size": QT_TRANSLATE_NOOP("rules", "The Swarm Size is increased one step"),
    "single_attack": QT_TRANSLATE_NOOP("rules", "Swarm attack: a single attack on a random victim"),
    "block": QT_TRANSLATE_NOOP("rules", "Swarm attack: block, Mobility and Stealth need one more success"),
    "mass_attack": QT_TRANSLATE_NOOP("rules", "Swarm attack: mass attack on a random victim, no roll to avoid it"),
}
#: the Threat Level the GM may set after a won fight
WON_THREAT_LEVELS: tuple[int, ...] = (0, 1, 2)
CLEARING_METHODS: dict[str, int] = {"shooting": 3, "close_combat": 5}


@record(frozen=True)
class SwarmFight:
    """The state of one swarm fight.

    ``size_override`` (0 = none) is the size the GM set over the one the count of dead gives;
    ``size_steps`` are the steps the rounds gave on top of it (a won round −1, the pick "Swarm Size
    +1"), kept when the count of dead changes: more dead never undo a step a round gave, and fewer
    than five dead still leave a step up on a size of 0 from the count.
    ``pending`` is ``""``, ``"loss_picks"`` (the GM must pick ``picks_due`` options) or
    ``"threat_choice"`` (won: the GM sets the Threat Level 0-2).  ``ending`` is ``"won"`` or
    ``"moved_on"`` once ``over``.
    """

    dead: int
    threat_level: int
    size_override: int = 0
    size_steps: int = 0
    attacks_made: int = 0
    block: bool = False
    free_successes: int = 0
    clearing: bool = False
    round: int = 1
    pending: str = ""
    picks_due: int = 0
    over: bool = False
    ending: str = ""

    @property
    def size(self) -> int:
        base = self.size_override if self.size_override else swarm_size(self.dead)
        if not base and self.size_steps <= 0:
            return 0  # fewer than five dead and no step up: no swarm
        return max(1, clamp_size(base + self.size_steps))  # a step up stays on a count of no swarm

    @property
    def swarm_threat(self) -> int:
        """Swarm Size + Threat Level − attacks made, never below 0."""
        return max(0, self.size + self.threat_level - self.attacks_made)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SwarmFight:
        names = {f for f in cls.__dataclass_fields__}
        try:
            fight = cls(**{k: v for k, v in data.items() if k in names})
        except TypeError:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The swarm fight record is incomplete.")) from None
        if (not 0 <= fight.threat_level <= 6 or not 0 <= fight.size_override <= 6 or fight.dead < 0
                or not -6 <= fight.size_steps <= 6):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The swarm fight record is out of range."))
        return fight


def start_fight(dead: int, threat_level: int, size: int | None = None, clearing: bool = False) -> SwarmFight:
    """Start a swarm fight: at Threat Level 3 or more, or a clearing-out at Threat Level 2.

    ``size`` overrides the Swarm Size the count of dead gives.  Refused without a swarm (fewer
    than five dead: single attacks instead)."""
    if clearing and threat_level != 2:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Clearing out an area is done at Threat Level 2."))
    if not clearing and not 3 <= threat_level <= 6:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A swarm is fought from Threat Level 3."))
    override = 0 if size is None else size
    if not 0 <= override <= 6:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The Swarm Size runs from 1 to 6."))
    if dead < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The number of dead cannot be negative."))
    fight = SwarmFight(dead=dead, threat_level=threat_level, size_override=override, clearing=clearing)
    if fight.size == 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Fewer than five dead are no swarm: use single attacks."))
    return fight


def with_threat(fight: SwarmFight, threat_level: int) -> SwarmFight:
    """The Threat Level set from outside the round (the GM, a mess-up elsewhere), clamped to 0-6."""
    return replace(fight, threat_level=clamp_threat(threat_level))


def with_dead(fight: SwarmFight, dead: int, keep_size: bool = False) -> SwarmFight:
    """A new count of dead; the Swarm Size follows it again (the GM's size is dropped, the steps the
    rounds gave stay on top of the new count) unless ``keep_size``."""
    if dead < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The number of dead cannot be negative."))
    if keep_size:
        return replace(fight, dead=dead, size_override=fight.size, size_steps=0)
    return replace(fight, dead=dead, size_override=0)


def stepped(fight: SwarmFight, step: int) -> int:
    """The ``size_steps`` after a round's step of the Swarm Size (none past 1-6)."""
    return fight.size_steps + clamp_size(fight.size + step) - fight.size


# --------------------------------------------------------------------------- the rolls

def round_rolls(actors: Sequence[str], twice: str | None = None, sacrifices: int = 0) -> list[tuple[str, int]]:
    """Who rolls this round and with what modifier, in order.

    Three fighters or more: the three chosen roll at 0 (more is refused: the rest help).  Two:
    each rolls and ``twice`` (default the first) rolls again at −2.  One: three rolls at 0, −2,
    −4.  Each sacrifice attempt takes one of the three rolls, from the end of the list."""
    if len(set(actors)) != len(actors):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A character is named twice."))
    if not 0 <= sacrifices <= MAX_ROLLS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No more than three rolls a round."))
    if len(actors) > MAX_ROLLS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No more than three may roll; the others can help."))
    if not actors:
        return []
    mods = SMALL_GROUP_MODIFIERS[len(actors)]
    if len(actors) == 1:
        plan = [(actors[0], m) for m in mods]
    elif len(actors) == 2:
        again = twice if twice is not None else actors[0]
        if again not in actors:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Only one of the two fighters can roll twice."))
        plan = [(actors[0], mods[0]), (actors[1], mods[1]), (again, mods[2])]
    else:
        plan = [(a, 0) for a in actors]
    return plan[: MAX_ROLLS - sacrifices]


def leadership_dice(
    leader: str, successes: int, allocation: Mapping[str, int], rollers: Sequence[str]
) -> dict[str, int]:
    """Check a Leadership roll's dice: one per success, at most three to one roller, only to
    those rolling this round, and the leader is not one of the rollers."""
    if leader in rollers:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The leader cannot be one of the three rolling."))
    if successes < 0 or any(v < 0 for v in allocation.values()):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    if any(actor not in rollers for actor, v in allocation.items() if v):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Leadership dice go only to those rolling."))
    if any(v > MAX_LEADERSHIP_DICE for v in allocation.values()):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No more than three Leadership dice to one person."))
    if sum(allocation.values()) > successes:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "One Leadership die per success, no more."))
    return {a: v for a, v in allocation.items() if v}


def round_pools(
    plan: Sequence[tuple[str, int]], base_pools: Mapping[str, int], leadership: Mapping[str, int] | None = None
) -> list[int]:
    """The dice of each roll in ``plan``: the roller's pool + the small-group modifier, with the
    Leadership dice added to the roller's first roll; never below zero."""
    given = dict(leadership or {})
    pools: list[int] = []
    for actor, modifier in plan:
        if actor not in base_pools:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A roller has no pool."))
        extra = given.pop(actor, 0)
        pools.append(max(0, base_pools[actor] + modifier + extra))
    return pools


@record(frozen=True)
class SacrificeResult:
    """An opposed Force roll to throw someone to the dead: who gets out, who suffers."""

    escaped: str
    suffers: str


def sacrifice(sacrificer: str, victim: str, sacrificer_successes: int, victim_successes: int) -> SacrificeResult:
    """The sacrificer wins with more successes and is out of the fight; otherwise (a draw
    included) the sacrificer suffers the consequences instead."""
    if sacrificer_successes < 0 or victim_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    if sacrificer == victim:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Nobody can sacrifice themselves this way."))
    if sacrificer_successes > victim_successes:
        return SacrificeResult(escaped=sacrificer, suffers=victim)
    return SacrificeResult(escaped=victim, suffers=sacrificer)


# --------------------------------------------------------------------------- a round

@record(frozen=True)
class FighterRoll:
    """One of the round's rolls against the swarm (``block_cost``: what a block costs it, if the GM typed it)."""

    actor: str
    successes: int
    messed_up: bool = False
    is_pc: bool = True
    skill: str = ""
    block_cost: int | None = None


@record(frozen=True)
class RoundResult:
    """What a round did: the new fight, the total against the Swarm Threat, and what follows.

    ``single_attacks``: the PCs who messed up in a won round.  ``alerted``: a clearing-out failed
    and the PCs take stress for alerting the dead."""

    fight: SwarmFight
    total: int
    needed: int
    won: bool
    almost: bool
    single_attacks: tuple[str, ...]
    picks_due: int
    alerted: bool = False


def _ready(fight: SwarmFight) -> None:
    if fight.over:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The swarm fight is over."))
    if fight.pending == "loss_picks":
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The GM must first pick what the dead do."))
    if fight.pending == "threat_choice":
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The GM must first set the Threat Level."))


def resolve_round(
    fight: SwarmFight,
    rolls: Sequence[FighterRoll],
    sacrifices: int = 0,
    clearing_method: str = "shooting",
) -> RoundResult:
    """Add up the round's successes (and last round's free success) against the Swarm Threat.

    Won at Swarm Size ≤ 3: the fight waits for the GM's Threat Level (see :func:`end_won_fight`).
    Won at 4 or more: Swarm Size − 1 and the next round.  Lost: the GM owes one pick, two if a PC
    messed up (see :func:`apply_loss_picks`); a lost clearing-out instead raises the Threat Level
    to 3 (``clearing_method`` ``"shooting"``) or 5 (``"close_combat"``).  Lost with at least half
    the successes needed: one free success next round.  Under a block, Mobility and Stealth rolls
    count one success less.
    """
    _ready(fight)
    if clearing_method not in CLEARING_METHODS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown way of clearing out an area."))
    if len(rolls) + sacrifices > MAX_ROLLS or sacrifices < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No more than three rolls a round."))
    if any(r.successes < 0 for r in rolls):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    total = sum(counted(fight, r, r.successes) for r in rolls) + fight.free_successes
    needed = fight.swarm_threat
    messed = tuple(r.actor for r in rolls if r.messed_up and r.is_pc)
    if total >= needed:
        if fight.size <= 3:
            after = replace(fight, free_successes=0, pending="threat_choice")
        else:
            after = replace(fight, free_successes=0, size_steps=stepped(fight, -1), round=fight.round + 1)
        return RoundResult(after, total, needed, True, False, messed, 0)
    almost = total * 2 >= needed
    free = 1 if almost else 0
    if fight.clearing:
        after = replace(
            fight,
            threat_level=clamp_threat(CLEARING_METHODS[clearing_method]),
            clearing=False,
            free_successes=free,
            round=fight.round + 1,
        )
        return RoundResult(after, total, needed, False, almost, (), 0, alerted=True)
    due = 2 if messed else 1
    after = replace(fight, free_successes=free, pending="loss_picks", picks_due=due)
    return RoundResult(after, total, needed, False, almost, (), due)


@record(frozen=True)
class SwarmAttack:
    """One swarm attack the GM picked: its kind and the random victim (none for a block)."""

    kind: str
    victim: str = ""


@record(frozen=True)
class LossResult:
    fight: SwarmFight
    attacks: tuple[SwarmAttack, ...]


def apply_loss_picks(
    fight: SwarmFight, picks: Sequence[str], participants: Sequence[str], dice: Dice
) -> LossResult:
    """The GM's picks after a lost round, applied in order.

    ``"threat"``: Threat Level +1 (at most 6).  ``"size"``: Swarm Size +1 (at most 6).  A swarm
    attack (``"single_attack"``, ``"block"``, ``"mass_attack"``) lowers the Swarm Threat by one;
    single and mass attacks pick their victim among ``participants`` by a random die (none for the
    only one fighting).  Two picks
    must be two different options.  If the Swarm Threat reaches 0, the dead move on and the fight
    is over.
    """
    if fight.over:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The swarm fight is over."))
    if fight.pending != "loss_picks":
        raise RulesError(QT_TRANSLATE_NOOP("rules", "There is no lost round to settle."))
    if len(picks) != fight.picks_due:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Pick one option, or two when a PC messed up."))
    if any(p not in LOSS_PICKS for p in picks):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
    if len({LOSS_PICKS[p] for p in picks}) != len(picks):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The two picks must be different options."))
    if any(p in ("single_attack", "mass_attack") for p in picks) and not participants:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Nobody to attack."))
    threat, steps, made, block = fight.threat_level, fight.size_steps, fight.attacks_made, fight.block
    attacks: list[SwarmAttack] = []
    for pick in picks:
        if pick == "threat":
            threat = clamp_threat(threat + 1)
        elif pick == "size":
            steps = stepped(fight, +1)
        elif pick == "block":
            block = True
            made += 1
            attacks.append(SwarmAttack("block"))
        else:
            # the only one fighting is the victim: no die of one side is rolled for him
            victim = str(participants[0]) if len(participants) == 1 else str(dice.choice(list(participants)))
            made += 1
            attacks.append(SwarmAttack(pick, victim))
    after = replace(
        fight,
        threat_level=threat,
        size_steps=steps,
        attacks_made=made,
        block=block,
        pending="",
        picks_due=0,
        round=fight.round + 1,
    )
    if after.swarm_threat == 0:
        after = replace(after, over=True, ending="moved_on", block=False)
    return LossResult(after, tuple(attacks))


def end_won_fight(fight: SwarmFight, threat_level: int) -> SwarmFight:
    """After a won round at Swarm Size 3 or less: the fight is over and the GM sets the Threat
    Level to 0, 1 or 2."""
    if fight.pending != "threat_choice":
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The fight has not been won yet."))
    if threat_level not in WON_THREAT_LEVELS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "After a won fight the Threat Level is 0, 1 or 2."))
    return replace(
        fight, threat_level=threat_level, pending="", over=True, ending="won", block=False, free_successes=0
    )
