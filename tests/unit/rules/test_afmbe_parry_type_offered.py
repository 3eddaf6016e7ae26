"""The defender's "Weapon skill type of the parry" is offered only with a parry with a melee weapon:
a dodge against gunfire showed it, a field that said nothing to that defence."""

from __future__ import annotations

from app.rules.afmbe.defences import DEFENCES, defence_form_fields


def test_the_parry_s_weapon_type_is_offered_with_the_weapon_parry_alone():
    spec = next(f for f in defence_form_fields() if f.key == "parry_type")
    key, offered = spec.with_value
    assert key == "defence"
    assert [d for d in DEFENCES if d in offered] == ["parry"]
    assert not spec.other_label  # no other wording: out of the form for a dodge, a block, no defence
