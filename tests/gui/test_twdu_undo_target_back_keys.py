"""Issue 41: Gloria's shot at Ana broke her, the Against box went on by itself to Ben (Ana down);
Ctrl+Z brought Ana back up but the box stayed on Ben, and the same dice typed again were written
"against Ben Okafor".  An undo that brings the target back up finds the box on it, as it was (in a
brawl the box no longer goes on from the target of the roller's one action of the round); a target
the GM picked himself since stays his."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_shot_offer_keys import REVOLVER

SHOT = "6 6 1 2 3 4 5 2 3"


def _fight(services):
    """Gloria's turn in a fight with the party: Ana, Ben."""
    sheet = {**services.ruleset.new_sheet(), "agility": 4, "ranged_combat": 3, "weapons": [REVOLVER]}
    assert services.characters.create("Gloria", "npc", sheet)
    assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
    assert services.characters.create("Ben", "pc", services.ruleset.new_sheet())
    ids = {c.name: c.id for c in services.characters.characters()}
    assert services.initiative.start([ids["Gloria"], ids["Ana"], ids["Ben"]])
    services.initiative.roll()
    while services.initiative.current().name != "Gloria":
        assert services.initiative.next_turn()


def _shot_down(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=_fight)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    dock = window.docks["diceDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.form is not None and dock.character_id() == who["Gloria"])
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_F)
    dock.opponent_combo.setFocus()
    keys.key(Qt.Key.Key_Home)
    while dock.opponent_combo.currentText() != "Ana":  # the GM's pick, by keys
        keys.key(Qt.Key.Key_Down)
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type(SHOT)
    keys.key(Qt.Key.Key_Return)
    offer = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(offer.hasFocus)
    keys.key(Qt.Key.Key_Return)  # the damage's dice from the table: Ana Broken
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    keys.type("4")  # the minutes out (no recovery die before the injury's D66)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.characters.character(who["Ana"]).state.get("health") == 0)
    # Gloria's one action of the brawl's round is made: the box stays, no other attack set up for her
    assert dock.opponent_combo.currentText() == "Ana"
    assert dock.odds_label.text() == "Ana is down; Gloria has made this round's action: N passes the turn."
    return window, services, dock, who, keys


def test_undo_puts_the_target_back_as_it_was_and_the_same_dice_go_at_it(qtbot, tmp_path):
    window, services, dock, who, keys = _shot_down(qtbot, tmp_path)
    activate(qtbot, window)
    keys.key(Qt.Key.Key_Escape)
    keys.key(Qt.Key.Key_Z, CTRL)  # the damage back: Ana up again, and the box on her
    assert services.characters.character(who["Ana"]).state.get("health", 3) == 3
    qtbot.waitUntil(lambda: dock.opponent_combo.currentText() == "Ana")
    keys.key(Qt.Key.Key_Z, CTRL)  # the shot back too; then the same dice again
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type(SHOT)
    keys.key(Qt.Key.Key_Return)
    line = last_log_line(window)
    assert "against Ana" in line and "Ben" not in line, line


def test_a_target_the_gm_picked_since_stays_after_the_undo(qtbot, tmp_path):
    window, services, dock, who, keys = _shot_down(qtbot, tmp_path)
    dock.opponent_combo.setFocus()
    keys.key(Qt.Key.Key_Home)
    while dock.opponent_combo.currentText() != "Ben":  # picked again by the GM: his, not the box's
        keys.key(Qt.Key.Key_Down)
    keys.key(Qt.Key.Key_Up)
    keys.key(Qt.Key.Key_Down)
    assert dock.opponent_combo.currentText() == "Ben"
    activate(qtbot, window)
    keys.key(Qt.Key.Key_Escape)
    keys.key(Qt.Key.Key_Z, CTRL)
    assert services.characters.character(who["Ana"]).state.get("health", 3) == 3
    assert dock.opponent_combo.currentText() == "Ben"
