"""Swarms as a ruleset declares them: the count of dead and its size, a swarm fight round by round,
the GM's picks after a lost round, pushing one of the round's rolls and the exact odds.

A ruleset with the ``"swarm"`` feature returns a :class:`SwarmRules` from
:meth:`app.rules.base.Ruleset.swarm_rules`.  The fight is the ruleset's own immutable state
(:class:`SwarmState`): the swarm service stores it with ``to_dict`` and reads it back with
:meth:`SwarmRules.fight_from_dict`, and every change is a method here returning a new state.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Protocol

from app.rules.declarations import Choice
from app.rules.dice import Dice, RollRecord
from app.rules.features.skill_rolls import HeldSkillRolls, SkillRoll
from app.rules.features.swarm_choices import LossPick, RollModifier


class SwarmState(Protocol):
    """A swarm, counted or fought: what the swarm panel and the players' screen show of it.

    ``pending`` is ``""``, ``"loss_picks"`` (the GM owes ``picks_due`` picks) or ``"threat_choice"``
    (won: the GM sets the Threat Level); ``ending`` is ``"won"`` or ``"moved_on"`` once ``over``."""

    @property
    def dead(self) -> int: ...

    @property
    def threat_level(self) -> int: ...

    @property
    def size_override(self) -> int: ...

    @property
    def size_steps(self) -> int: ...

    @property
    def attacks_made(self) -> int: ...

    @property
    def block(self) -> bool: ...

    @property
    def free_successes(self) -> int: ...

    @property
    def clearing(self) -> bool: ...

    @property
    def round(self) -> int: ...

    @property
    def pending(self) -> str: ...

    @property
    def picks_due(self) -> int: ...

    @property
    def over(self) -> bool: ...

    @property
    def ending(self) -> str: ...

    @property
    def size(self) -> int: ...

    @property
    def swarm_threat(self) -> int: ...

    def to_dict(self) -> dict[str, Any]: ...


class RoundOutcome(Protocol):
    """What a round did: the fight after it, the total against the Swarm Threat and what follows."""

    @property
    def fight(self) -> Any: ...

    @property
    def total(self) -> int: ...

    @property
    def needed(self) -> int: ...

    @property
    def won(self) -> bool: ...

    @property
    def almost(self) -> bool: ...

    @property
    def single_attacks(self) -> tuple[str, ...]: ...

    @property
    def picks_due(self) -> int: ...

    @property
    def alerted(self) -> bool: ...


class SwarmAttackDone(Protocol):
    @property
    def kind(self) -> str: ...

    @property
    def victim(self) -> str: ...


class LossOutcome(Protocol):
    """The fight after the GM's picks and the swarm attacks they made."""

    @property
    def fight(self) -> Any: ...

    @property
    def attacks(self) -> Sequence[SwarmAttackDone]: ...


class SacrificeOutcome(Protocol):
    @property
    def escaped(self) -> str: ...

    @property
    def suffers(self) -> str: ...


