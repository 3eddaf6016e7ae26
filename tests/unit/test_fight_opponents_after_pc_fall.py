"""Issue 41: Ana (a PC) won a duel against Mia (a PC); Mia Broken, the dice dock said "Mia Chen is down;
no foe is left standing in this fight" while Rook (an NPC) still stood in it.  The foes were counted
by sides (the NPCs who fought a PC), and Rook had fought only a walker.  A fall of one of the roller's
own kind leaves the others of the fight of another kind as opponents."""

from __future__ import annotations

from ui.docks.dice_target import other_kind_standing


def test_a_pc_s_fall_leaves_the_npc_standing_as_the_opponent():
    # the Against list: 1 Rook (NPC), 2 the walker (destroyed), 3 Ben (PC), 4 Mia (PC, Broken)
    fighters = [(1, "npc", True), (2, "zombie", False), (3, "pc", True), (4, "pc", False)]
    assert other_kind_standing("pc", fighters) == 1


def test_the_roller_s_own_kind_is_no_opponent_and_the_fallen_none():
    assert other_kind_standing("pc", [(3, "pc", True), (1, "npc", False)]) == -1
    assert other_kind_standing("pc", []) == -1
