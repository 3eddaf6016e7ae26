"""A small fake swarm ruleset for the swarm panel's tests: twdu's swarm counts and rolls, but two
rolls a round (one fighter rolls twice), two picks of its own after a lost round, no Leadership
roll, no sacrifices, no block, no modifier on the rolls and Threat 0 or 3 after a win.  The panel
must show exactly what it declares."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from app.rules.base import RulesError
from app.rules.features.swarm_choices import LossPick
from app.rules.twdu.ruleset import TwduRuleset
from app.rules.twdu.swarm_rules import TwduSwarms

PICKS = (LossPick("louder", "Louder: Threat +1"), LossPick("fall_back", "Fall back"))
LABELS = {"louder": "The dead grow louder", "fall_back": "The group falls back: the dead move on"}


@dataclass(frozen=True)
class Loss:
    fight: Any
    attacks: tuple = ()


class FakeSwarms(TwduSwarms):
    leadership_skill = ""
    sacrifice_skill = ""
    block_label = ""
    roll_modifier = None
    max_rolls = 2
    max_size = 4
    rolls_twice_with = 0
    block_cost = None

    def round_rolls(self, actors, twice, sacrifices):  # noqa: ANN001, ANN201
        if len(actors) > 2:
            raise RulesError("No more than three may roll; the others can help.")
        return [(actor, 0) for actor in (list(actors) * 2)[:2]]

    def loss_picks(self) -> Sequence[LossPick]:
        return PICKS

    def won_threat_levels(self) -> Sequence[int]:
        return (0, 3)

    def loss_pick_label(self, pick: str) -> str:
        return LABELS[pick]

    def apply_loss_picks(self, fight, picks, participants, dice) -> Loss:  # noqa: ANN001
        if list(picks) not in (["louder"], ["fall_back"]):
            raise RulesError("Unknown choice.")
        done = replace(fight, pending="", picks_due=0, round=fight.round + 1)
        if picks[0] == "fall_back":
            return Loss(replace(done, over=True, ending="moved_on"))
        return Loss(replace(done, threat_level=min(6, fight.threat_level + 1)))

    def end_won_fight(self, fight, threat_level: int):  # noqa: ANN001, ANN201
        if fight.pending != "threat_choice" or threat_level not in (0, 3):
            raise RulesError("After a won fight the Threat Level is 0, 1 or 2.")
        return replace(fight, threat_level=threat_level, pending="", over=True, ending="won")


def use_fake_swarms(monkeypatch) -> None:  # noqa: ANN001
    """The twdu ruleset's swarms replaced by the fake's for one test."""
    monkeypatch.setattr(TwduRuleset, "swarm_rules", lambda self: FakeSwarms(self))


class LeaderFakeSwarms(FakeSwarms):
    """The fake's rules with a roll before the round under another skill than twdu's (Survival),
    at most two of its dice to one roller."""

    leadership_skill = "survival"
    max_dice_to_one = 2


def use_leader_fake(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(TwduRuleset, "swarm_rules", lambda self: LeaderFakeSwarms(self))
