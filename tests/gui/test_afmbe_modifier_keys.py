"""afmbe modifiers as fields, from the keyboard in the main window: a called shot at the head sets its
penalty (−4) and the head's damage multiplier (bullets ×4); the GM types another penalty, the odds
follow it, the roll with the table's dice uses it and the log names it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.rules.numbers import number
from app.rules.rolling import Roller
from tests.gui.test_afmbe_dice_reach import (
    campaign_window,
    choose_kind,
    ids,
    last_log_line,
    pick_with_keys,
    roll_faces,
    row_tracks,
    tab_to,
    type_number,
)
from ui.docks.dice_odds import percent

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]


def test_a_called_shot_with_its_penalty_typed_over_from_the_keyboard(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ash", "pc", {"dex": 3, "skills": GUNS, "weapons": PISTOL})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = ids(window)
    window.selection.select_character(who["Ash"])
    dock = choose_kind(qtbot, window, "Attack against a dodge or block")
    form = dock.form.inputs
    tab_to(qtbot, form["skill"])
    pick_with_keys(qtbot, form["skill"], "Guns 2")
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], "No defence")
    tab_to(qtbot, dock.form.more)  # where the shot lands waits behind More: Space opens it
    qtbot.keyClick(dock.form.more, Qt.Key.Key_Space)
    tab_to(qtbot, form["location"])
    pick_with_keys(qtbot, form["location"], "Head")
    assert form["called_penalty"].value() == 0  # the GM says where it landed: no penalty yet
    tab_to(qtbot, form["called_shot"])
    qtbot.keyClick(form["called_shot"], Qt.Key.Key_Space)
    assert form["called_shot"].isChecked()
    # the text's values: head −4 to hit, bullets ×4 there
    assert form["called_penalty"].text() == "−4"
    assert form["damage_multiplier"].value() == 4
    rules = services.ruleset
    ash = services.characters.character(who["Ash"])
    biter = services.characters.character(who["Biter"])

    def hit_chance(penalty):
        inputs = {**dock.form.values(), **dock.opponent_form.values(), "called_penalty": penalty}
        chance = rules.roll_rules().roll_odds("attack", Roller(ash.sheet, ash.state, True), inputs,
                                 Roller(biter.sheet, biter.state))[0].chance
        return percent(chance)

    qtbot.waitUntil(lambda: hit_chance(-4) in dock.odds_label.text())
    tab_to(qtbot, form["called_penalty"])
    type_number(qtbot, form["called_penalty"], "-2")
    assert form["called_penalty"].value() == -2
    qtbot.waitUntil(lambda: hit_chance(-2) in dock.odds_label.text())
    assert hit_chance(-2) != hit_chance(-4)
    # DEX 3 + Guns 2 − 2 typed = 3; an 8 makes 11: Decent (with the text's −4 it would miss at 9)
    roll_faces(qtbot, dock, "8")
    assert dock.result_view.result_label.text() == "Total 11 against 9: hit, Decent"
    line = last_log_line(window)
    assert line.startswith(
        "Ash rolls Attack against a dodge or block (Dexterity, Guns 2, Pistol) against Biter with table dice: "
        "Total 11 against 9: hit, Decent (d10 8; Dexterity +3; Guns +2; called shot −2; total 11)"
    )
    assert "Called shot at Head −2" in line and "Damage multiplier at Head ×4" in line
    button = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(button.isVisible)
    tab_to(qtbot, button)
    qtbot.keyClick(button, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # a typed shot: Ctrl+R rolls here
    damage = [e for e in services.campaign.events() if e.kind == "damage"][-1]
    assert damage.payload["request"]["location"] == "head" and damage.payload["request"]["multiplier"] == 4
    life = services.characters.character(who["Biter"]).state["life_points"]
    assert row_tracks(window, who["Biter"])[0] == f"Life Points {number(life)}/58"
    assert (58 - life) in {16 * face for face in range(1, 7)}  # d6 × 4, bullets ×4 at the head
