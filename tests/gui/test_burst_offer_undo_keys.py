"""Issue 40: a burst's hit applied and then taken back with Ctrl+Z was gone from the offers: only
"hit 2 of 3" and "hit 3 of 3" were left though the damage was undone.  Undoing an offer's damage
offers it again, and Ctrl+Shift+Z (redo) spends it again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line

GUNS = [{"name": "Guns", "type": "Submachine Gun", "level": 2}]
SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 30}
CTRL = Qt.KeyboardModifier.ControlModifier


def _offers(dock):
    """The offers not used: a used one is hidden (the others are shown by their layout)."""
    hidden = Qt.WidgetAttribute.WA_WState_ExplicitShowHide
    return [b.text() for b in dock.result_view.damage_buttons if not (b.isHidden() and b.testAttribute(hidden))]


def test_undoing_a_bursts_hit_offers_it_again_and_redo_spends_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [SMG]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Dana"])
    dock = attack_by_keys(qtbot, window, fire="Burst (2-5 rounds)", faces="7")  # two rounds of three hit
    both = ["Roll the damage on Biter (hit 1 of 2)", "Roll the damage on Biter (hit 2 of 2)"]
    assert _offers(dock) == both
    before = dict(services.characters.character(who["Biter"]).state)
    first = dock.result_view.damage_buttons[0]
    assert first.hasFocus()
    qtbot.keyClick(first, Qt.Key.Key_R, CTRL)  # the first hit's damage, rolled here (Ctrl+R: a typed burst)
    assert last_log_line(window).startswith("Damage to Biter")
    assert services.characters.character(who["Biter"]).state != before
    assert _offers(dock) == both[1:]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert last_log_line(window).startswith("Undo: ") and "damage to Biter (" in last_log_line(window)
    assert services.characters.character(who["Biter"]).state == before
    assert _offers(dock) == both  # the undone hit is offered again
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL_SHIFT)
    assert last_log_line(window).startswith("Redo: ") and "damage to Biter (" in last_log_line(window)
    assert _offers(dock) == both[1:]  # redone: spent again
