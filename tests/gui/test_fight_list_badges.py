"""The fight list's condition badges say which is which: two limbs bleeding read "Bleeding: Left
arm, Bleeding: Right leg", not "Bleeding, Bleeding" (issue #20: a number or a word without its
meaning), the same words as the roster's badges."""

from __future__ import annotations

from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import campaign_window, start_fight
from ui.docks.order_tree import CONDITIONS


def test_two_bleeding_limbs_are_told_apart_in_the_fight_list(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", people=[("Ann", "pc", {"speed": 3, "max_hp": 12})])
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    start_fight(Keys(qtbot), window, qtbot)
    characters = window.services.characters
    ann = next(r.character_id for r in fight.rows.values() if r.name == "Ann")
    assert characters.damage(ann, {"part": "left_arm", "amount": 5})
    assert characters.damage(ann, {"part": "right_leg", "amount": 5})
    shown = fight.tree.text(0, CONDITIONS)
    assert "Bleeding: Left arm" in shown and "Bleeding: Right leg" in shown, shown
    roster = window.docks["charactersDock"]
    assert "Bleeding:&nbsp;Left&nbsp;arm" in roster.badges(ann).html  # (one piece: it never breaks)
