"""twdu: a roll reads the one kind it is (its fields, opposed or not), not every kind the dice dock
lists: the dock resolves the turn's roll some ten times to learn the dice it takes ("6 × d6"), at
every start and turn, and each resolve made the seventeen kinds' forms.  What it rolls, and which
kinds are refused, stay as they were."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller, find_kind
from app.rules.twdu import kinds

KNIFE = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 1, "range": "short", "ammo": 0}


def ana() -> Roller:
    ruleset = get_ruleset("twdu")
    sheet = {**ruleset.new_sheet(), "agility": 4, "mobility": 2, "close_combat": 1, "weapons": [KNIFE]}
    return Roller(sheet, ruleset.initial_state(sheet), True, "Ana")


@pytest.fixture
def specs_made(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    made: list[str] = []
    spec = kinds.ExtraKind.spec

    def counted(self: kinds.ExtraKind, sheet: Any) -> Any:
        made.append(self.key)
        return spec(self, sheet)

    monkeypatch.setattr(kinds.ExtraKind, "spec", counted)
    return made


def test_a_skill_roll_makes_no_other_kinds_form(specs_made: list[str]) -> None:
    rolls = get_ruleset("twdu").roll_rules()
    parts = rolls.roll_parts("skill", ana(), {"skill": "mobility"})
    assert parts is not None and parts.total == 4 + 2  # Agility 4 + Mobility 2
    result = rolls.resolve_roll("skill", ana(), {"skill": "mobility"}, TypedDice([6, 2, 2, 2, 2, 2]))
    assert result.success is True
    assert rolls.roll_parts("cover", ana(), {}) is not None
    assert specs_made == []


def test_a_further_kind_makes_its_own_form_alone(specs_made: list[str]) -> None:
    rolls = get_ruleset("twdu").roll_rules()
    rolls.roll_odds("fall", ana(), {})
    assert specs_made == ["fall"]


def test_each_kind_offered_is_the_one_a_roll_reads_and_the_shot_needs_a_gun() -> None:
    rolls = get_ruleset("twdu").roll_rules()
    roller = ana()
    offered = rolls.roll_kinds(roller.sheet)
    for kind in offered:
        assert rolls._kind(roller.sheet, kind.key) == find_kind(offered, kind.key)
    assert "shot" not in {k.key for k in offered}  # a knife is no ranged weapon
    with pytest.raises(RulesError, match="Unknown kind of roll"):
        rolls.resolve_roll("shot", roller, {}, TypedDice([6] * 9))
    with pytest.raises(RulesError, match="Unknown kind of roll"):
        rolls.roll_odds("juggling", roller, {})
