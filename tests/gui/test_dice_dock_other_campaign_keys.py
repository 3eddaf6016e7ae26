"""The dice dock opened on another campaign keeps nothing of the last one: after Dana's two attacks
and a punch picked in the unisystem demo's fight, File → Open demo (Norms, no fight running) still
showed "Dana Cruz this turn: 2 attacks, 1 defence", the form's "action 4", the Shambler as the one
she rolled against, and her attack on the punch (the two demos' characters have the same ids)."""

from __future__ import annotations

from app.services.demo import build_demo
from tests.gui.afmbe_attack import ATTACK
from tests.gui.test_afmbe_dice_reach import choose_kind
from tests.gui.test_afmbe_second_attack_keys import attack_by_keys, fight_on_turn_of
from tests.gui.test_afmbe_skill_follows_weapon_keys import PUNCH, attack_of, demo_window
from tests.gui.test_afmbe_turn_opens_on_attack_keys import settle


def test_another_campaign_opened_shows_its_own_roller_counts_and_weapon(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "unisystem")
    dock = window.docks["diceDock"]
    dana = fight_on_turn_of(window, "Dana Cruz")
    attack_by_keys(qtbot, window, "2")
    attack_by_keys(qtbot, window, "2")
    settle(qtbot)
    assert "Dana Cruz this turn: 2 attacks" in dock.turn_label.text(), dock.turn_label.text()
    attack_of(qtbot, window, "Dana Cruz", PUNCH)
    assert dock.form.inputs["weapon"].currentText() == PUNCH
    norms = build_demo(tmp_path / "norms" / "b.deadwatch", "afmbe", "norms")
    assert window.open_campaign(str(norms))
    settle(qtbot)
    assert window.services.initiative.encounter() is None
    window.selection.select_character(dana)
    choose_kind(qtbot, window, ATTACK)
    settle(qtbot)
    assert dock.forms.character_id() == dana
    assert dock.form.inputs["weapon"].currentText() == "9mm pistol"
    assert dock.form.values().get("action", 1) == 1
    assert "this turn" not in dock.turn_label.text() and not dock.turn_label.isVisible()
