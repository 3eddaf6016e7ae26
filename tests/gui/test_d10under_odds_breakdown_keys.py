"""d10under: under the dice dock's odds, what makes them, as the other rulesets show it — a test's
and a shot's target number (the attribute, the modifier, the faces that pass), an exchange's dice
and Agility on each side.  Before, the odds stood alone ("Pass 30%": out of what?)."""

from __future__ import annotations

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, tab_to, type_number


def test_the_odds_say_what_makes_them_in_each_roll(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    rules = services.ruleset
    pistol = {"name": "pistol", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8, "criticals": True}
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "agility": 5, "perception": 6,
                                                      "weapons": [pistol]})
    assert services.characters.create("Shambler", "zombie", {**rules.new_sheet(), "agility": 2})
    window.selection.select_character(ids(window)["Vera"])

    dock = choose_kind(qtbot, window, "Attribute test")
    tab_to(qtbot, dock.form.inputs["modifier"])
    type_number(qtbot, dock.form.inputs["modifier"], "-2")
    qtbot.waitUntil(lambda: dock.parts_label.text() != "")
    assert dock.odds_label.text().startswith("Pass 30")
    assert dock.parts_label.isVisibleTo(dock)
    assert dock.parts_label.text() == "Agility 5 − 2 (modifier) = passed on a d10 of 3 or less"

    dock = choose_kind(qtbot, window, "Shot (Perception)")
    qtbot.waitUntil(lambda: dock.parts_label.text().startswith("Perception"))
    assert dock.parts_label.text() == (
        "Perception 6 = a d10 of 6 or less hits; a 10 always misses, a 1 is a critical hit")

    dock = choose_kind(qtbot, window, "Melee exchange")
    tab_to(qtbot, dock.form.inputs["opponents"])
    type_number(qtbot, dock.form.inputs["opponents"], "3")
    qtbot.waitUntil(lambda: "each" in dock.parts_label.text())
    assert dock.parts_label.text() == (
        "Vera: 2 × d10, Agility 5; 3 × Shambler: 1 × d10 each, Agility 2; the highest die wins, a tie to the "
        "higher Agility")