class SwarmRules(HeldSkillRolls):
    """The swarm and its fight, as pure functions of an immutable :class:`SwarmState`; its skill
    rolls are the ruleset's (:class:`~app.rules.features.skill_rolls.SkillRolls`, given at construction)."""

    #: rolls a round at most
    max_rolls: int = 3
    #: the largest Swarm Size the GM may set over the count's own (from 1)
    max_size: int = 6
    #: Leadership dice one roller may get at most
    max_dice_to_one: int = 3
    #: the skill a roll against the swarm takes unless the GM picks another
    fight_skill: str = ""
    #: how many fighting make one of them roll twice, the GM saying who (0: nobody rolls twice)
    rolls_twice_with: int = 0
    #: the skill of the Leadership roll one who does not fight may make before a round ("": none)
    leadership_skill: str = ""
    #: the skill of the opposed roll that throws someone to the dead ("": the rules have no sacrifices)
    sacrifice_skill: str = ""
    #: the badge a running fight's block shows (marked, context ``rules``; "": the rules have no block)
    block_label: str = ""
    #: the modifier :meth:`round_rolls` puts on each roll, as a field of the roll (None: no such modifier)
    roll_modifier: RollModifier | None = None
    #: the successes a running block costs the rolls it hinders, a field of the round (None: no block)
    block_cost: RollModifier | None = None
    #: the dice dock's roll (its kind and inputs) that resolves a single attack one who messed up in a
    #: round suffers (None: the rules give no single attacks)
    single_attack_roll: tuple[str, Mapping[str, Any]] | None = None
    #: the damage the panel offers to apply to the victim of an attack that allows no roll (a pick
    #: with a random victim that is not rolled against), the GM may type another (None: none offered)
    harm_default: int | None = None

    def harm_request(self, damage: int) -> Mapping[str, Any]:
        """The damage rules' request (:meth:`DamageRules.apply_damage`) of ``damage`` from the swarm."""
        return {"damage": damage}

    # ---- the swarm ------------------------------------------------------------------------
    @abstractmethod
    def fight_from_dict(self, data: Mapping[str, Any]) -> SwarmState:
        """The stored swarm (RulesError when the record is damaged)."""

    @abstractmethod
    def no_fight(self, threat_level: int) -> SwarmState:
        """The swarm before anything was counted, at the dial's level."""

    @abstractmethod
    def swarm_size(self, dead: int) -> int:
        """The Swarm Size ``dead`` make."""

    @abstractmethod
    def with_dead(self, fight: Any, dead: int) -> SwarmState:
        """A new count of dead; the size follows it again, the steps the rounds gave kept on top."""

    @abstractmethod
    def with_size(self, fight: Any, size: int) -> SwarmState:
        """The size the GM set (0: the count's own again); the rounds' steps go with it."""

    def with_size_step(self, fight: Any, step: int) -> SwarmState:
        """The Swarm Size a step up (or down) by the rules (a round, the GM's pick instead of a
        Threat step): by default as if the GM set it; a ruleset that keeps such steps on top of the
        count of dead (more dead never undo them) says so."""
        return self.with_size(fight, fight.size + step)

    @abstractmethod
    def with_threat(self, fight: Any, threat_level: int) -> SwarmState:
        """The Threat Level set from outside the fight (the dial)."""

    @abstractmethod
    def at_rest(self, fight: Any) -> SwarmState:
        """The swarm once no fight runs: what only a running fight has is cleared."""

    @abstractmethod
    def start_fight(self, dead: int, threat_level: int, size: int | None, clearing: bool) -> SwarmState:
        """A swarm fight (or a clearing-out of an area) begins; RulesError when the rules refuse."""

    # ---- a round --------------------------------------------------------------------------
    @abstractmethod
    def clearing_methods(self) -> Sequence[Choice]:
        """The ways an area may be cleared out (labels marked in context ``rules``), the first the default."""

    def clearing_method_of(self, skills: Sequence[str]) -> str:
        """The way an area is being cleared out, read from the skills the round's rollers roll
        (the GM leaves it to them): the first way unless a ruleset reads them."""
        methods = self.clearing_methods()
        return methods[0].value if methods else ""

    @abstractmethod
    def round_rolls(self, actors: Sequence[str], twice: str | None, sacrifices: int) -> list[tuple[str, int]]:
        """Who rolls this round and with what modifier, in order."""

    @abstractmethod
    def leadership_dice(
        self, leader: str, successes: int, allocation: Mapping[str, int], rollers: Sequence[str]
    ) -> dict[str, int]:
        """The Leadership dice handed out, checked."""

    @abstractmethod
    def round_pools(
        self, plan: Sequence[tuple[str, int]], bases: Mapping[str, int], leadership: Mapping[str, int]
    ) -> list[int]:
        """The base dice of each roll of ``plan``."""

    @abstractmethod
    def sacrifice(
        self, sacrificer: str, victim: str, sacrificer_successes: int, victim_successes: int
    ) -> SacrificeOutcome:
        """An attempt to throw someone to the dead: who gets away, who suffers."""

    @abstractmethod
    def fighter_roll(self, name: str, roll: SkillRoll, is_pc: bool, skill: str, block_cost: int | None = None) -> Any:
        """One of the round's rolls as :meth:`resolve_round` adds them up (``block_cost``: what a
        block costs it, where the GM typed it over :attr:`block_cost`'s default)."""

    @abstractmethod
    def stored_fighter_roll(self, shown: Mapping[str, Any]) -> Any:
        """A roll of the last round as the service stored it (name, successes, messed_up, is_pc,
        skill, block_cost)."""

    @abstractmethod
    def resolve_round(self, fight: Any, rolls: Sequence[Any], sacrifices: int, method: str) -> RoundOutcome:
        """The round added up against the Swarm Threat."""

    @abstractmethod
    def round_odds(
        self,
        rolls: Sequence[tuple[int, str]],
        swarm_threat: int,
        free_successes: int,
        block: bool,
        block_cost: int | None = None,
    ) -> dict[str, Fraction]:
        """The exact chances (``"win"``, ``"almost"``, ``"lose"``) of rolls of (dice, skill), under a
        block costing ``block_cost`` (None: the rules' own)."""

    @abstractmethod
    def block_penalty(self, fight: Any, skill: str) -> int:
        """The successes a running fight's block costs a roll of ``skill`` (avoiding the dead too)."""

    # ---- after a round --------------------------------------------------------------------
    @abstractmethod
    def loss_picks(self) -> Sequence[LossPick]:
        """What the GM may pick after a lost round, in the order the panel's digits tick them."""

    @abstractmethod
    def won_threat_levels(self) -> Sequence[int]:
        """The Threat Levels the GM may set once a round has won the fight (pending ``"threat_choice"``)."""

    @abstractmethod
    def loss_pick_label(self, pick: str) -> str:
        """The marked label (context ``rules``) of one of the GM's picks after a lost round."""

    @abstractmethod
    def apply_loss_picks(
        self, fight: Any, picks: Sequence[str], participants: Sequence[str], dice: Dice
    ) -> LossOutcome:
        """The GM's picks after a lost round (victims by a random die)."""

    @abstractmethod
    def end_won_fight(self, fight: Any, threat_level: int) -> SwarmState:
        """The fight is won; the GM sets the Threat Level."""

    # ---- pushing a roll of the lost round -------------------------------------------------
    @abstractmethod
    def check_push(self, fight: Any, before: Any, recorded_after: Mapping[str, Any] | None) -> None:
        """Refuse (RulesError) unless the round just rolled, recorded as ``recorded_after``, is
        lost and waits for the GM's picks."""

    @abstractmethod
    def push_round(
        self, before: Any, rolls: Sequence[Any], index: int, pushed: SkillRoll, sacrifices: int, method: str
    ) -> RoundOutcome:
        """The round added up again from ``before`` with roll ``index`` pushed."""

    def roll_faces(self, name: str, roll: SkillRoll, record: RollRecord) -> Any:
        """One roll of a round as the log's dice show it (``app.services.logtext.dice_text``): by
        default its faces; a ruleset may name who rolled them and a second kind of its dice."""
        return record.faces_payload()

    def push_record(self, before: SkillRoll, pushed: SkillRoll, label: str, typed: bool) -> RollRecord:
        """The log's record of a pushed roll (``before``: the roll as first rolled): by default the
        pushed roll's own; a ruleset may say what the push rolled again."""
        return pushed.record(label, typed)

    def pushed_dice_said(self, roll: SkillRoll) -> dict[str, Any] | None:
        """The dice a push of ``roll`` rolls, by kind, as a marked value ("5 pushed dice: 4 base, 1
        stress"), as the dice dock's push says them; None where the ruleset does not say them."""
        return None

    @abstractmethod
    def pushed_round_odds(self, before: Any, rolls: Sequence[Any], index: int, roll: SkillRoll) -> dict[str, Fraction]:
        """The chances after pushing roll ``index`` (``"win"``, ``"almost"``, ``"lose"``, ``"messup"``)."""
