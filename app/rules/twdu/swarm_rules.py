"""twdu's swarms as the swarm feature declares them (:class:`SwarmRules`): the rules of
:mod:`.swarm`, :mod:`.swarm_push` and :mod:`.swarm_odds` behind one object."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from app.rules.base import Choice, RulesError
from app.rules.dice import Dice, RollRecord
from app.rules.features.swarm import SwarmRules
from app.rules.features.swarm_choices import LossPick, RollModifier
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import swarm as sw
from app.rules.twdu import swarm_push as push
from app.rules.twdu.dead import swarm_size
from app.rules.twdu.kinds import pushed_dice
from app.rules.twdu.skill_rolls import StressTrack, TwduSkillRolls
from app.rules.twdu.swarm_block import BLOCK_COST
from app.rules.twdu.swarm_odds import blocked_round_odds, swarm_round_odds

# the ways of clearing out an area (:data:`.swarm.CLEARING_METHODS`), as the swarm panel offers them
CLEARING_CHOICES: tuple[Choice, ...] = (
    Choice("shooting", QT_TRANSLATE_NOOP("rules", "shooting (a lost round: Threat 3)")),
    Choice("close_combat", QT_TRANSLATE_NOOP("rules", "close combat (a lost round: Threat 5)")),
)

# the GM's picks after a lost round (:data:`.swarm.LOSS_PICKS`) as the swarm panel ticks them, digits 1-5
LOSS_PICK_CHOICES: tuple[LossPick, ...] = (
    LossPick("threat", QT_TRANSLATE_NOOP("rules", "Threat +1")),
    LossPick("size", QT_TRANSLATE_NOOP("rules", "Swarm Size +1")),
    # the victim of a single attack rolls to avoid it (twdu text, "Single attacks": "During combat … you
    # still get to make a roll to avoid it"); a mass attack allows no roll
    # (a random die picks whom the attack falls on: "Roll a random die to see who is targeted"; with one
    # fighting it falls on him, no die: the pick names him, as the log's line does)
    LossPick("single_attack", QT_TRANSLATE_NOOP("rules", "Single attack (random victim)"), "attack", True, True,
             QT_TRANSLATE_NOOP("rules", "Single attack on {name}, the only one fighting")),
    LossPick("block", QT_TRANSLATE_NOOP("rules", "Block"), "attack"),
    LossPick("mass_attack", QT_TRANSLATE_NOOP("rules", "Mass attack (random victim)"), "attack", True, lone_label=(
        QT_TRANSLATE_NOOP("rules", "Mass attack on {name}, the only one fighting: no roll to avoid it"))),
)
# the small-group modifier of each roll (one fighter: 0, −2, −4; two: the second roll of one at −2)
SMALL_GROUP = RollModifier(
    QT_TRANSLATE_NOOP("rules", "Small group"),
    QT_TRANSLATE_NOOP("rules", "Fewer than three fighting: a second roll at −2, a third at −4 (type another)"),
    # what the field's number is: dice off a roll because fewer than three roll the round's three
    field_label=QT_TRANSLATE_NOOP("rules", "Fewer than 3 rollers"),
)


class TwduSwarms(SwarmRules):
    """Fighting a swarm, round by round (twdu text, "Fighting a swarm", "Clearing out an area");
    stress goes on ``stress`` (the ruleset's damage rules)."""

    max_rolls = sw.MAX_ROLLS
    max_dice_to_one = sw.MAX_LEADERSHIP_DICE
    fight_skill = "close_combat"
    rolls_twice_with = 2
    leadership_skill = "leadership"
    sacrifice_skill = "force"
    block_label = QT_TRANSLATE_NOOP("rules", "Block: Mobility and Stealth need one more success")
    roll_modifier = SMALL_GROUP
    block_cost = RollModifier(
        QT_TRANSLATE_NOOP("rules", "Block"),
        QT_TRANSLATE_NOOP("rules", "Successes a block costs each Mobility and Stealth roll this round (type another)"),
        0,
        6,
        BLOCK_COST,
    )

    #: "A single attack is resolved with one skill roll by you. You can roll for any skill that makes
    #: sense in the situation. The GM has the final word": the swarm's own skill first, another picked in the form
    single_attack_roll = ("skill", MappingProxyType({"skill": "close_combat"}))
    # a mass attack hits with no roll to avoid it; the text leaves its harm to the GM: one point of
    # damage offered (the damage rules' own default), armor rolled as for any attack
    harm_default = 1

    def __init__(self, stress: StressTrack) -> None:
        super().__init__(TwduSkillRolls(stress))

    # ---- the swarm ------------------------------------------------------------------------
    def fight_from_dict(self, data: Mapping[str, Any]) -> sw.SwarmFight:
        return sw.SwarmFight.from_dict(data)

    def no_fight(self, threat_level: int) -> sw.SwarmFight:
        return sw.SwarmFight(dead=0, threat_level=threat_level)

    def swarm_size(self, dead: int) -> int:
        return swarm_size(dead)

    def with_dead(self, fight: sw.SwarmFight, dead: int) -> sw.SwarmFight:
        return sw.with_dead(fight, dead)

    def with_size(self, fight: sw.SwarmFight, size: int) -> sw.SwarmFight:
        return replace(fight, size_override=size, size_steps=0)

    def with_size_step(self, fight: sw.SwarmFight, step: int) -> sw.SwarmFight:
        return replace(fight, size_steps=sw.stepped(fight, step))

    def with_threat(self, fight: sw.SwarmFight, threat_level: int) -> sw.SwarmFight:
        return sw.with_threat(fight, threat_level)

    def at_rest(self, fight: sw.SwarmFight) -> sw.SwarmFight:
        """Attacks made, a block, a free success and a pending choice go with the fight."""
        return replace(fight, attacks_made=0, block=False, free_successes=0, pending="", picks_due=0)

    def start_fight(self, dead: int, threat_level: int, size: int | None, clearing: bool) -> sw.SwarmFight:
        return sw.start_fight(dead, threat_level, size, clearing)

    # ---- a round --------------------------------------------------------------------------
    def clearing_methods(self) -> Sequence[Choice]:
        return CLEARING_CHOICES

    def clearing_method_of(self, skills: Sequence[str]) -> str:
        """Close combat when any roller fights the dead in close combat, else shooting
        (docs/readings.md: a failed clearing-out raises the Threat to 5 as soon as one fights hand to hand)."""
        return "close_combat" if "close_combat" in skills else "shooting"

    def round_rolls(self, actors: Sequence[str], twice: str | None, sacrifices: int) -> list[tuple[str, int]]:
        return sw.round_rolls(actors, twice, sacrifices)

    def leadership_dice(
        self, leader: str, successes: int, allocation: Mapping[str, int], rollers: Sequence[str]
    ) -> dict[str, int]:
        return sw.leadership_dice(leader, successes, allocation, rollers)

    def round_pools(
        self, plan: Sequence[tuple[str, int]], bases: Mapping[str, int], leadership: Mapping[str, int]
    ) -> list[int]:
        return sw.round_pools(plan, bases, leadership)

    def sacrifice(
        self, sacrificer: str, victim: str, sacrificer_successes: int, victim_successes: int
    ) -> sw.SacrificeResult:
        return sw.sacrifice(sacrificer, victim, sacrificer_successes, victim_successes)

    def fighter_roll(
        self, name: str, roll: Any, is_pc: bool, skill: str, block_cost: int | None = None
    ) -> sw.FighterRoll:
        return sw.FighterRoll(name, roll.successes, roll.messed_up, is_pc, skill, block_cost)

    def stored_fighter_roll(self, shown: Mapping[str, Any]) -> sw.FighterRoll:
        cost = shown.get("block_cost")
        return sw.FighterRoll(
            shown["name"], int(shown["successes"]), bool(shown["messed_up"]), bool(shown.get("is_pc")), shown["skill"],
            None if cost is None else int(cost),
        )

    def resolve_round(
        self, fight: sw.SwarmFight, rolls: Sequence[Any], sacrifices: int, method: str
    ) -> sw.RoundResult:
        return sw.resolve_round(fight, rolls, sacrifices, method)

    def round_odds(
        self,
        rolls: Sequence[tuple[int, str]],
        swarm_threat: int,
        free_successes: int,
        block: bool,
        block_cost: int | None = None,
    ) -> dict[str, Fraction]:
        """Without a block (or without Mobility and Stealth rolls) :func:`swarm_round_odds` of the
        rolls' dice; under a block those rolls count one success less (or ``block_cost`` less)."""
        cost = BLOCK_COST if block_cost is None else block_cost
        blocked = [(dice, cost if block and skill in sw.BLOCKED_SKILLS else 0) for dice, skill in rolls]
        if not any(b for _, b in blocked):
            return swarm_round_odds([dice for dice, _ in rolls], swarm_threat, free_successes)
        return blocked_round_odds(blocked, swarm_threat, free_successes)

    def block_penalty(self, fight: sw.SwarmFight, skill: str) -> int:
        return sw.block_penalty(fight, skill)

    # ---- after a round --------------------------------------------------------------------
    def loss_picks(self) -> Sequence[LossPick]:
        return LOSS_PICK_CHOICES

    def won_threat_levels(self) -> Sequence[int]:
        return sw.WON_THREAT_LEVELS

    def loss_pick_label(self, pick: str) -> str:
        return sw.LOSS_PICK_LABELS[pick]

    def apply_loss_picks(
        self, fight: sw.SwarmFight, picks: Sequence[str], participants: Sequence[str], dice: Dice
    ) -> sw.LossResult:
        return sw.apply_loss_picks(fight, picks, participants, dice)

    def end_won_fight(self, fight: sw.SwarmFight, threat_level: int) -> sw.SwarmFight:
        return sw.end_won_fight(fight, threat_level)

    # ---- pushing a roll of the lost round -------------------------------------------------
    def check_push(self, fight: sw.SwarmFight, before: sw.SwarmFight, recorded_after: Mapping[str, Any] | None) -> None:
        push.can_push_round(fight, before)
        if fight.to_dict() != recorded_after:
            raise RulesError(push.LOST_ONLY)

    def push_round(
        self, before: sw.SwarmFight, rolls: Sequence[Any], index: int, pushed: Any, sacrifices: int, method: str
    ) -> sw.RoundResult:
        return push.push_round(before, rolls, index, pushed, sacrifices, method)

    def roll_faces(self, name: str, roll: Any, record: RollRecord) -> Any:
        return push.named_faces(name, roll)

    def push_record(self, before: Any, pushed: Any, label: str, typed: bool) -> RollRecord:
        return push.push_record(before, pushed, label, typed)

    def pushed_dice_said(self, roll: Any) -> dict[str, Any] | None:
        return pushed_dice(roll)

    def pushed_round_odds(
        self, before: sw.SwarmFight, rolls: Sequence[Any], index: int, roll: Any
    ) -> dict[str, Fraction]:
        return push.pushed_round_odds(before, rolls, index, roll)
