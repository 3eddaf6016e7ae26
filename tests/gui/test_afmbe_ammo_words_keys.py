"""AFMBE ammunition words (issue 41): Ctrl+Shift+M (empty a weapon) offered "e.g. a box of shells in the
pharmacy", an example of ammunition found; F on an empty norms weapon said "Not enough Ammo Points for
that much firing." (say it is empty); in Spanish «No hay balas suficientes para disparar tanto» (say how
many are loaded against how many were asked for, in the plural forms)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import when_dialog_opens
from tests.gui.test_ammo_dock import add, choose, fight, fill_and_accept, press, shown, window_for
from ui.i18n import set_language

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 30}
RIFLE = {"name": "Rifle", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "ammo": 1}


def test_the_empty_weapon_form_gives_an_example_of_ammunition_lost(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    ana = add(window, "Ana", weapons=[RIFLE])
    choose(window, ana)
    seen = {}

    def look(dialog):  # noqa: ANN001
        seen["example"] = dialog.reason.placeholderText()
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_dialog_opens(look)
    press(qtbot, window, Qt.Key.Key_M, CTRL_SHIFT)
    assert "river" in seen["example"] and "pharmacy" not in seen["example"]


def test_norms_empty_weapon_says_it_is_empty(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    ana = add(window, "Ana", weapons=[RIFLE])
    add(window, "Biter", "zombie")  # someone to shoot at: F with no target fires nothing
    dock = choose(window, ana)
    fight(window, 1)
    press(qtbot, window, Qt.Key.Key_F)
    assert shown(dock)[0][1] == "0 Ammo Points"
    fight(window, 2)
    press(qtbot, window, Qt.Key.Key_F)
    assert dock.message.text() == ("Rifle is empty: no Ammo Points left, nothing fired. Ammunition found goes in "
                                   "the ammunition ledger.")


def test_spanish_short_magazine_says_how_many_against_how_many(qtbot, tmp_path):
    try:
        assert set_language("es")
        window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
        dana = add(window, "Dana", weapons=[{**SMG, "ammo": 4}])
        add(window, "Biter", "zombie")  # someone to shoot at
        dock = choose(window, dana)
        fight(window, 1)
        fill_and_accept(qtbot, values={"shots": 0, "bursts": 2})  # two bursts of three, Enter
        press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
        assert window.statusBar().currentMessage() == \
            "SMG tiene 4 balas cargadas y se piden 6: dispara menos o recarga."
        assert shown(dock)[0][1].startswith("4")
    finally:
        set_language("en")
