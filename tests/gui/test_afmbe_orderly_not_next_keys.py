"""AFMBE norms demo (issue 41): the Shambler's blow on Orderly Vic was entered while it was Dana's turn
("dealt by" Dana), and once Dana's shot dropped the Shambler the dice dock said "Shambler is down; now
against Orderly Vic": damage a PC is said to have dealt made the party's own orderly a foe.  Only an
NPC who attacked a PC, or whom a PC rolled against, is: the next target is a foe of the other side."""

from __future__ import annotations

from tests.gui.afmbe_attack import ATTACK
from tests.gui.test_afmbe_dice_reach import choose_kind, ids
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window


def test_the_shambler_down_leaves_no_target_not_the_orderly(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "norms")
    services = window.services
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Ward")
    # the Shambler bites Vic, entered with Dana (whose turn it was) as the one who dealt it
    assert services.characters.damage(who["Orderly Vic"], {"amount": 3, "damage_type": "bludgeoning"},
                                      actor_id=who["Dana Cruz"])
    window.selection.select_character(who["Dana Cruz"])
    dock = choose_kind(qtbot, window, ATTACK)
    said: list[str] = []
    dock.forms.targetMoved.connect(said.append)
    assert dock.opponent_combo.currentText() == "Shambler"
    assert services.characters.damage(who["Shambler"], {"amount": 40, "damage_type": "bullet"},
                                      actor_id=who["Dana Cruz"])
    qtbot.waitUntil(lambda: said != [])
    assert dock.opponent_combo.currentData() is None
    assert said[-1] == "Shambler is down; no foe is left standing in this fight."
