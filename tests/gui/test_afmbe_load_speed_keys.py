"""AFMBE unisystem from the keyboard: a load picked in the dice dock (Load carried) puts the
character's loaded Speed on the roster row's load badge, beside the penalty and the Endurance it
costs (§5: "sufre una penalizacion de -1,5 a su Velocidad y -1 a todas las Pruebas o Chequeos que
requieran movimiento (como sigilo o iniciativa)"); Ctrl+Z takes the load back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to


def badge_tips(window, cid) -> tuple[str, ...]:
    return window.docks["charactersDock"].badges(cid).tips


def test_a_light_load_puts_the_loaded_speed_on_the_row_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"dex": 3, "con": 2})  # Speed (3 + 2) × 2 = 10
    ann = ids(window)["Ann"]
    window.selection.select_character(ann)
    dock = choose_kind(qtbot, window, "Load carried")
    load = dock.form.inputs["load"]
    tab_to(qtbot, load)
    pick_with_keys(qtbot, load, "Lightly loaded")
    roll_faces(qtbot, dock, "")
    assert any(tip.endswith("Speed 10 → 8.5; −1 to tests that need movement and to initiative; "
                            "1d4 Endurance every 10 min") for tip in badge_tips(window, ann)), badge_tips(window, ann)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not any("Speed" in tip for tip in badge_tips(window, ann))
