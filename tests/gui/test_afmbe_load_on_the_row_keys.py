"""AFMBE Unisystem: a load's penalties on the character's row, where the GM reads him.

Set in the dice dock (Load carried), a heavy load showed its Speed and its −1 to movement tests in the
dock and in the badge's tooltip only: the roster's row and the fight list read "Heavy load".  Now both
read "Heavy load — Speed 5.5, −1 moving" (§5: "-4.5 al movimiento"; the light load's −1 on tests
that need movement kept by the campaign's option), the rest still in the tooltip."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from ui.docks.order_tree import CONDITIONS, NAME

SHORT = "Heavy load — Speed 5.5, −1 moving"


def test_a_heavy_load_s_penalties_read_on_the_roster_and_in_the_fight_list(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"dex": 3, "con": 2})  # Speed (3 + 2) × 2 = 10
    ann = ids(window)["Ann"]
    window.selection.select_character(ann)
    dock = choose_kind(qtbot, window, "Load carried")
    load = dock.form.inputs["load"]
    tab_to(qtbot, load)
    pick_with_keys(qtbot, load, "Heavy load")
    roll_faces(qtbot, dock, "")
    assert SHORT in window.docks["charactersDock"].badges(ann).html.replace("&nbsp;", " ")
    assert services.initiative.start([ann])
    QApplication.processEvents()
    tree = window.docks["initiativeDock"].tree
    row = next(r for r in range(tree.count()) if str(tree.cell(r, NAME)) == "Ann")
    assert str(tree.cell(row, CONDITIONS)) == SHORT
