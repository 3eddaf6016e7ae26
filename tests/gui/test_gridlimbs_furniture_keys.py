"""gridlimbs from the keyboard: the table beside the acting token, U on the map, pushed two tiles
("I will treat the movement as if you are sprinting, and deduct stamina accordingly"), then a tile
of it hit, its hit points said by the GM the first time ("Each individual tile of furniture has
hitpoints"); Ctrl+Z takes the hit back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import pick_with_keys, tab_to, type_number
from tests.gui.test_map_dock import CTRL_ALT, create, keys
from tests.gui.test_menu_mnemonics import mnemonic


def test_the_table_pushed_then_hit_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", strength=2, speed=6, stamina=8)
    services.battle_map.set_size(6, 5)
    services.battle_map.paint([(1, 2), (2, 2), (3, 2), (4, 2)], "f")
    services.battle_map.place({ana: (2, 3)})
    services.campaign.execute(StartEncounter([ana]))
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, Qt.Key.Key_U)  # the furniture beside Ana
    dialog = dock.furniture.dialog
    assert dialog is not None
    activate(qtbot, dialog)
    assert dialog.direction_combo.hasFocus()
    assert dialog.direction_combo.currentText() == "Up"  # away from Ana
    assert dialog.weight_spin.value() == 4 and dialog.mover_checks[ana].isChecked()
    tab_to(qtbot, dialog.tiles_spin)
    type_number(qtbot, dialog.tiles_spin, "2")
    assert dialog.preview.text() == "Moves up to 4 this turn; each mover sprints 2."
    tab_to(qtbot, dialog.move_button)
    qtbot.keyClick(dialog.move_button, Qt.Key.Key_Space)
    assert dialog.refusal_label.text() == ""
    battle_map = services.battle_map.battle_map()
    assert [battle_map.kind((x, 0)) for x in range(1, 5)] == ["f"] * 4 and battle_map.tokens[ana] == (2, 1)
    assert services.characters.character(ana).state["stamina"] == 6
    assert dialog.result_label.text().startswith("Furniture moved B3 → B1 by Ana")
    # a tile of it hit: C1, 4 damage, 10 hit points the first time
    tab_to(qtbot, dialog.tile_combo)
    pick_with_keys(qtbot, dialog.tile_combo, "C1")
    tab_to(qtbot, dialog.damage_spin)
    type_number(qtbot, dialog.damage_spin, "4")
    tab_to(qtbot, dialog.hp_spin)
    type_number(qtbot, dialog.hp_spin, "10")
    tab_to(qtbot, dialog.hit_button)
    qtbot.keyClick(dialog.hit_button, Qt.Key.Key_Space)
    assert services.furniture.wear((2, 0)) == (6, 10)
    assert dialog.result_label.text() == "Ana hits the furniture on C1 for 4 — C1: hit points 10 − 4 = 6 of 10."
    assert dialog.tile_combo.findText("C1 (6 of 10 hit points)") >= 0
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.furniture.wear((2, 0)) is None
    dialog.close()


def test_u_beside_no_furniture_says_so(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana")
    services.battle_map.set_size(4, 4)
    services.battle_map.place({ana: (0, 0)})
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, Qt.Key.Key_U)
    assert dock.furniture.dialog is None
    assert dock.status.text() == "No furniture stands beside the chosen token (side by side, not diagonal)."


def _open_beside_ana(qtbot, window, language="en"):
    from ui import i18n

    services = window.services
    ana = create(window, "Ana", strength=2, speed=6, stamina=8)
    services.battle_map.set_size(6, 5)
    services.battle_map.paint([(1, 2), (2, 2), (3, 2), (4, 2)], "f")
    services.battle_map.place({ana: (2, 3)})
    services.campaign.execute(StartEncounter([ana]))
    if language != "en":
        i18n.set_language(language)
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, Qt.Key.Key_U)
    dialog = dock.furniture.dialog
    activate(qtbot, dialog)
    return dialog, ana


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_each_field_and_button_has_a_letter_of_its_own(qtbot, tmp_path, language):
    """Alt and a letter reaches one field only: in Spanish Alt+P was both the weight and the hit
    points, and the first press changed the weight."""
    from ui import i18n

    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    try:
        dialog, _ana = _open_beside_ana(qtbot, window, language)
        texts = [label.text() for label in dialog.findChildren(QLabel) if label.buddy() is not None]
        texts += [button.text() for button in (dialog.move_button, dialog.hit_button, dialog.eat_button)]
        letters = [mnemonic(text) for text in texts]
        assert None not in letters, texts
        assert len(set(letters)) == len(letters), texts
    finally:
        i18n.set_language("en")


def test_the_tile_to_hit_is_the_one_beside_the_token_and_move_stays_in_sight(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    dialog, ana = _open_beside_ana(qtbot, window)
    assert dialog.tile_combo.currentText() == "C3"  # straight above Ana at C4
    tab_to(qtbot, dialog.move_button)
    qtbot.keyClick(dialog.move_button, Qt.Key.Key_Space)
    assert dialog.result_label.text().startswith("Furniture moved")
    assert window.services.battle_map.battle_map().tokens[ana] == (2, 2)  # one tile up, the table with her
    assert dialog.tile_combo.currentText() == "C2"  # still the one beside Ana
    for widget in (dialog.move_button, dialog.hit_button, dialog.preview, dialog.result_label):
        top_left = widget.mapTo(dialog, widget.rect().topLeft())
        assert widget.height() >= widget.minimumSizeHint().height(), widget.objectName()
        assert top_left.y() + widget.height() <= dialog.height(), widget.objectName()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_a_walker_trying_to_eat_the_table_fails_by_keys(qtbot, tmp_path):
    # "All attempts at eating furniture automatically fail, and do not deal any damage."
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    walker = create(window, "Walker")
    services.battle_map.set_size(5, 4)
    services.battle_map.paint([(1, 1), (2, 1)], "U")
    services.battle_map.place({walker: (1, 2)})
    assert services.furniture.hit((1, 1), 2, 10)  # the table already worn: 8 of 10
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, Qt.Key.Key_U)
    dialog = dock.furniture.dialog
    assert dialog is not None
    activate(qtbot, dialog)
    assert dialog.tile_combo.currentData() == (1, 1)  # the tile beside the walker
    events = len(services.campaign.events())
    tab_to(qtbot, dialog.eat_button)  # Try to eat it
    qtbot.keyClick(dialog.eat_button, Qt.Key.Key_Space)
    assert dialog.refusal_label.text() == ""
    assert dialog.result_label.text() == ("Walker tries to eat the furniture on B2 — All attempts at eating "
                                          "furniture automatically fail, and do not deal any damage.")
    assert services.furniture.wear((1, 1)) == (8, 10)  # no damage
    assert services.battle_map.battle_map().kind((1, 1)) == "U"
    eaten = services.campaign.events()[events:]
    assert len(eaten) == 1 and eaten[0].kind == "map" and eaten[0].undoable  # one line in the session log
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Z takes the try back
    assert [e.undone for e in services.campaign.events() if e.id == eaten[0].id] == [True]
    assert services.furniture.wear((1, 1)) == (8, 10)  # the hit before it stays
    # beside no furniture tile: refused with the reason, nothing logged
    assert not services.furniture.eat((3, 3), walker)
    dialog.close()


@pytest.mark.parametrize("language", ["en", "es"])
def test_too_heavy_for_this_turn_is_said_whole(qtbot, tmp_path, language):
    """A weight past the movers' Strength: the refusal wraps and the dialog grows to show every line
    (it was cut after "against Strength" on one line)."""
    from ui import i18n

    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    try:
        dialog, _ana = _open_beside_ana(qtbot, window, language)
        tab_to(qtbot, dialog.weight_spin)
        type_number(qtbot, dialog.weight_spin, "400")
        preview = dialog.preview
        assert DANGER_MARK in preview.text()
        assert preview.height() >= preview.heightForWidth(preview.width())
        bottom = preview.mapTo(dialog, preview.rect().bottomLeft()).y()
        assert bottom <= dialog.height()
        assert dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())
    finally:
        i18n.set_language("en")


DANGER_MARK = "color:"


def test_enter_performs_the_section_the_focus_is_in(qtbot, tmp_path):
    """Dov beside the table, U, the focus on «Which way»: Enter moves it (the dialog stays open with
    what it did); Tab down to the hit section, Enter hits the tile."""
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    dov = create(window, "Dov", strength=2, speed=6, stamina=8)
    services.battle_map.set_size(6, 5)
    services.battle_map.paint([(1, 2), (2, 2), (3, 2), (4, 2)], "f")
    services.battle_map.place({dov: (2, 3)})
    services.campaign.execute(StartEncounter([dov]))
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, Qt.Key.Key_U)
    dialog = dock.furniture.dialog
    assert dialog is not None
    activate(qtbot, dialog)
    assert dialog.direction_combo.hasFocus() and dialog.move_button.isDefault()
    qtbot.keyClick(dialog.direction_combo, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert services.battle_map.battle_map().tokens[dov] == (2, 2)  # pushed one tile up, Dov after it
    assert dialog.result_label.text().startswith("Furniture moved B3 → B2 by Dov")
    tab_to(qtbot, dialog.damage_spin)
    assert dialog.hit_button.isDefault() and not dialog.move_button.isDefault()
    type_number(qtbot, dialog.damage_spin, "4")
    tab_to(qtbot, dialog.hp_spin)
    type_number(qtbot, dialog.hp_spin, "10")
    qtbot.keyClick(dialog.hp_spin, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert dialog.isVisible()
    assert dialog.result_label.text().startswith("Dov hits the furniture on ")
    dialog.close()
