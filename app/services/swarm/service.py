"""The swarm service: what the swarm dock asks for, and one method per step of the fight."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from app.rules.base import Choice, RulesError
from app.rules.features.swarm import SwarmRules, SwarmState
from app.rules.features.swarm_choices import LossPick, RollModifier
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import as_tuple, is_int
from app.services.command import CommandError
from app.services.damaged import damage_kept
from app.services.logtext import qt_translate
from app.services.service import Service
from app.services.swarm.fallen import is_dead_row
from app.services.swarm.instead import InsteadOfThreat, instead_effect
from app.services.swarm.state import (
    fight_of,
    is_active,
    prep_of,
)
from app.services.threat.dial import threat_of
from app.store.models import Character

if TYPE_CHECKING:  # a swarm round's plan and its commands load at the first swarm action (issue 43)
    from app.services.swarm.plan import PlannedRoll, RoundPlan, RoundSetup
    from app.services.swarm.swarm_commands import SetDead

#: a count of dead that makes a swarm by any table (what the GM may still type does not refuse a start)
ANY_SWARM = 1000


class SwarmService(Service):
    """What the swarm dock asks for: the swarm and the fight as stored, the round's plan and exact
    odds, and one method per step of the fight."""

    def available(self) -> bool:
        return "swarm" in self.ruleset.features and self.ruleset.swarm_rules() is not None

    def rules(self) -> SwarmRules:
        """The ruleset's swarm rules (CommandError where it has no swarms)."""
        rules = self.ruleset.swarm_rules()
        if "swarm" not in self.ruleset.features or rules is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has no swarms."))
        return rules

    @property
    def max_dice_to_one(self) -> int:
        """At most this many Leadership dice to one roller."""
        return self.rules().max_dice_to_one

    @property
    def max_rolls(self) -> int:
        return self.rules().max_rolls

    # ------------------------------------------------------------------ reading
    def state(self) -> dict[str, Any]:
        return dict(self.campaign.campaign.state)

    def fight(self) -> SwarmState:
        return fight_of(self.rules(), self.state())

    def active(self) -> bool:
        return is_active(self.state())

    def counted_size(self) -> int:
        return self.rules().swarm_size(self.fight().dead)

    def size_parts(self) -> str:
        """The Swarm Size's parts in the interface language ("2 for 15 dead + 1 step up"), or "" where
        the count of dead alone makes it."""
        from app.services.logtext import render_value
        from app.services.swarm.size_parts import size_parts

        parts = size_parts(self.rules(), self.fight())
        return render_value(parts, qt_translate) if parts else ""

    def prep(self) -> dict[str, Any]:
        return prep_of(self.state())

    def last_round(self) -> dict[str, Any]:
        return dict(self.state().get("swarm_last") or {})

    def victim_candidates(self) -> list[str]:
        """Whom a random attack after the last round may fall on, in the order of its die: the
        round's participants but the dead."""
        last = self.last_round()
        names = [str(n) for n in last.get("participants", []) if n]
        ids = dict((name, cid) for cid, name in self._with_ids(last, names))
        rows = self.campaign.characters_by_id(ids.values()) if ids else {}
        dead = {name for name, cid in ids.items() if cid in rows and is_dead_row(self.ruleset, rows[cid])}
        return [n for n in names if n not in dead]

    def fight_skill(self) -> str:
        """The skill a roll against the swarm takes unless the GM picks another ("" without swarms)."""
        return self.rules().fight_skill if self.available() else ""

    def clearing_methods(self) -> list[Choice]:
        """The ways an area may be cleared out (labels in context ``rules``), the first the default."""
        return list(self.rules().clearing_methods()) if self.available() else []

    def pick_choices(self) -> list[LossPick]:
        """What the GM may pick after a lost round (labels in context ``rules``), in the order of the digits."""
        return list(self.rules().loss_picks()) if self.available() else []

    def won_threat_levels(self) -> list[int]:
        """The Threat Levels the GM may set after a won fight."""
        return list(self.rules().won_threat_levels()) if self.available() else []

    def rolls_twice_with(self) -> int:
        """How many fighting make one of them roll twice (0: nobody rolls twice)."""
        return self.rules().rolls_twice_with if self.available() else 0

    def leadership_skill(self) -> str:
        """The skill of the Leadership roll before a round ("": the rules have none)."""
        return self.rules().leadership_skill if self.available() else ""

    def sacrifice_skill(self) -> str:
        """The skill of the opposed roll of a sacrifice ("": the rules have no sacrifices)."""
        return self.rules().sacrifice_skill if self.available() else ""

    def block_label(self) -> str:
        """The badge of a running fight's block (context ``rules``; "": the rules have no block)."""
        return self.rules().block_label if self.available() else ""

    def roll_modifier(self) -> RollModifier | None:
        """The modifier the rules put on each of a round's rolls, as a field (None: none)."""
        return self.rules().roll_modifier if self.available() else None

    def block_cost(self) -> RollModifier | None:
        """What a running block costs the rolls it hinders, as a field (None: the rules have no block)."""
        return self.rules().block_cost if self.available() else None

    def skills(self) -> list[tuple[str, str]]:
        return list(self.rules().skills()) if self.available() else []

    def fighters(self) -> list[Character]:
        """Who may fight the dead: the PCs and NPCs of the campaign still alive (the dead neither
        roll, lead, nor are thrown to the swarm)."""
        return [c for c in self._people() if not is_dead_row(self.ruleset, c)]

    def _people(self) -> list[Character]:
        """The PCs and NPCs of the campaign, the dead among them."""
        rules = self.ruleset  # a damaged record is left out, never handed to the rules
        return [c for c in self.campaign.roster_rows() if c.kind in ("pc", "npc") and damage_kept(rules, c) is None]

    def rolls_nothing(self, character_id: int) -> str | None:
        """Why ``character_id``, as he is now, rolls nothing against the swarm (a marked line, context
        ``rules``: Broken, every roll fails); None for one who rolls (or no such fighter)."""
        row = self.campaign.characters_by_id([character_id]).get(character_id)
        if row is None or not self.available() or damage_kept(self.ruleset, row) is not None:
            return None
        return self.rules().rolls_nothing(dict(row.sheet), dict(row.state))

    def plan(self, setup: RoundSetup) -> RoundPlan:
        """The round's rolls as set up; raises CommandError with the reason if the rules refuse."""
        from app.services.swarm.plan import plan_round, refuse_dead

        # the rows as last committed, kept by the campaign service (the dock plans again at every change)
        kept = self.campaign.characters_by_id(r.character_id for r in setup.rollers)
        rows = {i: row for i, row in kept.items() if not row.archived and damage_kept(self.ruleset, row) is None}
        refuse_dead(self.ruleset, rows, setup)
        return plan_round(self.rules(), self.state(), rows, setup)

    def odds(self, setup: RoundSetup, faces: Sequence[str] = ()) -> tuple[RoundPlan, dict[str, Fraction]]:
        """The round's plan and its exact odds, given the dice typed for its rolls (``faces``, in
        the plan's order): a roll typed whole counts what it shows."""
        from app.services.swarm.plan import round_odds

        plan = self.plan(setup)
        return plan, round_odds(self.rules(), plan, faces, self.state())

    def dice_said(self, roll: PlannedRoll) -> dict[str, Any] | None:
        """A planned roll's dice by kind, in the order its typed faces are read ("2 dice: 1 base,
        1 stress"); None where the rules say only the count."""
        return self.rules().dice_said(roll.pool) if self.available() else None

    # ------------------------------------------------------------------ writing
    def set_dead(self, dead: int, stepped: bool = False) -> bool:
        """The count of dead; ``stepped``: a step of + or − (the steps of one burst are one action)."""
        from app.services.swarm.swarm_commands import SetDead, StepDead, StepDeadDown

        kind: type[SetDead] = SetDead
        if stepped is True:
            rules = self.ruleset.swarm_rules()
            now = fight_of(rules, self.state()).dead if rules is not None else None
            down = is_int(dead) and now is not None and dead < now  # a step back is not the burst of steps up
            kind = StepDeadDown if down else StepDead
        return self.run(kind(dead, stepped))  # a ``stepped`` that is no bool is refused with the rest

    def set_size(self, size: int) -> bool:
        from app.services.swarm.swarm_commands import SetSwarmSize

        return self.run(SetSwarmSize(size))

    def single_attack_roll(self) -> tuple[str, dict[str, Any]] | None:
        """The dice dock's roll (kind, inputs) that resolves a single attack, None where the rules have none."""
        roll = self.rules().single_attack_roll if self.available() else None
        return (roll[0], dict(roll[1])) if roll is not None else None

    def single_attacks_due(self) -> list[tuple[int, str]]:
        """Who suffers a single attack from the last round and rolls to avoid it, (character id, name)
        in order, once for each attack: a PC who messed up in it (twice for one who messed up both
        their rolls), and the victim of a GM's pick the victim rolls against (:attr:`LossPick.rolled`).
        Empty once no fight runs or where the rules roll no single attack."""
        if not self.available() or self.rules().single_attack_roll is None or not self.active():
            return []
        last = self.last_round()
        rolled = {p.value for p in self.rules().loss_picks() if p.rolled}
        names = [str(n) for n in last.get("single_attacks", [])]
        names += [str(a.get("victim")) for a in last.get("attacks", [])
                  if isinstance(a, dict) and a.get("kind") in rolled and a.get("victim")]
        return self._with_ids(last, names)

    def single_attacks_waiting(self) -> list[str]:
        """The last round's single attacks whose roll is not made yet, the victim's name for each
        (twice for two): what calling the fight off drops (their rolls are offered by the panel alone)."""
        due = self.single_attacks_due()
        return [due[place][1] for place in self.single_attacks_unrolled()]

    def single_attacks_unrolled(self) -> list[int]:
        """The places in :meth:`single_attacks_due` of the attacks whose roll is not made yet (the
        panel offers those alone: a roll made stays made when a call-off is undone); one victim's
        attacks are rolled in turn, so theirs still to roll are their last."""
        due = self.single_attacks_due()
        if not due:
            return []
        from app.services.threat.single import all_of  # the rolls made since, read from the log

        unrolled: dict[int, int] = {}
        for attack in all_of(self.campaign):
            if not attack.dial and attack.roll_due:
                unrolled[attack.character_id] = unrolled.get(attack.character_id, 0) + 1
        places: list[int] = []
        for place in reversed(range(len(due))):  # one's attacks are rolled in turn: the last wait
            cid = due[place][0]
            if unrolled.get(cid, 0) > 0:
                unrolled[cid] -= 1
                places.append(place)
        return sorted(places)

    def harm_due(self) -> list[tuple[int, str]]:
        """The victims of the last round's attacks that allow no roll (a mass attack), (character id,
        name) in order, whose damage the panel offers (:attr:`SwarmRules.harm_default`).  Empty once
        no fight runs or where the rules offer no such damage."""
        if not self.available() or self.rules().harm_default is None or not self.active():
            return []
        last = self.last_round()
        unrolled = {p.value for p in self.rules().loss_picks() if p.random_victim and not p.rolled}
        names = [str(a.get("victim")) for a in last.get("attacks", [])
                 if isinstance(a, dict) and a.get("kind") in unrolled and a.get("victim")]
        return self._with_ids(last, names)

    def harm_default(self) -> int:
        default = self.rules().harm_default if self.available() else None
        return default if default is not None else 1

    def harm_request(self, damage: int) -> dict[str, Any]:
        """The damage request of ``damage`` from the swarm, as the ruleset's damage rules read it."""
        return dict(self.rules().harm_request(damage))

    def _with_ids(self, last: dict[str, Any], names: list[str]) -> list[tuple[int, str]]:
        ids = {str(r.get("name")): r.get("character_id") for r in last.get("rolls", []) if isinstance(r, dict)}
        for row in self._people():  # one who did not roll (the Leadership roller, a sacrifice's victim)
            ids.setdefault(row.name, row.id)
        out: list[tuple[int, str]] = []
        for name in names:  # one who messed up twice: two attacks, each its own roll
            found = ids.get(name)
            if isinstance(found, int) and not isinstance(found, bool):
                out.append((found, name))
        return out

    def instead_effect(self, pick: str) -> tuple[str, dict[str, Any]]:
        """What the alternative ``pick`` to a step up does now, said beside it before the GM picks (a
        marked text, context ``log``, and its arguments): the Threat Level that stays, and the single
        attack or the Swarm Size's step (twdu)."""
        return instead_effect(self.state(), self.ruleset.swarm_rules() if self.available() else None, pick)

    def instead_of_threat(self, pick: str, victim_id: int | None = None) -> bool:
        """Instead of raising the Threat Level: a single attack (on ``victim_id``, the GM's pick), or
        the Swarm Size a step up (``pick``: a key of :data:`app.services.threat.dial.ALTERNATIVES`)."""
        return self.run(InsteadOfThreat(pick, victim_id))

    def start(self, clearing: bool = False) -> bool:
        from app.services.swarm.swarm_commands import StartSwarmFight

        return self.run(StartSwarmFight(clearing))

    def start_refusal(self, clearing: bool = False) -> CommandError | None:
        """Why a swarm fight cannot start now whatever count of dead the GM still types (the Threat
        Level below the rules' mark, a fight already running), None when it can: the panel promises
        no start the rules would refuse."""
        if not self.available():
            return None
        if self.active():
            return CommandError(QT_TRANSLATE_NOOP("log", "A swarm fight is already running."))
        counted = self.fight()
        kept = counted.size if counted.size_override or counted.size_steps else None
        try:  # with a count of dead that is a swarm by any table: only what the count cannot mend refuses
            self.rules().start_fight(ANY_SWARM, threat_of(self.state()), kept, clearing)
        except RulesError as exc:
            return CommandError(str(exc), "rules")
        return None

    def count_refusal(self, clearing: bool = False) -> CommandError | None:
        """Why a swarm fight cannot start with the count of dead the panel holds now (fewer than
        five dead and no Swarm Size set: no swarm), None when it can or when something other than
        the count refuses it (:meth:`start_refusal` says that)."""
        if not self.available() or self.start_refusal(clearing) is not None:
            return None
        counted = self.fight()
        kept = counted.size if counted.size_override or counted.size_steps else None
        try:
            self.rules().start_fight(counted.dead, threat_of(self.state()), kept, clearing)
        except RulesError as exc:
            return CommandError(str(exc), "rules")
        return None

    def call_off(self) -> bool:
        """The fight called off; the log's line names the single attacks it drops before their roll."""
        from app.services.swarm.swarm_commands import CallOffFight

        return self.run(CallOffFight(tuple(self.single_attacks_waiting())))

    def leadership(self, character_id: int, faces: str = "") -> bool:
        from app.services.swarm.before_round import LeadershipRoll

        return self.run(LeadershipRoll(character_id, faces))

    def sacrifice(self, sacrificer_id: int, victim_id: int, faces: str = "", victim_faces: str = "") -> bool:
        from app.services.swarm.before_round import SacrificeAttempt

        return self.run(SacrificeAttempt(sacrificer_id, victim_id, faces, victim_faces))

    def roll_round(self, setup: RoundSetup, faces: Sequence[str] = ()) -> bool:
        from app.services.swarm.round import RollRound

        return self.run(RollRound(setup, as_tuple(faces)))

    def loss_picks(self, picks: Sequence[str], faces: str = "") -> bool:
        """``faces``: the random victims' dice typed from the table, else rolled here."""
        from app.services.swarm.after_round import LossPicks

        return self.run(LossPicks(as_tuple(picks), faces))

    def end_won(self, level: int) -> bool:
        from app.services.swarm.after_round import EndWonFight

        return self.run(EndWonFight(level))

    def push_odds(self, index: int) -> dict[str, Fraction]:
        """The chances of roll ``index`` of the lost round once pushed (CommandError if it cannot be)."""
        from app.services.swarm.push import push_odds

        return push_odds(self.rules(), self.state(), index)

    def pushed_dice(self, index: int) -> dict[str, Any] | None:
        """The dice a push of roll ``index`` of the lost round rolls, by kind, as a marked value."""
        from app.services.swarm.push import pushed_dice_said

        return pushed_dice_said(self.rules(), self.state(), index)

    def push(self, index: int, faces: str = "") -> bool:
        """Push roll ``index`` of the lost round before the GM's picks (app.services.swarm.push)."""
        from app.services.swarm.push import PushSwarmRoll

        return self.run(PushSwarmRoll(index, faces))
