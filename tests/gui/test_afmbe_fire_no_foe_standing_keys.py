"""AFMBE unisystem, every enemy down, Dana's turn: Shift+F (or F) is refused before anything is
spent, with the reason said in the ammo dock and the status bar.  It used to spend "30 → 24 rounds —
2 bursts of 3" and then refuse to roll: "An opposed roll needs an opponent"."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_ammo_dock import add, choose, press, shown, window_for
from tests.gui.test_ammo_refusals_first import SHIFT, forms, said  # noqa: F401

GUNS = [{"name": "Guns", "type": "Submachine Gun", "level": 2}]
SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 30}


def test_a_fire_with_no_foe_standing_is_refused_before_any_round_is_spent(qtbot, tmp_path, forms):  # noqa: F811
    window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    dana = add(window, "Dana", dex=3, skills=GUNS, weapons=[SMG])
    biter = add(window, "Biter", "zombie")
    assert services.initiative.start([dana, biter], name="Street")
    services.initiative.roll()
    while services.initiative.current().character_id != dana:
        services.initiative.next_turn()
    assert services.characters.damage(biter, {"amount": 200}, faces="")  # the zombie down
    dock = choose(window, dana)
    before = shown(dock)
    events = len(services.campaign.events())
    for mods in (SHIFT, Qt.KeyboardModifier.NoModifier):
        press(qtbot, window, Qt.Key.Key_F, mods)
        assert said(window, dock) == ("No foe of Dana stands in this fight: the shot would have no one to roll "
                                      "against. Nothing spent.")
        assert forms == []  # no form of shots and bursts opened
        assert shown(dock) == before  # 30 rounds still
        assert len(services.campaign.events()) == events
    # a zombie standing again: F fires
    services.campaign.undo()
    press(qtbot, window, Qt.Key.Key_F)
    assert shown(dock) != before
