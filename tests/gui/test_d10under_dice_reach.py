"""d10under mechanics newly offered in the dice dock, run from the keyboard: one melee exchange of
one fighter against three zombies (the text's own example, typed), and a critical shot whose damage
is doubled once on its way to the tracker."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import (
    choose_kind,
    ids,
    last_log_line,
    roll_faces,
    row_tracks,
    tab_to,
    type_number,
)
from tests.gui.test_characters_dock import damage_with_keyboard


def test_one_against_three_zombies_in_one_exchange_from_the_keyboard(qtbot, tmp_path):
    # "a player with Agility 6 fights 3 zombies. The player rolled 4, 6 and 9, the zombies with
    #  Agility 2 rolled 1, 8 and 9 ... The player won"
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    rules = services.ruleset
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "agility": 6, "strength": 6})
    assert services.characters.create("Shambler", "zombie", {**rules.new_sheet(), "agility": 2, "strength": 2})
    who = ids(window)
    window.selection.select_character(who["Vera"])
    dock = choose_kind(qtbot, window, "Melee exchange")
    assert dock.opponent_combo.currentText() == "Shambler"
    tab_to(qtbot, dock.form.inputs["opponents"])
    type_number(qtbot, dock.form.inputs["opponents"], "3")
    assert dock.form.values()["opponents"] == 3
    assert dock.odds_label.text().startswith("Win the exchange")  # exact odds of one against three
    roll_faces(qtbot, dock, "4 6 9 1 8 9")
    line = last_log_line(window)
    assert "Wins the exchange (a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2): 30 damage" in line
    # whose faces: Vera's, then each Shambler's
    assert line.endswith("(Vera rolled 4 6 9 against Shambler rolled 1 | 8 | 9)")
    assert dock.result_view.damage_buttons, "winning, Vera hits one of them"
    button = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(button.isVisible)
    tab_to(qtbot, button)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    health = services.characters.character(who["Shambler"]).state["health"]
    assert health == 100 - 30  # one exchange won: one hit of 30 on one of the three
    assert row_tracks(window, who["Shambler"])[0].endswith(f"{health}/100")


def test_a_critical_shot_is_doubled_once_on_the_tracker_from_the_keyboard(qtbot, tmp_path):
    # "если игрок выкинул 1, то попадание наносит двойной урон и игнорирует защиту цели любого вида"
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    rules = services.ruleset
    pistol = {"name": "pistol", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8, "criticals": True}
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "perception": 6, "weapons": [pistol]})
    vest = {"name": "vest", "deflect": 9, "absorb": 10}
    assert services.characters.create("Raider", "npc", {**rules.new_sheet(), "endurance": 5, "armor": [vest]})
    who = ids(window)
    window.selection.select_character(who["Vera"])
    dock = choose_kind(qtbot, window, "Shot (Perception)")
    roll_faces(qtbot, dock, "1")
    assert "Critical hit: 40 damage, armor ignored" in last_log_line(window)  # 20 doubled, once
    # the 40 goes to the tracker through the damage form: D on the raider, Critical ticked
    window.docks["charactersDock"].select(who["Raider"])

    def critical(dialog):
        box = dialog.form.inputs["critical"]
        box.setFocus()
        qtbot.keyClick(box, Qt.Key.Key_Space)
        assert box.isChecked()

    preview = damage_with_keyboard(qtbot, window, 40, setup=critical)
    assert "80" not in preview
    assert services.characters.character(who["Raider"]).state["health"] == 100 - 40  # doubled once, no vest
