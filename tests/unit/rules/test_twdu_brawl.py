"""twdu brawl phases, declaration order, overwatch and the resolution order."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.base import RulesError
from app.rules.twdu.brawl import (
    PHASES,
    Declaration,
    declaration_order,
    phase_sort_key,
    resolution_order,
)


def test_six_phases_in_the_texts_order() -> None:
    assert list(PHASES) == [1, 2, 3, 4, 5, 6]
    assert list(PHASES.values()) == ["Taking cover", "Ranged combat", "Close combat", "Movement",
                                     "First aid", "Other"]


def test_npcs_declare_before_pcs_in_each_phase() -> None:
    decls = [
        Declaration("ann", True, 2, target="zed"),
        Declaration("zed", False, 2, target="ann"),
        Declaration("bob", True, 1),
        Declaration("yul", False, 3, target="bob"),
    ]
    assert [d.actor for d in declaration_order(decls)] == ["bob", "zed", "ann", "yul"]


def test_opposed_rolls_before_straight_rolls() -> None:
    decls = [
        Declaration("ann", True, 2, target="xan"),  # xan does not shoot back
        Declaration("bob", True, 2, target="zed"),
        Declaration("zed", False, 2, target="bob"),
        Declaration("xan", False, 3, target="cat"),
        Declaration("cat", True, 3, target="xan"),
    ]
    steps = resolution_order(decls)
    assert [(s.phase, s.kind, tuple(d.actor for d in s.declarations)) for s in steps] == [
        (2, "opposed", ("zed", "bob")),
        (2, "straight", ("ann",)),
        (3, "opposed", ("xan", "cat")),
    ]


def test_overwatch_fires_in_movement_before_the_move_into_its_area() -> None:
    decls = [
        Declaration("ann", True, 2, overwatch=True, area="door"),
        Declaration("zed", False, 4, area="door"),
        Declaration("yul", False, 4, area="road"),
        Declaration("cat", True, 5, target="bob"),
    ]
    steps = resolution_order(decls)
    kinds = [(s.phase, s.kind, s.declarations[0].actor, s.trigger) for s in steps]
    assert kinds == [
        (4, "overwatch", "ann", "zed"),
        (4, "action", "zed", ""),
        (4, "action", "yul", ""),
        (5, "action", "cat", ""),
    ]


def test_overwatch_nobody_walks_into_is_wasted() -> None:
    steps = resolution_order([Declaration("ann", True, 2, overwatch=True, area="door"),
                              Declaration("zed", False, 4, area="road")])
    assert [(s.kind, s.declarations[0].actor) for s in steps] == [("action", "zed"), ("wasted", "ann")]


def test_refusals() -> None:
    with pytest.raises(RulesError):
        Declaration("ann", True, 7)
    with pytest.raises(RulesError):
        Declaration("ann", True, 3, overwatch=True, area="door")
    with pytest.raises(RulesError):
        Declaration("ann", True, 5, target="ann")  # no first aid to yourself
    with pytest.raises(RulesError):
        resolution_order([Declaration("ann", True, 1), Declaration("ann", True, 2)])


def test_phase_sort_key_higher_first() -> None:
    keys = sorted([(phase_sort_key(3, True), "pc3"), (phase_sort_key(1, True), "pc1"),
                   (phase_sort_key(3, False), "npc3")], reverse=True)
    assert [k[1] for k in keys] == ["pc1", "npc3", "pc3"]


@given(st.lists(st.tuples(st.integers(1, 6), st.booleans(), st.integers(0, 5)), max_size=8))
@settings(max_examples=60)
def test_every_declaration_is_resolved_once_in_phase_order(raw: list[tuple[int, bool, int]]) -> None:
    decls = [Declaration(f"c{i}", pc, phase, target=f"c{t}" if phase in (2, 3) and t != i else "")
             for i, (phase, pc, t) in enumerate(raw)]
    steps = resolution_order(decls)
    seen = [d.actor for s in steps for d in s.declarations]
    assert sorted(seen) == sorted(d.actor for d in decls)
    phases = [s.phase for s in steps]
    assert phases == sorted(phases)
